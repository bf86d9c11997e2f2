import { describe, expect, it } from 'vitest'
import { defaultProductConfig } from '@config'
import { deriveFilterBounds, NO_ALLIANCE, priceStepPaise } from '~/lib/flights/bounds'
import { applyFilters } from '~/lib/flights/filters'
import {
  initialFilterState,
  isFiltering,
  reduceFilters,
  type FilterAction,
  type FilterState,
  type SearchContext,
} from '~/lib/flights/filter-state'
import { sampleAllianceInfo, sampleResults } from '~/lib/flights/sample'
import type { FlightResult } from '@contracts/flights/schemas'
import { result } from './flights-factory'

const flights = defaultProductConfig.flights
const options = {
  priceFilterStep: flights.priceFilterStep,
  stopsLabels: flights.stopsLabels,
  allianceInfo: sampleAllianceInfo,
}
const ids = (rs: FlightResult[]) => rs.map((r) => r.travel_plan_id)

const nonStopMorning = result({
  travel_plan_id: 'ns-am',
  rupees: 5_432,
  refundable: true,
  legs: [{ from: 'DEL', to: 'BOM', dep: 420, minutes: 130 }],
})
const nonStopNight = result({
  travel_plan_id: 'ns-night',
  rupees: 4_210,
  legs: [{ airline: 'SG', from: 'DEL', to: 'BOM', dep: 300, minutes: 125 }],
})
const oneStop = result({
  travel_plan_id: '1s',
  rupees: 6_999,
  oldPrice: 750_000,
  legs: [
    { airline: 'AI', from: 'DEL', to: 'AMD', dep: 720, minutes: 90, layover: 95 },
    { airline: 'AI', from: 'AMD', to: 'BOM', dep: 905, minutes: 70 },
  ],
})
const twoStops = result({
  travel_plan_id: '2s',
  rupees: 9_050,
  legs: [
    { airline: 'UK', from: 'DEL', to: 'JAI', dep: 1_080, minutes: 60, layover: 60 },
    { airline: 'LH', from: 'JAI', to: 'AMD', dep: 1_200, minutes: 70, layover: 300 },
    { airline: 'UK', from: 'AMD', to: 'BOM', dep: 1_570, minutes: 70 },
  ],
})
const all = [nonStopMorning, nonStopNight, oneStop, twoStops]
const bounds = deriveFilterBounds(all, options)
const start = initialFilterState(bounds, flights)
const run = (state: FilterState) => ids(applyFilters(all, state, flights.stopsLabels))
const after = (...actions: FilterAction[]) => actions.reduce((s, a) => reduceFilters(s, a, bounds), start)

describe('deriveFilterBounds', () => {
  it('rounds the price range to the ₹100 step (10,000 paise) outward', () => {
    expect(priceStepPaise(100)).toBe(10_000)
    expect(bounds.price).toEqual({ min: 420_000, max: 910_000, step: 10_000 })
  })

  it('rounds duration and layover to half hours outward, in hours', () => {
    // Durations 125..560 minutes; layovers 0..360 minutes (of the two-stop trip).
    expect(bounds.duration).toEqual({ min: 2, max: 9.5 })
    expect(bounds.layover).toEqual({ min: 0, max: 6 })
  })

  it('lists airlines with their cheapest fare, cheapest first', () => {
    expect(bounds.airlines.map((a) => [a.code, a.minPrice, a.count])).toEqual([
      ['SG', 421_000, 1],
      ['6E', 543_200, 1],
      ['AI', 699_900, 1],
      ['LH', 905_000, 1],
      ['UK', 905_000, 1],
    ])
  })

  it('groups airlines by alliance, No Alliance last', () => {
    expect(bounds.alliances.map((a) => [a.name, a.airlines])).toEqual([
      ['Star Alliance', ['AI', 'LH']],
      ['No Alliance', ['SG', '6E', 'UK']],
    ])
  })

  it('lists the airports where travellers change planes, and stops present with their cheapest fare', () => {
    expect(bounds.airports.map((a) => a.code)).toEqual(['AMD', 'JAI'])
    expect(bounds.stops).toEqual([
      { label: 'Non-Stop', minPrice: 421_000, count: 2 },
      { label: '1 Stop', minPrice: 699_900, count: 1 },
      { label: '2+ Stops', minPrice: 905_000, count: 1 },
    ])
  })

  it('names airlines as master data spells them, and puts an airline master data does not know under No Alliance', () => {
    const directory = {
      airlines: [
        { iata_code: 'AI', alliance_code: 'STAR', name: 'Air India (master data)' },
        { iata_code: '6E', alliance_code: null, name: 'IndiGo' },
      ],
      alliances: [{ code: 'STAR', name: 'Star Alliance' }],
    }
    const named = deriveFilterBounds(all, { ...options, allianceInfo: directory })
    const byCode = new Map(named.airlines.map((a) => [a.code, a]))
    expect(byCode.get('AI')?.name).toBe('Air India (master data)')
    expect(byCode.get('AI')?.alliance).toBe('STAR')
    expect(byCode.get('UK')?.alliance).toBe(NO_ALLIANCE)
    expect(named.alliances.map((a) => a.name)).toEqual(['Star Alliance', 'No Alliance'])
  })

  it('counts every airline as No Alliance without master data, and starts ranges at 0 to 0.5 with no results', () => {
    const bare = deriveFilterBounds(all, { ...options, allianceInfo: undefined })
    expect(bare.alliances.map((a) => a.code)).toEqual([NO_ALLIANCE])
    const empty = deriveFilterBounds([], options)
    expect(empty.duration).toEqual({ min: 0, max: 0.5 })
    expect(empty.layover).toEqual({ min: 0, max: 0.5 })
    expect(empty.price.max).toBe(0)
  })
})

