import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/components/pageHead'
import { SearchPage } from '~/components/flights/search-page/SearchPage'
import resultsCss from '~/components/flights/results/results.css?url'
import resultsPageCss from '~/components/flights/search-page/results-page.css?url'
import { validateSearchAddress } from '~/lib/flights/search-params'

/**
 * Flight results (000 §2): /flights/search/{one_way|roundtrip|multicity}?origin=DEL&… or the
 * multi-city short keys. validateSearch only keeps primitives per key (never throws, never
 * redirects); the page reads the address strictly and shows field errors when it cannot search.
 */
export const Route = createFileRoute('/flights/search/$searchType')({
  validateSearch: validateSearchAddress,
  head: ({ match, params }) => {
    const s = match.search
    const route =
      s.origin && s.destination ? `${String(s.origin)} → ${String(s.destination)}` : 'Flight search'
    return {
      ...pageHead(
        match.context,
        params.searchType === 'multicity' ? 'Multi-city flights' : `Flights ${route}`,
      ),
      // The results styles load with this page only, never on the home page.
      links: [
        { rel: 'stylesheet', href: resultsCss },
        { rel: 'stylesheet', href: resultsPageCss },
      ],
    }
  },
  component: ResultsRoute,
})

function ResultsRoute() {
  const { searchType } = Route.useParams()
  const search = Route.useSearch()
  return <SearchPage searchType={searchType} search={search} />
}
