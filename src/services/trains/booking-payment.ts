/**
 * Paying for a train booking and what follows (docs/decisions/0136): the gateway order for the
 * booking's total, what each payment outcome (read from the gateway, never from the browser) does,
 * the railway's booking (the `trains.confirm` job allocating through the inventory in one
 * transaction: a PNR with CNF/RAC/WL places, or REGRET / choice not met and a full refund), the
 * 30-minute give-up, the chart, the sandbox's later cancellations by others, and refunds. Every
 * change runs under the booking's row lock and acts once per payment id; the jobs live in the
 * database, so a restart picks them up where they were.
 */
import { and, eq, exists, inArray, lte } from 'drizzle-orm'
import { trainBookingMessages } from '@contracts/trains/booking'
import { type BerthChoice, type Quota, type TrainClass } from '@contracts/trains/codes'
import { needsBerth } from '@contracts/trains/passengers'
import type { GatewayPayment, PaymentGateway } from '@contracts/payments/merchant'
import type { Database, Tx } from '../db/client'
import { bookingTenders, railBookings } from '../db/schema'
import { RetryLater, type Enqueue, type JobHandlers } from '../jobs/queue'
import {
  createBookingOrder,
  orderRecorded,
  payloadText,
  refundJobHandler,
  refundJobOf,
} from '../commerce/product-payment'
import { commitTenders, releaseTenders, type TenderProviders } from '../commerce/tenders'
import type { TrainCatalogue } from './catalogue-port'
import {
  OPEN,
  detailsSchema,
  newPnr,
  outcomeSchema,
  saveBooking,
  storedFareSchema,
  type TrainBookingRow,
} from './booking-store'
import { parseTrainBookingScenario } from './booking-scenario'

export interface TrainPaymentDeps {
  gateway: PaymentGateway
  enqueue: Enqueue
  catalogue: TrainCatalogue
  /** trains.confirmationGiveUpMs: a paid booking not booked by then is refunded (000 §8). */
  giveUpMs: number
  /** trains.chartBeforeDepartureMs. */
  chartBeforeMs: number
  /**
   * The sandbox: how long after booking others' cancellations move a waitlist (wl=confirm). With
   * wl=not-confirmed none ever does, and the chart cancels and refunds the waitlisted ticket.
   */
  wlMoveAfterMs?: number
  /** How long the railway takes to decide a TDR (sandbox). */
  tdrDecisionMs?: number
  /** The tenders' owners (wallet, points, vouchers): final when paid, given back when not booked. */
  tenders?: TenderProviders
}

/** Every tender of a train booking that did not go through goes back, once (docs/decisions/0220). */
async function releaseTrainTenders(
  tx: Tx,
  deps: TrainPaymentDeps,
  bookingId: string,
  why: string,
  now: Date,
) {
  if (deps.tenders) await releaseTenders(tx, deps.tenders, 'trains', bookingId, why, now)
}

/**
 * A train booking's timer bounds the payment only (nothing is held, so no sweep ends it): the
 * tenders of bookings whose timer ran out unpaid are given back here, by the services' beat and the
 * sandbox's booking_ends. Each booking under its row lock; a repeat finds nothing held.
 */
export async function releaseEndedTrainTenders(
  db: Database,
  deps: Pick<TrainPaymentDeps, 'tenders'>,
  now: Date,
): Promise<number> {
  const tenders = deps.tenders
  if (!tenders) return 0
  const due = await db
    .select({ id: railBookings.id })
    .from(railBookings)
    .where(
      and(
        inArray(railBookings.status, OPEN),
        lte(railBookings.expiresAt, now),
        exists(
          db
            .select({ id: bookingTenders.id })
            .from(bookingTenders)
            .where(
              and(
                eq(bookingTenders.product, 'trains'),
                eq(bookingTenders.bookingId, railBookings.id),
                eq(bookingTenders.status, 'held'),
              ),
            ),
        ),
      ),
    )
  let given = 0
  for (const { id } of due)
    given += await db.transaction(async (tx) => {
      const [row] = await tx.select().from(railBookings).where(eq(railBookings.id, id)).for('update')
      if (!row || !OPEN.includes(row.status as (typeof OPEN)[number]) || row.expiresAt > now) return 0
      return releaseTenders(tx, tenders, 'trains', id, 'The checkout ended unpaid', now)
    })
  return given
}

/**
 * The gateway order for the booking's total when it has a return address and no order yet. Made
 * outside any transaction (its order is idempotent by booking and attempt), saved under the lock.
 */
