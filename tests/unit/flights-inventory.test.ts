// The sandbox inventory: deterministic, plausible, and in the shapes the store reads.
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { flightResultSchema, type FlightResult } from '@contracts/flights/schemas'
import {
  InventoryError,
  addDays,
  advanceFactor,
  busiestIndianAirports,
  cheapestFare,
  domesticRoundTrip,
  internationalRoundTrip,
  oneWayResults,
  todayInIndia,
  type InventoryOptions,
} from '~/services/flights/supplier'

// A fixed instant keeps every figure reproducible: 25 Nov 2026, 10:00 in India.
const NOW = Date.parse('2026-11-25T04:30:00Z')
const DAY = addDays(todayInIndia(NOW), 20)
const options: InventoryOptions = {
  now: NOW,
  travellers: { adults: 1, children: 0, infants: 0 },
  seniorCitizen: false,
}
const oneWay = (origin: string, destination: string, date = DAY, cabin: 'ECONOMY' | 'BUSINESS' = 'ECONOMY') =>
  oneWayResults({ origin, destination, date, cabin }, options)

const minutesOf = (iso: string) => Number(iso.slice(11, 13)) * 60 + Number(iso.slice(14, 16))

const foreign = [
  'DXB',
  'AUH',
  'SHJ',
  'DOH',
  'MCT',
  'BAH',
  'KWI',
  'RUH',
  'JED',
  'SIN',
  'KUL',
  'BKK',
  'HKT',
  'CGK',
  'HKG',
  'KTM',
  'CMB',
  'MLE',
  'DAC',
  'LHR',
  'MAN',
  'CDG',
  'FRA',
  'MUC',
  'AMS',
  'ZRH',
  'IST',
  'JFK',
  'EWR',
  'ORD',
  'SFO',
  'YYZ',
  'SYD',
  'MEL',
  'NRT',
  'ICN',
]
const indianMetros = ['DEL', 'BOM', 'BLR', 'MAA', 'HYD', 'CCU', 'COK', 'AMD']

