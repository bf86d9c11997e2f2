/**
 * Train booking endpoints (001 §7 Trains; contracts/trains/booking.ts; docs/decisions/0119, 0136),
 * mounted under /trains:
 *   GET  /users/:id/availability   the railway user id exists and is active
 *   POST /users/login              railway id + password (kept by the store in the booking flow only)
 *   POST /bookings                 a booking (Idempotency-Key); 001 §5 rules; priced here; timer starts
 *   GET  /bookings/:id             the booking (owner, or X-Booking-Key)
 *   GET  /pnr/:pnr                 the PNR status: each passenger's place, never the names
 *   POST /bookings/:id/tdr         a TDR after the chart (owner)
 *   GET  /bookings/:id/tdr         the booking's TDRs (owner)
 *   POST /payment_callbacks        the gateway's signed webhook for train orders
 *   POST /sandbox/booking_ends     sandbox only: a booking's 5-minute timer runs out now
 *   POST /sandbox/chart            sandbox only: a run's chart is prepared now
 *   POST /sandbox/scenario         sandbox only: the booking controls for one client (its address)
 *   GET|POST /bookings/:id/tenders, …/undo, …/pay   the wallet (points, vouchers) at checkout (0220)
 * Documented in docs/upstream.md ("Train booking"). The handlers are in ./booking-routes/*.ts, one
 * file per group of endpoints; ./booking-routes/common.ts builds the context they share.
 */
import { Hono } from 'hono'
import { tenderRoutes } from '../commerce/tender-routes'
import { ensureOrder } from './booking-payment'
import { trainTenderPort } from './booking-tenders'
import type { Database } from '../db/client'
import { idPath, trainBookingContext, type TrainBookingOptions } from './booking-routes/common'
import { registerCreateBooking } from './booking-routes/create'
import { registerPaymentCallbacks } from './booking-routes/payment'
import { registerRailUser } from './booking-routes/rail-user'
import { registerSandbox } from './booking-routes/sandbox'
import { registerBookingStatus } from './booking-routes/status'
import { registerTdr } from './booking-routes/tdr'

export { railDown, type TrainBookingOptions } from './booking-routes/common'

export function trainBookingRoutes(db: Database, options: TrainBookingOptions): Hono {
  const app = new Hono()
  const ctx = trainBookingContext(db, options)
  registerRailUser(app, ctx)
  registerCreateBooking(app, ctx)
  registerBookingStatus(app, ctx)
  registerTdr(app, ctx)
  registerPaymentCallbacks(app, ctx)
  registerSandbox(app, ctx)
  app.route(
    '/',
    tenderRoutes(db, {
      port: trainTenderPort(ctx.payments),
      providers: ctx.payments.tenders ?? {},
      callerOf: ctx.callerOf,
      base: '/bookings',
      bookingId: idPath.shape.id,
      // The gateway order follows what is left (a new order when one was made for the old total).
      afterChange: (id, now) => ensureOrder(db, id, ctx.payments, now),
      now: () => ctx.clock().getTime(),
    }),
  )
  return app
}
