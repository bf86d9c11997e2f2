/**
 * After capture: the sandbox airline issues the tickets (a PNR per journey, a ticket number per
 * traveller and flight). A refusal is final: the booking is refunded in full and the traveller told
 * with 000 §8's words naming the Trip Id. "Not confirmed yet" is retried for about 30 minutes
 * (timers.unconfirmedBookingRetryMs), then refunded. These run as jobs from the database, so they
 * survive a restart and run once across instances.
 */
import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { checkoutMessages } from '@contracts/checkout/messages'
import { offerSchema } from '@contracts/checkout/booking'
import type { Database } from '../db/client'
import { flightBookings } from '../db/schema'
import { parseScenario } from '../flights/scenario'
import { detailsSchema, outcomeSchema, releaseFare, type CheckoutConfig } from './bookings'
import type { Tx } from '../commerce/idempotency'
import { releaseSeats, sellSeats } from './seats'
import { flightKeyOf } from './supplier/seat-layouts'
import { recordTrip, tripEventOf } from './trip-record'
import type { PaymentGateway } from '@contracts/payments/merchant'
import type { Enqueue } from '../jobs/queue'
import { initiateRefund, registerRefund } from '../commerce/refunds'

export interface TicketingDeps {
  gateway: PaymentGateway
  enqueue: Enqueue
  config: CheckoutConfig
  /** Sandbox: how long a 'slow' airline keeps a booking unconfirmed (default 20 s). */
  slowTicketingMs?: number
  /** Called with each ticketed booking (the confirmation e-mail, the promo's use confirmed). */
  onTicketed?: (tx: Tx, bookingId: string) => Promise<void>
  /** Called with each booking refunded whole (its promo's use given back). */
  onRefunded?: (tx: Tx, bookingId: string) => Promise<unknown>
}

export type JobResult = { done: true } | { retryInMs: number }

const digits = (seed: string, n: number) => {
  const hex = createHash('sha256').update(seed).digest('hex')
  return (BigInt(`0x${hex.slice(0, 15)}`) % 10n ** BigInt(n)).toString().padStart(n, '0')
}

const pnrOf = (seed: string) => {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  const hex = createHash('sha256').update(`pnr:${seed}`).digest()
  return Array.from(hex.subarray(0, 6), (b) => alphabet[b % alphabet.length]).join('')
}

/** Airline ticket stock numbers: a 3-digit airline prefix and 10 digits. */
const prefixes: Record<string, string> = {
  '6E': '312',
  AI: '098',
  SG: '775',
  UK: '228',
  IX: '530',
  QP: '841',
  EK: '176',
  FZ: '141',
}

export async function ticketBooking(
  db: Database,
  payload: { bookingId: string; sandboxOutcome?: string | null; paidAt?: string },
  deps: TicketingDeps,
  now: Date,
): Promise<JobResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(flightBookings)
      .where(eq(flightBookings.id, payload.bookingId))
      .for('update')
    if (!row || !['TICKETING', 'UNCONFIRMED'].includes(row.status)) return { done: true as const }
    const outcome = outcomeSchema.parse(row.outcome)
    const scenario = parseScenario(row.scenario || undefined)
    const fails = payload.sandboxOutcome === 'ticketing_failure' || scenario.ticketing === 'fail'
    const paidAt = Date.parse(payload.paidAt ?? row.updatedAt.toISOString())
    if (fails) return refundAll(tx, row.id, deps, now, 'ticketing_failed')
    if (scenario.ticketing === 'slow' && now.getTime() - paidAt < (deps.slowTicketingMs ?? 20_000)) {
      if (now.getTime() - paidAt >= deps.config.timers.unconfirmedBookingRetryMs)
        return refundAll(tx, row.id, deps, now, 'not_confirmed')
      const [waiting] = await tx
        .update(flightBookings)
        .set({
          status: 'UNCONFIRMED',
          outcome: { ...outcome, message: checkoutMessages.notConfirmedYet },
          updatedAt: now,
        })
        .where(eq(flightBookings.id, row.id))
        .returning()
      if (waiting && row.status !== 'UNCONFIRMED') await recordTrip(tx, waiting)
      return { retryInMs: 5000 }
    }
    const offer = offerSchema.parse(row.offer)
    const details = detailsSchema.parse(row.details)
    const tickets = offer.flights.flatMap((result) => {
      const journeys = [result, ...(result.return_journey ? [result.return_journey] : [])]
      return journeys.flatMap((journey) => {
        const pnr = pnrOf(`${row.id}:${journey.departureDateTime}:${journey.airlineCodes.join()}`)
        return journey.flights.map((leg) => {
          const key = flightKeyOf(leg)
          return {
            flight_key: key,
            pnr,
            ticket_numbers: details.travellers.map(
              (_, i) => `${prefixes[leg.airline_code] ?? '999'}-${digits(`${row.id}:${key}:${i}`, 10)}`,
            ),
          }
        })
      })
    })
    const [ticketed] = await tx
      .update(flightBookings)
      .set({
        status: 'TICKETED',
        outcome: { ...outcome, tickets, message: checkoutMessages.confirmed },
        updatedAt: now,
      })
      .where(eq(flightBookings.id, row.id))
      .returning()
    if (ticketed)
      await recordTrip(tx, ticketed, tripEventOf.ticketed([...new Set(tickets.map((t) => t.pnr))]))
    await sellSeats(tx, row.id)
    await deps.onTicketed?.(tx, row.id)
    return { done: true as const }
  })
}

