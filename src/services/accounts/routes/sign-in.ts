/**
 * Sign-in (000 §4, §7, §8): password (login by e-mail or 10-digit mobile) or mobile OTP.
 * Five wrong passwords lock the account for three minutes (422 'Account is locked! Please try
 * after 3mins'); the counter lives on the user row, so every instance sees the same lock.
 */
import type { Hono } from 'hono'
import { eq, sql } from 'drizzle-orm'
import { users } from '~/services/db/schema/accounts'
import { ApiError } from '~/services/http/errors'
import { parseJsonBody } from '~/services/http/validate'
import { accountMessages } from '@contracts/accounts/messages'
import type { AccountsContext } from '../context'
import { issueOtp, verifyOtp } from '../otp'
import { verifyPassword } from '~/services/platform/passwords'
import { hit } from '../rate-limit'
import { clientIp } from '../request'
import { phoneSubject, userByEmail, userByPhone, type UserRow } from '../users'
import { sendOtpSms } from './send'
import { lockedError, signedIn, wrongCredentials } from './common'
import { signInBody, signInOtpBody } from './bodies'

function mobileNotVerified(): ApiError {
  return new ApiError(
    403,
    'MOBILE_NOT_VERIFIED',
    accountMessages.mobileNotVerified,
    'Verify the mobile number (POST /auth/phone_confirmation/request) or sign in with the e-mail.',
  )
}

function mobileNotRegistered(): ApiError {
  return new ApiError(
    404,
    'MOBILE_NOT_REGISTERED',
    accountMessages.userNotExist,
    'No account has this mobile number.',
  )
}

async function assertNotLocked(ctx: AccountsContext, user: UserRow): Promise<void> {
  if (user.lockedUntil && user.lockedUntil > ctx.clock.now()) throw lockedError()
}

/** Counts a wrong password in one statement; returns whether this failure locked the account. */
async function recordFailure(ctx: AccountsContext, userId: number): Promise<boolean> {
  const lockUntil = new Date(ctx.clock.now().getTime() + ctx.security.lockDurationMs)
  const reached = sql`${users.failedSignIns} + 1 >= ${ctx.security.lockAfterFailures}`
  const [row] = await ctx.db
    .update(users)
    .set({
      failedSignIns: sql`case when ${reached} then 0 else ${users.failedSignIns} + 1 end`,
      lockedUntil: sql`case when ${reached} then ${lockUntil.toISOString()}::timestamptz else ${users.lockedUntil} end`,
    })
    .where(eq(users.id, userId))
    .returning({ lockedUntil: users.lockedUntil })
  return Boolean(row?.lockedUntil && row.lockedUntil > ctx.clock.now())
}

export function registerSignIn(app: Hono, ctx: AccountsContext): void {
  app.post('/users/sign_in', async (c) => {
    const { user: body } = await parseJsonBody(c, signInBody)
    await hit(ctx, c, 'signInPerIp', clientIp(c, ctx.trustProxy))

    if ('otp' in body) {
      await hit(ctx, c, 'signInPerAccount', `+${body.country_code}${body.phone_number}`)
      const user = await userByPhone(ctx, body.country_code, body.phone_number)
      if (!user) throw mobileNotRegistered()
      await assertNotLocked(ctx, user)
      await verifyOtp(ctx, 'sign_in', phoneSubject(body.country_code, body.phone_number), body.otp)
      return signedIn(ctx, c, user, 'otp')
    }

    const login = body.email.toLowerCase()
    await hit(ctx, c, 'signInPerAccount', login)
    const numeric = /^\d{10}$/.test(login.replace(/[\s-]/g, ''))
    const user = numeric
      ? await userByPhone(ctx, body.country_code ?? '91', login.replace(/[\s-]/g, ''))
      : await userByEmail(ctx, login)
    if (user) await assertNotLocked(ctx, user)
    const ok = await verifyPassword(user?.passwordHash, body.password)
    if (!user) throw wrongCredentials()
    if (!ok) {
      if (await recordFailure(ctx, user.id)) throw lockedError()
      throw wrongCredentials()
    }
    // A number nobody proved to own must not be a login (000 §4, TRAVELLER_SIGNIN_MOB_UNVERIFIED).
    if (numeric && !user.phoneVerified) throw mobileNotVerified()
    return signedIn(ctx, c, user, 'password')
  })

  /** Mobile OTP sign-in, step 1: send the code to a registered, verified mobile. */
  app.post('/users/sign_in/otp', async (c) => {
    const { user: body } = await parseJsonBody(c, signInOtpBody)
    await hit(ctx, c, 'signInPerIp', clientIp(c, ctx.trustProxy))
    const user = await userByPhone(ctx, body.country_code, body.phone_number)
    if (!user) throw mobileNotRegistered()
    if (!user.phoneVerified) throw mobileNotVerified()
    await assertNotLocked(ctx, user)
    const to = phoneSubject(body.country_code, body.phone_number)
    const code = await issueOtp(ctx, c, 'sign_in', to, user.id)
    await sendOtpSms(ctx, c, to, code, 'sign in')
    return c.json(otpSentAnswer(ctx), 201)
  })
}

export function otpSentAnswer(ctx: AccountsContext) {
  return {
    data: {
      otp_sent: true,
      expires_in_seconds: ctx.otp.ttlMs / 1000,
      resend_after_seconds: ctx.otp.resendCooldownMs / 1000,
    },
    meta: { status: 'SUCCESS' as const },
    message: accountMessages.otpSent,
  }
}
