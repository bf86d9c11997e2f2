/**
 * The auth service (/auth) as the BFF calls it (000 §7 "Auth service"): every call through
 * `upstream()`, every answer checked by a zod schema. Calls made before anyone is signed in skip
 * the bearer, so a stale token never rides along with a sign-in. An authentication_token in an
 * answer is stored in the session by `upstream()` itself. The account service is in
 * account.server.ts.
 */
import { z } from 'zod'
import type { OtpSent, PhoneRef } from '@contracts/accounts/auth'
import type { Viewer } from '@contracts/accounts/viewer'
import { upstream } from '../upstream/client.server'

const envelope = <S extends z.ZodType>(data: S) => z.object({ data })

const authUserSchema = z.object({
  id: z.number().int(),
  customer_id: z.number().int(),
  passenger_id: z.number().int(),
  email: z.string(),
  title: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  phone_number: z.string().nullable(),
  country_code: z.string().nullable(),
  phone_verified: z.boolean(),
  email_verified: z.boolean(),
  avatar_url: z.string().nullable(),
  login_method: z.string().nullable(),
  memberSince: z.string(),
  validTill: z.string().nullable(),
})
type AuthUser = z.infer<typeof authUserSchema>

const userAnswer = envelope(z.object({ user: authUserSchema }))

export function viewerOf(u: AuthUser): Viewer {
  return {
    id: u.id,
    customerId: u.customer_id,
    passengerId: u.passenger_id,
    email: u.email,
    title: u.title,
    firstName: u.first_name,
    lastName: u.last_name,
    phoneNumber: u.phone_number,
    countryCode: u.country_code,
    phoneVerified: u.phone_verified,
    emailVerified: u.email_verified,
    avatarUrl: u.avatar_url,
    loginMethod: u.login_method,
    memberSince: u.memberSince,
    validTill: u.validTill,
    isMobileNotVerified: u.phone_number !== null && !u.phone_verified,
    isMobileNotRegistered: u.phone_number === null,
  }
}

type Phone = PhoneRef

const otpSentAnswer = z.object({
  data: z.object({ expires_in_seconds: z.number(), resend_after_seconds: z.number() }),
  message: z.string(),
})

const phoneBody = (p: Phone) => ({ phone_number: p.phoneNumber, country_code: p.countryCode })

/** A call that must answer with a body; a bodiless 2xx here is the service breaking its contract. */
async function must<T>(result: Promise<{ data: T | null }>, what: string): Promise<T> {
  const { data } = await result
  if (data === null) throw new Error(`${what} answered without a body`)
  return data
}

async function otpSent(path: string, body: unknown, query?: Record<string, string>): Promise<OtpSent> {
  const data = await must(
    upstream()({
      method: 'POST',
      path,
      body,
      ...(query ? { query } : {}),
      skipAuth: true,
      sendsMessage: true,
      schema: otpSentAnswer,
    }),
    path,
  )
  return {
    message: data.message,
    expiresInSeconds: data.data.expires_in_seconds,
    resendAfterSeconds: data.data.resend_after_seconds,
  }
}

async function user(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
  skipAuth = false,
  sendsMessage = false,
) {
  const data = await must(
    upstream()({
      method,
      path,
      ...(body === undefined ? {} : { body }),
      skipAuth,
      sendsMessage,
      schema: userAnswer,
    }),
    path,
  )
  return viewerOf(data.data.user)
}

export async function verifyUser(input: Phone & { email: string }): Promise<void> {
  await upstream()({
    method: 'POST',
    path: '/auth/phone_confirmation/verify_user',
    body: { ...phoneBody(input), email: input.email },
    skipAuth: true,
    schema: envelope(z.object({ email_available: z.boolean(), phone_available: z.boolean() })),
  })
}

export const generateSignUpOtp = (p: Phone) => otpSent('/auth/phone_confirmation/generate_otp', phoneBody(p))

export async function verifySignUpOtp(input: Phone & { otp: string }): Promise<void> {
  await upstream()({
    method: 'POST',
    path: '/auth/phone_confirmation/verify_otp',
    body: { ...phoneBody(input), confirmation_code: input.otp },
    skipAuth: true,
    schema: envelope(z.object({ verified: z.literal(true) })),
  })
}

export interface NewUser extends Phone {
  title: string
  firstName: string
  lastName: string
  email: string
  password: string
  tenancy: { channel: 'B2C'; product: string; hostName?: string; platform?: string }
}

