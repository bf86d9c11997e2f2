/**
 * The job queue (src/services/jobs/) on the test database: PGlite, or PostgreSQL when DATABASE_URL
 * is set — there the two workers are two connection pools, so SKIP LOCKED is really exercised.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { openDatabase, type OpenDatabase } from '~/services/db/client'
import { idempotencyKeys, jobs, revokedSessions } from '~/services/db/schema'
import { pruneOldRows } from '~/services/jobs/prune'
import { enqueue, RetryLater, runDueJobs, type JobHandlers } from '~/services/jobs/queue'
import { createTestDatabase, type TestDatabase } from '../support/upstream'

const t0 = new Date('2026-11-26T10:00:00Z')
const at = (ms: number) => new Date(t0.getTime() + ms)

let database: TestDatabase
let first: OpenDatabase
let second: OpenDatabase | undefined

beforeAll(async () => {
  database = await createTestDatabase()
  first = await openDatabase(database.deployment)
  // PGlite is one process, one connection: the second worker shares it there.
  if (database.kind === 'postgres') second = await openDatabase(database.deployment)
}, 60_000)

afterAll(async () => {
  await second?.close()
  await first?.close()
  await database?.drop()
})

beforeEach(async () => {
  await first.db.delete(jobs)
})

const jobRow = async (id: number) => {
  const [row] = await first.db.select().from(jobs).where(eq(jobs.id, id))
  if (!row) throw new Error(`job ${id} is gone`)
  return row
}

describe('enqueue', () => {
  it('makes one job for one dedupe key', async () => {
    const a = await enqueue(first.db, { kind: 'test.k', payload: { n: 1 }, runAt: t0, dedupeKey: 'same' })
    const b = await enqueue(first.db, { kind: 'test.k', payload: { n: 2 }, runAt: t0, dedupeKey: 'same' })
    expect(a.created).toBe(true)
    expect(b).toEqual({ id: a.id, created: false })
    expect((await jobRow(a.id)).payload).toEqual({ n: 1 })
  })

  it('joins the transaction it is given: a rolled-back write leaves no job', async () => {
    await first.db
      .transaction(async (tx) => {
        await enqueue(tx, { kind: 'test.k', payload: {}, runAt: t0, dedupeKey: 'rolled-back' })
        // A dedupe conflict inside the transaction must not abort it.
        await enqueue(tx, { kind: 'test.k', payload: {}, runAt: t0, dedupeKey: 'rolled-back' })
        throw new Error('the business write failed')
      })
      .catch(() => undefined)
    expect(await first.db.select().from(jobs)).toEqual([])
  })
})

describe('runDueJobs', () => {
  it('runs a due job once and marks it done; a future one waits', async () => {
    const seen: unknown[] = []
    const handlers: JobHandlers = {
      'test.k': async (payload, ctx) => {
        seen.push([payload, ctx.attempt])
      },
    }
    const due = await enqueue(first.db, { kind: 'test.k', payload: 'now', runAt: t0 })
    const later = await enqueue(first.db, { kind: 'test.k', payload: 'later', runAt: at(60_000) })
    const other = await enqueue(first.db, { kind: 'test.unhandled', payload: 'x', runAt: t0 })
    expect(await runDueJobs(first.db, handlers, { now: t0 })).toMatchObject({ claimed: 1, done: 1 })
    expect(seen).toEqual([['now', 1]])
    expect((await jobRow(due.id)).doneAt).toEqual(t0)
    expect((await jobRow(later.id)).attempts).toBe(0)
    // A kind this worker has no handler for is left for one that has.
    expect((await jobRow(other.id)).attempts).toBe(0)
    expect(await runDueJobs(first.db, handlers, { now: t0 })).toMatchObject({ claimed: 0 })
  })

  it('retries with exponential backoff, or the delay of RetryLater', async () => {
    let calls = 0
    const handlers: JobHandlers = {
      'test.k': async () => {
        calls++
        if (calls === 3) throw new RetryLater(5_000, 'the supplier is busy')
        if (calls < 4) throw new Error(`failure ${calls}`)
      },
    }
    const { id } = await enqueue(first.db, { kind: 'test.k', payload: {}, runAt: t0 })
    await runDueJobs(first.db, handlers, { now: t0 })
    let row = await jobRow(id)
    expect(row).toMatchObject({ attempts: 1, lastError: 'Error: failure 1', lockedUntil: null })
    expect(row.runAt).toEqual(at(1_000))
    expect(await runDueJobs(first.db, handlers, { now: at(999) })).toMatchObject({ claimed: 0 })
    await runDueJobs(first.db, handlers, { now: at(1_000) })
    expect((await jobRow(id)).runAt).toEqual(at(1_000 + 2_000))
    await runDueJobs(first.db, handlers, { now: at(3_000) })
    row = await jobRow(id)
    expect(row.runAt).toEqual(at(3_000 + 5_000))
    expect(row.lastError).toBe('RetryLater: the supplier is busy')
    await runDueJobs(first.db, handlers, { now: at(8_000) })
    row = await jobRow(id)
    expect(row).toMatchObject({ attempts: 4, failedAt: null })
    expect(row.doneAt).toEqual(at(8_000))
  })

  it('fails a job for good after max_attempts, keeping the last error', async () => {
    const handlers: JobHandlers = {
      'test.k': async (_p, ctx) => {
        throw new Error(`no luck on attempt ${ctx.attempt} of ${ctx.maxAttempts}`)
      },
    }
    const { id } = await enqueue(first.db, { kind: 'test.k', payload: {}, runAt: t0, maxAttempts: 2 })
    await runDueJobs(first.db, handlers, { now: t0 })
    expect(await runDueJobs(first.db, handlers, { now: at(1_000) })).toMatchObject({ failed: 1 })
    const row = await jobRow(id)
    expect(row).toMatchObject({ attempts: 2, doneAt: null, lastError: 'Error: no luck on attempt 2 of 2' })
    expect(row.failedAt).toEqual(at(1_000))
    expect(await runDueJobs(first.db, handlers, { now: at(3_600_000) })).toMatchObject({ claimed: 0 })
  })

  it("gives a crashed worker's job to another once locked_until has passed", async () => {
    let release: () => void = () => undefined
    const hung = new Promise<void>((resolve) => (release = resolve))
    const { id } = await enqueue(first.db, { kind: 'test.k', payload: {}, runAt: t0 })
    // The first worker claims the job and never finishes it (as if its process died).
    const crashed = runDueJobs(first.db, { 'test.k': () => hung }, { now: t0, lockMs: 60_000 })
    for (let i = 0; i < 100 && (await jobRow(id)).attempts === 0; i++)
      await new Promise((r) => setTimeout(r, 10))
    expect((await jobRow(id)).lockedUntil).toEqual(at(60_000))
    const runs: number[] = []
    const handlers: JobHandlers = { 'test.k': async (_p, ctx) => void runs.push(ctx.attempt) }
    expect(await runDueJobs(first.db, handlers, { now: at(30_000) })).toMatchObject({ claimed: 0 })
    expect(await runDueJobs(first.db, handlers, { now: at(60_001) })).toMatchObject({ claimed: 1, done: 1 })
    expect(runs).toEqual([2])
    // The stale worker finishing late changes nothing: the job is no longer its own.
    release()
    await crashed
    const row = await jobRow(id)
    expect(row.doneAt).toEqual(at(60_001))
    expect(row.attempts).toBe(2)
  })

  it("a run ahead of time (the sandbox's deliver now) locks and retries from now, not from then", async () => {
    const day = 24 * 3_600_000
    const { id } = await enqueue(first.db, { kind: 'test.k', payload: {}, runAt: at(day) })
    let release: () => void = () => undefined
    const hung = new Promise<void>((resolve) => (release = resolve))
    const seen: Date[] = []
    const handlers: JobHandlers = {
      'test.k': async (_p, ctx) => {
        seen.push(ctx.now)
        await hung
      },
    }
    // The run is cut short (its process killed): the job is every worker's again lockMs from now.
    const crashed = runDueJobs(first.db, handlers, { now: t0, aheadMs: day, lockMs: 60_000 })
    for (let i = 0; i < 100 && (await jobRow(id)).attempts === 0; i++)
      await new Promise((r) => setTimeout(r, 10))
    expect(seen).toEqual([at(day)])
    expect((await jobRow(id)).lockedUntil).toEqual(at(60_000))
    // A failure in a run ahead of time is retried after the backoff from now.
    const failing: JobHandlers = {
      'test.k': async () => {
        throw new Error('the merchant is down')
      },
    }
    expect(await runDueJobs(first.db, failing, { now: at(60_001), aheadMs: day })).toMatchObject({
      retried: 1,
    })
    expect((await jobRow(id)).runAt).toEqual(at(60_001 + 2_000))
    release()
    await crashed
  })

  it('two workers never run one job twice', async () => {
    const count = 60
    for (let i = 0; i < count; i++) await enqueue(first.db, { kind: 'test.k', payload: { i }, runAt: t0 })
    const runs = new Map<number, number>()
    const byWorker = [0, 0]
    const worker = async (db: OpenDatabase['db'], w: number) => {
      const handlers: JobHandlers = {
        'test.k': async (payload) => {
          const i = (payload as { i: number }).i // enqueued above with this shape
          runs.set(i, (runs.get(i) ?? 0) + 1)
          byWorker[w]! += 1
          await new Promise((r) => setTimeout(r, 2))
        },
      }
      for (;;) {
        const result = await runDueJobs(db, handlers, { now: t0, limit: 5 })
        if (result.claimed === 0) return
      }
    }
    await Promise.all([worker(first.db, 0), worker((second ?? first).db, 1)])
    expect(runs.size).toBe(count)
    expect([...runs.values()].every((n) => n === 1)).toBe(true)
    const [{ done } = { done: 0 }] = await first.db
      .select({ done: sql<number>`count(*)::int` })
      .from(jobs)
      .where(sql`${jobs.doneAt} is not null`)
    expect(done).toBe(count)
    if (second)
      expect(
        byWorker.every((n) => n > 0),
        `both workers ran jobs: ${byWorker.join(', ')}`,
      ).toBe(true)
  })
})

describe('pruning old rows', () => {
  it('deletes jobs done before the retention and idempotency keys past theirs; keeps failed and recent ones', async () => {
    const day = 86_400_000
    const ran = await enqueue(first.db, { kind: 'test.old', payload: {}, runAt: at(-10 * day) })
    const recent = await enqueue(first.db, { kind: 'test.recent', payload: {}, runAt: at(-day) })
    const failed = await enqueue(first.db, { kind: 'test.failed', payload: {}, runAt: at(-10 * day) })
    await first.db
      .update(jobs)
      .set({ doneAt: at(-9 * day) })
      .where(eq(jobs.id, ran.id))
    await first.db
      .update(jobs)
      .set({ doneAt: at(-day) })
      .where(eq(jobs.id, recent.id))
    await first.db
      .update(jobs)
      .set({ failedAt: at(-9 * day) })
      .where(eq(jobs.id, failed.id))
    await first.db.delete(idempotencyKeys)
    await first.db.insert(idempotencyKeys).values([
      { scope: 'booking', key: 'two-days-old', fingerprint: 'f', createdAt: at(-2 * day) },
      { scope: 'booking', key: 'an-hour-old', fingerprint: 'f', createdAt: at(-3_600_000) },
    ])

    // A revoked store session outlives the longest cookie (30 days), then goes.
    await first.db.insert(revokedSessions).values([
      { sessionId: 'a'.repeat(32), revokedAt: at(-32 * day) },
      { sessionId: 'b'.repeat(32), revokedAt: at(-29 * day) },
    ])

    const pruned = await pruneOldRows(first.db, { jobsMs: 7 * day, idempotencyMs: day }, t0)

    expect(pruned).toEqual({ jobs: 1, idempotencyKeys: 1, revokedSessions: 1 })
    const revoked = await first.db.select({ id: revokedSessions.sessionId }).from(revokedSessions)
    expect(revoked.map((r) => r.id)).toEqual(['b'.repeat(32)])
    const left = await first.db.select({ kind: jobs.kind }).from(jobs).orderBy(jobs.kind)
    expect(left.map((j) => j.kind)).toEqual(['test.failed', 'test.recent'])
    const keys = await first.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys)
    expect(keys.map((k) => k.key)).toEqual(['an-hour-old'])
  })
})
