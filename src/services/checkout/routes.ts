/**
 * Flight checkout endpoints (000 §7 offer and tax calls, booking, ticket download), mounted under
 * /flights beside the search:
 *   POST /api/v1.0/offers                     re-check the chosen flights' fare (initial: PENDING)
 *   GET  /api/v1.0/offers/:id                 the final phase, polled until not PENDING
 *   POST /api/v1.0/booking                    a checkout from an offer (Idempotency-Key)
 *   GET  /api/v1.0/booking/:id                the booking, priced (owner or X-Booking-Key)
 *   PUT  /api/v1.0/booking/:id/travellers     travellers, contact, GST
 *   …/api/v1.0/trips/:tripId/cancellation…    cancellation, quotes and refunds (cancellation-routes.ts)
 *   POST /sandbox/fare_inventory              sandbox only: seats left at a fare
 *   POST /sandbox/offer_end                   sandbox only: the caller's newest re-check answers now
 *   POST /sandbox/checkout_ends               sandbox only: a checkout's time runs out now
 * Documented in docs/upstream.md ("Flight checkout"). The handlers are in ./routes/*.ts, one file
 * per group of endpoints; ./routes/common.ts builds the context they share.
 */
import { Hono } from 'hono'
import type { Database } from '../db/client'
import { enqueue } from '../jobs/queue'
import { mountCancellation } from './cancellation-routes'
import { registerAddOns } from './routes/add-ons'
import { registerBooking } from './routes/booking'
import { checkoutContext, type CheckoutOptions } from './routes/common'
import { registerOffers } from './routes/offers'
import { registerPayment } from './routes/payment'
import { registerPromo } from './routes/promo'
import { registerSandbox } from './routes/sandbox'

export type { CheckoutOptions } from './routes/common'

export function checkoutRoutes(db: Database, options: CheckoutOptions): Hono {
  const app = new Hono()
  const ctx = checkoutContext(db, options)

  mountCancellation(app, db, {
    config: { ...ctx.config, cancellation: options.product.cancellation },
    enqueue: options.payments?.enqueue ?? ((tx, job) => enqueue(tx, job)),
    // A guest who found the trip by lookup may cancel it too (docs/decisions/0092).
    callerOf: async (c) => {
      const grant = options.grantedTripOf?.(c)
      return { ...(await ctx.callerOf(c)), grantedTripId: grant?.tripId, grantChanges: grant?.change }
    },
    scenarioText: async (c, bookingScenario) => (await ctx.controlsOf(c, bookingScenario)).text,
    now: ctx.now,
    ...(options.hotelCancellation ? { hotels: options.hotelCancellation } : {}),
  })
  registerOffers(app, ctx)
  registerBooking(app, ctx)
  registerAddOns(app, ctx)
  registerPromo(app, ctx)
  registerPayment(app, ctx)
  registerSandbox(app, ctx)
  return app
}
