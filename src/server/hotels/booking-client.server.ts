/**
 * The hotel booking calls against the hotel service (001 §7 Hotels: POST/PUT/GET /hotels/booking,
 * /hotels/promo/apply, /hotels/book_at_hotel; the homestay places). A booking's access key travels
 * as X-Booking-Key; the signed-in user's bearer is added by the wrapper; a back-office agent's bookings carry `role: Agent` (001 §6). Every answer is checked
 * against the shared schemas. The hotel search's own calls are in client.server.ts.
 */
import { z } from 'zod'
import {
  bookAtHotelAnswerSchema,
  bookingAnswerSchema,
  hotelBookingSchema,
  hotelPromoResultSchema,
  type BookingAnswer,
  type HotelBooking,
  type HotelPromoResult,
} from '@contracts/hotels/booking'
import { homestayPlaceSchema, type HomestayPlace } from '@contracts/hotels/search'
import { upstream } from '../upstream/client.server'

const BOOKING = '/hotels/booking'

const data = <S extends z.ZodType>(schema: S) => z.object({ data: schema })

function must<T>(value: T | null, what: string): T {
  if (value === null) throw new Error(`The hotel service answered ${what} without a body`)
  return value
}

export interface HotelBookingRef {
  id: string
  key: string
}

/** 001 §6: hotel booking requests carry a role header of Agent when a back-office agent id is saved. */
const agentHeader = (agent: boolean): Record<string, string> => (agent ? { role: 'Agent' } : {})
const keyed = (ref: HotelBookingRef) => ({ 'X-Booking-Key': ref.key })

export async function createBooking(
  body: Record<string, unknown>,
  idempotencyKey: string,
  opts: { agent: boolean; scenario?: string },
): Promise<BookingAnswer> {
  const result = await upstream()({
    method: 'POST',
    path: BOOKING,
    body: { booking: body },
    headers: {
      'Idempotency-Key': idempotencyKey,
      ...agentHeader(opts.agent),
      ...(opts.scenario ? { 'x-sandbox-scenario': opts.scenario } : {}),
    },
    schema: data(bookingAnswerSchema),
    sendsMessage: true,
  })
  return must(result.data, 'the booking').data
}

export async function updateBooking(
  ref: HotelBookingRef,
  body: Record<string, unknown>,
  opts: { agent: boolean },
): Promise<BookingAnswer> {
  const result = await upstream()({
    method: 'PUT',
    path: `${BOOKING}/${encodeURIComponent(ref.id)}`,
    body: { booking: body },
    headers: { ...keyed(ref), ...agentHeader(opts.agent) },
    schema: data(bookingAnswerSchema),
    sendsMessage: true,
  })
  return must(result.data, 'the booking').data
}

export async function readBooking(ref: HotelBookingRef): Promise<HotelBooking> {
  const result = await upstream()({
    method: 'GET',
    path: `${BOOKING}/${encodeURIComponent(ref.id)}`,
    headers: keyed(ref),
    schema: data(z.object({ booking: hotelBookingSchema })),
  })
  return must(result.data, 'the booking').data.booking
}

export async function applyPromo(
  ref: HotelBookingRef,
  body: { code: string; offer_id: string; email?: string; remove?: boolean },
): Promise<HotelPromoResult> {
  const result = await upstream()({
    method: 'POST',
    path: '/hotels/promo/apply',
    body: { ...body, booking_id: ref.id },
    headers: keyed(ref),
    schema: data(hotelPromoResultSchema),
  })
  return must(result.data, 'the promo code').data
}

export async function bookAtHotel(ref: HotelBookingRef, opts: { agent: boolean }): Promise<HotelBooking> {
  const result = await upstream()({
    method: 'POST',
    path: '/hotels/book_at_hotel',
    body: { booking_id: ref.id },
    headers: { ...keyed(ref), ...agentHeader(opts.agent) },
    schema: data(bookAtHotelAnswerSchema),
    sendsMessage: true,
  })
  return must(result.data, 'the booking').data.booking
}

export async function homestayPlaces(q: string): Promise<HomestayPlace[]> {
  const result = await upstream()({
    method: 'GET',
    path: `/hotels/homestays/places?q=${encodeURIComponent(q)}`,
    // The search service answers without the common wrapper, as its other calls do.
    schema: z.object({ places: z.array(homestayPlaceSchema) }),
  })
  return must(result.data, 'the places').places
}
