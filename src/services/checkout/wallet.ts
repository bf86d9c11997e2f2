/**
 * The wallet at the flight checkout (000 §4 "Checkout", §7 reverse-booking-payment; docs/decisions/0082):
 *   POST /flights/api/v1.0/booking/{id}/wallet        {amount} + Idempotency-Key: pay part or all from the wallet
 *   POST /flights/api/v1.0/reverse-booking-payment    {bookingId, remarks, txnBy, txnReqType}: the undo
 * The debit and the booking's negative 'wallet' line are written in one transaction under the
 * booking's row lock, so the booking's total (what the gateway charges) always agrees with the
 * ledger. A booking left with nothing to pay is paid without the gateway (payFromWallet). When the
 * checkout ends unpaid or the booking is refunded, releaseWallet puts the wallet part back, once.
 */
import { and, eq } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { bookingSchema, offerSchema } from '@contracts/checkout/booking'
import { formatPaise } from '@contracts/money'
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
  type CheckoutConfig,
} from './bookings'
import { fingerprint, idempotencyKeyOf, once } from '../commerce/idempotency'
import { recordTrip, tripEventOf } from './trip-record'
import type { WalletPort } from './wallet-port'

export interface WalletCheckoutOptions {
  config: CheckoutConfig
  wallet: WalletPort
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

export function walletCheckoutRoutes(db: Database, options: WalletCheckoutOptions): Hono {
  const app = new Hono()
  const { config, wallet } = options

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
        const row = await loadBooking(tx, id, { userId }, true)
        assertOpen(row, at)
        const details = detailsSchema.parse(row.details)
        if (details.wallet)
          throw new ApiError(
            409,
            'WALLET_ALREADY_APPLIED',
            walletMessages.alreadyApplied,
            'Undo it with reverse-booking-payment first.',
          )
        const rest = priceOf(offerSchema.parse(row.offer), details, config).total
        if (amount > rest)
          throw new ApiError(
            409,
            'WALLET_OVER_TOTAL',
            walletMessages.overTotal(formatPaise(rest)),
            `amount must be at most the booking's total (${rest} paise).`,
            [{ field: 'amount', message: `must be at most ${rest} paise` }],
          )
        const debit = await wallet.spend(tx, {
          userId,
          amount,
          idempotencyKey: `spend:${id}:${key}`,
          tripId: row.tripId,
          now: at,
        })
        if (!debit.ok) throw refusal(debit.reason, debit.balance)
        const saved = await saveDetails(
          tx,
          row,
          { ...details, wallet: { amount, transaction_id: debit.id } },
          config,
          at,
        )
        return bookingView(saved, config)
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
      assertOpen(row, at)
      const details = detailsSchema.parse(row.details)
      if (!details.wallet)
        throw new ApiError(
          409,
          'WALLET_NOT_APPLIED',
          walletMessages.notApplied,
          'Nothing to undo: the booking has no wallet part.',
        )
      await wallet.reverse(tx, {
        userId,
        transactionId: details.wallet.transaction_id,
        // `remarks` is the caller's note for the ledger; the traveller's statement says what happened.
        why: 'Taken off the booking at checkout',
        now: at,
      })
      return bookingView(await saveDetails(tx, row, { ...details, wallet: null }, config, at), config)
    })
    c.header('Cache-Control', 'no-store')
    return c.json(envelope(answer))
  })

  return app
}

function refusal(reason: 'NO_WALLET' | 'INSUFFICIENT_BALANCE' | 'BLOCKED', balance: number): ApiError {
  if (reason === 'NO_WALLET')
    return new ApiError(409, 'NO_WALLET', walletMessages.noWallet, walletMessages.noWallet)
  if (reason === 'BLOCKED')
    return new ApiError(409, 'WALLET_BLOCKED', walletMessages.blocked, walletMessages.blocked)
  const words = walletMessages.insufficient(formatPaise(balance))
  return new ApiError(409, 'INSUFFICIENT_BALANCE', words, words, [{ field: 'amount', message: words }])
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

/** The wallet part of a booking that ended unpaid or was refunded goes back (once: the ledger's key). */
export async function releaseWallet(
  tx: Tx,
  bookingId: string,
  wallet: WalletPort | undefined,
  now = new Date(),
) {
  if (!wallet) return
  const [row] = await tx.select().from(flightBookings).where(eq(flightBookings.id, bookingId))
  const details = row ? detailsSchema.parse(row.details) : undefined
  if (!row || row.userId === null || !details?.wallet) return
  await wallet.reverse(tx, {
    userId: row.userId,
    transactionId: details.wallet.transaction_id,
    why: row.status === 'EXPIRED' ? 'The checkout ended unpaid' : 'The booking did not go through',
    now,
  })
}
