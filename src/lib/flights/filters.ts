/**
 * Applying the filter state to results (000 §3/§4). Every check reads the keys computed once per
 * result (keys.ts), so filtering 5,000 results is a single pass over plain numbers and short arrays.
 *
 * Meanings, where the spec leaves them open:
 * - A filter left at its default does not filter: a range still at its default bounds lets every
 *   result through, including ones from a later polling batch that fall outside the old bounds.
 * - Stops, time buckets, airlines and airports: several ticks widen the choice (any of them).
 * - Airlines: a result matches when any of its carriers is ticked (a connection on AI and UK shows
 *   under both).
 * - Airports: a result matches when it changes planes at any ticked airport; a non-stop never does.
 * - Combined round trips: stops, duration and layover hold for both directions, the departure
 *   buckets for the way out and the return buckets for the way back.
 */
import { stopsLabel, timeBuckets } from './buckets'
import type { FilterState, RangeFilter, TimeFlags } from './filter-state'
import {
  FLAG_DISCOUNTED,
  FLAG_REFUNDABLE,
  FLAG_RETURN_COLUMN,
  NO_BUCKET,
  filterIndexOf,
  hasAnyBit,
  wantedBits,
} from './filter-index'
import type { FlightResult } from '@contracts/flights/schemas'

/** Allowed bucket numbers (index into timeBuckets), or null when no bucket is ticked. */
function onFlags(flags: TimeFlags): Uint8Array | null {
  const on = timeBuckets.map((b) => (flags[b] ? 1 : 0))
  return on.some((x) => x === 1) ? Uint8Array.from(on) : null
}

/** [lo, hi] in minutes, or null when the range is at its defaults. */
function activeRange(r: RangeFilter): [number, number] | null {
  if (r.min <= r.defaultMin && r.max >= r.defaultMax) return null
  return [r.min <= r.defaultMin ? -Infinity : r.min * 60, r.max >= r.defaultMax ? Infinity : r.max * 60]
}

/**
 * The results that pass, in their order. One loop over the list's columns (filter-index.ts): the
 * index is built on the first call for a list and reused by every later click.
 */
export function applyFilters(
  results: readonly FlightResult[],
  state: FilterState,
  stopsLabels: readonly string[],
): FlightResult[] {
  const x = filterIndexOf(results)
  const maxPrice = state.adult_price.max < state.adult_price.defaultMax ? state.adult_price.max : Infinity
  const stopsOn = Object.values(state.stops).some(Boolean)
  // Index by number of stops (0, 1, 2+) once, instead of comparing labels per result.
  const stopsAllowed = stopsOn
    ? Uint8Array.from([0, 1, 2], (n) => (state.stops[stopsLabel(n, stopsLabels)] === true ? 1 : 0))
    : null
  const departure = onFlags(state.departure_datetime)
  const back = onFlags(state.return_datetime)
  const airlines = state.airlines.length ? wantedBits(x.airlines, state.airlines) : undefined
  const airports = state.airports.length ? wantedBits(x.airports, state.airports) : undefined
  // A ticked code that no result has: nothing can match.
  if (airlines === null || airports === null) return []
  const duration = activeRange(state.duration)
  const layover = activeRange(state.layover)
  let need = 0
  if (state.refundable) need |= FLAG_REFUNDABLE
  if (state.withDiscount) need |= FLAG_DISCOUNTED

  const out: FlightResult[] = []
  for (let i = 0; i < x.length; i++) {
    if (x.price[i]! > maxPrice) continue
    const flags = x.flags[i]!
    if ((flags & need) !== need) continue
    if (stopsAllowed && stopsAllowed[x.stops[i]!] === 0) continue
    const outFlags = flags & FLAG_RETURN_COLUMN ? back : departure
    if (outFlags && outFlags[x.departureBucket[i]!] === 0) continue
    const rb = x.returnBucket[i]!
    if (back && rb !== NO_BUCKET && back[rb] === 0) continue
    if (airlines && !hasAnyBit(x.airlines, i, airlines)) continue
    if (airports && !hasAnyBit(x.airports, i, airports)) continue
    if (duration && (x.durationLo[i]! < duration[0] || x.durationHi[i]! > duration[1])) continue
    if (layover && (x.layoverLo[i]! < layover[0] || x.layoverHi[i]! > layover[1])) continue
    // i < x.length === results.length: in range.
    out.push(results[i]!)
  }
  return out
}
