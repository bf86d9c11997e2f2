/**
 * Tenders at checkout, one code path for every product (issue 26; docs/decisions/0220): the wallet,
 * PAYBACK points and vouchers take parts of a booking's total, the gateway is asked for what is left,
 * and a total left of zero is paid without it. Every change runs under the product booking's row
 * lock (the product's TenderBookingPort takes it) in the caller's transaction, so the booking, the
 * `booking_tenders` rows and each tender's own ledger (TenderProvider) always agree. A tender's row
 * moves held → committed (paid) or → released (undone, failed, expired), each by one guarded UPDATE:
 * whoever asks twice, it is given back once.
 */
import { and, asc, eq, inArray, ne } from 'drizzle-orm'
import {
  tenderMessages,
  type TenderKindName,
  type TenderLine,
  type TenderState,
} from '@contracts/commerce/tenders'
import { formatPaise } from '@contracts/money'
import type { Database, Tx } from '../db/client'
import { bookingTenders } from '../db/schema'
import { ApiError } from '../http/errors'
import type { TenderKind, TenderOwner, TenderProvider } from './tender-port'

export type TenderRow = typeof bookingTenders.$inferSelect

/** The tender owners the services were given (src/services/app.ts); a kind not here is not offered. */
export type TenderProviders = Partial<Record<TenderKind, TenderProvider>>

/** A product's booking as the core sees it, read under the booking's row lock. */
export interface TenderBooking {
  id: string
  tripId: string
  /** Who pays: the caller, as the product knows them (the wallet is the signed-in caller's). */
  owner: TenderOwner
  /** The booking's total before any tender (paise): the offer less a promo code's discount. */
  total: number
  /** Why the booking takes no tender change now (paid, expired, …), as the product words it; null when open. */
  closed: ApiError | null
}

/** What the core needs of a product: its booking locked, and to be told what is left to pay. */
export interface TenderBookingPort<Caller> {
  /** The product's service prefix: 'flights', 'hotels', 'trains', 'holidays'. */
  product: string
  /** Locks the booking row (FOR UPDATE) for this caller; throws the product's 404 when not theirs. */
  lock(tx: Tx, bookingId: string, caller: Caller, now: Date): Promise<TenderBooking>
  /** The booking's payable total is now `left` (what the gateway is to charge); `live` its tenders. */
  payableChanged(tx: Tx, bookingId: string, left: number, live: TenderRow[], now: Date): Promise<void>
  /** `left` is 0: the booking is paid as a captured payment would pay it, with no gateway order. */
  paidWithoutGateway(tx: Tx, bookingId: string, now: Date): Promise<void>
}

/** The product's own "may this booking still change?" check, as the reason it may not (or null). */
export function closedBy(check: () => void): ApiError | null {
  try {
    check()
    return null
  } catch (error) {
    if (error instanceof ApiError) return error
    throw error
  }
}

const LIVE = ['held', 'committed'] as const
const ACCOUNT_ONLY: readonly TenderKind[] = ['wallet']

const lineOf = (row: TenderRow): TenderLine => ({
  kind: row.kind,
  index: row.idx,
  amount: row.amount,
  label: row.label,
  status: row.status,
})

/** The booking's tenders, released ones included (the history), oldest first. */
export function listTenders(db: Database | Tx, product: string, bookingId: string): Promise<TenderRow[]> {
  return db
    .select()
    .from(bookingTenders)
    .where(and(eq(bookingTenders.product, product), eq(bookingTenders.bookingId, bookingId)))
    .orderBy(asc(bookingTenders.id))
}

/** The tenders that still pay for the booking (held or committed). */
export async function liveTenders(db: Database | Tx, product: string, bookingId: string) {
  return (await listTenders(db, product, bookingId)).filter((t) => t.status !== 'released')
}

/** Paise the live tenders cover. */
export const tenderSum = (rows: readonly Pick<TenderRow, 'amount' | 'status'>[]) =>
  rows.reduce((sum, t) => (t.status === 'released' ? sum : sum + t.amount), 0)

/** The answer of every tender call: the booking's total, its live tenders, what is left. */
export function tenderState(booking: TenderBooking, rows: TenderRow[], paid = false): TenderState {
  const live = rows.filter((t) => t.status !== 'released')
  const tendered = tenderSum(live)
  return {
    booking_id: booking.id,
    total: booking.total,
    applied: live.map(lineOf),
    tendered,
    left: Math.max(booking.total - tendered, 0),
    open: booking.closed === null,
    paid_without_gateway: paid,
  }
}

const code = (kind: TenderKindName, what: string) => `${kind.toUpperCase()}_${what}`

