/**
 * Flight checkout: the fare re-check (offer), the booking a checkout fills in step by step, its
 * total, payment and tickets (000 §3 "Flight offer state", "Booking state"; §4 "Checkout"; §5; §7
 * "offer and tax calls", booking, ticket download; §8). Shared by the booking service
 * (src/services/checkout), the BFF (src/server/checkout), the machines (types only) and the pages.
 * Client-safe (zod only). Money is integer paise; a total is only ever computed by the service.
 */
import { z } from 'zod'
import { text } from '@contracts/fields'
import {
  countryCodeSchema,
  emailSchema,
  gstNumberSchema,
  nameSchema,
  phoneNumberSchema,
  titleSchema,
} from '@contracts/accounts/rules'
import { flightResultSchema } from '@contracts/flights/schemas'
import { bookingWalletSchema } from '@contracts/wallet/schemas'
import { extraBaggageSchema, flightKeySchema, seatNumberSchema } from './seat-map'

// ——— Fare re-check (offer) ———

export const travelPlanIdSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9~_-]+$/, 'must be a travel plan id from the search results')

/** POST /flights/api/v1.0/offers: re-price the chosen flights of a search (initial phase). */
export const offerRequestSchema = z.object({
  search_id: z.string().min(1).max(80),
  /** One per direction or leg, in trip order: 1 (one way, international round trip), 2 (domestic round trip), 2–6 (multi-city). */
  travel_plan_ids: z.array(travelPlanIdSchema).min(1).max(6),
})
export type OfferRequest = z.infer<typeof offerRequestSchema>

export const offerStatusSchema = z.enum(['PENDING', 'CONFIRMED', 'CHANGED', 'SOLD_OUT', 'EXPIRED'])
export type OfferStatus = z.infer<typeof offerStatusSchema>

export const passengerCountsSchema = z.object({
  adult: z.number().int().min(1).max(9),
  child: z.number().int().min(0).max(8),
  infant: z.number().int().min(0).max(9),
})
export type PassengerCounts = z.infer<typeof passengerCountsSchema>

/** One priced line of a fare: base and taxes per passenger type (the tax call). */
export const fareLineSchema = z.object({
  type: z.enum(['ADULT', 'CHILD', 'INFANT']),
  count: z.number().int().nonnegative(),
  /** Per passenger, paise. */
  base: z.number().int().nonnegative(),
  taxes: z.number().int().nonnegative(),
})

export const fareSchema = z.object({
  lines: z.array(fareLineSchema),
  base: z.number().int().nonnegative(),
  taxes: z.number().int().nonnegative(),
  /** base + taxes, every passenger: the air fare. */
  total: z.number().int().nonnegative(),
})
export type Fare = z.infer<typeof fareSchema>

/** GET /flights/api/v1.0/offers/{id}: the final phase, polled until not PENDING. */
export const offerSchema = z.object({
  id: z.string(),
  status: offerStatusSchema,
  search_id: z.string(),
  search_type: z.enum(['one_way', 'roundtrip', 'multicity']),
  flight_type: z.enum(['DOMESTIC', 'INTERNATIONAL']),
  residentof_india: z.boolean(),
  passengers: passengerCountsSchema,
  /** The chosen results as the search showed them. */
  flights: z.array(flightResultSchema),
  /** The fare the search showed. */
  shown_fare: fareSchema,
  /** The supplier's fare now; null while PENDING or when sold out. */
  fare: fareSchema.nullable(),
  /** Why it is sold out, in words a traveller reads. */
  message: z.string().nullable(),
  expires_at: z.string(),
})
export type Offer = z.infer<typeof offerSchema>

// ——— The traveller details step ———

export const passengerTypeSchema = z.enum(['ADULT', 'CHILD', 'INFANT'])
export type PassengerType = z.infer<typeof passengerTypeSchema>
export const genderSchema = z.enum(['male', 'female'], { error: "must be 'male' or 'female'" })

export const bookingTravellerSchema = z.object({
  type: passengerTypeSchema,
  title: titleSchema,
  first_name: nameSchema,
  last_name: nameSchema,
  gender: genderSchema,
  /** Required for children and infants; for adults when claiming a senior concession. */
  date_of_birth: z.iso.date({ error: 'must be a date as YYYY-MM-DD' }).optional(),
  senior_citizen: z.boolean().default(false),
  /** Only Indian residents aged 1 to 70 (000 §5); never assumed. */
  insurance: z.boolean().default(false),
  /** International trips: the passport the traveller flies on. */
  passport_number: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{6,12}$/, 'must be 6 to 12 letters and digits')
    .optional(),
  passport_expiry: z.iso.date({ error: 'must be a date as YYYY-MM-DD' }).optional(),
  nationality: z
    .string()
    .regex(/^[A-Z]{2}$/, 'must be a 2-letter country code such as IN')
    .optional(),
  frequent_flyer_number: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{4,20}$/, 'must be 4 to 20 letters and digits')
    .optional(),
  /** The saved traveller it was filled from (signed in), kept for the record only. */
  saved_traveller_id: z.number().int().positive().optional(),
})
export type BookingTraveller = z.infer<typeof bookingTravellerSchema>
export type BookingTravellerInput = z.input<typeof bookingTravellerSchema>

