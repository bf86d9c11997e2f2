/**
 * Trains (001 §3 train entities, §4 Trains; issue 16; docs/decisions/0119). The railway's master
 * data (stations, trains, stops, running days, classes, fares) is deterministic and shipped with
 * the sandbox in src/services/trains/supplier, like the flight inventory and the bed bank. What
 * changes lives here: the railway users, the seats of each run (train + date of its start) by
 * class and quota, every passenger's place in them (CNF berth, RAC, waitlist), the bookings, the
 * TDRs and the sandbox controls. Money is integer paise.
 */
import { sql } from 'drizzle-orm'
import {
  bigserial,
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
  uniqueIndex,
} from 'drizzle-orm/pg-core'

const at = (name: string) => timestamp(name, { withTimezone: true })

/** A user of the railway's own booking system (the sandbox's seeded ids; README). */
export const railUsers = pgTable('rail_users', {
  /** The railway user id, lower-case. */
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** argon2id. */
  passwordHash: text('password_hash').notNull(),
  /** ACTIVE, or INACTIVE (cannot book: the availability check says so). */
  status: text('status').notNull().default('ACTIVE'),
  email: text('email'),
  mobile: text('mobile'),
  createdAt: at('created_at').notNull().defaultNow(),
})

/**
 * One quota of one class on one run: the lock every allocation and cancellation takes
 * (SELECT … FOR UPDATE), so berths, RAC and waitlist numbers are handed out one at a time.
 * Created with its berths on first use (INSERT … ON CONFLICT DO NOTHING), seeded
 * deterministically (others' bookings already in it).
 */
export const railQuotas = pgTable(
  'rail_quotas',
  {
    trainNo: text('train_no').notNull(),
    /** The date the train starts from its origin (a run). */
    runDate: date('run_date', { mode: 'string' }).notNull(),
    travelClass: text('class').notNull(),
    quota: text('quota').notNull(),
    /** Berths (seats) of this quota. */
    berths: integer('berths').notNull(),
    /** RAC places (two on each side-lower berth kept for RAC); 0 where the class has no RAC. */
    racPlaces: integer('rac_places').notNull(),
    /** The most waitlisted passengers taken before REGRET. */
    wlLimit: integer('wl_limit').notNull(),
    /** Waitlist numbers are never reused: the next one handed out. */
    nextWl: integer('next_wl').notNull().default(1),
    /** Queue order of RAC and WL passengers (a passenger's seq). */
    nextSeq: integer('next_seq').notNull().default(1),
    chartPrepared: boolean('chart_prepared').notNull().default(false),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.trainNo, t.runDate, t.travelClass, t.quota] }),
    check('rail_quotas_counts_ck', sql`${t.berths} >= 0 AND ${t.racPlaces} >= 0 AND ${t.wlLimit} >= 0`),
  ],
)

/** A berth (or seat) of a quota: numbered as the railway numbers them (B2-33, LB). */
export const railBerths = pgTable(
  'rail_berths',
  {
    trainNo: text('train_no').notNull(),
    runDate: date('run_date', { mode: 'string' }).notNull(),
    travelClass: text('class').notNull(),
    quota: text('quota').notNull(),
    coach: text('coach').notNull(),
    berthNo: integer('berth_no').notNull(),
    berthType: text('berth_type').notNull(),
    /** Side-lowers kept for RAC (two passengers each until one is confirmed). */
    racBerth: boolean('rac_berth').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.trainNo, t.runDate, t.travelClass, t.coach, t.berthNo] }),
    index('rail_berths_quota_idx').on(t.trainNo, t.runDate, t.travelClass, t.quota),
  ],
)

/**
 * A passenger's place on a run: CNF with a berth, RAC (sharing a side-lower) or WL, or CAN once
 * cancelled. `bookingId` is null for the seeded bookings of other travellers (they too cancel and
 * free places). RAC and WL numbers are the passenger's rank by `seq` among the quota's RAC or WL
 * passengers, so a cancellation moves everyone behind up without rewriting numbers.
 */