export interface ApplyArgs<Caller> {
  bookingId: string
  caller: Caller
  kind: TenderKind
  index: number
  amount: number
  detail?: unknown
  /** The caller's Idempotency-Key: the same key on the same booking is the same tender. */
  idempotencyKey: string
  now: Date
}

/**
 * Applies a tender under the booking's row lock: its owner holds the amount, a row records it, and
 * the product is told what is left. A repeat of the same key answers the booking as it is.
 */
export async function applyTender<Caller>(
  tx: Tx,
  port: TenderBookingPort<Caller>,
  providers: TenderProviders,
  args: ApplyArgs<Caller>,
): Promise<TenderState> {
  const booking = await port.lock(tx, args.bookingId, args.caller, args.now)
  const rows = await listTenders(tx, port.product, booking.id)
  if (rows.some((t) => t.idempotencyKey === args.idempotencyKey)) return tenderState(booking, rows)
  if (booking.closed) throw booking.closed
  // The wallet is an account's: a guest's checkout has none to spend (PAYBACK and vouchers may).
  if (ACCOUNT_ONLY.includes(args.kind) && booking.owner.userId === null)
    throw new ApiError(
      401,
      'UNAUTHORIZED',
      tenderMessages.signIn,
      'Send a bearer token: the wallet is an account’s.',
    )
  const provider = providers[args.kind]
  if (!provider)
    throw new ApiError(409, 'TENDER_NOT_OFFERED', tenderMessages.notOffered, tenderMessages.notOffered)
  const live = rows.filter((t) => t.status !== 'released')
  if (live.some((t) => t.kind === args.kind && t.idx === args.index))
    throw new ApiError(
      409,
      code(args.kind, 'ALREADY_APPLIED'),
      tenderMessages.alreadyApplied[args.kind],
      'Undo it first (POST …/tenders/undo or reverse-booking-payment).',
    )
  const left = booking.total - tenderSum(live)
  if (args.amount > left) throw overTotal(args.kind, left)
  const hold = await provider.hold(tx, {
    owner: booking.owner,
    amount: args.amount,
    detail: args.detail,
    index: args.index,
    idempotencyKey: `${port.product}:${booking.id}:${args.kind}:${args.index}:${args.idempotencyKey}`,
    tripId: booking.tripId,
    product: port.product,
    bookingTotal: booking.total,
    left,
    now: args.now,
  })
  if (!hold.ok)
    throw new ApiError(
      hold.status,
      hold.code,
      hold.message,
      hold.message,
      hold.field ? [{ field: hold.field, message: hold.message }] : undefined,
    )
  if (hold.amount <= 0 || hold.amount > left) {
    // A provider that decided more than is left (a voucher's own value) is given its hold back.
    await provider.release(tx, { ref: hold.ref, why: 'More than the booking had left to pay', now: args.now })
    throw overTotal(args.kind, left)
  }
  await tx.insert(bookingTenders).values({
    product: port.product,
    bookingId: booking.id,
    tripId: booking.tripId,
    kind: args.kind,
    idx: args.index,
    amount: hold.amount,
    ref: hold.ref,
    label: hold.label,
    userId: booking.owner.userId,
    email: booking.owner.email,
    mobile: booking.owner.mobile,
    idempotencyKey: args.idempotencyKey,
    status: 'held',
    createdAt: args.now,
    updatedAt: args.now,
  })
  return changed(tx, port, booking, args.now)
}

function overTotal(kind: TenderKind, left: number): ApiError {
  return new ApiError(
    409,
    code(kind, 'OVER_TOTAL'),
    tenderMessages.overTotal(formatPaise(Math.max(left, 0))),
    `amount must be at most what is left to pay (${Math.max(left, 0)} paise).`,
    [{ field: 'amount', message: `must be at most ${Math.max(left, 0)} paise` }],
  )
}

/** Tells the product what is left now and answers the booking's tenders. */
async function changed<Caller>(
  tx: Tx,
  port: TenderBookingPort<Caller>,
  booking: TenderBooking,
  now: Date,
): Promise<TenderState> {
  const rows = await listTenders(tx, port.product, booking.id)
  const state = tenderState(booking, rows)
  await port.payableChanged(
    tx,
    booking.id,
    state.left,
    rows.filter((t) => t.status !== 'released'),
    now,
  )
  return state
}

