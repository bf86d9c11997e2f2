/**
 * The bookings area and the wallet (001 §3 "Bookings area", "Wallet"; §4 "Bookings cancellation").
 * One product-neutral record per trip (`trips`), written by each product's booking service in the
 * transaction that changes its booking, so the bookings list reads one table for flights, hotels and
 * trains; a history of what happened per trip; refund quotes, cancellations, refunds and
 * modification requests; and the wallet as a double-entry, append-only ledger. Money is paise.
 * docs/decisions/0080.
 */
import { sql } from 'drizzle-orm'
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

const at = (name: string) => timestamp(name, { withTimezone: true })

/**
 * A trip as the bookings area lists it, whatever the product. `status` is the lifecycle
 * (pending: paid or paying, not confirmed yet; confirmed; partially_cancelled; cancelled; failed:
 * not paid or not bookable; refunded: paid, not bookable, money returned). Whether a confirmed trip
 * is upcoming or completed is read from `starts_at` against the clock, never stored.
 */
export const trips = pgTable(
  'trips',
  {
    tripId: text('trip_id').primaryKey(),
    product: text('product', { enum: ['flights', 'hotels', 'trains', 'holidays'] }).notNull(),
    /** The product's own booking id (flight_bookings.id, …). */
    bookingId: text('booking_id').notNull(),
    userId: integer('user_id'),
    /** The contact's e-mail, lower-case, and mobile digits: a guest finds the trip with either. */
    email: text('email'),
    phone: text('phone'),
    /** "New Delhi → Mumbai", "Hotel Sea Breeze, Goa". */
    title: text('title').notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    status: text('status', {
      enum: ['pending', 'confirmed', 'partially_cancelled', 'cancelled', 'failed', 'refunded'],
    }).notNull(),
    /** What was charged, and what has gone back so far (paise). */
    total: integer('total').notNull(),
    refunded: integer('refunded').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('trips_product_booking_key').on(t.product, t.bookingId),
    index('trips_user_created_idx').on(t.userId, t.createdAt),
    index('trips_email_idx').on(t.email),
    index('trips_phone_idx').on(t.phone),
    check('trips_money_ck', sql`${t.total} >= 0 and ${t.refunded} >= 0 and ${t.refunded} <= ${t.total}`),
  ],
)

/** What happened to a trip, in order: booked, ticketed, cancellation requested, refund processed… */
export const tripEvents = pgTable(
  'trip_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tripId: text('trip_id').notNull(),
    kind: text('kind').notNull(),
    /** Words a traveller reads, and the facts behind them (amounts, references). */
    text: text('text').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('trip_events_trip_idx').on(t.tripId, t.id)],
)

/**
 * A refund quote: what cancelling the chosen travellers and flights returns, line by line (per
 * passenger and segment: airline penalty, store fee, refund), and where it goes. Valid until
 * `expires_at`; used once (`used_at`).
 */
export const cancellationQuotes = pgTable(
  'cancellation_quotes',
  {
    id: text('id').primaryKey(),
    tripId: text('trip_id').notNull(),
    /** FULL: everything left; PARTIAL: some travellers or some flights. */
    kind: text('kind', { enum: ['FULL', 'PARTIAL'] }).notNull(),
    selection: jsonb('selection').$type<Record<string, unknown>>().notNull(),
    lines: jsonb('lines').$type<Array<Record<string, unknown>>>().notNull(),
    penalty: integer('penalty').notNull(),
    fee: integer('fee').notNull(),
    refund: integer('refund').notNull(),
    destination: text('destination', { enum: ['source', 'wallet'] }).notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('cancellation_quotes_trip_idx').on(t.tripId),
    check('cancellation_quotes_money_ck', sql`${t.penalty} >= 0 and ${t.fee} >= 0 and ${t.refund} >= 0`),
  ],
)