describe('the sandbox inventory', () => {
  it('answers the same flights for the same route, date and cabin', () => {
    expect(oneWay('DEL', 'BOM')).toEqual(oneWay('DEL', 'BOM'))
    expect(oneWay('DEL', 'BOM')).not.toEqual(oneWay('DEL', 'BOM', addDays(DAY, 1)))
  })

  it('answers results in the shared result shape', () => {
    const results = [
      ...oneWay('DEL', 'BOM'),
      ...oneWay('BOM', 'XLON'),
      ...oneWay('DEL', 'BLR', DAY, 'BUSINESS'),
    ]
    expect(() => z.array(flightResultSchema).parse(results)).not.toThrow()
  })

  it('flies DEL–BOM non-stop in about 2h10m, many times a day, with morning and evening peaks', () => {
    const nonStop = oneWay('DEL', 'BOM').filter((r) => r.stops === 0)
    expect(nonStop.length).toBeGreaterThanOrEqual(20)
    for (const r of nonStop) expect(r.flightduration).toBeGreaterThanOrEqual(120)
    for (const r of nonStop) expect(r.flightduration).toBeLessThanOrEqual(145)
    const hours = nonStop.map((r) => Math.floor(minutesOf(r.departureDateTime) / 60))
    const peak = hours.filter((h) => (h >= 6 && h < 10) || (h >= 17 && h < 22)).length
    expect(peak / hours.length).toBeGreaterThan(0.5)
    const airlines = new Set(nonStop.map((r) => r.airlineCodes[0]))
    expect(airlines).toContain('6E')
    expect(airlines).toContain('AI')
    expect(airlines.size).toBeGreaterThanOrEqual(4)
  })

  it('connects through real hubs with layovers that can be made', () => {
    const results = [...oneWay('IXC', 'TRV'), ...oneWay('DEL', 'LHR'), ...oneWay('ZER', 'COK')]
    const connecting = results.filter((r) => r.stops > 0)
    expect(connecting.length).toBeGreaterThan(5)
    const hubs = [
      'DEL',
      'BOM',
      'BLR',
      'HYD',
      'CCU',
      'MAA',
      'COK',
      'DXB',
      'DOH',
      'AUH',
      'IST',
      'FRA',
      'LHR',
      'CDG',
      'AMS',
      'BAH',
    ]
    for (const r of connecting) {
      for (const leg of r.flights.slice(0, -1)) {
        expect(hubs).toContain(leg.destination.airport_code)
        expect(leg.layover_duration_in_minutes).toBeGreaterThanOrEqual(60)
        expect(leg.layover_duration_in_minutes).toBeLessThanOrEqual(600)
      }
      expect(r.flightlayover).toBe(r.flights.reduce((s, f) => s + f.layover_duration_in_minutes, 0))
    }
    expect(results.some((r) => r.stops >= 2)).toBe(true)
  })

  it('shows times at each airport in its own zone', () => {
    const nonStop = oneWay('DEL', 'LHR').find((r) => r.stops === 0)
    expect(nonStop?.departureDateTime).toMatch(/\+05:30$/)
    expect(nonStop?.arrivalDateTime).toMatch(/(\+00:00|\+01:00)$/)
  })

  it('covers every pair of the thirty busiest Indian airports', () => {
    const top = busiestIndianAirports.slice(0, 30)
    const missing: string[] = []
    // GOI and GOX are both Goa: nobody flies between them.
    const sameCity = (a: string, b: string) =>
      a === b || (['GOI', 'GOX'].includes(a) && ['GOI', 'GOX'].includes(b))
    for (const a of top)
      for (const b of top) if (!sameCity(a, b) && oneWay(a, b).length === 0) missing.push(`${a}-${b}`)
    expect(missing).toEqual([])
  })

  it('flies the Indian metros to at least thirty foreign airports', () => {
    const missing: string[] = []
    for (const m of indianMetros)
      for (const f of foreign) if (oneWay(m, f).length === 0) missing.push(`${m}-${f}`)
    expect(foreign.length).toBeGreaterThanOrEqual(30)
    expect(missing).toEqual([])
  })

  it('searches every airport of a city for an X code', () => {
    const london = new Set(oneWay('DEL', 'XLON').map((r) => r.destination.airport_code))
    expect(london.size).toBeGreaterThan(1)
    for (const code of london) expect(['LHR', 'LGW', 'LCY', 'LTN', 'STN']).toContain(code)
  })

  it('prices in whole paise, business above economy, rising as the date nears', () => {
    const cheapest = (r: FlightResult[]) => Math.min(...r.map((x) => x.adultPrice))
    const economy = cheapest(oneWay('DEL', 'BLR'))
    expect(Number.isInteger(economy)).toBe(true)
    expect(economy % 100).toBe(0)
    expect(cheapest(oneWay('DEL', 'BLR', DAY, 'BUSINESS'))).toBeGreaterThan(economy * 2)
    for (let d = 0; d < 90; d++) expect(advanceFactor(d)).toBeGreaterThan(advanceFactor(d + 1))
    // Economy DEL–BOM three weeks out costs what it does in India: a few thousand rupees.
    expect(cheapest(oneWay('DEL', 'BOM')) / 100).toBeGreaterThan(2500)
    expect(cheapest(oneWay('DEL', 'BOM')) / 100).toBeLessThan(9000)
  })

  it('sells some fares without check-in baggage and says so on every flight', () => {
    const all = [...oneWay('DEL', 'BOM'), ...oneWay('BLR', 'HYD'), ...oneWay('BOM', 'GOI')]
    const handOnly = all.filter((r) => r.baggage.check_in_kg === 0)
    expect(handOnly.length).toBeGreaterThan(0)
    for (const r of handOnly) expect(r.flights.every((f) => f.no_check_in_luggage_alert)).toBe(true)
    expect(all.some((r) => r.refundable)).toBe(true)
    expect(all.some((r) => !r.refundable)).toBe(true)
  })

  it('has no flight leaving within three hours of now, and nothing in the past', () => {
    const today = oneWayResults(
      { origin: 'DEL', destination: 'BOM', date: todayInIndia(NOW), cabin: 'ECONOMY' },
      options,
    )
    for (const r of today) expect(Date.parse(r.departureDateTime)).toBeGreaterThanOrEqual(NOW + 3 * 3_600_000)
    expect(() =>
      cheapestFare({ origin: 'DEL', destination: 'QQQ', date: DAY, cabin: 'ECONOMY' }, NOW),
    ).toThrow(InventoryError)
  })

  it('pairs a domestic round trip as two lists with special fares that match each other', () => {
    const rt = domesticRoundTrip(
      { origin: 'DEL', destination: 'BLR', date: DAY, cabin: 'ECONOMY' },
      { origin: 'BLR', destination: 'DEL', date: addDays(DAY, 4), cabin: 'ECONOMY' },
      options,
    )
    expect(rt.results.every((r) => r.column === 'ongoing' && r.origin.airport_code === 'DEL')).toBe(true)
    expect(rt.return_results.every((r) => r.column === 'return' && r.origin.airport_code === 'BLR')).toBe(
      true,
    )
    const special = rt.results.filter((r) => r.special_fare.is_special)
    expect(special.length).toBeGreaterThan(0)
    const returnIds = new Set(rt.return_results.map((r) => r.travel_plan_id))
    for (const s of special) {
      expect(s.special_fare.matching_travel_plans.length).toBeGreaterThan(0)
      for (const id of s.special_fare.matching_travel_plans) expect(returnIds).toContain(id)
    }
  })

  it('combines an international round trip into itineraries priced for both ways', () => {
    const combined = internationalRoundTrip(
      { origin: 'BOM', destination: 'DXB', date: DAY, cabin: 'ECONOMY' },
      { origin: 'DXB', destination: 'BOM', date: addDays(DAY, 7), cabin: 'ECONOMY' },
      options,
    )
    expect(combined.length).toBeGreaterThan(10)
    for (const r of combined) {
      expect(r.return_journey?.origin.airport_code).toBe('DXB')
      expect(r.return_journey?.airlineCodes).toEqual(r.airlineCodes)
    }
    expect(() => z.array(flightResultSchema).parse(combined)).not.toThrow()
  })

  it('gives the fare calendar the same cheapest fare the search shows', () => {
    const search = Math.min(...oneWay('BLR', 'CCU').map((r) => r.adultPrice))
    expect(cheapestFare({ origin: 'BLR', destination: 'CCU', date: DAY, cabin: 'ECONOMY' }, NOW)).toBe(search)
  })

  it('gives the calendar of a business search the cheapest business fare, not the economy one', () => {
    const business = Math.min(...oneWay('DEL', 'BOM', DAY, 'BUSINESS').map((r) => r.adultPrice))
    const economy = cheapestFare({ origin: 'DEL', destination: 'BOM', date: DAY, cabin: 'ECONOMY' }, NOW)
    expect(cheapestFare({ origin: 'DEL', destination: 'BOM', date: DAY, cabin: 'BUSINESS' }, NOW)).toBe(
      business,
    )
    expect(business).toBeGreaterThan(economy ?? Infinity)
  })
})
