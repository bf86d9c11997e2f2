/** Sandbox, loopback callers only: run due deliveries now, settle a payment or a refund, list events. */
import { and, asc, eq } from 'drizzle-orm'
import type { Hono } from 'hono'
import { z } from 'zod'
import { paymentEvents, paymentRefunds, payments } from '~/services/db/schema'
import { envelope } from '~/services/http/envelope'
import { ApiError, notFoundError } from '~/services/http/errors'
import { requireSandboxCaller } from '~/services/http/sandbox-guard'
import { parseJsonBody, parseQuery } from '~/services/http/validate'
import { runDueJobs } from '~/services/jobs/queue'
import { settlePending } from '../events'
import { refundView, settleRefund } from '../refunds'
import type { GatewayContext } from './common'

/** The refund by the gateway's id, or by the merchant's Idempotency-Key of its request (`receipt`). */
const settleRefundBody = z
  .object({
    refund_id: z
      .string()
      .regex(/^rfnd_[0-9a-f]{20}$/, 'must be a refund id such as rfnd_…')
      .optional(),
    receipt: z.string().min(1).max(100).optional(),
    outcome: z.enum(['processed', 'failed'], { error: "must be 'processed' or 'failed'" }),
  })
  .refine((b) => (b.refund_id === undefined) !== (b.receipt === undefined), {
    path: ['refund_id'],
    message: 'send refund_id or receipt (one of them)',
  })

const settleBody = z.object({
  order_id: z.string().regex(/^order_[0-9a-f]{20}$/, 'must be an order id'),
  outcome: z.enum(['captured', 'failed']),
})

export function registerSandbox(app: Hono, ctx: GatewayContext): void {
  const { db, options } = ctx

  app.post('/sandbox/deliver_webhooks', async (c) => {
    requireSandboxCaller(c, options.sandbox)
    const ran = await runDueJobs(db, options.jobs(), { aheadMs: 24 * 3600_000 })
    c.header('Cache-Control', 'no-store')
    return c.json(envelope({ ran }))
  })

  app.post('/sandbox/settle', async (c) => {
    requireSandboxCaller(c, options.sandbox)
    const { order_id, outcome } = await parseJsonBody(c, settleBody)
    const decided = await db.transaction(async (tx) => {
      const pending = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.orderId, order_id), eq(payments.status, 'pending')))
      for (const p of pending) await settlePending(tx, p.id, outcome)
      return pending.length
    })
    if (decided === 0)
      throw new ApiError(
        409,
        'NOT_PENDING',
        'This order has no payment waiting for the bank',
        'Only a payment made with the sandbox outcome "pending" waits for the bank.',
      )
    c.header('Cache-Control', 'no-store')
    return c.json(envelope({ order_id, outcome, decided }))
  })

  app.post('/sandbox/settle_refund', async (c) => {
    requireSandboxCaller(c, options.sandbox)
    const body = await parseJsonBody(c, settleRefundBody)
    const [refund] = await db
      .select()
      .from(paymentRefunds)
      .where(
        body.refund_id
          ? eq(paymentRefunds.id, body.refund_id)
          : eq(paymentRefunds.idempotencyKey, body.receipt ?? ''),
      )
    if (!refund) throw notFoundError('No such refund')
    const decided = await db.transaction((tx) => settleRefund(tx, refund.id, body.outcome))
    if (!decided)
      throw new ApiError(
        409,
        'REFUND_NOT_PENDING',
        'This refund is not waiting for the bank',
        'Only a pending refund (asked for and not yet processed or failed) can be settled.',
      )
    // Its webhook goes out now too, as the bank's answer would.
    await runDueJobs(db, options.jobs())
    c.header('Cache-Control', 'no-store')
    return c.json(envelope(await refundView(db, refund)))
  })

  app.get('/sandbox/events', async (c) => {
    requireSandboxCaller(c, options.sandbox)
    const { order_id } = parseQuery(
      c,
      z.object({ order_id: z.string().regex(/^order_[0-9a-f]{20}$/, 'must be an order id') }),
    )
    const rows = await db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.orderId, order_id))
      .orderBy(asc(paymentEvents.createdAt))
    c.header('Cache-Control', 'no-store')
    return c.json(
      envelope(
        rows.map((r) => ({
          id: r.id,
          type: r.type,
          attempts: r.attempts,
          last_status: r.lastStatus,
          delivered: r.deliveredAt !== null,
        })),
      ),
    )
  })
}
