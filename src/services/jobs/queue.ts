/**
 * A job queue in the services' database (decision 0060). A job is enqueued in the same transaction
 * as the business write it follows, claimed with FOR UPDATE SKIP LOCKED so two workers never run
 * one job at once, retried with exponential backoff, and failed for good after max_attempts. A
 * worker that dies holding a job loses it when locked_until passes; the job then runs again, so
 * handlers must be safe to repeat (at least once, never exactly once).
 */
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm'
import type { Database, Tx } from '../db/client'
import { jobs } from '../db/schema'
import { silentLogger, type Logger } from '../platform/log'

export interface JobContext {
  /** 1 on the first run. */
  attempt: number
  maxAttempts: number
  db: Database
  /** The worker's "now" (the injected clock in tests). */
  now: Date
}

export type JobHandler = (payload: unknown, ctx: JobContext) => Promise<void>

/** Handlers by job kind. Each domain exports a function building its own map; main.ts merges them. */
export type JobHandlers = Record<string, JobHandler>

/** Thrown by a handler to choose when it runs again (counts as an attempt). */
export class RetryLater extends Error {
  constructor(
    readonly delayMs: number,
    message = `retry in ${delayMs} ms`,
  ) {
    super(message)
    this.name = 'RetryLater'
  }
}

export interface EnqueueInput {
  kind: string
  payload: unknown
  /** Default: now (the database's clock). */
  runAt?: Date
  /** A second enqueue with the same key returns the first job instead of making another. */
  dedupeKey?: string
  /** Default 8. */
  maxAttempts?: number
}

export const DEFAULT_MAX_ATTEMPTS = 8

/**
 * Adds a job. Pass the transaction as `db` so the job exists exactly when the write it follows
 * does. `created` is false when a job with the same dedupeKey already existed.
 */
export async function enqueue(db: Database, input: EnqueueInput): Promise<{ id: number; created: boolean }> {
  const [row] = await db
    .insert(jobs)
    .values({
      kind: input.kind,
      // jsonb NOT NULL: a job without a payload gets an empty object.
      payload: input.payload ?? {},
      runAt: input.runAt ?? sql`now()`,
      maxAttempts: input.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      dedupeKey: input.dedupeKey ?? null,
    })
    // ON CONFLICT DO NOTHING (not a caught unique violation) keeps a surrounding transaction usable.
    .onConflictDoNothing({ target: jobs.dedupeKey })
    .returning({ id: jobs.id })
  if (row) return { id: row.id, created: true }
  const key = input.dedupeKey
  if (key === undefined) throw new Error('enqueue: the insert returned no row')
  const [existing] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.dedupeKey, key))
  if (!existing) throw new Error(`enqueue: no job with dedupe key ${key}`)
  return { id: existing.id, created: false }
}

export interface RunOptions {
  /** Default: new Date(). Tests inject it. */
  now?: Date
  /**
   * Runs the jobs due this long after `now`, as if it were then (the sandbox's "deliver now": its
   * handlers see that time). The claim's lock and a retry's delay still count from `now`, so a run
   * cut short by a crash, or a job that failed in it, is due again for every worker within `lockMs`
   * or the backoff, not a day later.
   */
  aheadMs?: number
  /** Jobs claimed in one call (default 10). */
  limit?: number
  /** How long a claimed job stays away from other workers (default 60 s). */
  lockMs?: number
  /** Delay before attempt n+1 after a failed attempt n (default 1 s × 2^(n−1), at most 1 h). */
  backoff?: (attempt: number) => number
  log?: Logger
}

export interface RunResult {
  claimed: number
  done: number
  retried: number
  failed: number
}

export const defaultBackoff = (attempt: number): number => Math.min(1000 * 2 ** (attempt - 1), 3_600_000)

const MAX_ERROR_LENGTH = 2000

function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
  return text.slice(0, MAX_ERROR_LENGTH)
}

/**
 * Claims the due jobs of the kinds in `handlers` and runs them one after another. A kind without a
 * handler here is left for a worker that has one.
 */
