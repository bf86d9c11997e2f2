/**
 * The wallet at the flight checkout (000 §4 "Checkout", §7 reverse-booking-payment; docs/decisions/0082,
 * 0220):
 *   POST /flights/api/v1.0/booking/{id}/wallet        {amount} + Idempotency-Key: pay part or all from the wallet
 *   POST /flights/api/v1.0/reverse-booking-payment    {bookingId, remarks, txnBy, txnReqType}: the undo
 * Both are the commerce core's tenders (src/services/commerce/tenders.ts) with the flight's port: the
 * debit, its `booking_tenders` row and the booking's negative 'wallet' line are written in one
 * transaction under the booking's row lock, so the booking's total (what the gateway charges) always
 * agrees with the ledger. A booking left with nothing to pay is paid without the gateway
 * (payFromWallet). When the checkout ends unpaid or the booking is refunded, releaseWallet gives
 * every tender back, once.
 */
import { and, eq } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { bookingSchema, offerSchema } from '@contracts/checkout/booking'
import { walletMessages } from '@contracts/wallet/messages'
import { reverseBookingPaymentSchema, walletSpendRequestSchema } from '@contracts/wallet/schemas'
import type { Database, Tx } from '../db/client'
import { flightBookings, flightSeatHolds } from '../db/schema'
import { envelope } from '../http/envelope'
import { ApiError } from '../http/errors'
import { parseJsonBody, parsePath } from '../http/validate'
import type { Enqueue } from '../jobs/queue'
import {
  assertOpen,
  bookingView,
  detailsSchema,
  loadBooking,
  notYours,
  outcomeSchema,
  priceOf,
  saveDetails,
  type BookingRow,
  type Caller,
  type CheckoutConfig,
} from './bookings'
import { fingerprint, idempotencyKeyOf, once } from '../commerce/idempotency'
import {
  applyTender,
  closedBy,
  listTenders,
  releaseTenders,
  undoTender,
  type TenderBookingPort,
  type TenderProviders,
} from '../commerce/tenders'
import { recordTrip, tripEventOf } from './trip-record'

export interface WalletCheckoutOptions {
  config: CheckoutConfig
  tenders: TenderProviders
  userIdOf: (c: Context) => Promise<number | undefined>
}

const idPath = z.object({ id: z.string().regex(/^bk_[0-9a-f]{32}$/, 'must be a booking id such as bk_…') })

const signInFirst = () =>
  new ApiError(
    401,
    'UNAUTHORIZED',
    walletMessages.signIn,
    'The wallet is for signed-in travellers: send a bearer token.',
  )

/**
 * The flight booking as the commerce core's tenders see it: the total before tenders is the priced
 * booking without its wallet line; what the tenders cover is written back as the booking's `wallet`
 * part (the flight prices wallet tenders only, for now), which moves its total.
 */
export function flightTenderPort(config: CheckoutConfig): TenderBookingPort<Caller> {
  return {
    product: 'flights',
    async lock(tx, bookingId, caller, now) {
      const row = await loadBooking(tx, bookingId, caller, true)
      const details = detailsSchema.parse(row.details)
      return {
        id: row.id,
        tripId: row.tripId,
        owner: { userId: caller.userId ?? null, email: null, mobile: null },
        total: priceOf(offerSchema.parse(row.offer), { ...details, wallet: null }, config).total,
        closed: closedBy(() => assertOpen(row, now)),
      }
    },
    async payableChanged(tx, bookingId, _left, live, now) {
      const [row] = await tx.select().from(flightBookings).where(eq(flightBookings.id, bookingId))
      if (!row) throw notYours()
      const spent = live.find((t) => t.kind === 'wallet')
      const wallet = spent ? { amount: spent.amount, transaction_id: spent.ref } : null
      await saveDetails(tx, row, { ...detailsSchema.parse(row.details), wallet }, config, now)
    },
    async paidWithoutGateway() {
      // The flight's own payment call pays a booking the wallet covered (payFromWallet).
      throw new ApiError(
        409,
        'PAY_WITH_PAYMENT_CALL',
        'Use the booking’s payment step to finish paying.',
        'POST /flights/api/v1.0/booking/{id}/payment pays a booking with nothing left (docs/decisions/0082).',
      )
    },
  }
}

