/**
 * Cancelling a flight booking and tracking its refunds (001 §4 "Bookings cancellation", "Refund
 * flow"): what can be cancelled, the refund quote (per traveller and flight: the airline's penalty,
 * the store's fee, the refund), the cancellation it becomes, and the refunds it makes. Client-safe;
 * the booking service, the BFF and (types only) the machines share it. docs/decisions/0084.
 */
import { z } from 'zod'
import { flightKeySchema } from '../checkout/seat-map'

export const tripIdSchema = z.string().regex(/^SF\d{10}$/, 'must be a Trip Id like SF1234567890')

/** Where a refund goes: the original payment method, or the traveller's wallet. */
export const refundDestinationSchema = z.enum(['source', 'wallet'], {
  error: "must be 'source' (the original payment) or 'wallet'",
})
export type RefundDestination = z.infer<typeof refundDestinationSchema>

/** FULL: everything not cancelled yet; PARTIAL: chosen travellers and/or flights (001 §4). */
export const cancelKindSchema = z.enum(['FULL', 'PARTIAL'], { error: "must be 'FULL' or 'PARTIAL'" })
export type CancelKind = z.infer<typeof cancelKindSchema>

/** POST /flights/api/v1.0/trips/{tripId}/cancellation/quote */
export const quoteRequestSchema = z
  .object({
    kind: cancelKindSchema,
    /** PARTIAL: the travellers (their places in the booking, from 0); all when absent. */
    travellers: z.array(z.number().int().min(0).max(8)).max(9).optional(),
    /** PARTIAL: the flights; all when absent. */
    flight_keys: z.array(flightKeySchema).max(12).optional(),
    destination: refundDestinationSchema.default('source'),
  })
  .superRefine((q, ctx) => {
    const chosen = (q.travellers?.length ?? 0) + (q.flight_keys?.length ?? 0) > 0
    if (q.kind === 'PARTIAL' && !chosen)
      ctx.addIssue({
        code: 'custom',
        path: ['travellers'],
        message: 'choose the travellers or the flights to cancel',
      })
    if (q.kind === 'FULL' && chosen)
      ctx.addIssue({
        code: 'custom',
        path: ['kind'],
        message: "a FULL cancellation takes everything; send 'PARTIAL' to choose",
      })
  })
export type QuoteRequest = z.input<typeof quoteRequestSchema>

/** One traveller on one flight, as the quote prices it (paise). */
export const quoteLineSchema = z.object({
  traveller: z.number().int().nonnegative(),
  name: z.string(),
  flight_key: flightKeySchema,
  route: z.string(),
  departs_at: z.string(),
  /** What this traveller paid for this flight: fare share, seat, meal, baggage. */
  paid: z.number().int().nonnegative(),
  penalty: z.number().int().nonnegative(),
  fee: z.number().int().nonnegative(),
  refund: z.number().int().nonnegative(),
})
export type QuoteLine = z.infer<typeof quoteLineSchema>

/**
 * A hotel stay as its cancellation sees it (docs/decisions/0106): the whole stay is cancelled (FULL
 * only), the hotel keeps the penalty its policy names for the moment of cancelling.
 */
export const stayCancelSchema = z.object({
  hotel: z.string(),
  room: z.string(),
  checkin: z.string(),
  checkout: z.string(),
  /** What was paid online (paise); 0 for a booking to pay at the hotel. */
  paid: z.number().int().nonnegative(),
  pay_at_hotel: z.boolean(),
  /** The policy's words, and until when cancelling is free (ISO; null when never). */
  policy: z.string(),
  free_until: z.string().nullable(),
  /** The share of the price the hotel keeps if cancelled now. */
  penalty_percent: z.number().int().min(0).max(100),
  /** Why it cannot be cancelled online (cancelled already, not confirmed, the stay has begun), or null. */
  refused: z.string().nullable(),
})
export type StayCancel = z.infer<typeof stayCancelSchema>

/** Paise a hotel keeps for a share in percent of what was paid: to the paisa, half up (exact). */
export const stayPenalty = (paid: number, percent: number) => Math.floor((paid * percent + 50) / 100)