export const contactSchema = z.object({
  email: emailSchema,
  country_code: countryCodeSchema.default('91'),
  phone_number: phoneNumberSchema,
})
export type Contact = z.infer<typeof contactSchema>

export const bookingGstSchema = z.object({
  gst_number: gstNumberSchema,
  company_name: text({ max: 200, min: 1, trim: true }),
  email: emailSchema.optional(),
  /** The signed-in user's GST profile it came from. */
  gst_profile_id: z.number().int().positive().optional(),
})

/** PUT /flights/api/v1.0/booking/{id}/travellers */
export const travellersRequestSchema = z.object({
  travellers: z.array(bookingTravellerSchema).min(1).max(9, 'A booking holds at most 9 travellers'),
  contact: contactSchema,
  gst: bookingGstSchema.nullable().default(null),
})
export type TravellersRequest = z.input<typeof travellersRequestSchema>

// ——— Add-ons ———

export const seatChoiceSchema = z.object({
  /** Index into the booking's travellers (infants have no seat). */
  traveller: z.number().int().min(0).max(8),
  flight_key: flightKeySchema,
  seat: seatNumberSchema,
})
export const mealChoiceSchema = z.object({
  traveller: z.number().int().min(0).max(8),
  flight_key: flightKeySchema,
  meal: z.string().regex(/^[A-Z0-9]{2,8}$/, 'must be a meal code from the menu'),
})
/** One piece of extra baggage per traveller with a seat per flight (infants have no allowance to add to). */
export const baggageChoiceSchema = z.object({
  traveller: z.number().int().min(0).max(8),
  flight_key: flightKeySchema,
  code: z.string().regex(/^[A-Z0-9]{2,8}$/, "must be a baggage code from the flight's list"),
})
/** The chosen piece as the booking holds it, priced by the service. */
export const bookedBaggageSchema = baggageChoiceSchema.extend(extraBaggageSchema.omit({ code: true }).shape)

/** PUT /flights/api/v1.0/booking/{id}/add_ons: the whole selection (replaces the last one). */
export const addOnsRequestSchema = z.object({
  seats: z.array(seatChoiceSchema).max(54).default([]),
  meals: z.array(mealChoiceSchema).max(54).default([]),
  baggage: z.array(baggageChoiceSchema).max(54).default([]),
})
export type AddOnsRequest = z.input<typeof addOnsRequestSchema>

export const promoRequestSchema = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{3,20}$/, 'Enter a valid promo code'),
})

// ——— The booking ———

/**
 * DRAFT: the checkout (held fare and seats, 12 minutes). AWAITING_PAYMENT: the traveller is at the
 * gateway. PAYMENT_FAILED: can pay again. PAYMENT_PENDING: the bank confirms later. REVIEW: suspected
 * fraud, the call centre calls. TICKETING: paid, the airline is issuing. UNCONFIRMED: the airline
 * has not confirmed yet, retried for 30 minutes. TICKETED: done. REFUNDED: paid but the booking
 * failed, the money went back. EXPIRED: the checkout ran out of time unpaid.
 */
export const bookingStatusSchema = z.enum([
  'DRAFT',
  'AWAITING_PAYMENT',
  'PAYMENT_FAILED',
  'PAYMENT_PENDING',
  'REVIEW',
  'TICKETING',
  'UNCONFIRMED',
  'TICKETED',
  'REFUNDED',
  'EXPIRED',
])
export type BookingStatus = z.infer<typeof bookingStatusSchema>

export const priceLineSchema = z.object({
  /** 'base' | 'taxes' | 'seats' | 'meals' | 'baggage' | 'insurance' | 'convenience_fee' | 'promo' | 'wallet' */
  kind: z.string(),
  label: z.string(),
  /** Paise; a discount is negative. */
  amount: z.number().int(),
})
export type PriceLine = z.infer<typeof priceLineSchema>

