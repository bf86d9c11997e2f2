/**
 * Hotel addresses (001 §2, §3 "Hotel search parameters"): how rooms travel in a page address, and
 * the booking address of /hotels/booking/review and /guests. Rooms are the JSON of the §3 list
 * (`[{"adults_count":2,"children_age":[5]}]`), the same object the availability call's `q` carries,
 * so one decoder serves the results, the hotel page and the booking pages. Client-safe zod.
 */
import { z } from 'zod'
import { calendarDate } from '@contracts/fields'
import { roomsSchema, type Room } from './search'

export function encodeRooms(rooms: Room[]): string {
  return JSON.stringify(rooms.map((r) => ({ adults_count: r.adults_count, children_age: r.children_age })))
}

/** The rooms of an address, or null when the value is not a valid rooms list. */
export function decodeRooms(value: string): Room[] | null {
  let parsed: unknown
  try {
    parsed = JSON.parse(value)
  } catch {
    return null
  }
  const rooms = roomsSchema.safeParse(parsed)
  return rooms.success ? rooms.data : null
}

/** A rooms value of an address: the JSON above, refused with a sentence when it is not one. */
export const roomsParam = z
  .string()
  .max(600)
  .transform((value, ctx) => {
    const rooms = decodeRooms(value)
    if (!rooms) {
      ctx.addIssue({ code: 'custom', message: 'must be a list of rooms, each with adults and children ages' })
      return z.NEVER
    }
    return rooms
  })

/**
 * The booking address (BOOKING_ADDRESS_PARAMS): all six are needed, else the page is an invalid
 * booking with a way back. search_id is kept when the traveller came from results.
 */
export const bookingAddressSchema = z.object({
  checkin_date: calendarDate(),
  checkout_date: calendarDate(),
  hotel_id: z.string().min(1).max(60),
  offer_id: z.string().min(1).max(120),
  room_idx: z.coerce.number().int().min(0).max(200),
  rooms: roomsParam,
  search_id: z.string().max(80).optional(),
})
export type BookingAddress = z.output<typeof bookingAddressSchema>

/** The address's search string for a booking page (rooms encoded). */
export function bookingAddressSearch(
  a: BookingAddress,
): z.input<typeof bookingAddressSchema> & { room_idx: string } {
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
