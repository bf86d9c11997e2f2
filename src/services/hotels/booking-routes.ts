/**
 * Hotel booking endpoints (001 §7 Hotels; contracts/hotels/booking.ts), mounted under /hotels:
 *   POST /booking                 a booking from an offer, rooms held for the timer (Idempotency-Key)
 *   PUT  /booking/:id             guests, contact, PAN, special requests (not the stay or offer)
 *   GET  /booking/:id             the booking (owner, or X-Booking-Key)
 *   GET  /booking?email=          the signed-in caller's own bookings
 *   POST /promo/apply             a promo code on the booking (or remove: true)
 *   POST /book_at_hotel           book an offer paid at the hotel
 *   POST /payment_callbacks       the payment gateway's signed webhook for hotel orders
 *   POST /sandbox/booking_ends    sandbox only: a booking's time runs out now
 *   GET|POST /booking/:id/tenders, …/undo, …/pay   the wallet (points, vouchers) at checkout (0220)
 * Documented in docs/upstream.md ("Hotel booking"). The handlers are in ./booking-routes/*.ts, one
 * file per group of endpoints; ./booking-routes/common.ts builds the context they share.
 */
import { Hono } from 'hono'
import type { Database } from '../db/client'
import { registerBooking } from './booking-routes/booking'
import { hotelBookingContext, idPath, type HotelBookingOptions } from './booking-routes/common'
import { registerCreateBooking } from './booking-routes/create'
import { registerPayment } from './booking-routes/payment'
import { registerPromo } from './booking-routes/promo'
import { registerSandbox } from './booking-routes/sandbox'
import { ensureOrder } from './booking-payment'
import { hotelTenderPort } from './booking-tenders'
import { tenderRoutes } from '../commerce/tender-routes'

export type { HotelBookingOptions, HotelPromoPort } from './booking-routes/common'

export function hotelBookingRoutes(db: Database, options: HotelBookingOptions): Hono {
  const app = new Hono()
  const ctx = hotelBookingContext(db, options)
  registerCreateBooking(app, ctx)
  registerBooking(app, ctx)
  registerPromo(app, ctx)
  registerPayment(app, ctx)
  registerSandbox(app, ctx)
  app.route(
    '/',
    tenderRoutes(db, {
      port: hotelTenderPort(ctx.payments),
      providers: ctx.payments.tenders ?? {},
      callerOf: ctx.callerOf,
      base: '/booking',
      bookingId: idPath.shape.id,
      // The gateway order follows what is left (a new order when one was made for the old total).
      afterChange: (id, now) => ensureOrder(db, id, ctx.payments, now),
    }),
  )
  return app
}
