/**
 * Browser helpers for sign-in and sign-up, read like what a person does; plus a fresh, verified
 * account made through the real services (so tests do not share the demo account).
 */
import type { APIRequestContext, Page } from '@playwright/test'
import { expect } from './fixtures'
import { freshMobile } from './account-support'
import { upstreamUrl } from './ports'

export { upstreamUrl }

export interface FreshUser {
  firstName: string
  lastName: string
  email: string
  password: string
  phoneNumber: string
}

export function freshUser(firstName = 'Asha'): FreshUser {
  const phoneNumber = freshMobile()
  return {
    firstName,
    lastName: 'Verma',
    email: `${firstName.toLowerCase()}.${phoneNumber}@example.com`,
    password: 'Trek the Himalaya 1',
    phoneNumber,
  }
}

// Each service call looks like a different browser, so the per-address limits of one test do not
// spill into the next (the services read the address from X-Forwarded-For, as the BFF sends it).
const someAddress = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.7`

async function post(request: APIRequestContext, path: string, data: unknown, ip: string) {
  const res = await request.post(`${upstreamUrl}${path}`, { data, headers: { 'x-forwarded-for': ip } })
  expect(res.status(), `${path}: ${await res.text()}`).toBeLessThan(300)
  return res
}

/** Signs a person up through the services' own OTP flow: the account has a verified mobile. */
export async function createVerifiedUser(
  request: APIRequestContext,
  user = freshUser(),
): Promise<FreshUser & { token: string }> {
  const ip = someAddress()
  const phone = { phone_number: user.phoneNumber, country_code: '91' }
  await post(request, '/auth/phone_confirmation/generate_otp', phone, ip)
  const code = await otpFromServices(request, `+91 ${user.phoneNumber}`)
  await post(request, '/auth/phone_confirmation/verify_otp', { ...phone, confirmation_code: code }, ip)
  const made = await post(
    request,
    '/auth/users',
    {
      user: {
        ...phone,
        email: user.email,
        password: user.password,
        firstName: user.firstName,
        lastName: user.lastName,
        title: 'Ms',
        tenancy_info: { channel: 'B2C' },
      },
    },
    ip,
  )
  // The access token the sign-up answers: for calls the test makes as this person over HTTP.
  const { meta } = (await made.json()) as { meta: { authentication_token: string } }
  return { ...user, token: meta.authentication_token }
}

/**
 * Gives a person's account a new mobile number through the services (PUT /auth/me, as the account
 * page does): the number is then not verified until its OTP is confirmed (000 §4).
 */
export async function changeMobileThroughServices(
  request: APIRequestContext,
  user: FreshUser,
  phoneNumber: string,
): Promise<void> {
  const ip = someAddress()
  const signedIn = await post(
    request,
    '/auth/users/sign_in',
    { user: { email: user.email, password: user.password } },
    ip,
  )
  const body: { meta: { authentication_token?: string } } = await signedIn.json()
  const token = body.meta.authentication_token
  if (!token) throw new Error('the sign-in answer had no token')
  const res = await request.put(`${upstreamUrl}/auth/me`, {
    data: { user: { phone_number: phoneNumber, country_code: '91' } },
    headers: { 'x-forwarded-for': ip, authorization: `Bearer ${token}` },
  })
  expect(res.status(), await res.text()).toBe(200)
}

/** The newest 6-digit code sent to `to`, straight from the sandbox outbox endpoint. */
/**
 * The services see `to`'s newest one-time code as sent `seconds` ago (a sandbox control): with the
 * page's clock moved as far, a test passes the resend cool-down without waiting it out.
 */
export async function ageLastCode(request: APIRequestContext, to: string, seconds: number): Promise<void> {
  await post(request, '/auth/sandbox/code_age', { to, seconds }, someAddress())
}

export async function otpFromServices(request: APIRequestContext, to: string): Promise<string> {
  const body = await latestMessageBody(request, to)
  const code = /(?<!\d)(\d{6})(?!\d)/.exec(body)?.[1]
  if (!code) throw new Error(`no code for ${to} in ${body}`)
  return code
}

/** The newest message body sent to `to` (e.g. the reset e-mail). */
export async function latestMessageBody(request: APIRequestContext, to: string): Promise<string> {
  const res = await request.get(`${upstreamUrl}/auth/sandbox/outbox?to=${encodeURIComponent(to)}`)
  const body: { data: { messages: Array<{ body: string }> } } = await res.json()
  const first = body.data.messages[0]
  if (!first) throw new Error(`no message to ${to}`)
  return first.body
}

/** The header's Sign in button opens the panel (modal on desktop, drawer on mobile). */
export async function openSignIn(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click()
  const dialog = page.getByRole('dialog', { name: 'Sign in' })
  await expect(dialog).toBeVisible()
  return dialog
}

export async function sidCookie(page: Page) {
  return (await page.context().cookies()).find((c) => c.name === 'sid')
}
