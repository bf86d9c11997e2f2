/**
 * The signed-in user's own record: GET /me and PUT /me (profile, avatar removal, password change
 * with the current password, e-mail and phone update). A password change ends the other sessions
 * and hands out a new token in meta.authentication_token.
 */
import type { Hono } from 'hono'
import { eq } from 'drizzle-orm'
import { users } from '~/services/db/schema/accounts'
import { envelope } from '~/services/http/envelope'
import { ApiError } from '~/services/http/errors'
import { parseJsonBody } from '~/services/http/validate'
import type { AccountsContext } from '../context'
import { issueOtp } from '../otp'
import { hashPassword, verifyPassword } from '~/services/platform/passwords'
import { forbidden, requireUserId } from '../request'
import { issueToken, revokeAllTokens } from '../tokens'
import { authUser, phoneSubject, userById, userByEmail, userByPhone } from '../users'
import { meBody } from './bodies'
import { isUniqueViolation, takenError } from './common'
import { sendOtpSms } from './send'

export function registerMe(app: Hono, ctx: AccountsContext): void {
  app.get('/me', async (c) => {
    const user = await userById(ctx, await requireUserId(ctx, c))
    return c.json(envelope({ user: authUser(user) }))
  })

  app.put('/me', async (c) => {
    const userId = await requireUserId(ctx, c)
    const { user: body } = await parseJsonBody(c, meBody)
    const user = await userById(ctx, userId)
    if (body.contactId !== undefined && String(body.contactId) !== String(userId))
      throw forbidden('contact details')

    const changes: Partial<typeof users.$inferInsert> = {}
    const firstName = body.firstName ?? body.first_name
    const lastName = body.lastName ?? body.last_name
    if (firstName) changes.firstName = firstName
    if (lastName) changes.lastName = lastName
    if (body.title) changes.title = body.title
    if (body.avatar_url) changes.avatarUrl = body.avatar_url
    if (body.remove_avatar) changes.avatarUrl = null

    let newToken: string | undefined
    if (body.password !== undefined) {
      if (!(await verifyPassword(user.passwordHash, body.current_password ?? ''))) {
        throw new ApiError(
          422,
          'WRONG_PASSWORD',
          'Your current password is not correct',
          'Type the password you sign in with.',
          [{ field: 'current_password', symbol: 'invalid', message: 'is not correct' }],
        )
      }
      changes.passwordHash = await hashPassword(body.password)
    }
    if (body.email && body.email !== user.email) {
      const owner = await userByEmail(ctx, body.email)
      if (owner) throw takenError('email')
      changes.email = body.email
      changes.emailVerified = false
    }
    const phoneChanged =
      body.phone_number !== undefined &&
      body.country_code !== undefined &&
      (body.phone_number !== user.phoneNumber || body.country_code !== user.countryCode)
    if (phoneChanged && body.phone_number && body.country_code) {
      const owner = await userByPhone(ctx, body.country_code, body.phone_number)
      if (owner) throw takenError('phone_number')
      // 000 §4: a new number is unverified until its OTP is confirmed.
      changes.phoneNumber = body.phone_number
      changes.countryCode = body.country_code
      changes.phoneVerified = false
    }

    let updated = user
    if (Object.keys(changes).length > 0) {
      try {
        const [row] = await ctx.db.update(users).set(changes).where(eq(users.id, userId)).returning()
        if (row) updated = row
      } catch (error) {
        if (isUniqueViolation(error)) throw takenError(changes.email ? 'email' : 'phone_number')
        throw error
      }
    }
    if (changes.passwordHash) {
      await revokeAllTokens(ctx, userId)
      newToken = await issueToken(ctx, userId)
    }
    if (phoneChanged && updated.countryCode && updated.phoneNumber) {
      const to = phoneSubject(updated.countryCode, updated.phoneNumber)
      const code = await issueOtp(ctx, c, 'phone_confirmation', to, userId)
      await sendOtpSms(ctx, c, to, code, 'confirm your new mobile number')
    }
    return c.json({
      data: { user: authUser(updated) },
      meta: { status: 'SUCCESS', ...(newToken ? { authentication_token: newToken } : {}) },
    })
  })
}
