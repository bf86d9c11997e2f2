/**
 * Limits that must hold for every instance: rate limits and the account lock live in the database.
 * With DATABASE_URL set, two instances run on one PostgreSQL at once; on PGlite (single process)
 * the second instance is a restart on the same folder.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningUpstream } from '~/services/main'
import { manualClock } from '~/services/platform/clock'
import { rateLimitCounters } from '~/services/db/schema'
import {
  call,
  ISO_TIME,
  signedInPatterns,
  signUp,
  startAccountsUpstream,
  type AccountsUpstream,
} from '../support/accounts'
import { docExample, stringAt, withValues } from '../support/doc-examples'
import { expectMatchesExample } from '../support/expect-example'
import { createTestDatabase, startTestUpstream } from '../support/upstream'

/** The documented 429; its numbers are those of the limit that was reached. */
const rateLimited = {
  patterns: {
    statusMessage: /^Too many attempts\. Please try again in \d+ seconds\.$/,
    description: /^No more than \d+ of these requests are accepted per \d+ seconds\.$/,
  },
}

const wrongSignIn = (base: string, email: string, i: number) =>
  call(base, 'POST', '/auth/users/sign_in', { body: { user: { email, password: `wrong ${i}` } } })

describe('rate limits', () => {
  const clock = manualClock(new Date('2025-01-15T10:00:00Z'))
  let up: AccountsUpstream
  beforeAll(async () => {
    up = await startAccountsUpstream({
      clock,
      rateLimits: {
        signInPerIp: { limit: 3, windowMs: 60_000 },
        sendPerRecipient: { limit: 2, windowMs: 3_600_000 },
      },
    })
  })
  afterAll(() => up?.close())

  const attempt = (ip: string) =>
    call(up.url, 'POST', '/auth/users/sign_in', {
      ip,
      body: { user: { email: 'someone@example.com', password: 'guess 1234' } },
    })

  it('answer 429 with Retry-After past the limit per client address, counted in the database', async () => {
    const ip = '203.0.113.9'
    for (let i = 0; i < 3; i++) expect((await attempt(ip)).status).toBe(401)
    const limited = await attempt(ip)
    expect(limited.status).toBe(429)
    expectMatchesExample(limited.body, docExample('auth.rate-limited.response'), rateLimited)
    expect(Number(limited.headers.get('retry-after'))).toBe(60)
    // Another address is not affected; the same one is again once the window has passed.
    expect((await attempt('203.0.113.10')).status).toBe(401)
    const rows = await up.db.select().from(rateLimitCounters)
    expect(rows.some((r) => r.key === `signInPerIp:${ip}` && r.count === 4)).toBe(true)
    clock.advance(60_000)
    expect((await attempt(ip)).status).toBe(401)
  })

  it('limit the OTPs sent to one number', async () => {
    const body = { phone_number: '9000000001', country_code: '91' }
    for (const expected of [201, 201, 429]) {
      const res = await call(up.url, 'POST', '/auth/phone_confirmation/generate_otp', { body })
      expect(res.status).toBe(expected)
      if (expected === 429)
        expectMatchesExample(res.body, docExample('auth.rate-limited.response'), rateLimited)
      clock.advance(31_000)
    }
  })
})

describe('per-address limits without TRUST_PROXY (decision 0186)', () => {
  let up: AccountsUpstream
  beforeAll(async () => {
    up = await startAccountsUpstream({
      trustProxy: false,
      rateLimits: { signInPerIp: { limit: 2, windowMs: 60_000 } },
    })
  })
  afterAll(() => up?.close())

  it('ignore X-Forwarded-For: a caller cannot pick a fresh bucket per request', async () => {
    const statuses: number[] = []
    for (const ip of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      const res = await call(up.url, 'POST', '/auth/users/sign_in', {
        ip,
        body: { user: { email: 'someone@example.com', password: 'guess 1234' } },
      })
      statuses.push(res.status)
    }
    expect(statuses).toEqual([401, 401, 429])
    const keys = (await up.db.select().from(rateLimitCounters)).map((r) => r.key)
    expect(keys.filter((k) => k.startsWith('signInPerIp:'))).toEqual(['signInPerIp:127.0.0.1'])
  })
})

