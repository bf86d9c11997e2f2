/**
 * One list of results with everything that drives it: the filter panel (sidebar, or drawer on
 * small screens), currency, special-fare tab, airline tabs, sort bar and the virtualised cards.
 * Used for one-way searches, combined international round trips and each multi-city segment.
 */
import { memo, useCallback, useId, useMemo, useState } from 'react'
import { useShell } from '~/components/useShell'
import { AirlineTabs } from '../results/AirlineTabs'
import { CurrencySwitch } from '../results/CurrencySwitch'
import { FilterPanel, FiltersButton } from '../results/FilterPanel'
import { NoResultsNotice } from '../results/Notices'
import { ResultsList } from '../results/ResultsList'
import { SortBar } from '../results/SortBar'
import { SpecialFareTab, type FareTab } from '../results/SpecialFareTab'
import { isFiltering } from '~/lib/flights/filter-state'
import type { FlightResult, FlightSearchRequest } from '@contracts/flights/schemas'
import type { SortKey } from '~/lib/flights/sort'
import { specialFares } from '~/lib/flights/special'
import { useCurrency, useListControls } from './useListControls'

function ResultsListViewBody({
  results,
  request,
  onSelect,
  label = 'Flights',
}: {
  results: readonly FlightResult[]
  request: FlightSearchRequest
  onSelect: (result: FlightResult, formatPrice: (paise: number) => string) => void
  label?: string
}) {
  const { config, layout } = useShell()
  const [tab, setTab] = useState<FareTab>('all')
  const special = useMemo(() => specialFares(results), [results])
  const source = tab === 'special' && special.length > 0 ? special : results
  const { bounds, state, dispatch, visible } = useListControls(source, request)
  const money = useCurrency()
  const [drawer, setDrawer] = useState(false)
  const panelId = useId()
  const { formatPrice } = money
  const select = useCallback((r: FlightResult) => onSelect(r, formatPrice), [onSelect, formatPrice])
  // Stable handlers: the bars and switches are memoised, so a batch does not re-render them.
  const toggleDrawer = useCallback(() => setDrawer((o) => !o), [])
  const pickAirlineTab = useCallback(
    (code: string | null) => dispatch({ type: 'airlineTab', code }),
    [dispatch],
  )
  const sortBy = useCallback((key: SortKey) => dispatch({ type: 'sort', key }), [dispatch])

  return (
    <div className="fr-page">
      <FilterPanel
        id={panelId}
        sidebarGuess={layout !== 'mobile'}
        state={state}
        bounds={bounds}
        dispatch={dispatch}
        formatPrice={formatPrice}
        showReturnTimes={results.some((r) => r.return_journey !== undefined)}
        open={drawer}
        onClose={() => setDrawer(false)}
        shownCount={visible.length}
      />
      <div className="fr-main">
        <div className="fr-toolbar">
          <FiltersButton
            controls={panelId}
            open={drawer}
            onToggle={toggleDrawer}
            active={isFiltering(state)}
          />
          <CurrencySwitch value={money.currency} rates={money.rates} onChange={money.setCurrency} />
        </div>
        <SpecialFareTab
          value={tab}
          onChange={setTab}
          allCount={results.length}
          specialCount={special.length}
        />
        <AirlineTabs
          airlines={bounds.airlines}
          active={state.airline_tab}
          onChange={pickAirlineTab}
          formatPrice={formatPrice}
        />
        <SortBar value={state.sort_attribute} onChange={sortBy} />
        {visible.length === 0 && source.length > 0 ? (
          <NoResultsNotice
            route=""
            date={request.travel_date}
            today={request.travel_date}
            onPickDate={() => undefined}
            formatPrice={formatPrice}
            filtered
            onResetFilters={() => dispatch({ type: 'reset' })}
          />
        ) : null}
        <ResultsList
          results={visible}
          source={results}
          total={source.length}
          label={label}
          onSelect={select}
          formatPrice={formatPrice}
          shortLayoverHours={config.flights.shortLayoverHours}
          stopsLabels={config.flights.stopsLabels}
          showNet={state.showNet}
          showIncentive={state.showIncentive}
        />
      </div>
    </div>
  )
}

/**
 * Memoised: the page passes deferred lists, so a batch's first (urgent) render of the page skips
 * this subtree and the background render does the work (docs/decisions/0024).
 */
export const ResultsListView = memo(ResultsListViewBody)
