/**
 * Sorting results (000 §3 "Sort keys"): PRICE, DEPARTURE, DURATION, OPERATOR, ARRIVAL, AIRLINE,
 * each ASC or DESC; ties by price, then departure, then duration (always ascending: a tie is
 * settled the way a traveller expects, cheapest and earliest first), then the supplier's index so
 * the order never depends on the engine.
 *
 * AIRLINE orders by the marketing airline's name (what the card shows first). OPERATOR orders by
 * the sequence of carriers flying the itinerary ('6E', then 'AI', 'AI+UK', ...), which groups
 * connections flown by the same combination of carriers together.
 */
import { keysOf, type ResultKeys } from './keys'
import type { FlightResult } from '@contracts/flights/schemas'
import { compareText } from '../compare-text'

export const sortFields = ['PRICE', 'DEPARTURE', 'DURATION', 'OPERATOR', 'ARRIVAL', 'AIRLINE'] as const
export type SortField = (typeof sortFields)[number]
export type SortDirection = 'ASC' | 'DESC'
export const sortKeys = sortFields.flatMap((f) => [`${f}_ASC`, `${f}_DESC`] as const)
export type SortKey = (typeof sortKeys)[number]

/** Plain check, not a zod enum: this file loads with the results page (docs/decisions/0019). */
export function isSortKey(value: unknown): value is SortKey {
  return typeof value === 'string' && (sortKeys as readonly string[]).includes(value)
}

/** Labels for the sort bar. */
export const sortFieldLabels: Record<SortField, string> = {
  PRICE: 'Price',
  DEPARTURE: 'Departure',
  DURATION: 'Duration',
  OPERATOR: 'Operator',
  ARRIVAL: 'Arrival',
  AIRLINE: 'Airline',
}

export function parseSortKey(key: SortKey): { field: SortField; direction: SortDirection } {
  const field = sortFields.find((f) => key === `${f}_ASC` || key === `${f}_DESC`)
  if (!field) throw new RangeError(`Unknown sort key '${key}'; expected one of ${sortKeys.join(', ')}`)
  return { field, direction: key.endsWith('_DESC') ? 'DESC' : 'ASC' }
}

/** A configured default that is not a sort key falls back to PRICE_ASC rather than breaking the page. */
export function sortKeyOr(value: string, fallback: SortKey = 'PRICE_ASC'): SortKey {
  return isSortKey(value) ? value : fallback
}

/** Clicking a field: a new field starts ascending; the current one flips direction. */
export function toggleSort(current: SortKey, field: SortField): SortKey {
  const now = parseSortKey(current)
  if (now.field !== field) return `${field}_ASC`
  return now.direction === 'ASC' ? `${field}_DESC` : `${field}_ASC`
}

const numeric: Record<Exclude<SortField, 'OPERATOR' | 'AIRLINE'>, (k: ResultKeys) => number> = {
  PRICE: (k) => k.price,
  DEPARTURE: (k) => k.departure,
  DURATION: (k) => k.duration,
  ARRIVAL: (k) => k.arrival,
}

/** Ranks for the text keys, so the comparator compares numbers only. */
function textRanks(keys: readonly ResultKeys[], pick: (k: ResultKeys) => string): Float64Array {
  const names = [...new Set(keys.map(pick))].sort(compareText)
  const rank = new Map(names.map((n, i) => [n, i]))
  return Float64Array.from(keys, (k) => rank.get(pick(k)) ?? 0)
}

/** A new array in the order of `key`; the input is not changed. */
export function sortResults(results: readonly FlightResult[], key: SortKey): FlightResult[] {
  const { field, direction } = parseSortKey(key)
  const keys = results.map(keysOf)
  const primary =
    field === 'AIRLINE'
      ? textRanks(keys, (k) => k.airlineName)
      : field === 'OPERATOR'
        ? textRanks(keys, (k) => k.operator)
        : Float64Array.from(keys, numeric[field])
  const sign = direction === 'DESC' ? -1 : 1
  const price = Float64Array.from(keys, (k) => k.price)
  const departure = Float64Array.from(keys, (k) => k.departure)
  const duration = Float64Array.from(keys, (k) => k.duration)
  const index = Float64Array.from(results, (r) => r.index)
  // A plain array: V8 sorts it with TimSort; a typed array's sort with a comparator is many times slower.
  const order = Array.from(results, (_, i) => i)
  // a and b are positions in `order`, built from the same length as every array here: in range.
  order.sort(
    (a, b) =>
      sign * (primary[a]! - primary[b]!) ||
      price[a]! - price[b]! ||
      departure[a]! - departure[b]! ||
      duration[a]! - duration[b]! ||
      index[a]! - index[b]!,
  )
  return order.map((i) => results[i]!)
}

const orders = new WeakMap<readonly FlightResult[], Map<SortKey, FlightResult[]>>()

/**
 * sortResults remembered per result set and key: switching back to an order already seen costs
 * nothing. The array must not be mutated after it is given here (results are replaced, not
 * changed, when a polling batch arrives).
 */
export function sortedOnce(results: readonly FlightResult[], key: SortKey): FlightResult[] {
  let byKey = orders.get(results)
  if (!byKey) {
    byKey = new Map()
    orders.set(results, byKey)
  }
  let sorted = byKey.get(key)
  if (!sorted) {
    sorted = sortResults(results, key)
    byKey.set(key, sorted)
  }
  return sorted
}
