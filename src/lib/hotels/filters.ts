/**
 * The results page's filter and sort logic (001 §3 "Hotel results"), pure: the price slider's
 * bounds, the results query a view asks for, clear all, the sort of the address, the counts.
 * Prices on the slider and in the address are whole rupees; the service's ranges are paise.
 */
import type { HotelSort, ResultsMeta, ResultsQuery, SortOrder } from '@contracts/hotels/search'
import {
  isPropertyType,
  noFilters,
  type HotelFilters,
  type HotelResultsSearch,
  type ShowingPrice,
} from '@contracts/hotels/search-params'

/** The slider: 0 to 2,500,000 rupees in steps of 1,000. */
export const PRICE_SLIDER = { min: 0, max: 2_500_000, step: 1_000 } as const
/** Before the first answer the range is 0–2,000 (001 §3 "price_min and price_max (default 0 to 2000)"). */
export const DEFAULT_PRICE = { min: 0, max: 2_000 } as const
/** The upper bound asked for when the traveller's maximum is the slider's top: no upper bound. */
export const NO_PRICE_CAP = 100_000_000
/** 001 §3: the unfiltered count falls back to 4,000. */
export const COUNT_FALLBACK = 4_000

export interface PriceBounds {
  min: number
  max: number
}

/**
 * The range the slider offers for this search: the meta range of the price shown (per night or
 * total), widened to whole steps and kept within the slider; the default before an answer; null
 * when the answer has no range (an empty range, reported as hd_price_range_empty).
 */
export function priceBounds(meta: ResultsMeta | null, showing: ShowingPrice): PriceBounds | null {
  if (!meta) return { ...DEFAULT_PRICE }
  const range = showing === 'total' ? meta.price_range_total : meta.price_range_per_night
  if (!range || range.max < range.min || range.max === 0) return null
  const step = PRICE_SLIDER.step
  const min = Math.max(PRICE_SLIDER.min, Math.floor(range.min / 100 / step) * step)
  const max = Math.min(PRICE_SLIDER.max, Math.max(min + step, Math.ceil(range.max / 100 / step) * step))
  return { min, max }
}

/** What the slider shows: the traveller's choice within the bounds, else the bounds themselves. */
export function chosenPrice(filters: HotelFilters, bounds: PriceBounds | null): PriceBounds {
  const b = bounds ?? { min: PRICE_SLIDER.min, max: PRICE_SLIDER.max }
  const min = Math.min(Math.max(filters.price_min ?? b.min, PRICE_SLIDER.min), PRICE_SLIDER.max)
  const max = Math.max(Math.min(filters.price_max ?? b.max, PRICE_SLIDER.max), min)
  return { min, max }
}

/** The address's sort as 001 §3 reads it: `price,asc` → lowToHigh, `price,desc` → highToLow. */
export function sortOrderOf(sort: HotelSort | undefined): SortOrder {
  if (sort === 'price,asc') return 'lowToHigh'
  if (sort === 'price,desc') return 'highToLow'
  return 'default'
}

export function sortOf(order: SortOrder): HotelSort | undefined {
  return order === 'lowToHigh' ? 'price,asc' : order === 'highToLow' ? 'price,desc' : undefined
}

const nonEmpty = <T>(values: T[]) => (values.length ? { value: values } : undefined)

/** The results query for a view of the search: page, sort and filters (page size from app.config). */
export function resultsQueryOf(search: HotelResultsSearch, pageSize: number): ResultsQuery {
  const { filters } = search
  const price =
    filters.price_min !== undefined || filters.price_max !== undefined
      ? [
          filters.price_min ?? 0,
          filters.price_max === undefined || filters.price_max >= PRICE_SLIDER.max
            ? NO_PRICE_CAP
            : filters.price_max,
        ]
      : undefined
  const property = filters.property_type.filter(isPropertyType)
  const query: ResultsQuery = { page_no: search.page_no, page_size: pageSize }
  if (search.sort) query.sort = search.sort
  const star = nonEmpty(filters.star_rating)
  if (star) query.star_rating = star.value
  const ta = nonEmpty(filters.ta_rating)
  if (ta) query.ta_rating = ta.value
  const amenities = nonEmpty(filters.amenities)
  if (amenities) query.amenities = amenities.value
  const smart = nonEmpty(filters.smart_filters)
  if (smart) query.smart_filters = smart.value
  const types = nonEmpty(property)
  if (types) query.property_type = types.value
  const location = nonEmpty(filters.location)
  if (location) query.location = location.value
  if (filters.filter_hotel_id) query.filter_hotel_id = filters.filter_hotel_id
  if (price) {
    if (search.showing_price === 'total') query.total_price = price
    else query.price_per_night = price
  }
  return query
}

/**
 * Clear all: the default price bounds (no price in the address) and no location, amenity, smart
 * filter, star, rating, type or hotel name. Sort, price display and the stay are kept.
 */
export function clearAll(search: HotelResultsSearch): HotelResultsSearch {
  return { ...search, page_no: 1, filters: noFilters() }
}

export function activeFilterCount(filters: HotelFilters): number {
  return (
    (filters.price_min !== undefined || filters.price_max !== undefined ? 1 : 0) +
    filters.star_rating.length +
    filters.ta_rating.length +
    filters.amenities.length +
    filters.smart_filters.length +
    filters.property_type.length +
    filters.location.length +
    (filters.filter_hotel_id ? 1 : 0)
  )
}

/** Toggles a value in one of the filter lists; any change of filters goes back to page 1. */
export function toggleFilter<
  K extends 'star_rating' | 'ta_rating' | 'amenities' | 'smart_filters' | 'property_type' | 'location',
>(search: HotelResultsSearch, key: K, value: HotelFilters[K][number]): HotelResultsSearch {
  // One list of numbers or strings; the key says which, and `value` is of the same kind.
  const list: ReadonlyArray<string | number> = search.filters[key]
  const next = list.includes(value) ? list.filter((v) => v !== value) : [...list, value]
  return { ...search, page_no: 1, filters: { ...search.filters, [key]: next } }
}

export function withPrice(
  search: HotelResultsSearch,
  price: PriceBounds,
  bounds: PriceBounds | null,
): HotelResultsSearch {
  const b = bounds ?? DEFAULT_PRICE
  const filters = { ...search.filters }
  delete filters.price_min
  delete filters.price_max
  if (price.min !== b.min || price.max !== b.max) {
    filters.price_min = price.min
    filters.price_max = price.max
  }
  return { ...search, page_no: 1, filters }
}

/** Hotels of the whole search (before filters), for "N of M hotels": 4,000 when not known. */
export function unfilteredCount(meta: ResultsMeta | null): number {
  return meta?.metaInfo.total_results || COUNT_FALLBACK
}
