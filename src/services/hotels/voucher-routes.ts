/**
 * The hotel voucher by booking id, beside the hotel booking service's own endpoints (mounted under
 * /hotels in src/services/app.ts):
 *   GET /hotels/booking/:id/voucher   the voucher PDF of a confirmed booking (or one to pay at the hotel)
 * Its signed-in owner or the holder of its access key (X-Booking-Key) only; anyone else a 404 that
 * says nothing. The bookings area serves the same PDF by Trip Id (…/booking/{tripId}/e_ticket).
 */
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import type { Database } from '../db/client'
import { ApiError } from '../http/errors'
import { parsePath } from '../http/validate'
import { hotelRowOf } from './trip-port'
import { hotelBookingOf, isConfirmed, mayOpenHotel } from './trip-view'
import { renderHotelVoucher } from './voucher'

export interface VoucherRouteDeps {
  /** The signed-in user (bearer), undefined for a guest; 401 for a dead token. */
  userIdOf: (c: Context) => Promise<number | undefined>
  productName: string
}

const bookingPath = z.object({
  id: z
    .string()
    .regex(/^hb_[0-9a-f]{32}$/, 'must be a hotel booking id such as hb_ and 32 hexadecimal characters'),
})

const notFound = () =>
  new ApiError(
    404,
    'NOT_FOUND',
    'We could not find this booking. Check the booking id, or sign in with the account that booked it.',
    'No hotel booking with this id is visible to this caller (owner, or X-Booking-Key).',
  )

export function hotelVoucherRoutes(db: Database, deps: VoucherRouteDeps): Hono {
  const app = new Hono()
  app.get('/booking/:id/voucher', async (c) => {
    const { id } = parsePath(c, bookingPath)
    const caller = { userId: await deps.userIdOf(c), bookingKey: c.req.header('x-booking-key')?.trim() }
    const row = await hotelRowOf(db, id)
    if (!row || !mayOpenHotel(row, caller)) throw notFound()
    if (!isConfirmed(row.status))
      throw new ApiError(
        409,
        'NOT_CONFIRMED',
        'The hotel voucher is ready once the hotel has confirmed the booking.',
        `The booking is ${row.status}.`,
      )
    const pdf = await renderHotelVoucher(hotelBookingOf(row), deps.productName)
    c.header('Content-Type', 'application/pdf')
    c.header('Content-Disposition', `attachment; filename="hotel-voucher-${row.tripId}.pdf"`)
    c.header('Cache-Control', 'private, no-store')
    return c.body(pdf.slice().buffer)
  })
  return app
}
