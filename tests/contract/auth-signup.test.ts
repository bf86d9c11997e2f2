import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '~/services/db/schema'
import {
  authUserPatterns,
  call,
  latestOtp,
  randomEmail,
  randomPhone,
  signedInPatterns,
  signUp,
  startAccountsUpstream,
  tenancy,
  type AccountsUpstream,
} from '../support/accounts'
import { docExample, stringAt, withValues } from '../support/doc-examples'
import { expectMatchesExample } from '../support/expect-example'

let up: AccountsUpstream
beforeAll(async () => {
  up = await startAccountsUpstream()
})
afterAll(() => up?.close())

const newUser = (email: string, phone: string) => ({
  user: {
    email,
    password: 'a long enough secret',
    phone_number: phone,
    country_code: '+91',
    firstName: 'Meera',
    lastName: 'Iyer',
    title: 'Ms',
    tenancy_info: tenancy,
  },
})

describe('sign-up: verify number and e-mail → OTP → verify → account', () => {
  it('answers 200, 201, 200, 201 and signs the new user in with a verified phone', async () => {
    // The documented sign-up, request by request.
    const check = await call(up.url, 'POST', '/auth/phone_confirmation/verify_user', {
      body: docExample('auth.verify-user.request'),
    })
    expect(check.status).toBe(200)
    expectMatchesExample(check.body, docExample('auth.verify-user.response'))
    const otpRequest = docExample('auth.generate-otp.request')
    const sent = await call(up.url, 'POST', '/auth/phone_confirmation/generate_otp', { body: otpRequest })
    expect(sent.status).toBe(201)
    expectMatchesExample(sent.body, docExample('auth.generate-otp.response'))
    const code = await latestOtp(up.url, `+91 ${stringAt(otpRequest, 'phone_number')}`)
    expect(code).toMatch(/^\d{6}$/)
    const verified = await call(up.url, 'POST', '/auth/phone_confirmation/verify_otp', {
      body: withValues(docExample('auth.verify-otp.request'), { confirmation_code: code }),
    })
    expect(verified.status).toBe(200)
    expectMatchesExample(verified.body, docExample('auth.verify-otp.response'))

    const created = await call<{ meta: { authentication_token: string } }>(up.url, 'POST', '/auth/users', {
      body: docExample('auth.sign-up.request'),
    })
    expect(created.status).toBe(201)
    expect(created.headers.get('cache-control')).toBe('no-store')
    // phone_verified true, the 43-character token: as documented.
    expectMatchesExample(created.body, docExample('auth.sign-up.response'), { patterns: signedInPatterns })
    expect(JSON.stringify(created.body)).not.toContain('password_hash')

    const me = await call(up.url, 'GET', '/auth/me', { token: created.body.meta.authentication_token })
    expect(me.status).toBe(200)
    expectMatchesExample(me.body, docExample('auth.me.response'), { patterns: authUserPatterns })
  })

  it('creates the account with phone_verified false when the number was not verified first', async () => {
    const res = await call(up.url, 'POST', '/auth/users', { body: newUser(randomEmail(), randomPhone()) })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ data: { user: { phone_verified: false } } })
  })

  it('refuses a taken e-mail with 422 and errors [{ field: email, symbol: taken }]', async () => {
    const existing = await signUp(up.url)
    for (const [path, body, example] of [
      ['/auth/users', newUser(existing.email.toUpperCase(), randomPhone()), 'auth.sign-up.taken.response'],
      [
        '/auth/phone_confirmation/verify_user',
        { email: existing.email, phone_number: randomPhone(), country_code: '91' },
        'auth.verify-user.taken.response',
      ],
    ] as const) {
      const res = await call(up.url, 'POST', path, { body })
      expect(res.status).toBe(422)
      expectMatchesExample(res.body, docExample(example))
    }
  })

  it('refuses a taken mobile number with field phone_number, symbol taken', async () => {
    const existing = await signUp(up.url)
    const res = await call(up.url, 'POST', '/auth/users', { body: newUser(randomEmail(), existing.phone) })
    expect(res.status).toBe(422)
    expectMatchesExample(res.body, docExample('auth.sign-up.phone-taken.response'))
  })

  it('validates the fields with the spec rules and says which field is wrong', async () => {
    // Bad e-mail, mobile, first name and channel: every one listed, the first in statusMessage.
    const res = await call(up.url, 'POST', '/auth/users', {
      body: docExample('auth.sign-up.invalid.request'),
    })
    expect(res.status).toBe(400)
    expectMatchesExample(res.body, docExample('auth.sign-up.invalid.response'))
  })

  it('stores argon2id hashes (m=19456, t=2, p=1) and nothing else in the password column', async () => {
    await signUp(up.url, { password: 'another secret 1' })
    const rows = await up.db.select({ hash: users.passwordHash }).from(users)
    expect(rows.length).toBeGreaterThan(0)
    for (const { hash } of rows) {
      expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/)
      expect(hash).not.toContain('secret')
    }
    const [count] = await up.db.select({ n: sql<number>`count(*)::int` }).from(users)
    expect(count?.n).toBe(rows.length)
  })
})
