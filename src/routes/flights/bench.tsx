/**
 * Sandbox-only benchmark page for the results components: the results page's list view
 * (ResultsListView) over `count` (default 5,000) results generated in the browser from a seed. scripts/bench/
 * flights-filter.mjs clicks filters and sort keys here and measures the time to the next paint.
 * Outside the sandbox it is a 404.
 */
import { createFileRoute, notFound } from '@tanstack/react-router'
import { useCallback, useMemo, useState } from 'react'
import { pageHead } from '~/components/pageHead'
import resultsCss from '~/components/flights/results/results.css?inline'
import resultsPageCss from '~/components/flights/search-page/results-page.css?inline'
import { ResultsListView } from '~/components/flights/search-page/ResultsListView'
import { sampleResults } from '~/lib/flights/sample'
import type { FlightResult, FlightSearchRequest } from '@contracts/flights/schemas'
import { isSandbox } from '~/flows/shell/shell.queries'

/** An integer in [min, max] read from the address, or the fallback. */
function integerIn(v: unknown, min: number, max: number, fallback: number): number {
  const n = Number(v)
  return Number.isInteger(n) && n >= min && n <= max ? n : fallback
}

// A function, not a zod schema: every route's validateSearch is in the entry chunk, which stays
// free of zod (docs/decisions/0021).
const validateBenchSearch = (search: Record<string, unknown>) => ({
  count: integerIn(search.count, 1, 20_000, 5_000),
  seed: integerIn(search.seed, 1, Number.MAX_SAFE_INTEGER, 1),
})

export const Route = createFileRoute('/flights/bench')({
  validateSearch: validateBenchSearch,
  loader: async () => {
    if (!(await isSandbox())) throw notFound()
  },
  head: ({ match }) => ({
    ...pageHead(match.context, 'Results benchmark'),
    meta: [{ name: 'robots', content: 'noindex' }],
    // As on the results page (docs/decisions/0030).
    styles: [{ children: resultsCss }, { children: resultsPageCss }],
  }),
  component: BenchPage,
})

// The search the sample stands for: the results page's own list view needs the request for its
// agent-store defaults (domestic, one way).
const request: FlightSearchRequest = {
  origin: { code: 'DEL', country: 'IN' },
  destination: { code: 'BOM', country: 'IN' },
  search_type: 'one_way',
  travel_date: '2026-12-01',
}

/** The results page's list view (ResultsListView: filters, currency, tabs, sort, cards) over a sample. */
function BenchPage() {
  const { count, seed } = Route.useSearch()
  const results = useMemo(() => sampleResults({ count, seed }), [count, seed])
  const [chosen, setChosen] = useState<string | null>(null)
  const onSelect = useCallback((r: FlightResult) => setChosen(r.travel_plan_id), [])
  return (
    <div className="fr-bench">
      <h1>Results benchmark</h1>
      <p>{chosen ? `Chosen: ${chosen}` : 'Nothing chosen yet.'}</p>
      <ResultsListView results={results} request={request} onSelect={onSelect} />
    </div>
  )
}
