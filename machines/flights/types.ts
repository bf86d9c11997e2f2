/**
 * The least the flight machines need to know about a search and its results. machines/ may not
 * import from src/ (lint), so these mirror contracts/flights/schemas.ts structurally; the type test
 * tests/machines/flights-types.test.ts fails to compile if the two drift apart.
 *
 * The machines are generic over the result type, so the flows can run them with the full
 * `FlightResult` of the schemas and hand pages the complete objects without a cast.
 */

export type SearchStatus = 'PENDING' | 'SUCCESS' | 'EXPIRED' | 'FAILED'
export type FlightType = 'DOMESTIC' | 'INTERNATIONAL'
export type TripType = 'one_way' | 'roundtrip' | 'multicity'

/** What the machines read of one result: identity, price and times. */
export interface FlightSummary {
  index: number
  column: 'ongoing' | 'return'
  travel_plan_id: string
  /** Integer paise per adult. */
  adultPrice: number
  /** ISO 8601 with the airport's offset. */
  departureDateTime: string
  arrivalDateTime: string
  /**
   * 000 §3 special_fare: a special round-trip fare is sold only with one of the other leg's
   * `matching_travel_plans`.
   */
  special_fare?: { is_special: boolean; matching_travel_plans: readonly string[] }
}

export interface SearchMeta {
  status: SearchStatus
  flight_type: FlightType
  search_type: TripType
  missing_connectors_count?: number
  total_connectors_count?: number
  statusMessage?: string
}

export interface SearchSegmentRef {
  id: string
  origin: string
  destination: string
  travel_date: string
}

/** The answer of the initial search and of each poll that found something new. */
export interface SearchAnswer<R extends FlightSummary = FlightSummary> {
  data: {
    id: string
    results: R[]
    return_results?: R[]
    segments?: SearchSegmentRef[]
  }
  meta: SearchMeta
}

/** What the `startSearch` actor resolves with (src/server/flights/search.functions.ts startFlightSearch). */
export interface StartAnswer<R extends FlightSummary = FlightSummary> {
  answer: SearchAnswer<R>
  etag: string | null
}

/** What the `pollSearch` actor resolves with (pollFlightSearch): 304 or the new results. */
export type PollAnswer<R extends FlightSummary = FlightSummary> =
  { notModified: true } | { notModified: false; etag: string | null; answer: SearchAnswer<R> }

/** The part of the search request the machines look at; the flow passes the whole request through. */
export interface SearchRequestLike {
  search_type: TripType
  segments?: ReadonlyArray<{ origin: { code: string }; destination: { code: string }; travel_date: string }>
}

/** Poll timing (app.config.ts polling), in milliseconds. */
export interface PollTiming {
  initialDelayMs: number
  intervalMs: number
  expiryMs: number
}
