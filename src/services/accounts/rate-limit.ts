/** The accounts services' limits (sign-in, OTPs, sign-up), counted in the database (http/rate-limit.ts). */
import type { Context } from 'hono'
import { ApiError } from '../http/errors'
import { countHit } from '../http/rate-limit'
import { accountMessages } from '@contracts/accounts/messages'
import type { AccountsContext } from './context'
import type { RateLimitName } from './constants'

export async function hit(ctx: AccountsContext, c: Context, name: RateLimitName, who: string): Promise<void> {
  const { limit, windowMs } = ctx.rateLimits[name]
  const seconds = await countHit(ctx.db, `${name}:${who}`, { limit, windowMs }, ctx.clock.now())
  if (seconds !== undefined) {
    c.header('Retry-After', String(seconds))
    throw new ApiError(
      429,
      'RATE_LIMITED',
      accountMessages.rateLimited(seconds),
      `No more than ${limit} of these requests are accepted per ${windowMs / 1000} seconds.`,
    )
  }
}
