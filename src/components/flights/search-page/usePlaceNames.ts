/**
 * City names for the city-level codes of a search (XBOM → Mumbai), read once by the results page
 * (SearchPage) for its headings and its Modify-search form (src/lib/flights/places.ts). After the
 * search form they are known already: the form's autocomplete list is in the query cache, so
 * nothing is asked. On a shared or reloaded link the route's loader read them on the server, so
 * the first paint has them.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { isCityLevelCode, knownCityNames } from '~/lib/flights/places'
import { placeNamesQueryOptions } from '~/flows/flights/search.queries'

const none: Readonly<Record<string, string>> = {}

export function usePlaceNames(codes: readonly string[]): Readonly<Record<string, string>> {
  const queryClient = useQueryClient()
  const cityLevel = codes.filter(isCityLevelCode)
  const names = useQuery({
    ...placeNamesQueryOptions(cityLevel),
    enabled: cityLevel.length > 0,
    initialData: () => knownCityNames((key) => queryClient.getQueryData(key), cityLevel),
  })
  return names.data ?? none
}
