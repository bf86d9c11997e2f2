/**
 * Cancelling a ticketed flight booking (001 §4 "Bookings cancellation"; docs/decisions/0084): what
 * is left to cancel, a refund quote for all of it (FULL) or chosen travellers and flights (PARTIAL),
 * and its confirmation. Confirming runs under the booking's row lock and a quote makes one
 * cancellation (cancellations.quote_id is unique), so two browsers confirming at once cancel once
 * and refund once. The airline cancels ticket by ticket: refusals are kept and flagged, and only
 * what was cancelled is refunded.
 */
import { and, eq, ne, sql } from 'drizzle-orm'
import { z } from 'zod'
import {
  cancellationMessages,
  quoteLineSchema,
  type CancelKind,
  type Cancellation,
  type Quote,
  type QuoteRequest,
  type RefundDestination,
} from '@contracts/bookings/cancellation'
import { offerSchema } from '@contracts/checkout/booking'
import type { ProductConfig } from '@config'
import type { Database, Tx } from '../db/client'
import { cancellations, flightBookings, refunds, trips } from '../db/schema'
import { ApiError, validationError } from '../http/errors'
import type { Enqueue } from '../jobs/queue'
import {
  bookingView,
  detailsSchema,
  mayRead,
  outcomeSchema,
  type BookingRow,
  type Caller,
  type CheckoutConfig,
} from './bookings'
import {
  alreadyCancelled,
  assertDestination,
  assertFresh,
  cancellationView as viewOf,
  insertQuote,
  quoteToConfirm,
  recordCancellation,
  refundDestinations,
  type CancellationRow,
  type ProductCancelOptions,
} from '../commerce/cancel-core'
import { returnCancelledSeats } from './fare-inventory'
import { registerRefund, tripEvent } from '../commerce/refunds'
import { assertAccess, tripNotFound, type TripNeed } from '../http/trip-access'
import {
  airlineCancels,
  cancelClock,
  priceAllLines,
  refusalOf,
  segmentsOf,
  travellersOf,
  type CancelScenario,
} from './supplier/cancellation'

export interface CancelDeps {
  config: CheckoutConfig & { cancellation: ProductConfig['cancellation'] }
  enqueue: Enqueue
}

/**
 * The booking of a Trip Id, if the caller may do what they `need` (docs/decisions/0180): read it
 * (its owner, its booking key's holder, a granted guest) or change it (the owner; for a guest's
 * trip, the key's holder or a change grant). 404 saying nothing, or 403 saying how to get the right.
 */
export async function loadTrip(
  db: Database | Tx,
  tripId: string,
  caller: Caller,
  need: TripNeed,
  lock = false,
) {
  const query = db.select().from(flightBookings).where(eq(flightBookings.tripId, tripId)).limit(1)
  const [row] = lock ? await query.for('update') : await query
  if (!row) throw tripNotFound()
  assertAccess(row, caller, mayRead(row, caller.bookingKey ? { bookingKey: caller.bookingKey } : {}), need)
  return row
}

const pairsSchema = z.array(z.object({ traveller: z.number().int(), flight_key: z.string() }))
type Pair = z.infer<typeof pairsSchema>[number]
const pairKey = (p: Pair) => `${p.traveller}|${p.flight_key}`

/** The travellers and flights of a trip cancelled so far (the bookings page marks them). */
export async function cancelledPairs(db: Database | Tx, tripId: string): Promise<Pair[]> {
  const done = await db
    .select({ results: cancellations.results })
    .from(cancellations)
    .where(eq(cancellations.tripId, tripId))
  return done.flatMap((c) =>
    c.results
      .filter((r) => r['status'] === 'cancelled')
      .map((r) => ({ traveller: Number(r['traveller']), flight_key: String(r['flight_key']) })),
  )
}

/** Travellers and flights of the booking not cancelled yet. */
async function remainingOf(db: Database | Tx, row: BookingRow): Promise<Pair[]> {
  const gone = new Set((await cancelledPairs(db, row.tripId)).map(pairKey))
  const details = detailsSchema.parse(row.details)
  const segments = segmentsOf(offerSchema.parse(row.offer))
  return travellersOf(details)
    .flatMap((t) => segments.map((s) => ({ traveller: t.index, flight_key: s.flight_key })))
    .filter((p) => !gone.has(pairKey(p)))
}

const destinationsFor = (db: Database | Tx, row: BookingRow, caller: Caller) =>
  refundDestinations(db, row.userId, caller)

function assertTicketed(row: BookingRow) {
  if (row.status !== 'TICKETED')
    throw new ApiError(409, 'NOT_TICKETED', cancellationMessages.notTicketed, `The booking is ${row.status}.`)
}