export async function ensureOrder(db: Database, bookingId: string, deps: TrainPaymentDeps, now: Date) {
  const [row] = await db.select().from(railBookings).where(eq(railBookings.id, bookingId))
  if (!row || !OPEN.includes(row.status as (typeof OPEN)[number]) || row.expiresAt <= now) return row
  const details = detailsSchema.parse(row.details)
  const outcome = outcomeSchema.parse(row.outcome)
  // Tenders cover it all: no gateway order (POST /bookings/{id}/tenders/pay pays it).
  if (!details.returnUrl || row.total === 0 || (row.orderId && outcome.order_total === row.total)) return row
  const attempt = outcome.attempts + 1
  const order = await createBookingOrder(deps.gateway, row, 'trains', attempt, details.returnUrl)
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(railBookings).where(eq(railBookings.id, bookingId)).for('update')
    if (!locked) return undefined
    const current = outcomeSchema.parse(locked.outcome)
    if (locked.orderId === order.id || current.attempts + 1 !== attempt || locked.total !== row.total)
      return locked
    return saveBooking(tx, locked, orderRecorded(current, order, attempt), now)
  })
}

const refundJob = (row: TrainBookingRow, payment: { id: string; amount: number }, reason: string) =>
  refundJobOf('trains', { bookingId: row.id, paymentId: payment.id, amount: payment.amount, reason })

/** What a payment's status does to its booking. Runs under the booking's row lock; safe to repeat. */
export async function applyTrainPayment(
  tx: Tx,
  row: TrainBookingRow,
  payment: GatewayPayment,
  deps: TrainPaymentDeps,
  now: Date,
): Promise<TrainBookingRow> {
  const outcome = outcomeSchema.parse(row.outcome)
  if (!outcome.orders.includes(payment.order_id)) return row
  if (payment.status === 'captured') {
    if (outcome.captured.includes(payment.id)) return row
    const captured = [...outcome.captured, payment.id]
    const open = OPEN.includes(row.status as (typeof OPEN)[number])
    if (row.status === 'EXPIRED' || (open && row.expiresAt <= now)) {
      // Paid after the 5-minute timer: not booked; the whole payment (and every tender) goes back.
      await releaseTrainTenders(tx, deps, row.id, 'The booking did not go through', now)
      const failed = await saveBooking(
        tx,
        row,
        {
          status: 'BOOKING_FAILED',
          outcome: {
            ...outcome,
            captured,
            message: trainBookingMessages.expiredRefunded,
            refunds: [
              ...outcome.refunds,
              { amount: payment.amount, to: 'card', status: 'INITIATED', reason: 'expired' },
            ],
          },
        },
        now,
        { kind: 'train_paid_late', text: trainBookingMessages.expiredRefunded },
      )
      await deps.enqueue(tx, refundJob(failed, payment, 'expired'))
      return failed
    }
    if (!open || payment.amount !== row.total) {
      // Paid twice, or an order of another total: this payment goes back at once.
      await deps.enqueue(tx, refundJob(row, payment, 'duplicate'))
      return saveBooking(tx, row, { outcome: { ...outcome, captured } }, now)
    }
    return markTrainPaid(tx, row, { ...outcome, captured }, deps, now)
  }
  if (payment.status === 'failed' && row.status === 'PENDING')
    return saveBooking(tx, row, { status: 'PAYMENT_FAILED' }, now)
  return row
}

/**
 * A booking paid (by the gateway, or by its tenders alone): PAID, its tenders final, the railway
 * asked to book it after the scenario's latency.
 */
export async function markTrainPaid(
  tx: Tx,
  row: TrainBookingRow,
  outcome: ReturnType<typeof outcomeSchema.parse>,
  deps: TrainPaymentDeps,
  now: Date,
): Promise<TrainBookingRow> {
  const scenario = parseTrainBookingScenario(row.scenario)
  await deps.enqueue(tx, {
    kind: 'trains.confirm',
    payload: { bookingId: row.id },
    dedupeKey: `train-confirm:${row.id}`,
    runAt: new Date(Date.now() + scenario.bookLatencyMs),
    maxAttempts: 1000,
  })
  if (deps.tenders) await commitTenders(tx, deps.tenders, 'trains', row.id, now)
  return saveBooking(
    tx,
    row,
    { status: 'PAID', outcome: { ...outcome, paid_at: now.toISOString(), message: null } },
    now,
    { kind: 'train_paid', text: 'Payment received; booking the ticket with the railway.' },
  )
}

