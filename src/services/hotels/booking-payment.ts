/**
 * Paying for a hotel booking and what follows: the gateway order for the booking's current total,
 * what each payment outcome (read from the gateway, never from the browser) does to the booking, the
 * hotel's confirmation (a job, retried about 30 minutes while not confirmed), and full refunds. Every
 * change runs under the booking's row lock and is acted on once per payment id.
 */
import { eq } from 'drizzle-orm'
import { PAN_MESSAGE, PAN_PATTERN } from '@contracts/hotels/booking'
import type { GatewayPayment, PaymentGateway } from '@contracts/payments/merchant'
import type { Database, Tx } from '../db/client'
import { hotelBookings } from '../db/schema'
import { ApiError, validationError } from '../http/errors'
import { RetryLater, type Enqueue, type JobHandlers } from '../jobs/queue'
import {
  createBookingOrder,
  orderRecorded,
  payloadText,
  refundJobHandler,
  refundJobOf,
} from '../commerce/product-payment'
import { commitTenders, releaseTenders, type TenderProviders } from '../commerce/tenders'
import type { HotelCatalogue } from './catalogue-port'
import {
  OPEN,
  assertOpen,
  detailsSchema,
  outcomeSchema,
  roomNightsOf,
  saveBooking,
  storedOfferSchema,
  type HotelBookingRow,
} from './booking-store'
import { parseBookingScenario } from './booking-scenario'

export interface HotelPaymentDeps {
  gateway: PaymentGateway
  enqueue: Enqueue
  catalogue: HotelCatalogue
  /** The promo's use: confirmed when booked, given back when refunded or ended. */
  promos?: {
    confirm: (tx: Tx, bookingId: string) => Promise<unknown>
    release: (tx: Tx, bookingId: string) => Promise<unknown>
  }
  /** timers.unconfirmedBookingRetryMs: how long an unconfirmed booking is retried before a refund. */
  unconfirmedRetryMs: number
  /** The tenders' owners (wallet, points, vouchers): final when paid, given back when not booked. */
  tenders?: TenderProviders
}

/** Every tender of a hotel booking that did not go through goes back, once (docs/decisions/0220). */
export async function releaseHotelTenders(
  tx: Tx,
  deps: Pick<HotelPaymentDeps, 'tenders'>,
  bookingId: string,
  why: string,
  now: Date,
) {
  if (deps.tenders) await releaseTenders(tx, deps.tenders, 'hotels', bookingId, why, now)
}

/** The parts of a booking (or of one about to be made) that say whether it can be paid. */
export interface BookingParts {
  offer: unknown
  details: unknown
  rooms: unknown[]
  payAtHotel: boolean
}

/** Contact and a lead guest per room: the booking can be paid (or booked to pay at the hotel). */
export function readyToPay(row: BookingParts): boolean {
  const details = detailsSchema.parse(row.details)
  return Boolean(details.contact) && details.guests.length === row.rooms.length
}

/** 001 §5: a hotel that asks for the PAN gets a valid one before payment or booking. */
export function assertPan(row: BookingParts): void {
  const { offer } = storedOfferSchema.parse(row.offer)
  const { pan } = detailsSchema.parse(row.details)
  if (offer.pan_required && !(pan && PAN_PATTERN.test(pan)))
    throw validationError(`pan_card_no: ${PAN_MESSAGE}`, [{ field: 'pan_card_no', message: PAN_MESSAGE }])
}

/**
 * The gateway order for the booking's total when it is ready to pay and has a return address and
 * no order for that total yet. Made outside any transaction (the gateway is another service; its
 * order is idempotent by booking and attempt), then saved under the row lock if nothing moved.
 */
export async function ensureOrder(
  db: Database,
  bookingId: string,
  deps: HotelPaymentDeps,
  now: Date,
): Promise<HotelBookingRow | undefined> {
  const [row] = await db.select().from(hotelBookings).where(eq(hotelBookings.id, bookingId))
  if (!row || !OPEN.includes(row.status as (typeof OPEN)[number]) || row.payAtHotel) return row
  const details = detailsSchema.parse(row.details)
  const outcome = outcomeSchema.parse(row.outcome)
  if (!readyToPay(row) || !details.return_url || row.expiresAt <= now) return row
  // Tenders cover it all: no gateway order (POST /booking/{id}/tenders/pay pays it).
  if (row.total === 0 || (row.orderId && outcome.order_total === row.total)) return row
  assertPan(row)
  const attempt = outcome.attempts + 1
  const order = await createBookingOrder(deps.gateway, row, 'hotels', attempt, details.return_url)
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(hotelBookings)
      .where(eq(hotelBookings.id, bookingId))
      .for('update')
    if (!locked) return undefined
    const current = outcomeSchema.parse(locked.outcome)
    if (locked.orderId === order.id || current.attempts + 1 !== attempt || locked.total !== row.total)
      return locked
    assertOpen(locked, now)
    return saveBooking(tx, locked, orderRecorded(current, order, attempt), now)
  })
}