describe('initial filter state', () => {
  it('starts with the default sort, price at its default max and every flag off', () => {
    expect(start.sort_attribute).toBe('PRICE_ASC')
    expect(start.return_sort_attribute).toBe('PRICE_ASC')
    expect(start.adult_price).toEqual({ max: 910_000, defaultMax: 910_000 })
    expect(start.stops).toEqual({ 'Non-Stop': false, '1 Stop': false, '2+ Stops': false })
    expect(start.duration).toEqual({ min: 2, defaultMin: 2, max: 9.5, defaultMax: 9.5 })
    expect(isFiltering(start)).toBe(false)
    expect(run(start)).toEqual(['ns-am', 'ns-night', '1s', '2s'])
  })

  it('before any result the ranges are 0 to 0.5 (000 §3)', () => {
    expect(initialFilterState(null, flights).layover).toEqual({
      min: 0,
      defaultMin: 0,
      max: 0.5,
      defaultMax: 0.5,
    })
  })

  const ctx = (over: Partial<SearchContext>): SearchContext => ({
    storeCategory: 'B2B',
    originCountry: 'IN',
    destinationCountry: 'IN',
    mobile: false,
    domesticCountry: 'IN',
    ...over,
  })

  it('on an agent store, a domestic desktop search starts with Non-Stop on and net/incentive off', () => {
    const s = initialFilterState(bounds, flights, ctx({}))
    expect(s.stops['Non-Stop']).toBe(true)
    expect([s.showNet, s.showIncentive]).toEqual([false, false])
    expect(run(s)).toEqual(['ns-am', 'ns-night'])
  })

  it.each([
    ['international', ctx({ destinationCountry: 'AE' })],
    ['mobile', ctx({ mobile: true })],
    ['consumer store', ctx({ storeCategory: 'B2C' })],
  ])('no Non-Stop default for a %s search', (_, search) => {
    const s = initialFilterState(bounds, flights, search)
    expect(s.stops['Non-Stop']).toBe(false)
    expect([s.showNet, s.showIncentive]).toEqual([false, false])
  })
})

