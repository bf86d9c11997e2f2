/**
 * Hotels and homestays (001 §3 hotel entities; issue 15; docs/decisions/0095). The bed bank's
 * catalogue (cities, localities, hotels, rooms, rate plans) is deterministic master data built from
 * a seed in src/services/hotels/supplier, like the flight inventory: every instance derives the same
 * hotels. What changes lives here: searches (any instance answers any poll), the nightly room
 * inventory bookings take, bookings, and the sandbox controls. Money is integer paise.
 */
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'

const at = (name: string) => timestamp(name, { withTimezone: true })

/**
 * A hotel search: the validated request and the sandbox scenario; results are recomputed from them
 * (batches that have arrived follow from created_at). Expires after 14,400 s (001 §9 cache expiry).
 */
export const hotelSearches = pgTable(
  'hotel_searches',
  {
    id: text('id').primaryKey(),
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    scenario: jsonb('scenario').$type<Record<string, unknown>>().notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('hotel_searches_expiry_idx').on(t.expiresAt)],
)

/**
 * Rooms of one room type of a hotel sold on one night, and how many bookings hold or bought. Rows
 * are created on first use with the catalogue's capacity (INSERT … ON CONFLICT DO NOTHING); the
 * guarded UPDATE `taken = taken + n WHERE taken + n <= capacity`, night by night in one
 * transaction, is the only way in, so two buyers of the last room cannot both get it.
 */
export const hotelInventory = pgTable(
  'hotel_inventory',
  {
    hotelId: text('hotel_id').notNull(),
    roomIdx: integer('room_idx').notNull(),
    night: date('night', { mode: 'string' }).notNull(),
    capacity: integer('capacity').notNull(),
    taken: integer('taken').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.hotelId, t.roomIdx, t.night] }),
    check('hotel_inventory_taken_ck', sql`${t.taken} >= 0 AND ${t.taken} <= ${t.capacity}`),
  ],
)

/** A hotel booking (contracts/hotels/booking.ts): the offer as priced, the guests, the payment. */
export const hotelBookings = pgTable(
  'hotel_bookings',
  {
    id: text('id').primaryKey(),
    tripId: text('trip_id').notNull().unique(),
    status: text('status').notNull(),
    /** The signed-in owner; null for a guest (who holds the access key). */
    userId: integer('user_id'),
    /** SHA-256 of the booking's access key (hex); the key itself is answered once, at creation. */
    accessKeyHash: text('access_key_hash').notNull(),
    /** Lower-case; GET /hotels/booking?email= lists a signed-in owner's own bookings by it. */
    email: text('email'),
    hotelId: text('hotel_id').notNull(),
    roomIdx: integer('room_idx').notNull(),
    offerId: text('offer_id').notNull(),
    checkin: date('checkin', { mode: 'string' }).notNull(),
    checkout: date('checkout', { mode: 'string' }).notNull(),
    /** The searched rooms ({adults_count, children_age}[]). */
    rooms: jsonb('rooms').$type<Array<Record<string, unknown>>>().notNull(),
    /** The offer as priced at creation (price lines, meal, policy, hotel summary). */
    offer: jsonb('offer').$type<Record<string, unknown>>().notNull(),
    /** Guests, contact, PAN, special requests, promo, tenancy, pws: what the guest step filled in. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    /** Rooms held per night in hotel_inventory; zero once released. */
    heldRooms: integer('held_rooms').notNull().default(0),
    /** What is charged (paise): offer amount − promo discount. */
    total: integer('total').notNull(),
    payAtHotel: boolean('pay_at_hotel').notNull().default(false),
    /** Payment attempts, confirmation, refund, the message. */
    outcome: jsonb('outcome').$type<Record<string, unknown>>().notNull(),
    /** The gateway order of the current payment attempt. */
    orderId: text('order_id'),
    /** Sandbox controls in force (x-sandbox-scenario at creation), e.g. the confirmation outcome. */
    scenario: text('scenario').notNull().default(''),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('hotel_bookings_user_idx').on(t.userId),
    index('hotel_bookings_email_idx').on(t.email),
    index('hotel_bookings_status_expiry_idx').on(t.status, t.expiresAt),
    index('hotel_bookings_order_idx').on(t.orderId),
    check('hotel_bookings_total_ck', sql`${t.total} >= 0`),
  ],
)

/**
 * Sandbox controls of the bed bank set through /hotels/sandbox (browser tests): e.g. a client's
 * scenario for its next calls. In the database, so every instance answers alike. Unused when
 * SANDBOX=false.
 */
export const hotelSandboxControls = pgTable('hotel_sandbox_controls', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
})
