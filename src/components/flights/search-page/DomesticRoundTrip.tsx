/**
 * Domestic round trip: onward and return lists side by side, each with its own sort. The pair is
 * the round-trip selection machine's: the cheapest valid pair is preselected as batches arrive, and
 * a choice that cannot work with the other leg (return before the onward lands) is refused with
 * the machine's message, keeping the previous pair.
 */
import { useState } from 'react'
import { useShell } from '~/components/useShell'
import { CurrencySwitch } from '~/components/flights/results/CurrencySwitch'
import { RoundTripView, type Direction } from '~/components/flights/results/RoundTripView'
import { useResultsView } from '~/components/flights/results/useResultsView'
import type { FlightResult, FlightSearchRequest } from '~/lib/flights/schemas'
import { sortKeyOr, type SortKey } from '~/lib/flights/sort'
import { useRoundTripSelection } from '~/flows/flight-search.flow'
import { journeyWords } from './choice'
import { useCurrency, useFilters } from './useListControls'

export function DomesticRoundTrip({
  ongoing,
  returns,
  request,
  onChoose,
}: {
  ongoing: FlightResult[]
  returns: FlightResult[]
  request: FlightSearchRequest
  onChoose: (words: string) => void
}) {
  const { config } = useShell()
  const { stopsLabels, shortLayoverHours, minReturnGapHours } = config.flights
  const defaultSort = sortKeyOr(config.flights.defaultSort)
  const [sorts, setSorts] = useState<Record<Direction, SortKey>>({
    ongoing: defaultSort,
    return: defaultSort,
  })
  // Filters start at their defaults (nothing hidden): the lists only take each column's sort.
  const onwardFilters = useFilters(ongoing, request)
  const returnFilters = useFilters(returns, request)
  const onwardList = useResultsView(ongoing, onwardFilters.state, sorts.ongoing, stopsLabels)
  const returnList = useResultsView(returns, returnFilters.state, sorts.return, stopsLabels)
  const pair = useRoundTripSelection(ongoing, returns)
  const money = useCurrency()
  return (
    <>
      <div className="fr-toolbar">
        <CurrencySwitch value={money.currency} rates={money.rates} onChange={money.setCurrency} />
      </div>
      {pair.refusal ? (
        <p className="fr-error" role="alert">
          {pair.refusal}
        </p>
      ) : null}
      <RoundTripView
        ongoing={onwardList}
        returns={returnList}
        ongoingTotal={ongoing.length}
        returnTotal={returns.length}
        ongoingSort={sorts.ongoing}
        returnSort={sorts.return}
        onSortChange={(which, key) => setSorts((s) => ({ ...s, [which]: key }))}
        selectedOngoing={pair.selectedOngoing}
        selectedReturn={pair.selectedReturn}
        onSelect={(which, r) => (which === 'ongoing' ? pair.selectOngoing(r) : pair.selectReturn(r))}
        validity={pair.gap ? { overlap: false, shortGap: pair.gap.short } : null}
        minReturnGapHours={minReturnGapHours}
        onContinue={() => {
          if (!pair.selectedOngoing || !pair.selectedReturn || pair.totalPerAdult === null) return
          onChoose(
            `${journeyWords(pair.selectedOngoing)}, returning ${journeyWords(pair.selectedReturn)}, ${money.formatPrice(pair.totalPerAdult)} per adult`,
          )
        }}
        onwardTitle={`Onward: ${request.origin.code} → ${request.destination.code}`}
        returnTitle={`Return: ${request.destination.code} → ${request.origin.code}`}
        formatPrice={money.formatPrice}
        shortLayoverHours={shortLayoverHours}
        stopsLabels={stopsLabels}
      />
    </>
  )
}
