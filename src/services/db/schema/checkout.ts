/**
 * Flight checkout: re-checked offers, bookings, the fare inventory the bookings take, and the
 * idempotency keys of the calls that create things (docs/decisions/0058). Money is integer paise.
 */
import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

/** A fare re-check of the flights chosen from one search (000 §7 offer and tax calls). */
export const flightOffers = pgTable('flight_offers', {
  id: text('id').primaryKey(),
  searchId: text('search_id').notNull(),
  travelPlanIds: jsonb('travel_plan_ids').$type<string[]>().notNull(),
  /** The offer as first answered (shown fare, flights); `status`/`fare` settle at `ready_at`. */
  body: jsonb('body').$type<Record<string, unknown>>().notNull(),
  /** What the supplier will answer: CONFIRMED, CHANGED or SOLD_OUT, with the fare. */
  outcome: jsonb('outcome').$type<Record<string, unknown>>().notNull(),
  readyAt: timestamp('ready_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * Seats the supplier will sell at a fare (travel plan), and how many bookings hold or bought. The
 * guarded UPDATE `taken = taken + n WHERE taken + n <= capacity` is the only way in, so two buyers
 * of the last seat cannot both get it (and the CHECK says so to the database too).
 */
export const fareInventory = pgTable(
  'fare_inventory',
  {
    travelPlanId: text('travel_plan_id').primaryKey(),
    capacity: integer('capacity').notNull(),
    taken: integer('taken').notNull().default(0),
  },
  (t) => [check('fare_inventory_taken_ck', sql`${t.taken} >= 0 AND ${t.taken} <= ${t.capacity}`)],
)

export const flightBookings = pgTable(
  'flight_bookings',
  {
    id: text('id').primaryKey(),
    tripId: text('trip_id').notNull().unique(),
    status: text('status').notNull(),
    /** The signed-in owner; null for a guest (who holds the access key). */
    userId: integer('user_id'),
    /** SHA-256 of the booking's access key (hex); the key itself is answered once, at creation. */
    accessKeyHash: text('access_key_hash').notNull(),
    offerId: text('offer_id').notNull(),
    /** The re-checked offer, as agreed (flights, fare). */
    offer: jsonb('offer').$type<Record<string, unknown>>().notNull(),
    /** Travellers, contact, GST, seats, meals, extra baggage, promo: what the checkout filled in. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    /** Seats per travel plan held in fare_inventory; zero once released. */
    heldSeats: integer('held_seats').notNull().default(0),
    total: integer('total').notNull(),
    /** Payment attempts, tickets, the confirmation message. */
    outcome: jsonb('outcome').$type<Record<string, unknown>>().notNull(),
    /** The gateway order of the current payment attempt. */
    orderId: text('order_id'),
    /** Sandbox controls in force (from the search), e.g. ticketing behaviour. */
    scenario: text('scenario').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('flight_bookings_user_idx').on(t.userId),
    index('flight_bookings_status_expiry_idx').on(t.status, t.expiresAt),
    index('flight_bookings_order_idx').on(t.orderId),
    check('flight_bookings_total_ck', sql`${t.total} >= 0`),
  ],
)

/**
 * One row per Idempotency-Key and scope: the first request's fingerprint and answer. A repeat with
 * the same body gets the same answer; with another body, a 409.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    status: integer('status'),
    response: jsonb('response').$type<unknown>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
)

/** Gateway events already acted on (webhooks arrive at least once, and replayed ones too). */
export const paymentEventsSeen = pgTable('payment_events_seen', {
  eventId: text('event_id').primaryKey(),
  bookingId: text('booking_id'),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
})
