// The sandbox railway's enquiry calls over real HTTP (PGlite, or PostgreSQL with DATABASE_URL):
// stations, trains between (nearby stations included), schedule, availability with the fare and
// the next days, boarding points, live status, the sandbox scenarios and controls, and the 400s
// naming the field. Shapes are checked with contracts/trains/search.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  availabilityAnswerSchema,
  betweenAnswerSchema,
  boardingPointsAnswerSchema,
  liveAnswerSchema,
  scheduleAnswerSchema,
  stationsAnswerSchema,
} from '@contracts/trains/search'
import { indiaToday, plusDays } from '@contracts/trains/search-params'
import { TRAINS } from '~/services/trains/supplier'
import type { RunningUpstream } from '~/services/main'
import { clockFrom, startTestUpstream } from '../support/upstream'

// 2026-11-26 10:00 IST: Tatkal for tomorrow's AC runs has just opened.
const now = clockFrom()
let services: RunningUpstream
beforeAll(async () => {
  services = await startTestUpstream({ flightsNow: now })
}, 60_000)
afterAll(() => services?.close())

const day = (n: number) => plusDays(indiaToday(now()), n)
const get = (path: string, scenario = '') =>
  fetch(`${services.url}/trains${path}`, { headers: scenario ? { 'x-sandbox-scenario': scenario } : {} })
