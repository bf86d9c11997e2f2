/**
 * A hotel booking row read for the bookings area: its view (contracts/hotels/booking.ts), whether a
 * guest's access key opens it, and the gateway payment it captured. The rows are written by the
 * hotel booking service (booking-store.ts): the offer as priced ({hotel, room, offer}), the guest
 * step's details and the payment outcome; what is read here is only what the bookings area shows.
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import {
  guestSchema,
  hotelBookingSchema,
  hotelContactSchema,
  type HotelBooking,
} from '@contracts/hotels/booking'
import { hotelOfferSchema, hotelSummarySchema } from '@contracts/hotels/hotel'
import { roomsSchema } from '@contracts/hotels/search'
import type { HotelBookingRow } from './trip-record'

const storedOffer = z.object({
  hotel: hotelSummarySchema,
  room: z.object({ room_idx: z.number().int(), name: z.string() }),
  offer: hotelOfferSchema,
})
const storedDetails = z.object({
  contact: hotelContactSchema.nullable().default(null),
  guests: z.array(z.object({ guest: guestSchema })).default([]),
  pan: z.string().nullable().default(null),
  special_requests: z.string().nullable().default(null),
  promo: z
    .object({ code: z.string(), discount: z.number().int(), benefit: z.enum(['instant', 'cashback']) })
    .nullable()
    .default(null),
})
const storedOutcome = z.object({
  captured: z.array(z.string()).default([]),
  message: z.string().nullable().default(null),
})

const nightsOf = (checkin: string, checkout: string) =>
  Math.round((Date.parse(`${checkout}T00:00:00Z`) - Date.parse(`${checkin}T00:00:00Z`)) / 86_400_000)

export function hotelBookingOf(row: HotelBookingRow): HotelBooking {
  const { hotel, room, offer } = storedOffer.parse(row.offer)
  const details = storedDetails.parse(row.details)
  const promo = details.promo
  return hotelBookingSchema.parse({
    id: row.id,
    booking_id: row.id,
    trip_id: row.tripId,
    status: row.status,
    hotel,
    room: { ...room, offer_id: offer.offer_id, offer_name: offer.name, meal: offer.meal },
    stay: {
      checkin_date: row.checkin,
      checkout_date: row.checkout,
      rooms: roomsSchema.parse(row.rooms),
      nights: nightsOf(row.checkin, row.checkout),
    },
    price: { ...offer.price, discount: offer.price.amount - row.total, total: row.total },
    cancellation_policy: offer.cancellation_policy,
    pay_at_hotel: row.payAtHotel,
    pay_at_hotel_allowed: offer.pay_at_hotel,
    pan_required: offer.pan_required,
    contact_details: details.contact,
    guests_details: details.guests,
    special_requests: details.special_requests,
    pan_card_no: details.pan,
    promo: promo && {
      code: promo.code,
      promoDiscount: promo.benefit === 'instant' ? promo.discount : 0,
      cashbackAmount: promo.benefit === 'cashback' ? promo.discount : 0,
    },
    razor_order_id: null,
    payment_url: null,
    expires_at: row.expiresAt.toISOString(),
    message: storedOutcome.parse(row.outcome).message,
    created_at: row.createdAt.toISOString(),
  })
}

/** Whether the booking's access key (X-Booking-Key) is this one: SHA-256, compared in constant time. */
export function hotelKeyOpens(row: HotelBookingRow, key: string): boolean {
  const given = Buffer.from(createHash('sha256').update(key).digest('hex'), 'hex')
  const stored = Buffer.from(row.accessKeyHash, 'hex')
  return given.length === stored.length && timingSafeEqual(given, stored)
}

/** Its signed-in owner, a guest with its access key, or a guest whose lookup grant opens its Trip Id. */
export function mayOpenHotel(
  row: HotelBookingRow,
  caller: {
    userId?: number | undefined
    bookingKey?: string | undefined
    grantedTripId?: string | undefined
  },
): boolean {
  if (caller.userId !== undefined && row.userId === caller.userId) return true
  if (caller.grantedTripId === row.tripId) return true
  return caller.bookingKey ? hotelKeyOpens(row, caller.bookingKey) : false
}

/** The gateway payment the booking was paid with (a refund to the original payment goes back to it). */
export const capturedPaymentOf = (row: HotelBookingRow): string | null =>
  storedOutcome.parse(row.outcome).captured[0] ?? null

/** The lead guest of each room, "Mr Ravi Sharma". */
export const guestNames = (b: HotelBooking) =>
  b.guests_details.map(({ guest }) => `${guest.title} ${guest.name} ${guest.surname}`)

/** Whether the hotel has the booking: paid and confirmed, or booked to pay at the hotel. */
export const isConfirmed = (status: string) => status === 'CONFIRMED' || status === 'SUCCESS'