export const railPassengers = pgTable(
  'rail_passengers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    trainNo: text('train_no').notNull(),
    runDate: date('run_date', { mode: 'string' }).notNull(),
    travelClass: text('class').notNull(),
    quota: text('quota').notNull(),
    bookingId: text('booking_id'),
    /** 1-based position in its booking. */
    serial: integer('serial').notNull().default(1),
    status: text('status', { enum: ['CNF', 'RAC', 'WL', 'CAN'] }).notNull(),
    seq: integer('seq').notNull(),
    coach: text('coach'),
    berthNo: integer('berth_no'),
    berthType: text('berth_type'),
    /** What the ticket said when booked ('CNF/B2/33/LB', 'RAC 12', 'GNWL 23'). */
    bookingStatus: text('booking_status').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('rail_passengers_quota_idx').on(t.trainNo, t.runDate, t.travelClass, t.quota, t.status, t.seq),
    index('rail_passengers_booking_idx').on(t.bookingId),
    /** A confirmed berth has one passenger. */
    uniqueIndex('rail_passengers_cnf_berth_uq')
      .on(t.trainNo, t.runDate, t.travelClass, t.coach, t.berthNo)
      .where(sql`${t.status} = 'CNF'`),
  ],
)

/** A train booking (contracts/trains/booking.ts): the journey as priced, the passengers, the payment. */
export const railBookings = pgTable(
  'rail_bookings',
  {
    id: text('id').primaryKey(),
    tripId: text('trip_id').notNull().unique(),
    /** Ten digits, once booked. */
    pnr: text('pnr').unique(),
    status: text('status').notNull(),
    /** The signed-in owner; null for a guest (who holds the access key). */
    userId: integer('user_id'),
    accessKeyHash: text('access_key_hash').notNull(),
    email: text('email'),
    /** The railway user id the traveller logged in with. */
    railUserId: text('rail_user_id').notNull(),
    trainNo: text('train_no').notNull(),
    runDate: date('run_date', { mode: 'string' }).notNull(),
    /** The date of travel from the boarding station. */
    journeyDate: date('journey_date', { mode: 'string' }).notNull(),
    fromStn: text('from_stn').notNull(),
    toStn: text('to_stn').notNull(),
    boardingStn: text('boarding_stn').notNull(),
    travelClass: text('class').notNull(),
    quota: text('quota').notNull(),
    /** Passengers, infants, contact, berth choice, GST: what the traveller filled in. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    /** The fare as the railway built it (lines in paise) and the train summary. */
    fare: jsonb('fare').$type<Record<string, unknown>>().notNull(),
    /** What is charged (paise). */
    total: integer('total').notNull(),
    /** Payment attempts, allocation, refund, the message. */
    outcome: jsonb('outcome').$type<Record<string, unknown>>().notNull(),
    orderId: text('order_id'),
    scenario: text('scenario').notNull().default(''),
    /** The checkout start time answered by POST /bookings; the 5-minute timer runs from it. */
    checkoutStartedAt: at('checkout_started_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('rail_bookings_user_idx').on(t.userId),
    index('rail_bookings_email_idx').on(t.email),
    index('rail_bookings_status_expiry_idx').on(t.status, t.expiresAt),
    index('rail_bookings_order_idx').on(t.orderId),
    index('rail_bookings_run_idx').on(t.trainNo, t.runDate),
    check('rail_bookings_total_ck', sql`${t.total} >= 0`),
  ],
)

/** A TDR (ticket deposit receipt) filed after the chart for a refund the rules do not give alone. */
export const railTdrs = pgTable(
  'rail_tdrs',
  {
    id: text('id').primaryKey(),
    bookingId: text('booking_id').notNull(),
    reason: text('reason').notNull(),
    /** FILED, then REFUNDED or REJECTED. */
    status: text('status').notNull(),
    /** Passenger serials the TDR is for. */
    passengers: jsonb('passengers').$type<number[]>().notNull(),
    refund: integer('refund').notNull().default(0),
    filedAt: at('filed_at').notNull().defaultNow(),
    decidedAt: at('decided_at'),
  },
  (t) => [
    index('rail_tdrs_booking_idx').on(t.bookingId),
    /** One open TDR per booking. */
    uniqueIndex('rail_tdrs_open_uq').on(t.bookingId).where(sql`${t.status} = 'FILED'`),
    check('rail_tdrs_refund_ck', sql`${t.refund} >= 0`),
  ],
)

/** Sandbox controls of the railway set through /trains/sandbox (clock offset, a run's free berths…). */
export const railSandboxControls = pgTable('rail_sandbox_controls', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
})