/** A cancellation sent to the supplier: per passenger and segment, what it cancelled or refused. */
export const cancellations = pgTable(
  'cancellations',
  {
    id: text('id').primaryKey(),
    tripId: text('trip_id').notNull(),
    /** One quote, one cancellation: confirming twice (two browsers) finds the first. */
    quoteId: text('quote_id').notNull().unique(),
    kind: text('kind', { enum: ['FULL', 'PARTIAL'] }).notNull(),
    status: text('status', { enum: ['cancelling', 'done', 'partial', 'failed'] }).notNull(),
    results: jsonb('results').$type<Array<Record<string, unknown>>>().notNull().default([]),
    /** What the cancelled part returns (paise); the refund rows carry it on. */
    refund: integer('refund').notNull().default(0),
    reason: text('reason'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('cancellations_trip_idx').on(t.tripId)],
)

/**
 * One refund, tracked: requested → initiated → processed, or failed. To the original payment
 * (`source`, through the gateway, with the bank's reference once processed) or to the wallet.
 * `cause_key` makes each refund once (a cancellation's, a failed booking's captured payment).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: text('id').primaryKey(),
    tripId: text('trip_id').notNull(),
    causeKey: text('cause_key').notNull().unique(),
    cause: text('cause', { enum: ['cancellation', 'booking_failed', 'duplicate_payment'] }).notNull(),
    cancellationId: text('cancellation_id'),
    amount: integer('amount').notNull(),
    destination: text('destination', { enum: ['source', 'wallet'] }).notNull(),
    status: text('status', { enum: ['requested', 'initiated', 'processed', 'failed'] }).notNull(),
    /** The gateway payment refunded (source), its refund id, and the bank's reference (ARN). */
    paymentId: text('payment_id'),
    gatewayRefundId: text('gateway_refund_id'),
    bankReference: text('bank_reference'),
    /** The refund breakup stored at initiation (001 §4): penalty, fee, per passenger lines. */
    breakup: jsonb('breakup').$type<Record<string, unknown>>().notNull().default({}),
    failureReason: text('failure_reason'),
    requestedAt: at('requested_at').notNull().defaultNow(),
    initiatedAt: at('initiated_at'),
    processedAt: at('processed_at'),
    failedAt: at('failed_at'),
  },
  (t) => [
    index('refunds_trip_idx').on(t.tripId),
    index('refunds_gateway_idx').on(t.gatewayRefundId),
    check('refunds_amount_ck', sql`${t.amount} > 0`),
  ],
)

/** A modification request (date change, name correction, add baggage), acknowledged with `reference`. */
export const modificationRequests = pgTable(
  'modification_requests',
  {
    id: text('id').primaryKey(),
    reference: text('reference').notNull().unique(),
    tripId: text('trip_id').notNull(),
    kind: text('kind', { enum: ['date_change', 'name_correction', 'add_baggage'] }).notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: ['received', 'in_progress', 'done', 'declined'] }).notNull(),
    /** The caller's Idempotency-Key: a request sent twice is recorded once. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('modification_requests_trip_idx').on(t.tripId)],
)

/** A user's wallet, created for a verified mobile (GET flights/booking/create_wallet?phone=). */
export const wallets = pgTable('wallets', {
  userId: integer('user_id').primaryKey(),
  phone: text('phone').notNull(),
  status: text('status', { enum: ['active', 'blocked'] })
    .notNull()
    .default('active'),
  createdAt: at('created_at').notNull().defaultNow(),
})

/**
 * One movement of money in the wallet ledger; its legs (wallet_entries) sum to zero. Never updated
 * or deleted: a mistake is put right by a reversal. `idempotency_key` makes each movement once.
 */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    userId: integer('user_id').notNull(),
    reason: text('reason', {
      enum: ['refund', 'cashback', 'promotional', 'spend', 'expiry', 'reversal'],
    }).notNull(),
    /** Signed paise as the wallet sees it: a credit is positive, a debit negative. */
    amount: integer('amount').notNull(),
    /** Trip id, refund id or campaign the movement belongs to. */
    reference: text('reference').notNull(),
    description: text('description').notNull(),
    /** Promotional credit only: the instant its unspent part expires. */
    expiresAt: at('expires_at'),
    /** A reversal names the movement it undoes. */
    reverses: text('reverses'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('wallet_transactions_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('wallet_transactions_reverses_key').on(t.reverses),
    check('wallet_transactions_amount_ck', sql`${t.amount} <> 0`),
  ],
)

/**
 * The legs: `account` is 'wallet:<user id>' or a store account ('store:refunds', 'store:cashback',
 * 'store:promotions', 'store:sales', 'store:expired'). A user's balance is the sum of the amounts on
 * their wallet account.
 */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: text('transaction_id').notNull(),
    account: text('account').notNull(),
    amount: integer('amount').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('wallet_entries_account_idx').on(t.account, t.id),
    uniqueIndex('wallet_entries_leg_key').on(t.transactionId, t.account),
  ],
)
