import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { manualClock } from '~/services/platform/clock'
import {
  authUserPatterns,
  call,
  documentedPerson,
  latestOtp,
  randomPhone,
  signUp,
  startAccountsUpstream,
  type AccountsUpstream,
} from '../support/accounts'
import { docExample, withValues } from '../support/doc-examples'
import { expectMatchesExample } from '../support/expect-example'

const clock = manualClock()
let up: AccountsUpstream
beforeAll(async () => {
  up = await startAccountsUpstream({ clock })
})
afterAll(() => up?.close())

const phoneBody = (phone: string) => ({ phone_number: phone, country_code: '91' })
const generate = (phone: string) =>
  call(up.url, 'POST', '/auth/phone_confirmation/generate_otp', { body: phoneBody(phone) })
const verify = (phone: string, code: string) =>
  call(up.url, 'POST', '/auth/phone_confirmation/verify_otp', {
    body: { ...phoneBody(phone), confirmation_code: code },
  })
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

describe('OTPs', () => {
  it('are single use', async () => {
    const phone = randomPhone()
    expect((await generate(phone)).status).toBe(201)
    const code = await latestOtp(up.url, `+91 ${phone}`)
    expect((await verify(phone, code)).status).toBe(200)
    const again = await verify(phone, code)
    expect(again.status).toBe(422)
    expectMatchesExample(again.body, docExample('auth.otp-expired.response'))
  })

  it('expire after 10 minutes', async () => {
    const phone = randomPhone()
    await generate(phone)
    const code = await latestOtp(up.url, `+91 ${phone}`)
    clock.advance(10 * 60_000)
    const res = await verify(phone, code)
    expect(res.status).toBe(422)
    expectMatchesExample(res.body, docExample('auth.otp-expired.response'))
  })

  it('allow 5 attempts; after that even the right code is refused', async () => {
    const phone = randomPhone()
    await generate(phone)
    const code = await latestOtp(up.url, `+91 ${phone}`)
    for (let i = 0; i < 5; i++) {
      const res = await verify(phone, wrongCode(code))
      expect(res.status).toBe(422)
      expectMatchesExample(res.body, docExample('auth.otp-incorrect.response'))
    }
    const res = await verify(phone, code)
    expect(res.status).toBe(422)
    expectMatchesExample(res.body, docExample('auth.otp-too-many.response'))
  })

  it('can be resent only after 30 seconds, and the new code replaces the old one', async () => {
    const phone = randomPhone()
    await generate(phone)
    const first = await latestOtp(up.url, `+91 ${phone}`)
    const early = await generate(phone)
    expect(early.status).toBe(429)
    expectMatchesExample(early.body, docExample('auth.otp-cooldown.response'))
    expect(Number(early.headers.get('retry-after'))).toBe(30)
    clock.advance(30_000)
    // The documented resend, for this test's own number.
    const resent = await call(up.url, 'POST', '/auth/auth/v3.0/resend-otp?official=false', {
      body: withValues(docExample('auth.resend-otp.request'), { phone_number: phone }),
    })
    expect(resent.status).toBe(200)
    expectMatchesExample(resent.body, docExample('auth.resend-otp.response'))
    const second = await latestOtp(up.url, `+91 ${phone}`)
    if (second !== first) expect((await verify(phone, first)).status).toBe(422)
    expect((await verify(phone, second)).status).toBe(200)
  })

  it('resend-otp with nothing to resend answers 404', async () => {
    const res = await call(up.url, 'POST', '/auth/auth/v3.0/resend-otp', { body: phoneBody(randomPhone()) })
    expect(res.status).toBe(404)
    expectMatchesExample(res.body, docExample('auth.resend-otp.none.response'))
  })
})

describe("a signed-in user's mobile confirmation (v1)", () => {
  it('request and confirm both answer 204 and mark the phone verified', async () => {
    const u = await signUp(up.url)
    const newPhone = randomPhone()
    const requested = await call(up.url, 'POST', '/auth/phone_confirmation/request', {
      token: u.token,
      body: withValues(docExample('auth.phone-change.request'), { phone_number: newPhone }),
    })
    expect(requested.status).toBe(204)
    const me = await call(up.url, 'GET', '/auth/me', { token: u.token })
    expect(me.body).toMatchObject({ data: { user: { phone_number: newPhone, phone_verified: false } } })
    const code = await latestOtp(up.url, `+91 ${newPhone}`)
    const confirmed = await call(up.url, 'POST', '/auth/phone_confirmation', {
      token: u.token,
      body: withValues(docExample('auth.phone-confirm.request'), { confirmation_code: code }),
    })
    expect(confirmed.status).toBe(204)
    const after = await call(up.url, 'GET', '/auth/me', { token: u.token })
    expect(after.body).toMatchObject({ data: { user: { phone_number: newPhone, phone_verified: true } } })
  })

  it('needs a token (401)', async () => {
    const res = await call(up.url, 'POST', '/auth/phone_confirmation', {
      body: { confirmation_code: '123456' },
    })
    expect(res.status).toBe(401)
    expectMatchesExample(res.body, docExample('auth.unauthorized.response'))
  })
})

describe('e-mail confirmation', () => {
  it('sends a code by e-mail (200), resend waits 30 s, and the code confirms the address', async () => {
    const u = await signUp(up.url, documentedPerson())
    const sent = await call(up.url, 'POST', '/auth/email_confirmation', { token: u.token })
    expect(sent.status).toBe(200)
    expectMatchesExample(sent.body, docExample('auth.email-confirmation.response'))
    const early = await call(up.url, 'POST', '/auth/auth/v3.0/email/resend-otp?official=false', {
      token: u.token,
    })
    expect(early.status).toBe(429)
    clock.advance(30_000)
    expect((await call(up.url, 'POST', '/auth/auth/v3.0/email/resend-otp', { token: u.token })).status).toBe(
      200,
    )
    const code = await latestOtp(up.url, u.email)
    const res = await call(up.url, 'POST', '/auth/email_confirmation/verify', {
      token: u.token,
      body: withValues(docExample('auth.email-confirmation.verify.request'), { confirmation_code: code }),
    })
    expect(res.status).toBe(200)
    expectMatchesExample(res.body, docExample('auth.email-confirmation.verify.response'), {
      patterns: authUserPatterns,
    })
  })
})
