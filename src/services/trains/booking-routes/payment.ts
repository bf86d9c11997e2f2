/** The gateway's signed webhook for train orders (the payment itself is ../booking-payment.ts). */
import { eq, or } from 'drizzle-orm'
import type { Hono } from 'hono'
import { railBookings } from '~/services/db/schema'
import { paymentWebhookHandler } from '~/services/commerce/payment-webhook'
import { applyTrainPayment } from '../booking-payment'
import type { TrainBookingContext } from './common'

export function registerPaymentCallbacks(app: Hono, ctx: TrainBookingContext): void {
  const { db, options, payments, clock } = ctx

  /** The gateway's server-to-server events for train orders: signed, delivered at least once, acted on once. */
  app.post(
    '/payment_callbacks',
    paymentWebhookHandler({
      db,
      product: 'trains',
      gateway: () => payments.gateway,
      now: clock,
      ...(options.log ? { log: options.log } : {}),
      apply: async (tx, { orderId, bookingId, payment, now }) => {
        const [row] = await tx
          .select()
          .from(railBookings)
          .where(or(eq(railBookings.orderId, orderId), eq(railBookings.id, bookingId ?? '')))
          .limit(1)
          .for('update')
        if (!row) return undefined
        const after = await applyTrainPayment(tx, row, payment, payments, now)
        options.log?.info(
          { bookingId: row.id, paymentId: payment.id, status: after.status },
          'train payment applied',
        )
        return row.id
      },
    }),
  )
}
