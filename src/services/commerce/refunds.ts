/**
 * Refunds, tracked (001 §4 "Refund flow"; docs/decisions/0085): one `refunds` row per cause
 * (cause_key unique), requested → initiated → processed, or failed. To the wallet: posted to the
 * ledger (postWalletMovement, keyed by the refund id) and processed at once. To the original payment:
 * the gateway is asked after the transaction (job 'checkout.refund-initiate'), answers `pending`, and
 * later reports by signed webhook; every report is read again from the gateway and applied under
 * the refund's row lock, and a state once final never moves, so repeated, concurrent and
 * out-of-order events end in the gateway's state with the money counted once.
 */
import { randomUUID } from 'node:crypto'
import { asc, eq, or, sql } from 'drizzle-orm'
import type { Refund } from '@contracts/bookings/cancellation'
import { formatPaise } from '@contracts/money'
import type { GatewayRefund, PaymentGateway } from '@contracts/payments/merchant'
import type { Database, Tx } from '../db/client'
import { refunds, tripEvents, trips } from '../db/schema'
import { ApiError } from '../http/errors'
import type { Enqueue } from '../jobs/queue'
import { postWalletMovement } from '../wallet/ledger'

export type RefundRow = typeof refunds.$inferSelect

const iso = (d: Date | null) => (d ? d.toISOString() : null)

export function refundView(r: RefundRow): Refund {
  return {
    id: r.id,
    trip_id: r.tripId,
    cause: r.cause,
    amount: r.amount,
    destination: r.destination,
    status: r.status,
    bank_reference: r.bankReference,
    failure_reason: r.failureReason,
    requested_at: r.requestedAt.toISOString(),
    initiated_at: iso(r.initiatedAt),
    processed_at: iso(r.processedAt),
    failed_at: iso(r.failedAt),
  }
}

export async function refundsOfTrip(db: Database | Tx, tripId: string): Promise<RefundRow[]> {
  return db.select().from(refunds).where(eq(refunds.tripId, tripId)).orderBy(asc(refunds.requestedAt))
}

/**
 * The refund of a paid booking that failed (the airline's ticketing, a sold-out late payment), as the
 * booking's `refund` shows it: the newest such refund of the trip; until its job registers it, the
 * charged `total` back to the original payment, requested (the job refunds every captured payment).
 */
export async function failedBookingRefund(
  db: Database | Tx,
  row: { tripId: string; status: string },
  total: number,
): Promise<{ amount: number; destination: 'source' | 'wallet'; status: RefundRow['status'] } | null> {
  if (row.status !== 'REFUNDED') return null
  const failed = (await refundsOfTrip(db, row.tripId)).filter((r) => r.cause === 'booking_failed').at(-1)
  if (!failed) return total > 0 ? { amount: total, destination: 'source', status: 'requested' } : null
  return { amount: failed.amount, destination: failed.destination, status: failed.status }
}

/** A line of the trip's history (trip_events), in the caller's transaction. */
export async function tripEvent(
  tx: Tx,
  tripId: string,
  kind: string,
  text: string,
  data: Record<string, unknown>,
  at: Date,
): Promise<void> {
  await tx.insert(tripEvents).values({ tripId, kind, text, data, at })
}

const whereTo = (d: RefundRow['destination']) =>
  d === 'wallet' ? 'your wallet' : 'your original payment method'

export interface RefundRequest {
  tripId: string
  causeKey: string
  cause: RefundRow['cause']
  cancellationId?: string | null
  amount: number
  destination: RefundRow['destination']
  /** Source: the captured gateway payment to refund. */
  paymentId?: string | null
  /** Wallet: whose wallet. */
  userId?: number | null
  breakup: Record<string, unknown>
  now: Date
  /** When the gateway is asked (the sandbox's `refundAfterMs`); at once when absent. */
  initiateAt?: Date | undefined
}

/**
 * Registers a refund once per cause (a repeat answers the first row). A wallet refund is posted
 * and processed here; a refund to source is initiated by a job after this transaction commits.
 */
export async function registerRefund(tx: Tx, r: RefundRequest, enqueue: Enqueue): Promise<RefundRow> {
  const id = `rf_${randomUUID().replaceAll('-', '')}`
  const [created] = await tx
    .insert(refunds)
    .values({
      id,
      tripId: r.tripId,
      causeKey: r.causeKey,
      cause: r.cause,
      cancellationId: r.cancellationId ?? null,
      amount: r.amount,
      destination: r.destination,
      status: 'requested',
      paymentId: r.paymentId ?? null,
      breakup: r.breakup,
      requestedAt: r.now,
    })
    .onConflictDoNothing({ target: refunds.causeKey })
    .returning()
  if (!created) {
    const [first] = await tx.select().from(refunds).where(eq(refunds.causeKey, r.causeKey))
    if (!first) throw new Error(`refund ${r.causeKey} vanished`)
    return first
  }
  await tripEvent(
    tx,
    r.tripId,
    'refund_requested',
    `Refund of ${formatPaise(r.amount)} requested to ${whereTo(r.destination)}.`,
    { refund_id: id, amount: r.amount, destination: r.destination, cause: r.cause },
    r.now,
  )
  if (r.destination === 'wallet') {
    if (r.userId === null || r.userId === undefined) throw new Error('a wallet refund needs a user')
    const posted = await postWalletMovement(tx, {
      userId: r.userId,
      idempotencyKey: `refund:${id}`,
      reason: 'refund',
      amount: r.amount,
      reference: r.tripId,
      description: `Refund for Trip Id ${r.tripId}`,
      at: r.now,
    })
    if (!posted.ok)
      throw new ApiError(
        409,
        'NO_WALLET',
        'Refunds to the wallet are for signed-in travellers with a wallet. Choose the original payment.',
        `The wallet refused the credit (${posted.reason}).`,
      )
    return moveRefund(tx, created, { status: 'processed', at: r.now })
  }
  await enqueue(tx, {
    kind: 'checkout.refund-initiate',
    payload: { refundId: id },
    ...(r.initiateAt ? { runAt: r.initiateAt } : {}),
    dedupeKey: `refund-initiate:${id}`,
  })
  return created
}

