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
import { keysOf } from './keys'
import type { FlightResult } from './schemas'

function onFlags(flags: TimeFlags) {
  const on = timeBuckets.filter((b) => flags[b])
  return on.length === 0 ? null : new Set(on)
}

/** [lo, hi] in minutes, or null when the range is at its defaults. */
function activeRange(r: RangeFilter): [number, number] | null {
  if (r.min <= r.defaultMin && r.max >= r.defaultMax) return null
  return [r.min <= r.defaultMin ? -Infinity : r.min * 60, r.max >= r.defaultMax ? Infinity : r.max * 60]
}

export function applyFilters(
  results: readonly FlightResult[],
  state: FilterState,
  stopsLabels: readonly string[],
): FlightResult[] {
  const maxPrice = state.adult_price.max < state.adult_price.defaultMax ? state.adult_price.max : Infinity
  const stopsOn = Object.entries(state.stops).filter(([, on]) => on)
  // Index by number of stops (0, 1, 2+) once, instead of comparing labels per result.
  const stopsAllowed =
    stopsOn.length === 0 ? null : [0, 1, 2].map((n) => state.stops[stopsLabel(n, stopsLabels)] === true)
  const departure = onFlags(state.departure_datetime)
  const back = onFlags(state.return_datetime)
  const airlines = state.airlines.length ? new Set(state.airlines) : null
  const airports = state.airports.length ? new Set(state.airports) : null
  const duration = activeRange(state.duration)
  const layover = activeRange(state.layover)

  const out: FlightResult[] = []
  for (const r of results) {
    const k = keysOf(r)
    if (k.price > maxPrice) continue
    if (state.refundable && !k.refundable) continue
    if (state.withDiscount && !k.discounted) continue
    if (stopsAllowed && !stopsAllowed[Math.min(k.stops, 2)]) continue
    const outFlags = k.departureFilter === 'return_datetime' ? back : departure
    if (outFlags && !outFlags.has(k.departureBucket)) continue
    if (back && k.returnBucket !== null && !back.has(k.returnBucket)) continue
    if (airlines && !k.airlines.some((a) => airlines.has(a))) continue
    if (airports && !k.layoverAirports.some((a) => airports.has(a))) continue
    if (duration && (k.durationLo < duration[0] || k.durationHi > duration[1])) continue
    if (layover && (k.layoverLo < layover[0] || k.layoverHi > layover[1])) continue
    out.push(r)
  }
  return out
}
