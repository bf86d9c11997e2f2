import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/components/pageHead'
import { SearchPage } from '~/components/flights/search-page/SearchPage'
import resultsCss from '~/components/flights/results/results.css?inline'
import resultsPageCss from '~/components/flights/search-page/results-page.css?inline'
import { addressCityCodes, knownCityNames, placeText } from '~/lib/flights/places'
import { validateSearchAddress } from '~/lib/flights/search-params'

/**
 * Flight results (000 §2): /flights/search/{one_way|roundtrip|multicity}?origin=DEL&… or the
 * multi-city short keys. validateSearch only keeps primitives per key (never throws, never
 * redirects); the page reads the address strictly and shows field errors when it cannot search.
 */
export const Route = createFileRoute('/flights/search/$searchType')({
  validateSearch: validateSearchAddress,
  // The city-level places of the address (XBOM): their names head the page (src/lib/flights/places.ts).
  loaderDeps: ({ search }) => ({ cities: addressCityCodes(search) }),
  // Master data for the filters and the currency switch. prefetchQuery never throws: a directory
  // that cannot be read must not cost the traveller the results (docs/decisions/0017). The server
  // renders with it (a cached, revalidated read each; a query left pending at render time never
  // reached the browser); a navigation in the browser does not wait for it, since the results come
  // from the browser's own polling and waiting would only delay the search (submit → first card).
  loader: async ({ context, deps }) => {
    // Imported here, not at the top: the route definitions load with every page, and the server
    // functions' module brings zod with it (docs/decisions/0021).
    const { airlineDirectoryQueryOptions, exchangeRatesQueryOptions, placeNamesQueryOptions } =
      await import('~/flows/flights/search.queries')
    const warm = Promise.all([
      context.queryClient.prefetchQuery(airlineDirectoryQueryOptions()),
      context.queryClient.prefetchQuery(exchangeRatesQueryOptions()),
      // In the browser the page asks for the names itself, unless the search form knows them.
      typeof window === 'undefined' && deps.cities.length > 0
        ? context.queryClient.prefetchQuery(placeNamesQueryOptions(deps.cities))
        : null,
    ])
    if (typeof window === 'undefined') await warm
    // For the title: names the cache holds (the server's read, or the search form's list).
    return { cityNames: knownCityNames((key) => context.queryClient.getQueryData(key), deps.cities) ?? {} }
  },
  head: ({ match, params, loaderData }) => {
    const s = match.search
    const names = loaderData?.cityNames ?? {}
    const place = (code: unknown) => placeText(String(code).toUpperCase(), names)
    // As the page's heading says it: ⇄ for a round trip.
    const arrow = params.searchType === 'roundtrip' ? '⇄' : '→'
    const route =
      s.origin && s.destination ? `${place(s.origin)} ${arrow} ${place(s.destination)}` : 'Flight search'
    return {
      ...pageHead(
        match.context,
        params.searchType === 'multicity' ? 'Multi-city flights' : `Flights ${route}`,
      ),
      // The results styles come with this page only, inlined (≈ 1.8 KB compressed): as stylesheet
      // links they were two render-blocking requests on a shared results link, and after the search
      // form React held the results page back until they had loaded (≈ 50 ms). Docs/decisions/0030.
      styles: [{ children: resultsCss }, { children: resultsPageCss }],
    }
  },
  component: ResultsRoute,
})

function ResultsRoute() {
  const { searchType } = Route.useParams()
  const search = Route.useSearch()
  return <SearchPage searchType={searchType} search={search} />
}
