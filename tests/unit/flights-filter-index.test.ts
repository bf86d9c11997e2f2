import { describe, expect, it } from 'vitest'
import { defaultProductConfig } from '@config'
import { deriveFilterBounds } from '~/lib/flights/bounds'
import { filterIndexOf } from '~/lib/flights/filter-index'
import { applyFilters } from '~/lib/flights/filters'
import { initialFilterState, reduceFilters, type FilterAction } from '~/lib/flights/filter-state'
import type { FlightResult } from '@contracts/flights/schemas'
import { result } from './flights-factory'

const flights = defaultProductConfig.flights
const options = { priceFilterStep: flights.priceFilterStep, stopsLabels: flights.stopsLabels }

// 40 airlines: more than one 32-bit word of airline bits per result.
const codes = Array.from({ length: 40 }, (_, i) => `${String.fromCharCode(65 + Math.floor(i / 10))}${i % 10}`)
const list: FlightResult[] = codes.map((airline, i) =>
  result({
    travel_plan_id: `p${i}`,
    rupees: 3_000 + i * 10,
    legs: [{ airline, from: 'DEL', to: 'BOM', dep: 360 + i, minutes: 120 }],
  }),
)

function stateAfter(...actions: FilterAction[]) {
  const bounds = deriveFilterBounds(list, options)
  return actions.reduce((s, a) => reduceFilters(s, a, bounds), initialFilterState(bounds, flights))
}

describe('the filter columns of a result list', () => {
  it('gives each airline its own bit, across more than 32 airlines', () => {
    const index = filterIndexOf(list)
    expect(index.airlines.bit.size).toBe(40)
    expect(index.airlines.words).toBe(2)
    const ticked = stateAfter({ type: 'toggleAirline', code: 'A1' }, { type: 'toggleAirline', code: 'D9' })
    expect(applyFilters(list, ticked, flights.stopsLabels).map((r) => r.travel_plan_id)).toEqual([
      'p1',
      'p39',
    ])
  })

  it('is built once per list and reused by every later filter', () => {
    expect(filterIndexOf(list)).toBe(filterIndexOf(list))
    expect(filterIndexOf([...list])).not.toBe(filterIndexOf(list))
  })

  it('shows nothing for a ticked airline that no result in the list flies', () => {
    const ticked = stateAfter({ type: 'toggleAirline', code: 'ZZ' })
    expect(applyFilters(list, ticked, flights.stopsLabels)).toEqual([])
  })

  it('keeps the order of the list it is given', () => {
    const reversed = [...list].reverse()
    const ticked = stateAfter({ type: 'toggleAirline', code: 'A1' }, { type: 'toggleAirline', code: 'D9' })
    expect(applyFilters(reversed, ticked, flights.stopsLabels).map((r) => r.travel_plan_id)).toEqual([
      'p39',
      'p1',
    ])
  })
})
