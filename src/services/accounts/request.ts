/** Who is calling: the client address for rate limits, and the signed-in user from the bearer token. */
import type { Context } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'
import { unauthorized } from '../http/errors'

export { forbidden, unauthorized } from '../http/errors'
import type { AccountsContext } from './context'
import { resolveToken } from './tokens'

/**
 * The client address the per-address rate limits count. The services sit behind the BFF, which
 * forwards the browser's address in X-Forwarded-For (its first entry), but anyone who reaches the
 * services can send that header: it is believed only when `trustProxy` (TRUST_PROXY) says the
 * caller in front sets it (`npm start` says so for services on loopback, decision 0186). Otherwise,
 * and without the header, the socket's address counts.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  const forwarded = trustProxy ? c.req.header('x-forwarded-for')?.split(',')[0]?.trim() : undefined
  if (forwarded) return forwarded
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    // app.request() in unit tests has no socket.
    return 'unknown'
  }
}

export function bearerToken(c: Context): string | undefined {
  const header = c.req.header('authorization')
  const match = header?.match(/^Bearer\s+(\S+)$/i)
  return match?.[1]
}

/** The signed-in user's id, or 401. */
export async function requireUserId(ctx: AccountsContext, c: Context): Promise<number> {
  const token = bearerToken(c)
  const userId = token ? await resolveToken(ctx, token) : undefined
  if (userId === undefined) throw unauthorized()
  return userId
}

/**
 * The signed-in user's id, or undefined without an Authorization header (a guest). A token that is
 * sent but not live is a 401, so a browser whose session ended learns it instead of being treated
 * as a guest.
 */
export async function optionalUserId(ctx: AccountsContext, c: Context): Promise<number | undefined> {
  if (c.req.header('authorization') === undefined) return undefined
  return requireUserId(ctx, c)
}
