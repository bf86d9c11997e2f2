/**
 * The sandbox payment gateway's own tables (service group /payment): orders, payments, refunds and
 * the events it delivers to merchants. It never stores anything card-like: the sandbox page asks for
 * none. Amounts are paise; CHECKs keep refunds within what was captured.
 */
import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: text('id').primaryKey(),
    merchant: text('merchant').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('INR'),
    receipt: text('receipt').notNull(),
    notes: jsonb('notes').$type<Record<string, string>>().notNull(),
    returnUrl: text('return_url').notNull(),
    webhookUrl: text('webhook_url'),
    status: text('status').notNull().default('created'),
    /** The hosted form's hidden token: a payment can only be made from the page we served. */
    formToken: text('form_token').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_orders_key_idx').on(t.merchant, t.idempotencyKey),
    check('payment_orders_amount_ck', sql`${t.amount} > 0`),
  ],
)

export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull(),
    amount: integer('amount').notNull(),
    status: text('status').notNull(),
    method: text('method').notNull(),
    sandboxOutcome: text('sandbox_outcome'),
    errorCode: text('error_code'),
    errorDescription: text('error_description'),
    amountRefunded: integer('amount_refunded').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    check('payments_refund_ck', sql`${t.amountRefunded} >= 0 AND ${t.amountRefunded} <= ${t.amount}`),
  ],
)

export const paymentRefunds = pgTable('payment_refunds', {
  id: text('id').primaryKey(),
  paymentId: text('payment_id').notNull(),
  amount: integer('amount').notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  /**
   * SHA-256 of the request (payment and body): a repeat with the key and another amount is refused
   * (409 IDEMPOTENCY_KEY_REUSED), as orders are. Null for refunds asked before it was kept.
   */
  fingerprint: text('fingerprint'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const paymentEvents = pgTable(
  'payment_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    orderId: text('order_id').notNull(),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    webhookUrl: text('webhook_url'),
    attempts: integer('attempts').notNull().default(0),
    lastStatus: integer('last_status'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_events_order_idx').on(t.orderId)],
)

/**
 * The card vault (000 §7, 001 §7 "card-vault"; issue 26): a card saved at the gateway for one
 * customer (the store's user id, sent by the merchant on the order), as a token with the network,
 * issuer and last 4 digits only. RBI's card-on-file rules: never the card number, never the expiry
 * (docs/decisions/0232). A deleted mode keeps its row with deleted_at, so its token never pays again.
 */
export const savedPaymentModes = pgTable(
  'saved_payment_modes',
  {
    /** The gateway's token, e.g. tok_…: what a later payment is made with. */
    token: text('token').primaryKey(),
    userId: integer('user_id').notNull(),
    network: text('network').notNull(),
    issuer: text('issuer').notNull(),
    last4: text('last4').notNull(),
    /** The payment that saved it. */
    paymentId: text('payment_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('saved_payment_modes_user_idx').on(t.userId),
    check('saved_payment_modes_last4', sql`${t.last4} ~ '^[0-9]{4}$'`),
  ],
)
