import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { manualClock } from '~/services/platform/clock'
import {
  authUserPatterns,
  call,
  documentedPerson,
  latestMessage,
  latestOtp,
  randomPhone,
  signedInPatterns,
  signUp,
  startAccountsUpstream,
  type AccountsUpstream,
} from '../support/accounts'
import { docExample, stringAt, withValues } from '../support/doc-examples'
import { expectMatchesExample } from '../support/expect-example'

/** Someone named as the documented person, with an e-mail and mobile of their own. */
function namesake() {
  const { firstName, lastName, title } = documentedPerson()
  return signUp(up.url, { firstName, lastName, title })
}

/** The e-mail and mobile of a user of this file's own, where the example shows Meera's. */
const ownContact = (u: { email: string; phone: string }) => ({
  'data.user.email': new RegExp(`^${u.email.replaceAll('.', '\\.')}$`),
  'data.user.phone_number': new RegExp(`^${u.phone}$`),
})

const clock = manualClock()
let up: AccountsUpstream
beforeAll(async () => {
  up = await startAccountsUpstream({ clock, productName: 'Safarnama' })
})
afterAll(() => up?.close())

const signIn = (email: string, password: string) =>
  call(up.url, 'POST', '/auth/users/sign_in', { body: { user: { email, password } } })

describe('password reset by e-mail', () => {
  it("answers 404 'Sorry! This email isn't signed up with Safarnama' and 'Process failed' for an unknown address", async () => {
    const res = await call(up.url, 'POST', '/auth/users/password_reset', {
      body: { email: 'nobody@example.com' },
    })
    expect(res.status).toBe(404)
    expectMatchesExample(res.body, docExample('auth.password-reset.unknown.response'))
  })

  it('mails a single-use link token; the new password works and every old session ends', async () => {
    const u = await signUp(up.url, documentedPerson())
    const asked = await call(up.url, 'POST', '/auth/users/password_reset', {
      body: docExample('auth.password-reset.request'),
    })
    expect(asked.status).toBe(200)
    expectMatchesExample(asked.body, docExample('auth.password-reset.response'))
    const mail = await latestMessage(up.url, u.email)
    const token = /reset_password_token=([A-Za-z0-9_-]+)/.exec(mail.body)?.[1] ?? ''
    const request = withValues(docExample('auth.password.request'), { 'user.reset_password_token': token })
    const reset = await call(up.url, 'PUT', '/auth/users/password', { body: request })
    expect(reset.status).toBe(200)
    expectMatchesExample(reset.body, docExample('auth.password.response'))
    const newPassword = stringAt(request, 'user.password')
    expect((await signIn(u.email, newPassword)).status).toBe(200)
    expect((await signIn(u.email, u.password)).status).toBe(401)
    expect((await call(up.url, 'GET', '/auth/me', { token: u.token })).status).toBe(401)
    const reused = await call(up.url, 'PUT', '/auth/users/password', {
      body: { user: { reset_password_token: token, password: 'another pass 1' } },
    })
    expect(reused.status).toBe(422)
    expectMatchesExample(reused.body, docExample('auth.password.invalid-token.response'))
  })

  it('refuses a link token after an hour', async () => {
    const u = await signUp(up.url)
    await call(up.url, 'POST', '/auth/users/password_reset', { body: { user: { email: u.email } } })
    const token = /reset_password_token=([A-Za-z0-9_-]+)/.exec(
      (await latestMessage(up.url, u.email)).body,
    )?.[1]
    clock.advance(60 * 60_000 + 1)
    const res = await call(up.url, 'PUT', '/auth/users/password', {
      body: { user: { reset_password_token: token, password: 'brand new pass' } },
    })
    expect(res.status).toBe(422)
    expectMatchesExample(res.body, docExample('auth.password.invalid-token.response'))
  })
})

