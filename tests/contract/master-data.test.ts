// Master data over HTTP: airports, airlines, alliances, exchange rates, with ETag revalidation.
// Answers are compared with the literal examples of docs/upstream.md ("Flights: master data").
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningUpstream } from '~/services/main'
import { docExample } from '../support/doc-examples'
import { expectMatchesExample, type MatchOptions } from '../support/expect-example'
import { get, readJson, startTestUpstream } from '../support/upstream'

interface Airport {
  city_name: string
  city_code: string
  airport_code: string
  airport_name: string
  latitude: number
  longitude: number
  popular: boolean
  station_type: 'airport' | 'city'
  country_name: string
  country_abbreviation: string
  world_area_code: number
  legacy_names: string[]
}

interface Airline {
  name: string
  iata_code: string
  icao_code: string
  image_url: string
  alliance_code: string | null
  has_frequent_flyer_number: boolean
  auto_cancellable: boolean
}

let upstream: RunningUpstream
beforeAll(async () => {
  upstream = await startTestUpstream()
})
afterAll(() => upstream?.close())

/** The answer of a master-data path, compared with its documented example. */
async function dataOf<T>(path: string, example: string, options: MatchOptions = {}): Promise<T> {
  const res = await get(upstream.url, path)
  expect(res.status).toBe(200)
  const body = await readJson<{ data: T; meta: { status: string } }>(res)
  expectMatchesExample(body, docExample(example), options)
  return body.data
}

const airports = (path = '/flights/flights/airports?status=true') =>
  dataOf<Airport[]>(path, 'flights.airports.response', { someOf: { data: 'airport_code' } })
const airlines = () =>
  dataOf<Airline[]>('/flights/flights/airlines', 'flights.airlines.response', {
    someOf: { data: 'iata_code' },
  })

describe.each([
  '/flights/flights/airports?status=true',
  '/flights/flights/airlines',
  '/flights/flights/alliances',
  '/flights/flights/exchange_rates',
])('GET %s caching', (path) => {
  it('answers with a strong ETag and Cache-Control: no-cache', async () => {
    const res = await get(upstream.url, path)
    expect(res.status).toBe(200)
    expect(res.headers.get('etag')).toMatch(/^"[^"]+"$/)
    expect(res.headers.get('cache-control')).toBe('no-cache')
  })

  it('answers 304 with an empty body to If-None-Match with the current ETag, in any accepted form', async () => {
    const etag = (await get(upstream.url, path)).headers.get('etag') ?? ''
    for (const header of [etag, `W/${etag}`, `"something-else", ${etag}`, '*']) {
      const res = await get(upstream.url, path, { 'if-none-match': header })
      expect(res.status, header).toBe(304)
      expect(await res.text()).toBe('')
      expect(res.headers.get('etag')).toBe(etag)
    }
  })

  it('answers 200 again to an outdated ETag', async () => {
    const res = await get(upstream.url, path, { 'if-none-match': '"airports-v0-outdated"' })
    expect(res.status).toBe(200)
  })
})

