/**
 * Paying for a booking: the gateway order for the server's total, and what each payment outcome
 * does to the booking. The redirect and the webhook both end in `applyPayment`, which is idempotent
 * per payment id and runs under the booking's row lock: replays and races capture once and ticket
 * once; a second captured payment for a booking already paid is refunded.
 */
import { and, eq } from 'drizzle-orm'
import { checkoutMessages } from '@contracts/checkout/messages'
import { offerSchema } from '@contracts/checkout/booking'
import { flightBookings, flightSeatHolds } from '../db/schema'
import { ApiError } from '../http/errors'
import {
  assertOpen,
  bookingView,
  detailsSchema,
  holdFare,
  outcomeSchema,
  seated,
  type BookingRow,
  type CheckoutConfig,
  type Outcome,
} from './bookings'

/** A late payment's seat-map places are held this long for the airline's ticketing (sold then). */
const LATE_SEAT_HOLD_MS = 60 * 60_000
import type { Tx } from '../commerce/idempotency'
import { customerNote } from '../commerce/product-payment'
import { holdSeats } from './seats'
import { paymentEvent, recordTrip, tripEventOf } from './trip-record'
import type { GatewayPayment, PaymentGateway } from '@contracts/payments/merchant'
import type { Enqueue } from '../jobs/queue'

export interface PaymentDeps {
  gateway: PaymentGateway
  enqueue: Enqueue
  config: CheckoutConfig & { bookingTimeoutMinutes: number }
}

async function saveOutcome(
  tx: Tx,
  row: BookingRow,
  patch: Partial<typeof flightBookings.$inferInsert>,
  outcome: Outcome,
  now: Date,
) {
  const [updated] = await tx
    .update(flightBookings)
    .set({ ...patch, outcome, updatedAt: now })
    .where(eq(flightBookings.id, row.id))
    .returning()
  if (!updated) throw new Error('update returned no row')
  return updated
}

/** A booking that can be paid now: open, every traveller and a contact given, the total the one shown. */
export function assertPayable(
  row: BookingRow,
  body: { shown_total: number },
  config: CheckoutConfig,
  now: Date,
) {
  assertOpen(row, now)
  const view = bookingView(row, config)
  const details = detailsSchema.parse(row.details)
  const offer = offerSchema.parse(row.offer)
  const expected = offer.passengers.adult + offer.passengers.child + offer.passengers.infant
  if (details.travellers.length !== expected || !details.contact)
    throw new ApiError(
      409,
      'TRAVELLERS_MISSING',
      'Add the details of every traveller and a contact before paying',
      'PUT the travellers of this booking first.',
    )
  if (body.shown_total !== view.total)
    throw new ApiError(
      409,
      'TOTAL_CHANGED',
      `The total is now ${(view.total / 100).toFixed(2)} rupees. Please check it before paying.`,
      `shown_total must be the booking's current total (${view.total} paise).`,
      [{ field: 'shown_total', message: `The total is now ${view.total} paise` }],
    )
  return view
}

/**
 * The gateway order for the booking's total (made outside any transaction: the gateway is another
 * service, and its order is idempotent by the booking and attempt), then saved on the booking under
 * its row lock if nothing changed meanwhile. The traveller goes to the order's pay_url.
 */
export async function prepareOrder(
  row: BookingRow,
  body: { return_url: string; shown_total: number },
  deps: PaymentDeps,
  now: Date,
) {
  const view = assertPayable(row, body, deps.config, now)
  const attempt = (outcomeSchema.parse(row.outcome).payment?.attempts ?? 0) + 1
  const order = await deps.gateway.createOrder(
    {
      amount: view.total,
      receipt: row.tripId,
      notes: {
        booking_id: row.id,
        trip_id: row.tripId,
        attempt: String(attempt),
        product: 'flights',
        ...customerNote(row.userId),
      },
      return_url: body.return_url,
      ...(deps.gateway.webhookUrl ? { webhook_url: deps.gateway.webhookUrl } : {}),
    },
    `${row.id}:order:${attempt}`,
  )
  return { order, attempt, total: view.total }
}

export async function saveOrder(
  tx: Tx,
  row: BookingRow,
  prepared: Awaited<ReturnType<typeof prepareOrder>>,
  deps: PaymentDeps,
  now: Date,
): Promise<BookingRow> {
  assertOpen(row, now)
  const outcome = outcomeSchema.parse(row.outcome)
  if (row.orderId === prepared.order.id) return row
  if (
    (outcome.payment?.attempts ?? 0) + 1 !== prepared.attempt ||
    bookingView(row, deps.config).total !== prepared.total
  )
    throw new ApiError(
      409,
      'BOOKING_CHANGED',
      'The booking changed while the payment was being prepared. Please try again.',
      'Read the booking and pay again.',
    )
  // At the gateway the seats stay held for the booking timeout (000 §9: 20 minutes), not only the rest of the 12.
  const hold = new Date(
    Math.max(row.expiresAt.getTime(), now.getTime() + deps.config.bookingTimeoutMinutes * 60_000),
  )
  await tx
    .update(flightSeatHolds)
    .set({ expiresAt: hold })
    .where(and(eq(flightSeatHolds.bookingId, row.id), eq(flightSeatHolds.status, 'held')))
  const awaiting = await saveOutcome(
    tx,
    row,
    { status: 'AWAITING_PAYMENT', orderId: prepared.order.id, expiresAt: hold, total: prepared.total },
    {
      ...outcome,
      payment: {
        status: 'awaiting',
        attempts: prepared.attempt,
        pay_url: prepared.order.pay_url,
        message: null,
      },
    },
    now,
  )
  await recordTrip(tx, awaiting, tripEventOf.paymentStarted(awaiting))
  return awaiting
}

