// holdPromo / releasePromo / confirmPromo against a real database (a temp PGlite, or PostgreSQL with
// DATABASE_URL): the limits hold under concurrent transactions, and a release gives the use back.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type OpenDatabase } from '~/services/db/client'
import { seedSamplePromoCodes } from '~/services/promo/samples'
import { promoCodes, promoRedemptions } from '~/services/db/schema'
import {
  confirmPromo,
  holdPromo,
  previewPromo,
  promoUserKey,
  releasePromo,
  type HoldArgs,
} from '~/services/promo/store'
import { createTestDatabase, type TestDatabase } from '../support/upstream'

let database: TestDatabase
let open: OpenDatabase
beforeAll(async () => {
  database = await createTestDatabase()
  open = await openDatabase(database.deployment)
  await seedSamplePromoCodes(open.db)
})
afterAll(async () => {
  await open?.close()
  await database?.drop()
})

const now = new Date('2026-11-26T10:00:00+05:30')

function hold(args: Partial<HoldArgs> & Pick<HoldArgs, 'code' | 'bookingId'>) {
  return open.db.transaction((tx) =>
    holdPromo(tx, {
      userKey: promoUserKey({ email: `${args.bookingId}@example.com` }),
      amountPaise: 800_000,
      now,
      product: 'flights',
      domestic: true,
      ...args,
    }),
  )
}

async function usedCount(code: string): Promise<number> {
  const [row] = await open.db.select().from(promoCodes).where(eq(promoCodes.code, code))
  return row?.usedCount ?? -1
}

