/**
 * The words a hotel trip is told in, the same on its page, its voucher and its e-mail
 * (docs/decisions/0107): meals, guests per room, the stay's dates with the hotel's times.
 */
import type { HotelBooking, HotelBookingStatus } from '../hotels/booking'
import type { MealInclusion, Room } from '../hotels/search'

export const mealWords: Record<MealInclusion, string> = {
  room_only: 'Room only',
  breakfast_included: 'Breakfast included',
  dinner_included: 'Dinner included',
  lunch_included: 'Lunch included',
  lunch_or_dinner: 'Lunch or dinner included',
}

export const hotelStatusWords: Record<HotelBookingStatus, string> = {
  PENDING: 'Awaiting payment',
  PAYMENT_FAILED: 'Payment failed',
  PAID: 'Paid, awaiting the hotel’s confirmation',
  CONFIRMED: 'Confirmed',
  SUCCESS: 'Confirmed, pay at the hotel',
  BOOKING_FAILED: 'Not booked, refunded',
  BOOKING_FRAUD: 'Under review',
  EXPIRED: 'Expired',
  CANCELLED: 'Cancelled',
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`

/** "Room 1: 2 adults, 1 child (5 years)". */
export const roomGuestWords = (rooms: Room[]) =>
  rooms.map((r, i) => {
    const kids = r.children_age.length
      ? `, ${plural(r.children_age.length, 'child').replace('childs', 'children')} (${r.children_age.map((a) => `${a} years`).join(', ')})`
      : ''
    return `Room ${i + 1}: ${plural(r.adults_count, 'adult')}${kids}`
  })

const day = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })

/** "Check-in Sat, 12 Dec 2026 from 14:00" and "Check-out Mon, 14 Dec 2026 by 12:00". */
export const stayWords = (b: HotelBooking) => ({
  checkin: `Check-in ${day(b.stay.checkin_date)} from ${b.hotel.checkin_time}`,
  checkout: `Check-out ${day(b.stay.checkout_date)} by ${b.hotel.checkout_time}`,
  nights: plural(b.stay.nights, 'night'),
  rooms: plural(b.stay.rooms.length, 'room'),
})

/** "Free cancellation until 12 Dec 2026, 12:00 (India time)", or that the rate is non-refundable. */
export function freeCancellationWords(b: HotelBooking): string {
  const until = b.cancellation_policy.free_until
  if (!b.cancellation_policy.refundable || !until) return 'Non-refundable: cancelling returns nothing.'
  const when = new Date(until).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: 'Asia/Kolkata',
  })
  return `Free cancellation until ${when} (India time)`
}
