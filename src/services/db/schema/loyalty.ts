/**
 * The sandbox PAYBACK programme (issue 26; 001 §3 "Loyalty points (PAYBACK)"; docs/decisions/0225):
 * accounts found by mobile or card number, an append-only points ledger, the PINs sent to the
 * registered mobile and e-mail, and the short-lived redeem authorisations a verified PIN gives.
 */
import { sql } from 'drizzle-orm'
import { bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

const at = (name: string) => timestamp(name, { withTimezone: true })

export const loyaltyAccounts = pgTable(
  'loyalty_accounts',
  {
    id: text('id').primaryKey(),
    /** 16 digits. */
    cardNumber: text('card_number').notNull().unique(),
    /** 10 digits, no country code. */
    mobile: text('mobile').notNull().unique(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** 1 to 3; status 3 earns the higher multipliers (000 §9). */
    membershipStatus: integer('membership_status').notNull().default(1),
    /** The store account it belongs to, once created for it or linked by a verified PIN. */
    userId: integer('user_id').unique(),
    status: text('status', { enum: ['active', 'blocked'] })
      .notNull()
      .default('active'),
    /** Wrong PINs since the last right one; at the limit the account is locked until pin_locked_until. */
    pinFailures: integer('pin_failures').notNull().default(0),
    pinLockedUntil: at('pin_locked_until'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [check('loyalty_accounts_status_ck', sql`${t.membershipStatus} between 1 and 3`)],
)

/**
 * One movement of points, never updated or deleted: a mistake is put right by a reversal. The
 * balance is the sum of an account's rows; the account row is locked before each movement.
 */
export const loyaltyTransactions = pgTable(
  'loyalty_transactions',
  {
    id: text('id').primaryKey(),
    /** Ledger order: the account lock makes it the order the movements were posted in. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    accountId: text('account_id').notNull(),
    reason: text('reason', {
      enum: ['earn', 'bonus', 'redeem', 'reversal', 'expiry', 'earn_reversal'],
    }).notNull(),
    points: integer('points').notNull(),
    /** Redeem only: what the points paid (paise). */
    amount: integer('amount'),
    /** Trip id, or the grant an expiry takes from. */
    reference: text('reference').notNull(),
    description: text('description').notNull(),
    /** Earned and bonus points: when their unspent part expires. */
    expiresAt: at('expires_at'),
    reverses: text('reverses'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('loyalty_transactions_account_idx').on(t.accountId, t.createdAt),
    index('loyalty_transactions_reference_idx').on(t.reference),
    uniqueIndex('loyalty_transactions_reverses_key').on(t.reverses),
    check('loyalty_transactions_points_ck', sql`${t.points} <> 0`),
  ],
)

/** A PIN sent to the account's mobile and e-mail (only its hash is kept). */
export const loyaltyPins = pgTable(
  'loyalty_pins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: text('account_id').notNull(),
    pinHash: text('pin_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('loyalty_pins_account_idx').on(t.accountId, t.createdAt)],
)

/** What a verified PIN gives: the checkout may redeem this account's points until it expires. */
export const loyaltyAuthorizations = pgTable(
  'loyalty_authorizations',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('loyalty_authorizations_account_idx').on(t.accountId)],
)

/**
 * Which trips the earning sweep has settled (docs/decisions/0227): a confirmed trip once (earned, or
 * nothing to earn), a cancelled one once more (its earning taken back).
 */
export const loyaltyTripSettlements = pgTable('loyalty_trip_settlements', {
  tripId: text('trip_id').primaryKey(),
  earnedPoints: integer('earned_points').notNull().default(0),
  settledAt: at('settled_at').notNull(),
  reversedAt: at('reversed_at'),
})