/** A paid booking the railway did not book: every captured payment refunded, with the reason's words. */
async function failPaid(
  tx: Tx,
  row: TrainBookingRow,
  deps: TrainPaymentDeps,
  now: Date,
  reason: string,
  message: string,
) {
  const outcome = outcomeSchema.parse(row.outcome)
  await releaseTrainTenders(tx, deps, row.id, 'The booking did not go through', now)
  const failed = await saveBooking(
    tx,
    row,
    {
      status: 'BOOKING_FAILED',
      outcome: {
        ...outcome,
        message,
        refunds: [...outcome.refunds, { amount: row.total, to: 'card', status: 'INITIATED', reason }],
      },
    },
    now,
    { kind: `train_failed_${reason}`, text: message },
  )
  for (const paymentId of outcome.captured)
    await deps.enqueue(tx, refundJob(failed, { id: paymentId, amount: row.total }, reason))
  return failed
}

/** The railway books a paid booking: places allotted in this transaction, a PNR, the e-mail and chart jobs. */
export async function bookWithRailway(
  db: Database,
  bookingId: string,
  deps: TrainPaymentDeps,
  now: Date,
): Promise<{ retryInMs: number } | { done: true }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(railBookings).where(eq(railBookings.id, bookingId)).for('update')
    if (!row || row.status !== 'PAID') return { done: true as const }
    const outcome = outcomeSchema.parse(row.outcome)
    const paidAt = Date.parse(outcome.paid_at ?? row.updatedAt.toISOString())
    const scenario = parseTrainBookingScenario(row.scenario)
    if (scenario.book === 'fail-after-payment') {
      await failPaid(tx, row, deps, now, 'booking_failed', trainBookingMessages.paidButFailed)
      return { done: true as const }
    }
    if (scenario.down) {
      if (now.getTime() - paidAt >= deps.giveUpMs) {
        await failPaid(tx, row, deps, now, 'not_confirmed', trainBookingMessages.notConfirmedRefunded)
        return { done: true as const }
      }
      return { retryInMs: Math.min(60_000, deps.giveUpMs) }
    }
    const details = detailsSchema.parse(row.details)
    // Sandbox wl=…: the train is full when the railway books, so this ticket is waitlisted.
    if (scenario.wl)
      await deps.catalogue.fillQuota(
        tx,
        { trainNo: row.trainNo, runDate: row.runDate },
        row.travelClass as TrainClass,
        row.quota as Quota,
      )
    const allocation = await deps.catalogue.allocate(tx, {
      trainNo: row.trainNo,
      runDate: row.runDate,
      travelClass: row.travelClass as TrainClass,
      quota: row.quota as Quota,
      bookingId: row.id,
      passengers: details.passengers.map((p, i) => ({
        serial: i + 1,
        ...(p.berth_preference ? { berthPreference: p.berth_preference } : {}),
        needsBerth: needsBerth(p),
      })),
      choice: details.berthChoice as BerthChoice,
    })
    if (!allocation.ok) {
      const message =
        allocation.reason === 'REGRET' ? trainBookingMessages.regret : trainBookingMessages.choiceNotMet
      await failPaid(tx, row, deps, now, allocation.reason.toLowerCase(), message)
      return { done: true as const }
    }
    const pnr = await uniquePnr(tx)
    const booked = await saveBooking(
      tx,
      row,
      { status: 'BOOKED', pnr, outcome: { ...outcome, places: allocation.places, message: null } },
      now,
      {
        kind: 'train_booked',
        text: `Ticket booked, PNR ${pnr}: ${allocation.places.map((p) => p.bookingStatus).join(', ')}.`,
        data: { pnr },
      },
    )
    await onBooked(tx, booked, deps, now)
    return { done: true as const }
  })
}

async function uniquePnr(tx: Tx): Promise<string> {
  for (;;) {
    const pnr = newPnr()
    const [taken] = await tx
      .select({ id: railBookings.id })
      .from(railBookings)
      .where(eq(railBookings.pnr, pnr))
    if (!taken) return pnr
  }
}

/** After booking: the e-mail with the e-ticket, the chart, and the sandbox's later cancellations by others. */
async function onBooked(tx: Tx, row: TrainBookingRow, deps: TrainPaymentDeps, now: Date) {
  await deps.enqueue(tx, {
    kind: 'trains.confirmation_email',
    payload: { bookingId: row.id },
    dedupeKey: `train-email:${row.id}`,
  })
  const { journey } = storedFareSchema.parse(row.fare)
  const train = deps.catalogue.trainOf(row.trainNo)
  const scenario = parseTrainBookingScenario(row.scenario)
  // The railway's clock the booking was made on (a sandbox client's offset travels with it).
  const railNow = now.getTime() + scenario.clockOffsetMs
  const originDeparts = train
    ? Date.parse(`${journey.runDate}T00:00:00+05:30`) + (train.stops[0]?.depart ?? 0) * 60_000
    : railNow
  // The queue runs on the database's clock: the chart is due this long from now on the railway's.
  const chartInMs = Math.max(0, originDeparts - deps.chartBeforeMs - railNow)
  await deps.enqueue(tx, {
    kind: 'trains.chart',
    payload: { trainNo: row.trainNo, runDate: row.runDate },
    dedupeKey: `train-chart:${row.trainNo}:${row.runDate}`,
    runAt: new Date(Date.now() + chartInMs),
    maxAttempts: 50,
  })
  if (scenario.wl === 'confirm')
    await deps.enqueue(tx, {
      kind: 'trains.others_cancel',
      payload: { bookingId: row.id },
      dedupeKey: `train-others-cancel:${row.id}`,
      runAt: new Date(Date.now() + (deps.wlMoveAfterMs ?? 10_000)),
    })
}

