/**
 * Train booking between the store (BFF) and the train service (001 §2 trains checkout; §3 "Train
 * passenger"; §4 Trains, Payment outcomes, Session; §5; §7 Trains; §8; issue 16; docs/decisions
 * 0119, 0135). Client-safe zod; money in integer paise, every amount priced by the train service
 * from the railway's fare tables, never taken from the caller.
 *
 * Paths (service, under /trains): POST /bookings (Idempotency-Key), GET /bookings/{id},
 * GET /pnr/{pnr}, POST /bookings/{id}/tdr, POST /payment_callbacks, GET /users/{id}/availability,
 * POST /users/login.
 */
import { z } from 'zod'
import { emailSchema, phoneNumberSchema } from '@contracts/accounts/rules'
import { text } from '@contracts/fields'
import { checkoutMessages } from '@contracts/checkout/messages'
import { BERTH_CHOICES, CLASSES, QUOTAS, TDR_REASONS, type TdrReason } from './codes'
import { passengerMessages, trainInfantSchema, trainPassengerSchema } from './passengers'

const stationCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2,5}$/, 'must be a station code such as NDLS')
const isoDate = z.iso.date('must be a date such as 2026-12-24')
export const trainNumberSchema = z
  .string()
  .trim()
  .regex(/^[0-9]{5}$/, 'must be a five-digit train number')
export const railUserIdSchema = z
  .string({ error: 'Enter your railway user id' })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9._]{3,35}$/, 'Enter your railway user id: 3 to 35 letters, digits, dots or underscores')

const berthChoiceCodes = BERTH_CHOICES.map((c) => c.code)
export const berthChoiceSchema = z
  .number()
  .int()
  .refine((n): n is (typeof berthChoiceCodes)[number] => (berthChoiceCodes as number[]).includes(n), {
    message: 'must be one of 99, 1, 2 or 3',
  })

/** 001 §5 contact on the passenger page: mobile, e-mail and an address of 3 to 30 characters. */
export const trainContactSchema = z.object({
  mobile: phoneNumberSchema,
  email: emailSchema,
  address: text({ max: 30, min: 3, trim: true, required: passengerMessages.addressLength }),
})
export type TrainContact = z.infer<typeof trainContactSchema>

export const trainTenancySchema = z.object({
  org: z.string().max(60).default('goomo'),
  channel: z.string().max(30).default('B2C'),
  product: z.literal('trains').default('trains'),
  platform: z.string().max(30).default('web'),
  accessKey: z.string().max(200).optional(),
  hostname: z.string().max(200).default(''),
})

/**
 * POST /trains/bookings (Idempotency-Key). What is bought (train, journey date at the boarding
 * station, from/to, boarding, class, quota) and who travels. The service checks every 001 §5 rule
 * (contracts/trains/passengers.ts) and answers the first problems as a 400; a 7th passenger is the
 * generic form error. `userId` and `email` of a signed-in owner come from the store's session.
 */
export const createTrainBookingSchema = z.object({
  trainNo: trainNumberSchema,
  /** The date the traveller boards (yyyy-MM-dd); the service maps it to the run. */
  journeyDate: isoDate,
  from: stationCode,
  to: stationCode,
  /** The boarding station (defaults to `from`; one of the train's boarding points). */
  boarding: stationCode.optional(),
  travelClass: z.enum(CLASSES, { error: 'must be one of the classes of this train' }),
  quota: z.enum(QUOTAS).default('GN'),
  passengers: z
    .array(trainPassengerSchema)
    .min(1, passengerMessages.atLeastOnePassenger)
    .max(6, passengerMessages.genericForm),
  infants: z.array(trainInfantSchema).max(6).default([]),
  contact: trainContactSchema,
  /** 001 §9 berth-confirmation choice; 99 None. */
  berthChoice: berthChoiceSchema.default(99),
  /** The railway user id the traveller logged in with in this booking flow. */
  railUserId: railUserIdSchema,
  /** Signed-in owner, set by the store from its session (never from the page). */
  userId: z.number().int().positive().optional(),
  tenancy: trainTenancySchema.prefault({}),
  /** Where the gateway returns the traveller (the store's /trains/payment-return). */
  returnUrl: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) address' })
    .max(500)
    .optional(),
})
export type CreateTrainBooking = z.input<typeof createTrainBookingSchema>