export function walletCheckoutRoutes(db: Database, options: WalletCheckoutOptions): Hono {
  const app = new Hono()
  const { config, tenders } = options
  const port = flightTenderPort(config)

  async function signedIn(c: Context): Promise<number> {
    const userId = await options.userIdOf(c)
    if (userId === undefined) throw signInFirst()
    return userId
  }

  app.post('/api/v1.0/booking/:id/wallet', async (c) => {
    const { id } = parsePath(c, idPath)
    const key = idempotencyKeyOf(c)
    const { amount } = await parseJsonBody(c, walletSpendRequestSchema)
    const userId = await signedIn(c)
    const at = new Date()
    const answer = await once(
      db,
      `wallet:${id}`,
      key,
      fingerprint({ amount, userId }),
      bookingSchema,
      async (tx) => {
        await applyTender(tx, port, tenders, {
          bookingId: id,
          caller: { userId },
          kind: 'wallet',
          index: 0,
          amount,
          idempotencyKey: key,
          now: at,
        })
        return bookingView(await loadBooking(tx, id, { userId }), config)
      },
    )
    c.header('Cache-Control', 'no-store')
    return c.json(envelope(answer))
  })

  app.post('/api/v1.0/reverse-booking-payment', async (c) => {
    const body = await parseJsonBody(c, reverseBookingPaymentSchema)
    const userId = await signedIn(c)
    const at = new Date()
    const answer = await db.transaction(async (tx) => {
      const row = await loadBooking(tx, body.bookingId, { userId }, true)
      if (body.tripId !== undefined && body.tripId !== row.tripId) throw notYours()
      await undoTender(tx, port, tenders, {
        bookingId: row.id,
        caller: { userId },
        kind: 'wallet',
        index: 0,
        // `remarks` is the caller's note for the ledger; the traveller's statement says what happened.
        why: 'Taken off the booking at checkout',
        now: at,
      })
      return bookingView(await loadBooking(tx, row.id, { userId }), config)
    })
    c.header('Cache-Control', 'no-store')
    return c.json(envelope(answer))
  })

  return app
}

/**
 * A booking the wallet paid in full: no gateway order; it goes to ticketing as a captured payment
 * would (payment.ts applyPayment), its seats held for the booking timeout meanwhile.
 */
export async function payFromWallet(
  tx: Tx,
  row: BookingRow,
  deps: { enqueue: Enqueue; config: CheckoutConfig & { bookingTimeoutMinutes: number } },
  now: Date,
): Promise<BookingRow> {
  assertOpen(row, now)
  const outcome = outcomeSchema.parse(row.outcome)
  const hold = new Date(now.getTime() + deps.config.bookingTimeoutMinutes * 60_000)
  await tx
    .update(flightSeatHolds)
    .set({ expiresAt: hold })
    .where(and(eq(flightSeatHolds.bookingId, row.id), eq(flightSeatHolds.status, 'held')))
  await deps.enqueue(tx, {
    kind: 'checkout.ticketing',
    payload: { bookingId: row.id, paymentId: null, sandboxOutcome: null, paidAt: now.toISOString() },
    dedupeKey: `ticket:${row.id}`,
    maxAttempts: 1000,
  })
  const attempts = (outcome.payment?.attempts ?? 0) + 1
  const [updated] = await tx
    .update(flightBookings)
    .set({
      status: 'TICKETING',
      expiresAt: hold,
      outcome: {
        ...outcome,
        payment: { status: 'captured', attempts, pay_url: null, message: null },
        message: null,
      },
      updatedAt: now,
    })
    .where(eq(flightBookings.id, row.id))
    .returning()
  if (!updated) throw new Error('update returned no row')
  // Paid: from now on the trip is in the bookings area, its history starting with the wallet payment.
  await recordTrip(tx, updated, tripEventOf.paid(updated, 'wallet'))
  return updated
}

/**
 * Every tender of a booking that ended unpaid or was refunded goes back (once: the tender's row and
 * the ledger's key). A booking whose wallet part predates the tenders table is reversed as before.
 */
export async function releaseWallet(
  tx: Tx,
  bookingId: string,
  tenders: TenderProviders | undefined,
  now = new Date(),
) {
  if (!tenders) return
  const [row] = await tx.select().from(flightBookings).where(eq(flightBookings.id, bookingId))
  if (!row) return
  const why = row.status === 'EXPIRED' ? 'The checkout ended unpaid' : 'The booking did not go through'
  const recorded = (await listTenders(tx, 'flights', bookingId)).some((t) => t.kind === 'wallet')
  await releaseTenders(tx, tenders, 'flights', bookingId, why, now)
  const details = detailsSchema.parse(row.details)
  if (recorded || row.userId === null || !details.wallet) return
  await tenders.wallet?.release(tx, {
    ref: details.wallet.transaction_id,
    why,
    now,
    owner: { userId: row.userId, email: null, mobile: null },
  })
}
