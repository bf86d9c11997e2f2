// The sandbox PAYBACK programme over HTTP (issue 26): look-up words by input length (000 §8), the
// PIN sent by SMS and e-mail to the outbox, wrong PINs counted and then the account locked with the
// time said, a right PIN giving a redeem authorisation; and, inside transactions on PGlite and (with
// DATABASE_URL) PostgreSQL, the tender's hold, commit and release, earning once per trip and its
// reversal, expiry.
import { randomInt } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultProductConfig } from '@config'
import { loyaltyMessages } from '@contracts/loyalty/messages'
import { loyaltyAccounts, loyaltyTransactions } from '~/services/db/schema'
import { enqueue } from '~/services/jobs/queue'
import { earnFor, reverseEarning, pointsFor } from '~/services/loyalty/earning'
import { expireDue } from '~/services/loyalty/jobs'
import { pointsBalance } from '~/services/loyalty/ledger'
import { seedSandboxLoyalty } from '~/services/loyalty/samples'
import { creditPoints } from '~/services/loyalty/store'
import { paybackTender } from '~/services/loyalty/tender'
import { call, latestMessage, startAccountsUpstream, type AccountsUpstream } from '../support/accounts'

const config = defaultProductConfig.loyalty
let services: AccountsUpstream
beforeAll(async () => {
  services = await startAccountsUpstream()
  await seedSandboxLoyalty(services.db, config)
})
afterAll(() => services?.close())

const jobs = (tx: Parameters<typeof enqueue>[0], job: Parameters<typeof enqueue>[1]) => enqueue(tx, job)
const DAY = 86_400_000

/** A fresh active account with `points` expiring in a year; its mobile and id. */
async function member(points: number, membershipStatus = 1) {
  const mobile = `7${randomInt(100_000_000, 999_999_999)}`
  const id = `pb_test_${mobile}`
  await services.db.insert(loyaltyAccounts).values({
    id,
    cardNumber: `6200${mobile}00`,
    mobile,
    email: `m${mobile}@example.com`,
    name: 'Test Member',
    membershipStatus,
  })
  if (points)
    await services.db.transaction((tx) =>
      creditPoints(tx, jobs, config, {
        accountId: id,
        reason: 'bonus',
        points,
        reference: 'TEST',
        description: 'Test points',
        idempotencyKey: `test:${id}`,
        expiresAt: new Date(Date.now() + 365 * DAY),
        at: new Date(),
      }),
    )
  return { id, mobile }
}

async function pinFor(mobile: string): Promise<string> {
  const sent = await call(services.url, 'POST', '/loyalty/api/v1.0/pin', { body: { number: mobile } })
  expect(sent.status, JSON.stringify(sent.body)).toBe(201)
  const sms = await latestMessage(services.url, `+91 ${mobile}`)
  const pin = /\b(\d{4})\b/.exec(sms.body)?.[1]
  if (!pin) throw new Error(`no PIN in ${sms.body}`)
  return pin
}

async function authorize(mobile: string): Promise<string> {
  const pin = await pinFor(mobile)
  const res = await call<{ data: { authorization: string } }>(
    services.url,
    'POST',
    '/loyalty/api/v1.0/pin/verify',
    {
      body: { number: mobile, pin },
    },
  )
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.data.authorization
}