/** The traveller takes one tender off an open booking: its owner gives it back, the total goes up. */
export async function undoTender<Caller>(
  tx: Tx,
  port: TenderBookingPort<Caller>,
  providers: TenderProviders,
  args: { bookingId: string; caller: Caller; kind: TenderKind; index: number; why: string; now: Date },
): Promise<TenderState> {
  const booking = await port.lock(tx, args.bookingId, args.caller, args.now)
  if (booking.closed) throw booking.closed
  const live = await liveTenders(tx, port.product, booking.id)
  const row = live.find((t) => t.kind === args.kind && t.idx === args.index && t.status === 'held')
  if (!row)
    throw new ApiError(
      409,
      code(args.kind, 'NOT_APPLIED'),
      tenderMessages.notApplied[args.kind],
      'Nothing to undo: the booking has no such tender.',
    )
  await releaseRow(tx, providers, row, args.why, args.now)
  return changed(tx, port, booking, args.now)
}

/** The tender is given back by its owner if this call moved it to released (once, whoever asks). */
async function releaseRow(tx: Tx, providers: TenderProviders, row: TenderRow, why: string, now: Date) {
  const [moved] = await tx
    .update(bookingTenders)
    .set({ status: 'released', releaseWhy: why, updatedAt: now })
    .where(and(eq(bookingTenders.id, row.id), ne(bookingTenders.status, 'released')))
    .returning()
  if (!moved) return false
  const provider = providers[row.kind]
  if (!provider) throw new Error(`no ${row.kind} provider to give back tender ${row.id}`)
  await provider.release(tx, { ref: row.ref, why, now, owner: ownerOf(row) })
  return true
}

const ownerOf = (row: TenderRow): TenderOwner => ({
  userId: row.userId,
  email: row.email,
  mobile: row.mobile,
})

/**
 * The booking was paid (by the gateway, or by tenders alone): every held tender is final. Run by the
 * product under its booking's lock; safe to repeat.
 */
export async function commitTenders(
  tx: Tx,
  providers: TenderProviders,
  product: string,
  bookingId: string,
  now: Date,
): Promise<void> {
  const held = await tx
    .update(bookingTenders)
    .set({ status: 'committed', updatedAt: now })
    .where(
      and(
        eq(bookingTenders.product, product),
        eq(bookingTenders.bookingId, bookingId),
        eq(bookingTenders.status, 'held'),
      ),
    )
    .returning()
  for (const row of held)
    await providers[row.kind]?.commit(tx, { ref: row.ref, tripId: row.tripId, now, owner: ownerOf(row) })
}

/**
 * The booking did not go through (failed, expired, refunded before its ticket or voucher): every
 * live tender goes back, once. Run by the product under its booking's lock (or by its sweep's
 * guarded update); answers the number given back by this call.
 */
export async function releaseTenders(
  tx: Tx,
  providers: TenderProviders,
  product: string,
  bookingId: string,
  why: string,
  now: Date,
): Promise<number> {
  const live = await tx
    .select()
    .from(bookingTenders)
    .where(
      and(
        eq(bookingTenders.product, product),
        eq(bookingTenders.bookingId, bookingId),
        inArray(bookingTenders.status, [...LIVE]),
      ),
    )
    .orderBy(asc(bookingTenders.id))
  let given = 0
  for (const row of live) if (await releaseRow(tx, providers, row, why, now)) given++
  return given
}

/**
 * Pays a booking whose tenders cover it all: refused while anything is left (the gateway takes the
 * rest), then the product's own paid path and every tender committed.
 */
export async function payWithTenders<Caller>(
  tx: Tx,
  port: TenderBookingPort<Caller>,
  providers: TenderProviders,
  args: { bookingId: string; caller: Caller; now: Date },
): Promise<TenderState> {
  const booking = await port.lock(tx, args.bookingId, args.caller, args.now)
  if (booking.closed) throw booking.closed
  const rows = await listTenders(tx, port.product, booking.id)
  const state = tenderState(booking, rows)
  if (state.left > 0 || state.applied.length === 0)
    throw new ApiError(
      409,
      'LEFT_TO_PAY',
      tenderMessages.leftToPay(formatPaise(state.left)),
      'Pay the rest through the gateway (the booking’s payment_url).',
    )
  await port.paidWithoutGateway(tx, booking.id, args.now)
  await commitTenders(tx, providers, port.product, booking.id, args.now)
  const after = await port.lock(tx, args.bookingId, args.caller, args.now)
  return tenderState(after, await listTenders(tx, port.product, booking.id), true)
}

/** The booking's tenders for its reader (GET …/tenders). */
export async function readTenders<Caller>(
  db: Database,
  port: TenderBookingPort<Caller>,
  bookingId: string,
  caller: Caller,
  now: Date,
): Promise<TenderState> {
  return db.transaction(async (tx) => {
    const booking = await port.lock(tx, bookingId, caller, now)
    return tenderState(booking, await listTenders(tx, port.product, booking.id))
  })
}
