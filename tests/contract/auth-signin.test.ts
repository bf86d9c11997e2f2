import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { manualClock } from '~/services/platform/clock'
import { seedDemoAccount } from '~/services/accounts/demo'
import {
  call,
  latestOtp,
  randomPhone,
  signedInPatterns,
  signUp,
  startAccountsUpstream,
  type AccountsUpstream,
} from '../support/accounts'
import { docExample, stringAt, withValues } from '../support/doc-examples'
import { expectMatchesExample } from '../support/expect-example'

const clock = manualClock()
let up: AccountsUpstream
beforeAll(async () => {
  up = await startAccountsUpstream({ clock })
  // The documented sign-ins are the sandbox demo account's.
  await seedDemoAccount(up.db, clock)
})
afterAll(() => up?.close())

const wrongAnswer = () => docExample('auth.sign-in.wrong.response')
const demoPhone = () => stringAt(docExample('auth.sign-in-otp.request'), 'user.phone_number')

const signIn = (user: Record<string, unknown>, ip?: string) =>
  call<{ meta?: { authentication_token?: string } }>(up.url, 'POST', '/auth/users/sign_in', {
    body: { user },
    ip,
  })

describe('sign-in with a password', () => {
  it('answers 200 with a new token each time, by e-mail or by verified mobile', async () => {
    const request = docExample('auth.sign-in.request')
    const first = await call<{ meta: { authentication_token: string } }>(
      up.url,
      'POST',
      '/auth/users/sign_in',
      {
        body: request,
      },
    )
    expect(first.status).toBe(200)
    expectMatchesExample(first.body, docExample('auth.sign-in.response'), { patterns: signedInPatterns })
    const password = stringAt(request, 'user.password')
    const byPhone = await signIn({ email: demoPhone(), password, country_code: '91' })
    expect(byPhone.status).toBe(200)
    expectMatchesExample(byPhone.body, docExample('auth.sign-in.response'), { patterns: signedInPatterns })
    // Session rotation: every sign-in is a new token, never the old one again.
    expect(byPhone.body.meta?.authentication_token).not.toBe(first.body.meta.authentication_token)
  })

  it("answers 401 'Wrong username or password' for a wrong password and for an unknown login", async () => {
    const u = await signUp(up.url)
    for (const user of [
      { email: u.email, password: 'not the password' },
      { email: 'nobody@example.com', password: 'whatever123' },
    ]) {
      const res = await signIn(user)
      expect(res.status).toBe(401)
      expectMatchesExample(res.body, wrongAnswer())
    }
  })

  it("locks after 5 wrong passwords with 422 'Account is locked! Please try after 3mins' for 3 minutes", async () => {
    const u = await signUp(up.url)
    for (let i = 1; i <= 4; i++) {
      const res = await signIn({ email: u.email, password: `wrong ${i}` })
      expect(res.status).toBe(401)
      expectMatchesExample(res.body, wrongAnswer())
    }
    const fifth = await signIn({ email: u.email, password: 'wrong 5' })
    expect(fifth.status).toBe(422)
    expectMatchesExample(fifth.body, docExample('auth.sign-in.locked.response'))
    // Even the right password is refused while locked.
    const right = await signIn({ email: u.email, password: u.password })
    expect(right.status).toBe(422)
    expectMatchesExample(right.body, docExample('auth.sign-in.locked.response'))
    clock.advance(2 * 60_000 + 59_000)
    expect((await signIn({ email: u.email, password: u.password })).status).toBe(422)
    clock.advance(2_000)
    expect((await signIn({ email: u.email, password: u.password })).status).toBe(200)
  })

  it('rejects a numeric login whose mobile is not verified', async () => {
    const phone = randomPhone()
    const created = await call(up.url, 'POST', '/auth/users', {
      body: {
        user: {
          email: `unverified.${phone}@example.com`,
          password: 'password 123',
          phone_number: phone,
          country_code: '91',
          firstName: 'Ravi',
          lastName: 'Kumar',
          title: 'Mr',
          tenancy_info: { channel: 'B2C' },
        },
      },
    })
    expect(created.status).toBe(201)
    const res = await signIn({ email: phone, password: 'password 123' })
    expect(res.status).toBe(403)
    expectMatchesExample(res.body, docExample('auth.sign-in.not-verified.response'))
  })
})

describe('sign-in with a mobile OTP', () => {
  it('sends a code (201) and signs in with it (200); the code works once', async () => {
    const sent = await call(up.url, 'POST', '/auth/users/sign_in/otp', {
      body: docExample('auth.sign-in-otp.request'),
    })
    expect(sent.status).toBe(201)
    expectMatchesExample(sent.body, docExample('auth.sign-in-otp.response'))
    const otp = await latestOtp(up.url, `+91 ${demoPhone()}`)
    const request = withValues(docExample('auth.sign-in-otp.verify.request'), { 'user.otp': otp })
    const ok = await call(up.url, 'POST', '/auth/users/sign_in', { body: request })
    expect(ok.status).toBe(200)
    expectMatchesExample(ok.body, docExample('auth.sign-in-otp.verify.response'), {
      patterns: signedInPatterns,
    })
    const again = await call(up.url, 'POST', '/auth/users/sign_in', { body: request })
    expect(again.status).toBe(422)
    expectMatchesExample(again.body, docExample('auth.otp-expired.response'))
  })

  it("answers 404 'user not exist' for a number nobody registered", async () => {
    const res = await call(up.url, 'POST', '/auth/users/sign_in/otp', {
      body: { user: { phone_number: randomPhone(), country_code: '91' } },
    })
    expect(res.status).toBe(404)
    expectMatchesExample(res.body, docExample('auth.sign-in-otp.not-registered.response'))
  })
})

describe('sign-out', () => {
  it('invalidates the token (204); it no longer works anywhere', async () => {
    const u = await signUp(up.url)
    expect((await call(up.url, 'GET', '/auth/me', { token: u.token })).status).toBe(200)
    const out = await call(up.url, 'POST', '/auth/auth/v3.0/invalidate-token', { token: u.token })
    expect(out.status).toBe(204)
    const me = await call(up.url, 'GET', '/auth/me', { token: u.token })
    expect(me.status).toBe(401)
    expectMatchesExample(me.body, docExample('auth.unauthorized.response'))
    expect((await call(up.url, 'GET', `/account/customer/${u.id}`, { token: u.token })).status).toBe(401)
    expect((await call(up.url, 'POST', '/auth/auth/v3.0/invalidate-token', { token: u.token })).status).toBe(
      401,
    )
  })

  it('refuses an unknown or expired token with 401', async () => {
    const u = await signUp(up.url)
    expect((await call(up.url, 'GET', '/auth/me', { token: 'x'.repeat(43) })).status).toBe(401)
    clock.advance(31 * 24 * 60 * 60_000)
    expect((await call(up.url, 'GET', '/auth/me', { token: u.token })).status).toBe(401)
  })
})
