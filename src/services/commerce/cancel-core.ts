/**
 * What cancelling any product's trip shares (001 §4 "Bookings cancellation"; docs/decisions/0084,
 * 0106): where a refund may go, the refusals a traveller reads, a quote stored and answered, and a
 * confirmed quote recorded as one cancellation. The flight cancellation (./cancellation.ts) and the
 * hotel one (../hotels/cancellation.ts) price and cancel their own way on top of these.
 */
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import {
  cancellationMessages,
  cancellationResultSchema,
  quoteLineSchema,
  railCancelSchema,
  stayCancelSchema,
  type CancelOptions,
  type Cancellation,
  type Quote,
  type QuoteRequest,
  type RefundDestination,
} from '@contracts/bookings/cancellation'
import type { Database, Tx } from '../db/client'
import { cancellationQuotes, cancellations, wallets } from '../db/schema'
import { ApiError } from '../http/errors'
import { refundsOfTrip, refundView } from './refunds'
import type { TripCaller, TripNeed } from '../http/trip-access'

/** Two products' cancellations as one: each Trip Id goes to the product that owns it. */
export function eitherCancellation(a: ProductCancellation, b: ProductCancellation): ProductCancellation {
  const of = async (tripId: string, tx?: Tx) => ((await b.owns(tripId, tx)) ? b : a)
  return {
    owns: async (tripId, tx) => (await a.owns(tripId, tx)) || (await b.owns(tripId, tx)),
    options: async (tripId, caller, at) => (await of(tripId)).options(tripId, caller, at),
    quote: async (tripId, caller, body, at) => (await of(tripId)).quote(tripId, caller, body, at),
    confirm: async (tx, tripId, quoteId, caller, at) =>
      (await of(tripId, tx)).confirm(tx, tripId, quoteId, caller, at),
    open: async (tripId, caller, need) => (await of(tripId)).open(tripId, caller, need),
  }
}

/**
 * Another product's cancellation behind the same endpoints (hotels: ../hotels/cancellation.ts),
 * joined in src/services/app.ts; the routes ask it first whether a Trip Id is its own.
 */
export interface ProductCancellation {
  /** Whether the Trip Id is this product's; `tx` reads inside a transaction already open (PGlite has one connection). */
  owns(tripId: string, tx?: Tx): Promise<boolean>
  options(tripId: string, caller: TripCaller, at: Date): Promise<ProductCancelOptions>
  quote(tripId: string, caller: TripCaller, body: QuoteBody, at: Date): Promise<Quote>
  confirm(tx: Tx, tripId: string, quoteId: string, caller: TripCaller, at: Date): Promise<Cancellation>
  /** 404 unless the caller may read the trip; 403 when they may read it but `need` to change it. */
  open(tripId: string, caller: TripCaller, need: TripNeed): Promise<void>
}
export type QuoteBody = QuoteRequest & { destination: RefundDestination }
/** A product's options; the routes add whether the caller may confirm (`change`). */
export type ProductCancelOptions = Omit<CancelOptions, 'change'>

type QuoteRow = typeof cancellationQuotes.$inferSelect
export type CancellationRow = typeof cancellations.$inferSelect

/** Who may read and cancel a trip (./trip-access.ts, docs/decisions/0180). */
export type { TripCaller } from '../http/trip-access'

/** The original payment always; the wallet too for the signed-in owner with an active wallet (0091). */
export async function refundDestinations(
  db: Database | Tx,
  ownerId: number | null,
  caller: TripCaller,
): Promise<RefundDestination[]> {
  if (caller.userId === undefined || ownerId !== caller.userId) return ['source']
  const [wallet] = await db.select().from(wallets).where(eq(wallets.userId, caller.userId))
  return wallet?.status === 'active' ? ['source', 'wallet'] : ['source']
}

/** 409 when the chosen destination is not offered to this caller. */
export async function assertDestination(
  db: Database | Tx,
  ownerId: number | null,
  caller: TripCaller,
  destination: RefundDestination,
): Promise<void> {
  if ((await refundDestinations(db, ownerId, caller)).includes(destination)) return
  throw new ApiError(
    409,
    'WALLET_NOT_AVAILABLE',
    cancellationMessages.walletOnlySignedIn,
    'Send destination "source".',
    [{ field: 'destination', message: 'the wallet is for the signed-in owner with a wallet' }],
  )
}