const post = (path: string, body: unknown) =>
  fetch(`${services.url}/trains${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

interface ErrorJson {
  code: string
  statusMessage: string
  errors?: { field: string; message: string }[]
}
async function refused(res: Response, status: number, field?: string): Promise<ErrorJson> {
  expect(res.status).toBe(status)
  const body = (await res.json()) as ErrorJson
  if (field) expect(body.errors?.map((e) => e.field)).toContain(field)
  return body
}

const qs = (params: Record<string, string>) => new URLSearchParams(params).toString()
const avail = (train: string, params: Record<string, string>, scenario = '') =>
  get(`/${train}/availability?${qs(params)}`, scenario)

describe('stations', () => {
  it('finds a station by code first, and by city', async () => {
    const byCode = stationsAnswerSchema.parse(await (await get('/stations?q=ndls')).json())
    expect(byCode.data[0]).toMatchObject({ code: 'NDLS', name: 'New Delhi', city: 'Delhi', country: 'India' })
    const mumbai = stationsAnswerSchema.parse(await (await get('/stations?q=mumbai')).json())
    expect(mumbai.data.map((s) => s.code)).toEqual(
      expect.arrayContaining(['BCT', 'CSMT', 'LTT', 'DR', 'BDTS']),
    )
  })

  it('asks for a text when q is missing', async () => {
    await refused(await get('/stations'), 400, 'q')
  })
})

describe('trains between', () => {
  it('NDLS → BCT: the evening Rajdhani and trains from Nizamuddin to other Mumbai stations', async () => {
    const res = await get(`/between?${qs({ from: 'NDLS', to: 'BCT', date: day(10) })}`)
    expect(res.status).toBe(200)
    const answer = betweenAnswerSchema.parse(await res.json())
    const list = answer.trainBtwnStnsList
    expect(list.length).toBeGreaterThanOrEqual(6)
    const rajdhani = list.find((t) => t.trainNumber === '12952')
    expect(rajdhani).toMatchObject({
      trainName: 'Mumbai Rajdhani Express',
      trainType: 'R',
      fromStnCode: 'NDLS',
      toStnCode: 'BCT',
      departureTime: '16:55',
      arrivalTime: '08:35',
      arrivalDayOffset: 1,
      duration: 940,
      classes: ['1A', '2A', '3A'],
      journeyDate: day(10),
      runDate: day(10),
      fromNearby: false,
      toNearby: false,
    })
    expect(list.some((t) => t.fromStnCode === 'NZM' && t.fromNearby)).toBe(true)
    expect(list.some((t) => ['CSMT', 'LTT', 'BDTS', 'DR'].includes(t.toStnCode) && t.toNearby)).toBe(true)
    expect(list.map((t) => t.departureTime)).toEqual([...list.map((t) => t.departureTime)].sort())
    expect(answer.quotaList).toEqual(['GN', 'LD', 'TQ', 'SS'])
    expect(answer.meta.info.stn_names).toMatchObject({ NDLS: 'New Delhi', BCT: 'Mumbai Central' })
  })

  it('refuses an unknown station, the same station twice, a past date and one beyond 60 days', async () => {
    const unknown = await refused(
      await get(`/between?${qs({ from: 'QQQQ', to: 'BCT', date: day(3) })}`),
      400,
      'from',
    )
    expect(unknown.code).toBe('VALIDATION_FAILED')
    expect(unknown.statusMessage).toContain('QQQQ')
    await refused(await get(`/between?${qs({ from: 'NDLS', to: 'NDLS', date: day(3) })}`), 400, 'to')
    await refused(await get(`/between?${qs({ from: 'NDLS', to: 'BCT', date: day(-1) })}`), 400, 'date')
    const far = await refused(
      await get(`/between?${qs({ from: 'NDLS', to: 'BCT', date: day(61) })}`),
      400,
      'date',
    )
    expect(far.statusMessage).toContain('60 days')
    await refused(
      await get(`/between?${qs({ from: 'NDLS', to: 'BCT', date: day(3), quota: 'XX' })}`),
      400,
      'quota',
    )
  })
})

describe('schedule and boarding points', () => {
  it('lists the Rajdhani stops with times, halts and days', async () => {
    const schedule = scheduleAnswerSchema.parse(await (await get('/12952/schedule')).json())
    const first = schedule.stationList[0]
    const last = schedule.stationList[schedule.stationList.length - 1]
    expect(first).toMatchObject({
      stationCode: 'NDLS',
      arrivalTime: null,
      departureTime: '16:55',
      dayCount: 1,
      distance: 0,
    })
    expect(last).toMatchObject({ stationCode: 'BCT', arrivalTime: '08:35', departureTime: null, dayCount: 2 })
    expect(last?.distance).toBeGreaterThan(1300)
    expect(schedule.stationList.map((s) => s.stationCode)).toContain('KOTA')
  })

  it('answers 404 for a train that does not exist and 400 for a malformed number', async () => {
    const missing = await refused(await get('/99999/schedule'), 404)
    expect(missing.statusMessage).toContain('99999')
    await refused(await get('/12x52/schedule'), 400, 'train')
  })

  it('boarding points run from the from station up to the one before the destination', async () => {
    const res = await get(`/12952/boarding-points?${qs({ from: 'NDLS', to: 'BCT', date: day(10) })}`)
    const { data } = boardingPointsAnswerSchema.parse(await res.json())
    expect(data[0]).toMatchObject({ stationCode: 'NDLS', departureTime: '16:55', date: day(10), distance: 0 })
    expect(data.map((p) => p.stationCode)).not.toContain('BCT')
    expect(data.find((p) => p.stationCode === 'ST')?.date).toBe(day(11))
  })
})

describe('availability', () => {
  it('answers the adult fare and that day with the next 5, in the railway words', async () => {
    const res = await avail('12952', { from: 'NDLS', to: 'BCT', date: day(10), class: '3A' })
    expect(res.status).toBe(200)
    const answer = availabilityAnswerSchema.parse(await res.json())
    expect(answer.quota).toBe('GN')
    expect(answer.avlDayList.map((d) => d.date)).toEqual([0, 1, 2, 3, 4, 5].map((i) => day(10 + i)))
    for (const d of answer.avlDayList)
      expect(d.status).toMatch(/^(AVAILABLE-\d{4}|RAC \d+|GNWL \d+\/WL \d+|REGRET)$/)
    const labels = answer.fare.lines.map((l) => l.label)
    expect(labels).toEqual(
      expect.arrayContaining([
        'Base fare',
        'Reservation charge',
        'Superfast charge',
        'Catering charge',
        'GST',
      ]),
    )
    expect(answer.fare.total).toBe(answer.fare.lines.reduce((s, l) => s + l.amount, 0))
    expect(answer.fare.total % 100).toBe(0)
    const one = availabilityAnswerSchema.parse(
      await (
        await avail('12952', { from: 'NDLS', to: 'BCT', date: day(10), class: '3A', moreThanOneDay: 'false' })
      ).json(),
    )
    expect(one.avlDayList).toHaveLength(1)
  })

  it('follows the sandbox run control: AVAILABLE-0042, then RAC, then the waitlist, then REGRET', async () => {
    const run = { trainNumber: '12952', runDate: day(12), class: '3A', quota: 'GN' }
    const status = async () =>
      availabilityAnswerSchema.parse(
        await (
          await avail('12952', {
            from: 'NDLS',
            to: 'BCT',
            date: day(12),
            class: '3A',
            moreThanOneDay: 'false',
          })
        ).json(),
      ).avlDayList[0]
    expect((await post('/sandbox/run', { ...run, free: 42 })).status).toBe(200)
    expect(await status()).toMatchObject({ status: 'AVAILABLE-0042', kind: 'AVAILABLE' })
    await post('/sandbox/run', { ...run, free: 0, rac: 0, wl: 0 })
    expect(await status()).toMatchObject({ status: 'RAC 1', kind: 'RAC' })
    await post('/sandbox/run', { ...run, free: 0, rac: 500, wl: 4 })
    expect((await status())?.status).toMatch(/^GNWL \d+\/WL 5$/)
    await post('/sandbox/run', { ...run, free: 0, rac: 500, wl: 1000 })
    expect(await status()).toMatchObject({ status: 'REGRET', kind: 'REGRET' })
  })

  it('refuses a class not on the train, a day it does not run, and Tatkal before it opens', async () => {
    await refused(await avail('12952', { from: 'NDLS', to: 'BCT', date: day(10), class: 'SL' }), 400, 'class')
    const weekly = TRAINS.find((t) => t.runningDays.filter(Boolean).length === 1)
    if (!weekly) throw new Error('the railway has a weekly train')
    const [origin, next] = weekly.stops
    const offDay = [1, 2, 3, 4, 5, 6, 7]
      .map(day)
      .find((d) => !weekly.runningDays[(new Date(`${d}T00:00:00Z`).getUTCDay() + 6) % 7])
    const notRunning = await refused(
      await avail(weekly.number, {
        from: origin?.code ?? '',
        to: next?.code ?? '',
        date: offDay ?? '',
        class: weekly.classes[0] ?? 'SL',
      }),
      400,
      'date',
    )
    expect(notRunning.statusMessage).toContain('runs')
    const early = await refused(
      await avail('12952', { from: 'NDLS', to: 'BCT', date: day(10), class: '3A', quota: 'TQ' }),
      400,
      'quota',
    )
    expect(early.statusMessage).toContain('Tatkal')
    // Tomorrow's AC Tatkal opened at 10:00 today.
    expect(
      (await avail('12952', { from: 'NDLS', to: 'BCT', date: day(1), class: '3A', quota: 'TQ' })).status,
    ).toBe(200)
    await refused(await avail('12952', { from: 'BCT', to: 'NDLS', date: day(10), class: '3A' }), 400, 'from')
    await refused(await avail('12952', { from: 'NDLS', to: 'BCT', date: day(10), class: 'ZZ' }), 400, 'class')
  })
})

describe('live status', () => {
  it('simulates a run: yet to start, running or arrived, station by station', async () => {
    // 10:00 + 12h = 22:00 India: today's Rajdhani left New Delhi at 16:55.
    const live = liveAnswerSchema.parse(
      await (await get(`/12952/live?date=${day(0)}`, `clockOffsetMs=${12 * 3_600_000}`)).json(),
    )
    expect(live.stations).toHaveLength(7)
    expect(live.state).toBe('RUNNING')
    expect(live.statusText).toMatch(/^Departed from/)
    const done = liveAnswerSchema.parse(await (await get(`/12952/live?date=${day(-3)}`)).json())
    expect(done).toMatchObject({ state: 'ARRIVED', lastStationCode: 'BCT', nextStationCode: null })
    expect(done.stations.every((s) => s.passed)).toBe(true)
    const later = liveAnswerSchema.parse(await (await get(`/12952/live?date=${day(1)}`)).json())
    expect(later).toMatchObject({ state: 'NOT_STARTED', lastStationCode: null, nextStationCode: 'NDLS' })
  })
})

describe('sandbox scenarios', () => {
  it('down: every call answers 503 not available', async () => {
    const down = await refused(await get('/stations?q=ndls', 'down'), 503)
    expect(down.code).toBe('RAILWAY_NOT_AVAILABLE')
    expect(down.statusMessage).toContain('not available')
  })

  it('availability=error: the spec text', async () => {
    const failed = await refused(
      await avail('12952', { from: 'NDLS', to: 'BCT', date: day(10), class: '3A' }, 'availability=error'),
      503,
    )
    expect(failed.statusMessage).toBe('Oops! Something went wrong. Please try again')
  })

  it('the nightly downtime (23:45–00:20 India) answers availability with 503 not available', async () => {
    // 10:00 + 13h50 = 23:50 India.
    const night = await refused(
      await avail(
        '12952',
        { from: 'NDLS', to: 'BCT', date: day(10), class: '3A' },
        `clockOffsetMs=${(13 * 60 + 50) * 60_000}`,
      ),
      503,
    )
    expect(night.code).toBe('RAILWAY_NOT_AVAILABLE')
  })

  it('a clock set a day ahead makes today the past', async () => {
    const set = await post('/sandbox/clock', { offsetMs: 86_400_000 })
    expect(set.status).toBe(200)
    try {
      await refused(await get(`/between?${qs({ from: 'NDLS', to: 'BCT', date: day(0) })}`), 400, 'date')
    } finally {
      await post('/sandbox/clock', { offsetMs: 0 })
    }
    expect((await get(`/between?${qs({ from: 'NDLS', to: 'BCT', date: day(0) })}`)).status).toBe(200)
  })

  it('refuses an unknown control, naming it', async () => {
    const bad = await refused(await get('/stations?q=ndls', 'availibility=error'), 400)
    expect(bad.statusMessage).toContain('availibility')
  })
})
