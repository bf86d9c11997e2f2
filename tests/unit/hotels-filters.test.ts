import { describe, expect, it } from 'vitest'
import { noFilters, type HotelResultsSearch } from '@contracts/hotels/search-params'
import { sampleResults } from '@machines/hotels/samples'
import {
  activeFilterCount,
  chosenPrice,
  clearAll,
  COUNT_FALLBACK,
  DEFAULT_PRICE,
  NO_PRICE_CAP,
  priceBounds,
  resultsQueryOf,
  sortOf,
  sortOrderOf,
  toggleFilter,
  unfilteredCount,
  withPrice,
} from '~/lib/hotels/filters'

const search = (overrides: Partial<HotelResultsSearch> = {}): HotelResultsSearch => ({
  checkin_date: '2030-01-16',
  checkout_date: '2030-01-18',
  rooms: [{ adults_count: 2, children_age: [] }],
  place: { kind: 'location', id: 'goa', name: 'Goa' },
  page_no: 1,
  showing_price: 'roomPerNight',
  filters: noFilters(),
  ...overrides,
})

const meta = sampleResults('COMPLETED', []).meta

describe('price bounds', () => {
  it('start at 0–2,000 rupees before the first answer', () => {
    expect(priceBounds(null, 'roomPerNight')).toEqual(DEFAULT_PRICE)
  })

  it('then follow the answer’s range of the price shown, in whole steps of ₹1,000', () => {
    // 300,000–1,200,000 paise per night = ₹3,000–₹12,000; 600,000–2,400,000 total = ₹6,000–₹24,000.
    expect(priceBounds(meta, 'roomPerNight')).toEqual({ min: 3_000, max: 12_000 })
    expect(priceBounds(meta, 'total')).toEqual({ min: 6_000, max: 24_000 })
    const odd = { ...meta, price_range_per_night: { min: 345_678, max: 1_234_567 } }
    expect(priceBounds(odd, 'roomPerNight')).toEqual({ min: 3_000, max: 13_000 })
  })

  it('stay within the slider’s 2,500,000 rupees', () => {
    const dear = { ...meta, price_range_total: { min: 100_000_000, max: 900_000_000 } }
    expect(priceBounds(dear, 'total')).toEqual({ min: 1_000_000, max: 2_500_000 })
  })

  it('are empty (null) when the answer has no range: the page reports hd_price_range_empty', () => {
    expect(priceBounds({ ...meta, price_range_per_night: null }, 'roomPerNight')).toBeNull()
    expect(priceBounds({ ...meta, price_range_per_night: { min: 0, max: 0 } }, 'roomPerNight')).toBeNull()
  })

  it('show the traveller’s choice, clamped so min ≤ max', () => {
    const bounds = { min: 3_000, max: 12_000 }
    expect(chosenPrice(noFilters(), bounds)).toEqual(bounds)
    expect(chosenPrice({ ...noFilters(), price_min: 5_000, price_max: 4_000 }, bounds)).toEqual({
      min: 5_000,
      max: 5_000,
    })
  })
})

describe('the results query of a view', () => {
  it('carries page, page size, sort and every filter chosen', () => {
    const s = search({
      page_no: 3,
      sort: 'price,asc',
      filters: {
        ...noFilters(),
        star_rating: [4, 5],
        ta_rating: [4],
        amenities: ['pool'],
        smart_filters: ['free-cancellation'],
        property_type: ['Villa', 'Castle'],
        location: ['goa-baga'],
        filter_hotel_id: 'H9',
        price_min: 2_000,
        price_max: 9_000,
      },
    })
    expect(resultsQueryOf(s, 50)).toEqual({
      page_no: 3,
      page_size: 50,
      sort: 'price,asc',
      star_rating: [4, 5],
      ta_rating: [4],
      amenities: ['pool'],
      smart_filters: ['free-cancellation'],
      // An unknown property type is dropped, not sent.
      property_type: ['Villa'],
      location: ['goa-baga'],
      filter_hotel_id: 'H9',
      price_per_night: [2_000, 9_000],
    })
  })

  it('asks for the total price when totals are shown, and no upper bound at the slider’s top', () => {
    const s = search({
      showing_price: 'total',
      filters: { ...noFilters(), price_min: 0, price_max: 2_500_000 },
    })
    expect(resultsQueryOf(s, 50).total_price).toEqual([0, NO_PRICE_CAP])
    expect(resultsQueryOf(search(), 50)).toEqual({ page_no: 1, page_size: 50 })
  })
})

describe('changing filters', () => {
  it('toggles a value and goes back to page 1', () => {
    const on = toggleFilter(search({ page_no: 4 }), 'star_rating', 4)
    expect(on).toMatchObject({ page_no: 1, filters: { star_rating: [4] } })
    expect(toggleFilter(on, 'star_rating', 4).filters.star_rating).toEqual([])
  })

  it('keeps no price in the address while the range is the default one', () => {
    const bounds = { min: 3_000, max: 12_000 }
    expect(withPrice(search(), bounds, bounds).filters).toEqual(noFilters())
    expect(withPrice(search(), { min: 4_000, max: 12_000 }, bounds).filters).toMatchObject({
      price_min: 4_000,
      price_max: 12_000,
    })
  })

  it('clear all keeps the default price bounds and resets locations, amenities and smart filters (and the rest)', () => {
    const busy = search({
      sort: 'price,desc',
      page_no: 2,
      filters: {
        ...noFilters(),
        price_min: 1_000,
        price_max: 5_000,
        location: ['goa-baga'],
        amenities: ['pool'],
        smart_filters: ['x'],
        star_rating: [4],
      },
    })
    expect(activeFilterCount(busy.filters)).toBe(5)
    const cleared = clearAll(busy)
    expect(cleared.filters).toEqual(noFilters())
    expect(chosenPrice(cleared.filters, { min: 3_000, max: 12_000 })).toEqual({ min: 3_000, max: 12_000 })
    expect(cleared).toMatchObject({ sort: 'price,desc', page_no: 1 })
  })
})

describe('sort and counts', () => {
  it('reads the address’s sort as field,direction: asc is lowToHigh, desc highToLow', () => {
    expect(sortOrderOf('price,asc')).toBe('lowToHigh')
    expect(sortOrderOf('price,desc')).toBe('highToLow')
    expect(sortOrderOf(undefined)).toBe('default')
    expect(sortOf('lowToHigh')).toBe('price,asc')
    expect(sortOf('default')).toBeUndefined()
  })

  it('falls back to 4,000 for the unfiltered count', () => {
    expect(unfilteredCount(null)).toBe(COUNT_FALLBACK)
    expect(unfilteredCount({ ...meta, metaInfo: { ...meta.metaInfo, total_results: 0 } })).toBe(4_000)
    expect(unfilteredCount({ ...meta, metaInfo: { ...meta.metaInfo, total_results: 2_140 } })).toBe(2_140)
  })
})