export async function cancelOptions(
  db: Database,
  row: BookingRow,
  caller: Caller,
  deps: CancelDeps,
  nowMs: number,
  scenario: CancelScenario,
): Promise<ProductCancelOptions> {
  const offer = offerSchema.parse(row.offer)
  const clock = cancelClock(offer, nowMs, scenario)
  return {
    trip_id: row.tripId,
    travellers: travellersOf(detailsSchema.parse(row.details)).map((t) => ({
      index: t.index,
      name: t.name,
      type: t.type,
    })),
    flights: segmentsOf(offer).map((s) => ({
      flight_key: s.flight_key,
      route: s.route,
      departs_at: s.departs_at,
      refused: refusalOf(s, clock, deps.config.cancellation.cutoffHours),
    })),
    remaining: row.status === 'TICKETED' ? await remainingOf(db, row) : [],
    destinations: await destinationsFor(db, row, caller),
  }
}

export async function createQuote(
  db: Database,
  tripId: string,
  caller: Caller,
  body: Required<Pick<QuoteRequest, 'kind'>> & QuoteRequest & { destination: RefundDestination },
  deps: CancelDeps,
  nowMs: number,
  scenario: CancelScenario,
  at: Date,
): Promise<Quote> {
  const row = await loadTrip(db, tripId, caller, 'read')
  assertTicketed(row)
  const offer = offerSchema.parse(row.offer)
  const details = detailsSchema.parse(row.details)
  const segments = segmentsOf(offer)
  const bad = [
    ...(body.travellers ?? [])
      .map((t, i) => ({ t, i }))
      .filter(({ t }) => t >= details.travellers.length)
      .map(({ i }) => ({ field: `travellers.${i}`, message: 'this booking has no such traveller' })),
    ...(body.flight_keys ?? [])
      .map((k, i) => ({ k, i }))
      .filter(({ k }) => !segments.some((s) => s.flight_key === k))
      .map(({ i }) => ({ field: `flight_keys.${i}`, message: 'this booking has no such flight' })),
  ]
  if (bad[0]) throw validationError(`${bad[0].field}: ${bad[0].message}`, bad)
  await assertDestination(db, row.userId, caller, body.destination)
  const remaining = await remainingOf(db, row)
  const chosen = remaining.filter(
    (p) =>
      (!body.travellers?.length || body.travellers.includes(p.traveller)) &&
      (!body.flight_keys?.length || body.flight_keys.includes(p.flight_key)),
  )
  if (!chosen.length) throw alreadyCancelled('Nothing chosen is left to cancel.')
  const clock = cancelClock(offer, nowMs, scenario)
  for (const seg of segments.filter((s) => chosen.some((p) => p.flight_key === s.flight_key))) {
    const refused = refusalOf(seg, clock, deps.config.cancellation.cutoffHours)
    if (refused)
      throw new ApiError(
        409,
        'CANCELLATION_REFUSED',
        refused,
        `Flight ${seg.flight_key} (${seg.route}) cannot be cancelled online.`,
      )
  }
  const keys = new Set(chosen.map(pairKey))
  const lines = priceAllLines(bookingView(row, deps.config), details, deps.config.cancellation, clock).filter(
    (l) => keys.has(pairKey(l)),
  )
  // 001 §4's auto-cancel type: what leaves nothing booked is FULL, whatever was asked.
  const kind: CancelKind = chosen.length === remaining.length ? 'FULL' : 'PARTIAL'
  const sum = (k: 'penalty' | 'fee' | 'refund') => lines.reduce((s, l) => s + l[k], 0)
  return insertQuote(
    db,
    {
      tripId,
      kind,
      selection: { pairs: chosen },
      lines,
      penalty: sum('penalty'),
      fee: sum('fee'),
      refund: sum('refund'),
      destination: body.destination,
    },
    deps.config.cancellation.quoteValidityMs,
    at,
  )
}

function flightMessage(c: CancellationRow): string {
  if (c.status === 'failed' || c.status === 'cancelling') return cancellationMessages.failed
  if (c.status === 'partial') return cancellationMessages.partial
  return c.refund > 0 ? cancellationMessages.done : cancellationMessages.doneNoRefund
}

const cancellationView = (db: Database | Tx, c: CancellationRow) => viewOf(db, c, flightMessage(c))

