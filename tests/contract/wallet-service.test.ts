// The wallet service over real HTTP: create_wallet for a verified mobile with 001 §3's statuses,
// the wallet and its statement derived from the ledger (running balance, filters, paging), credit
// granted by the sandbox control, and promotional credit expired by the job queue.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '~/services/db/schema'
import { call, signUp, ISO_TIME, startAccountsUpstream, type AccountsUpstream } from '../support/accounts'
import { docExample } from '../support/doc-examples'
import { expectMatchesExample } from '../support/expect-example'
import { grant, statementOf, walletOf, walletUser } from '../support/wallet'
import { startTestUpstream } from '../support/upstream'
import type { RunningUpstream } from '~/services/main'

let services: AccountsUpstream
beforeAll(async () => {
  services = await startAccountsUpstream()
})
afterAll(() => services?.close())

const PHONE = /^9\d{9}$/
const WTX = /^wtx_[0-9a-f]{20}$/

/** A read answer's data, in its envelope, against a documented example. */
function expectEnvelope(data: unknown, example: string, patterns: Record<string, RegExp>) {
  expectMatchesExample({ data, meta: { status: 'SUCCESS' } }, docExample(example), { patterns })
}

describe('GET /flights/flights/booking/create_wallet?phone=', () => {
  it('creates the wallet for the account’s verified mobile; a second call is SUCCESS too', async () => {
    const user = await signUp(services.url)
    const path = `/flights/flights/booking/create_wallet?phone=${user.phone}`
    const first = await call(services.url, 'GET', path, { token: user.token })
    expect(first.status).toBe(200)
    expectMatchesExample(first.body, docExample('wallet.create.response'), {
      patterns: { 'data.phone': PHONE, 'data.created_at': ISO_TIME },
    })
    const again = await call(services.url, 'GET', path, { token: user.token })
    expect(again.status).toBe(200)
    expect(again.body).toEqual(first.body)
  })

  it('refuses another number, an unverified mobile, and a caller not signed in, with the words to show', async () => {
    const user = await signUp(services.url)
    const other = await call(services.url, 'GET', '/flights/flights/booking/create_wallet?phone=9000000001', {
      token: user.token,
    })
    expect(other.status).toBe(409)
    expectMatchesExample(other.body, docExample('wallet.create.not-yours.response'))
    await services.db.update(users).set({ phoneVerified: false }).where(eq(users.id, user.id))
    const unverified = await call(
      services.url,
      'GET',
      `/flights/flights/booking/create_wallet?phone=${user.phone}`,
      {
        token: user.token,
      },
    )
    expect(unverified.status).toBe(409)
    expectMatchesExample(unverified.body, docExample('wallet.create.not-verified.response'))
    expect(
      (await call(services.url, 'GET', `/flights/flights/booking/create_wallet?phone=${user.phone}`)).status,
    ).toBe(401)
    const bad = await call(services.url, 'GET', '/flights/flights/booking/create_wallet?phone=12ab', {
      token: user.token,
    })
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({
      errors: [{ field: 'phone', message: 'must be a 10-digit mobile number' }],
    })
  })
})