/**
 * A booking's life. PENDING: created, the 5-minute timer runs, nothing held (no berth before
 * payment). PAYMENT_FAILED: may pay again while the timer runs. PAID: captured, the confirm job
 * is allocating. BOOKED: a PNR with CNF/RAC/WL places. BOOKING_FAILED: paid, not booked (REGRET,
 * choice not met, the railway failed, or not confirmed in 30 minutes): refunded. EXPIRED: the
 * timer ran out unpaid (a late capture is refunded). CANCELLED: every passenger cancelled.
 */
export const TRAIN_BOOKING_STATUSES = [
  'PENDING',
  'PAYMENT_FAILED',
  'PAID',
  'BOOKED',
  'BOOKING_FAILED',
  'EXPIRED',
  'CANCELLED',
] as const
export const trainBookingStatusSchema = z.enum(TRAIN_BOOKING_STATUSES)
export type TrainBookingStatus = z.infer<typeof trainBookingStatusSchema>

/** One place on the run: what was booked and what it is now (after others cancel, the chart). */
export const placeSchema = z.object({
  status: z.enum(['CNF', 'RAC', 'WL', 'CAN']),
  coach: z.string().nullable(),
  berthNo: z.number().int().nullable(),
  berthType: z.string().nullable(),
  /** RAC or WL rank, null when confirmed. */
  number: z.number().int().nullable(),
  /** As printed: 'CNF/B2/33/LB', 'RAC 12', 'GNWL 23', 'CAN'. */
  text: z.string(),
})
export type PlaceView = z.infer<typeof placeSchema>

export const fareLineSchema = z.object({ label: z.string(), amount: z.number().int() })
export const trainFareSchema = z.object({
  lines: z.array(fareLineSchema),
  /** Each passenger's share, in passenger order (paise). */
  perPassenger: z.array(z.number().int().nonnegative()),
  total: z.number().int().nonnegative(),
})
export type TrainFare = z.infer<typeof trainFareSchema>

export const bookedPassengerSchema = z.object({
  serial: z.number().int().positive(),
  name: z.string(),
  age: z.number().int(),
  gender: z.string(),
  type: z.enum(['SC', 'Adult', 'Child']),
  berthPreference: z.string(),
  food: z.string().nullable(),
  /** At booking, and now; null until the booking is made. */
  booked: placeSchema.nullable(),
  current: placeSchema.nullable(),
})

export const trainJourneySchema = z.object({
  trainNo: z.string(),
  trainName: z.string(),
  from: z.string(),
  fromName: z.string(),
  to: z.string(),
  toName: z.string(),
  boarding: z.string(),
  journeyDate: z.string(),
  runDate: z.string(),
  /** 'HH:mm' at the boarding station and at the destination, and the day offset of the arrival. */
  departureTime: z.string(),
  arrivalTime: z.string(),
  arrivalDate: z.string(),
  travelClass: z.enum(CLASSES),
  quota: z.enum(QUOTAS),
})
export type TrainJourney = z.infer<typeof trainJourneySchema>

export const trainRefundSchema = z.object({
  amount: z.number().int().nonnegative(),
  /** Where the money goes back to. */
  to: z.enum(['card', 'wallet']),
  status: z.enum(['INITIATED', 'PROCESSED']),
  reason: z.string(),
})

/** The booking as GET /trains/bookings/{id} and POST /trains/bookings answer it. */
export const trainBookingSchema = z.object({
  id: z.string(),
  tripId: z.string(),
  status: trainBookingStatusSchema,
  pnr: z.string().nullable(),
  journey: trainJourneySchema,
  passengers: z.array(bookedPassengerSchema),
  infants: z.array(trainInfantSchema),
  contact: trainContactSchema,
  berthChoice: z.number().int(),
  railUserId: z.string(),
  fare: trainFareSchema,
  /** 001 §4 Session: the checkout start time; the 5-minute timer runs from it (ISO). */
  checkoutStartedAt: z.string(),
  expiresAt: z.string(),
  /** The gateway order of the current attempt and the page to pay on (null once paid or expired). */
  payment: z.object({ orderId: z.string(), url: z.string() }).nullable(),
  chartPrepared: z.boolean(),
  refunds: z.array(trainRefundSchema),
  /** What the traveller reads about the outcome (001 §8 / 000 §8 texts). */
  message: z.string().nullable(),
  /** A guest's key to this booking (answered once, at creation). */
  accessKey: z.string().optional(),
  createdAt: z.string(),
})
export type TrainBooking = z.infer<typeof trainBookingSchema>