export async function runDueJobs(
  db: Database,
  handlers: JobHandlers,
  options: RunOptions = {},
): Promise<RunResult> {
  const now = options.now ?? new Date()
  const asOf = new Date(now.getTime() + (options.aheadMs ?? 0))
  const limit = options.limit ?? 10
  const lockMs = options.lockMs ?? 60_000
  const backoff = options.backoff ?? defaultBackoff
  const log = options.log ?? silentLogger
  const kinds = Object.keys(handlers)
  const result: RunResult = { claimed: 0, done: 0, retried: 0, failed: 0 }
  if (kinds.length === 0) return result

  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.kind, kinds),
        isNull(jobs.doneAt),
        isNull(jobs.failedAt),
        lte(jobs.runAt, asOf),
        or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, asOf)),
      ),
    )
    .orderBy(asc(jobs.runAt), asc(jobs.id))
    .limit(limit)
    .for('update', { skipLocked: true })
  const lockedUntil = new Date(now.getTime() + lockMs)
  const claimed = await db
    .update(jobs)
    .set({ attempts: sql`${jobs.attempts} + 1`, lockedUntil })
    .where(inArray(jobs.id, due))
    .returning()
  claimed.sort((a, b) => a.runAt.getTime() - b.runAt.getTime() || a.id - b.id)
  result.claimed = claimed.length

  for (const job of claimed) {
    const handler = handlers[job.kind]
    // The claim matched kinds with a handler; the check only satisfies the type.
    if (!handler) continue
    // Only the worker holding this claim may settle the job: a worker whose lock ran out (and
    // whose job another worker took) finds no row to update.
    const mine = and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts))
    try {
      await handler(job.payload, { attempt: job.attempts, maxAttempts: job.maxAttempts, db, now: asOf })
      await db.update(jobs).set({ doneAt: now, lockedUntil: null }).where(mine)
      result.done++
    } catch (error) {
      const lastError = errorText(error)
      if (job.attempts >= job.maxAttempts) {
        await db.update(jobs).set({ failedAt: now, lockedUntil: null, lastError }).where(mine)
        result.failed++
        log.warn(
          { jobId: job.id, kind: job.kind, attempts: job.attempts, error: lastError },
          'job failed for good',
        )
      } else {
        const delay = error instanceof RetryLater ? Math.max(0, error.delayMs) : backoff(job.attempts)
        await db
          .update(jobs)
          .set({ runAt: new Date(now.getTime() + delay), lockedUntil: null, lastError })
          .where(mine)
        result.retried++
        log.info(
          { jobId: job.id, kind: job.kind, attempts: job.attempts, delayMs: delay },
          'job will be retried',
        )
      }
    }
  }
  return result
}

export interface WorkerOptions {
  intervalMs: number
  log?: Logger
  /** The worker's clock (default new Date()). */
  now?: () => Date
  lockMs?: number
}

export interface JobWorker {
  /** Waits for the run in progress, then stops. */
  stop(): Promise<void>
}

/** Runs due jobs every intervalMs (and again at once while a run found a full batch). */
export function startJobWorker(db: Database, handlers: JobHandlers, options: WorkerOptions): JobWorker {
  const log = options.log ?? silentLogger
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let running: Promise<void> = Promise.resolve()
  const limit = 10

  const tick = () => {
    running = (async () => {
      let again = false
      try {
        const result = await runDueJobs(db, handlers, {
          now: options.now?.(),
          limit,
          lockMs: options.lockMs,
          log,
        })
        again = result.claimed === limit
      } catch (error) {
        // The database may be briefly unreachable; the next tick tries again.
        log.error({ err: error }, 'job worker: a run failed')
      }
      if (!stopped) timer = setTimeout(tick, again ? 0 : options.intervalMs)
    })()
  }
  timer = setTimeout(tick, options.intervalMs)
  return {
    stop: async () => {
      stopped = true
      if (timer) clearTimeout(timer)
      await running
    },
  }
}

/** What a domain is given to enqueue in its own transaction. */
export type Enqueue = (db: Tx, input: EnqueueInput) => Promise<unknown>

/** A payload's field, read without trusting the payload's shape (jobs outlive the code that wrote them). */
export function payloadField(payload: unknown, name: string): unknown {
  return typeof payload === 'object' && payload !== null ? Reflect.get(payload, name) : undefined
}
