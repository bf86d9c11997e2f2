/**
 * The tenders applied to a product's booking at checkout (issue 26; docs/decisions/0220): a part of
 * the total paid from the wallet, PAYBACK points or a voucher. One row per applied tender; its owner
 * (the wallet's ledger, the points' ledger, the voucher) keeps its own record under `ref`. The row's
 * status moves held → committed (the booking was paid) or held/committed → released (undone, or the
 * checkout failed or expired), each move by one guarded UPDATE so a tender is given back once.
 */
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

const at = (name: string) => timestamp(name, { withTimezone: true })

export const bookingTenders = pgTable(
  'booking_tenders',
  {
    id: serial('id').primaryKey(),
    /** The product's service prefix: 'flights', 'hotels', 'trains', 'holidays'. */
    product: text('product').notNull(),
    bookingId: text('booking_id').notNull(),
    tripId: text('trip_id').notNull(),
    kind: text('kind', { enum: ['wallet', 'points', 'voucher'] }).notNull(),
    /** The voucher's entry (001 §3 "Vouchers": keyed by index); 0 for the wallet and points. */
    idx: integer('idx').notNull().default(0),
    /** Paise taken off the booking's total. */
    amount: integer('amount').notNull(),
    /** The owner's record of the hold: a wallet transaction id, a redeem id, a voucher hold id. */
    ref: text('ref').notNull(),
    /** What the traveller sees on the booking's lines ('Paid from wallet'). */
    label: text('label').notNull(),
    userId: integer('user_id'),
    email: text('email'),
    mobile: text('mobile'),
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status', { enum: ['held', 'committed', 'released'] }).notNull(),
    releaseWhy: text('release_why'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('booking_tenders_key').on(t.product, t.bookingId, t.idempotencyKey),
    // One live tender per kind and entry: a second wallet part, or a second voucher at the same
    // index, is refused by the database even when two requests race past the service's check.
    uniqueIndex('booking_tenders_live')
      .on(t.product, t.bookingId, t.kind, t.idx)
      .where(sql`${t.status} <> 'released'`),
    index('booking_tenders_booking_idx').on(t.product, t.bookingId),
    index('booking_tenders_held_idx')
      .on(t.product, t.status)
      .where(sql`${t.status} = 'held'`),
    check('booking_tenders_amount_positive', sql`${t.amount} > 0`),
    check('booking_tenders_idx', sql`${t.idx} >= 0`),
  ],
)
