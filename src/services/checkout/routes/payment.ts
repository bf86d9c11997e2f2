/**
 * Paying for a flight booking: the gateway order (or the wallet alone), the browser's return from the
 * gateway, and the gateway's signed webhook.
 */
import { eq } from 'drizzle-orm'
import type { Hono } from 'hono'
import { bookingSchema, paymentCallbackSchema, paymentRequestSchema } from '@contracts/checkout/booking'
import { flightBookings } from '~/services/db/schema'
import { envelope } from '~/services/http/envelope'
import { ApiError } from '~/services/http/errors'
import { parseJsonBody, parsePath } from '~/services/http/validate'
import { fingerprint, idempotencyKeyOf, once, storedAnswer } from '~/services/commerce/idempotency'
import { paymentWebhookHandler } from '~/services/commerce/payment-webhook'
import { bookingView, detailsSchema, loadBooking } from '../bookings'
import { applyPayment, assertPayable, prepareOrder, saveOrder, type PaymentDeps } from '../payment'
import { payFromWallet } from '../wallet'
import { idPath, noStore, type CheckoutContext } from './common'

export function registerPayment(app: Hono, ctx: CheckoutContext): void {
  const { db, options, config, log } = ctx

  function paymentDeps(): PaymentDeps {
    if (!options.payments)
      throw new ApiError(
        503,
        'PAYMENTS_UNAVAILABLE',
        'Payments are not available right now. Please try again later.',
        'No payment gateway is configured.',
      )
    return {
      ...options.payments,
      config: { ...config, bookingTimeoutMinutes: options.product.timers.flightBookingTimeoutMinutes },
    }
  }

  app.post('/api/v1.0/booking/:id/payment', async (c) => {
    const { id } = parsePath(c, idPath)
    const key = idempotencyKeyOf(c)
    const body = await parseJsonBody(c, paymentRequestSchema)
    const caller = await ctx.callerOf(c)
    const deps = paymentDeps()
    const at = new Date()
    const row = await loadBooking(db, id, caller)
    // A repeat of a payment request that was done (its answer lost to a timeout or a crash) gets
    // that answer: the booking has moved on to AWAITING_PAYMENT, which prepareOrder would refuse.
    const print = fingerprint(body)
    const done = await storedAnswer(db, `payment:${id}`, key, print, bookingSchema)
    if (done !== undefined) {
      noStore(c)
      return c.json(envelope(done))
    }
    if (bookingView(row, config).total === 0 && detailsSchema.parse(row.details).wallet) {
      // Paid in full from the wallet: no gateway order (docs/decisions/0082).
      assertPayable(row, body, deps.config, at)
      const paid = await once(db, `payment:${id}`, key, print, bookingSchema, async (tx) => {
        const locked = await loadBooking(tx, id, caller, true)
        assertPayable(locked, body, deps.config, at)
        return bookingView(await payFromWallet(tx, locked, deps, at), config)
      })
      noStore(c)
      return c.json(envelope(paid))
    }
    const prepared = await prepareOrder(row, body, deps, at)
    const answer = await once(db, `payment:${id}`, key, print, bookingSchema, async (tx) => {
      const locked = await loadBooking(tx, id, caller, true)
      return bookingView(await saveOrder(tx, locked, prepared, deps, at), config)
    })
    noStore(c)
    return c.json(envelope(answer))
  })

  /** The browser's return from the gateway: the signature is checked, the status read from the gateway. */
  app.post('/api/v1.0/booking/:id/payment/callback', async (c) => {
    const { id } = parsePath(c, idPath)
    const body = await parseJsonBody(c, paymentCallbackSchema)
    const caller = await ctx.callerOf(c)
    const deps = paymentDeps()
    const row = await loadBooking(db, id, caller)
    if (body.order_id !== row.orderId)
      throw new ApiError(
        409,
        'ORDER_MISMATCH',
        'This payment is not for this booking',
        'order_id must be the order of the booking’s current payment attempt.',
      )
    if (!body.payment_id) {
      // The traveller came back without paying (cancelled at the gateway): nothing changes.
      noStore(c)
      return c.json(envelope(bookingView(row, config)))
    }
    if (
      !body.signature ||
      !deps.gateway.verifyCallback({
        orderId: body.order_id,
        paymentId: body.payment_id,
        signature: body.signature,
      })
    ) {
      log?.warn({ bookingId: id, orderId: body.order_id }, 'payment callback with a bad signature refused')
      throw new ApiError(
        403, // understood; its credential, the signature, is not the gateway’s
        'BAD_SIGNATURE',
        'This payment confirmation could not be verified',
        'The signature does not match the order and payment ids.',
        [{ field: 'signature', message: 'does not match' }],
      )
    }
    const payment = await deps.gateway.getPayment(body.payment_id)
    if (payment.order_id !== body.order_id)
      throw new ApiError(
        409,
        'ORDER_MISMATCH',
        'This payment is not for this booking',
        'The payment belongs to another order.',
      )
    const at = new Date()
    const updated = await db.transaction(async (tx) => {
      const locked = await loadBooking(tx, id, caller, true)
      return applyPayment(tx, locked, payment, deps, at)
    })
    noStore(c)
    return c.json(envelope(bookingView(updated, config)))
  })

  /** The gateway's server-to-server events: signed, delivered at least once, acted on once. */
  app.post(
    '/api/v1.0/payment_webhook',
    paymentWebhookHandler({
      db,
      product: 'flights',
      gateway: () => paymentDeps().gateway,
      ...(log ? { log } : {}),
      apply: async (tx, { orderId, bookingId, payment, now }) => {
        const [byOrder] = await tx
          .select()
          .from(flightBookings)
          .where(eq(flightBookings.orderId, orderId))
          .for('update')
        const row =
          byOrder ??
          (bookingId
            ? (
                await tx.select().from(flightBookings).where(eq(flightBookings.id, bookingId)).for('update')
              )[0]
            : undefined)
        if (!row) return undefined
        await applyPayment(tx, row, payment, paymentDeps(), now)
        return row.id
      },
    }),
  )
}