interface Move {
  status: 'initiated' | 'processed' | 'failed'
  at: Date
  gatewayRefundId?: string | null
  bankReference?: string | null
  reason?: string | null
}

const rank: Record<RefundRow['status'], number> = { requested: 0, initiated: 1, processed: 2, failed: 2 }

/** Moves a locked refund row forward (never back, never out of a final state). */
async function moveRefund(tx: Tx, row: RefundRow, m: Move): Promise<RefundRow> {
  if (rank[m.status] <= rank[row.status]) {
    if (m.gatewayRefundId && !row.gatewayRefundId) {
      const [kept] = await tx
        .update(refunds)
        .set({ gatewayRefundId: m.gatewayRefundId })
        .where(eq(refunds.id, row.id))
        .returning()
      return kept ?? row
    }
    return row
  }
  const [moved] = await tx
    .update(refunds)
    .set({
      status: m.status,
      gatewayRefundId: m.gatewayRefundId ?? row.gatewayRefundId,
      initiatedAt: row.initiatedAt ?? m.at,
      ...(m.status === 'processed' ? { processedAt: m.at, bankReference: m.bankReference ?? null } : {}),
      ...(m.status === 'failed'
        ? { failedAt: m.at, failureReason: m.reason ?? 'The bank refused the refund.' }
        : {}),
    })
    .where(eq(refunds.id, row.id))
    .returning()
  if (!moved) throw new Error('refund update returned no row')
  if (m.status === 'processed') {
    await tx
      .update(trips)
      .set({
        refunded: sql`least(${trips.total}, ${trips.refunded} + ${row.amount})`,
        ...(row.cause === 'booking_failed' ? { status: 'refunded' as const } : {}),
        updatedAt: m.at,
      })
      .where(eq(trips.tripId, row.tripId))
    await tripEvent(
      tx,
      row.tripId,
      'refund_processed',
      `Refund of ${formatPaise(row.amount)} processed to ${whereTo(row.destination)}.${moved.bankReference ? ` Bank reference ${moved.bankReference}.` : ''}`,
      { refund_id: row.id, amount: row.amount, bank_reference: moved.bankReference },
      m.at,
    )
  }
  if (m.status === 'failed')
    await tripEvent(
      tx,
      row.tripId,
      'refund_failed',
      `Refund of ${formatPaise(row.amount)} to ${whereTo(row.destination)} failed: ${moved.failureReason}`,
      { refund_id: row.id, amount: row.amount },
      m.at,
    )
  return moved
}

/** Applies the gateway's state of a refund (its answer, or a webhook read again) under the row lock. */
export async function applyGatewayRefund(
  tx: Tx,
  g: GatewayRefund,
  now: Date,
): Promise<{ before: RefundRow; after: RefundRow } | undefined> {
  const [row] = await tx
    .select()
    .from(refunds)
    .where(or(eq(refunds.gatewayRefundId, g.id), eq(refunds.id, g.receipt ?? '')))
    .for('update')
  if (!row) return undefined
  const status = g.status === 'pending' ? 'initiated' : g.status
  const after = await moveRefund(tx, row, {
    status,
    at: now,
    gatewayRefundId: g.id,
    bankReference: g.arn ?? null,
    reason: g.failure_reason ?? null,
  })
  return { before: row, after }
}

/**
 * Asks the gateway to refund (outside any transaction; the gateway is another service, idempotent
 * by the refund id), then records its answer. On the job's last attempt a refusal fails the refund.
 */
export async function initiateRefund(
  db: Database,
  refundId: string,
  gateway: PaymentGateway,
  now: Date,
  lastAttempt: boolean,
): Promise<void> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, refundId))
  if (!row || row.status !== 'requested') return
  if (!row.paymentId) {
    await db.transaction(async (tx) => {
      const [locked] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for('update')
      if (locked) await moveRefund(tx, locked, { status: 'failed', at: now, reason: 'No payment to refund.' })
    })
    return
  }
  let answer: GatewayRefund
  try {
    answer = await gateway.refund(row.paymentId, row.amount, row.id)
  } catch (error) {
    if (lastAttempt)
      await db.transaction(async (tx) => {
        const [locked] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for('update')
        if (locked)
          await moveRefund(tx, locked, {
            status: 'failed',
            at: now,
            reason: 'The payment gateway did not accept the refund. Customer care will contact you.',
          })
      })
    throw error
  }
  await db.transaction((tx) => applyGatewayRefund(tx, { ...answer, receipt: row.id }, now))
}
