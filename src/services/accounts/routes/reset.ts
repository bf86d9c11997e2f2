/**
 * Password reset by e-mail (a single-use link token) and by phone (an OTP). A reset unlocks the
 * account and ends every session of the user.
 */
import type { Hono } from 'hono'
import { eq } from 'drizzle-orm'
import { users } from '~/services/db/schema/accounts'
import { envelope } from '~/services/http/envelope'
import { ApiError } from '~/services/http/errors'
import { parseJsonBody } from '~/services/http/validate'
import { accountMessages } from '@contracts/accounts/messages'
import type { AccountsContext } from '../context'
import { consumeLinkToken, issueLinkToken, issueOtp, verifyOtp } from '../otp'
import { hashPassword } from '~/services/platform/passwords'
import { hit } from '../rate-limit'
import { clientIp } from '../request'
import { revokeAllTokens } from '../tokens'
import { phoneSubject, userByEmail, userByPhone } from '../users'
import { passwordResetBody, passwordUpdateBody, phoneBody, phoneResetBody } from './bodies'
import { sendEmail, sendOtpSms } from './send'
import { otpSentAnswer } from './sign-in'

async function setPassword(ctx: AccountsContext, userId: number, password: string): Promise<void> {
  await ctx.db
    .update(users)
    .set({ passwordHash: await hashPassword(password), failedSignIns: 0, lockedUntil: null })
    .where(eq(users.id, userId))
  await revokeAllTokens(ctx, userId)
}

export function registerReset(app: Hono, ctx: AccountsContext): void {
  app.post('/users/password_reset', async (c) => {
    const body = await parseJsonBody(c, passwordResetBody)
    const email = 'user' in body ? body.user.email : body.email
    await hit(ctx, c, 'sendPerIp', clientIp(c, ctx.trustProxy))
    const user = await userByEmail(ctx, email)
    if (!user) {
      throw new ApiError(
        404,
        'EMAIL_NOT_SIGNED_UP',
        accountMessages.emailNotSignedUp(ctx.productName),
        'Check the address, or sign up with it.',
        [{ field: 'email', message: accountMessages.processFailed }],
      )
    }
    await hit(ctx, c, 'sendPerRecipient', email)
    const token = await issueLinkToken(ctx, user.id, email)
    await sendEmail(
      ctx,
      c,
      email,
      'Reset your password',
      `Hello ${user.firstName},\n\nOpen this link within an hour to choose a new password:\n` +
        `/reset-password?reset_password_token=${token}\n\nReset token: ${token}\n\n` +
        'If you did not ask for this, ignore this e-mail; your password stays the same.',
    )
    return c.json(envelope({ sent: true, email }))
  })

  app.put('/users/password', async (c) => {
    const { user: body } = await parseJsonBody(c, passwordUpdateBody)
    const userId = await consumeLinkToken(ctx, body.reset_password_token)
    await setPassword(ctx, userId, body.password)
    return c.json(envelope({ reset: true }))
  })

  app.post('/phone_password_reset/verify_user_reset', async (c) => {
    const body = await parseJsonBody(c, phoneBody)
    const user = await userByPhone(ctx, body.country_code, body.phone_number)
    if (!user) {
      throw new ApiError(
        404,
        'USER_NOT_FOUND',
        accountMessages.userNotExist,
        'No account has this mobile number.',
      )
    }
    const to = phoneSubject(body.country_code, body.phone_number)
    const code = await issueOtp(ctx, c, 'password_reset', to, user.id)
    await sendOtpSms(ctx, c, to, code, 'reset your password')
    return c.json(otpSentAnswer(ctx))
  })

  app.post('/phone_password_reset/verify_otp_reset', async (c) => {
    const body = await parseJsonBody(c, phoneResetBody)
    const to = phoneSubject(body.country_code, body.phone_number)
    const { userId } = await verifyOtp(ctx, 'password_reset', to, body.confirmation_code)
    if (userId === null) throw new Error('password_reset OTP without a user')
    await setPassword(ctx, userId, body.password)
    return c.json(envelope({ reset: true }))
  })
}