describe('promo store', () => {
  it('50 bookings hold a code with a total limit of 1 at once: exactly one wins', async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => hold({ code: 'ONESEAT', bookingId: `race-${i}` })),
    )
    const won = results.filter((r) => r.ok)
    expect(won).toHaveLength(1)
    expect(results.filter((r) => !r.ok).map((r) => r.message)).toEqual(
      Array.from({ length: 49 }, () => 'ONESEAT has been fully used'),
    )
    expect(await usedCount('ONESEAT')).toBe(1)
  })

  it('a release gives the use back, and the next booking can take it', async () => {
    const [winner] = await open.db.select().from(promoRedemptions).where(eq(promoRedemptions.code, 'ONESEAT'))
    if (!winner) throw new Error('the race above left no redemption')
    expect(await open.db.transaction((tx) => releasePromo(tx, winner.bookingId, now))).toBe(1)
    expect(await usedCount('ONESEAT')).toBe(0)
    // Releasing again changes nothing.
    expect(await open.db.transaction((tx) => releasePromo(tx, winner.bookingId, now))).toBe(0)
    expect(await usedCount('ONESEAT')).toBe(0)
    expect(await hold({ code: 'ONESEAT', bookingId: 'after-release' })).toMatchObject({ ok: true })
    expect(await usedCount('ONESEAT')).toBe(1)
  })

  it('one traveller holds a per-user-1 code from 10 bookings at once: one wins', async () => {
    const userKey = promoUserKey({ userId: 7 })
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        hold({ code: 'FLYNEW', bookingId: `mine-${i}`, userKey, userId: 7 }),
      ),
    )
    expect(results.filter((r) => r.ok)).toHaveLength(1)
    expect(results.filter((r) => !r.ok).map((r) => r.message)).toEqual(
      Array.from({ length: 9 }, () => 'You have already used FLYNEW'),
    )
    expect(await usedCount('FLYNEW')).toBe(1)
    // Another traveller is not affected.
    expect(await hold({ code: 'FLYNEW', bookingId: 'theirs' })).toMatchObject({ ok: true })
    expect(await usedCount('FLYNEW')).toBe(2)
  })

  it('holding again on the same booking updates the hold without a second count', async () => {
    const first = await hold({ code: 'SAVE10', bookingId: 'rehold', amountPaise: 500_000 })
    expect(first).toMatchObject({ ok: true, discount: 50_000 })
    const again = await hold({ code: 'SAVE10', bookingId: 'rehold', amountPaise: 700_000 })
    expect(again).toMatchObject({ ok: true, discount: 70_000 })
    expect(await usedCount('SAVE10')).toBe(1)
    const rows = await open.db.select().from(promoRedemptions).where(eq(promoRedemptions.bookingId, 'rehold'))
    expect(rows).toMatchObject([{ code: 'SAVE10', amount: 70_000, status: 'held' }])
  })

  it('a re-hold the code no longer allows (amount under the minimum) releases the hold', async () => {
    const refused = await hold({ code: 'SAVE10', bookingId: 'rehold', amountPaise: 150_000 })
    expect(refused).toEqual({
      ok: false,
      code: 'MIN_AMOUNT',
      message: 'Add ₹500 more to use SAVE10 (minimum booking ₹2,000)',
    })
    expect(await usedCount('SAVE10')).toBe(0)
  })

  it('holding another code on a booking releases its first code: one promo per booking', async () => {
    expect(await hold({ code: 'SAVE10', bookingId: 'switch' })).toMatchObject({ ok: true })
    expect(await hold({ code: 'CASHBACK300', bookingId: 'switch' })).toMatchObject({
      ok: true,
      benefit: 'cashback',
      discount: 30_000,
    })
    expect(await usedCount('SAVE10')).toBe(0)
    expect(await usedCount('CASHBACK300')).toBe(1)
  })

  it('confirm turns the hold into a redemption, which a release no longer gives back', async () => {
    expect(await hold({ code: 'FLYDOM750', bookingId: 'paid' })).toMatchObject({ ok: true })
    expect(await open.db.transaction((tx) => confirmPromo(tx, 'paid', now))).toEqual({
      code: 'FLYDOM750',
      amount: 75_000,
    })
    expect(await open.db.transaction((tx) => releasePromo(tx, 'paid', now))).toBe(0)
    expect(await usedCount('FLYDOM750')).toBe(1)
    expect(await open.db.transaction((tx) => confirmPromo(tx, 'paid', now))).toBeUndefined()
    expect(await hold({ code: 'FLYDOM750', bookingId: 'paid' })).toEqual({
      ok: false,
      code: 'ALREADY_USED',
      message: 'This booking has already used FLYDOM750',
    })
  })

  it('a guest is counted by e-mail, whatever its case', async () => {
    const key = promoUserKey({ email: 'Guest@Example.com ' })
    expect(key).toBe(promoUserKey({ email: 'guest@example.com' }))
    expect(key).toMatch(/^guest:[0-9a-f]{64}$/)
    expect(await hold({ code: 'HOTEL20', bookingId: 'g1', userKey: key, product: 'hotels' })).toMatchObject({
      ok: true,
      discount: 160_000,
    })
    expect(await hold({ code: 'HOTEL20', bookingId: 'g2', userKey: key, product: 'hotels' })).toMatchObject({
      ok: false,
      code: 'ALREADY_USED',
    })
  })

  it('unknown and expired codes are refused and write nothing', async () => {
    expect(await hold({ code: 'nope', bookingId: 'x1' })).toEqual({
      ok: false,
      code: 'UNKNOWN',
      message: 'Enter a valid promo code',
    })
    expect(await hold({ code: 'expired50', bookingId: 'x2' })).toMatchObject({ code: 'EXPIRED' })
    const rows = await open.db.select().from(promoRedemptions).where(eq(promoRedemptions.bookingId, 'x2'))
    expect(rows).toEqual([])
  })

  it('previewPromo counts the traveller’s earlier uses and writes nothing', async () => {
    const args = { code: 'flynew', amountPaise: 400_000, now, product: 'flights' as const, domestic: true }
    expect(await previewPromo(open.db, { ...args, userKey: promoUserKey({ userId: 7 }) })).toMatchObject({
      ok: false,
      code: 'ALREADY_USED',
    })
    expect(await previewPromo(open.db, { ...args, userKey: promoUserKey({ userId: 8 }) })).toMatchObject({
      ok: true,
      discount: 50_000,
    })
    expect(await usedCount('FLYNEW')).toBe(2)
  })

  it('the codes are seeded only by the sandbox start, not by opening the database', async () => {
    const other = await createTestDatabase()
    const opened = await openDatabase(other.deployment)
    try {
      expect(await opened.db.select().from(promoCodes)).toEqual([])
    } finally {
      await opened.close()
      await other.drop()
    }
  })

  it('the database refuses a used_count over the total limit, whatever the code does', async () => {
    await expect(
      open.db.update(promoCodes).set({ usedCount: 2 }).where(eq(promoCodes.code, 'ONESEAT')),
    ).rejects.toThrow()
  })

  it('seeding again keeps how often each code was used', async () => {
    await open.close()
    open = await openDatabase(database.deployment)
    await seedSamplePromoCodes(open.db)
    expect(await usedCount('ONESEAT')).toBe(1)
    expect(await usedCount('FLYNEW')).toBe(2)
  })
})
