// The fare calendar over HTTP: a price per day matching the search's cheapest, banded, validated.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { periodPriceSchema, searchAnswerSchema } from '@contracts/flights/schemas'
import { addDays, todayInIndia } from '~/services/flights/supplier'
import type { RunningUpstream } from '~/services/main'
import { get, startTestUpstream } from '../support/upstream'

let services: RunningUpstream
beforeAll(async () => {
  services = await startTestUpstream()
})
afterAll(() => services?.close())

const day = (n: number) => addDays(todayInIndia(Date.now()), n)
const answerSchema = z.object({
  data: z.array(periodPriceSchema),
  meta: z.object({ status: z.literal('SUCCESS') }),
})

const calendar = (query: string) => get(services.url, `/flights/flights/period_prices?${query}`)
const route = (o = 'DEL', d = 'BOM') => `origin[code]=${o}&destination[code]=${d}`

/** The cheapest adult fare a one-way DEL → BOM search of that day and class shows. */
async function cheapestSearched(date: string, classType = 'ECONOMY') {
  const search = await fetch(`${services.url}/flights/b2b/v1.0/flights/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-sandbox-scenario': 'latencyMs=0' },
    body: JSON.stringify({
      origin: { code: 'DEL', country: 'IN' },
      destination: { code: 'BOM', country: 'IN' },
      search_type: 'one_way',
      travel_date: date,
      class_type: classType,
    }),
  })
  const results = searchAnswerSchema.parse(await search.json()).data.results
  return Math.min(...results.map((r) => r.adultPrice))
}

describe('GET /flights/flights/period_prices', () => {
  it('answers one price per day, the same as the cheapest economy fare of a search that day', async () => {
    const res = await calendar(`start_date=${day(5)}&end_date=${day(18)}&${route()}&type=one_way`)
    expect(res.status).toBe(200)
    const { data } = answerSchema.parse(await res.json())
    expect(data.map((d) => d.date)).toEqual(Array.from({ length: 14 }, (_, i) => day(5 + i)))
    expect(data.every((d) => d.price !== null && Number.isInteger(d.price))).toBe(true)
    expect(new Set(data.map((d) => d.band))).toEqual(new Set(['LOW', 'MID', 'HIGH']))

    expect(await cheapestSearched(day(9))).toBe(data[4]?.price)
  })

  it('prices the class searched: a business calendar shows the cheapest business fare', async () => {
    const business = answerSchema.parse(
      await (await calendar(`start_date=${day(9)}&end_date=${day(9)}&${route()}&cabin=BUSINESS`)).json(),
    ).data[0]?.price
    const economy = answerSchema.parse(
      await (await calendar(`start_date=${day(9)}&end_date=${day(9)}&${route()}`)).json(),
    ).data[0]?.price
    expect(business).toBe(await cheapestSearched(day(9), 'BUSINESS'))
    expect(business).toBeGreaterThan(economy ?? Infinity)
  })

  it('bands the cheapest day LOW and the dearest HIGH', async () => {
    const { data } = answerSchema.parse(
      await (await calendar(`start_date=${day(1)}&end_date=${day(30)}&${route('BLR', 'CCU')}`)).json(),
    )
    const prices = data.map((d) => d.price ?? 0)
    expect(data[prices.indexOf(Math.min(...prices))]?.band).toBe('LOW')
    expect(data[prices.indexOf(Math.max(...prices))]?.band).toBe('HIGH')
  })

  it('has no price for days already past, and prices the way back for a roundtrip from the ongoing date', async () => {
    const past = answerSchema.parse(
      await (await calendar(`start_date=${day(-2)}&end_date=${day(2)}&${route()}`)).json(),
    )
    expect(past.data.slice(0, 2).map((d) => [d.price, d.band])).toEqual([
      [null, 'NO_INFO'],
      [null, 'NO_INFO'],
    ])
    const back = answerSchema.parse(
      await (
        await calendar(
          `start_date=${day(3)}&end_date=${day(10)}&${route()}&type=roundtrip&ongoing_date=${day(6)}`,
        )
      ).json(),
    )
    expect(back.data.slice(0, 3).every((d) => d.band === 'NO_INFO')).toBe(true)
    expect(back.data.slice(3).every((d) => d.price !== null)).toBe(true)
  })

  it('refuses a period over 62 days, a reversed period, a missing ongoing date and unknown airports', async () => {
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
      const body: { statusMessage: string; errors: { field: string }[] } = await res.json()
      expect(body.errors.map((e) => e.field)).toContain(field)
      expect(body.statusMessage).toBeTruthy()
    }
  })
})
