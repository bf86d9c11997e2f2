/**
 * The booking pages' search params as the router keeps them: any primitive under the known keys,
 * without zod (the route options load with every page, docs/decisions/0021), so an incomplete or
 * wrong address still opens the page, which then says it is invalid and offers a way back.
 * readBookingAddress decides validity.
 */
import { readBookingAddress, type BookingAddress } from '@contracts/hotels/booking-params'

const KEYS = [
  'checkin_date',
  'checkout_date',
  'hotel_id',
  'offer_id',
  'room_idx',
  'rooms',
  'search_id',
  'booking_id',
  'status',
  /** Sandbox only (the server ignores it otherwise): forces an outcome of the hotel service. */
  'scenario',
] as const

export type BookingSearch = Partial<Record<(typeof KEYS)[number], string>>

export function validateBookingSearch(search: Record<string, unknown>): BookingSearch {
  const out: BookingSearch = {}
  for (const key of KEYS) {
    const v = search[key]
    if ((typeof v === 'string' || typeof v === 'number') && String(v).length <= 1000) out[key] = String(v)
  }
  return out
}

export function addressOf(search: BookingSearch): BookingAddress | null {
  return readBookingAddress(search)
}
