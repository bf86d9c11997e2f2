/** Opaque bearer tokens: 256 random bits handed out once, stored only as SHA-256 digests. */
import { randomBytes } from 'node:crypto'
import { and, eq, gt, isNull } from 'drizzle-orm'
import { accessTokens } from '../db/schema/accounts'
import { ACCESS_TOKEN_BYTES } from './constants'
import type { AccountsContext } from './context'
import { sha256 } from './hashing'

export async function issueToken(ctx: AccountsContext, userId: number): Promise<string> {
  const token = randomBytes(ACCESS_TOKEN_BYTES).toString('base64url')
  const now = ctx.clock.now()
  await ctx.db.insert(accessTokens).values({
    tokenHash: sha256(token),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ctx.security.accessTokenTtlMs),
  })
  return token
}

/** The user id a live token belongs to, or undefined. */
export async function resolveToken(ctx: AccountsContext, token: string): Promise<number | undefined> {
  const [row] = await ctx.db
    .select({ userId: accessTokens.userId })
    .from(accessTokens)
    .where(
      and(
        eq(accessTokens.tokenHash, sha256(token)),
        isNull(accessTokens.revokedAt),
        gt(accessTokens.expiresAt, ctx.clock.now()),
      ),
    )
  return row?.userId
}

export async function revokeToken(ctx: AccountsContext, token: string): Promise<void> {
  await ctx.db
    .update(accessTokens)
    .set({ revokedAt: ctx.clock.now() })
    .where(and(eq(accessTokens.tokenHash, sha256(token)), isNull(accessTokens.revokedAt)))
}

/** After a password change or reset: every other session of the user ends. */
export async function revokeAllTokens(ctx: AccountsContext, userId: number): Promise<void> {
  await ctx.db
    .update(accessTokens)
    .set({ revokedAt: ctx.clock.now() })
    .where(and(eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt)))
}
