/**
 * The bookings area's wire shapes (001 §3 "Bookings area"; 000 §7 "lists bookings", booking_requests):
 * the product-neutral trip, the list and its filters, one trip's detail, the guest lookup and the
 * modification requests. Client-safe (zod only). docs/decisions/0080, 0087, 0088.
 */
import { z } from 'zod'
import { emailSchema } from '../accounts/rules'
import { text } from '../fields'
import { bookingSchema } from '../checkout/booking'
import { changeRightSchema } from './cancellation'
import { hotelBookingSchema } from '../hotels/booking'
import { trainBookingSchema } from '../trains/booking'
import { products, tripFilters } from './values'

export const productSchema = z.enum(products, {
  error: 'must be one of flights, hotels, trains, holidays',
})
export type { Product, TripFilter } from './values'

/** The list's status filter; failed covers refunded (paid, not bookable, money returned). */
export const tripFilterSchema = z.enum(tripFilters, {
  error: 'must be one of upcoming, completed, cancelled, failed',
})

export const tripStatusSchema = z.enum([
  'pending',
  'confirmed',
  'partially_cancelled',
  'cancelled',
  'failed',
  'refunded',
])
export type TripStatus = z.infer<typeof tripStatusSchema>

export const tripIdSchema = z
  .string({ error: 'is required' })
  .trim()
  .toUpperCase()
  .regex(/^SF\d{10}$/, 'must be a Trip Id like SF1234567890')

/** One trip as the list shows it, whatever the product. `phase` is read against the clock. */
export const tripSummarySchema = z.object({
  trip_id: z.string(),
  product: productSchema,
  title: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  status: tripStatusSchema,
  phase: tripFilterSchema,
  /** Paise charged, and returned so far. */
  total: z.number().int().nonnegative(),
  refunded: z.number().int().nonnegative(),
  booked_at: z.string(),
  /**
   * A train ticket's latest TDR, as the list shows it (docs/decisions/0171): filed (the railway is
   * deciding), refunded (accepted, `refund` paise) or rejected, and the reason's words.
   */
  tdr: z
    .object({
      status: z.enum(['FILED', 'REFUNDED', 'REJECTED']),
      reason: z.string(),
      refund: z.number().int().nonnegative(),
      filed_at: z.string(),
    })
    .optional(),
})
export type TripSummary = z.infer<typeof tripSummarySchema>
export type TripTdr = NonNullable<TripSummary['tdr']>

const pageNumber = (max: number, what: string) =>
  z.coerce
    .number({ error: `must be a ${what} from 1 to ${max}` })
    .int(`must be a ${what} from 1 to ${max}`)
    .min(1, `must be a ${what} from 1 to ${max}`)
    .max(max, `must be a ${what} from 1 to ${max}`)

/** GET /flights/flights/booking query. */
export const tripListQuerySchema = z.object({
  product: productSchema.optional(),
  status: tripFilterSchema.optional(),
  page: pageNumber(10_000, 'page number').default(1),
  page_size: pageNumber(50, 'page size').optional(),
})
export type TripListQuery = z.input<typeof tripListQuerySchema>

export const tripListSchema = z.object({
  trips: z.array(tripSummarySchema),
  /** Trips matching the filters, on every page. */
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  page_size: z.number().int().positive(),
})
export type TripList = z.infer<typeof tripListSchema>

export const tripEventSchema = z.object({
  kind: z.string(),
  text: z.string(),
  at: z.string(),
})
export type TripEventView = z.infer<typeof tripEventSchema>

export const refundViewSchema = z.object({
  id: z.string(),
  cause: z.string(),
  amount: z.number().int().positive(),
  destination: z.enum(['source', 'wallet']),
  status: z.enum(['requested', 'initiated', 'processed', 'failed']),
  bank_reference: z.string().nullable(),
  failure_reason: z.string().nullable(),
  requested_at: z.string(),
  initiated_at: z.string().nullable(),
  processed_at: z.string().nullable(),
  failed_at: z.string().nullable(),
})
export type RefundView = z.infer<typeof refundViewSchema>

// ——— Modification requests (POST /flights/flights/booking_requests) ———

export const modificationKindSchema = z.enum(['date_change', 'name_correction', 'add_baggage'], {
  error: 'must be one of date_change, name_correction, add_baggage',
})
export type ModificationKind = z.infer<typeof modificationKindSchema>

const note = text({ max: 500, trim: true }).optional()
const travellerIndex = z
  .number({ error: 'must be the traveller’s place in the booking, from 1' })
  .int('must be a whole number')
  .min(1, 'must be the traveller’s place in the booking, from 1')
  .max(18, 'must be the traveller’s place in the booking, from 1')

export const modificationRequestSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      trip_id: tripIdSchema,
      kind: z.literal('date_change'),
      details: z.object({
        new_date: z.iso.date({ error: 'must be a date as YYYY-MM-DD' }),
        note,
      }),
    }),
    z.object({
      trip_id: tripIdSchema,
      kind: z.literal('name_correction'),
      details: z.object({
        traveller: travellerIndex,
        first_name: text({ max: 50, min: 1, trim: true }),
        last_name: text({ max: 50, min: 1, trim: true }),
        note,
      }),
    }),
    z.object({
      trip_id: tripIdSchema,
      kind: z.literal('add_baggage'),
      details: z.object({
        traveller: travellerIndex,
        kg: z.union([z.literal(5), z.literal(10), z.literal(15), z.literal(20)], {
          error: 'must be 5, 10, 15 or 20',
        }),
        note,
      }),
    }),
  ],
  { error: 'must be one of date_change, name_correction, add_baggage' },
)
export type ModificationRequest = z.input<typeof modificationRequestSchema>

