/**
 * Sandbox-only benchmark page for the results components: ResultsList + FilterPanel + SortBar
 * over `count` (default 5,000) results generated in the browser from a seed. scripts/bench/
 * flights-filter.mjs clicks filters and sort keys here and measures the time to the next paint.
 * Outside the sandbox it is a 404.
 */
import { createFileRoute, notFound } from '@tanstack/react-router'
import { useCallback, useMemo, useReducer, useState } from 'react'
import { pageHead } from '~/components/pageHead'
import { useShell } from '~/components/useShell'
import { AirlineTabs } from '~/components/flights/results/AirlineTabs'
import { CurrencySwitch } from '~/components/flights/results/CurrencySwitch'
import { FilterPanel, FiltersButton } from '~/components/flights/results/FilterPanel'
import { ResultsList } from '~/components/flights/results/ResultsList'
import { SortBar } from '~/components/flights/results/SortBar'
import { useResultsView } from '~/components/flights/results/useResultsView'
import resultsCss from '~/components/flights/results/results.css?url'
import { deriveFilterBounds } from '~/lib/flights/bounds'
import { changeCurrency, displayPrice, initialCurrencyState } from '~/lib/flights/currency'
import { initialFilterState, isFiltering, reduceFilters, type FilterAction } from '~/lib/flights/filter-state'
import { sampleAllianceInfo, sampleResults } from '~/lib/flights/sample'
import type { FlightResult } from '~/lib/flights/schemas'
import { isSandbox } from '~/server/sandbox.functions'

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
    links: [{ rel: 'stylesheet', href: resultsCss }],
  }),
  component: BenchPage,
})

const rates = [{ from: 'INR', to: 'USD', rate: 0.012 } as const]

function BenchPage() {
  const { count, seed } = Route.useSearch()
  const { config } = useShell()
  const flights = config.flights
  const results = useMemo(() => sampleResults({ count, seed }), [count, seed])
  const bounds = useMemo(
    () =>
      deriveFilterBounds(results, {
        priceFilterStep: flights.priceFilterStep,
        stopsLabels: flights.stopsLabels,
        allianceInfo: sampleAllianceInfo,
      }),
    [results, flights],
  )
  const [state, dispatch] = useReducer(
    (s: ReturnType<typeof initialFilterState>, a: FilterAction) => reduceFilters(s, a, bounds),
    null,
    () => initialFilterState(bounds, flights),
  )
  const [currency, setCurrency] = useState(() => initialCurrencyState(config.money.defaultCurrency, rates))
  const [drawer, setDrawer] = useState(false)
  const [chosen, setChosen] = useState<string | null>(null)
  const visible = useResultsView(results, state, state.sort_attribute, flights.stopsLabels)
  const formatPrice = useCallback((paise: number) => displayPrice(paise, currency), [currency])
  const onSelect = useCallback((r: FlightResult) => setChosen(r.travel_plan_id), [])

  return (
    <div className="fr-page">
      <FilterPanel
        id="bench-filters"
        state={state}
        bounds={bounds}
        dispatch={dispatch}
        formatPrice={formatPrice}
        open={drawer}
        onClose={() => setDrawer(false)}
        shownCount={visible.length}
      />
      <div className="fr-main">
        <h1>Results benchmark</h1>
        <p>{chosen ? `Chosen: ${chosen}` : 'Nothing chosen yet.'}</p>
        <div className="fr-toolbar">
          <FiltersButton
            controls="bench-filters"
            open={drawer}
            onToggle={() => setDrawer((o) => !o)}
            active={isFiltering(state)}
          />
          <CurrencySwitch
            value={currency.currency}
            rates={rates}
            onChange={(c) => setCurrency((s) => changeCurrency(s, c))}
          />
        </div>
        <AirlineTabs
          airlines={bounds.airlines}
          active={state.airline_tab}
          onChange={(code) => dispatch({ type: 'airlineTab', code })}
          formatPrice={formatPrice}
        />
        <SortBar value={state.sort_attribute} onChange={(key) => dispatch({ type: 'sort', key })} />
        <ResultsList
          results={visible}
          total={results.length}
          onSelect={onSelect}
          formatPrice={formatPrice}
          shortLayoverHours={flights.shortLayoverHours}
          stopsLabels={flights.stopsLabels}
          showNet={state.showNet}
          showIncentive={state.showIncentive}
        />
      </div>
    </div>
  )
}
