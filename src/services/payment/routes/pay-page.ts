/**
 * The hosted payment page (HTML, the gateway's own origin) and the tester's choice posted from it:
 * a payment is recorded and the browser sent back to the merchant's return_url (303).
 */
import { timingSafeEqual } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Context, Hono } from 'hono'
import { z } from 'zod'
import { outcomesFor, sandboxOutcomes, type SandboxOutcome } from '@contracts/payments/schemas'
import { cardVaultMessages, sandboxCards, savedModeSchema } from '@contracts/payments/card-vault'
import { paymentOrders, payments } from '~/services/db/schema'
import { ApiError } from '~/services/http/errors'
import { parsePath } from '~/services/http/validate'
import { enqueue } from '~/services/jobs/queue'
import { newId, recordEvent } from '../events'
import { liveModeOf, modesOf, saveCard } from '../card-vault'
import { messagePage, payPage, SAVED_MODES } from '../page'
import { signCallback } from '../signature'
import type { GatewayContext } from './common'

const payPath = z.object({
  orderId: z.string().regex(/^order_[0-9a-f]{20}$/, 'must be an order id such as order_…'),
})
const formSchema = z.object({
  form_token: z.string().max(100),
  method: z.string().max(80),
  outcome: z.enum(sandboxOutcomes, { error: 'choose a sandbox outcome' }),
  card: z.enum(sandboxCards.map((c) => c.id)).optional(),
  save_card: z.literal('yes').optional(),
  saved_mode: savedModeSchema.optional(),
})

/** The store's user an order is for (notes.customer_id, set by the merchant), when the vault is on. */
function customerOf(notes: Record<string, string>, vaultOn: boolean): number | undefined {
  const id = notes.customer_id
  if (!vaultOn || !id || !/^[1-9][0-9]{0,9}$/.test(id)) return undefined
  const n = Number(id)
  return n <= 2_147_483_647 ? n : undefined
}

/** A card payment the traveller may ask to save (not one already made with a saved card). */
const isCardMethod = (method: string) => method !== SAVED_MODES && /card/i.test(method)

export function registerPayPage(app: Hono, ctx: GatewayContext): void {
  const { db, options } = ctx

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

  const vaultOn = options.cardVault ?? true
  async function vaultOf(notes: Record<string, string>) {
    const customer = customerOf(notes, vaultOn)
    if (customer === undefined) return undefined
    return { saved: await modesOf(db, customer) }
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
        vault: await vaultOf(order.notes),
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
    if (!options.modes.includes(method) && !(method === SAVED_MODES && vaultOn))
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
      const customer = customerOf(order.notes, vaultOn)
      // A saved card pays only for the traveller who saved it, and only while it is saved.
      if (method === SAVED_MODES) {
        const saved = parsed.data.saved_mode
        if (customer === undefined || !saved || !(await liveModeOf(tx, customer, saved)))
          return { kind: 'no_saved_mode' as const }
      }
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
      const card = sandboxCards.find((k) => k.id === (parsed.data.card ?? sandboxCards[0].id))
      if (
        status === 'captured' &&
        parsed.data.save_card &&
        customer !== undefined &&
        card &&
        isCardMethod(method)
      )
        await saveCard(tx, customer, card, payment.id)
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
    if (result.kind === 'no_saved_mode')
      return refuse(c, 400, 'Payment not made', cardVaultMessages.chooseSaved, 'saved_mode')
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
