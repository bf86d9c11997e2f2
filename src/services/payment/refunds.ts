/**
 * The sandbox gateway's refunds, as Indian gateways run them: asked for → `pending` at once (the
 * amount is held against the payment), then the bank processes it after PAYMENT_REFUND_SETTLE_MS
 * (a job) with an ARN, or refuses it (the amount is released), and the merchant hears of each step
 * by signed webhook (refund.created, refund.processed / refund.failed). A refund's state is its
 * events': the final event is recorded once, under the payment's row lock. docs/decisions/0085.
 */
import { createHash } from 'node:crypto'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { GatewayRefundView } from '@contracts/payments/schemas'
import type { Database, Tx } from '../db/client'
import { payloadField, type JobHandlers } from '../jobs/queue'
import { paymentEvents, paymentOrders, paymentRefunds, payments } from '../db/schema'
import { recordEvent } from './events'

type RefundRow = typeof paymentRefunds.$inferSelect

/** The bank's acquirer reference number: 23 digits, the same for a refund every time. */
export function arnOf(refundId: string): string {
  const hex = createHash('sha256').update(`arn:${refundId}`).digest('hex')
  return (BigInt(`0x${hex.slice(0, 24)}`) % 10n ** 23n).toString().padStart(23, '0')
}

const FAILED_REASON = 'The bank could not credit the refund to the account. It was returned to the merchant.'

/** The refund's final event, if the bank has decided. */
async function decisionOf(tx: Pick<Tx, 'select'>, refund: RefundRow) {
  const [event] = await tx
    .select({ type: paymentEvents.type, at: paymentEvents.createdAt })
    .from(paymentEvents)
    .where(
      and(
        inArray(paymentEvents.type, ['refund.processed', 'refund.failed']),
        sql`${paymentEvents.body}->'payload'->'refund'->>'id' = ${refund.id}`,
      ),
    )
    .limit(1)
  return event
}

function view(refund: RefundRow, decision: { type: string; at: Date } | undefined): GatewayRefundView {
  const status =
    decision?.type === 'refund.processed'
      ? 'processed'
      : decision?.type === 'refund.failed'
        ? 'failed'
        : 'pending'
  return {
    id: refund.id,
    payment_id: refund.paymentId,
    amount: refund.amount,
    status,
    arn: status === 'processed' ? arnOf(refund.id) : null,
    receipt: refund.idempotencyKey,
    failure_reason: status === 'failed' ? FAILED_REASON : null,
    created_at: refund.createdAt.toISOString(),
    processed_at: status === 'processed' && decision ? decision.at.toISOString() : null,
  }
}

export async function refundView(tx: Pick<Tx, 'select'>, refund: RefundRow): Promise<GatewayRefundView> {
  return view(refund, await decisionOf(tx, refund))
}

/** Records a refund event (the refund's view in the payload) for the payment's order. */
export async function recordRefundEvent(
  tx: Tx,
  type: 'refund.created' | 'refund.processed' | 'refund.failed',
  refund: RefundRow,
  payment: typeof payments.$inferSelect,
  decision?: { type: string; at: Date },
) {
  const [order] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, payment.orderId))
  if (order) await recordEvent(tx, type, order, payment, { refund: view(refund, decision) })
}

/**
 * The bank decides a pending refund: processed (with its ARN) or failed (the amount goes back to
 * what can still be refunded). A refund already decided is left alone; answers whether it decided.
 */
export async function settleRefund(
  tx: Tx,
  refundId: string,
  outcome: 'processed' | 'failed',
): Promise<boolean> {
  const [refund] = await tx.select().from(paymentRefunds).where(eq(paymentRefunds.id, refundId))
  if (!refund) return false
  const [payment] = await tx.select().from(payments).where(eq(payments.id, refund.paymentId)).for('update')
  if (!payment || (await decisionOf(tx, refund))) return false
  let after = payment
  if (outcome === 'failed') {
    const refunded = Math.max(payment.amountRefunded - refund.amount, 0)
    const [updated] = await tx
      .update(payments)
      .set({ amountRefunded: refunded, status: refunded === 0 ? 'captured' : 'partially_refunded' })
      .where(eq(payments.id, payment.id))
      .returning()
    after = updated ?? payment
  }
  const type = outcome === 'processed' ? 'refund.processed' : 'refund.failed'
  await recordRefundEvent(tx, type, refund, after, { type, at: new Date() })
  return true
}

/** The gateway's refund job: the bank processes a refund PAYMENT_REFUND_SETTLE_MS after it was asked for. */
export function refundJobs(db: Database): JobHandlers {
  return {
    'payment.refund-settle': async (payload) => {
      const refundId = String(payloadField(payload, 'refundId'))
      await db.transaction((tx) => settleRefund(tx, refundId, 'processed'))
    },
  }
}