export const alreadyCancelled = (hint: string) =>
  new ApiError(409, 'ALREADY_CANCELLED', cancellationMessages.alreadyCancelled, hint)

export function quoteView(q: QuoteRow): Quote {
  const stay = stayCancelSchema.safeParse(q.selection['stay'])
  const rail = railCancelSchema.safeParse(q.selection['rail'])
  return {
    id: q.id,
    trip_id: q.tripId,
    kind: q.kind,
    destination: q.destination,
    lines: quoteLineSchema.array().parse(q.lines),
    penalty: q.penalty,
    fee: q.fee,
    refund: q.refund,
    expires_at: q.expiresAt.toISOString(),
    created_at: q.createdAt.toISOString(),
    ...(stay.success ? { stay: stay.data } : {}),
    ...(rail.success ? { rail: rail.data } : {}),
  }
}

/** Stores a quote valid for `validityMs` and answers it. */
export async function insertQuote(
  db: Database | Tx,
  q: Omit<QuoteRow, 'id' | 'expiresAt' | 'usedAt' | 'createdAt'>,
  validityMs: number,
  at: Date,
): Promise<Quote> {
  const [quote] = await db
    .insert(cancellationQuotes)
    .values({
      ...q,
      id: `cq_${randomUUID().replaceAll('-', '')}`,
      expiresAt: new Date(at.getTime() + validityMs),
      createdAt: at,
    })
    .returning()
  if (!quote) throw new Error('insert returned no row')
  return quoteView(quote)
}

/**
 * The quote of a trip under its row lock, in the confirming transaction: 404 for none, the
 * cancellation it already made (a repeat), or the quote to confirm (409 once expired).
 */
export async function quoteToConfirm(
  tx: Tx,
  tripId: string,
  quoteId: string,
): Promise<{ done: CancellationRow } | { quote: QuoteRow }> {
  const [quote] = await tx
    .select()
    .from(cancellationQuotes)
    .where(eq(cancellationQuotes.id, quoteId))
    .for('update')
  if (!quote || quote.tripId !== tripId)
    throw new ApiError(
      404,
      'NOT_FOUND',
      'No such refund quote for this booking; ask for a quote first.',
      'POST a quote, then confirm its id.',
    )
  const [done] = await tx.select().from(cancellations).where(eq(cancellations.quoteId, quote.id))
  if (done) return { done }
  return { quote }
}

export function assertFresh(quote: QuoteRow, at: Date, ageMs = 0): void {
  if (quote.expiresAt.getTime() - ageMs <= at.getTime())
    throw new ApiError(
      409,
      'QUOTE_EXPIRED',
      cancellationMessages.quoteExpired,
      'POST a new quote, then confirm it.',
    )
}

/** Records what a confirmed quote cancelled, and marks the quote used. */
export async function recordCancellation(
  tx: Tx,
  c: Omit<CancellationRow, 'id' | 'createdAt' | 'updatedAt'>,
  at: Date,
): Promise<CancellationRow> {
  const [created] = await tx
    .insert(cancellations)
    .values({ ...c, id: `cn_${randomUUID().replaceAll('-', '')}`, createdAt: at, updatedAt: at })
    .returning()
  if (!created) throw new Error('insert returned no row')
  await tx.update(cancellationQuotes).set({ usedAt: at }).where(eq(cancellationQuotes.id, c.quoteId))
  return created
}

/** A cancellation as answered, with the refunds it made and the words for its outcome. */
export async function cancellationView(
  db: Database | Tx,
  c: CancellationRow,
  message: string,
): Promise<Cancellation> {
  const made = (await refundsOfTrip(db, c.tripId)).filter((r) => r.cancellationId === c.id)
  return {
    id: c.id,
    trip_id: c.tripId,
    quote_id: c.quoteId,
    kind: c.kind,
    status: c.status === 'cancelling' ? 'failed' : c.status,
    results: cancellationResultSchema.array().parse(c.results),
    refund: c.refund,
    message,
    refunds: made.map(refundView),
    created_at: c.createdAt.toISOString(),
  }
}

/** A trip's refunds and their states (GET …/refunds), whatever the product. */
export async function tripRefundsAnswer(db: Database, tripId: string) {
  return { trip_id: tripId, refunds: (await refundsOfTrip(db, tripId)).map(refundView) }
}
