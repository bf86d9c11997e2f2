/**
 * Seat-map places held or sold per flight (flight key = airline, number, local date), so a seat
 * taken by one checkout is gone for every other search and buyer. One row per seat: the primary key
 * is the guard; a hold that expired may be taken over by a conditional upsert.
 */
import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

export const flightSeatHolds = pgTable(
  'flight_seat_holds',
  {
    flightKey: text('flight_key').notNull(),
    seatNumber: text('seat_number').notNull(),
    bookingId: text('booking_id').notNull(),
    /** 'held' during a checkout (until expires_at), 'sold' once ticketed. */
    status: text('status').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.flightKey, t.seatNumber] }),
    index('flight_seat_holds_booking_idx').on(t.bookingId),
  ],
)
