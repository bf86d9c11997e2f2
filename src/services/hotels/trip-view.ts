/**
 * A hotel booking row read for the bookings area: its view (the hotel booking service's own, GET
 * /hotels/booking/{id}), who may open it (its owner, its access key, or a guest's lookup grant for
 * its Trip Id), the gateway payment it captured, and its lead guests.
 */
import type { HotelBooking } from '@contracts/hotels/booking'
import { bookingView, mayRead, outcomeSchema } from './booking-store'
import type { HotelBookingRow } from './trip-record'

export const hotelBookingOf = (row: HotelBookingRow): HotelBooking => bookingView(row)

/** Its signed-in owner, a guest with its access key, or a guest whose lookup grant opens its Trip Id. */
export function mayOpenHotel(
  row: HotelBookingRow,
  caller: {
    userId?: number | undefined
    bookingKey?: string | undefined
    grantedTripId?: string | undefined
  },
): boolean {
  if (caller.grantedTripId === row.tripId) return true
  return mayRead(row, {
    ...(caller.userId !== undefined ? { userId: caller.userId } : {}),
    ...(caller.bookingKey ? { bookingKey: caller.bookingKey } : {}),
  })
}

/** The gateway payment the booking was paid with (a refund to the original payment goes back to it). */
export const capturedPaymentOf = (row: HotelBookingRow): string | null =>
  outcomeSchema.parse(row.outcome).captured[0] ?? null

/** The lead guest of each room, "Mr Ravi Sharma". */
export const guestNames = (b: HotelBooking) =>
  b.guests_details.map(({ guest }) => `${guest.title} ${guest.name} ${guest.surname}`)

/** Whether the hotel has the booking: paid and confirmed, or booked to pay at the hotel. */
export const isConfirmed = (status: string) => status === 'CONFIRMED' || status === 'SUCCESS'
