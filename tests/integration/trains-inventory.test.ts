/**
 * The railway's per-run inventory (src/services/trains/inventory.ts) on a real database (a temp
 * PGlite, or PostgreSQL with DATABASE_URL, where concurrent buyers hold separate connections):
 * 50 buyers of the last berth get one confirmed berth and RAC and waitlist places numbered without
 * gap or duplicate; a cancellation moves RAC 1 to the berth and WL 1 to RAC; berth preferences and
 * choices, REGRET, a child without a berth, the chart and others' cancellations.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Quota, TrainClass } from '@contracts/trains/codes'
import { openDatabase, type OpenDatabase } from '~/services/db/client'
import {
  allocate,
  availabilityStatus,
  cancelPassengers,
  currentPlaces,
  prepareChart,
  setRunState,
  simulateOthersCancel,
  type AllocationRequest,
  type Place,
} from '~/services/trains/inventory'
import { quotaShape } from '~/services/trains/layout'
import { trainByNumber } from '~/services/trains/supplier'
import { createTestDatabase, type TestDatabase } from '../support/upstream'

let database: TestDatabase
let open: OpenDatabase
beforeAll(async () => {
  database = await createTestDatabase()
  open = await openDatabase(database.deployment)
}, 60_000)
afterAll(async () => {
  await open?.close()
  await database?.drop()
})

const rajdhani = trainByNumber('12952')
if (!rajdhani) throw new Error('the railway runs 12952')
/** Each test its own run date: no shared rows. */
const run = (n: number) => `2027-01-${String(10 + n).padStart(2, '0')}`
const key = (n: number, travelClass: TrainClass = '3A', quota: Quota = 'GN') => ({
  trainNo: '12952',
  runDate: run(n),
  travelClass,
  quota,
})
const request = (
  n: number,
  bookingId: string,
  count = 1,
  extra: Partial<AllocationRequest> = {},
): AllocationRequest => ({
  ...key(n),
  bookingId,
  passengers: Array.from({ length: count }, (_, i) => ({ serial: i + 1, needsBerth: true })),
  choice: 99,
  ...extra,
})
const book = (r: AllocationRequest) => open.db.transaction((tx) => allocate(tx, r))
const setRun = (
  n: number,
  target: { free: number; rac?: number; wl?: number },
  travelClass: TrainClass = '3A',
) => open.db.transaction((tx) => setRunState(tx, key(n, travelClass), target))
const placesOf = async (bookingId: string): Promise<Place> => {
  const [place] = await currentPlaces(open.db, bookingId)
  if (!place) throw new Error(`booking ${bookingId} has a place`)
  return place
}

