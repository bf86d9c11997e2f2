/**
 * Domestic round trip: onward and return lists side by side, each with its own sort, under one
 * filter panel (a sidebar on large screens, the drawer on small ones). The filters apply to each
 * column by its own legs: stops, price, airlines, alliances, layovers and durations to both, the
 * "Onward departure" times to the onward list and the "Return departure" times to the return list
 * (keys.ts reads a return-column result's departure against return_datetime).
 *
 * The pair is the round-trip selection machine's: the cheapest valid pair is preselected as batches
 * arrive, and a choice that cannot work with the other leg (return before the onward lands) is
 * refused with the machine's message, keeping the previous pair. A special round-trip fare never
 * stops a choice: the fares the machine changed to keep the pair sellable are shown with their price.
 */
import type { Chosen } from './FlightResults'
import { memo, useId, useMemo, useState } from 'react'
import { useShell } from '~/components/useShell'
import { CurrencySwitch } from '../results/CurrencySwitch'
import { FilterPanel, FiltersButton } from '../results/FilterPanel'
import { RoundTripView } from '../results/RoundTripView'
import { useResultsView } from '../results/useResultsView'
import { isFiltering } from '~/lib/flights/filter-state'
import { placeText } from '~/lib/flights/places'
import type { FlightResult, FlightSearchRequest } from '@contracts/flights/schemas'
import { useRoundTripSelection } from '~/flows/flights/search.flow'
import { fareChangeWords, journeyWords } from './choice'
import { useCurrency, useFilters } from './useListControls'

function DomesticRoundTripBody({
  ongoing,
  returns,
  request,
  names,
  onChoose,
}: {
  ongoing: FlightResult[]
  returns: FlightResult[]
  request: FlightSearchRequest
  /** City names of the search's city-level codes (usePlaceNames): XBOM reads as Mumbai. */
  names: Readonly<Record<string, string>>
  onChoose: (chosen: Omit<Chosen, 'searchId'>) => void
}) {
  const { config, layout } = useShell()
  const { stopsLabels, shortLayoverHours, minReturnGapHours } = config.flights
  // One filter state for both columns; its bounds (price range, airlines…) cover both lists.
  const both = useMemo(() => [...ongoing, ...returns], [ongoing, returns])
  const { bounds, state, dispatch } = useFilters(both, request)
  const place = (code: string) => placeText(code, names)
  const onwardList = useResultsView(ongoing, state, state.sort_attribute, stopsLabels)
  const returnList = useResultsView(returns, state, state.return_sort_attribute, stopsLabels)
  const pair = useRoundTripSelection(ongoing, returns)
  const money = useCurrency()
  const [drawer, setDrawer] = useState(false)
  const panelId = useId()
  return (
    <div className="fr-page">
      <FilterPanel
        id={panelId}
        sidebarGuess={layout !== 'mobile'}
        state={state}
        bounds={bounds}
        dispatch={dispatch}
        formatPrice={money.formatPrice}
        showReturnTimes
        open={drawer}
        onClose={() => setDrawer(false)}
        shownCount={onwardList.length + returnList.length}
      />
      <div className="fr-main">
        <div className="fr-toolbar">
          <FiltersButton
            controls={panelId}
            open={drawer}
            onToggle={() => setDrawer((o) => !o)}
            active={isFiltering(state)}
          />
          <CurrencySwitch value={money.currency} rates={money.rates} onChange={money.setCurrency} />
        </div>
        {pair.refusal ? (
          <p className="fr-error" role="alert">
            {pair.refusal}
          </p>
        ) : null}
        {pair.fareChanges.length ? (
          <div className="fr-notice" role="status" aria-label="Fare changed">
            {pair.fareChanges.map((change) => (
              <p key={change.to.travel_plan_id}>{fareChangeWords(change, money.formatPrice)}</p>
            ))}
          </div>
        ) : null}
        <RoundTripView
          ongoing={onwardList}
          returns={returnList}
          ongoingSource={ongoing}
          returnSource={returns}
          ongoingTotal={ongoing.length}
          returnTotal={returns.length}
          ongoingSort={state.sort_attribute}
          returnSort={state.return_sort_attribute}
          onSortChange={(which, key) => dispatch({ type: which === 'ongoing' ? 'sort' : 'returnSort', key })}
          selectedOngoing={pair.selectedOngoing}
          selectedReturn={pair.selectedReturn}
          onSelect={(which, r) => (which === 'ongoing' ? pair.selectOngoing(r) : pair.selectReturn(r))}
          validity={pair.gap ? { overlap: false, shortGap: pair.gap.short } : null}
          minReturnGapHours={minReturnGapHours}
          onContinue={() => {
            if (!pair.selectedOngoing || !pair.selectedReturn || pair.totalPerAdult === null) return
            onChoose({
              travelPlanIds: [pair.selectedOngoing.travel_plan_id, pair.selectedReturn.travel_plan_id],
              words: `${journeyWords(pair.selectedOngoing)}, returning ${journeyWords(pair.selectedReturn)}, ${money.formatPrice(pair.totalPerAdult)} per adult`,
            })
          }}
          onwardTitle={`Onward: ${place(request.origin.code)} → ${place(request.destination.code)}`}
          returnTitle={`Return: ${place(request.destination.code)} → ${place(request.origin.code)}`}
          formatPrice={money.formatPrice}
          shortLayoverHours={shortLayoverHours}
          stopsLabels={stopsLabels}
        />
      </div>
    </div>
  )
}

/**
 * Memoised: the page passes deferred lists, so a batch's first (urgent) render of the page skips
 * this subtree and the background render does the work (docs/decisions/0024).
 */
export const DomesticRoundTrip = memo(DomesticRoundTripBody)
