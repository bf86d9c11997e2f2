/**
 * The airport list for the search form's autocomplete, slimmed to what a suggestion shows. Read
 * once per page with TanStack Query (`airportsQueryOptions`) and matched in the browser
 * (src/lib/flights/airport-search.ts), so typing costs no request. Until the flights server
 * functions offer their own `fetchAirports`, this reads the master-data client directly.
 */
import { createServerFn } from '@tanstack/react-start'
import { queryOptions } from '@tanstack/react-query'
import { getAirports } from './master-data-client.server'
import { asUserErrors } from '../platform/errors'
import type { AirportOption } from '~/lib/flights/airport-search'
import { airportOptionsKey, isCityLevelCode } from '~/lib/flights/places'

export const fetchAirportOptions = createServerFn({ method: 'GET' }).handler((): Promise<AirportOption[]> =>
  asUserErrors(async () => {
    const answer = await getAirports()
    if (answer.status !== 'fresh')
      throw new Error('The airport list answered not modified without a copy to reuse.')
    return answer.value.map((a) => ({
      code: a.airport_code,
      city: a.city_name,
      name: a.airport_name,
      country: a.country_abbreviation,
      countryName: a.country_name,
      legacy: a.legacy_names ?? [],
      popular: a.popular,
      cityLevel: a.station_type === 'city' || isCityLevelCode(a.airport_code),
    }))
  }),
)

export const airportsQueryOptions = () =>
  queryOptions({
    queryKey: airportOptionsKey,
    queryFn: () => fetchAirportOptions(),
    // Master data changes rarely; one copy per visit is plenty.
    staleTime: Infinity,
    // The services can be briefly unreachable (a restart): try again before showing the failure.
    retry: 3,
    retryDelay: (attempt) => 500 * 2 ** attempt,
  })
