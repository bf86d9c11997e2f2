/**
 * The sandbox payment gateway (service group /payment), shaped like the gateways Indian stores use:
 *   POST /payment/orders                      create an order (merchant Basic auth, Idempotency-Key)
 *   GET  /payment/orders/:id                  an order          GET /payment/orders/:id/payments
 *   GET  /payment/payments/:id                a payment         POST /payment/payments/:id/refunds
 *   GET  /payment/pay/:orderId                the hosted page (HTML, the gateway's own origin)
 *   POST /payment/pay/:orderId                the tester's choice: records a payment, 303 to return_url
 *   POST /payment/sandbox/deliver_webhooks    sandbox, loopback: run due deliveries and settlements now
 *   GET  /payment/sandbox/events?order_id=    sandbox, loopback: the events of an order
 *   POST /payment/sandbox/settle              sandbox, loopback: the bank decides an order's pending payment now
 *   GET  /payment/refunds/:id                 a refund: pending, then processed (with its ARN) or failed
 *   POST /payment/sandbox/settle_refund       sandbox, loopback: the bank decides a pending refund now
 * Documented in docs/upstream.md ("Payment gateway (sandbox)").
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { and, asc, eq, sql } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import {
  createOrderSchema,
  refundRequestSchema,
  outcomesFor,
  sandboxOutcomes,
  type SandboxOutcome,
} from '@contracts/payments/schemas'
import type { Database } from '../db/client'
import { paymentEvents, paymentOrders, paymentRefunds, payments } from '../db/schema'
import { envelope } from '../http/envelope'
import { ApiError, notFoundError } from '../http/errors'
import { requireSandboxCaller } from '../http/sandbox-guard'
import { parseJsonBody, parsePath, parseQuery } from '../http/validate'
import { enqueue, runDueJobs, type JobHandlers } from '../jobs/queue'
import { messagePage, payPage } from './page'
import { newId, orderView, paymentView, recordEvent, settlePending } from './events'
import { signCallback } from './signature'
import { recordRefundEvent, refundView, settleRefund } from './refunds'

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

export interface GatewayOptions {
  sandbox: boolean
  keyId: string
  keySecret: string
  /** Payment modes offered on the page (labels.paymentModes, plus UPI when flags.upi). */
  modes: string[]
  merchantName: string
  pendingSettleMs: number
  /** A refund is processed by the bank this long after it was asked for (PAYMENT_REFUND_SETTLE_MS). */
  refundSettleMs: number
  /** Where browsers reach this gateway (default: the request's own origin). */
  publicUrl?: string
  /** The job handlers the sandbox deliver endpoint runs (all of the services'). */
  jobs: () => JobHandlers
}

const orderPath = z.object({
  id: z.string().regex(/^order_[0-9a-f]{20}$/, 'must be an order id such as order_…'),
})
const payPath = z.object({
  orderId: z.string().regex(/^order_[0-9a-f]{20}$/, 'must be an order id such as order_…'),
})
const refundPath = z.object({
  id: z.string().regex(/^rfnd_[0-9a-f]{20}$/, 'must be a refund id such as rfnd_…'),
})
const paymentPath = z.object({
  id: z.string().regex(/^pay_[0-9a-f]{20}$/, 'must be a payment id such as pay_…'),
})
const formSchema = z.object({
  form_token: z.string().max(100),
  method: z.string().max(80),
  outcome: z.enum(sandboxOutcomes, { error: 'choose a sandbox outcome' }),
})

/** The merchant's Idempotency-Key: a repeat with it gets the first answer. */
function idempotencyKey(c: Context, what: 'order' | 'refund'): string {
  const key = c.req.header('idempotency-key')?.trim()
  if (!key || key.length > 100)
    throw new ApiError(
      400,
      'IDEMPOTENCY_KEY_REQUIRED',
      'Send an Idempotency-Key header (up to 100 characters)',
      `Repeat a request with the same key to get the same ${what}.`,
    )
  return key
}

const fingerprint = (v: unknown) => createHash('sha256').update(JSON.stringify(v)).digest('hex')

