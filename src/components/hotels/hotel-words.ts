/** Words and addresses the hotel booking pages share. */
import type { MealInclusion, Room } from '@contracts/hotels/search'
import type { BookingAddress } from '@contracts/hotels/booking-params'
import { encodeRooms } from '@contracts/hotels/search-params'

export const mealWords: Record<MealInclusion, string> = {
  room_only: 'Room only',
  breakfast_included: 'Breakfast included',
  dinner_included: 'Dinner included',
  lunch_included: 'Lunch included',
  lunch_or_dinner: 'Lunch or dinner included',
}

export function guestsWords(rooms: Room[]): string {
  const adults = rooms.reduce((n, r) => n + r.adults_count, 0)
  const children = rooms.reduce((n, r) => n + r.children_age.length, 0)
  return [
    `${rooms.length} room${rooms.length === 1 ? '' : 's'}`,
    `${adults} adult${adults === 1 ? '' : 's'}`,
    children ? `${children} child${children === 1 ? '' : 'ren'}` : '',
  ]
    .filter(Boolean)
    .join(', ')
}

/** 12 Dec 2026 from 2026-12-12, in Indian English, whatever the server's time zone. */
export function dayWords(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    weekday: 'short',
    timeZone: 'UTC',
  })
}

/** The hotel's page for the same stay (another room), and a new hotel search. */
export function hotelPageHref(
  a: Pick<BookingAddress, 'hotel_id' | 'checkin_date' | 'checkout_date' | 'rooms'>,
) {
  const q = new URLSearchParams({
    checkin_date: a.checkin_date,
    checkout_date: a.checkout_date,
    rooms: encodeRooms(a.rooms),
  })
  return `/hotels/${encodeURIComponent(a.hotel_id)}?${q.toString()}`
}

export const searchAgainHref = '/hotels'
