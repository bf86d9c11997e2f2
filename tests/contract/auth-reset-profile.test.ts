import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { manualClock } from '~/services/platform/clock'
import {
  call,
  latestMessage,
  latestOtp,
  randomPhone,
  signUp,
  startAccountsUpstream,
  type AccountsUpstream,
} from '../support/accounts'

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
    expect(res.body).toMatchObject({
      statusMessage: "Sorry! This email isn't signed up with Safarnama",
      errors: [{ field: 'email', message: 'Process failed' }],
    })
  })

  it('mails a single-use link token; the new password works and every old session ends', async () => {
    const u = await signUp(up.url)
    expect(
      (await call(up.url, 'POST', '/auth/users/password_reset', { body: { email: u.email } })).status,
    ).toBe(200)
    const mail = await latestMessage(up.url, u.email)
    const token = /reset_password_token=([A-Za-z0-9_-]+)/.exec(mail.body)?.[1] ?? ''
    const reset = await call(up.url, 'PUT', '/auth/users/password', {
      body: { user: { reset_password_token: token, password: 'brand new pass' } },
    })
    expect(reset.status).toBe(200)
    expect((await signIn(u.email, 'brand new pass')).status).toBe(200)
    expect((await signIn(u.email, u.password)).status).toBe(401)
    expect((await call(up.url, 'GET', '/auth/me', { token: u.token })).status).toBe(401)
    const reused = await call(up.url, 'PUT', '/auth/users/password', {
      body: { user: { reset_password_token: token, password: 'another pass 1' } },
    })
    expect(reused.status).toBe(422)
    expect(reused.body).toMatchObject({ statusMessage: 'Token is invalid or expired' })
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
    expect(res.body).toMatchObject({ statusMessage: 'Token is invalid or expired' })
  })
})

describe('password reset by phone', () => {
  it('sends an OTP to the registered number and sets the new password with it', async () => {
    const u = await signUp(up.url)
    const phone = { phone_number: u.phone, country_code: '91' }
    const sent = await call(up.url, 'POST', '/auth/phone_password_reset/verify_user_reset', { body: phone })
    expect(sent.status).toBe(200)
    const code = await latestOtp(up.url, `+91 ${u.phone}`)
    const res = await call(up.url, 'POST', '/auth/phone_password_reset/verify_otp_reset', {
      body: { ...phone, confirmation_code: code, password: 'phone reset pass' },
    })
    expect(res.status).toBe(200)
    expect((await signIn(u.email, 'phone reset pass')).status).toBe(200)
  })

  it("answers 404 'user not exist' for an unknown number", async () => {
    const res = await call(up.url, 'POST', '/auth/phone_password_reset/verify_user_reset', {
      body: { phone_number: randomPhone(), country_code: '91' },
    })
    expect(res.status).toBe(404)
    expect(res.body).toMatchObject({ statusMessage: 'user not exist' })
  })
})

describe('PUT /auth/me', () => {
  it('updates the profile and removes the avatar', async () => {
    const u = await signUp(up.url)
    await call(up.url, 'PUT', '/auth/me', {
      token: u.token,
      body: { user: { avatar_url: 'https://cdn.example/a.png' } },
    })
    const res = await call(up.url, 'PUT', '/auth/me', {
      token: u.token,
      body: { user: { first_name: 'Anita', last_name: 'Desai', title: 'Mrs', remove_avatar: true } },
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      data: { user: { first_name: 'Anita', last_name: 'Desai', title: 'Mrs', avatar_url: null } },
    })
  })

  it('changes the password only with the current one, and rotates the token', async () => {
    const u = await signUp(up.url)
    const wrong = await call(up.url, 'PUT', '/auth/me', {
      token: u.token,
      body: { user: { current_password: 'not it', password: 'next password 1' } },
    })
    expect(wrong.status).toBe(422)
    expect(wrong.body).toMatchObject({ errors: [{ field: 'current_password' }] })
    const ok = await call<{ meta: { authentication_token: string } }>(up.url, 'PUT', '/auth/me', {
      token: u.token,
      body: { user: { current_password: u.password, password: 'next password 1' } },
    })
    expect(ok.status).toBe(200)
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
    const taken = await call(up.url, 'PUT', '/auth/me', {
      token: b.token,
      body: { user: { country_code: '91', phone_number: a.phone } },
    })
    expect(taken.status).toBe(422)
    expect(taken.body).toMatchObject({ errors: [{ field: 'phone_number', symbol: 'taken' }] })
  })
})