describe('the account lock across instances', () => {
  it('holds on a second instance of the services on the same database', async () => {
    const database = await createTestDatabase()
    let a: AccountsUpstream | undefined
    let b: AccountsUpstream | undefined
    try {
      a = await startAccountsUpstream({}, database)
      const u = await signUp(a.url)
      if (database.kind === 'postgres') {
        b = await startAccountsUpstream({}, database)
        // Failures alternate between the two instances: the count is shared.
        for (let i = 1; i <= 4; i++) {
          expect((await wrongSignIn(i % 2 ? a.url : b.url, u.email, i)).status).toBe(401)
        }
        const fifth = await wrongSignIn(b.url, u.email, 5)
        expect(fifth.status).toBe(422)
        expectMatchesExample(fifth.body, docExample('auth.sign-in.locked.response'))
      } else {
        for (let i = 1; i <= 5; i++) await wrongSignIn(a.url, u.email, i)
        await a.close()
        a = undefined
        b = await startAccountsUpstream({}, database)
      }
      for (const base of [a?.url, b.url]) {
        if (!base) continue
        const res = await call(base, 'POST', '/auth/users/sign_in', {
          body: { user: { email: u.email, password: u.password } },
        })
        expect(res.status).toBe(422)
        expectMatchesExample(res.body, docExample('auth.sign-in.locked.response'))
      }
    } finally {
      await a?.close()
      await b?.close()
      await database.drop()
    }
    // Starts its own instances (migrations included) inside the test.
  }, 90_000)
})

describe('sandbox', () => {
  let sandbox: RunningUpstream
  let production: RunningUpstream
  beforeAll(async () => {
    ;[sandbox, production] = await Promise.all([
      startTestUpstream(),
      startTestUpstream({ accounts: { sandbox: false } }),
    ])
  })
  afterAll(async () => {
    await sandbox?.close()
    await production?.close()
  })

  it('seeds the demo account and serves the dev outbox', async () => {
    const res = await call(sandbox.url, 'POST', '/auth/users/sign_in', {
      body: docExample('auth.sign-in.request'),
    })
    expect(res.status).toBe(200)
    expectMatchesExample(res.body, docExample('auth.sign-in.response'), { patterns: signedInPatterns })
    const otpRequest = docExample('auth.sign-in-otp.request')
    const otp = await call(sandbox.url, 'POST', '/auth/users/sign_in/otp', { body: otpRequest })
    expect(otp.status).toBe(201)
    const phone = stringAt(otpRequest, 'user.phone_number')
    const outbox = await call(sandbox.url, 'GET', `/auth/sandbox/outbox?to=%2B91%20${phone}&limit=1`)
    expect(outbox.status).toBe(200)
    expectMatchesExample(outbox.body, docExample('auth.outbox.response'), {
      patterns: {
        'data.messages.*.id': /^[1-9]\d*$/,
        'data.messages.*.body':
          /^\d{6} is your Safarnama OTP to sign in\. It expires in 10 minutes\. Never share it with anyone\.$/,
        'data.messages.*.sentAt': ISO_TIME,
      },
    })
  })

  it('seeds an account from before mobiles were asked for: it signs in without one', async () => {
    const res = await call(sandbox.url, 'POST', '/auth/users/sign_in', {
      body: { user: { email: 'nomobile@safarnama.example', password: 'Demo@Safarnama1' } },
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ data: { user: { phone_number: null, first_name: 'Kiran' } } })
  })

  it("moves when a recipient's newest code was sent, for the resend cool-down, on request", async () => {
    const ask = () =>
      call(sandbox.url, 'POST', '/auth/users/sign_in/otp', {
        body: { user: { phone_number: '9876543210', country_code: '91' } },
      })
    const age = (seconds: number) =>
      call(sandbox.url, 'POST', '/auth/sandbox/code_age', { body: { to: '+91 9876543210', seconds } })
    await ask()
    expect((await ask()).status).toBe(429)
    const moved = await age(30)
    expect(moved.status).toBe(200)
    expect(moved.body).toMatchObject({ data: { moved: expect.any(Number) } })
    expect((await ask()).status).toBe(201)
    await age(30)
    await age(0)
    expect((await ask()).status).toBe(429)
  })

  it('outside the sandbox: no outbox endpoint (404) and no demo account', async () => {
    const outbox = await call(production.url, 'GET', '/auth/sandbox/outbox')
    expect(outbox.status).toBe(404)
    expectMatchesExample(
      outbox.body,
      withValues(docExample('service.not-found.response'), {
        statusMessage: 'No endpoint GET /auth/sandbox/outbox',
      }),
    )
    const age = { body: { to: '+91 9876543210', seconds: 30 } }
    expect((await call(production.url, 'POST', '/auth/sandbox/code_age', age)).status).toBe(404)
    const res = await call(production.url, 'POST', '/auth/users/sign_in', {
      body: docExample('auth.sign-in.request'),
    })
    expect(res.status).toBe(401)
    expectMatchesExample(res.body, docExample('auth.sign-in.wrong.response'))
  })
})