export const bookingSchema = z.object({
  id: z.string(),
  trip_id: z.string(),
  status: bookingStatusSchema,
  /** The checkout's end (DRAFT), epoch-free ISO; the timer counts to it. */
  expires_at: z.string(),
  created_at: z.string(),
  offer: offerSchema,
  passengers: passengerCountsSchema,
  travellers: z.array(bookingTravellerSchema),
  contact: contactSchema.nullable(),
  gst: bookingGstSchema.nullable(),
  seats: z.array(seatChoiceSchema.extend({ price: z.number().int().nonnegative() })),
  meals: z.array(mealChoiceSchema.extend({ price: z.number().int().nonnegative(), name: z.string() })),
  /** Prepaid extra check-in baggage, one piece per traveller per flight at most. */
  baggage: z.array(bookedBaggageSchema).default([]),
  promo: z
    .object({
      code: z.string(),
      discount: z.number().int().nonnegative(),
      benefit: z.enum(['instant', 'cashback']),
      message: z.string(),
    })
    .nullable(),
  /** The part paid from the wallet (a negative 'wallet' line), taken back by the undo. */
  wallet: bookingWalletSchema.nullable().default(null),
  /** Whether insurance can be offered (Indian residents); per traveller by age at the form. */
  insurance_offered: z.boolean(),
  /** Per insured traveller, paise. */
  insurance_price: z.number().int().nonnegative(),
  lines: z.array(priceLineSchema),
  /** What the traveller is charged, paise: the sum of lines (after the wallet part: what the gateway charges). */
  total: z.number().int().nonnegative(),
  payment: z
    .object({
      status: z.enum(['none', 'awaiting', 'failed', 'pending', 'review', 'captured', 'refunded']),
      attempts: z.number().int().nonnegative(),
      pay_url: z.string().nullable(),
      message: z.string().nullable(),
    })
    .nullable(),
  tickets: z
    .array(
      z.object({
        flight_key: flightKeySchema,
        pnr: z.string(),
        /** One per traveller, in traveller order. */
        ticket_numbers: z.array(z.string()),
      }),
    )
    .default([]),
  /** What the confirmation page says (000 §8), null while there is nothing to say. */
  message: z.string().nullable(),
  /**
   * A paid booking that failed (REFUNDED): the refund of its payment and how far it has gone, for
   * the line under the confirmation page's message. Null otherwise (and until it is registered).
   */
  refund: z
    .object({
      amount: z.number().int().nonnegative(),
      destination: z.enum(['source', 'wallet']),
      status: z.enum(['requested', 'initiated', 'processed', 'failed']),
    })
    .nullable()
    .default(null),
  /** The signed-in owner, null for a guest. */
  user_id: z.number().int().nullable(),
})
export type Booking = z.infer<typeof bookingSchema>

/** POST /flights/api/v1.0/booking (Idempotency-Key): a checkout from a re-checked offer. */
export const createBookingRequestSchema = z.object({
  offer_id: z.string().min(1).max(80),
  /**
   * The total the traveller agreed to (the new one after a fare change). Only compared, never
   * charged: a different current total answers 409 FARE_CHANGED.
   */
  accepted_total: z.number().int().nonnegative(),
})

/** POST /flights/api/v1.0/booking/{id}/payment (Idempotency-Key). */
export const paymentRequestSchema = z.object({
  /** Where the gateway sends the browser back: the store's return address. */
  return_url: z.url({ protocol: /^https?$/, error: 'must be an http(s) address' }).max(500),
  terms_accepted: z.literal(true, { error: 'Please accept the terms and conditions to pay' }),
  /** The total shown on the payment page; a different current total answers 409. */
  shown_total: z.number().int().nonnegative(),
})

/** POST /flights/api/v1.0/booking/{id}/payment/callback: what the gateway's redirect carried. */
const gatewayId = z
  .string()
  .regex(/^[A-Za-z0-9_]{1,80}$/, 'must be an id from the gateway (letters, digits, _)')
export const paymentCallbackSchema = z.object({
  order_id: gatewayId,
  payment_id: gatewayId.optional(),
  status: z
    .enum(['captured', 'failed', 'pending', 'review', 'authorized'], {
      error: 'must be a payment status from the gateway',
    })
    .optional(),
  signature: z
    .string()
    .regex(/^[0-9a-f]{64}$/, 'must be the gateway’s hex HMAC-SHA256 signature')
    .optional(),
  error_code: z
    .string()
    .regex(/^[A-Z0-9_]{1,80}$/, 'must be an error code from the gateway')
    .optional(),
  /** Shown to no one: the status is read from the gateway itself. */
  error_description: z.string().max(300).optional(),
})