/** GET /trains/pnr/{pnr}: the journey and each passenger's place, never the names. */
export const pnrStatusSchema = z.object({
  pnr: z.string(),
  journey: trainJourneySchema,
  chartPrepared: z.boolean(),
  passengers: z.array(
    z.object({
      serial: z.number().int(),
      booked: placeSchema.nullable(),
      current: placeSchema.nullable(),
    }),
  ),
  /** The booking is cancelled (every passenger). */
  cancelled: z.boolean(),
})
export type PnrStatus = z.infer<typeof pnrStatusSchema>

const tdrCodes = TDR_REASONS.map((r) => r.code) as [TdrReason, ...TdrReason[]]
/** POST /trains/bookings/{id}/tdr: after the chart, owner only. */
export const fileTdrSchema = z.object({
  reason: z.enum(tdrCodes, { error: 'Choose one of the railway’s TDR reasons' }),
  /** Passenger serials; all passengers when absent. */
  passengers: z.array(z.number().int().min(1).max(6)).min(1).max(6).optional(),
})
export type FileTdr = z.input<typeof fileTdrSchema>
export const tdrSchema = z.object({
  id: z.string(),
  bookingId: z.string(),
  reason: z.enum(tdrCodes),
  reasonLabel: z.string(),
  status: z.enum(['FILED', 'REFUNDED', 'REJECTED']),
  passengers: z.array(z.number().int()),
  refund: z.number().int().nonnegative(),
  filedAt: z.string(),
  decidedAt: z.string().nullable(),
})
export type TrainTdr = z.infer<typeof tdrSchema>

/** GET /trains/users/{id}/availability */
export const railUserAvailabilitySchema = z.object({
  userId: z.string(),
  exists: z.boolean(),
  active: z.boolean(),
  message: z.string().nullable(),
})
export type RailUserAvailability = z.infer<typeof railUserAvailabilitySchema>

/** POST /trains/users/login */
export const railLoginSchema = z.object({
  userId: railUserIdSchema,
  password: z.string({ error: 'Enter your railway password' }).min(1, 'Enter your railway password').max(128),
})
export const railLoginAnswerSchema = z.object({
  userId: z.string(),
  name: z.string(),
  active: z.literal(true),
})
export type RailLoginAnswer = z.infer<typeof railLoginAnswerSchema>

/** 000 §8 status 1 with the reason the railway did not book the ticket in its first sentence. */
function notBooked(reason: string): string {
  return checkoutMessages.status1.replace(
    'Sorry! Your booking did not go through.',
    `Sorry! Your booking did not go through: ${reason}.`,
  )
}

/** The words a train booking says for each outcome (001 §8, 000 §8; docs/decisions/0135). */
export const trainBookingMessages = {
  paymentFailed: checkoutMessages.paymentFailed,
  /** A paid booking the railway did not book, refunded in full: 000 §8 "Booking confirmation status 1". */
  paidButFailed: checkoutMessages.status1,
  issue: checkoutMessages.fraud,
  notConfirmedYet:
    "We're sorry but your booking is not confirmed yet. We are trying to confirm it with the railway for the next 30 minutes; if it cannot be confirmed, the full amount will be refunded.",
  notConfirmedRefunded:
    "We're sorry but your booking is not confirmed yet. We tried for 30 minutes and could not confirm it with the railway, so the full amount has been refunded.",
  // One message, status 1 with the railway's reason, not "call us" run into "refunded" (issue 24).
  regret: notBooked('no seats or waitlist places were left (REGRET)'),
  choiceNotMet: notBooked('the berths you asked for could not be allotted together'),
  expiredRefunded:
    'Your payment arrived after the 5-minute booking time ran out, so the ticket was not booked and the full amount has been refunded.',
  expired: 'Your time to book this ticket ran out before the payment. Please search again to book.',
  booked: 'Your ticket is booked.',
  bookedWaitlisted: 'Your ticket is booked on the waitlist. We will tell you when it moves up.',
  cancelled: 'This ticket is cancelled.',
  chartWlCancelled:
    'The chart is prepared and the ticket stayed on the waitlist, so it was cancelled and fully refunded.',
  railUserInactive:
    'This railway user id is not active. Please activate it with the railway or use another id.',
  railUserUnknown: 'No railway user with this id. Check the id or register with the railway.',
  railLoginFailed: 'The railway user id or password is wrong. Please try again.',
  railDown: 'The railway booking system is not available right now. Please try again in a few minutes.',
} as const
