/**
 * The gateway's server-to-server events for one product's orders (flights, hotels, trains): signed,
 * delivered at least once, acted on once. The event is a notice: the payment or refund is read
 * again from the gateway (outside the transaction), then the product applies it under its booking's
 * row lock. `payment_events_seen` keeps each event id once, with the booking it moved.
 */
import { eq } from 'drizzle-orm'
import type { Context } from 'hono'
import type { GatewayPayment, PaymentGateway } from '@contracts/payments/merchant'
import type { Database, Tx } from '../db/client'
import { paymentEventsSeen } from '../db/schema'
import { envelope } from '../http/envelope'
import { ApiError } from '../http/errors'
import { readRawText } from '../http/json-body'
import { parseWebhookEvent } from '../http/webhook-event'
import type { Logger } from '../platform/log'
import { applyGatewayRefund } from './refunds'

export interface PaymentWebhookOptions {
  db: Database
  gateway: () => PaymentGateway
  log?: Logger
  /** The product's clock (the trains sandbox runs its own). */
  now?: () => Date
  /** Names the product in the log line of a refused signature. */
  product: string
  /**
   * Finds the product's booking for the order (or the booking id in the order's notes), locks it,
   * applies the payment and answers its id; undefined when no booking of this product has it.
   */
  apply: (
    tx: Tx,
    found: { orderId: string; bookingId: string | undefined; payment: GatewayPayment; now: Date },
  ) => Promise<string | undefined>
}

export function paymentWebhookHandler(options: PaymentWebhookOptions) {
  const { db, log } = options
  return async (c: Context) => {
    const gateway = options.gateway()
    const raw = await readRawText(c)
    if (!gateway.verifyWebhook(raw, c.req.header('x-payment-signature') ?? '')) {
      log?.warn(
        { eventId: c.req.header('x-payment-event-id'), product: options.product },
        'payment webhook with a bad signature refused',
      )
      throw new ApiError(
        403,
        'BAD_SIGNATURE',
        'The webhook signature does not match',
        'Sign the raw body with the webhook secret (hex HMAC-SHA256) in X-Payment-Signature.',
      )
    }
    const { id: eventId, payload } = parseWebhookEvent(raw)
    c.header('Cache-Control', 'no-store')
    if (payload.refund) {
      // A refund's news (created, processed, failed): its state is read again from the gateway and
      // applied under the refund's row lock, so repeats and any order end alike (refunds.ts). The
      // answer says what happened: a replayed event is a 'duplicate', news already known 'ignored'.
      const refund = await gateway.getRefund(payload.refund.id)
      const result = await db.transaction(async (tx) => {
        const fresh = await tx.insert(paymentEventsSeen).values({ eventId }).onConflictDoNothing().returning()
        if (!fresh.length) return 'duplicate'
        const moved = await applyGatewayRefund(tx, refund, new Date())
        if (!moved || moved.after.status === moved.before.status) return 'ignored'
        return 'applied'
      })
      return c.json(envelope({ event: eventId, result }))
    }
    const orderId = payload.payment?.order_id ?? payload.order?.id
    const payment = payload.payment ? await gateway.getPayment(payload.payment.id) : undefined
    const now = options.now?.() ?? new Date()
    const result = await db.transaction(async (tx) => {
      const fresh = await tx.insert(paymentEventsSeen).values({ eventId }).onConflictDoNothing().returning()
      if (!fresh.length) return 'duplicate'
      if (!orderId || !payment) return 'ignored'
      const bookingId = await options.apply(tx, {
        orderId,
        bookingId: payload.order?.notes?.booking_id,
        payment,
        now,
      })
      if (!bookingId) return 'ignored'
      await tx.update(paymentEventsSeen).set({ bookingId }).where(eq(paymentEventsSeen.eventId, eventId))
      return 'applied'
    })
    return c.json(envelope({ event: eventId, result }))
  }
}
