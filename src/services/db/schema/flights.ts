/**
 * Flight searches of the sandbox supplier. A search row is all the state a poll needs: results are
 * recomputed from the request (the inventory is deterministic) and the batches that have arrived
 * follow from created_at and the scenario, so any instance can answer any poll.
 */
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'

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

/**
 * Exchange rates for showing fares in another currency (000 §3 "Exchange rates: from, to, rate").
 * Display only: fares are charged in rupees, so a float rate is precise enough; amounts stay
 * integer paise everywhere and are converted (and rounded) only when shown. Seeded from
 * src/services/flights/supplier/data/exchange-rates.json (sandbox figures), versioned like the other master data.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    fromCurrency: text('from_currency').notNull(),
    toCurrency: text('to_currency').notNull(),
    /** Units of `to` per unit of `from`. */
    rate: doublePrecision('rate').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fromCurrency, t.toCurrency] })],
)

/**
 * Sandbox controls of the flight supplier set through its /sandbox endpoints (browser tests): the
 * scenario a client's next searches run (`scenario:<client>`), a client's newest multi-city search
 * (`newest-multicity:<client>`) and a segment ended early (`segment-end:<search id>`). In the
 * database, not in a process's memory, so every instance of the services answers alike. Unused
 * when SANDBOX=false.
 */
export const flightSandboxControls = pgTable('flight_sandbox_controls', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
