/**
 * Promo codes (000 §4 "Checkout", 001 §4 "Promo code") and their uses by bookings. Money is paise;
 * a percent value is basis points (1000 = 10%). used_count counts the uses held or redeemed, so the
 * total limit is enforced by one conditional UPDATE of the code's row (docs/decisions/0071).
 */
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

const at = (name: string) => timestamp(name, { withTimezone: true })

export const promoCodes = pgTable(
  'promo_codes',
  {
    /** Upper-case letters and digits; callers upper-case what a traveller typed before looking up. */
    code: text('code').primaryKey(),
    product: text('product', { enum: ['flights', 'hotels', 'trains'] }).notNull(),
    /** Shown to travellers next to the code. */
    description: text('description').notNull(),
    kind: text('kind', { enum: ['flat', 'percent'] }).notNull(),
    /** Paise for 'flat', basis points for 'percent'. */
    value: integer('value').notNull(),
    /** The cap of a percent discount, in paise; null is no cap. */
    maxDiscount: integer('max_discount'),
    /** The smallest booking amount (paise) the code applies to; 0 is any. */
    minAmount: integer('min_amount').notNull().default(0),
    benefit: text('benefit', { enum: ['instant', 'cashback'] }).notNull(),
    validFrom: at('valid_from').notNull(),
    /** Exclusive: the code stops working at this instant. */
    validUntil: at('valid_until').notNull(),
    perUserLimit: integer('per_user_limit').notNull().default(1),
    /** null: no limit on the uses by everyone together. */
    totalLimit: integer('total_limit'),
    usedCount: integer('used_count').notNull().default(0),
    active: boolean('active').notNull().default(true),
    domesticOnly: boolean('domestic_only').notNull().default(false),
    newUsersOnly: boolean('new_users_only').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('promo_codes_code_upper', sql`${t.code} = upper(${t.code}) and length(${t.code}) between 1 and 20`),
    check('promo_codes_value_positive', sql`${t.value} > 0`),
    check('promo_codes_percent_at_most_100', sql`${t.kind} <> 'percent' or ${t.value} <= 10000`),
    check('promo_codes_used_within_total', sql`${t.totalLimit} is null or ${t.usedCount} <= ${t.totalLimit}`),
    check('promo_codes_used_not_negative', sql`${t.usedCount} >= 0`),
    check(
      'promo_codes_limits_positive',
      sql`${t.perUserLimit} >= 1 and (${t.totalLimit} is null or ${t.totalLimit} >= 0)`,
    ),
    check('promo_codes_min_amount', sql`${t.minAmount} >= 0`),
    check('promo_codes_max_discount', sql`${t.maxDiscount} is null or ${t.maxDiscount} > 0`),
    check('promo_codes_window', sql`${t.validFrom} < ${t.validUntil}`),
  ],
)

/**
 * One row per (code, booking): a booking redeems a code once, and re-applying it to the same
 * booking updates this row. `user_key` is who the per-user limit counts: 'user:<id>' when signed
 * in, 'guest:<sha256 of the lower-cased e-mail>' otherwise (docs/decisions/0071).
 */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: serial('id').primaryKey(),
    code: text('code')
      .notNull()
      .references(() => promoCodes.code),
    bookingId: text('booking_id').notNull(),
    userId: integer('user_id'),
    userKey: text('user_key').notNull(),
    /** The discount (or cashback) in paise at the time of the hold. */
    amount: integer('amount').notNull(),
    status: text('status', { enum: ['held', 'redeemed', 'released'] }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promo_redemptions_code_booking_key').on(t.code, t.bookingId),
    index('promo_redemptions_booking_idx').on(t.bookingId),
    index('promo_redemptions_user_idx').on(t.code, t.userKey),
    check('promo_redemptions_amount', sql`${t.amount} >= 0`),
  ],
)
