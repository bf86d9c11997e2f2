/** Paying for a hotel booking: at the hotel (book_at_hotel), or online (the gateway's signed webhook). */
import { eq, or } from 'drizzle-orm'
import type { Hono } from 'hono'
import { bookAtHotelSchema } from '@contracts/hotels/booking'
import { hotelBookings } from '~/services/db/schema'
import { envelope } from '~/services/http/envelope'
import { ApiError } from '~/services/http/errors'
import { parseJsonBody } from '~/services/http/validate'
import { paymentWebhookHandler } from '~/services/commerce/payment-webhook'
import { applyHotelPayment, assertPan, onBooked, readyToPay } from '../booking-payment'
import { assertOpen, bookingView, loadBooking, saveBooking, storedOfferSchema } from '../booking-store'
import { noStore, type HotelBookingContext } from './common'

export function registerPayment(app: Hono, ctx: HotelBookingContext): void {
  const { db, options, payments } = ctx

  app.post('/book_at_hotel', async (c) => {
    const { booking_id } = await parseJsonBody(c, bookAtHotelSchema)
    const caller = await ctx.callerOf(c)
    const now = new Date()
    const booked = await db.transaction(async (tx) => {
      const row = await loadBooking(tx, booking_id, caller, true)
      assertOpen(row, now)
      if (!storedOfferSchema.parse(row.offer).offer.pay_at_hotel)
        throw new ApiError(
          409,
          'PAY_AT_HOTEL_NOT_ALLOWED',
          'This room must be paid now: the hotel does not take payment at check-in for it.',
          'Pay online for this offer.',
          [{ field: 'booking_id', message: 'the offer is not payable at the hotel' }],
        )
      if (!readyToPay(row))
        throw new ApiError(
          409,
          'GUESTS_MISSING',
          'Add the contact details and a lead guest for every room before booking',
          'PUT the guests of this booking first.',
          [{ field: 'guests_details', message: `give one lead guest per room (${row.rooms.length})` }],
        )
      assertPan(row)
      const success = await saveBooking(tx, row, { status: 'SUCCESS', payAtHotel: true }, now, {
        kind: 'hotel_booked_pay_at_hotel',
        text: 'Booked; to be paid at the hotel.',
      })
      await onBooked(tx, success, payments)
      return success
    })
    noStore(c)
    return c.json(envelope({ status: 'success' as const, booking: bookingView(booked) }))
  })

  /** The gateway's server-to-server events for hotel orders: signed, delivered at least once, acted on once. */
  app.post(
    '/payment_callbacks',
    paymentWebhookHandler({
      db,
      product: 'hotels',
      gateway: () => payments.gateway,
      ...(options.log ? { log: options.log } : {}),
      apply: async (tx, { orderId, bookingId, payment, now }) => {
        const [row] = await tx
          .select()
          .from(hotelBookings)
          .where(or(eq(hotelBookings.orderId, orderId), eq(hotelBookings.id, bookingId ?? '')))
          .limit(1)
          .for('update')
        if (!row) return undefined
        await applyHotelPayment(tx, row, payment, payments, now)
        return row.id
      },
    }),
  )
}
