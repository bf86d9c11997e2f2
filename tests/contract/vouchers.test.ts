// Vouchers (issue 26) on PGlite and (with DATABASE_URL) PostgreSQL: the check of the redeem screen
// over HTTP with the sandbox vouchers of the README, and the tender provider the commerce core calls
// inside a booking's transaction — a single-use voucher held by 20 checkouts at once is held and
// consumed by at most one, a release gives it back once, a repeated hold is the first one.
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { VoucherTenderDetail } from '@contracts/vouchers/schemas'
import type { TenderHold, TenderHoldArgs } from '~/services/commerce/tender-port'
import { vouchers, voucherUses } from '~/services/db/schema'
import { voucherTender } from '~/services/vouchers/tender'
import { seedSampleVouchers } from '~/services/vouchers/samples'
import {
  call,
  signUp,
  startAccountsUpstream,
  type AccountsUpstream,
  type TestUser,
} from '../support/accounts'

let services: AccountsUpstream
let user: TestUser
beforeAll(async () => {
  services = await startAccountsUpstream()
  await seedSampleVouchers(services.db)
  user = await signUp(services.url)
})
afterAll(() => services?.close())

const check = (body: unknown, token?: string) =>
  call<{ data: Record<string, unknown>; code?: string; statusMessage?: string }>(
    services.url,
    'POST',
    '/vouchers/api/v1.0/check',
    { body, ...(token ? { token } : {}) },
  )

describe('POST /vouchers/api/v1.0/check', () => {
  it('answers a valid voucher’s value, product and validity, whatever the case typed', async () => {
    const res = await check({ code: ' gift-1000 ' })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      code: 'GIFT-1000',
      value: 100_000,
      product: null,
      single_use: true,
      uses_left: 1,
      message: 'This voucher is worth ₹1,000.00 and can be used once.',
    })
    const multi = await check({ code: 'TEAM-200', product: 'trains' })
    expect(multi.body.data).toMatchObject({ single_use: false, uses_left: 1000 })
  })

  it.each([
    ['OLD-GIFT', undefined, 409, 'VOUCHER_EXPIRED', 'This voucher expired on 31 December 2025.'],
    ['USED-GIFT', undefined, 409, 'VOUCHER_USED', 'This voucher has already been used.'],
    ['STAY-750', 'flights', 409, 'VOUCHER_OTHER_PRODUCT', 'This voucher is for hotel bookings only.'],
    ['NO-SUCH-CODE', undefined, 404, 'VOUCHER_NOT_FOUND', 'We could not find this voucher code.'],
  ])(
    'refuses %s (%s) with %i %s and words a traveller can act on',
    async (code, product, status, symbol, words) => {
      const res = await check({ code, ...(product ? { product } : {}) })
      expect(res.status).toBe(status)
      expect(res.body.code).toBe(symbol)
      expect(res.body.statusMessage).toContain(words)
    },
  )

  it('refuses a malformed body with 400 and the field', async () => {
    for (const body of [{}, { code: '' }, { code: 'a b' }, { code: 'GIFT-1000', product: 'buses' }])
      expect((await check(body)).status).toBe(400)
  })
})

function args(
  code: string,
  over: Partial<TenderHoldArgs<VoucherTenderDetail>> = {},
): TenderHoldArgs<VoucherTenderDetail> {
  return {
    owner: { userId: user.id, email: null, mobile: null },
    amount: 0,
    detail: { code, index: 0 },
    idempotencyKey: randomUUID(),
    tripId: `T${randomUUID().slice(0, 8)}`,
    product: 'hotels',
    bookingTotal: 500_000,
    left: 500_000,
    now: new Date(),
    ...over,
  }
}

async function freshVoucher(over: Partial<typeof vouchers.$inferInsert> = {}): Promise<string> {
  const code = `T-${randomUUID().slice(0, 8).toUpperCase()}`
  await services.db.insert(vouchers).values({
    code,
    description: 'test voucher',
    value: 60_000,
    product: null,
    validFrom: new Date(Date.now() - 86_400_000),
    validUntil: new Date(Date.now() + 86_400_000),
    useLimit: 1,
    ...over,
  })
  return code
}

const hold = (a: TenderHoldArgs<VoucherTenderDetail>) =>
  services.db.transaction((tx) => voucherTender.hold(tx, a))
const commit = (ref: string, tripId: string) =>
  services.db.transaction((tx) => voucherTender.commit(tx, { ref, tripId, now: new Date() }))
const release = (ref: string) =>
  services.db.transaction((tx) => voucherTender.release(tx, { ref, why: 'payment failed', now: new Date() }))
async function usedCount(code: string) {
  const [row] = await services.db.select().from(vouchers).where(eq(vouchers.code, code))
  return row?.usedCount
}

