/**
 * Flight searches of the sandbox supplier. A search row is all the state a poll needs: results are
 * recomputed from the request (the inventory is deterministic) and the batches that have arrived
 * follow from created_at and the scenario, so any instance can answer any poll.
 */
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

export const flightSearches = pgTable(
  'flight_searches',
  {
    id: text('id').primaryKey(),
    /** Multi-city: the search whose segment this is (segments are polled one by one). */
    parentId: text('parent_id'),
    /** The validated search request (for a segment: a one-way request of that leg). */
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    /** Sandbox controls in force for this search (batches, latency, failure, expiry). */
    scenario: jsonb('scenario').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('flight_searches_parent_idx').on(t.parentId)],
)
