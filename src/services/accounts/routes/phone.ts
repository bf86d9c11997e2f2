/**
 * A signed-in user's mobile confirmation (v1): request a code for the number on the account, then
 * confirm it. Both answer 204 (000 §7: sign-in OTP confirmation success 204).
 */
import type { Hono } from 'hono'
import { eq } from 'drizzle-orm'
import { users } from '~/services/db/schema/accounts'
import { ApiError } from '~/services/http/errors'
import { parseJsonBody } from '~/services/http/validate'
import type { AccountsContext } from '../context'
import { issueOtp, verifyOtp } from '../otp'
import { requireUserId } from '../request'
import { phoneSubject, userById, userByPhone } from '../users'
import { phoneBody, confirmationBody } from './bodies'
import { takenError } from './common'
import { sendOtpSms } from './send'

export function registerPhoneConfirmation(app: Hono, ctx: AccountsContext): void {
  app.post('/phone_confirmation/request', async (c) => {
    const userId = await requireUserId(ctx, c)
    const body = await parseJsonBody(c, phoneBody)
    const user = await userById(ctx, userId)
    if (user.countryCode !== body.country_code || user.phoneNumber !== body.phone_number) {
      // A user without a number (mobile-not-registered) or with a new one sets it first.
      const owner = await userByPhone(ctx, body.country_code, body.phone_number)
      if (owner && owner.id !== userId) throw takenError('phone_number')
      await ctx.db
        .update(users)
        .set({ countryCode: body.country_code, phoneNumber: body.phone_number, phoneVerified: false })
        .where(eq(users.id, userId))
    }
    const to = phoneSubject(body.country_code, body.phone_number)
    const code = await issueOtp(ctx, c, 'phone_confirmation', to, userId)
    await sendOtpSms(ctx, c, to, code, 'confirm your mobile number')
    return c.body(null, 204)
  })

  app.post('/phone_confirmation', async (c) => {
    const userId = await requireUserId(ctx, c)
    const body = await parseJsonBody(c, confirmationBody)
    const user = await userById(ctx, userId)
    if (!user.countryCode || !user.phoneNumber) {
      throw new ApiError(
        422,
        'MOBILE_NOT_REGISTERED',
        'Add a mobile number first',
        'POST /auth/phone_confirmation/request with country_code and phone_number sends the code.',
      )
    }
    const to = phoneSubject(user.countryCode, user.phoneNumber)
    const { userId: issuedFor } = await verifyOtp(ctx, 'phone_confirmation', to, body.confirmation_code)
    if (issuedFor !== userId)
      throw new ApiError(422, 'OTP_EXPIRED', 'Request a new OTP', 'The code was for another account.')
    await ctx.db.update(users).set({ phoneVerified: true }).where(eq(users.id, userId))
    return c.body(null, 204)
  })
}
