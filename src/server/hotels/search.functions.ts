/**
 * Hotel search for the browser (001 §7 "Hotels"): start a search, ask for its results, places for
 * the form, hotel names within a search, and one hotel's availability, details and ratings. The
 * flows (src/flows/hotels) call these; pages read the plain reads through their queryOptions.
 *
 * `scenario` (sandbox controls) is forwarded only when the store runs with SANDBOX=true, so tests
 * and benchmarks can drive every path of a search.
 */
import { createServerFn } from '@tanstack/react-start'
import { queryOptions } from '@tanstack/react-query'
import type { AvailabilityAnswer, DetailsAnswer, RatingsAnswer } from '@contracts/hotels/hotel'
import type { PlacesAnswer, ResultsAnswer } from '@contracts/hotels/search'
import { deployment } from '../platform/config.server'
import { asUserErrors } from '../platform/errors'
import { input } from '../platform/validate'
import {
  getAvailability,
  getHotelDetails,
  getHotelNames,
  getHotelPlaces,
  getHotelRatings,
  getHotelResults,
  startHotelSearch as startSearch,
} from './client.server'
// Input schemas live in a server-only module and are used only inside `.validator()`, which Start
// removes from the browser's copy of this file (docs/decisions/0021).
import {
  availabilityInput,
  hotelIdInput,
  hotelNamesInput,
  hotelPlacesInput,
  hotelResultsInput,
  startHotelSearchInput,
} from './inputs.server'

const sandbox = (scenario: string | undefined) => (deployment.SANDBOX && scenario ? { scenario } : {})

/**
 * Sends the search. With a query other than the first default page (the results page opened on
 * page 3, or with filters), that view of the new search is answered instead of its first batch.
 */
export const startHotelSearch = createServerFn({ method: 'POST' })
  .validator(input(startHotelSearchInput))
  .handler(({ data }): Promise<ResultsAnswer> =>
    asUserErrors(async () => {
      const first = await startSearch(data.body, sandbox(data.scenario))
      const { query } = data
      const plain =
        !query ||
        (query.page_no === 1 && Object.keys(query).every((k) => k === 'page_no' || k === 'page_size'))
      if (plain) return first
      return getHotelResults(first.meta.searchId, query, sandbox(data.scenario))
    }),
  )

export const fetchHotelResults = createServerFn({ method: 'GET' })
  .validator(input(hotelResultsInput))
  .handler(({ data }): Promise<ResultsAnswer> =>
    asUserErrors(() => getHotelResults(data.searchId, data.query, sandbox(data.scenario))),
  )

export const fetchHotelPlaces = createServerFn({ method: 'GET' })
  .validator(input(hotelPlacesInput))
  .handler(({ data }): Promise<PlacesAnswer> => asUserErrors(() => getHotelPlaces(data.q)))

export const fetchHotelNames = createServerFn({ method: 'GET' })
  .validator(input(hotelNamesInput))
  .handler(({ data }) => asUserErrors(() => getHotelNames(data.q, data.searchId)))

export const hotelNamesQueryOptions = (q: string, searchId: string) =>
  queryOptions({
    queryKey: ['hotels', 'names', searchId, q],
    queryFn: () => fetchHotelNames({ data: { q, searchId } }),
    staleTime: 5 * 60_000,
  })

export const fetchHotelAvailability = createServerFn({ method: 'GET' })
  .validator(input(availabilityInput))
  .handler(({ data }): Promise<AvailabilityAnswer> =>
    asUserErrors(() => getAvailability(data.hotelId, data.stay, sandbox(data.scenario))),
  )

export const fetchHotelDetails = createServerFn({ method: 'GET' })
  .validator(input(hotelIdInput))
  .handler(({ data }): Promise<DetailsAnswer> => asUserErrors(() => getHotelDetails(data.hotelId)))

export const hotelDetailsQueryOptions = (hotelId: string) =>
  queryOptions({
    queryKey: ['hotels', 'details', hotelId],
    queryFn: () => fetchHotelDetails({ data: { hotelId } }),
    // Static content of the hotel: one copy per visit.
    staleTime: 30 * 60_000,
  })

export const fetchHotelRatings = createServerFn({ method: 'GET' })
  .validator(input(hotelIdInput))
  .handler(({ data }): Promise<RatingsAnswer> => asUserErrors(() => getHotelRatings(data.hotelId)))

export const hotelRatingsQueryOptions = (hotelId: string) =>
  queryOptions({
    queryKey: ['hotels', 'ratings', hotelId],
    queryFn: () => fetchHotelRatings({ data: { hotelId } }),
    staleTime: 30 * 60_000,
  })
