/**
 * The booking address of /hotels/booking/review and /guests (001 §2: BOOKING_ADDRESS_PARAMS) as
 * the server functions check it, with zod; rooms in the address's short form (search-params.ts,
 * `2a-5,1a`). The pages read it without zod: booking-params.ts.
 */
import { z } from 'zod'
import { calendarDate } from '@contracts/fields'
import { decodeRooms } from './search-params'

const roomsParam = z
  .string()
  .max(200)
  .transform((value, ctx) => {
    const decoded = decodeRooms(value)
    if ('error' in decoded) {
      ctx.addIssue({ code: 'custom', message: decoded.error })
      return z.NEVER
    }
    return decoded.rooms
  })

export const bookingAddressSchema = z.object({
  checkin_date: calendarDate(),
  checkout_date: calendarDate(),
  hotel_id: z.string().min(1).max(60),
  offer_id: z.string().min(1).max(120),
  room_idx: z.coerce.number().int().min(0).max(200),
  rooms: roomsParam,
  search_id: z.string().max(80).optional(),
})
