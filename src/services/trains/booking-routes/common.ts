/** What every train booking handler needs, built once per app from TrainBookingOptions. */
import { eq } from 'drizzle-orm'
import type { Context } from 'hono'
import { z } from 'zod'
import { trainBookingMessages, type TrainBooking } from '@contracts/trains/booking'
import type { ProductConfig } from '@config'
import type { Database } from '~/services/db/client'
import { railSandboxControls } from '~/services/db/schema'
import { ApiError } from '~/services/http/errors'
import { sandboxClientOf } from '~/services/http/sandbox-guard'
import type { Logger } from '~/services/platform/log'
import type { TrainPaymentDeps } from '../booking-payment'
import { bookingView, chartPreparedOf, type Caller, type TrainBookingRow } from '../booking-store'
import { railwayClockOffset } from '../routes'
import { parseTrainScenario } from '../scenario'

export interface TrainBookingOptions {
  sandbox: boolean
  product: ProductConfig
  /** Who is signed in (bearer token); undefined for a guest; 401 for a dead token. */
  userIdOf: (c: Context) => Promise<number | undefined>
  payments: TrainPaymentDeps
  log?: Logger
}

export interface TrainBookingContext {
  db: Database
  options: TrainBookingOptions
  payments: TrainPaymentDeps
  catalogue: TrainPaymentDeps['catalogue']
  /** The services' clock (the catalogue's), as a Date. */
  clock: () => Date
  callerOf: (c: Context) => Promise<Caller>
  /**
   * The sandbox controls of a call: its x-sandbox-scenario header, else the ones set for its client
   * with POST /sandbox/scenario (the browser's address the BFF forwards), so a test can decide what
   * the railway answers a page without changing the page's address.
   */
  scenarioOf: (c: Context) => Promise<string>
  /**
   * The railway's clock for a call's rules (departed, the booking window, the chart, Tatkal, the
   * nightly downtime): the services' clock plus the sandbox offset of the caller, as the enquiry
   * service counts it (docs/decisions/0156).
   */
  railwayOffsetOf: (c: Context, scenarioText: string) => Promise<number>
  /** The booking as answered: its passengers' current places and whether its chart is prepared. */
  view: (row: TrainBookingRow, accessKey?: string) => Promise<TrainBooking>
}

export function trainBookingContext(db: Database, options: TrainBookingOptions): TrainBookingContext {
  const { payments } = options
  const catalogue = payments.catalogue
  const clock = () => new Date(catalogue.now())
  return {
    db,
    options,
    payments,
    catalogue,
    clock,
    callerOf: async (c) => {
      const userId = await options.userIdOf(c)
      const bookingKey = c.req.header('x-booking-key')?.trim() || undefined
      return { userId, bookingKey }
    },
    scenarioOf: async (c) => {
      if (!options.sandbox) return ''
      const header = c.req.header('x-sandbox-scenario')
      if (header !== undefined) return header
      const client = sandboxClientOf(c)
      if (!client) return ''
      const [row] = await db
        .select({ value: railSandboxControls.value })
        .from(railSandboxControls)
        .where(eq(railSandboxControls.key, scenarioKey(client)))
      return typeof row?.value === 'string' ? row.value : ''
    },
    railwayOffsetOf: async (c, scenarioText) => {
      if (!options.sandbox) return 0
      return (
        (await railwayClockOffset(db, sandboxClientOf(c))) + parseTrainScenario(scenarioText).clockOffsetMs
      )
    },
    view: async (row, accessKey) => {
      const current = row.pnr ? await catalogue.currentPlaces(db, row.id) : []
      const chartPrepared = row.pnr ? await chartPreparedOf(db, row) : false
      return bookingView(row, { now: clock(), current, chartPrepared, ...(accessKey ? { accessKey } : {}) })
    },
  }
}

export const idPath = z.object({
  id: z.string().regex(/^tb_[0-9a-f]{32}$/, 'must be a booking id such as tb_…'),
})
export const scenarioKey = (client: string) => `booking-scenario:${client}`
export const noStore = (c: Context) => c.header('Cache-Control', 'no-store')

export const railDown = () =>
  new ApiError(
    503,
    'RAILWAY_DOWN',
    trainBookingMessages.railDown,
    'The railway booking system is not answering (sandbox `down`, or the nightly downtime).',
  )
