/**
 * What filtering and sorting need from a result, computed once per result object and cached in a
 * WeakMap: results arrive in batches while polling and the same objects are filtered and sorted
 * again on every click, so dates are parsed and airports collected only once, never inside a
 * comparator.
 */
import { bucketOf, type TimeBucket } from './buckets'
import type { FlightResult, Journey } from '@contracts/flights/schemas'

export interface ResultKeys {
  /** Paise per adult. */
  price: number
  /** Minutes since the epoch: absolute time, so zones compare correctly. */
  departure: number
  arrival: number
  /** Minutes in the air and on the ground, both directions added for a combined round trip. */
  duration: number
  /** Shortest and longest direction, minutes (the duration filter holds both). */
  durationLo: number
  durationHi: number
  layoverLo: number
  layoverHi: number
  /** The most stops of either direction: a round trip is Non-Stop only when both ways are. */
  stops: number
  departureBucket: TimeBucket
  /** The domestic round trip's return list is filtered by the return time buckets. */
  departureFilter: 'departure_datetime' | 'return_datetime'
  returnBucket: TimeBucket | null
  airlines: readonly string[]
  layoverAirports: readonly string[]
  refundable: boolean
  discounted: boolean
  /** Name of the first (marketing) airline; AIRLINE sorts by it. */
  airlineName: string
  /** The carriers in flight order ('AI+UK'); OPERATOR sorts by it. */
  operator: string
}

const cache = new WeakMap<FlightResult, ResultKeys>()

function minutesSinceEpoch(iso: string): number {
  const ms = Date.parse(iso)
  if (Number.isNaN(ms)) throw new RangeError(`Expected an ISO date-time, got '${iso}'`)
  return Math.floor(ms / 60_000)
}

/** Airports where the traveller changes flights (not technical stops, which keep the aircraft). */
export function layoverAirportsOf(journey: Journey): string[] {
  return journey.flights.slice(0, -1).map((f) => f.destination.airport_code)
}

function compute(r: FlightResult): ResultKeys {
  const back = r.return_journey
  const journeys = back ? [r, back] : [r]
  const airlines = new Set<string>()
  const airports = new Set<string>()
  for (const j of journeys) {
    for (const f of j.flights) airlines.add(f.airline_code)
    for (const code of layoverAirportsOf(j)) airports.add(code)
  }
  const durations = journeys.map((j) => j.flightduration)
  const layovers = journeys.map((j) => j.flightlayover)
  return {
    price: r.adultPrice,
    departure: minutesSinceEpoch(r.departureDateTime),
    arrival: minutesSinceEpoch(r.arrivalDateTime),
    duration: durations.reduce((a, b) => a + b, 0),
    durationLo: Math.min(...durations),
    durationHi: Math.max(...durations),
    layoverLo: Math.min(...layovers),
    layoverHi: Math.max(...layovers),
    stops: Math.max(r.stops, back?.stops ?? 0),
    departureBucket: bucketOf(r.departureDateTime),
    departureFilter: r.column === 'return' ? 'return_datetime' : 'departure_datetime',
    returnBucket: back ? bucketOf(back.departureDateTime) : null,
    airlines: [...airlines],
    layoverAirports: [...airports],
    refundable: r.refundable,
    discounted: r.oldPrice !== null && r.oldPrice > r.adultPrice,
    airlineName: r.airlinesNames[0] ?? r.flights[0]?.airline_name ?? '',
    operator: r.flights.map((f) => f.airline_code).join('+'),
  }
}

export function keysOf(r: FlightResult): ResultKeys {
  let k = cache.get(r)
  if (!k) {
    k = compute(r)
    cache.set(r, k)
  }
  return k
}
