/**
 * The hotel search calls of 001 §7 "Hotels" against the hotel service, on the common wrapper:
 * start a search, ask for its results (the resultsQuery, arrays indexed as `star_rating[0]=4`),
 * places, hotel names within a search, and one hotel's availability, details and ratings. Every
 * answer is checked against the shared schemas.
 *
 * `scenario` (sandbox controls, src/services/hotels) travels as x-sandbox-scenario and only when the
 * caller passes it: the server functions pass it only when the store runs with SANDBOX=true.
 */
import {
  autocompleteAnswerSchema,
  placesAnswerSchema,
  resultsAnswerSchema,
  type PlacesAnswer,
  type ResultsAnswer,
  type ResultsQuery,
  type SearchBody,
} from '@contracts/hotels/search'
import {
  availabilityAnswerSchema,
  detailsAnswerSchema,
  ratingsAnswerSchema,
  type AvailabilityAnswer,
  type AvailabilityQuery,
  type DetailsAnswer,
  type RatingsAnswer,
} from '@contracts/hotels/hotel'
import type { QueryValue } from '../upstream/wrapper'
import { upstream } from '../upstream/client.server'

export interface SandboxOptions {
  scenario?: string | undefined
}

const sandboxHeaders = (options: SandboxOptions) =>
  options.scenario ? { headers: { 'x-sandbox-scenario': options.scenario } } : {}

/** The results query as the service reads it: scalars as they are, arrays indexed. */
export function resultsQueryParams(query: ResultsQuery): Record<string, QueryValue> {
  const out: Record<string, QueryValue> = {}
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) value.forEach((item: string | number, i) => (out[`${key}[${i}]`] = item))
    else if (typeof value === 'string' || typeof value === 'number') out[key] = value
  }
  return out
}

export async function startHotelSearch(
  body: SearchBody,
  options: SandboxOptions = {},
): Promise<ResultsAnswer> {
  const result = await upstream()({
    method: 'POST',
    path: '/hotels/search',
    body,
    schema: resultsAnswerSchema,
    ...sandboxHeaders(options),
  })
  if (!result.data) throw new Error('The hotel search answered without a body')
  return result.data
}

export async function getHotelResults(
  searchId: string,
  query: ResultsQuery,
  options: SandboxOptions = {},
): Promise<ResultsAnswer> {
  const result = await upstream()({
    method: 'GET',
    path: `/hotels/search/${encodeURIComponent(searchId)}`,
    query: resultsQueryParams(query),
    schema: resultsAnswerSchema,
    ...sandboxHeaders(options),
  })
  if (!result.data) throw new Error('The hotel results answered without a body')
  return result.data
}

export async function getHotelPlaces(q: string): Promise<PlacesAnswer> {
  const result = await upstream()({
    method: 'GET',
    path: '/hotels/places',
    query: { q },
    schema: placesAnswerSchema,
  })
  return result.data ?? { hotels: [], localities: [], locations: [] }
}

export async function getHotelNames(q: string, searchId: string) {
  const result = await upstream()({
    method: 'GET',
    path: '/hotels/search/autocomplete',
    query: { q, id: searchId, search_id: searchId },
    schema: autocompleteAnswerSchema,
  })
  return result.data?.search ?? []
}

export async function getAvailability(
  hotelId: string,
  stay: AvailabilityQuery,
  options: SandboxOptions = {},
): Promise<AvailabilityAnswer> {
  const result = await upstream()({
    method: 'GET',
    path: `/hotels/hotels/${encodeURIComponent(hotelId)}`,
    // 001 §7: q is the stay's JSON; the wrapper URI-encodes it.
    query: { hotel_id: hotelId, q: JSON.stringify(stay) },
    schema: availabilityAnswerSchema,
    ...sandboxHeaders(options),
  })
  if (!result.data) throw new Error('The hotel availability answered without a body')
  return result.data
}

export async function getHotelDetails(hotelId: string): Promise<DetailsAnswer> {
  const result = await upstream()({
    method: 'GET',
    path: `/hotels/hotels/${encodeURIComponent(hotelId)}/details`,
    schema: detailsAnswerSchema,
  })
  if (!result.data) throw new Error('The hotel details answered without a body')
  return result.data
}

export async function getHotelRatings(hotelId: string): Promise<RatingsAnswer> {
  const result = await upstream()({
    method: 'GET',
    path: `/hotels/hotels/${encodeURIComponent(hotelId)}/ta_ratings`,
    schema: ratingsAnswerSchema,
  })
  if (!result.data) throw new Error('The hotel ratings answered without a body')
  return result.data
}