/** Confirms a quote, in the caller's transaction (the Idempotency-Key's). */
export async function confirmQuote(
  tx: Tx,
  tripId: string,
  quoteId: string,
  caller: Caller,
  deps: CancelDeps,
  scenario: CancelScenario,
  at: Date,
): Promise<Cancellation> {
  const row = await loadTrip(tx, tripId, caller, 'change', true)
  const found = await quoteToConfirm(tx, tripId, quoteId)
  if ('done' in found) return cancellationView(tx, found.done)
  const { quote } = found
  assertTicketed(row)
  assertFresh(quote, at, scenario.quoteAgeMs ?? 0)
  const pairs = pairsSchema.parse(quote.selection['pairs'] ?? [])
  const remaining = await remainingOf(tx, row)
  const left = new Set(remaining.map(pairKey))
  if (!pairs.every((p) => left.has(pairKey(p))))
    throw alreadyCancelled('Read the booking; ask for a new quote for what is left.')
  const lines = quoteLineSchema.array().parse(quote.lines)
  const results = lines.map((l) => {
    const refused = airlineCancels(l.traveller, scenario)
    return {
      traveller: l.traveller,
      flight_key: l.flight_key,
      status: refused ? ('failed' as const) : ('cancelled' as const),
      reason: refused,
      refund: refused ? 0 : l.refund,
    }
  })
  const cancelled = results.filter((r) => r.status === 'cancelled')
  const refund = cancelled.reduce((s, r) => s + r.refund, 0)
  const status = cancelled.length === results.length ? 'done' : cancelled.length ? 'partial' : 'failed'
  const created = await recordCancellation(
    tx,
    {
      tripId,
      quoteId: quote.id,
      kind: quote.kind,
      status,
      results,
      refund,
      reason: results.find((r) => r.reason)?.reason ?? null,
    },
    at,
  )
  const id = created.id
  const nothingLeft = left.size === cancelled.length
  // The airline resells what was cancelled: the seats go back to the fare (docs/decisions/0190).
  if (cancelled.length) {
    const details = detailsSchema.parse(row.details)
    await returnCancelledSeats(
      tx,
      row.id,
      offerSchema.parse(row.offer),
      details.travellers,
      details.seats,
      remaining,
      cancelled,
    )
  }
  if (cancelled.length)
    await tx
      .update(trips)
      .set({ status: nothingLeft ? 'cancelled' : 'partially_cancelled', updatedAt: at })
      .where(eq(trips.tripId, tripId))
  const names = new Map(lines.map((l) => [pairKey(l), `${l.name} on ${l.route}`]))
  const said = (list: typeof results) => list.map((r) => names.get(pairKey(r))).join(', ')
  if (cancelled.length)
    await tripEvent(
      tx,
      tripId,
      'cancelled',
      `Cancelled: ${said(cancelled)}.`,
      { cancellation_id: id, kind: quote.kind },
      at,
    )
  const failed = results.filter((r) => r.status === 'failed')
  if (failed.length)
    await tripEvent(
      tx,
      tripId,
      'cancellation_failed',
      `The airline could not cancel: ${said(failed)}. These tickets are kept.`,
      { cancellation_id: id },
      at,
    )
  if (refund > 0) {
    const outcome = outcomeSchema.parse(row.outcome)
    const kept = new Set(cancelled.map(pairKey))
    const breakup = {
      // 001 §4: a PARTIAL cancellation's refund is the "cancel-modify" variant of the flow.
      variant: quote.kind === 'PARTIAL' ? 'cancel-modify' : 'cancel',
      penalty: lines.filter((l) => kept.has(pairKey(l))).reduce((s, l) => s + l.penalty, 0),
      fee: lines.filter((l) => kept.has(pairKey(l))).reduce((s, l) => s + l.fee, 0),
      lines: lines.filter((l) => kept.has(pairKey(l))),
    }
    // What the wallet paid cannot go back to a card it never came from (decision 0091): to the
    // original payment goes at most what the gateway captured and was not refunded yet; the rest
    // goes back to the wallet it came from.
    const split = await refundSplit(tx, row, quote.destination, refund)
    const parts = [
      { destination: quote.destination, amount: split.chosen, causeKey: `cancellation:${id}` },
      { destination: 'wallet' as const, amount: split.toWallet, causeKey: `cancellation:${id}:wallet-paid` },
    ]
    for (const part of parts.filter((p) => p.amount > 0))
      await registerRefund(
        tx,
        {
          tripId,
          causeKey: part.causeKey,
          cause: 'cancellation',
          cancellationId: id,
          amount: part.amount,
          destination: part.destination,
          paymentId: outcome.captured[0] ?? null,
          userId: row.userId,
          breakup: split.toWallet > 0 ? { ...breakup, part_of: refund } : breakup,
          now: at,
          initiateAt: scenario.refundAfterMs ? new Date(at.getTime() + scenario.refundAfterMs) : undefined,
        },
        deps.enqueue,
      )
  }
  return cancellationView(tx, created)
}

/**
 * How a cancellation's refund to `destination` is paid back: to the original payment at most what
 * the gateway captured and has not refunded for earlier cancellations (a booking partly or wholly
 * paid from the wallet); the rest back to the wallet. A refund to the wallet goes there whole.
 */
async function refundSplit(
  tx: Tx,
  row: BookingRow,
  destination: 'source' | 'wallet',
  refund: number,
): Promise<{ chosen: number; toWallet: number }> {
  const walletPaid = detailsSchema.parse(row.details).wallet?.amount ?? 0
  if (destination === 'wallet' || walletPaid === 0) return { chosen: refund, toWallet: 0 }
  const captured = outcomeSchema.parse(row.outcome).captured.length ? row.total : 0
  const [back] = await tx
    .select({ sum: sql<string>`coalesce(sum(${refunds.amount}), 0)` })
    .from(refunds)
    .where(
      and(
        eq(refunds.tripId, row.tripId),
        eq(refunds.cause, 'cancellation'),
        eq(refunds.destination, 'source'),
        ne(refunds.status, 'failed'),
      ),
    )
  const cashLeft = Math.max(0, captured - Number(back?.sum ?? 0))
  const chosen = Math.min(refund, cashLeft)
  return { chosen, toWallet: refund - chosen }
}
