/**
 * One-way and round-trip results: the polling search (useFlightSearch), its progress or end, the
 * fare strip, then the list: one list (one-way, or combined international round-trip cards) or
 * the two domestic round-trip columns.
 */
import type { Chosen } from './FlightResults'
import { useCallback, useDeferredValue, useMemo } from 'react'
import { NoResultsNotice } from '../results/Notices'
import { placeText } from '~/lib/flights/places'
import type { FlightResult, FlightSearchRequest, PeriodPrice } from '@contracts/flights/schemas'
import { withoutSoldOut } from '~/lib/flights/sold-out'
import { todayIso } from '~/lib/flights/today'
import { formatMoney } from '~/lib/money'
import { flightSearchFlow, useFlightSearch } from '~/flows/flights/search.flow'
import { choiceWords } from './choice'
import { DomesticRoundTrip } from './DomesticRoundTrip'
import { ResultsListView } from './ResultsListView'
import { SearchStatus } from './SearchStatus'

// The search machine is built in a task of its own as soon as this page's code has loaded, so
// React's first render of the page finds it ready instead of building it inside that render
// (docs/decisions/0025). The page's code loads before hydration starts, and this timer runs first.
if (typeof window !== 'undefined') setTimeout(flightSearchFlow, 0)

export function SingleSearchResults({
  request,
  names,
  prices,
  onPickDate,
  onChoose,
  soldOut,
}: {
  request: FlightSearchRequest
  /** City names of the search's city-level codes (usePlaceNames): XBOM reads as Mumbai. */
  names: Readonly<Record<string, string>>
  prices: readonly PeriodPrice[]
  onPickDate: (date: string) => void
  onChoose: (chosen: Chosen) => void
  /** Fares a re-check found sold out: not offered again on this page. */
  soldOut: ReadonlySet<string>
}) {
  const search = useFlightSearch(request)
  const bookable = useMemo(() => withoutSoldOut(search.results, soldOut), [search.results, soldOut])
  const bookableReturns = useMemo(
    () => withoutSoldOut(search.returnResults, soldOut),
    [search.returnResults, soldOut],
  )
  // A batch reaches React through the machine's store, which React renders at once and in one
  // piece; deferring the lists lets the status line update at once and the lists (bounds, sort,
  // filter columns, cards) render in the background in short slices (docs/decisions/0024).
  const results = useDeferredValue(bookable)
  const returnResults = useDeferredValue(bookableReturns)
  const chooseOne = useCallback(
    (r: FlightResult, formatPrice: (paise: number) => string) => {
      if (search.searchId)
        onChoose({
          searchId: search.searchId,
          travelPlanIds: [r.travel_plan_id],
          words: choiceWords(r, formatPrice(r.adultPrice)),
        })
    },
    [onChoose, search.searchId],
  )
  const answered = search.progress.totalConnectors - search.progress.missingConnectors
  const domesticPair =
    request.search_type === 'roundtrip' &&
    (search.flightType === 'DOMESTIC' || search.returnResults.length > 0)
  const empty =
    search.state === 'succeeded' && search.results.length === 0 && search.returnResults.length === 0
  return (
    // The flow's state for the browser tests' model paths (machines/lib/binding.ts): a request on its
    // way and flights arriving look alike on screen. No box of its own, so nothing moves.
    <div className="fr-flow" {...search.flow}>
      <SearchStatus
        state={search.state}
        error={search.error}
        answered={answered}
        total={search.progress.totalConnectors}
        onRepeat={search.repeat}
        onStop={search.cancel}
      />
      {empty ? (
        <NoResultsNotice
          route={`${placeText(request.origin.code, names)} → ${placeText(request.destination.code, names)}`}
          date={request.travel_date}
          today={todayIso()}
          prices={prices}
          onPickDate={onPickDate}
          formatPrice={(p) => formatMoney(p, 'INR')}
        />
      ) : null}
      {search.state === 'expired' || search.state === 'failed' || empty ? null : domesticPair ? (
        <DomesticRoundTrip
          // A repeated search is a new choice: its lists start again, and so does the pair.
          key={search.searchId ?? 'starting'}
          ongoing={results}
          returns={returnResults}
          request={request}
          names={names}
          onChoose={(chosen) => search.searchId && onChoose({ ...chosen, searchId: search.searchId })}
        />
      ) : (
        <ResultsListView results={results} request={request} onSelect={chooseOne} />
      )}
    </div>
  )
}