describe('password reset by phone', () => {
  it('sends an OTP to the registered number and sets the new password with it', async () => {
    // The documented requests, for this test's own user's mobile.
    const u = await signUp(up.url)
    const sent = await call(up.url, 'POST', '/auth/phone_password_reset/verify_user_reset', {
      body: withValues(docExample('auth.phone-reset.request'), { phone_number: u.phone }),
    })
    expect(sent.status).toBe(200)
    expectMatchesExample(sent.body, docExample('auth.phone-reset.response'))
    const code = await latestOtp(up.url, `+91 ${u.phone}`)
    const request = withValues(docExample('auth.phone-reset.verify.request'), {
      phone_number: u.phone,
      confirmation_code: code,
    })
    const res = await call(up.url, 'POST', '/auth/phone_password_reset/verify_otp_reset', { body: request })
    expect(res.status).toBe(200)
    expectMatchesExample(res.body, docExample('auth.phone-reset.verify.response'))
    expect((await signIn(u.email, stringAt(request, 'password'))).status).toBe(200)
  })

  it("answers 404 'user not exist' for an unknown number", async () => {
    const res = await call(up.url, 'POST', '/auth/phone_password_reset/verify_user_reset', {
      body: { phone_number: randomPhone(), country_code: '91' },
    })
    expect(res.status).toBe(404)
    expectMatchesExample(res.body, docExample('auth.phone-reset.unknown.response'))
  })
})

describe('PUT /auth/me', () => {
  it('updates the profile and removes the avatar', async () => {
    const u = await namesake()
    await call(up.url, 'PUT', '/auth/me', {
      token: u.token,
      body: { user: { avatar_url: 'https://cdn.example/a.png' } },
    })
    const res = await call(up.url, 'PUT', '/auth/me', {
      token: u.token,
      body: docExample('auth.me.update.request'),
    })
    expect(res.status).toBe(200)
    expectMatchesExample(res.body, docExample('auth.me.update.response'), {
      patterns: { ...authUserPatterns, ...ownContact(u) },
    })
  })

  it('changes the password only with the current one, and rotates the token', async () => {
    const u = await namesake()
    const wrong = await call(up.url, 'PUT', '/auth/me', {
      token: u.token,
      body: { user: { current_password: 'not it', password: 'next password 1' } },
    })
    expect(wrong.status).toBe(422)
    expectMatchesExample(wrong.body, docExample('auth.me.password-wrong.response'))
    const ok = await call<{ meta: { authentication_token: string } }>(up.url, 'PUT', '/auth/me', {
      token: u.token,
      body: withValues(docExample('auth.me.password.request'), { 'user.current_password': u.password }),
    })
    expect(ok.status).toBe(200)
    expectMatchesExample(ok.body, docExample('auth.me.password.response'), {
      patterns: { ...signedInPatterns, ...ownContact(u) },
    })
    expect((await call(up.url, 'GET', '/auth/me', { token: u.token })).status).toBe(401)
    expect((await call(up.url, 'GET', '/auth/me', { token: ok.body.meta.authentication_token })).status).toBe(
      200,
    )
  })

  it('updating the phone makes it unverified and sends an OTP to the new number', async () => {
    const u = await signUp(up.url)
    const newPhone = randomPhone()
    const res = await call(up.url, 'PUT', '/auth/me', {
      token: u.token,
      body: { user: { country_code: '+91', phone_number: newPhone, email: u.email, contactId: u.id } },
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      data: { user: { phone_number: newPhone, phone_verified: false, isMobileNotEditable: false } },
    })
    const code = await latestOtp(up.url, `+91 ${newPhone}`)
    const confirmed = await call(up.url, 'POST', '/auth/phone_confirmation', {
      token: u.token,
      body: { confirmation_code: code },
    })
    expect(confirmed.status).toBe(204)
  })

  it("refuses another user's contactId (403) and a taken number (422)", async () => {
    const a = await signUp(up.url)
    const b = await signUp(up.url)
    const other = await call(up.url, 'PUT', '/auth/me', {
      token: b.token,
      body: { user: { contactId: a.id } },
    })
    expect(other.status).toBe(403)
    expectMatchesExample(other.body, docExample('auth.me.forbidden.response'))
    const taken = await call(up.url, 'PUT', '/auth/me', {
      token: b.token,
      body: { user: { country_code: '91', phone_number: a.phone } },
    })
    expect(taken.status).toBe(422)
    expectMatchesExample(taken.body, docExample('auth.sign-up.phone-taken.response'))
  })
})