/**
 * What a payment's status (read from the gateway, never from the browser) does to its booking and
 * its trip. Runs under the booking's row lock.
 */
export async function applyPayment(
  tx: Tx,
  row: BookingRow,
  payment: GatewayPayment,
  deps: PaymentDeps,
  now: Date,
): Promise<BookingRow> {
  const updated = await paymentOutcome(tx, row, payment, deps, now)
  if (updated.status !== row.status) await recordTrip(tx, updated, paymentEvent(updated, payment))
  return updated
}

async function paymentOutcome(
  tx: Tx,
  row: BookingRow,
  payment: GatewayPayment,
  deps: PaymentDeps,
  now: Date,
): Promise<BookingRow> {
  const outcome = outcomeSchema.parse(row.outcome)
  const attempts = outcome.payment?.attempts ?? 1
  const pay = (status: NonNullable<Outcome['payment']>['status'], message: string | null) => ({
    status,
    attempts,
    pay_url: outcome.payment?.pay_url ?? null,
    message,
  })
  if (payment.status === 'captured') {
    if (outcome.captured.includes(payment.id)) return row
    const captured = [...outcome.captured, payment.id]
    const paidAlready = ['TICKETING', 'UNCONFIRMED', 'TICKETED', 'REFUNDED'].includes(row.status)
    if (paidAlready || payment.order_id !== row.orderId) {
      // Paid twice (another attempt's order): the extra payment goes back at once.
      await deps.enqueue(tx, {
        kind: 'checkout.refund',
        payload: { bookingId: row.id, paymentId: payment.id, amount: payment.amount, reason: 'duplicate' },
        dedupeKey: `refund:${payment.id}`,
      })
      return saveOutcome(tx, row, {}, { ...outcome, captured }, now)
    }
    let heldSeats = row.heldSeats
    if (heldSeats === 0) {
      // The checkout ran out while the traveller was paying: take the seats again if they are there
      // — the fare's, and the places chosen on the seat maps (given back when it ran out; sold to
      // someone else meanwhile, the booking cannot be made as it was paid for).
      const offer = offerSchema.parse(row.offer)
      const { seats } = detailsSchema.parse(row.details)
      try {
        // Its wallet part went back to the wallet when the checkout ended: what was paid no longer
        // covers the booking, so the payment is refunded (docs/decisions/0082).
        if (detailsSchema.parse(row.details).wallet) throw new Error('the wallet part was given back')
        await tx.transaction(async (inner) => {
          await holdFare(inner, offer, seated(offer))
          await holdSeats(inner, row.id, seats, new Date(now.getTime() + LATE_SEAT_HOLD_MS), now)
        })
        heldSeats = seated(offer)
      } catch {
        await deps.enqueue(tx, {
          kind: 'checkout.refund',
          payload: { bookingId: row.id, paymentId: payment.id, amount: payment.amount, reason: 'sold_out' },
          dedupeKey: `refund:${payment.id}`,
        })
        return saveOutcome(
          tx,
          row,
          { status: 'REFUNDED' },
          {
            ...outcome,
            captured,
            payment: pay('captured', null),
            message: checkoutMessages.paidButFailed(row.tripId),
          },
          now,
        )
      }
    }
    await deps.enqueue(tx, {
      kind: 'checkout.ticketing',
      payload: {
        bookingId: row.id,
        paymentId: payment.id,
        sandboxOutcome: payment.sandbox_outcome ?? null,
        paidAt: now.toISOString(),
      },
      dedupeKey: `ticket:${row.id}`,
      maxAttempts: 1000,
    })
    return saveOutcome(
      tx,
      row,
      { status: 'TICKETING', heldSeats },
      { ...outcome, captured, payment: pay('captured', null), message: null },
      now,
    )
  }
  if (
    !['AWAITING_PAYMENT', 'PAYMENT_PENDING', 'PAYMENT_FAILED'].includes(row.status) ||
    payment.order_id !== row.orderId
  )
    return row
  if (payment.status === 'failed')
    return saveOutcome(
      tx,
      row,
      { status: 'PAYMENT_FAILED' },
      {
        ...outcome,
        payment: pay('failed', payment.error_description ?? checkoutMessages.paymentFailed),
        message: checkoutMessages.paymentFailed,
      },
      now,
    )
  if (payment.status === 'pending')
    return saveOutcome(
      tx,
      row,
      { status: 'PAYMENT_PENDING' },
      { ...outcome, payment: pay('pending', null), message: checkoutMessages.status3 },
      now,
    )
  if (payment.status === 'review')
    return saveOutcome(
      tx,
      row,
      { status: 'REVIEW' },
      { ...outcome, payment: pay('review', null), message: checkoutMessages.fraud },
      now,
    )
  return row
}
