/** Shared pieces of the auth handlers: answers with the token in meta, taken-field errors. */
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { eq } from 'drizzle-orm'
import { users } from '~/services/db/schema/accounts'
import { ApiError } from '~/services/http/errors'
import { accountMessages } from '@contracts/accounts/messages'
import type { AccountsContext } from '../context'
import { issueToken } from '../tokens'
import { authUser, type UserRow } from '../users'

/** 000 §7 "Common wrapper": the BFF stores meta.authentication_token as the session's token. */
export async function signedIn(
  ctx: AccountsContext,
  c: Context,
  user: UserRow,
  loginMethod: string,
  status: ContentfulStatusCode = 200,
): Promise<Response> {
  const now = ctx.clock.now()
  const [updated] = await ctx.db
    .update(users)
    .set({ lastSignInAt: now, loginMethod, failedSignIns: 0, lockedUntil: null })
    .where(eq(users.id, user.id))
    .returning()
  const token = await issueToken(ctx, user.id)
  return c.json(
    { data: { user: authUser(updated ?? user) }, meta: { status: 'SUCCESS', authentication_token: token } },
    status,
  )
}

export function takenError(field: 'email' | 'phone_number'): ApiError {
  const message =
    field === 'email'
      ? 'This e-mail is already signed up. Sign in, or reset your password.'
      : 'This mobile number is already registered with another account.'
  return new ApiError(422, 'TAKEN', message, `The ${field} belongs to an existing account.`, [
    { field, symbol: 'taken', message: 'has already been taken' },
  ])
}

export function lockedError(): ApiError {
  return new ApiError(
    422,
    'ACCOUNT_LOCKED',
    accountMessages.locked,
    'Too many wrong passwords: the account is locked for 3 minutes.',
  )
}

export function wrongCredentials(): ApiError {
  return new ApiError(
    401,
    'INVALID_CREDENTIALS',
    accountMessages.wrongCredentials,
    'Check the e-mail or mobile number and the password.',
  )
}

/** PostgreSQL unique_violation, possibly wrapped by drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Object; e = (e as { cause?: unknown }).cause) {
    if ('code' in e && e.code === '23505') return true
    if (!('cause' in e)) break
  }
  return false
}
