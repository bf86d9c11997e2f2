/**
 * Fixed-window rate limits counted in the database (rate_limit_counters), so two instances on one
 * PostgreSQL share them. One statement per hit: an upsert that returns the new count.
 */
import type { Context } from 'hono'
import { and, eq, lt, sql } from 'drizzle-orm'
import { ApiError } from '../http/errors'
import { rateLimitCounters } from '../db/schema/accounts'
import { accountMessages } from '@contracts/accounts/messages'
import type { AccountsContext } from './context'
import type { RateLimitName } from './constants'

export async function hit(ctx: AccountsContext, c: Context, name: RateLimitName, who: string): Promise<void> {
  const { limit, windowMs } = ctx.rateLimits[name]
  const now = ctx.clock.now().getTime()
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs)
  const key = `${name}:${who}`
  const [row] = await ctx.db
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
    await ctx.db
      .delete(rateLimitCounters)
      .where(and(eq(rateLimitCounters.key, key), lt(rateLimitCounters.windowStart, windowStart)))
  }
  if (count > limit) {
    const seconds = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now) / 1000))
    c.header('Retry-After', String(seconds))
    throw new ApiError(
      429,
      'RATE_LIMITED',
      accountMessages.rateLimited(seconds),
      `No more than ${limit} of these requests are accepted per ${windowMs / 1000} seconds.`,
    )
  }
}
