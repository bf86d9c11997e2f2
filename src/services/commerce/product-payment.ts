/**
 * What paying for a hotel or a train booking has in common (each product keeps its own rules for
 * what a payment does to its booking): the gateway order for a booking's total, the refund job of
 * one captured payment and that refund, registered once per payment on the booking's Trip Id.
 */
import type { GatewayOrder, PaymentGateway } from '@contracts/payments/merchant'
import type { Database, Tx } from '../db/client'
import { payloadField, type Enqueue, type JobContext, type JobHandler } from '../jobs/queue'
import { registerRefund } from './refunds'

/** The booking's fields an order is made from. */
export interface OrderedBooking {
  id: string
  tripId: string
  total: number
  /** The signed-in traveller's account, if any: the gateway may then save a card for them (0232). */
  userId?: number | null
}

/** The order's note naming the store's user, so the gateway's card vault knows whose card it saves. */
export const customerNote = (userId: number | null | undefined): { customer_id?: string } =>
  userId ? { customer_id: String(userId) } : {}

/**
 * The gateway order for the booking's total, attempt `attempt`. Made outside any transaction (the
 * gateway is another service): the key (booking and attempt) makes a repeated call the same order.
 */
export function createBookingOrder(
  gateway: PaymentGateway,
  row: OrderedBooking,
  product: string,
  attempt: number,
  returnUrl: string,
): Promise<GatewayOrder> {
  return gateway.createOrder(
    {
      amount: row.total,
      receipt: row.tripId,
      notes: {
        booking_id: row.id,
        trip_id: row.tripId,
        attempt: String(attempt),
        product,
        ...customerNote(row.userId),
      },
      return_url: returnUrl,
      ...(gateway.webhookUrl ? { webhook_url: gateway.webhookUrl } : {}),
    },
    `${row.id}:order:${attempt}`,
  )
}

/** The booking's change once its order is made: the order id, and the order kept in its outcome. */
export function orderRecorded<O extends { orders: string[] }>(
  outcome: O,
  order: GatewayOrder,
  attempt: number,
) {
  return {
    orderId: order.id,
    outcome: {
      ...outcome,
      orders: [...outcome.orders, order.id],
      attempts: attempt,
      pay_url: order.pay_url,
      order_total: order.amount,
    },
  }
}

export interface RefundPayload {
  bookingId: string
  paymentId: string
  amount: number
  reason: string
}

/**
 * The job that refunds one captured payment (once per payment id: its dedupe key). `product` is the
 * product's service prefix (`hotels`, `trains`, …): the job is `<product>.refund`, its key
 * `<product without the plural s>-refund:<payment id>`.
 */
export function refundJobOf(product: string, payload: RefundPayload) {
  return {
    kind: `${product}.refund`,
    payload: { ...payload },
    dedupeKey: `${product.replace(/s$/, '')}-refund:${payload.paymentId}`,
  }
}

/**
 * The refund of one captured payment: a `refunds` row once per payment on the booking's Trip Id (its
 * history line goes there), then asked of the gateway by the refunds' own job. Never more than the
 * gateway says was paid.
 */
export async function refundBookingPayment(
  db: Database,
  deps: { gateway: PaymentGateway; enqueue: Enqueue },
  tripIdOf: (tx: Tx, bookingId: string) => Promise<string | undefined>,
  payload: RefundPayload,
  now: Date,
): Promise<void> {
  const payment = await deps.gateway.getPayment(payload.paymentId)
  const amount = Math.min(payload.amount, payment.amount)
  if (amount <= 0) return
  await db.transaction(async (tx) => {
    const tripId = await tripIdOf(tx, payload.bookingId)
    if (!tripId) return
    await registerRefund(
      tx,
      {
        tripId,
        causeKey: `payment:${payload.paymentId}`,
        cause: payload.reason === 'duplicate' ? 'duplicate_payment' : 'booking_failed',
        amount,
        destination: 'source',
        paymentId: payload.paymentId,
        breakup: { reason: payload.reason, payment_id: payload.paymentId, amount },
        now,
      },
      deps.enqueue,
    )
  })
}

export const payloadText = (payload: unknown, key: string): string => {
  const v = payloadField(payload, key)
  return typeof v === 'string' ? v : ''
}

const payloadAmount = (payload: unknown, key: string): number => {
  const v = payloadField(payload, key)
  return typeof v === 'number' ? v : 0
}

/** The `<product>.refund` job's handler: the payload read back, refunded as above. */
export function refundJobHandler(
  db: Database,
  deps: { gateway: PaymentGateway; enqueue: Enqueue },
  tripIdOf: (tx: Tx, bookingId: string) => Promise<string | undefined>,
  /** The product's clock for the refund's times (the worker's by default). */
  now: (ctx: JobContext) => Date = (ctx) => ctx.now,
): JobHandler {
  return async (payload, ctx) => {
    await refundBookingPayment(
      db,
      deps,
      tripIdOf,
      {
        bookingId: payloadText(payload, 'bookingId'),
        paymentId: payloadText(payload, 'paymentId'),
        amount: payloadAmount(payload, 'amount'),
        reason: payloadText(payload, 'reason'),
      },
      now(ctx),
    )
  }
}