describe('GET /flights/flights/airports', () => {
  it('rejects status other than true with a 400 naming the parameter', async () => {
    const res = await get(upstream.url, '/flights/flights/airports?status=false')
    expect(res.status).toBe(400)
    expectMatchesExample(await res.json(), docExample('flights.airports.invalid.response'))
  })

  it('lists Delhi, Mumbai and Bengaluru with every §3 field', async () => {
    // The documented airports, equal; every other one with the same fields (the example's shape).
    const byCode = new Map((await airports()).map((a) => [a.airport_code, a]))
    for (const code of ['DEL', 'BOM', 'BLR']) {
      const a = byCode.get(code)
      expect(a?.airport_code, code).toBe(code)
      expect(a).toMatchObject({
        country_abbreviation: 'IN',
        country_name: 'India',
        station_type: 'airport',
        popular: true,
      })
    }
    expect(byCode.get('BLR')).toMatchObject({ city_name: 'Bengaluru', legacy_names: ['Bangalore'] })
    expect(byCode.get('BOM')?.legacy_names).toContain('Bombay')
    expect(byCode.get('MAA')).toMatchObject({ city_name: 'Chennai', legacy_names: ['Madras'] })
    expect(byCode.get('DEL')?.latitude).toBeCloseTo(28.57, 1)
  })

  it('adds a city-level X entry for London covering its airports', async () => {
    const all = await airports('/flights/flights/airports')
    const london = all.find((a) => a.airport_code === 'XLON')
    expect(london).toMatchObject({
      station_type: 'city',
      city_name: 'London',
      city_code: 'LON',
      country_abbreviation: 'GB',
    })
    const members = all
      .filter((a) => a.city_code === 'LON' && a.station_type === 'airport')
      .map((a) => a.airport_code)
    expect(members).toEqual(expect.arrayContaining(['LHR', 'LGW', 'STN', 'LTN', 'LCY']))
    for (const cityCode of ['XNYC', 'XTYO', 'XPAR', 'XDXB']) {
      expect(all.find((a) => a.airport_code === cityCode)?.station_type, cityCode).toBe('city')
    }
  })

  it('covers India and the main international airports', async () => {
    const served = (await airports('/flights/flights/airports')).filter((a) => a.station_type === 'airport')
    const indian = served.filter((a) => a.country_abbreviation === 'IN')
    expect(indian.length).toBeGreaterThanOrEqual(100)
    expect(served.length - indian.length).toBeGreaterThanOrEqual(150)
    const codes = new Set(served.map((a) => a.airport_code))
    for (const hub of ['DXB', 'DOH', 'SIN', 'LHR', 'JFK', 'FRA', 'SYD', 'NRT', 'JNB'])
      expect(codes, hub).toContain(hub)
  })
})

describe('GET /flights/flights/airlines and alliances', () => {
  it('lists the Indian carriers with the right alliances', async () => {
    const all = await airlines()
    const byCode = new Map(all.map((a) => [a.iata_code, a]))
    expect(byCode.get('6E')).toMatchObject({ name: 'IndiGo', icao_code: 'IGO', alliance_code: null })
    expect(byCode.get('AI')).toMatchObject({ name: 'Air India', icao_code: 'AIC', alliance_code: 'STAR' })
    expect(byCode.get('SG')).toMatchObject({ name: 'SpiceJet', alliance_code: null })
    expect(byCode.get('QP')).toMatchObject({ name: 'Akasa Air', alliance_code: null })
    expect(byCode.get('QR')?.alliance_code).toBe('ONEWORLD')
    expect(byCode.get('AF')?.alliance_code).toBe('SKYTEAM')
    expect(byCode.get('AI')?.image_url).toBe('/images/airlines/AI.svg')
    expect(all.length).toBeGreaterThanOrEqual(70)
  })

  it('lists the three alliances, and every airline alliance is one of them', async () => {
    const alliances = await dataOf<{ name: string; code: string; image_url: string }[]>(
      '/flights/flights/alliances',
      'flights.alliances.response',
    )
    expect(alliances.map((a) => a.code)).toEqual(['STAR', 'ONEWORLD', 'SKYTEAM'])
    expect(alliances.map((a) => a.name)).toEqual(['Star Alliance', 'oneworld', 'SkyTeam'])
    for (const a of await airlines()) {
      if (a.alliance_code) expect(['STAR', 'ONEWORLD', 'SKYTEAM']).toContain(a.alliance_code)
    }
  })
})

describe('GET /flights/flights/exchange_rates', () => {
  it('gives the sandbox INR → USD display rate as from, to, rate (000 §3)', async () => {
    const rates = await dataOf<{ from: string; to: string; rate: number }[]>(
      '/flights/flights/exchange_rates',
      'flights.exchange-rates.response',
    )
    expect(rates).toEqual([{ from: 'INR', to: 'USD', rate: 0.012 }])
  })
})
