import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '~/services/db/schema'
import {
  call,
  latestOtp,
  randomEmail,
  randomPhone,
  signUp,
  startAccountsUpstream,
  tenancy,
  type AccountsUpstream,
} from '../support/accounts'

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
    const email = randomEmail('meera')
    const phone = randomPhone()
    const body = { phone_number: phone, country_code: '91' }
    const check = await call(up.url, 'POST', '/auth/phone_confirmation/verify_user', {
      body: { ...body, email },
    })
    expect(check.status).toBe(200)
    const sent = await call(up.url, 'POST', '/auth/phone_confirmation/generate_otp', { body })
    expect(sent.status).toBe(201)
    expect(sent.body).toMatchObject({ message: 'OTP has been sent to your mobile number' })
    const code = await latestOtp(up.url, `+91 ${phone}`)
    expect(code).toMatch(/^\d{6}$/)
    const verified = await call(up.url, 'POST', '/auth/phone_confirmation/verify_otp', {
      body: { ...body, confirmation_code: code },
    })
    expect(verified.status).toBe(200)

    const created = await call<{
      data: { user: Record<string, unknown> }
      meta: { status: string; authentication_token: string }
    }>(up.url, 'POST', '/auth/users', { body: newUser(email, phone) })
    expect(created.status).toBe(201)
    expect(created.headers.get('cache-control')).toBe('no-store')
    expect(created.body.meta.status).toBe('SUCCESS')
    // 32 random bytes, base64url: 43 characters, 256 bits.
    expect(created.body.meta.authentication_token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(created.body.data.user).toMatchObject({
      email,
      first_name: 'Meera',
      last_name: 'Iyer',
      phone_number: phone,
      country_code: '91',
      phone_verified: true,
      email_verified: false,
      login_method: 'password',
    })
    expect(JSON.stringify(created.body)).not.toContain('password_hash')

    const me = await call(up.url, 'GET', '/auth/me', { token: created.body.meta.authentication_token })
    expect(me.status).toBe(200)
    expect(me.body).toMatchObject({ data: { user: { email } } })
  })

  it('creates the account with phone_verified false when the number was not verified first', async () => {
    const res = await call(up.url, 'POST', '/auth/users', { body: newUser(randomEmail(), randomPhone()) })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ data: { user: { phone_verified: false } } })
  })

  it('refuses a taken e-mail with 422 and errors [{ field: email, symbol: taken }]', async () => {
    const existing = await signUp(up.url)
    for (const [path, body] of [
      ['/auth/users', newUser(existing.email.toUpperCase(), randomPhone())],
      [
        '/auth/phone_confirmation/verify_user',
        { email: existing.email, phone_number: randomPhone(), country_code: '91' },
      ],
    ] as const) {
      const res = await call<{ errors: unknown[] }>(up.url, 'POST', path, { body })
      expect(res.status).toBe(422)
      expect(res.body.errors).toEqual([expect.objectContaining({ field: 'email', symbol: 'taken' })])
    }
  })

  it('refuses a taken mobile number with field phone_number, symbol taken', async () => {
    const existing = await signUp(up.url)
    const res = await call<{ errors: unknown[] }>(up.url, 'POST', '/auth/users', {
      body: newUser(randomEmail(), existing.phone),
    })
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual([expect.objectContaining({ field: 'phone_number', symbol: 'taken' })])
  })

  it('validates the fields with the spec rules and says which field is wrong', async () => {
    const bad = newUser('not-an-email', '12345')
    const res = await call<{ errors: { field: string }[] }>(up.url, 'POST', '/auth/users', {
      body: { user: { ...bad.user, firstName: 'M', tenancy_info: { ...tenancy, channel: 'B2B' } } },
    })
    expect(res.status).toBe(400)
    expect(res.body.errors.map((e) => e.field).sort()).toEqual(
      ['user.email', 'user.firstName', 'user.phone_number', 'user.tenancy_info.channel'].sort(),
    )
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
