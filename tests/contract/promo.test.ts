// POST /flights/api/v1.0/promo/check over real HTTP, compared with the examples of docs/upstream.md.
import { serve } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUpstreamApp } from '~/services/app'
import { openDatabase, type OpenDatabase } from '~/services/db/client'
import { seedSamplePromoCodes } from '~/services/promo/samples'
import { holdPromo, promoUserKey } from '~/services/promo/store'
import { call, signUp, type TestUser } from '../support/accounts'
import { docExample, withValues } from '../support/doc-examples'
import { expectMatchesExample } from '../support/expect-example'
import { clockFrom, createTestDatabase, type TestDatabase } from '../support/upstream'

const PATH = '/flights/api/v1.0/promo/check'

let database: TestDatabase
let open: OpenDatabase
let server: ReturnType<typeof serve>
let url: string
let user: TestUser

beforeAll(async () => {
  database = await createTestDatabase()
  open = await openDatabase(database.deployment)
  await seedSamplePromoCodes(open.db)
  // The tests stand where the store does: each gives its own client address in X-Forwarded-For.
  const app = createUpstreamApp({
    db: open.db,
    kind: open.kind,
    flightsNow: clockFrom(),
    accounts: { trustProxy: true },
  })
  server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(s))
  })
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('server has no TCP address')
  url = `http://127.0.0.1:${address.port}`
  user = await signUp(url)
})
afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()))
  await open?.close()
  await database?.drop()
})

const request = docExample('flights.promo-check.request')

describe('POST /flights/api/v1.0/promo/check', () => {
  it('answers the discount, what is left to pay and the sentence to show', async () => {
    const res = await call(url, 'POST', PATH, { body: request })
    expect(res.status).toBe(200)
    expectMatchesExample(res.body, docExample('flights.promo-check.response'))
  })

  it('takes the code in any case, with spaces around it', async () => {
    const res = await call(url, 'POST', PATH, { body: withValues(request, { code: '  save10 ' }) })
    expect(res.status).toBe(200)
    expectMatchesExample(res.body, docExample('flights.promo-check.response'))
  })

  it('a cashback code leaves the amount to pay as it is', async () => {
    const res = await call(url, 'POST', PATH, { body: withValues(request, { code: 'CASHBACK300' }) })
    expect(res.status).toBe(200)
    expectMatchesExample(res.body, docExample('flights.promo-check.cashback.response'))
  })

  it('says how much more to add under the minimum', async () => {
    const res = await call(url, 'POST', PATH, { body: docExample('flights.promo-check.min-amount.request') })
    expect(res.status).toBe(422)
    expectMatchesExample(res.body, docExample('flights.promo-check.min-amount.response'))
  })

  it('an unknown code is 422 "Enter a valid promo code"', async () => {
    const res = await call(url, 'POST', PATH, { body: withValues(request, { code: 'NOSUCHCODE' }) })
    expect(res.status).toBe(422)
    expectMatchesExample(res.body, docExample('flights.promo-check.unknown.response'))
  })

  it.each<[string, Record<string, boolean>, string, string]>([
    ['EXPIRED50', {}, 'Promo code EXPIRED50 has expired', 'EXPIRED'],
    ['HOTEL20', {}, 'HOTEL20 is for hotels only', 'WRONG_PRODUCT'],
    ['FLYDOM750', { domestic: false }, 'FLYDOM750 is for travel within India only', 'DOMESTIC_ONLY'],
    [
      'SAVE10',
      { pointsApplied: true },
      "You've got the best deal! You can either use PAYBACK points or a promo code to save on this booking.",
      'POINTS_APPLIED',
    ],
  ])('%s %j → 422 %s', async (code, extra, message, symbol) => {
    const res = await call(url, 'POST', PATH, { body: withValues(request, { code, ...extra }) })
    expect(res.status).toBe(422)
    expect(res.body).toEqual({
      statusMessage: message,
      code: 'PROMO_NOT_APPLICABLE',
      description: 'The promo code was not applied; the message says why and what the traveller can do.',
      errors: [{ field: 'code', message, symbol }],
    })
  })

  it('a signed-in traveller who used the code is told so; a guest is not (no bearer, no user)', async () => {
    const held = await open.db.transaction((tx) =>
      holdPromo(tx, {
        code: 'FLYNEW',
        bookingId: 'contract-1',
        userKey: promoUserKey({ userId: user.id }),
        userId: user.id,
        amountPaise: 500_000,
        now: new Date(clockFrom()()),
        product: 'flights',
        domestic: true,
      }),
    )
    expect(held.ok).toBe(true)
    const body = withValues(request, { code: 'FLYNEW' })
    const signedIn = await call(url, 'POST', PATH, { body, token: user.token })
    expect(signedIn.status).toBe(422)
    expectMatchesExample(signedIn.body, docExample('flights.promo-check.already-used.response'))
    expect((await call(url, 'POST', PATH, { body })).status).toBe(200)
  })

  it('a dead bearer token is 401, not a guest', async () => {
    const res = await call(url, 'POST', PATH, { body: request, token: 'x'.repeat(43) })
    expect(res.status).toBe(401)
    expect(res.body).toMatchObject({ code: 'UNAUTHORIZED' })
  })

  it('a code that is not letters and digits is 400 naming the field', async () => {
    const res = await call(url, 'POST', PATH, { body: withValues(request, { code: 'SAVE 10!' }) })
    expect(res.status).toBe(400)
    expectMatchesExample(res.body, docExample('flights.promo-check.invalid.response'))
  })

  it.each([
    [{ amount: 0 }, "Body field 'amount': must be a whole number from 1 to 2147483647"],
    [{ amount: 12.5 }, "Body field 'amount': must be a whole number from 1 to 2147483647"],
    [{ product: 'buses' }, "Body field 'product': must be 'flights', 'hotels' or 'trains'"],
    [{ domestic: 'yes' }, "Body field 'domestic': must be true or false"],
    [{ code: '' }, "Body field 'code': Enter a promo code"],
  ])('%j → 400', async (values, message) => {
    const res = await call(url, 'POST', PATH, { body: withValues(request, values) })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ statusMessage: message, code: 'VALIDATION_FAILED' })
  })
})

describe('guessing codes', () => {
  it('the 31st check from one address within 10 minutes is refused with when to try again; another address still checks', async () => {
    const ip = '10.31.31.31'
    const guesses = Array.from({ length: 30 }, (_, i) => `GUESS${String(i).padStart(3, '0')}`)
    const answers = await Promise.all(
      guesses.map((code) => call(url, 'POST', PATH, { ip, body: withValues(request, { code }) })),
    )
    expect(answers.map((a) => a.status)).toEqual(guesses.map(() => 422))
    const refused = await call(url, 'POST', PATH, { ip, body: request })
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({
      code: 'RATE_LIMITED',
      statusMessage: expect.stringMatching(
        /^Too many promo codes tried\. Please try again in \d+ minutes?\.$/,
      ),
    })
    const elsewhere = await call(url, 'POST', PATH, { ip: '10.31.31.32', body: request })
    expect(elsewhere.status).toBe(200)
  })
})
