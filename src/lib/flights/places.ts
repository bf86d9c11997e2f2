/**
 * How the results page names the places of a search. An airport reads as its code (DEL), as
 * travellers and airlines write it; a city-level entry (000 §3: X + the city's code, standing for
 * all of a city's airports) reads as the city (XBOM → Mumbai) once its name is known, never as the
 * X code a traveller never typed.
 */

/** XBOM, XLON: a city-level entry, not an airport. */
export const isCityLevelCode = (code: string) => /^X[A-Z]{3}$/.test(code)

/** The heading's word for a place: the city for a city-level code whose name is known. */
export function placeText(code: string, names: Readonly<Record<string, string>>): string {
  return (isCityLevelCode(code) && names[code]) || code
}

/** The search field's words for a place (as the autocomplete shows a chosen city-level entry). */
export function placeFieldLabel(code: string, names: Readonly<Record<string, string>>): string {
  const city = isCityLevelCode(code) ? names[code] : undefined
  return city ? `${city} (all airports)` : code
}

/** Every place of a search, in order, each once. */
export function searchPlaces(request: {
  origin: { code: string }
  destination: { code: string }
  segments?: readonly { origin: { code: string }; destination: { code: string } }[] | undefined
}): string[] {
  const legs = request.segments?.length ? request.segments : [request]
  return [...new Set(legs.flatMap((l) => [l.origin.code, l.destination.code]))]
}

/**
 * The city-level codes a results address names (origin/destination, or the multi-city lists o
 * and d), read leniently: the route's loader asks for their names before the page reads the
 * address strictly.
 */
export function addressCityCodes(search: Readonly<Record<string, unknown>>): string[] {
  const codes = ['origin', 'destination', 'o', 'd'].flatMap((key) => {
    const value = search[key]
    return typeof value === 'string' ? value.toUpperCase().split(',') : []
  })
  return [...new Set(codes.filter(isCityLevelCode))].sort()
}

/** The query keys of the two places names come from (src/server/*.functions.ts use them). */
export const airportOptionsKey = ['flights', 'airport-options'] as const
export const placeNamesKey = (codes: readonly string[]) =>
  ['flights', 'place-names', [...new Set(codes)].sort()] as const

interface CityEntry {
  code: string
  city: string
  cityLevel: boolean
}

/**
 * The names of these city-level codes already in the query cache, or undefined: read by the
 * place-names query, or known from the search form's autocomplete list (nothing to ask then).
 */
export function knownCityNames(
  cached: (key: readonly unknown[]) => unknown,
  codes: readonly string[],
): Record<string, string> | undefined {
  const wanted = [...new Set(codes.filter(isCityLevelCode))]
  if (wanted.length === 0) return {}
  const read = cached(placeNamesKey(wanted)) as Record<string, string> | undefined
  if (read) return read
  const list = cached(airportOptionsKey) as readonly CityEntry[] | undefined
  if (!list) return undefined
  const names = Object.fromEntries(
    list.filter((a) => a.cityLevel && wanted.includes(a.code)).map((a) => [a.code, a.city]),
  )
  return Object.keys(names).length === wanted.length ? names : undefined
}
