/** What every flight checkout handler needs, built once per app from CheckoutOptions. */
import type { Context } from 'hono'
import { z } from 'zod'
import type { ProductConfig } from '@config'
import type { PaymentGateway } from '@contracts/payments/merchant'
import type { Database, Tx } from '~/services/db/client'
import { sandboxClientOf } from '~/services/http/sandbox-guard'
import type { Enqueue } from '~/services/jobs/queue'
import type { Logger } from '~/services/platform/log'
import type { ProductCancellation } from '~/services/commerce/cancel-core'
import { parseScenario, type Scenario } from '~/services/flights/scenario'
import { sandboxControl } from '~/services/flights/store'
import type { Caller, CheckoutConfig } from '../bookings'
import type { PromoPort } from '../promo-port'

export interface CheckoutOptions {
  sandbox: boolean
  product: ProductConfig
  /** Who is signed in (the bearer token), from the accounts service; undefined for a guest; 401 for a dead token. */
  userIdOf: (c: Context) => Promise<number | undefined>
  /**
   * The Trip Id a guest's lookup grant (X-Trip-Grant) opens, verified by the bookings area's signer
   * (joined by src/services/app.ts); undefined without a valid one. The cancellation endpoints only.
   */
  grantedTripOf?: (c: Context) => { tripId: string; change: boolean } | undefined
  /** Promo codes (src/services/promo), joined by src/services/app.ts. */
  promos?: PromoPort
  now?: () => number
  log?: Logger
  /** The payment gateway and the job queue (src/services/app.ts gives the sandbox ones). */
  payments?: { gateway: PaymentGateway; enqueue: Enqueue }
  /** What else a checkout that ends unpaid gives back (its promo's use, its wallet part). */
  onEnded?: (tx: Tx, bookingId: string) => Promise<unknown>
  /** Hotel trips' cancellation by policy behind the same endpoints (joined by src/services/app.ts). */
  hotelCancellation?: ProductCancellation
}

export interface CheckoutContext {
  db: Database
  options: CheckoutOptions
  /**
   * The flight supplier's clock, for offers (its "today" and fares); bookings, their 12 minutes and
   * payments run on the wall clock, as the job worker that ends them does.
   */
  now: () => number
  log: Logger | undefined
  config: CheckoutConfig
  /** 000 §9: the airlines whose flights sell the one extra service (prepaid extra baggage). */
  extraServiceAirlines: ProductConfig['flights']['extraServiceAirlines']
  /** The caller: the signed-in user (bearer) and a guest's booking key (X-Booking-Key). */
  callerOf: (c: Context) => Promise<Caller>
  /**
   * The sandbox controls of a checkout: the search's own, then the scenario set for the caller
   * (POST /flights/sandbox/scenario), then the request's header on top.
   */
  controlsOf: (c: Context, searchScenario: string) => Promise<{ text: string; scenario: Scenario }>
}

export function checkoutContext(db: Database, options: CheckoutOptions): CheckoutContext {
  return {
    db,
    options,
    now: options.now ?? Date.now,
    log: options.log,
    config: { checkout: options.product.checkout, timers: options.product.timers },
    extraServiceAirlines: options.product.flights.extraServiceAirlines,
    callerOf: async (c) => {
      const userId = await options.userIdOf(c)
      const bookingKey = c.req.header('x-booking-key')?.trim() || undefined
      return { userId, bookingKey }
    },
    controlsOf: async (c, searchScenario) => {
      if (!options.sandbox) return { text: '', scenario: parseScenario(undefined) }
      const set = await sandboxControl(db, `scenario:${sandboxClientOf(c)}`)
      const own = c.req.header('x-sandbox-scenario')
      const text = [searchScenario, typeof set === 'string' ? set : '', own].filter(Boolean).join(';')
      return { text, scenario: parseScenario(text) }
    },
  }
}

export const idPath = z.object({
  id: z.string().regex(/^[a-z]{2,3}_[0-9a-f]{32}$/, 'must be an id such as bk_… or ofr_…'),
})

export const noStore = (c: Context) => c.header('Cache-Control', 'no-store')

/** The checkout keys of a search's scenario, as text (the other keys are the search's own). */
export function scenarioText(s: { reprice?: string; repriceLatencyMs: number; ticketing?: string }): string {
  return [
    s.reprice ? `reprice=${s.reprice}` : '',
    s.repriceLatencyMs ? `repriceLatencyMs=${s.repriceLatencyMs}` : '',
    s.ticketing ? `ticketing=${s.ticketing}` : '',
  ]
    .filter(Boolean)
    .join(';')
}
