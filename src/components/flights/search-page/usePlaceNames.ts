/**
 * City names for the city-level codes of a search (XBOM → Mumbai), for the page's headings and
 * its Modify-search form (src/lib/flights/places.ts). After the search form they are known
 * already: the form's autocomplete list is in the query cache, so nothing is asked. On a shared or
 * reloaded link the route's loader read them on the server, so the first paint has them.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { isCityLevelCode, knownCityNames, placeText, searchPlaces } from '~/lib/flights/places'
import { placeNamesQueryOptions } from '~/server/flights.functions'

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

/** A search's places as its headings read them: `place('XBOM')` → 'Mumbai', `place('DEL')` → 'DEL'. */
export function usePlaceText(request: Parameters<typeof searchPlaces>[0]): (code: string) => string {
  const names = usePlaceNames(searchPlaces(request))
  return (code) => placeText(code, names)
}