describe('look-up and PIN', () => {
  it('answers the 000 §8 words by the input length, and a seeded account masked', async () => {
    const mobile = await call(services.url, 'POST', '/loyalty/api/v1.0/accounts/lookup', {
      body: { number: '9000000000' },
    })
    expect(mobile.status).toBe(404)
    expect(mobile.body.statusMessage).toBe('PAYBACK account not found for this mobile number')
    const card = await call(services.url, 'POST', '/loyalty/api/v1.0/accounts/lookup', {
      body: { number: '6199999999999999' },
    })
    expect(card.status).toBe(404)
    expect(card.body.statusMessage).toBe('PAYBACK account not found for this card number')
    const found = await call<{ data: Record<string, unknown> }>(
      services.url,
      'POST',
      '/loyalty/api/v1.0/accounts/lookup',
      {
        body: { number: '9811100003' },
      },
    )
    expect(found.status).toBe(200)
    expect(found.body.data).toEqual({
      card: '••••••••••••0003',
      mobile: '••••••0003',
      name: 'Meera Nair',
      membership_status: 3,
    })
    const bad = await call(services.url, 'POST', '/loyalty/api/v1.0/accounts/lookup', {
      body: { number: '12' },
    })
    expect(bad.status).toBe(400)
  })

  it('sends the PIN by SMS and e-mail; a right PIN opens the balance once', async () => {
    const { mobile } = await member(1200)
    const pin = await pinFor(mobile)
    const mail = await latestMessage(services.url, `m${mobile}@example.com`)
    expect(mail.body).toContain(pin)
    const ok = await call<{ data: { authorization: string; balance: { points: number; value: number } } }>(
      services.url,
      'POST',
      '/loyalty/api/v1.0/pin/verify',
      { body: { number: mobile, pin } },
    )
    expect(ok.status).toBe(200)
    expect(ok.body.data.balance).toMatchObject({ points: 1200, value: 1200 * config.paisePerPoint })
    const again = await call(services.url, 'POST', '/loyalty/api/v1.0/pin/verify', {
      body: { number: mobile, pin },
    })
    expect(again.status).toBe(422)
    const balance = await call<{ data: { balance: { points: number }; transactions: unknown[] } }>(
      services.url,
      'POST',
      '/loyalty/api/v1.0/balance',
      { body: { authorization: ok.body.data.authorization } },
    )
    expect(balance.status).toBe(200)
    expect(balance.body.data.balance.points).toBe(1200)
    expect(balance.body.data.transactions).toHaveLength(1)
    const soon = await call(services.url, 'POST', '/loyalty/api/v1.0/pin', { body: { number: mobile } })
    expect(soon.status).toBe(429)
  })

  it('counts wrong PINs, then locks the account for a while and says how long', async () => {
    const { mobile } = await member(100)
    const pin = await pinFor(mobile)
    const wrong = pin === '0000' ? '1111' : '0000'
    const first = await call(services.url, 'POST', '/loyalty/api/v1.0/pin/verify', {
      body: { number: mobile, pin: wrong },
    })
    expect(first.status).toBe(422)
    expect(first.body.statusMessage).toBe(loyaltyMessages.pinWrong(config.pinMaxAttempts - 1))
    for (let i = 1; i < config.pinMaxAttempts - 1; i++)
      await call(services.url, 'POST', '/loyalty/api/v1.0/pin/verify', {
        body: { number: mobile, pin: wrong },
      })
    const locked = await call(services.url, 'POST', '/loyalty/api/v1.0/pin/verify', {
      body: { number: mobile, pin: wrong },
    })
    expect(locked.status).toBe(423)
    expect(locked.body.statusMessage).toBe(loyaltyMessages.locked(config.pinLockMs / 1000))
    expect(locked.body.statusMessage).toContain('15 minutes')
    const right = await call(services.url, 'POST', '/loyalty/api/v1.0/pin/verify', {
      body: { number: mobile, pin },
    })
    expect(right.status).toBe(423)
    const resend = await call(services.url, 'POST', '/loyalty/api/v1.0/pin', { body: { number: mobile } })
    expect(resend.status).toBe(423)
  })

  it('refuses a blocked account and an unknown authorisation', async () => {
    const blocked = await call(services.url, 'POST', '/loyalty/api/v1.0/pin', {
      body: { number: '9811100004' },
    })
    expect(blocked.status).toBe(403)
    const none = await call(services.url, 'POST', '/loyalty/api/v1.0/balance', {
      body: { authorization: `lra_${'a'.repeat(32)}` },
    })
    expect(none.status).toBe(401)
    expect(none.body.statusMessage).toBe(loyaltyMessages.authorizationExpired)
  })
})