/** The Trip Id a refund of this booking's payment is registered on. */
const trainTripIdOf = async (tx: Tx, bookingId: string) =>
  (
    await tx.select({ tripId: railBookings.tripId }).from(railBookings).where(eq(railBookings.id, bookingId))
  )[0]?.tripId

/**
 * The chart of a run: the quotas flagged charted, and every booking still fully waitlisted
 * cancelled and refunded in full (the railway's rule: a WL e-ticket does not travel).
 */
export async function prepareChartOf(
  db: Database,
  run: { trainNo: string; runDate: string },
  deps: TrainPaymentDeps,
  now: Date,
) {
  await db.transaction(async (tx) => {
    const { fullyWaitlisted } = await deps.catalogue.prepareChart(tx, run)
    for (const bookingId of fullyWaitlisted) {
      const [row] = await tx.select().from(railBookings).where(eq(railBookings.id, bookingId)).for('update')
      if (!row || row.status !== 'BOOKED') continue
      const outcome = outcomeSchema.parse(row.outcome)
      const details = detailsSchema.parse(row.details)
      const serials = details.passengers.map((_, i) => i + 1).filter((s) => !outcome.cancelled.includes(s))
      await deps.catalogue.cancelPassengers(tx, row.id, serials)
      // A waitlisted ticket that does not travel is refunded whole: its tenders go back too.
      await releaseTrainTenders(tx, deps, row.id, 'The waitlisted ticket was cancelled at the chart', now)
      const cancelled = await saveBooking(
        tx,
        row,
        {
          status: 'CANCELLED',
          outcome: {
            ...outcome,
            cancelled: [...outcome.cancelled, ...serials],
            message: trainBookingMessages.chartWlCancelled,
            refunds: [
              ...outcome.refunds,
              { amount: row.total, to: 'card', status: 'INITIATED', reason: 'chart_waitlisted' },
            ],
          },
        },
        now,
        { kind: 'train_chart_wl_cancelled', text: trainBookingMessages.chartWlCancelled },
      )
      for (const paymentId of outcome.captured)
        await deps.enqueue(tx, refundJob(cancelled, { id: paymentId, amount: row.total }, 'chart_waitlisted'))
    }
  })
}

/** The train booking's jobs, spread into upstreamJobs by src/services/app.ts. */
export function trainBookingJobs(db: Database, deps: TrainPaymentDeps): JobHandlers {
  // The railway's clock, the one the bookings' times were written on (not the worker's).
  const railNow = () => new Date(deps.catalogue.now())
  return {
    'trains.confirm': async (payload) => {
      const result = await bookWithRailway(db, payloadText(payload, 'bookingId'), deps, railNow())
      if ('retryInMs' in result) throw new RetryLater(result.retryInMs, 'the railway has not booked yet')
    },
    'trains.refund': refundJobHandler(db, deps, trainTripIdOf, railNow),
    'trains.chart': async (payload) => {
      await prepareChartOf(
        db,
        { trainNo: payloadText(payload, 'trainNo'), runDate: payloadText(payload, 'runDate') },
        deps,
        railNow(),
      )
    },
    'trains.others_cancel': async (payload) => {
      // Sandbox wl=confirm: enough other travellers cancel for this booking's waitlist to clear.
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(railBookings)
          .where(eq(railBookings.id, payloadText(payload, 'bookingId')))
        if (!row || row.status !== 'BOOKED') return
        // WL moves to RAC, then RAC to a berth: a few rounds of others cancelling as many as are ahead.
        for (let round = 0; round < 6; round++) {
          const places = await deps.catalogue.currentPlaces(tx, row.id)
          const behind = Math.max(0, ...places.map((p) => (p.status === 'CNF' ? 0 : (p.number ?? 1))))
          if (behind === 0) return
          const moves = await deps.catalogue.simulateOthersCancel(
            tx,
            { trainNo: row.trainNo, runDate: row.runDate },
            row.travelClass as TrainClass,
            row.quota as Quota,
            behind + places.length,
          )
          if (!moves.length) return
        }
      })
    },
  }
}
