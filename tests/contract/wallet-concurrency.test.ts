// 100 concurrent wallet debits against one balance over HTTP, on PGlite and (with DATABASE_URL) on
// PostgreSQL: the balance never goes below zero, what left is exactly the debits that succeeded, the
// statement's entries sum to the balance shown, and every movement's legs sum to zero. A spend
// repeated with the same Idempotency-Key, even concurrently, debits once.
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Booking } from '@contracts/checkout/booking'
import { walletEntries } from '~/services/db/schema'
import { startAccountsUpstream, type AccountsUpstream } from '../support/accounts'
import { createdBooking, json, offerFor, searchOneWay } from '../support/checkout'
import { readJson } from '../support/upstream'
import { bearer, grant, spendOn, statementOf, walletOf, walletUser } from '../support/wallet'

let services: AccountsUpstream
beforeAll(async () => {
  services = await startAccountsUpstream()
})
afterAll(() => services?.close())

const now = () => Date.now()

/** `count` DRAFT bookings of one offer by the user (the fare given enough seats for all). */
async function draftBookings(
  user: Awaited<ReturnType<typeof walletUser>>,
  count: number,
): Promise<Booking[]> {
  const search = await searchOneWay(services.url, now)
  const planId = search.data.results[0]?.travel_plan_id ?? ''
  const inventory = await fetch(`${services.url}/flights/sandbox/fare_inventory`, {
    method: 'POST',
    ...json({ travel_plan_id: planId, seats_left: count + 5 }),
  })
  expect(inventory.status).toBe(200)
  const offer = await offerFor(services.url, search.data.id, [planId], 'reprice=same')
  const bookings: Booking[] = []
  for (let i = 0; i < count; i++)
    bookings.push((await createdBooking(services.url, offer, bearer(user))).booking)
  return bookings
}

async function legsSum(): Promise<number> {
  const [row] = await services.db
    .select({ sum: sql<string>`coalesce(sum(${walletEntries.amount}), 0)` })
    .from(walletEntries)
  return Number(row?.sum ?? NaN)
}

it(
  '100 concurrent debits of one balance: never below zero, what left is what succeeded, the ledger balances',
  {
    timeout: 120_000,
  },
  async () => {
    const user = await walletUser(services.url)
    const BALANCE = 500_000
    const AMOUNT = 13_700
    await grant(services.url, user, 300_000, 'cashback')
    await grant(services.url, user, 200_000, 'promotional', new Date(Date.now() + 7 * 86_400_000))
    const bookings = await draftBookings(user, 100)
    const answers = await Promise.all(bookings.map((b) => spendOn(services.url, user, b.id, AMOUNT)))
    const statuses = answers.map((a) => a.status)
    const succeeded = statuses.filter((s) => s === 200).length
    const refused = await Promise.all(answers.filter((a) => a.status !== 200).map((a) => a.json()))
    expect(new Set(refused.map((r: { code: string }) => r.code))).toEqual(new Set(['INSUFFICIENT_BALANCE']))
    expect(succeeded).toBe(Math.floor(BALANCE / AMOUNT))
    const wallet = await walletOf(services.url, user)
    expect(wallet.balance).toBe(BALANCE - succeeded * AMOUNT)
    expect(wallet.balance).toBeGreaterThanOrEqual(0)
    const statement = await statementOf(services.url, user)
    const pages = Math.ceil(statement.total_entries / statement.page_size)
    const entries = [statement.entries]
    for (let page = 2; page <= pages; page++)
      entries.push((await statementOf(services.url, user, `?page=${page}`)).entries)
    const all = entries.flat()
    expect(all).toHaveLength(2 + succeeded)
    expect(all.reduce((s, e) => s + e.amount, 0)).toBe(wallet.balance)
    expect(Math.min(...all.map((e) => e.balance_after))).toBeGreaterThanOrEqual(0)
    expect(await legsSum()).toBe(0)
    // Each succeeding booking's total went down by exactly the amount.
    const paid = await Promise.all(
      answers.filter((a) => a.status === 200).map((a) => readJson<{ data: Booking }>(a)),
    )
    const before = new Map(bookings.map((b) => [b.id, b.total]))
    expect(new Set(paid.map((p) => p.data.total - (before.get(p.data.id) ?? NaN)))).toEqual(
      new Set([-AMOUNT]),
    )
  },
)

it('a spend repeated with the same Idempotency-Key, ten times at once, debits once', async () => {
  const user = await walletUser(services.url)
  await grant(services.url, user, 100_000, 'cashback')
  const [booking] = await draftBookings(user, 1)
  const key = randomUUID()
  const answers = await Promise.all(
    Array.from({ length: 10 }, () => spendOn(services.url, user, booking?.id ?? '', 40_000, key)),
  )
  const bodies = await Promise.all(answers.map((a) => a.text()))
  expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200))
  expect(new Set(bodies).size).toBe(1)
  expect((await walletOf(services.url, user)).balance).toBe(60_000)
  expect((await statementOf(services.url, user, '?filter=debits')).total_entries).toBe(1)
  expect(await legsSum()).toBe(0)
})
