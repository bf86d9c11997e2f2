/**
 * The gateway's events: recorded with the payment change that causes them (one transaction), then
 * delivered to the order's webhook_url by a job — at least once, signed, retried with backoff until
 * the merchant answers 2xx. The job queue also settles sandbox 'pending' payments.
 */
import { randomBytes } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { paymentEvents, paymentOrders, payments } from '../db/schema'
import { enqueue, payloadField, type JobHandlers } from '../jobs/queue'
import type { Tx } from '../db/client'
import { signWebhook } from './signature'

export const newId = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`

type OrderRow = typeof paymentOrders.$inferSelect
type PaymentRow = typeof payments.$inferSelect

export function orderView(o: OrderRow, payBase: string) {
  return {
    id: o.id,
    amount: o.amount,
    currency: 'INR' as const,
    receipt: o.receipt,
    notes: o.notes,
    status: o.status,
    pay_url: `${payBase}/payment/pay/${o.id}`,
    created_at: o.createdAt.toISOString(),
  }
}

export function paymentView(p: PaymentRow) {
  return {
    id: p.id,
    order_id: p.orderId,
    amount: p.amount,
    status: p.status,
    method: p.method,
    error_code: p.errorCode,
    error_description: p.errorDescription,
    sandbox_outcome: p.sandboxOutcome,
    amount_refunded: p.amountRefunded,
    created_at: p.createdAt.toISOString(),
  }
}

/** Records an event about a payment of `order` and schedules its delivery (same transaction). */
export async function recordEvent(
  tx: Tx,
  type: string,
  order: OrderRow,
  payment: PaymentRow,
  extra: Record<string, unknown> = {},
) {
  const id = newId('evt')
  const body = {
    id,
    type,
    created_at: new Date().toISOString(),
    payload: {
      payment: paymentView(payment),
      order: { id: order.id, amount: order.amount, receipt: order.receipt, notes: order.notes },
      ...extra,
    },
  }
  await tx.insert(paymentEvents).values({ id, type, orderId: order.id, body, webhookUrl: order.webhookUrl })
  if (order.webhookUrl)
    await enqueue(tx, {
      kind: 'payment.webhook',
      payload: { eventId: id },
      dedupeKey: `webhook:${id}`,
      maxAttempts: 8,
    })
  return id
}

export interface DeliveryOptions {
  webhookSecret: string
  fetch?: typeof fetch
}

/** Job handlers of the gateway: webhook delivery and the settling of sandbox pending payments. */
export function paymentJobs(db: Database, options: DeliveryOptions): JobHandlers {
  const send = options.fetch ?? fetch
  return {
    'payment.webhook': async (payload) => {
      const eventId = String(payloadField(payload, 'eventId'))
      const [event] = await db.select().from(paymentEvents).where(eq(paymentEvents.id, eventId))
      if (!event?.webhookUrl || event.deliveredAt) return
      const raw = JSON.stringify(event.body)
      let status = 0
      try {
        const res = await send(event.webhookUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-payment-event-id': event.id,
            'x-payment-signature': signWebhook(options.webhookSecret, raw),
          },
          body: raw,
          signal: AbortSignal.timeout(10_000),
        })
        status = res.status
        await res.body?.cancel()
      } finally {
        await db
          .update(paymentEvents)
          .set({
            attempts: sql`${paymentEvents.attempts} + 1`,
            lastStatus: status,
            ...(status >= 200 && status < 300 ? { deliveredAt: new Date() } : {}),
          })
          .where(eq(paymentEvents.id, event.id))
      }
      if (status < 200 || status >= 300)
        throw new Error(`webhook ${event.id} answered ${status || 'nothing'}`)
    },
    'payment.settle': async (payload) => {
      const paymentId = String(payloadField(payload, 'paymentId'))
      await db.transaction((tx) => settlePending(tx, paymentId, 'captured'))
    },
  }
}

/**
 * The bank decides a 'pending' payment: captured (the order is paid) or failed. Nothing happens to
 * a payment that is no longer pending, so a settlement that runs twice decides once. An order is
 * paid once: a payment the bank confirms after another one paid its order fails instead (nothing
 * more is charged), and a failure never reopens a paid order. Answers whether it decided.
 */
export async function settlePending(
  tx: Tx,
  paymentId: string,
  outcome: 'captured' | 'failed',
): Promise<boolean> {
  const [p] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update')
  if (!p || p.status !== 'pending') return false
  const [order] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, p.orderId)).for('update')
  if (!order) return false
  const paidAlready = order.status === 'paid'
  const failed = outcome === 'failed' || paidAlready
  const [settled] = await tx
    .update(payments)
    .set({
      status: failed ? 'failed' : 'captured',
      ...(failed
        ? {
            errorCode: 'BAD_REQUEST_ERROR',
            errorDescription: paidAlready
              ? 'This order was already paid. Nothing more was charged'
              : 'Payment failed. Please try again',
          }
        : {}),
    })
    .where(eq(payments.id, p.id))
    .returning()
  if (!paidAlready)
    await tx
      .update(paymentOrders)
      .set({ status: failed ? 'attempted' : 'paid' })
      .where(eq(paymentOrders.id, order.id))
  if (settled) await recordEvent(tx, `payment.${settled.status}`, order, settled)
  return true
}
