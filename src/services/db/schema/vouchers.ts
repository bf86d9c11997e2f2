/**
 * Vouchers (001 §3 "Vouchers"; issue 26) and their uses by trips. Money is paise. `used_count`
 * counts the uses held by a checkout or consumed by a paid booking, so the use limit is enforced by
 * one conditional UPDATE under the voucher's row lock, and a CHECK keeps it within the limit
 * regardless (docs/decisions/0230).
 */
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

const at = (name: string) => timestamp(name, { withTimezone: true })

export const vouchers = pgTable(
  'vouchers',
  {
    /** Upper-case letters, digits and dashes; callers upper-case what a traveller typed. */
    code: text('code').primaryKey(),
    description: text('description').notNull(),
    /** Paise the voucher is worth. */
    value: integer('value').notNull(),
    /** 'flights', 'hotels', 'trains', 'holidays'; null: any product. */
    product: text('product'),
    validFrom: at('valid_from').notNull(),
    /** Exclusive: the voucher stops working at this instant. */
    validUntil: at('valid_until').notNull(),
    /** 1: single use. */
    useLimit: integer('use_limit').notNull().default(1),
    usedCount: integer('used_count').notNull().default(0),
    /** Given to one account; null: open to anyone who has the code. */
    userId: integer('user_id'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('vouchers_code_upper', sql`${t.code} = upper(${t.code}) and length(${t.code}) between 4 and 24`),
    check('vouchers_value_positive', sql`${t.value} > 0`),
    check('vouchers_use_limit', sql`${t.useLimit} >= 1`),
    check('vouchers_used_within_limit', sql`${t.usedCount} >= 0 and ${t.usedCount} <= ${t.useLimit}`),
    check('vouchers_window', sql`${t.validFrom} < ${t.validUntil}`),
  ],
)

/**
 * One row per hold: the tender's `ref` is its id. A trip holds a code at most once while the hold
 * is live (the partial unique index); a released hold stays as history.
 */
export const voucherUses = pgTable(
  'voucher_uses',
  {
    id: text('id').primaryKey(),
    code: text('code')
      .notNull()
      .references(() => vouchers.code),
    tripId: text('trip_id').notNull(),
    /** The entry's index on the voucher redeem form (001 §3: answers keyed by index). */
    entryIndex: integer('entry_index').notNull(),
    userId: integer('user_id'),
    /** Paise applied to the trip (the voucher's value, or what was left to pay when less). */
    amount: integer('amount').notNull(),
    status: text('status', { enum: ['held', 'consumed', 'released'] }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    releaseReason: text('release_reason'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('voucher_uses_key').on(t.idempotencyKey),
    uniqueIndex('voucher_uses_live_code_trip')
      .on(t.code, t.tripId)
      .where(sql`${t.status} <> 'released'`),
    index('voucher_uses_trip_idx').on(t.tripId),
    check('voucher_uses_amount', sql`${t.amount} > 0`),
  ],
)