export const modificationViewSchema = z.object({
  reference: z.string(),
  kind: modificationKindSchema,
  details: z.record(z.string(), z.union([z.string(), z.number()])),
  status: z.enum(['received', 'in_progress', 'done', 'declined']),
  created_at: z.string(),
  updated_at: z.string(),
})
export type ModificationView = z.infer<typeof modificationViewSchema>

// ——— One trip ———

/** A trip's downloadable document: a flight's e-ticket, a hotel's voucher. */
export const tripDocumentSchema = z.object({
  kind: z.enum(['e_ticket', 'hotel_voucher', 'train_eticket']),
  title: z.string(),
  available: z.boolean(),
})
export type TripDocument = z.infer<typeof tripDocumentSchema>

const tripDetailBase = z.object({
  trip: tripSummarySchema,
  history: z.array(tripEventSchema),
  refunds: z.array(refundViewSchema),
  modification_requests: z.array(modificationViewSchema),
  documents: z.array(tripDocumentSchema),
  /** What the traveller may do next. */
  can_cancel: z.boolean(),
  can_modify: z.boolean(),
  /**
   * Whether this caller may change the trip (a modification request) or must first confirm the
   * code sent to its contact (a guest who found it), or sign in as its account (docs/decisions/0180).
   */
  change: changeRightSchema.default('allowed'),
})

/**
 * One trip, by product (docs/decisions/0105): `booking` is the product's own booking as its service
 * answers it (flights: the checkout's booking; hotels: the hotel booking of GET /hotels/booking/{id}; trains:
 * the train booking of GET /trains/bookings/{id}).
 */
export const tripDetailSchema = z.discriminatedUnion('product', [
  tripDetailBase.extend({
    product: z.literal('flights'),
    booking: bookingSchema,
    /** Each traveller and flight cancelled so far (a partial cancellation): the page marks them. */
    cancelled: z.array(z.object({ traveller: z.number().int(), flight_key: z.string() })).optional(),
  }),
  tripDetailBase.extend({ product: z.literal('hotels'), booking: hotelBookingSchema }),
  tripDetailBase.extend({ product: z.literal('trains'), booking: trainBookingSchema }),
])
export type TripDetail = z.infer<typeof tripDetailSchema>
export type FlightTripDetail = Extract<TripDetail, { product: 'flights' }>
export type HotelTripDetail = Extract<TripDetail, { product: 'hotels' }>
export type TrainTripDetail = Extract<TripDetail, { product: 'trains' }>
/** A product's booking, named by its product: what a trip's detail carries. */
export type ProductBooking =
  | Pick<FlightTripDetail, 'product' | 'booking' | 'cancelled'>
  | Pick<HotelTripDetail, 'product' | 'booking'>
  | Pick<TrainTripDetail, 'product' | 'booking'>

// ——— Guest lookup (POST /flights/flights/booking/lookup) ———

export const guestLookupSchema = z
  .object({
    trip_id: tripIdSchema,
    email: emailSchema.optional(),
    phone: z
      .string({ error: 'must be a mobile number' })
      .transform((v) => v.replace(/\D/g, '').slice(-10))
      .pipe(z.string().regex(/^\d{10}$/, 'must be a 10-digit mobile number'))
      .optional(),
  })
  .refine((v) => (v.email === undefined) !== (v.phone === undefined), {
    path: ['email'],
    message: 'give the e-mail or the mobile number used when booking (one of them)',
  })
export type GuestLookup = z.input<typeof guestLookupSchema>

export const guestGrantSchema = z.object({
  trip_id: z.string(),
  /** Sent back as X-Trip-Grant to read the trip until `expires_at`. */
  grant: z.string(),
  expires_at: z.string(),
})
export type GuestGrant = z.infer<typeof guestGrantSchema>

/** POST /flights/flights/booking/{trip_id}/change_code (docs/decisions/0180) */
export const changeCodeRequestSchema = z.object({
  channel: z.enum(['email', 'sms'], { error: "must be 'email' or 'sms'" }),
})
export const changeCodeSentSchema = z.object({
  trip_id: z.string(),
  channel: z.enum(['email', 'sms']),
  /** The contact the code went to, masked: a•••@example.com, +91 ••••••5678. */
  sent_to: z.string(),
  expires_at: z.string(),
})
export type ChangeCodeSent = z.infer<typeof changeCodeSentSchema>
/** POST …/change_code/verify: answers a change grant (guestGrantSchema). */
export const changeCodeVerifySchema = z.object({
  code: z.string({ error: 'is required' }).regex(/^\d{6}$/, 'must be the 6-digit code'),
})

export const bookingsMessages = {
  notFound: 'We could not find this booking. Check the Trip Id, or sign in with the account that booked it.',
  lookupMiss:
    'We could not find a booking with these details. Check the Trip Id and the e-mail or mobile number used when booking.',
  notModifiable:
    'Changes can be requested only for a confirmed trip that has not started. For anything else, contact support.',
  signIn: 'Please sign in to see your bookings',
  grantExpired:
    'Your access to this booking has ended. Find it again with its Trip Id and the e-mail or mobile number used when booking.',
  signInToChange: 'This booking belongs to an account. Sign in with that account to cancel or change it.',
  codeToChange:
    'To cancel or change this booking, confirm it is yours with the code we send to the e-mail or mobile number given when booking.',
} as const
