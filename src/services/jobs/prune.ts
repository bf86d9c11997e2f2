/**
 * Rows that only matter for a while are deleted, so the tables the services read on every request
 * stay small (docs/decisions/0090): jobs that finished long ago, Idempotency-Keys past the time
 * a client would retry, and session revocations past the life of any cookie they guard. Failed jobs stay: an operator reads them. Each delete is one statement on
 * an index, safe to run from every instance at once.
 */
import { and, isNotNull, lt } from 'drizzle-orm'
import type { Database } from '../db/client'
import { idempotencyKeys, jobs, revokedSessions } from '../db/schema'

/**
 * A store session cookie lives 30 days from its last write (src/server/session/seal.ts): a
 * revocation older than that (and a day's margin for clocks) guards nothing any more.
 */
const REVOCATION_KEPT_MS = 31 * 86_400_000

export interface Retention {
  /** Done jobs older than this are deleted. */
  jobsMs: number
  /** Idempotency keys older than this are forgotten. */
  idempotencyMs: number
}

export interface Pruned {
  jobs: number
  idempotencyKeys: number
  revokedSessions: number
}

export async function pruneOldRows(db: Database, retention: Retention, now = new Date()): Promise<Pruned> {
  const doneBefore = new Date(now.getTime() - retention.jobsMs)
  const keysBefore = new Date(now.getTime() - retention.idempotencyMs)
  const deletedJobs = await db
    .delete(jobs)
    .where(and(isNotNull(jobs.doneAt), lt(jobs.doneAt, doneBefore)))
    .returning({ id: jobs.id })
  const deletedKeys = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, keysBefore))
    .returning({ key: idempotencyKeys.key })
  const deletedRevocations = await db
    .delete(revokedSessions)
    .where(lt(revokedSessions.revokedAt, new Date(now.getTime() - REVOCATION_KEPT_MS)))
    .returning({ id: revokedSessions.sessionId })
  return {
    jobs: deletedJobs.length,
    idempotencyKeys: deletedKeys.length,
    revokedSessions: deletedRevocations.length,
  }
}

export function retentionOf(deployment: {
  JOB_RETENTION_DAYS: number
  IDEMPOTENCY_RETENTION_HOURS: number
}): Retention {
  return {
    jobsMs: deployment.JOB_RETENTION_DAYS * 86_400_000,
    idempotencyMs: deployment.IDEMPOTENCY_RETENTION_HOURS * 3_600_000,
  }
}