describe('the tender', () => {
  const tender = paybackTender(config)
  const owner = { userId: null, email: null, mobile: null }
  const holdArgs = (authorization: string, amount: number, key: string, total = 1_000_000) => ({
    owner,
    amount,
    detail: { authorization },
    idempotencyKey: key,
    tripId: `SF${randomInt(1e9, 9e9)}0`,
    product: 'flights',
    bookingTotal: total,
    left: total,
    now: new Date(),
  })

  it('the same points in two concurrent holds: one succeeds, the balance never negative', async () => {
    const { id, mobile } = await member(1000)
    const authorization = await authorize(mobile)
    const all = 1000 * config.paisePerPoint
    const [a, b] = await Promise.all([
      services.db.transaction((tx) => tender.hold(tx, holdArgs(authorization, all, `k-${id}-a`))),
      services.db.transaction((tx) => tender.hold(tx, holdArgs(authorization, all, `k-${id}-b`))),
    ])
    expect([a.ok, b.ok].filter(Boolean)).toHaveLength(1)
    const refused = a.ok ? b : a
    expect(refused).toMatchObject({ ok: false, status: 409, code: 'INSUFFICIENT_POINTS' })
    expect(await pointsBalance(services.db, id)).toBe(0)
  })

  it('is idempotent by key, refuses above the share or what is left, releases once', async () => {
    const { id, mobile } = await member(10_000)
    const authorization = await authorize(mobile)
    const over = await services.db.transaction((tx) =>
      tender.hold(tx, holdArgs(authorization, 60_000, `o-${id}`, 100_000)),
    )
    expect(over).toMatchObject({
      ok: false,
      code: 'OVER_SHARE',
      message: loyaltyMessages.overShare('₹500.00', 50),
    })
    const args = holdArgs(authorization, 40_010, `h-${id}`, 100_000)
    const first = await services.db.transaction((tx) => tender.hold(tx, args))
    const second = await services.db.transaction((tx) => tender.hold(tx, args))
    expect(first).toMatchObject({ ok: true, amount: 40_000 })
    expect(second).toEqual(first)
    expect(await pointsBalance(services.db, id)).toBe(10_000 - 1600)
    if (!first.ok) throw new Error('held')
    await services.db.transaction((tx) =>
      tender.commit(tx, { ref: first.ref, tripId: args.tripId, now: new Date() }),
    )
    await Promise.all([
      services.db.transaction((tx) => tender.release(tx, { ref: first.ref, why: 'undone', now: new Date() })),
      services.db.transaction((tx) => tender.release(tx, { ref: first.ref, why: 'undone', now: new Date() })),
    ])
    expect(await pointsBalance(services.db, id)).toBe(10_000)
    const reversals = await services.db
      .select()
      .from(loyaltyTransactions)
      .where(eq(loyaltyTransactions.reverses, first.ref))
    expect(reversals).toHaveLength(1)
  })
})

describe('earning and expiry', () => {
  it('earns once per trip with the multipliers, and a cancellation takes it back once', async () => {
    const { id, mobile } = await member(0, 3)
    const tripId = `SF${randomInt(1e9, 9e9)}1`
    const args = {
      tripId,
      product: 'hotels',
      amountPaid: 1_234_500,
      userId: null,
      mobile: `+91 ${mobile}`,
      now: new Date(),
    }
    const results = await Promise.all(
      [1, 2, 3].map(() => services.db.transaction((tx) => earnFor(tx, jobs, config, args))),
    )
    expect(results.filter((r) => r.ok && !r.replayed)).toHaveLength(1)
    expect(await pointsBalance(services.db, id)).toBe(123 * 14)
    expect(pointsFor(config, 'flights', 1, 1_000_000)).toBe(400)
    expect(pointsFor(config, 'flights', 3, 1_000_000)).toBe(900)
    expect(pointsFor(config, 'trains', 1, 1_000_000)).toBe(100)
    const taken = await Promise.all(
      [1, 2].map(() =>
        services.db.transaction((tx) => reverseEarning(tx, { tripId, why: 'Cancelled', now: new Date() })),
      ),
    )
    expect(taken.reduce((s, n) => s + n, 0)).toBe(123 * 14)
    expect(await pointsBalance(services.db, id)).toBe(0)
  })

  it('expires the unspent part of a grant past its time, once', async () => {
    const { id } = await member(500)
    const later = new Date(Date.now() + 366 * DAY)
    const expired = await services.db.transaction((tx) => expireDue(tx, id, later))
    const again = await services.db.transaction((tx) => expireDue(tx, id, later))
    expect([expired, again]).toEqual([500, 0])
    expect(await pointsBalance(services.db, id)).toBe(0)
    const [row] = await services.db
      .select({ n: sql<string>`count(*)` })
      .from(loyaltyTransactions)
      .where(eq(loyaltyTransactions.accountId, id))
    expect(Number(row?.n)).toBe(2)
  })
})
