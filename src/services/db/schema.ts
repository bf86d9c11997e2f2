/**
 * The upstream services' tables. One schema for PGlite and PostgreSQL; migrations are generated
 * from it with `npm run db:generate` into ./migrations.
 */
import {
  boolean,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'

export const airports = pgTable('airports', {
  airportCode: text('airport_code').primaryKey(),
  cityCode: text('city_code').notNull(),
  cityName: text('city_name').notNull(),
  airportName: text('airport_name').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  popular: boolean('popular').notNull().default(false),
  stationType: text('station_type', { enum: ['airport', 'city'] }).notNull(),
  countryName: text('country_name').notNull(),
  countryAbbreviation: text('country_abbreviation').notNull(),
  worldAreaCode: integer('world_area_code').notNull(),
  legacyNames: jsonb('legacy_names').$type<string[]>().notNull().default([]),
  /** Keeps the order of the shipped data file so responses are stable. */
  position: integer('position').notNull(),
})

export const alliances = pgTable('alliances', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  imageUrl: text('image_url').notNull(),
  position: integer('position').notNull(),
})

export const airlines = pgTable('airlines', {
  iataCode: text('iata_code').primaryKey(),
  icaoCode: text('icao_code').notNull(),
  name: text('name').notNull(),
  imageUrl: text('image_url').notNull(),
  allianceCode: text('alliance_code').references(() => alliances.code),
  hasFrequentFlyerNumber: boolean('has_frequent_flyer_number').notNull(),
  autoCancellable: boolean('auto_cancellable').notNull(),
  position: integer('position').notNull(),
})

/** One row per master dataset; its version changes whenever the seeded content changes. */
export const datasetVersions = pgTable('dataset_versions', {
  dataset: text('dataset').primaryKey(),
  version: integer('version').notNull(),
  /** Hash of the seeded content: the seed compares it to decide whether anything changed. */
  contentHash: text('content_hash').notNull(),
  etag: text('etag').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export const appConfiguration = pgTable('app_configuration', {
  version: integer('version').primaryKey(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  contentHash: text('content_hash').notNull(),
  etag: text('etag').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const contentEntries = pgTable('content_entries', {
  title: text('title').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export const clientErrorLogs = pgTable('client_error_logs', {
  id: serial('id').primaryKey(),
  type: text('type').notNull(),
  message: text('message').notNull(),
  url: text('url'),
  line: integer('line'),
  column: integer('column'),
  stack: text('stack'),
  isMobile: boolean('is_mobile'),
  userAgent: text('user_agent'),
  clientIp: text('client_ip'),
  occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  pageUrl: text('page_url'),
  deviceInfo: jsonb('device_info').$type<unknown>(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
})

export const bookingLogs = pgTable('booking_logs', {
  id: serial('id').primaryKey(),
  type: text('type').notNull(),
  request: jsonb('request').$type<unknown>(),
  response: jsonb('response').$type<unknown>(),
  error: jsonb('error').$type<unknown>(),
  isMobile: boolean('is_mobile'),
  userAgent: text('user_agent'),
  occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  tabId: text('tab_id'),
  browserId: text('browser_id'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
})

export * from './schema/flights'
export * from './schema/accounts'
export * from './schema/checkout'
export * from './schema/jobs'
export * from './schema/payments'
export * from './schema/promo'
export * from './schema/seats'
export * from './schema/bookings'
export * from './schema/hotels'
export * from './schema/trains'
export * from './schema/vouchers'
export * from './schema/tenders'
export * from './schema/loyalty'
