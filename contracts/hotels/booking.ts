/**
 * Hotel booking: create/update, promo, pay at hotel, the payment callback and the confirmation
 * (001 §2 hotel checkout; §3 "Hotel booking", "Hotel promo result"; §4 "Hotel booking creation",
 * "Hotel confirmation statuses", "Promo code"; §5; §7; §8). Client-safe zod; money in paise, every
 * amount computed by the hotel service from the offer, never taken from the caller.
 */
import { z } from 'zod'
import { text } from '@contracts/fields'
import {
  countryCodeSchema,
  emailSchema,
  nameSchema,
  phoneNumberSchema,
  titleSchema,
} from '@contracts/accounts/rules'
import { stayObject } from './search'
import { cancellationPolicySchema, hotelSummarySchema, offerPriceSchema } from './hotel'
import { mealInclusionSchema } from './search'

/** 001 §5: five letters, four digits, one letter. */
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/
export const PAN_MESSAGE = 'Enter a valid PAN: five letters, four digits and a letter, such as AAAAA9999A'
export const panSchema = z.string().trim().toUpperCase().regex(PAN_PATTERN, PAN_MESSAGE)

export { BOOKING_ADDRESS_PARAMS } from './booking-params'

export const tenancyInfoSchema = z.object({
  org: z.string().max(60).default('goomo'),
  channel: z.string().max(30).default('B2C'),
  product: z.literal('hotels'),
  platform: z.string().max(30).default('web'),
  accessKey: z.string().max(200).optional(),
  hostname: z.string().max(200).default(''),
})

/** pws: where the gateway sends a traveller whose time ran out, and PAYBACK points (kept). */
export const pwsSchema = z.object({
  timeoutUrl: z.string().max(500).optional(),
  paybackObj: z.object({ paybackNumber: z.string().max(20), paybackPin: z.string().max(10) }).optional(),
})

/** A lead guest: one per room (000 §5 name rules). */
export const guestSchema = z.object({
  title: titleSchema,
  name: nameSchema,
  surname: nameSchema,
  email: emailSchema.optional(),
  phone: phoneNumberSchema.optional(),
  /** The saved traveller it came from (signed in), for the record only. */
  id: z.number().int().positive().optional(),
})
export type Guest = z.infer<typeof guestSchema>

export const hotelContactSchema = z.object({
  title: titleSchema.optional(),
  name: nameSchema,
  surname: nameSchema,
  email: emailSchema,
  country_code: countryCodeSchema.default('91'),
  phone: phoneNumberSchema,
})
export type HotelContact = z.infer<typeof hotelContactSchema>

/**
 * POST /hotels/booking (Idempotency-Key) and PUT /hotels/booking/{id}: `{ booking: … }`. The
 * stay and offer name what is bought (POST only; a PUT may not change them); the guest part is
 * filled in by the guests step. Unknown fields are ignored, never trusted (no price is read).
 */
export const bookingBodySchema = stayObject.extend({
  hotel_id: z.string().min(1).max(60),
  offer_id: z.string().min(1).max(120),
  room_idx: z.number().int().min(0).max(200),
  search_id: z.string().max(80).optional(),
  traveller_email: emailSchema.optional(),
  email: emailSchema.optional(),
  user_id: z.number().int().positive().optional(),
  pan_card_no: panSchema.optional(),
  special_requests: text({ max: 500, trim: true }).optional(),
  contact_details: hotelContactSchema.optional(),
  guests_details: z
    .array(z.object({ guest: guestSchema }))
    .max(8)
    .optional(),
  pws: pwsSchema.optional(),
  tenancy_info: tenancyInfoSchema,
  captureForexLead: z.boolean().optional(),
  /**
   * Where the gateway sends the traveller back after paying (the store's payment-return page). The
   * booking answers payment_url/razor_order_id once contact and lead guests are filled in and this
   * is given; the gateway order's amount is always the booking's current total.
   */
  return_url: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) address' })
    .max(500)
    .optional(),
  /** The traveller chose to pay at the hotel (offers with pay_at_hotel only). */
  pay_at_hotel: z.boolean().optional(),
})
export const bookingRequestSchema = z.object({ booking: bookingBodySchema })
export type BookingRequest = z.input<typeof bookingRequestSchema>
export const bookingUpdateSchema = z.object({
  booking: bookingBodySchema.partial().extend({ tenancy_info: tenancyInfoSchema.optional() }),
})

/**
 * The booking's lifecycle. PENDING: created, rooms held for the 12-minute timer, not paid.
 * PAYMENT_FAILED: may pay again while held. PAID: money taken, the hotel has not confirmed yet
 * (retried ~30 minutes, then BOOKING_FAILED and a full refund). CONFIRMED: paid and confirmed.
 * SUCCESS: booked to pay at the hotel. BOOKING_FAILED: paid, not booked, refunded. BOOKING_FRAUD:
 * held for review, the call centre calls. EXPIRED: time ran out unpaid. CANCELLED: cancelled later.
 */
export const hotelBookingStatusSchema = z.enum([
  'PENDING',
  'PAYMENT_FAILED',
  'PAID',
  'CONFIRMED',
  'SUCCESS',
  'BOOKING_FAILED',
  'BOOKING_FRAUD',
  'EXPIRED',
  'CANCELLED',
])
export type HotelBookingStatus = z.infer<typeof hotelBookingStatusSchema>
/** The statuses the confirmation page shows (001 §4). */
export const CONFIRMATION_STATUSES = [
  'CONFIRMED',
  'PAID',
  'SUCCESS',
  'PENDING',
  'BOOKING_FAILED',
  'BOOKING_FRAUD',
] as const
export const confirmationStatusSchema = z.enum(CONFIRMATION_STATUSES)
export type ConfirmationStatus = z.infer<typeof confirmationStatusSchema>

