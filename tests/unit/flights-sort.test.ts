import { describe, expect, it } from 'vitest'
import { sampleResults } from '~/lib/flights/sample'
import { parseSortKey, sortedOnce, sortKeyOr, sortKeys, sortResults, toggleSort } from '~/lib/flights/sort'
import { result } from './flights-factory'

const ids = (rs: { travel_plan_id: string }[]) => rs.map((r) => r.travel_plan_id)

describe('sort keys', () => {
  it('has every key of 000 §3, ascending and descending', () => {
    expect(sortKeys).toEqual([
      'PRICE_ASC',
      'PRICE_DESC',
      'DEPARTURE_ASC',
      'DEPARTURE_DESC',
      'DURATION_ASC',
      'DURATION_DESC',
      'OPERATOR_ASC',
      'OPERATOR_DESC',
      'ARRIVAL_ASC',
      'ARRIVAL_DESC',
      'AIRLINE_ASC',
      'AIRLINE_DESC',
    ])
    expect(parseSortKey('DURATION_DESC')).toEqual({ field: 'DURATION', direction: 'DESC' })
  })

  it('a click on a new field sorts ascending, on the current one flips it', () => {
    expect(toggleSort('PRICE_ASC', 'DEPARTURE')).toBe('DEPARTURE_ASC')
    expect(toggleSort('DEPARTURE_ASC', 'DEPARTURE')).toBe('DEPARTURE_DESC')
    expect(toggleSort('DEPARTURE_DESC', 'DEPARTURE')).toBe('DEPARTURE_ASC')
  })

  it('falls back to PRICE_ASC for a configured default that is not a key', () => {
    expect(sortKeyOr('PRICE_ASC')).toBe('PRICE_ASC')
    expect(sortKeyOr('CHEAPEST')).toBe('PRICE_ASC')
  })
})

describe('sortResults', () => {
  const early = result({
    travel_plan_id: 'early',
    rupees: 6_000,
    legs: [{ from: 'DEL', to: 'BOM', dep: 360, minutes: 130 }],
  })
  const cheap = result({
    travel_plan_id: 'cheap',
    rupees: 4_000,
    legs: [{ from: 'DEL', to: 'BOM', dep: 900, minutes: 150 }],
  })
  const long = result({
    travel_plan_id: 'long',
    rupees: 5_000,
    legs: [
      { airline: 'AI', from: 'DEL', to: 'AMD', dep: 420, minutes: 90, layover: 120 },
      { airline: 'UK', from: 'AMD', to: 'BOM', dep: 630, minutes: 70 },
    ],
  })
  const late = result({
    travel_plan_id: 'late',
    rupees: 8_000,
    legs: [{ airline: 'SG', from: 'DEL', to: 'BOM', dep: 1_260, minutes: 125 }],
  })
  const all = [late, long, cheap, early]

  it.each([
    ['PRICE_ASC', ['cheap', 'long', 'early', 'late']],
    ['PRICE_DESC', ['late', 'early', 'long', 'cheap']],
    ['DEPARTURE_ASC', ['early', 'long', 'cheap', 'late']],
    ['DEPARTURE_DESC', ['late', 'cheap', 'long', 'early']],
    ['DURATION_ASC', ['late', 'early', 'cheap', 'long']],
    ['DURATION_DESC', ['long', 'cheap', 'early', 'late']],
    ['ARRIVAL_ASC', ['early', 'long', 'cheap', 'late']],
    ['ARRIVAL_DESC', ['late', 'cheap', 'long', 'early']],
    // Airline name: Air India < IndiGo (cheap, then early by price) < SpiceJet.
    ['AIRLINE_ASC', ['long', 'cheap', 'early', 'late']],
    ['AIRLINE_DESC', ['late', 'cheap', 'early', 'long']],
    // Carriers in order: '6E' < 'AI+UK' < 'SG'.
    ['OPERATOR_ASC', ['cheap', 'early', 'long', 'late']],
    ['OPERATOR_DESC', ['late', 'long', 'cheap', 'early']],
  ] as const)('%s', (key, expected) => {
    expect(ids(sortResults(all, key))).toEqual(expected)
  })

  it('breaks ties by price, then departure, then duration (ascending whatever the direction)', () => {
    const a = result({
      travel_plan_id: 'a',
      rupees: 5_000,
      legs: [{ from: 'DEL', to: 'BOM', dep: 600, minutes: 120 }],
    })
    const b = result({
      travel_plan_id: 'b',
      rupees: 4_000,
      legs: [{ from: 'DEL', to: 'BOM', dep: 700, minutes: 120 }],
    })
    const c = result({
      travel_plan_id: 'c',
      rupees: 4_000,
      legs: [{ from: 'DEL', to: 'BOM', dep: 500, minutes: 140 }],
    })
    const d = result({
      travel_plan_id: 'd',
      rupees: 4_000,
      legs: [{ from: 'DEL', to: 'BOM', dep: 500, minutes: 130 }],
    })
    // Same airline for all: the ties decide everything.
    expect(ids(sortResults([a, b, c, d], 'AIRLINE_ASC'))).toEqual(['d', 'c', 'b', 'a'])
    expect(ids(sortResults([a, b, c, d], 'AIRLINE_DESC'))).toEqual(['d', 'c', 'b', 'a'])
  })

  it('leaves the input alone and keeps every result', () => {
    const input = sampleResults({ count: 300, seed: 7 })
    const before = ids(input)
    const sorted = sortResults(input, 'DEPARTURE_DESC')
    expect(ids(input)).toEqual(before)
    expect(new Set(ids(sorted))).toEqual(new Set(before))
    for (let i = 1; i < sorted.length; i++) {
      expect(Date.parse(sorted[i - 1]!.departureDateTime)).toBeGreaterThanOrEqual(
        Date.parse(sorted[i]!.departureDateTime),
      )
    }
  })

  it('sorts a combined round trip by the total time of both directions', () => {
    const back = result({ legs: [{ from: 'BOM', to: 'DEL', dep: 600, minutes: 300 }] })
    const withReturn = result({ travel_plan_id: 'rt', rupees: 1, return_journey: back })
    const single = result({
      travel_plan_id: 'ow',
      rupees: 2,
      legs: [{ from: 'DEL', to: 'BOM', dep: 360, minutes: 200 }],
    })
    expect(ids(sortResults([withReturn, single], 'DURATION_ASC'))).toEqual(['ow', 'rt'])
  })
})

describe('sortedOnce', () => {
  it('gives the same order as sortResults and remembers it per result set and key', () => {
    const input = sampleResults({ count: 200, seed: 3 })
    const first = sortedOnce(input, 'ARRIVAL_DESC')
    expect(ids(first)).toEqual(ids(sortResults(input, 'ARRIVAL_DESC')))
    expect(sortedOnce(input, 'ARRIVAL_DESC')).toBe(first)
    expect(sortedOnce([...input], 'ARRIVAL_DESC')).not.toBe(first)
  })
})
