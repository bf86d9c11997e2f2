/**
 * Accounts (000 §3 "Accounts"): users, their access tokens and one-time codes, the shared rate-limit
 * counters, the message outbox, and what a customer owns (GST profiles, saved travellers,
 * passengers). Secrets are never stored in the clear: passwords as argon2id hashes, tokens and
 * OTPs as SHA-256 digests.
 */
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

const at = (name: string) => timestamp(name, { withTimezone: true })

/** A signed-up person; their customer id (account service) is the same number as their user id. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased at write time so the unique index is case-insensitive in effect. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    title: text('title'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Digits only, without the '+'. */
    countryCode: text('country_code'),
    phoneNumber: text('phone_number'),
    phoneVerified: boolean('phone_verified').notNull().default(false),
    emailVerified: boolean('email_verified').notNull().default(false),
    avatarUrl: text('avatar_url'),
    loginMethod: text('login_method'),
    tenancy: jsonb('tenancy').$type<Record<string, string>>(),
    failedSignIns: integer('failed_sign_ins').notNull().default(0),
    lockedUntil: at('locked_until'),
    lastSignInAt: at('last_sign_in_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_phone_key').on(t.countryCode, t.phoneNumber),
  ],
)

export const accessTokens = pgTable(
  'access_tokens',
  {
    /** SHA-256 (hex) of the opaque token; the token itself exists only in the caller's hands. */
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('access_tokens_user_idx').on(t.userId)],
)

/**
 * One-time codes and link tokens. `subject` is who it was sent to ('+91 9812345678' or an e-mail);
 * `purpose` keeps a sign-in code from being usable as a reset code.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose').notNull(),
    subject: text('subject').notNull(),
    codeHash: text('code_hash').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(0),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
  },
  (t) => [index('one_time_codes_subject_idx').on(t.purpose, t.subject)],
)

/**
 * Store sessions ended on purpose (sign-out, the id rotated at sign-in), by the random id sealed in
 * the session cookie. The store looks its session up here once per request, so a copy of the cookie
 * taken before reads nothing afterwards, on every instance (docs/decisions/0187). A row outlives the
 * longest cookie (30 days from its last write) and is then pruned.
 */
export const revokedSessions = pgTable('revoked_sessions', {
  sessionId: text('session_id').primaryKey(),
  revokedAt: at('revoked_at').notNull(),
})

/** Fixed-window counters shared by every service instance on the database. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    windowStart: at('window_start').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
)

/** Every SMS and e-mail sent by the sandbox sender, for the dev outbox page. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /**
     * Who asked for it: the opaque outbox tag the store sent with the request (X-Sandbox-Requester),
     * one per browser session; the store's outbox page shows a browser only its own (0050).
     */
    requester: text('requester'),
    /** An e-mail's files (the e-ticket PDF), their bytes in base64. */
    attachments: jsonb('attachments').$type<{ filename: string; content_type: string; base64: string }[]>(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('outbox_messages_recipient_idx').on(t.recipient),
    index('outbox_messages_requester_idx').on(t.requester),
  ],
)

/** The customer's company holding GST sub-terminals and saved travellers (one per customer). */
export const travelCompanies = pgTable(
  'travel_companies',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('travel_companies_customer_key').on(t.customerId)],
)

/** A GST profile. */
export const subTerminals = pgTable('sub_terminals', {
  id: serial('id').primaryKey(),
  travelCompanyId: integer('travel_company_id')
    .notNull()
    .references(() => travelCompanies.id, { onDelete: 'cascade' }),
  subTerminalName: text('sub_terminal_name').notNull(),
  subTerminalStatus: text('sub_terminal_status').notNull().default('Active'),
  companyName: text('company_name').notNull(),
  countryId: text('country_id').notNull(),
  email: text('email').notNull(),
  extension: text('extension').notNull().default('+91'),
  phoneNumber: text('phone_number').notNull(),
  gstNumber: text('gst_number').notNull(),
  addressLine1: text('address_line1').notNull(),
  addressLine2: text('address_line2'),
  stateId: text('state_id').notNull(),
  cityId: text('city_id').notNull(),
  zipCode: text('zip_code').notNull(),
  updatedAt: at('updated_at').notNull(),
})

export interface TravelDocument {
  id: string
  number: string
  type: 'passport'
  expiryDate: string
  issueDate?: string
  issuingCountry?: string
  status: 'Valid'
  passportType: 'Personal'
}

/** A saved traveller. */
export const travelUsers = pgTable('travel_users', {
  id: serial('id').primaryKey(),
  travelCompanyId: integer('travel_company_id')
    .notNull()
    .references(() => travelCompanies.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  status: text('status').notNull().default('Active'),
  passengerType: text('passenger_type').notNull(),
  dateOfBirth: text('date_of_birth'),
  documents: jsonb('documents').$type<TravelDocument[]>().notNull().default([]),
  updatedAt: at('updated_at').notNull(),
})

/** The signed-in user's passenger list; the first of the last list saved is the active one. */
export const passengers = pgTable(
  'passengers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    active: boolean('active').notNull(),
    title: text('title'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passengerType: text('passenger_type').notNull(),
    dateOfBirth: text('date_of_birth'),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [index('passengers_user_idx').on(t.userId)],
)