describe('applying filters', () => {
  it('price: at most the chosen max, snapped up to the ₹100 step', () => {
    const s = after({ type: 'price', max: 543_150 })
    expect(s.adult_price.max).toBe(550_000)
    expect(run(s)).toEqual(['ns-am', 'ns-night'])
    expect(after({ type: 'price', max: 99_999_999 }).adult_price.max).toBe(910_000)
  })

  it('stops by label; several labels widen the choice', () => {
    expect(run(after({ type: 'toggleStop', label: 'Non-Stop' }))).toEqual(['ns-am', 'ns-night'])
    expect(run(after({ type: 'toggleStop', label: '2+ Stops' }))).toEqual(['2s'])
    expect(
      run(after({ type: 'toggleStop', label: '1 Stop' }, { type: 'toggleStop', label: '2+ Stops' })),
    ).toEqual(['1s', '2s'])
    expect(
      run(after({ type: 'toggleStop', label: 'Non-Stop' }, { type: 'toggleStop', label: 'Non-Stop' })),
    ).toHaveLength(4)
  })

  it('departure buckets by local time at the origin', () => {
    const toggle = (bucket: 'NIGHT' | 'MORNING' | 'AFTERNOON' | 'EVENING'): FilterAction => ({
      type: 'toggleTime',
      which: 'departure_datetime',
      bucket,
    })
    expect(run(after(toggle('NIGHT')))).toEqual(['ns-night'])
    expect(run(after(toggle('MORNING')))).toEqual(['ns-am'])
    expect(run(after(toggle('AFTERNOON')))).toEqual(['1s'])
    expect(run(after(toggle('EVENING')))).toEqual(['2s'])
    expect(run(after(toggle('MORNING'), toggle('EVENING')))).toEqual(['ns-am', '2s'])
  })

  it('Non-Stop plus Morning gives the morning non-stops only', () => {
    const s = after(
      { type: 'toggleStop', label: 'Non-Stop' },
      { type: 'toggleTime', which: 'departure_datetime', bucket: 'MORNING' },
    )
    expect(run(s)).toEqual(['ns-am'])
  })

  it('airlines: any carrier of the itinerary', () => {
    expect(run(after({ type: 'toggleAirline', code: 'LH' }))).toEqual(['2s'])
    expect(run(after({ type: 'toggleAirline', code: 'UK' }, { type: 'toggleAirline', code: '6E' }))).toEqual([
      'ns-am',
      '2s',
    ])
  })

  it('alliances set the airlines of those alliances; No Alliance covers the rest', () => {
    const star = after({ type: 'toggleAlliance', code: 'STAR' })
    expect(star.airlines).toEqual(['AI', 'LH'])
    expect(run(star)).toEqual(['1s', '2s'])
    const none = after({ type: 'toggleAlliance', code: NO_ALLIANCE })
    expect(none.airlines).toEqual(['SG', '6E', 'UK'])
    expect(run(none)).toEqual(['ns-am', 'ns-night', '2s'])
    expect(
      after({ type: 'toggleAlliance', code: 'STAR' }, { type: 'toggleAlliance', code: 'STAR' }).airlines,
    ).toEqual([])
  })

  it('airports: changes planes there; a non-stop never matches', () => {
    expect(run(after({ type: 'toggleAirport', code: 'AMD' }))).toEqual(['1s', '2s'])
    expect(run(after({ type: 'toggleAirport', code: 'JAI' }))).toEqual(['2s'])
  })

  it('layover and duration in hours, rounded to half hours and kept inside the defaults', () => {
    const shortTrips = after({ type: 'range', which: 'duration', min: 0, max: 2.3 })
    expect(shortTrips.duration.max).toBe(2.5)
    expect(shortTrips.duration.min).toBe(2)
    expect(run(shortTrips)).toEqual(['ns-am', 'ns-night'])
    const longLayovers = after({ type: 'range', which: 'layover', min: 1.5, max: 6 })
    expect(run(longLayovers)).toEqual(['1s', '2s'])
    expect(run(after({ type: 'range', which: 'layover', min: 0, max: 1 }))).toEqual(['ns-am', 'ns-night'])
  })

  it('refundable and discounted fares', () => {
    expect(run(after({ type: 'refundable', on: true }))).toEqual(['ns-am'])
    expect(run(after({ type: 'flag', name: 'withDiscount', on: true }))).toEqual(['1s'])
  })

  it('an airline tab forces that airline on, and a second click lets go of it', () => {
    const tab = after({ type: 'toggleAirline', code: 'SG' }, { type: 'airlineTab', code: 'AI' })
    expect(tab.airline_tab).toBe('AI')
    expect(run(tab)).toEqual(['1s'])
    const off = reduceFilters(tab, { type: 'airlineTab', code: 'AI' }, bounds)
    expect(off.airline_tab).toBeNull()
    expect(run(off)).toHaveLength(4)
  })

  it('reset restores the defaults and keeps the sort and the agent display', () => {
    const busy = after(
      { type: 'sort', key: 'DEPARTURE_DESC' },
      { type: 'price', max: 500_000 },
      { type: 'toggleStop', label: '1 Stop' },
      { type: 'toggleTime', which: 'return_datetime', bucket: 'EVENING' },
      { type: 'toggleAlliance', code: 'STAR' },
      { type: 'toggleAirport', code: 'AMD' },
      { type: 'range', which: 'layover', min: 1, max: 2 },
      { type: 'refundable', on: true },
      { type: 'flag', name: 'showNet', on: true },
      { type: 'airlineTab', code: '6E' },
    )
    expect(isFiltering(busy)).toBe(true)
    const reset = reduceFilters(busy, { type: 'reset' }, bounds)
    expect(reset).toEqual({ ...start, sort_attribute: 'DEPARTURE_DESC', showNet: true, reset: true })
    expect(isFiltering(reset)).toBe(false)
    expect(reduceFilters(reset, { type: 'refundable', on: true }, bounds).reset).toBe(false)
    expect(reduceFilters(reset, { type: 'sort', key: 'PRICE_ASC' }, bounds).reset).toBe(true)
  })
})