/** A paid booking that cannot be ticketed: its seats go back and the whole payment is refunded. */
async function refundAll(
  tx: Tx,
  bookingId: string,
  deps: TicketingDeps,
  now: Date,
  reason: string,
): Promise<JobResult> {
  const [row] = await tx.select().from(flightBookings).where(eq(flightBookings.id, bookingId))
  if (!row) return { done: true }
  const outcome = outcomeSchema.parse(row.outcome)
  await releaseFare(tx, offerSchema.parse(row.offer), row.heldSeats)
  await releaseSeats(tx, bookingId)
  await deps.onRefunded?.(tx, bookingId)
  for (const paymentId of outcome.captured)
    await deps.enqueue(tx, {
      kind: 'checkout.refund',
      payload: { bookingId, paymentId, amount: row.total, reason },
      dedupeKey: `refund:${paymentId}`,
    })
  const [refunded] = await tx
    .update(flightBookings)
    .set({
      status: 'REFUNDED',
      heldSeats: 0,
      outcome: { ...outcome, message: checkoutMessages.paidButFailed(row.tripId) },
      updatedAt: now,
    })
    .where(eq(flightBookings.id, bookingId))
    .returning()
  if (refunded) await recordTrip(tx, refunded, tripEventOf.refunded(refunded))
  return { done: true }
}

/**
 * The refund of one captured payment (a booking that failed, or a payment made twice): a `refunds`
 * row once per payment (docs/decisions/0085), then asked of the gateway. Safe to repeat: the row is
 * found again by its cause and the gateway refund by the row's id.
 */
export async function refundPayment(
  db: Database,
  payload: { bookingId: string; paymentId: string; amount: number; reason?: string },
  deps: TicketingDeps,
  now: Date,
): Promise<JobResult> {
  const payment = await deps.gateway.getPayment(payload.paymentId)
  const amount = Math.min(payload.amount, payment.amount)
  const refund = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(flightBookings).where(eq(flightBookings.id, payload.bookingId))
    if (!row || amount <= 0) return undefined
    return registerRefund(
      tx,
      {
        tripId: row.tripId,
        causeKey: `payment:${payload.paymentId}`,
        cause: payload.reason === 'duplicate' ? 'duplicate_payment' : 'booking_failed',
        amount,
        destination: 'source',
        paymentId: payload.paymentId,
        breakup: { reason: payload.reason ?? 'booking_failed', payment_id: payload.paymentId, amount },
        now,
      },
      deps.enqueue,
    )
  })
  if (!refund) return { done: true }
  await initiateRefund(db, refund.id, deps.gateway, now, false)
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(flightBookings)
      .where(eq(flightBookings.id, payload.bookingId))
      .for('update')
    if (!row) return
    const outcome = outcomeSchema.parse(row.outcome)
    if (row.status !== 'REFUNDED') return
    await tx
      .update(flightBookings)
      .set({
        outcome: {
          ...outcome,
          refunded: true,
          payment: outcome.payment ? { ...outcome.payment, status: 'refunded' } : null,
        },
        updatedAt: now,
      })
      .where(eq(flightBookings.id, row.id))
  })
  return { done: true }
}