/**
 * A train ticket as its cancellation sees it (docs/decisions/0137): passengers cancelled whole or
 * some of them (PARTIAL: `travellers` are their places from 0), each charged the railway's
 * cancellation charge for the moment of cancelling and, on the AC classes and First Class, 5 % GST
 * on that charge (docs/decisions/0169); nothing online after the chart (a TDR then).
 */
export const railCancelSchema = z.object({
  train: z.string(),
  pnr: z.string().nullable(),
  departs_at: z.string(),
  chart_prepared: z.boolean(),
  passengers: z.array(
    z.object({
      index: z.number().int().nonnegative(),
      name: z.string(),
      /** The place now: CNF, RAC, WL, or CAN once cancelled. */
      status: z.string(),
      paid: z.number().int().nonnegative(),
      /** The railway's cancellation charge. */
      charge: z.number().int().nonnegative(),
      /** GST on the charge: 5 % on the AC classes and First Class, none on SL and 2S (0169). */
      gst: z.number().int().nonnegative().default(0),
      /** paid − charge − gst. */
      refund: z.number().int().nonnegative(),
      /** The rule that charged it ("Flat ₹180 per passenger (3A), more than 48 hours before departure"). */
      rule: z.string(),
    }),
  ),
  /** The GST on these passengers' charges (a quote's `penalty` is the charges without it). */
  gst: z.number().int().nonnegative().default(0),
  /** Why nothing can be cancelled online (cancelled already, not booked, the chart is prepared), or null. */
  refused: z.string().nullable(),
})
export type RailCancel = z.infer<typeof railCancelSchema>

export const quoteSchema = z.object({
  id: z.string(),
  trip_id: tripIdSchema,
  kind: cancelKindSchema,
  destination: refundDestinationSchema,
  lines: z.array(quoteLineSchema),
  penalty: z.number().int().nonnegative(),
  fee: z.number().int().nonnegative(),
  refund: z.number().int().nonnegative(),
  /** Confirm before this instant; afterwards ask for a fresh quote. */
  expires_at: z.string(),
  created_at: z.string(),
  /** A hotel trip's quote: the stay and its policy (`lines` is then empty). */
  stay: stayCancelSchema.optional(),
  /** A train trip's quote: the passengers cancelled and their charges (`lines` is then empty). */
  rail: railCancelSchema.optional(),
})
export type Quote = z.infer<typeof quoteSchema>

/** GET /flights/api/v1.0/trips/{tripId}/cancellation: what is left to cancel, and where refunds may go. */
export const changeRightSchema = z.enum(['allowed', 'code', 'sign_in'])
export type ChangeRight = z.infer<typeof changeRightSchema>

export const cancelOptionsSchema = z.object({
  trip_id: tripIdSchema,
  travellers: z.array(z.object({ index: z.number().int(), name: z.string(), type: z.string() })),
  flights: z.array(
    z.object({
      flight_key: flightKeySchema,
      route: z.string(),
      departs_at: z.string(),
      /** Why it cannot be cancelled online any more (too close to departure, flown), or null. */
      refused: z.string().nullable(),
    }),
  ),
  /** Travellers and flights not cancelled yet. */
  remaining: z.array(z.object({ traveller: z.number().int(), flight_key: flightKeySchema })),
  destinations: z.array(refundDestinationSchema),
  /** A hotel trip: the stay (travellers, flights and remaining are then empty). */
  stay: stayCancelSchema.optional(),
  /** A train trip: its passengers and what cancelling each costs now. */
  rail: railCancelSchema.optional(),
  /**
   * Whether this caller may confirm a cancellation (docs/decisions/0180): `allowed`; `code` (a
   * guest who found the trip confirms the code sent to its contact first); `sign_in` (the trip
   * belongs to an account, which alone changes it).
   */
  change: changeRightSchema.default('allowed'),
})
export type CancelOptions = z.infer<typeof cancelOptionsSchema>

