/** E-mail confirmation by a 6-digit code, and the v3 resend and sign-out calls. */
import type { Context, Hono } from 'hono'
import { and, desc, eq, inArray } from 'drizzle-orm'
import { oneTimeCodes, users } from '~/services/db/schema/accounts'
import { envelope } from '~/services/http/envelope'
import { ApiError, notFoundError } from '~/services/http/errors'
import { parseJsonBody, parseQuery } from '~/services/http/validate'
import type { AccountsContext } from '../context'
import { issueOtp, verifyOtp, type OtpPurpose } from '../otp'
import { bearerToken, requireUserId, unauthorized } from '../request'
import { resolveToken, revokeToken } from '../tokens'
import { authUser, phoneSubject, userById } from '../users'
import { confirmationBody, officialQuery, resendOtpBody } from './bodies'
import { sendEmail, sendOtpSms } from './send'
import { otpSentAnswer } from './sign-in'

async function sendEmailCode(ctx: AccountsContext, c: Context): Promise<Response> {
  const userId = await requireUserId(ctx, c)
  const user = await userById(ctx, userId)
  if (user.emailVerified) {
    throw new ApiError(422, 'ALREADY_CONFIRMED', 'Your e-mail is already confirmed', 'Nothing to do.')
  }
  const code = await issueOtp(ctx, c, 'email_confirmation', user.email, userId)
  await sendEmail(
    ctx,
    c,
    user.email,
    'Confirm your e-mail',
    `Hello ${user.firstName},\n\n${code} is your code to confirm this e-mail address. ` +
      `It expires in ${Math.round(ctx.otp.ttlMs / 60_000)} minutes.`,
  )
  return c.json(envelope({ sent: true, email: user.email }))
}

const phonePurposes: OtpPurpose[] = ['phone_verification', 'phone_confirmation', 'sign_in', 'password_reset']

export function registerEmailAndV3(app: Hono, ctx: AccountsContext): void {
  app.post('/email_confirmation', (c) => sendEmailCode(ctx, c))

  app.post('/email_confirmation/verify', async (c) => {
    const userId = await requireUserId(ctx, c)
    const body = await parseJsonBody(c, confirmationBody)
    const user = await userById(ctx, userId)
    await verifyOtp(ctx, 'email_confirmation', user.email, body.confirmation_code)
    const [updated] = await ctx.db
      .update(users)
      .set({ emailVerified: true })
      .where(eq(users.id, userId))
      .returning()
    return c.json(envelope({ user: authUser(updated ?? user) }))
  })

  // official=true would address the rewards programme's official e-mail (001 §6), not offered here.
  app.post('/auth/v3.0/email/resend-otp', (c) => {
    const { official } = parseQuery(c, officialQuery)
    if (official === 'true') throw notFoundError('Official e-mail verification is not offered')
    return sendEmailCode(ctx, c)
  })

  /** Sends a fresh code for whatever the number last asked a code for (sign-up, sign-in, reset). */
  app.post('/auth/v3.0/resend-otp', async (c) => {
    parseQuery(c, officialQuery)
    const body = await parseJsonBody(c, resendOtpBody)
    const to = phoneSubject(body.country_code, body.phone_number)
    const [last] = await ctx.db
      .select({ purpose: oneTimeCodes.purpose, userId: oneTimeCodes.userId })
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.subject, to), inArray(oneTimeCodes.purpose, phonePurposes)))
      .orderBy(desc(oneTimeCodes.id))
      .limit(1)
    if (!last) throw notFoundError('No OTP was asked for this number; start again')
    // The stored purpose is one of phonePurposes: the query filtered on them.
    const purpose = last.purpose as OtpPurpose
    const code = await issueOtp(ctx, c, purpose, to, last.userId ?? undefined)
    await sendOtpSms(ctx, c, to, code, 'continue')
    return c.json(otpSentAnswer(ctx))
  })

  /** Sign-out: the token stops working at once, on every instance. */
  app.post('/auth/v3.0/invalidate-token', async (c) => {
    const token = bearerToken(c)
    if (!token || (await resolveToken(ctx, token)) === undefined) throw unauthorized()
    await revokeToken(ctx, token)
    return c.body(null, 204)
  })
}
