/**
 * Fixed-window rate limits counted in the database (rate_limit_counters), so two instances on one
 * PostgreSQL share them. One statement per hit: an upsert that returns the new count.
 */
import { and, eq, lt, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { rateLimitCounters } from '../db/schema/accounts'

export interface RateLimit {
  limit: number
  windowMs: number
}

/** Counts one hit on `key`; answers the seconds to wait when it is over the limit, else undefined. */
export async function countHit(
  db: Database,
  key: string,
  { limit, windowMs }: RateLimit,
  at: Date,
): Promise<number | undefined> {
  const now = at.getTime()
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs)
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + 1` },
    })
    .returning({ count: rateLimitCounters.count })
  const count = row?.count ?? 1
  if (count === 1) {
    // A new window began for this key: its old windows will never be read again.
    await db
      .delete(rateLimitCounters)
      .where(and(eq(rateLimitCounters.key, key), lt(rateLimitCounters.windowStart, windowStart)))
  }
  if (count <= limit) return undefined
  return Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now) / 1000))
}