describe('the wallet and its statement', () => {
  it('answers null before the wallet exists, and 404 NO_WALLET for its statement', async () => {
    const user = await signUp(services.url)
    const none = await call(services.url, 'GET', '/wallet/api/v1.0/wallet', { token: user.token })
    expect(none.body).toEqual({ data: null, meta: { status: 'SUCCESS' } })
    const statement = await call(services.url, 'GET', '/wallet/api/v1.0/wallet/statement', {
      token: user.token,
    })
    expect(statement.status).toBe(404)
    expect(statement.body).toMatchObject({ code: 'NO_WALLET' })
  })

  it('shows the balance, promotional credit by expiry, and a statement newest first with running balances', async () => {
    const user = await walletUser(services.url)
    const later = new Date(Date.now() + 30 * 86_400_000)
    const sooner = new Date(Date.now() + 10 * 86_400_000)
    await grant(services.url, user, 50_000, 'cashback', undefined, 'CB-DIWALI')
    await grant(services.url, user, 20_000, 'promotional', later, 'PROMO-WINTER')
    await grant(services.url, user, 10_000, 'promotional', sooner, 'PROMO-WELCOME')
    const wallet = await walletOf(services.url, user)
    expectEnvelope(wallet, 'wallet.wallet.response', {
      'data.phone': PHONE,
      'data.created_at': ISO_TIME,
      'data.expiring.*.transaction_id': WTX,
      'data.expiring.*.expires_at': ISO_TIME,
    })
    expect(wallet.expiring.map((e) => e.expires_at)).toEqual([sooner.toISOString(), later.toISOString()])
    const statement = await statementOf(services.url, user)
    expectEnvelope(statement, 'wallet.statement.response', {
      'data.entries.*.id': WTX,
      'data.entries.*.at': ISO_TIME,
      'data.entries.0.expires_at': ISO_TIME,
      'data.entries.1.expires_at': ISO_TIME,
    })
    expect((await statementOf(services.url, user, '?filter=credits')).entries.map((e) => e.amount)).toEqual([
      10_000, 20_000, 50_000,
    ])
    expect((await statementOf(services.url, user, '?filter=debits')).total_entries).toBe(0)
    expect(
      (await statementOf(services.url, user, '?filter=expiring')).entries.map((e) => e.reference),
    ).toEqual(['PROMO-WELCOME', 'PROMO-WINTER'])
  })

  it('pages the statement by 20, newest first', async () => {
    const user = await walletUser(services.url)
    for (let i = 1; i <= 23; i++) await grant(services.url, user, i * 100, 'cashback', undefined, `CB-${i}`)
    const first = await statementOf(services.url, user)
    expect(first.total_entries).toBe(23)
    expect(first.entries).toHaveLength(20)
    expect(first.entries[0]).toMatchObject({ reference: 'CB-23', balance_after: 27_600 })
    const second = await statementOf(services.url, user, '?page=2')
    expect(second.entries.map((e) => [e.reference, e.balance_after])).toEqual([
      ['CB-3', 600],
      ['CB-2', 300],
      ['CB-1', 100],
    ])
    const bad = await call(services.url, 'GET', '/wallet/api/v1.0/wallet/statement?filter=old&page=0', {
      token: user.token,
    })
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({
      errors: [
        { field: 'filter', message: "must be 'all', 'credits', 'debits' or 'expiring'" },
        { field: 'page', message: 'must be a page number from 1' },
      ],
    })
  })

  it('the sandbox control refuses promotional credit without an expiry, and users without a wallet', async () => {
    const user = await signUp(services.url)
    const noExpiry = await call(services.url, 'POST', '/wallet/sandbox/credit', {
      body: { user_id: user.id, reason: 'promotional', amount: 100 },
    })
    expect(noExpiry.status).toBe(400)
    expect(noExpiry.body).toMatchObject({
      errors: [{ field: 'expires_at', message: 'promotional credit needs expires_at' }],
    })
    const noWallet = await call(services.url, 'POST', '/wallet/sandbox/credit', {
      body: { email: user.email, reason: 'cashback', amount: 100 },
    })
    expect(noWallet.status).toBe(404)
    expect(noWallet.body).toMatchObject({ code: 'NO_WALLET' })
  })
})

describe('expiry (the job queue)', () => {
  let running: RunningUpstream
  beforeAll(async () => {
    running = await startTestUpstream()
  })
  afterAll(() => running?.close())

  it('debits the unspent part of promotional credit when its time comes, once', async () => {
    const user = await walletUser(running.url)
    await grant(running.url, user, 5_000, 'cashback')
    const granted = await grant(
      running.url,
      user,
      7_000,
      'promotional',
      new Date(Date.now() + 1_500),
      'PROMO-FLASH',
    )
    expect((await walletOf(running.url, user)).promotional).toBe(7_000)
    await new Promise((r) => setTimeout(r, 3_000))
    const statement = await statementOf(running.url, user)
    expect(statement.entries.map((e) => [e.reason, e.amount, e.balance_after, e.reference])).toEqual([
      ['expiry', -7_000, 5_000, granted.transaction_id],
      ['promotional', 7_000, 12_000, 'PROMO-FLASH'],
      ['cashback', 5_000, 5_000, 'SANDBOX'],
    ])
    expect(statement.entries[1]?.unspent).toBe(0)
    const wallet = await walletOf(running.url, user)
    expect([wallet.balance, wallet.promotional, wallet.expiring]).toEqual([5_000, 0, []])
  })
})