const refundJob = (row: HotelBookingRow, payment: { id: string; amount: number }, reason: string) =>
  refundJobOf('hotels', { bookingId: row.id, paymentId: payment.id, amount: payment.amount, reason })

/** What a payment's status does to its booking. Runs under the booking's row lock; safe to repeat. */
export async function applyHotelPayment(
  tx: Tx,
  row: HotelBookingRow,
  payment: GatewayPayment,
  deps: HotelPaymentDeps,
  now: Date,
): Promise<HotelBookingRow> {
  const outcome = outcomeSchema.parse(row.outcome)
  const ours = outcome.orders.includes(payment.order_id)
  if (!ours) return row
  if (payment.status === 'captured') {
    if (outcome.captured.includes(payment.id)) return row
    const captured = [...outcome.captured, payment.id]
    const open = OPEN.includes(row.status as (typeof OPEN)[number])
    if (row.status === 'EXPIRED' || (open && (row.expiresAt <= now || row.heldRooms === 0))) {
      // Paid after the rooms were given back: not a booking; the whole payment is refunded.
      if (row.heldRooms > 0) await deps.catalogue.releaseRooms(tx, roomNightsOf(row))
      await deps.promos?.release(tx, row.id)
      await releaseHotelTenders(tx, deps, row.id, 'The booking did not go through', now)
      const failed = await saveBooking(
        tx,
        row,
        { status: 'BOOKING_FAILED', heldRooms: 0, outcome: { ...outcome, captured, message: null } },
        now,
      )
      await deps.enqueue(tx, refundJob(failed, payment, 'expired'))
      return failed
    }
    if (!open || payment.amount !== row.total) {
      // Paid twice, or an order of an older total: this payment goes back at once.
      await deps.enqueue(tx, refundJob(row, payment, 'duplicate'))
      return saveBooking(tx, row, { outcome: { ...outcome, captured } }, now)
    }
    return markHotelPaid(tx, row, { ...outcome, captured }, deps, now, payment.sandbox_outcome ?? null)
  }
  if (payment.status === 'failed' && row.status === 'PENDING')
    return saveBooking(tx, row, { status: 'PAYMENT_FAILED' }, now)
  // Suspected fraud: held for review with the rooms kept; the call centre calls (000 §8).
  if (payment.status === 'review' && OPEN.includes(row.status as (typeof OPEN)[number]))
    return saveBooking(tx, row, { status: 'BOOKING_FRAUD' }, now)
  return row
}

/**
 * A booking paid (by the gateway, or by its tenders alone): PAID, its tenders final, the hotel asked
 * to confirm it after the scenario's latency.
 */
export async function markHotelPaid(
  tx: Tx,
  row: HotelBookingRow,
  outcome: ReturnType<typeof outcomeSchema.parse>,
  deps: HotelPaymentDeps,
  now: Date,
  sandboxOutcome: string | null,
): Promise<HotelBookingRow> {
  const scenario = parseBookingScenario(row.scenario)
  await deps.enqueue(tx, {
    kind: 'hotels.confirm',
    payload: { bookingId: row.id, sandboxOutcome },
    dedupeKey: `hotel-confirm:${row.id}`,
    runAt: new Date(now.getTime() + scenario.confirmLatencyMs),
    maxAttempts: 1000,
  })
  if (deps.tenders) await commitTenders(tx, deps.tenders, 'hotels', row.id, now)
  return saveBooking(
    tx,
    row,
    { status: 'PAID', outcome: { ...outcome, paid_at: now.toISOString(), message: null } },
    now,
    { kind: 'hotel_paid', text: 'Payment received; confirming with the hotel.' },
  )
}