export const bookingPriceSchema = offerPriceSchema.extend({
  /** The instant promo discount (paise), 0 without one. */
  discount: z.number().int().nonnegative(),
  /** What is charged: amount − discount (never below ₹1). */
  total: z.number().int().nonnegative(),
})

/** The booking as GET /hotels/booking/{id} and every booking call answer it. */
export const hotelBookingSchema = z.object({
  id: z.string(),
  booking_id: z.string(),
  /** The Trip Id the bookings area and the e-mails use. */
  trip_id: z.string(),
  status: hotelBookingStatusSchema,
  hotel: hotelSummarySchema,
  room: z.object({
    room_idx: z.number().int(),
    name: z.string(),
    offer_id: z.string(),
    offer_name: z.string(),
    meal: mealInclusionSchema,
  }),
  stay: stayObject.extend({ nights: z.number().int().positive() }),
  price: bookingPriceSchema,
  cancellation_policy: cancellationPolicySchema,
  pay_at_hotel: z.boolean(),
  pay_at_hotel_allowed: z.boolean(),
  pan_required: z.boolean(),
  contact_details: hotelContactSchema.nullable(),
  guests_details: z.array(z.object({ guest: guestSchema })),
  special_requests: z.string().nullable(),
  pan_card_no: z.string().nullable(),
  promo: z
    .object({ code: z.string(), promoDiscount: z.number().int(), cashbackAmount: z.number().int() })
    .nullable(),
  /** The gateway order of the current attempt, and the page to pay on. */
  razor_order_id: z.string().nullable(),
  payment_url: z.string().nullable(),
  /** Until when the rooms are held (the 12-minute timer), ISO. */
  expires_at: z.string(),
  /** A guest's key to this booking (answered once, at creation). */
  access_key: z.string().optional(),
  /** What the traveller reads about the outcome (000 §8 texts for the status). */
  message: z.string().nullable(),
  created_at: z.string(),
})
export type HotelBooking = z.infer<typeof hotelBookingSchema>

/** 001 §3 booking_error: why a create or update was refused. */
export const BOOKING_ERRORS = ['cache-expired', 'PROMO_ALREADY_APPLIED', 'sold-out', 'ERROR'] as const
export const bookingErrorSchema = z.object({
  status: z.enum(BOOKING_ERRORS),
  message: z.string(),
})
export const bookingAnswerSchema = z.object({
  booking: hotelBookingSchema.nullable(),
  booking_error: bookingErrorSchema.nullable(),
})
export type BookingAnswer = z.infer<typeof bookingAnswerSchema>

/** POST /hotels/promo/apply */
export const hotelPromoApplySchema = z.object({
  code: z.string().trim().min(1, 'Enter a promo code').max(40),
  booking_id: z.string().min(1).max(60),
  offer_id: z.string().min(1).max(120),
  email: emailSchema.optional(),
  /** Remove the applied code instead. */
  remove: z.boolean().optional(),
})
/** 001 §3 "Hotel promo result". */
export const hotelPromoResultSchema = z.object({
  code: z.string(),
  promoDiscount: z.number().int().nonnegative(),
  promoError: z.string().nullable(),
  promoErrorType: z.string().nullable(),
  /** The booking's price after the code. */
  price: bookingPriceSchema,
  cashbackAmount: z.number().int().nonnegative(),
  cashbackBasis: z.string().nullable(),
  cashbackCreditInDays: z.number().int().nonnegative().nullable(),
})
export type HotelPromoResult = z.infer<typeof hotelPromoResultSchema>

/** POST /hotels/book_at_hotel */
export const bookAtHotelSchema = z.object({ booking_id: z.string().min(1).max(60) })
export const bookAtHotelAnswerSchema = z.object({
  status: z.literal('success'),
  booking: hotelBookingSchema,
})

/**
 * What a hotel booking says for each status (000 §8 / 001 §8 word for word where they give the
 * text; the flight checkout's texts where they are the same words; docs/decisions/0101).
 */
export const hotelBookingMessages = {
  paymentFailed: 'Payment failed. Please try again',
  paidButFailed: (tripId: string) =>
    `We have received payment for Trip Id ${tripId}, but the booking failed. Please contact our customer care (6AM - 11:59PM)`,
  fraud:
    'It seems like we have encountered an issue. Our call center representative will get in touch with you shortly.',
  notConfirmedYet:
    "We're sorry but your booking is not confirmed yet. We are trying to confirm it with the hotel for the next 30 minutes; if it cannot be confirmed, the full amount will be refunded.",
  confirmed: 'Your booking is confirmed.',
  payAtHotel: 'Your booking is confirmed. Please pay at the hotel when you check in.',
  expired: 'Your booking session has expired. Please search again to book.',
  soldOut: 'Sorry, this room has just sold out for your dates. Please choose another room or hotel.',
  cacheExpired: 'The prices of this search have expired. Please search again to see the current prices.',
  promoAlreadyApplied: 'A promo code is already applied to this booking. Remove it to use another one.',
  error: 'We could not create your booking. Please try again.',
} as const
