/**
 * The job queue (src/services/jobs/): work that must happen after a request, at least once, even
 * across a crash — webhook deliveries, settling a pending payment, ticketing retries, refunds.
 */
import { sql } from 'drizzle-orm'
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

const at = (name: string) => timestamp(name, { withTimezone: true })

export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    runAt: at('run_at').notNull(),
    /** Claims so far; incremented when a worker takes the job. */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    /** Set while a worker holds the job; a crashed worker's job is due again after it. */
    lockedUntil: at('locked_until'),
    doneAt: at('done_at'),
    failedAt: at('failed_at'),
    lastError: text('last_error'),
    /** Enqueueing twice with one key makes one job (NULLs never collide). */
    dedupeKey: text('dedupe_key'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('jobs_dedupe_key_key').on(t.dedupeKey),
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.doneAt} is null and ${t.failedAt} is null`),
    check('jobs_max_attempts_positive', sql`${t.maxAttempts} > 0`),
  ],
)