describe('train inventory', () => {
  it('50 concurrent buyers of the last berth: one CNF, the rest RAC then WL, numbered without gap or duplicate', async () => {
    const shape = quotaShape(rajdhani, '3A', 'GN')
    const racLeft = 10
    await setRun(0, { free: 1, rac: shape.racPlaces - racLeft, wl: 0 })
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => book(request(0, `tb_${String(i).padStart(2, '0')}`))),
    )
    const places = results.map((r) => {
      if (!r.ok) throw new Error(`a buyer was refused: ${r.reason}`)
      const [place] = r.places
      if (!place) throw new Error('a place for the passenger')
      return place
    })
    const cnf = places.filter((p) => p.status === 'CNF')
    const rac = places.filter((p) => p.status === 'RAC').map((p) => p.number ?? 0)
    const wl = places.filter((p) => p.status === 'WL').map((p) => p.number ?? 0)
    expect(cnf).toHaveLength(1)
    expect(cnf[0]?.currentStatus).toMatch(/^CNF\/B\d+\/\d+\/(LB|MB|UB|SU)$/)
    const from = shape.racPlaces - racLeft + 1
    expect(rac.sort((a, b) => a - b)).toEqual(Array.from({ length: racLeft }, (_, i) => from + i))
    expect(wl.sort((a, b) => a - b)).toEqual(Array.from({ length: 39 }, (_, i) => i + 1))
    const wlNumbers = places
      .filter((p) => p.status === 'WL')
      .map((p) => Number(p.bookingStatus.replace('GNWL ', '')))
    expect(new Set(wlNumbers).size).toBe(39)
    expect(Math.max(...wlNumbers) - Math.min(...wlNumbers)).toBe(38)
    expect((await availabilityStatus(open.db, key(0), '3A', 'GN')).status).toMatch(/^GNWL \d+\/WL 40$/)

    // The confirmed passenger cancels: RAC 1 takes the berth, WL 1 takes the RAC place.
    const holder = results.findIndex((r) => r.ok && r.places[0]?.status === 'CNF')
    const before = new Map<string, Place>()
    for (let i = 0; i < 50; i++)
      if (i !== holder)
        before.set(`tb_${String(i).padStart(2, '0')}`, await placesOf(`tb_${String(i).padStart(2, '0')}`))
    const moves = await open.db.transaction((tx) =>
      cancelPassengers(tx, `tb_${String(holder).padStart(2, '0')}`, []),
    )
    expect(moves[0]).toMatchObject({ from: 'RAC 1', to: cnf[0]?.currentStatus })
    expect(moves[1]).toMatchObject({ from: 'WL 1' })
    for (const [id, was] of before) {
      const now = await placesOf(id)
      if (was.status === 'WL' && was.number === 1)
        expect(now).toMatchObject({ status: 'RAC', number: shape.racPlaces })
      else expect(now).toMatchObject({ status: was.status, number: (was.number ?? 0) - 1 })
    }
    expect(await currentPlaces(open.db, `tb_${String(holder).padStart(2, '0')}`)).toEqual([])
  }, 120_000)

  it('keeps a party in one coach and honours berth preferences and the lower-berth choices', async () => {
    const lower = await book(
      request(1, 'tb_pref', 2, {
        passengers: [
          { serial: 1, needsBerth: true, berthPreference: 'LB' },
          { serial: 2, needsBerth: true, berthPreference: 'UB' },
        ],
        choice: 1,
      }),
    )
    if (!lower.ok) throw new Error(lower.reason)
    expect(lower.places.map((p) => p.berthType)).toEqual(['LB', 'UB'])
    expect(lower.places[0]?.coach).toBe(lower.places[1]?.coach)

    await setRun(2, { free: 3 })
    const two = await book(request(2, 'tb_two_lower', 2, { choice: 3 }))
    // Three berths left; whether two are lower decides: the answer must agree with the berths given.
    if (two.ok) expect(two.places.filter((p) => p.berthType === 'LB' || p.berthType === 'SL')).toHaveLength(2)
    else expect(two.reason).toBe('CHOICE_NOT_MET')
  })

  it('answers REGRET when the waitlist is full, and takes nothing', async () => {
    await setRun(3, { free: 0, rac: 10_000, wl: 10_000 })
    const before = await availabilityStatus(open.db, key(3), '3A', 'GN')
    expect(before.status).toBe('REGRET')
    expect(await book(request(3, 'tb_regret'))).toEqual({ ok: false, reason: 'REGRET' })
    expect(await currentPlaces(open.db, 'tb_regret')).toEqual([])
  })

  it('seats a child without a berth on the lead passenger place', async () => {
    await setRun(4, { free: 0, rac: 0, wl: 0 })
    const r = await book(
      request(4, 'tb_child', 2, {
        passengers: [
          { serial: 1, needsBerth: true },
          { serial: 2, needsBerth: false },
        ],
      }),
    )
    if (!r.ok) throw new Error(r.reason)
    expect(r.places).toMatchObject([
      { serial: 1, status: 'RAC', number: 1, hasBerth: true },
      { serial: 2, status: 'RAC', number: 1, hasBerth: false },
    ])
    expect((await availabilityStatus(open.db, key(4), '3A', 'GN')).status).toBe('RAC 2')
  })

  it('confirms a waitlisted ticket when others cancel, and flags fully waitlisted bookings at the chart', async () => {
    await setRun(5, { free: 0, rac: 0, wl: 0 }, '1A')
    const k = { ...key(5, '1A') }
    const r = await book({ ...request(5, 'tb_wl_1a'), travelClass: '1A' })
    if (!r.ok) throw new Error(r.reason)
    expect(r.places[0]).toMatchObject({
      status: 'WL',
      number: 1,
      bookingStatus: expect.stringMatching(/^GNWL \d+$/),
    })
    const moves = await open.db.transaction((tx) => simulateOthersCancel(tx, k, '1A', 'GN', 1))
    expect(moves).toEqual([
      expect.objectContaining({
        bookingId: 'tb_wl_1a',
        from: 'WL 1',
        to: expect.stringMatching(/^CNF\/H1\//),
      }),
    ])
    expect(await placesOf('tb_wl_1a')).toMatchObject({ status: 'CNF', coach: 'H1' })

    await setRun(6, { free: 0, rac: 0, wl: 0 }, '1A')
    const waiting = await book({ ...request(6, 'tb_chart_wl'), travelClass: '1A' })
    expect(waiting.ok).toBe(true)
    const chart = await open.db.transaction((tx) => prepareChart(tx, { trainNo: '12952', runDate: run(6) }))
    expect(chart.fullyWaitlisted).toEqual(['tb_chart_wl'])
    expect((await availabilityStatus(open.db, key(6, '1A'), '1A', 'GN')).status).toBe('CHART PREPARED')
    expect(await book({ ...request(6, 'tb_after_chart'), travelClass: '1A' })).toEqual({
      ok: false,
      reason: 'REGRET',
    })
  })

  it('answers the seeded availability without writing, and the same once a quota is in use', async () => {
    const seeded = await availabilityStatus(open.db, key(7), '3A', 'GN')
    const r = await book(request(7, 'tb_seeded'))
    expect(r.ok).toBe(true)
    const after = await availabilityStatus(open.db, key(7), '3A', 'GN')
    if (seeded.kind === 'AVAILABLE') expect(after.free).toBe(seeded.free - 1)
    else if (seeded.kind === 'RAC') expect(after.racCount).toBe(seeded.racCount + 1)
    else if (seeded.kind === 'WL') expect(after.wlCount).toBe(seeded.wlCount + 1)
    else expect(r.ok).toBe(false)
  })
})
