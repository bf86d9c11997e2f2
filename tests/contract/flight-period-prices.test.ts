// The fare calendar over HTTP: a price per day matching the search's cheapest, banded, validated.
// Answers are compared with the literal examples of docs/upstream.md ("Flights: fare calendar").
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PeriodPrice, SearchAnswer } from '@contracts/flights/schemas'
import { addDays, todayInIndia } from '~/services/flights/supplier'
import type { RunningUpstream } from '~/services/main'
import { docExample, queryOf, stringAt } from '../support/doc-examples'
import { expectMatchesExample } from '../support/expect-example'
import { clockFrom, get, readJson, startTestUpstream } from '../support/upstream'

// The supplier's clock starts when the examples were taken, so their fares and dates hold.
const now = clockFrom()
let services: RunningUpstream
beforeAll(async () => {
  services = await startTestUpstream({ flightsNow: now })
})
afterAll(() => services?.close())

interface Calendar {
  data: PeriodPrice[]
  meta: { status: string }
}

const day = (n: number) => addDays(todayInIndia(now()), n)

const calendar = (query: string) => get(services.url, `/flights/flights/period_prices?${query}`)
const route = (o = 'DEL', d = 'BOM') => `origin[code]=${o}&destination[code]=${d}`
/** A calendar of any route and period: its days have the shape of the documented ones (with and without a price). */
async function calendarOk(query: string): Promise<Calendar> {
  const res = await calendar(query)
  expect(res.status, query).toBe(200)
  const body = await readJson<Calendar>(res)
  expectMatchesExample(body, docExample('flights.period-prices.roundtrip.response'), { shapeOnly: ['data'] })
  return body
}

/** The cheapest adult fare a one-way search of that day, route and class shows. */
async function cheapestSearched(date: string, classType = 'ECONOMY', origin = 'DEL', destination = 'BOM') {
  const search = await fetch(`${services.url}/flights/b2b/v1.0/flights/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-sandbox-scenario': 'latencyMs=0' },
    body: JSON.stringify({
      origin: { code: origin, country: 'IN' },
      destination: { code: destination, country: 'IN' },
      search_type: 'one_way',
      travel_date: date,
      class_type: classType,
    }),
  })
  const results = (await readJson<SearchAnswer>(search)).data.results
  expect(results.length).toBeGreaterThan(0)
  return Math.min(...results.map((r) => r.adultPrice))
}

describe('GET /flights/flights/period_prices', () => {
  it('answers one price per day, the same as the cheapest economy fare of a search that day', async () => {
    const request = docExample('flights.period-prices.request')
    const res = await calendar(queryOf(request))
    expect(res.status).toBe(200)
    const body = await readJson<Calendar>(res)
    expectMatchesExample(body, docExample('flights.period-prices.response'))
    const { data } = body
    const from = stringAt(request, 'start_date')
    expect(data.map((d) => d.date)).toEqual(Array.from({ length: 7 }, (_, i) => addDays(from, i)))
    expect(new Set(data.map((d) => d.band))).toEqual(new Set(['LOW', 'MID', 'HIGH']))

    const date = data[3]?.date ?? ''
    expect(await cheapestSearched(date, 'ECONOMY', 'DEL', 'DED')).toBe(data[3]?.price)
    // Any route and period answers in the same shape.
    const delBom = await calendarOk(`start_date=${day(5)}&end_date=${day(18)}&${route()}&type=one_way`)
    expect(delBom.data).toHaveLength(14)
    expect(await cheapestSearched(day(9))).toBe(delBom.data[4]?.price)
  })

  it('prices the class searched: a business calendar shows the cheapest business fare', async () => {
    const business = (await calendarOk(`start_date=${day(9)}&end_date=${day(9)}&${route()}&cabin=BUSINESS`))
      .data[0]?.price
    const economy = (await calendarOk(`start_date=${day(9)}&end_date=${day(9)}&${route()}`)).data[0]?.price
    expect(business).toBe(await cheapestSearched(day(9), 'BUSINESS'))
    expect(business).toBeGreaterThan(economy ?? Infinity)
  })

  it('bands the cheapest day LOW and the dearest HIGH', async () => {
    const { data } = await calendarOk(`start_date=${day(1)}&end_date=${day(30)}&${route('BLR', 'CCU')}`)
    const prices = data.map((d) => d.price ?? 0)
    expect(data[prices.indexOf(Math.min(...prices))]?.band).toBe('LOW')
    expect(data[prices.indexOf(Math.max(...prices))]?.band).toBe('HIGH')
  })

  it('has no price for days already past, and prices the way back for a roundtrip from the ongoing date', async () => {
    const past = await calendarOk(`start_date=${day(-2)}&end_date=${day(2)}&${route()}`)
    expect(past.data.slice(0, 2).map((d) => [d.price, d.band])).toEqual([
      [null, 'NO_INFO'],
      [null, 'NO_INFO'],
    ])
    const res = await calendar(queryOf(docExample('flights.period-prices.roundtrip.request')))
    expect(res.status).toBe(200)
    const back = await readJson<Calendar>(res)
    expectMatchesExample(back, docExample('flights.period-prices.roundtrip.response'))
    expect(back.data.slice(0, 2).map((d) => [d.price, d.band])).toEqual([
      [null, 'NO_INFO'],
      [null, 'NO_INFO'],
    ])
    expect(back.data.slice(2).filter((d) => d.price === null)).toEqual([])
  })

  it('refuses a period over 62 days, a reversed period, a missing ongoing date and unknown airports', async () => {
    const tooLong = new URLSearchParams(queryOf(docExample('flights.period-prices.request')))
    tooLong.set('end_date', '2027-06-15')
    const long = await calendar(tooLong.toString())
    expect(long.status).toBe(400)
    expectMatchesExample(await long.json(), docExample('flights.period-prices.invalid.response'))

    const cases: [string, string][] = [
      [`start_date=${day(1)}&end_date=${day(70)}&${route()}`, 'end_date'],
      [`start_date=${day(10)}&end_date=${day(1)}&${route()}`, 'end_date'],
      [`start_date=${day(1)}&end_date=${day(5)}&${route()}&type=roundtrip`, 'ongoing_date'],
      [`start_date=${day(1)}&end_date=${day(5)}&${route('DEL', 'QQQ')}`, 'destination'],
      [`start_date=${day(1)}&end_date=${day(5)}&${route('DEL', 'DEL')}`, 'destination'],
      [`start_date=${day(1)}&end_date=${day(5)}&${route()}&type=both`, 'type'],
      [`start_date=${day(1)}&end_date=${day(5)}&${route()}&cabin=DELUXE`, 'cabin'],
    ]
    for (const [query, field] of cases) {
      const res = await calendar(query)
      expect(res.status, query).toBe(400)
      const body = await readJson<{ statusMessage: string; errors: { field: string }[] }>(res)
      expect(body.errors.map((e) => e.field)).toContain(field)
      expect(body.statusMessage).toBeTruthy()
    }
  })
})
