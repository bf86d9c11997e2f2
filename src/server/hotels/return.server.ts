/**
 * The gateway's return to the hotel booking (001 §2): the hotel service learns the payment from the
 * gateway's callback (POST /hotels/payment_callbacks), so the return only needs the booking. With a
 * booking id the browser goes to /hotels/confirmation/{bookingId}?status=, which follows the booking;
 * without one it goes back to the guests step it paid from (?status=invalid), which says so.
 */
import { readSession } from '../session/session.server'

const see = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } })

const STATUS = /^[a-z_]{1,20}$/

export function hotelPaymentReturn(request: Request): Response {
  const url = new URL(request.url)
  const bookingId = url.searchParams.get('booking_id') ?? ''
  const status = url.searchParams.get('status') ?? ''
  const own = readSession()?.hotelBookings ?? []
  const entry = own.find((b) => b.bookingId === bookingId)
  if (entry) {
    const to = `/hotels/confirmation/${encodeURIComponent(entry.bookingId)}`
    return see(STATUS.test(status) ? `${to}?status=${status}` : to)
  }
  const back = own[0]?.address
  const guests = back && back.startsWith('/hotels/booking/guests?') ? back : '/hotels/booking/guests?'
  return see(`${guests}${guests.endsWith('?') ? '' : '&'}status=invalid`)
}
