/**
 * Sign-up (000 §4 "Accounts"): verify_user (e-mail and number free) → generate_otp → verify_otp →
 * POST /users. A number proven by verify_otp in the last 30 minutes is stored as verified; without
 * the proof the account is created with phone_verified false (the client then runs
 * /phone_confirmation/request + /phone_confirmation).
 */
import type { Hono } from 'hono'
import { users } from '~/services/db/schema/accounts'
import { envelope } from '~/services/http/envelope'
import { parseJsonBody } from '~/services/http/validate'
import type { AccountsContext } from '../context'
import { issueOtp, recentProof, verifyOtp } from '../otp'
import { hashPassword } from '~/services/platform/passwords'
import { hit } from '../rate-limit'
import { clientIp } from '../request'
import { phoneSubject, userByEmail, userByPhone } from '../users'
import { isUniqueViolation, signedIn, takenError } from './common'
import { phoneBody, signUpBody, verifyOtpBody, verifyUserBody } from './bodies'
import { sendOtpSms } from './send'
import { otpSentAnswer } from './sign-in'

export function registerSignUp(app: Hono, ctx: AccountsContext): void {
  app.post('/phone_confirmation/verify_user', async (c) => {
    const body = await parseJsonBody(c, verifyUserBody)
    await hit(ctx, c, 'signInPerIp', clientIp(c, ctx.trustProxy))
    if (await userByEmail(ctx, body.email)) throw takenError('email')
    if (await userByPhone(ctx, body.country_code, body.phone_number)) throw takenError('phone_number')
    return c.json(envelope({ email_available: true, phone_available: true }))
  })

  app.post('/phone_confirmation/generate_otp', async (c) => {
    const body = await parseJsonBody(c, phoneBody)
    if (await userByPhone(ctx, body.country_code, body.phone_number)) throw takenError('phone_number')
    const to = phoneSubject(body.country_code, body.phone_number)
    const code = await issueOtp(ctx, c, 'phone_verification', to)
    await sendOtpSms(ctx, c, to, code, 'verify your mobile number')
    return c.json(otpSentAnswer(ctx), 201)
  })

  app.post('/phone_confirmation/verify_otp', async (c) => {
    const body = await parseJsonBody(c, verifyOtpBody)
    const to = phoneSubject(body.country_code, body.phone_number)
    await verifyOtp(ctx, 'phone_verification', to, body.confirmation_code)
    return c.json(
      envelope({ verified: true, phone_number: body.phone_number, country_code: body.country_code }),
    )
  })

  app.post('/users', async (c) => {
    const { user: body } = await parseJsonBody(c, signUpBody)
    await hit(ctx, c, 'signUpPerIp', clientIp(c, ctx.trustProxy))
    if (await userByEmail(ctx, body.email)) throw takenError('email')
    if (await userByPhone(ctx, body.country_code, body.phone_number)) throw takenError('phone_number')
    const phoneVerified = await recentProof(
      ctx,
      'phone_verification',
      phoneSubject(body.country_code, body.phone_number),
      ctx.security.phoneProofTtlMs,
    )
    // The access key identifies the partner site; it is not kept with the user.
    const { accessKey: _accessKey, ...tenancy } = body.tenancy_info
    let created
    try {
      ;[created] = await ctx.db
        .insert(users)
        .values({
          email: body.email,
          passwordHash: await hashPassword(body.password),
          title: body.title,
          firstName: body.firstName,
          lastName: body.lastName,
          countryCode: body.country_code,
          phoneNumber: body.phone_number,
          phoneVerified,
          tenancy,
          createdAt: ctx.clock.now(),
        })
        .returning()
    } catch (error) {
      // Two sign-ups racing for one e-mail or number: the unique index decides.
      if (isUniqueViolation(error)) throw takenError('email')
      throw error
    }
    if (!created) throw new Error('insert into users returned no row')
    return signedIn(ctx, c, created, 'password', 201)
  })
}
