/**
 * One-time codes: 6 digits from crypto.randomInt, stored as SHA-256 digests, single use, expiring,
 * with an attempt limit and a resend cool-down. Also the long single-use tokens of e-mail links.
 */
import { randomBytes, randomInt } from 'node:crypto'
import type { Context } from 'hono'
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import { ApiError } from '../http/errors'
import { oneTimeCodes } from '../db/schema/accounts'
import { accountMessages } from '@contracts/accounts/messages'
import type { AccountsContext } from './context'
import { sameHash, sha256 } from './hashing'
import { hit } from './rate-limit'
import { clientIp } from './request'

export type OtpPurpose =
  'phone_verification' | 'phone_confirmation' | 'sign_in' | 'password_reset' | 'email_confirmation'

const digest = (purpose: string, subject: string, code: string) => sha256(`${purpose}:${subject}:${code}`)

function otpError(code: string, message: string): ApiError {
  return new ApiError(422, code, message, 'Check the code or ask for a new one.', [{ field: 'otp', message }])
}

/** Creates a new code (older unused ones for the same purpose and recipient stop working). */
export async function issueOtp(
  ctx: AccountsContext,
  c: Context,
  purpose: OtpPurpose,
  subject: string,
  userId?: number,
): Promise<string> {
  const now = ctx.clock.now()
  const [latest] = await ctx.db
    .select({ createdAt: oneTimeCodes.createdAt })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.purpose, purpose), eq(oneTimeCodes.subject, subject)))
    .orderBy(desc(oneTimeCodes.id))
    .limit(1)
  const waitMs = latest ? latest.createdAt.getTime() + ctx.otp.resendCooldownMs - now.getTime() : 0
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000)
    c.header('Retry-After', String(seconds))
    throw new ApiError(
      429,
      'OTP_COOLDOWN',
      accountMessages.otpCooldown(seconds),
      'A code was sent moments ago; it may still arrive.',
    )
  }
  await hit(ctx, c, 'sendPerRecipient', subject)
  await hit(ctx, c, 'sendPerIp', clientIp(c, ctx.trustProxy))
  await ctx.db
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(oneTimeCodes.purpose, purpose),
        eq(oneTimeCodes.subject, subject),
        isNull(oneTimeCodes.consumedAt),
      ),
    )
  const digits = ctx.security.otpDigits
  const code = String(randomInt(0, 10 ** digits)).padStart(digits, '0')
  await ctx.db.insert(oneTimeCodes).values({
    purpose,
    subject,
    codeHash: digest(purpose, subject, code),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ctx.otp.ttlMs),
  })
  return code
}

/** Consumes the current code if `code` matches; returns the user id it was issued for, if any. */
export async function verifyOtp(
  ctx: AccountsContext,
  purpose: OtpPurpose,
  subject: string,
  code: string,
): Promise<{ userId: number | null }> {
  const now = ctx.clock.now()
  const [current] = await ctx.db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.purpose, purpose),
        eq(oneTimeCodes.subject, subject),
        isNull(oneTimeCodes.consumedAt),
      ),
    )
    .orderBy(desc(oneTimeCodes.id))
    .limit(1)
  if (!current || current.expiresAt <= now) throw otpError('OTP_EXPIRED', accountMessages.otpExpired)
  // Count the attempt before comparing, in one statement, so parallel guesses cannot exceed the limit.
  const [counted] = await ctx.db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(and(eq(oneTimeCodes.id, current.id), lt(oneTimeCodes.attempts, ctx.otp.maxAttempts)))
    .returning({ attempts: oneTimeCodes.attempts })
  if (!counted) throw otpError('OTP_TOO_MANY_ATTEMPTS', accountMessages.otpTooManyAttempts)
  if (!sameHash(current.codeHash, digest(purpose, subject, code))) {
    throw otpError('OTP_INCORRECT', accountMessages.otpIncorrect)
  }
  const [consumed] = await ctx.db
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(and(eq(oneTimeCodes.id, current.id), isNull(oneTimeCodes.consumedAt)))
    .returning({ userId: oneTimeCodes.userId })
  // Another request used the same code a moment ago: single use means this one fails.
  if (!consumed) throw otpError('OTP_EXPIRED', accountMessages.otpExpired)
  return { userId: consumed.userId }
}

/** Whether a consumed code for this purpose and subject is recent enough to count as proof. */
export async function recentProof(
  ctx: AccountsContext,
  purpose: OtpPurpose,
  subject: string,
  withinMs: number,
): Promise<boolean> {
  const [row] = await ctx.db
    .select({ consumedAt: oneTimeCodes.consumedAt, attempts: oneTimeCodes.attempts })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.purpose, purpose), eq(oneTimeCodes.subject, subject)))
    .orderBy(desc(oneTimeCodes.id))
    .limit(1)
  // attempts > 0 tells a verified code from one retired by a newer code.
  if (!row?.consumedAt || row.attempts === 0) return false
  return ctx.clock.now().getTime() - row.consumedAt.getTime() <= withinMs
}

const LINK_PURPOSE = 'password_reset_link'

export async function issueLinkToken(ctx: AccountsContext, userId: number, subject: string): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  const now = ctx.clock.now()
  await ctx.db.insert(oneTimeCodes).values({
    purpose: LINK_PURPOSE,
    subject,
    codeHash: sha256(`${LINK_PURPOSE}:${token}`),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ctx.security.emailTokenTtlMs),
  })
  return token
}

/** Consumes a reset link token; 422 'Token is invalid or expired' otherwise. */
export async function consumeLinkToken(ctx: AccountsContext, token: string): Promise<number> {
  const now = ctx.clock.now()
  const [row] = await ctx.db
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(oneTimeCodes.codeHash, sha256(`${LINK_PURPOSE}:${token}`)),
        eq(oneTimeCodes.purpose, LINK_PURPOSE),
        isNull(oneTimeCodes.consumedAt),
        gt(oneTimeCodes.expiresAt, now),
      ),
    )
    .returning({ userId: oneTimeCodes.userId })
  if (!row?.userId) {
    throw new ApiError(422, 'TOKEN_INVALID', accountMessages.tokenInvalid, 'Ask for a new reset link.', [
      { field: 'reset_password_token', message: accountMessages.tokenInvalid },
    ])
  }
  return row.userId
}