describe('polling batches', () => {
  it('untouched ranges follow new data; a moved one stays where the traveller put it', () => {
    const first = deriveFilterBounds([nonStopMorning], options)
    let s = initialFilterState(first, flights)
    s = reduceFilters(s, { type: 'range', which: 'layover', min: 0, max: 0 }, first)
    s = reduceFilters(s, { type: 'bounds', bounds }, bounds)
    expect(s.adult_price).toEqual({ max: 910_000, defaultMax: 910_000 })
    expect(s.duration).toEqual({ min: 2, defaultMin: 2, max: 9.5, defaultMax: 9.5 })
    expect(s.layover).toEqual({ min: 0, defaultMin: 0, max: 0, defaultMax: 6 })
  })

  it('a filter at its default lets through results outside the old bounds', () => {
    const s = initialFilterState(deriveFilterBounds([nonStopMorning], options), flights)
    expect(run(s)).toHaveLength(4)
  })
})

describe('return lists and combined round trips', () => {
  it('the return list of a domestic round trip follows the return time buckets', () => {
    const back = result({
      travel_plan_id: 'back',
      column: 'return',
      legs: [{ from: 'BOM', to: 'DEL', dep: 1_140, minutes: 130 }],
    })
    const s = after({ type: 'toggleTime', which: 'departure_datetime', bucket: 'MORNING' })
    expect(ids(applyFilters([back], s, flights.stopsLabels))).toEqual(['back'])
    const r = after({ type: 'toggleTime', which: 'return_datetime', bucket: 'MORNING' })
    expect(ids(applyFilters([back], r, flights.stopsLabels))).toEqual([])
  })

  it('a combined round trip is Non-Stop only when both ways are, and its way back follows return buckets', () => {
    const rt = result({
      travel_plan_id: 'rt',
      legs: [{ from: 'DEL', to: 'DXB', dep: 420, minutes: 220 }],
      return_journey: result({
        legs: [
          { from: 'DXB', to: 'AMD', dep: 1_200, minutes: 180, layover: 90 },
          { from: 'AMD', to: 'DEL', dep: 1_470, minutes: 90 },
        ],
      }),
    })
    const stopsOf = (label: string) =>
      ids(applyFilters([rt], after({ type: 'toggleStop', label }), flights.stopsLabels))
    expect(stopsOf('Non-Stop')).toEqual([])
    expect(stopsOf('1 Stop')).toEqual(['rt'])
    const evening = after({ type: 'toggleTime', which: 'return_datetime', bucket: 'EVENING' })
    expect(ids(applyFilters([rt], evening, flights.stopsLabels))).toEqual(['rt'])
    const morningBack = after({ type: 'toggleTime', which: 'return_datetime', bucket: 'MORNING' })
    expect(ids(applyFilters([rt], morningBack, flights.stopsLabels))).toEqual([])
  })
})

describe('a large result set', () => {
  it('filters 5,000 results consistently with a per-result check', () => {
    const many = sampleResults({ count: 5_000, seed: 42 })
    const b = deriveFilterBounds(many, options)
    let s = initialFilterState(b, flights)
    s = reduceFilters(s, { type: 'toggleStop', label: 'Non-Stop' }, b)
    s = reduceFilters(s, { type: 'toggleTime', which: 'departure_datetime', bucket: 'MORNING' }, b)
    const shown = applyFilters(many, s, flights.stopsLabels)
    const expected = many.filter(
      (r) =>
        r.stops === 0 &&
        Number(r.departureDateTime.slice(11, 13)) >= 6 &&
        Number(r.departureDateTime.slice(11, 13)) < 11,
    )
    expect(ids(shown)).toEqual(ids(expected))
    expect(shown.length).toBeGreaterThan(100)
  })
})