describe('the voucher tender', () => {
  it('a single-use voucher in 20 concurrent checkouts: one holds and consumes it, the rest are told it is in use', async () => {
    const code = await freshVoucher()
    const checkouts = Array.from({ length: 20 }, () => args(code))
    const held = await Promise.all(
      checkouts.map((a) =>
        services.db.transaction(async (tx) => {
          const h = await voucherTender.hold(tx, a)
          if (h.ok) await voucherTender.commit(tx, { ref: h.ref, tripId: a.tripId, now: new Date() })
          return h
        }),
      ),
    )
    const ok = held.filter((h): h is Extract<TenderHold, { ok: true }> => h.ok)
    expect(ok).toHaveLength(1)
    expect(new Set(held.filter((h) => !h.ok).map((h) => (h.ok ? '' : h.code)))).toEqual(
      new Set(['VOUCHER_USED']),
    )
    const uses = await services.db.select().from(voucherUses).where(eq(voucherUses.code, code))
    expect(uses.map((u) => u.status)).toEqual(['consumed'])
    expect(await usedCount(code)).toBe(1)
  })

  it('held by one checkout, refused to the others while held; a release frees it for the next, once', async () => {
    const code = await freshVoucher()
    const answers = await Promise.all(Array.from({ length: 20 }, () => hold(args(code))))
    const first = answers.find((h) => h.ok)
    expect(answers.filter((h) => h.ok)).toHaveLength(1)
    for (const h of answers.filter((x) => !x.ok))
      expect(h).toMatchObject({
        status: 409,
        code: 'VOUCHER_HELD',
        message: expect.stringContaining('another checkout'),
      })
    if (!first?.ok) throw new Error('no hold')
    await Promise.all([release(first.ref), release(first.ref), release(first.ref)])
    expect(await usedCount(code)).toBe(0)
    const next = await hold(args(code))
    expect(next).toMatchObject({ ok: true, amount: 60_000, label: `Voucher ${code}` })
    if (next.ok) {
      await commit(
        next.ref,
        (await services.db.select().from(voucherUses).where(eq(voucherUses.id, next.ref)))[0]?.tripId ?? '',
      )
    }
    expect(await hold(args(code))).toMatchObject({ ok: false, code: 'VOUCHER_USED' })
  })

  it('a repeated hold with its key answers the first hold; the same trip cannot hold a code twice', async () => {
    const code = await freshVoucher({ useLimit: 5 })
    const a = args(code)
    const [x, y] = await Promise.all([hold(a), hold(a)])
    expect(x).toEqual(y)
    expect(await usedCount(code)).toBe(1)
    const again = await hold({ ...a, idempotencyKey: randomUUID(), detail: { code, index: 1 } })
    expect(again).toMatchObject({ ok: false, status: 409, code: 'VOUCHER_ALREADY_APPLIED' })
  })

  it('a multi-use voucher is held up to its limit by different trips', async () => {
    const code = await freshVoucher({ useLimit: 3 })
    const answers = await Promise.all(Array.from({ length: 8 }, () => hold(args(code))))
    expect(answers.filter((h) => h.ok)).toHaveLength(3)
    expect(await usedCount(code)).toBe(3)
  })

  it('is capped by what is left to pay; refuses when nothing is left or more than its value is asked', async () => {
    const code = await freshVoucher()
    expect(await hold(args(code, { left: 25_000 }))).toMatchObject({ ok: true, amount: 25_000 })
    const other = await freshVoucher()
    expect(await hold(args(other, { left: 0 }))).toMatchObject({
      ok: false,
      status: 409,
      code: 'VOUCHER_NOTHING_LEFT',
    })
    expect(await hold(args(other, { amount: 70_000 }))).toMatchObject({
      ok: false,
      status: 400,
      code: 'VOUCHER_ABOVE_VALUE',
    })
    expect(await usedCount(other)).toBe(0)
  })

  it('refuses an expired voucher, another product’s, an unknown code and another account’s', async () => {
    const expired = await freshVoucher({
      validFrom: new Date(Date.now() - 2e9),
      validUntil: new Date(Date.now() - 1e9),
    })
    expect(await hold(args(expired))).toMatchObject({ ok: false, status: 409, code: 'VOUCHER_EXPIRED' })
    const flights = await freshVoucher({ product: 'flights' })
    expect(await hold(args(flights, { product: 'trains' }))).toMatchObject({
      ok: false,
      code: 'VOUCHER_OTHER_PRODUCT',
      message: 'This voucher is for flight bookings only. Use it on a flight booking.',
    })
    expect(await hold(args('NOPE-NOPE'))).toMatchObject({ ok: false, status: 404, code: 'VOUCHER_NOT_FOUND' })
    const given = await freshVoucher({ userId: user.id })
    expect(await hold(args(given, { owner: { userId: null, email: 'a@b.in', mobile: null } }))).toMatchObject(
      {
        ok: false,
        status: 403,
        code: 'VOUCHER_SIGN_IN',
      },
    )
    expect(
      await hold(args(given, { owner: { userId: user.id + 1, email: null, mobile: null } })),
    ).toMatchObject({
      ok: false,
      code: 'VOUCHER_NOT_YOURS',
    })
    expect(await hold(args(given))).toMatchObject({ ok: true })
  })
})
