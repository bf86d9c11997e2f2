/**
 * The gateway's return to the hotel booking (001 §2): the hotel service learns the payment from the
 * gateway's webhook (POST /hotels/payment_callbacks), so the return only needs the booking. With a
 * booking id of this browser it goes to /hotels/confirmation/{bookingId}?status=, which follows the
 * booking; without one, back to the guests step of this browser's newest hotel booking with
 * ?status=invalid (the page says so), or to the booking pages' invalid-address page.
 */
import { CONFIRMATION_STATUSES, type ConfirmationStatus } from '@contracts/hotels/booking'
import { guestsAddressOf } from '@contracts/hotels/booking-params'
import * as client from './booking-client.server'
import { readSession } from '../session/session.server'

const see = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } })

/**
 * The gateway's word on the way back (captured, failed, …) as one of 001 §4's hotel confirmation
 * statuses for the confirmation address; undefined for a failed payment, which has none there (the
 * page reads the booking and offers to pay again).
 */
export function confirmationStatusOf(gatewayStatus: string): ConfirmationStatus | undefined {
  if (gatewayStatus === 'captured' || gatewayStatus === 'authorized') return 'PAID'
  if (gatewayStatus === 'pending') return 'PENDING'
  if (gatewayStatus === 'review') return 'BOOKING_FRAUD'
  return CONFIRMATION_STATUSES.find((s) => s === gatewayStatus)
}

export async function hotelPaymentReturn(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const bookingId = url.searchParams.get('booking_id') ?? ''
  const status = url.searchParams.get('status') ?? ''
  const own = readSession()?.hotelBookings ?? []
  const entry = own.find((b) => b.bookingId === bookingId)
  if (entry) {
    const to = `/hotels/confirmation/${encodeURIComponent(entry.bookingId)}`
    const shown = confirmationStatusOf(status)
    return see(shown ? `${to}?status=${shown}` : to)
  }
  const newest = own[0]
  if (newest) {
    try {
      return see(`${guestsAddressOf(await client.readBooking(newest))}&status=invalid`)
    } catch {
      // The newest booking cannot be read (gone, or the service is down): the invalid page below.
    }
  }
  return see('/hotels/booking/guests?status=invalid')
}
