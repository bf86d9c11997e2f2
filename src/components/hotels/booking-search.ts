/**
 * The booking pages' search params as the router keeps them: every value optional and kept as
 * text, so an incomplete or wrong address still opens the page (which then says it is invalid and
 * offers a way back) instead of failing in the router. bookingAddressSchema decides validity.
 */
import { z } from 'zod'
import { BOOKING_ADDRESS_PARAMS } from '@contracts/hotels/booking'
import { bookingAddressSchema, type BookingAddress } from '@contracts/hotels/search-params'

const param = z.string().max(1000).optional().catch(undefined)
const anyParam = z
  .union([z.string(), z.number()])
  .transform(String)
  .pipe(z.string().max(1000))
  .optional()
  .catch(undefined)

export const bookingSearchSchema = z.object({
  checkin_date: param,
  checkout_date: param,
  hotel_id: param,
  offer_id: param,
  // The router may read a bare number from the address.
  room_idx: anyParam,
  rooms: z
    .union([z.string(), z.array(z.unknown())])
    .transform((v) => (typeof v === 'string' ? v : JSON.stringify(v)))
    .optional()
    .catch(undefined),
  search_id: param,
  booking_id: param,
  status: param,
  /** Sandbox only (the server ignores it otherwise): forces an outcome of the hotel service. */
  scenario: param,
})
export type BookingSearch = z.infer<typeof bookingSearchSchema>

export function addressOf(search: BookingSearch): BookingAddress | null {
  if (BOOKING_ADDRESS_PARAMS.some((p) => !search[p])) return null
  const parsed = bookingAddressSchema.safeParse(search)
  return parsed.success ? parsed.data : null
}
