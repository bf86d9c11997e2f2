/**
 * The booking address of /hotels/booking/review and /guests (001 §2: the six BOOKING_ADDRESS_PARAMS)
 * as the pages read it, without zod: the route options load with every page (docs/decisions/0021).
 * Rooms travel in the address's short form (search-params.ts, `2a-5,1a`). The server functions
 * check the same address with zod (booking-address.ts).
 */
import type { HotelBooking } from './booking'
import type { Room } from './search'
import { decodeRooms, encodeRooms, isCalendarDate } from './search-params'

/** The parameters a booking address needs (001 §2); any missing = an invalid booking page. */
export const BOOKING_ADDRESS_PARAMS = [
  'checkin_date',
  'checkout_date',
  'hotel_id',
  'offer_id',
  'room_idx',
  'rooms',
] as const

export interface BookingAddress {
  checkin_date: string
  checkout_date: string
  hotel_id: string
  offer_id: string
  room_idx: number
  rooms: Room[]
  search_id?: string
}

/** The address's values as text (rooms in the short form), for links and the server functions. */
export function bookingAddressSearch(a: BookingAddress) {
  return {
    checkin_date: a.checkin_date,
    checkout_date: a.checkout_date,
    hotel_id: a.hotel_id,
    offer_id: a.offer_id,
    room_idx: String(a.room_idx),
    rooms: encodeRooms(a.rooms),
    ...(a.search_id ? { search_id: a.search_id } : {}),
  }
}

const text = (v: unknown, max: number) =>
  (typeof v === 'string' || typeof v === 'number') && String(v).length > 0 && String(v).length <= max
    ? String(v)
    : undefined

/** The booking address of a page's search, or null when any of the six is missing or unreadable. */
export function readBookingAddress(search: Record<string, unknown>): BookingAddress | null {
  if (BOOKING_ADDRESS_PARAMS.some((p) => text(search[p], 200) === undefined)) return null
  const { checkin_date, checkout_date } = search
  if (!isCalendarDate(checkin_date) || !isCalendarDate(checkout_date)) return null
  const roomIdx = Number(search.room_idx)
  if (!Number.isInteger(roomIdx) || roomIdx < 0 || roomIdx > 200) return null
  const rooms = decodeRooms(text(search.rooms, 200))
  if ('error' in rooms) return null
  const hotelId = text(search.hotel_id, 60)
  const offerId = text(search.offer_id, 120)
  const searchId = text(search.search_id, 80)
  if (!hotelId || !offerId) return null
  return {
    checkin_date,
    checkout_date,
    hotel_id: hotelId,
    offer_id: offerId,
    room_idx: roomIdx,
    rooms: rooms.rooms,
    ...(searchId ? { search_id: searchId } : {}),
  }
}

/** The guests step of a held booking (its own stay, hotel, room and offer). */
export function guestsAddressOf(booking: HotelBooking): string {
  const q = new URLSearchParams({
    ...bookingAddressSearch({
      checkin_date: booking.stay.checkin_date,
      checkout_date: booking.stay.checkout_date,
      hotel_id: booking.hotel.hotel_id,
      offer_id: booking.room.offer_id,
      room_idx: booking.room.room_idx,
      rooms: booking.stay.rooms,
    }),
    booking_id: booking.booking_id,
  })
  return `/hotels/booking/guests?${q.toString()}`
}