export const createUser = (u: NewUser) =>
  user(
    'POST',
    '/auth/users',
    {
      user: {
        email: u.email,
        password: u.password,
        ...phoneBody(u),
        firstName: u.firstName,
        lastName: u.lastName,
        title: u.title,
        tenancy_info: u.tenancy,
      },
    },
    true,
  )

export const signInWithPassword = (input: { login: string; password: string; countryCode: string }) =>
  user(
    'POST',
    '/auth/users/sign_in',
    { user: { email: input.login, password: input.password, country_code: input.countryCode } },
    true,
  )

export const requestSignInOtp = (p: Phone) => otpSent('/auth/users/sign_in/otp', { user: phoneBody(p) })

export const signInWithOtp = (input: Phone & { otp: string }) =>
  user('POST', '/auth/users/sign_in', { user: { ...phoneBody(input), otp: input.otp } }, true)

export const resendOtp = (p: Phone) =>
  otpSent('/auth/auth/v3.0/resend-otp', phoneBody(p), { official: 'false' })

export async function requestPasswordReset(email: string): Promise<{ email: string }> {
  const data = await must(
    upstream()({
      method: 'POST',
      path: '/auth/users/password_reset',
      body: { user: { email } },
      skipAuth: true,
      sendsMessage: true,
      schema: envelope(z.object({ email: z.string() })),
    }),
    'password_reset',
  )
  return { email: data.data.email }
}

export async function resetPassword(input: { token: string; password: string }): Promise<void> {
  await upstream()({
    method: 'PUT',
    path: '/auth/users/password',
    body: { user: { reset_password_token: input.token, password: input.password } },
    skipAuth: true,
    schema: envelope(z.object({ reset: z.literal(true) })),
  })
}

export const requestPhoneReset = (p: Phone) =>
  otpSent('/auth/phone_password_reset/verify_user_reset', phoneBody(p))

export async function resetPasswordWithOtp(input: Phone & { otp: string; password: string }): Promise<void> {
  await upstream()({
    method: 'POST',
    path: '/auth/phone_password_reset/verify_otp_reset',
    body: { ...phoneBody(input), confirmation_code: input.otp, password: input.password },
    skipAuth: true,
    schema: envelope(z.object({ reset: z.literal(true) })),
  })
}

/** Bearer: sends a code to `p` (a different number replaces the account's, unverified). 204. */
export async function requestPhoneConfirmation(p: Phone): Promise<void> {
  await upstream()({
    method: 'POST',
    path: '/auth/phone_confirmation/request',
    body: phoneBody(p),
    sendsMessage: true,
    schema: z.unknown(),
  })
}

/** Bearer: confirms the account's number with the code. 204. */
export async function confirmPhone(otp: string): Promise<void> {
  await upstream()({
    method: 'POST',
    path: '/auth/phone_confirmation',
    body: { confirmation_code: otp },
    schema: z.unknown(),
  })
}

/** Bearer: the token stops working on every instance. 204. */
export async function invalidateToken(): Promise<void> {
  await upstream()({ method: 'POST', path: '/auth/auth/v3.0/invalidate-token', schema: z.unknown() })
}

export const me = () => user('GET', '/auth/me')

/** PUT /auth/me: profile, avatar removal, password change (a new token comes back), new number. */
export interface MeChanges {
  title?: string
  firstName?: string
  lastName?: string
  remove_avatar?: true
  current_password?: string
  password?: string
  phone_number?: string
  country_code?: string
}

// A new number is sent a confirmation code.
export const updateMe = (changes: MeChanges) =>
  user('PUT', '/auth/me', { user: changes }, false, changes.phone_number !== undefined)

export interface OutboxMessage {
  id: number
  channel: 'sms' | 'email'
  to: string
  subject: string
  body: string
  sentAt: string
}

/**
 * Sandbox only: the SMS and e-mails "sent" at the request of one store session (`requester`, its
 * outbox tag), to a recipient or to anyone, newest first (404 outside the sandbox).
 */
export async function readOutbox(to: string | undefined, requester: string): Promise<OutboxMessage[]> {
  const data = await must(
    upstream()({
      method: 'GET',
      path: '/auth/sandbox/outbox',
      query: { to, requester },
      skipAuth: true,
      schema: envelope(
        z.object({
          messages: z.array(
            z.object({
              id: z.number(),
              channel: z.enum(['sms', 'email']),
              to: z.string(),
              subject: z.string(),
              body: z.string(),
              sentAt: z.string(),
            }),
          ),
        }),
      ),
    }),
    'outbox',
  )
  return data.data.messages
}