export function paymentRoutes(db: Database, options: GatewayOptions): Hono {
  const app = new Hono()

  function merchant(c: Context): string {
    const header = c.req.header('authorization') ?? ''
    const m = /^Basic\s+(\S+)$/i.exec(header)
    const decoded = m?.[1] ? Buffer.from(m[1], 'base64').toString('utf8') : ''
    const expected = Buffer.from(`${options.keyId}:${options.keySecret}`)
    const given = Buffer.from(decoded)
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      throw new ApiError(
        401,
        'UNAUTHORIZED',
        'The merchant key id or secret is wrong',
        'Send HTTP Basic auth with the key id and key secret.',
      )
    return options.keyId
  }

  const base = (c: Context) => options.publicUrl ?? new URL(c.req.url).origin

  app.post('/orders', async (c) => {
    const who = merchant(c)
    const key = idempotencyKey(c, 'order')
    const body = await parseJsonBody(c, createOrderSchema)
    const print = fingerprint(body)
    const order = await db.transaction(async (tx) => {
      // One order per merchant key: concurrent repeats wait on this lock, then find the first's order.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${who}:${key}`}))`)
      const [existing] = await tx
        .select()
        .from(paymentOrders)
        .where(and(eq(paymentOrders.merchant, who), eq(paymentOrders.idempotencyKey, key)))
      if (existing) {
        if (existing.fingerprint !== print)
          throw new ApiError(
            409,
            'IDEMPOTENCY_KEY_REUSED',
            'This Idempotency-Key was used for a different order',
            'Use a new key for a new order.',
          )
        return existing
      }
      const [created] = await tx
        .insert(paymentOrders)
        .values({
          id: newId('order'),
          merchant: who,
          amount: body.amount,
          receipt: body.receipt,
          notes: body.notes,
          returnUrl: body.return_url,
          webhookUrl: body.webhook_url ?? null,
          formToken: randomBytes(18).toString('base64url'),
          idempotencyKey: key,
          fingerprint: print,
        })
        .returning()
      if (!created) throw new Error('insert returned no row')
      return created
    })
    c.header('Cache-Control', 'no-store')
    return c.json(envelope(orderView(order, base(c))), 201)
  })

  async function orderOf(id: string) {
    const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, id))
    if (!order) throw notFoundError('No such order')
    return order
  }

  app.get('/orders/:id', async (c) => {
    merchant(c)
    const { id } = parsePath(c, orderPath)
    return c.json(envelope(orderView(await orderOf(id), base(c))))
  })

  app.get('/orders/:id/payments', async (c) => {
    merchant(c)
    const { id } = parsePath(c, orderPath)
    const rows = await db
      .select()
      .from(payments)
      .where(eq(payments.orderId, id))
      .orderBy(asc(payments.createdAt))
    return c.json(envelope(rows.map(paymentView)))
  })

  app.get('/payments/:id', async (c) => {
    merchant(c)
    const { id } = parsePath(c, paymentPath)
    const [p] = await db.select().from(payments).where(eq(payments.id, id))
    if (!p) throw notFoundError('No such payment')
    return c.json(envelope(paymentView(p)))
  })

  app.post('/payments/:id/refunds', async (c) => {
    merchant(c)
    const { id } = parsePath(c, paymentPath)
    const key = idempotencyKey(c, 'refund')
    const body = await parseJsonBody(c, refundRequestSchema)
    const print = fingerprint({ payment: id, ...body })
    const { refund, repeated } = await db.transaction(async (tx) => {
      // Concurrent repeats of one key wait here, then find the first's refund (the payment's own
      // row lock would not cover the same key sent for two payments).
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`refund:${key}`}))`)
      const [p] = await tx.select().from(payments).where(eq(payments.id, id)).for('update')
      if (!p) throw notFoundError('No such payment')
      const [again] = await tx.select().from(paymentRefunds).where(eq(paymentRefunds.idempotencyKey, key))
      if (again) {
        // The same request again gets the first answer; the key with another payment or amount is
        // a mistake that must not pass for a refund (decision 0189).
        const same = again.fingerprint === null ? again.paymentId === id : again.fingerprint === print
        if (!same)
          throw new ApiError(
            409,
            'IDEMPOTENCY_KEY_REUSED',
            'This Idempotency-Key was used for a different refund',
            'Use a new key for a new refund; repeat a refund with its own key and the same body.',
          )
        return { refund: await refundView(tx, again), repeated: true }
      }
      if (!['captured', 'partially_refunded'].includes(p.status))
        throw new ApiError(
          409,
          'NOT_REFUNDABLE',
          `A ${p.status} payment cannot be refunded`,
          'Only captured payments are refunded.',
        )
      const left = p.amount - p.amountRefunded
      const amount = body.amount ?? left
      if (amount > left)
        throw new ApiError(
          409,
          'REFUND_TOO_LARGE',
          `At most ${left} paise can still be refunded`,
          'A refund never exceeds what was captured.',
        )
      const refunded = p.amountRefunded + amount
      const [updated] = await tx
        .update(payments)
        .set({ amountRefunded: refunded, status: refunded === p.amount ? 'refunded' : 'partially_refunded' })
        .where(eq(payments.id, id))
        .returning()
      const [row] = await tx
        .insert(paymentRefunds)
        .values({ id: newId('rfnd'), paymentId: id, amount, idempotencyKey: key, fingerprint: print })
        .returning()
      if (!row || !updated) throw new Error('insert returned no row')
      await recordRefundEvent(tx, 'refund.created', row, updated)
      // The bank processes it later (PAYMENT_REFUND_SETTLE_MS); /sandbox/settle_refund decides now.
      await enqueue(tx, {
        kind: 'payment.refund-settle',
        payload: { refundId: row.id },
        runAt: new Date(Date.now() + options.refundSettleMs),
        dedupeKey: `refund-settle:${row.id}`,
      })
      return { refund: await refundView(tx, row), repeated: false }
    })
    c.header('Cache-Control', 'no-store')
    // 201 made it; 200 is the same refund answered again.
    return c.json(envelope(refund), repeated ? 200 : 201)
  })

  app.get('/refunds/:id', async (c) => {
    merchant(c)
    const { id } = parsePath(c, refundPath)
    const [row] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.id, id))
    if (!row) throw notFoundError('No such refund')
    c.header('Cache-Control', 'no-store')
    return c.json(envelope(await refundView(db, row)))
  })

  /** A browser gets the page; any other caller (a program) the common JSON error shape. */
  const wantsHtml = (c: Context) => (c.req.header('accept') ?? '').includes('text/html')
  const refuse = (
    c: Context,
    status: 404 | 409 | 400,
    title: string,
    text: string,
    field?: string,
    back?: string,
  ) => {
    if (wantsHtml(c)) return html(c, messagePage(title, text, back), status)
    throw new ApiError(
      status,
      status === 404 ? 'NOT_FOUND' : status === 409 ? 'ALREADY_PAID' : 'VALIDATION_FAILED',
      text,
      title,
      field ? [{ field, message: text }] : undefined,
    )
  }
  /** `returnTo`: the merchant's origin, where the form's answer redirects (form-action covers redirects). */
  const html = (c: Context, body: string, status: 200 | 404 | 409 | 400 = 200, returnTo?: string) => {
    c.header('Cache-Control', 'no-store')
    c.header(
      'Content-Security-Policy',
      `default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self'${returnTo ? ` ${returnTo}` : ''}; frame-ancestors 'none'; base-uri 'none'`,
    )
    c.header('X-Frame-Options', 'DENY')
    return c.html(body, status)
  }

  app.get('/pay/:orderId', async (c) => {
    const { orderId } = parsePath(c, payPath)
    const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId))
    if (!order)
      return refuse(
        c,
        404,
        'Order not found',
        'This payment link is not valid. Go back to the store and try again.',
      )
    if (order.status === 'paid')
      return refuse(
        c,
        409,
        'Already paid',
        'This order has been paid. Nothing more is charged.',
        undefined,
        order.returnUrl,
      )
    return html(
      c,
      payPage({
        orderId,
        receipt: order.receipt,
        amount: order.amount,
        modes: options.modes,
        formToken: order.formToken,
        merchant: options.merchantName,
        product: order.notes.product,
      }),
      200,
      new URL(order.returnUrl).origin,
    )
  })

  app.post('/pay/:orderId', async (c) => {
    const { orderId } = parsePath(c, payPath)
    const type = c.req.header('content-type') ?? ''
    if (!type.startsWith('application/x-www-form-urlencoded') && !type.startsWith('multipart/form-data'))
      throw new ApiError(
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        'Send the payment form as application/x-www-form-urlencoded',
        'This address takes the hosted page’s form post.',
      )
    const form = await c.req.parseBody().catch(() => ({}))
    const parsed = formSchema.safeParse(form)
    if (!parsed.success)
      return refuse(
        c,
        400,
        'Payment not made',
        'Choose a payment method and an outcome, then press Pay.',
        String(parsed.error.issues[0]?.path[0] ?? 'outcome'),
      )
    const { outcome, method } = parsed.data
    if (!options.modes.includes(method))
      return refuse(c, 400, 'Payment not made', 'Choose one of the payment methods offered.', 'method')
    const result = await db.transaction(async (tx) => {
      const [order] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, orderId)).for('update')
      if (!order) return { kind: 'missing' as const }
      const given = Buffer.from(parsed.data.form_token)
      const expected = Buffer.from(order.formToken)
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        return { kind: 'forged' as const }
      if (order.status === 'paid') return { kind: 'paid' as const, order }
      // Only what the page offered this order's product (a train has no airline to fail ticketing).
      if (!outcomesFor(order.notes.product).some((o) => o.outcome === outcome))
        return { kind: 'not_offered' as const }
      const status = statusOf(outcome)
      const failed = status === 'failed'
      const [payment] = await tx
        .insert(payments)
        .values({
          id: newId('pay'),
          orderId,
          amount: order.amount,
          status,
          method,
          sandboxOutcome: outcome,
          errorCode: failed ? 'BAD_REQUEST_ERROR' : null,
          errorDescription: failed ? 'Payment failed. Please try again' : null,
        })
        .returning()
      if (!payment) throw new Error('insert returned no row')
      await tx
        .update(paymentOrders)
        .set({ status: status === 'captured' ? 'paid' : 'attempted' })
        .where(eq(paymentOrders.id, orderId))
      await recordEvent(tx, `payment.${status}`, order, payment)
      if (status === 'pending')
        await enqueue(tx, {
          kind: 'payment.settle',
          payload: { paymentId: payment.id },
          runAt: new Date(Date.now() + options.pendingSettleMs),
          dedupeKey: `settle:${payment.id}`,
        })
      return { kind: 'made' as const, order, payment }
    })
    if (result.kind === 'missing') return refuse(c, 404, 'Order not found', 'This payment link is not valid.')
    if (result.kind === 'not_offered')
      return refuse(c, 400, 'Payment not made', 'Choose one of the outcomes offered.', 'outcome')
    if (result.kind === 'forged')
      return refuse(
        c,
        400,
        'Payment not made',
        'This form has expired. Open the payment page again.',
        'form_token',
      )
    if (result.kind === 'paid')
      return refuse(
        c,
        409,
        'Already paid',
        'This order has been paid. Nothing more is charged.',
        undefined,
        result.order.returnUrl,
      )
    const back = new URL(result.order.returnUrl)
    back.searchParams.set('order_id', result.order.id)
    back.searchParams.set('payment_id', result.payment.id)
    back.searchParams.set('status', result.payment.status)
    back.searchParams.set('signature', signCallback(options.keySecret, result.order.id, result.payment.id))
    if (result.payment.errorCode) {
      back.searchParams.set('error_code', result.payment.errorCode)
      back.searchParams.set('error_description', result.payment.errorDescription ?? '')
    }
    return c.redirect(back.toString(), 303)
  })

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

  return app
}

function statusOf(outcome: SandboxOutcome): 'captured' | 'failed' | 'pending' | 'review' {
  switch (outcome) {
    case 'success':
    case 'ticketing_failure':
      return 'captured'
    case 'failure':
      return 'failed'
    case 'pending':
      return 'pending'
    case 'fraud':
      return 'review'
  }
}