/** POST /flights/api/v1.0/trips/{tripId}/cancellation + Idempotency-Key */
export const confirmRequestSchema = z.object({
  quote_id: z.string().regex(/^cq_[0-9a-f]{32}$/, 'must be a quote id such as cq_…'),
})

export const refundStatusSchema = z.enum(['requested', 'initiated', 'processed', 'failed'])
export type RefundStatus = z.infer<typeof refundStatusSchema>

export const refundSchema = z.object({
  id: z.string(),
  trip_id: tripIdSchema,
  /** cancellation, booking_failed (paid, not ticketed) or duplicate_payment (paid twice). */
  cause: z.enum(['cancellation', 'booking_failed', 'duplicate_payment']),
  amount: z.number().int().positive(),
  destination: refundDestinationSchema,
  status: refundStatusSchema,
  /** The bank's reference (ARN) once a refund to the original payment is processed. */
  bank_reference: z.string().nullable(),
  failure_reason: z.string().nullable(),
  requested_at: z.string(),
  initiated_at: z.string().nullable(),
  processed_at: z.string().nullable(),
  failed_at: z.string().nullable(),
})
export type Refund = z.infer<typeof refundSchema>

export const cancellationResultSchema = z.object({
  traveller: z.number().int().nonnegative(),
  flight_key: flightKeySchema,
  status: z.enum(['cancelled', 'failed']),
  /** Why the airline did not cancel this ticket, or null. */
  reason: z.string().nullable(),
  refund: z.number().int().nonnegative(),
})

export const cancellationSchema = z.object({
  id: z.string(),
  trip_id: tripIdSchema,
  quote_id: z.string(),
  kind: cancelKindSchema,
  /** done: all cancelled; partial: some tickets refused (kept); failed: none cancelled. */
  status: z.enum(['done', 'partial', 'failed']),
  results: z.array(cancellationResultSchema),
  refund: z.number().int().nonnegative(),
  message: z.string(),
  refunds: z.array(refundSchema),
  created_at: z.string(),
})
export type Cancellation = z.infer<typeof cancellationSchema>

export const refundsAnswerSchema = z.object({ trip_id: tripIdSchema, refunds: z.array(refundSchema) })
export type RefundsAnswer = z.infer<typeof refundsAnswerSchema>

/** The words a traveller reads (docs/decisions/0084). */
export const cancellationMessages = {
  done: 'Your cancellation is done. The refund is on its way.',
  doneNoRefund: 'Your cancellation is done. Nothing is refunded: the penalty and fee take the whole amount.',
  partial:
    'Some tickets could not be cancelled by the airline and are kept. Only what was cancelled is refunded.',
  failed: 'The airline could not cancel these tickets. Nothing was cancelled and nothing is charged.',
  quoteExpired: 'This refund quote has expired. Ask for a fresh quote to see the refund now.',
  alreadyCancelled: 'These tickets are already cancelled. See the refund on the booking.',
  tooClose: (hours: number) =>
    `This flight leaves in less than ${hours} hours and can no longer be cancelled online. Please call customer care (6AM - 11:59PM).`,
  flown: 'This flight has already departed, so it can no longer be cancelled.',
  notTicketed: 'Only a confirmed (ticketed) booking can be cancelled.',
  airlineRefused:
    'The airline could not cancel this ticket. It is kept; try again later or call customer care.',
  stayCancelled: 'This hotel booking is already cancelled. See the refund on the booking.',
  stayBegun:
    'This stay has already begun, so it can no longer be cancelled online. Please call customer care.',
  notConfirmed: 'Only a confirmed hotel booking can be cancelled.',
  hotelDone: 'Your hotel booking is cancelled. The refund is on its way.',
  hotelDoneNoRefund:
    'Your hotel booking is cancelled. Nothing is refunded: the hotel keeps the whole amount.',
  payAtHotelDone: 'Your hotel booking is cancelled. Nothing was paid online, so there is nothing to refund.',
  walletOnlySignedIn:
    'Refunds to the wallet are for signed-in travellers with a wallet. Choose the original payment.',
} as const