/** A paid booking the hotel did not take: rooms, promo and tenders given back, every payment refunded. */
async function failPaid(tx: Tx, row: HotelBookingRow, deps: HotelPaymentDeps, now: Date, reason: string) {
  const outcome = outcomeSchema.parse(row.outcome)
  if (row.heldRooms > 0) await deps.catalogue.releaseRooms(tx, roomNightsOf(row))
  await deps.promos?.release(tx, row.id)
  await releaseHotelTenders(tx, deps, row.id, 'The booking did not go through', now)
  const failed = await saveBooking(tx, row, { status: 'BOOKING_FAILED', heldRooms: 0 }, now)
  for (const paymentId of outcome.captured)
    await deps.enqueue(tx, refundJob(failed, { id: paymentId, amount: row.total }, reason))
  return failed
}

/** After a booking is CONFIRMED or SUCCESS: its promo use counts, the confirmation e-mail goes out. */
export async function onBooked(
  tx: Tx,
  row: HotelBookingRow,
  deps: Pick<HotelPaymentDeps, 'enqueue' | 'promos'>,
) {
  await deps.promos?.confirm(tx, row.id)
  await deps.enqueue(tx, {
    kind: 'hotel_confirmation_email',
    payload: { bookingId: row.id },
    dedupeKey: `hotel-email:${row.id}`,
  })
}

/** The sandbox hotel's answer to a paid booking, by the booking's scenario (confirm=…). */
export async function confirmWithHotel(
  db: Database,
  bookingId: string,
  deps: HotelPaymentDeps,
  now: Date,
  attempt: number,
  /** The gateway sandbox's 'ticketing_failure' payment: the hotel refuses the booking. */
  sandboxOutcome: string | null = null,
): Promise<{ retryInMs: number } | { done: true }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(hotelBookings).where(eq(hotelBookings.id, bookingId)).for('update')
    if (!row || row.status !== 'PAID') return { done: true as const }
    const outcome = outcomeSchema.parse(row.outcome)
    const paidAt = Date.parse(outcome.paid_at ?? row.updatedAt.toISOString())
    const answer =
      sandboxOutcome === 'ticketing_failure' ? 'BOOKING_FAILED' : parseBookingScenario(row.scenario).confirm
    if (answer === 'BOOKING_FAILED') {
      await failPaid(tx, row, deps, now, 'booking_failed')
      return { done: true as const }
    }
    if (answer === 'BOOKING_FRAUD') {
      await saveBooking(tx, row, { status: 'BOOKING_FRAUD' }, now)
      return { done: true as const }
    }
    // PAID: the hotel never answers; PENDING: it answers on request, at the second try.
    const waiting = answer === 'PAID' || (answer === 'PENDING' && attempt < 2)
    if (waiting) {
      // The first ask comes right after payment; later ones give up once the retry window is over.
      if (attempt > 1 && now.getTime() - paidAt >= deps.unconfirmedRetryMs) {
        await failPaid(tx, row, deps, now, 'not_confirmed')
        return { done: true as const }
      }
      return { retryInMs: Math.min(5 * 60_000, deps.unconfirmedRetryMs) }
    }
    const confirmed = await saveBooking(tx, row, { status: 'CONFIRMED' }, now, {
      kind: 'hotel_confirmed',
      text: 'The hotel confirmed the booking.',
    })
    await onBooked(tx, confirmed, deps)
    return { done: true as const }
  })
}

/** The Trip Id a refund of this booking's payment is registered on. */
const hotelTripIdOf = async (tx: Tx, bookingId: string) =>
  (
    await tx
      .select({ tripId: hotelBookings.tripId })
      .from(hotelBookings)
      .where(eq(hotelBookings.id, bookingId))
  )[0]?.tripId

/** The hotel booking's jobs, spread into upstreamJobs by src/services/app.ts. */
export function hotelBookingJobs(db: Database, deps: HotelPaymentDeps): JobHandlers {
  return {
    'hotels.confirm': async (payload, ctx) => {
      const result = await confirmWithHotel(
        db,
        payloadText(payload, 'bookingId'),
        deps,
        ctx.now,
        ctx.attempt,
        payloadText(payload, 'sandboxOutcome') || null,
      )
      if ('retryInMs' in result) throw new RetryLater(result.retryInMs, 'the hotel has not confirmed yet')
    },
    'hotels.refund': refundJobHandler(db, deps, hotelTripIdOf),
  }
}

export const paymentsUnavailable = () =>
  new ApiError(
    503,
    'PAYMENTS_UNAVAILABLE',
    'Payments are not available right now. Please try again later.',
    'No payment gateway is configured.',
  )
