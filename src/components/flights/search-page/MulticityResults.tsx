/**
 * Multi-city: a tab per segment, each polled on its own (useMulticitySearch), with its own list,
 * filters and sort. Choosing a flight records it for that segment and moves to the next one
 * still without a choice; with every segment chosen, "Book this trip" opens the booking dialog.
 */
import type { Chosen } from './FlightResults'
import { useCallback, useDeferredValue, useEffect, useMemo, useRef } from 'react'
import { MulticitySegments, type SegmentView } from '../results/MulticitySegments'
import { SearchProgress } from '../results/Notices'
import { longDate } from '~/lib/flights/calendar'
import { placeText } from '~/lib/flights/places'
import type { FlightResult, FlightSearchRequest } from '@contracts/flights/schemas'
import { formatMoney } from '~/lib/money'
import { useMulticitySearch } from '~/flows/flights/search.flow'
import { journeyWords } from './choice'
import { withoutSoldOut } from '~/lib/flights/sold-out'
import { ResultsListView } from './ResultsListView'
import { SearchStatus } from './SearchStatus'

const noResults: readonly FlightResult[] = []

const statusOf = (phase: string): SegmentView['status'] =>
  phase === 'success' ? 'done' : phase === 'expired' ? 'expired' : phase === 'failure' ? 'failed' : 'loading'

export function MulticityResults({
  request,
  names,
  onChoose,
  soldOut,
}: {
  request: FlightSearchRequest
  /** City names of the search's city-level codes (usePlaceNames): XBOM reads as Mumbai. */
  names: Readonly<Record<string, string>>
  onChoose: (chosen: Chosen) => void
  /** Fares a re-check found sold out: not offered again on this page. */
  soldOut: ReadonlySet<string>
}) {
  const search = useMulticitySearch(request)
  const place = (code: string) => placeText(code, names)
  const legs = request.segments ?? []
  const views: SegmentView[] = search.segments.map((s, i) => ({
    title: legs[i]
      ? `${place(legs[i].origin.code)} → ${place(legs[i].destination.code)}, ${longDate(legs[i].travel_date)}`
      : `Flight ${i + 1}`,
    status: statusOf(s.phase),
    selected: s.selected_flight,
  }))
  const active = search.segments[search.activeSegment]
  const { selectFlight, selectSegment } = search
  const index = search.activeSegment
  // Batches render in the background, as for one-way searches (docs/decisions/0024): the status
  // line updates at once, the list when the page has a moment. The segment goes with its list, so
  // a list is never shown (or its filters set up) under another segment's tab.
  const shownNow = useMemo(
    () => ({ index, results: withoutSoldOut(active?.results ?? noResults, soldOut) }),
    [index, active?.results, soldOut],
  )
  const shown = useDeferredValue(shownNow)
  // The segments as of the last commit, for the choice below: read when the traveller picks, so
  // the handler stays the same while batches arrive and the list is not re-rendered for it.
  const segments = useRef(search.segments)
  useEffect(() => {
    segments.current = search.segments
  }, [search.segments])
  const choose = useCallback(
    (r: FlightResult) => {
      selectFlight(shown.index, r)
      const next = segments.current.findIndex((s, i) => i !== shown.index && s.selected_flight === null)
      if (next >= 0) selectSegment(next)
    },
    [selectFlight, selectSegment, shown.index],
  )
  const chosen = search.segments.map((s) => s.selected_flight)
  const complete = chosen.every((c) => c !== null)
  const answered = search.segments.filter((s) => ['success', 'expired', 'failure'].includes(s.phase)).length
  // A failed or stopped search has no legs to show: the notice above says why and offers a new one.
  const legsShown = search.state !== 'failed' && search.state !== 'cancelled'
  return (
    // The flow's state for the browser tests' model paths (machines/lib/binding.ts): the request on its
    // way and the legs being searched look alike on screen. No box of its own, so nothing moves.
    <div className="fr-flow" {...search.flow}>
      {search.searching ? (
        <SearchProgress
          answered={answered}
          total={search.segments.length}
          onStop={search.cancel}
          unit="legs"
        />
      ) : (
        <SearchStatus
          state={search.state}
          error={search.error}
          answered={answered}
          total={search.segments.length}
          unit="legs"
          onRepeat={search.repeat}
        />
      )}
      {search.expiredSegments.length > 0 ? (
        <div className="fr-notice" role="alert">
          <p>
            The search for flight {search.expiredSegments.map((i) => i + 1).join(', ')} has expired. Prices
            may have changed.
          </p>
          {/* The search repeats once every leg has ended (the machine's REPEAT); until then "Stop search" is offered. */}
          {search.state === 'finished' ? (
            <button type="button" onClick={search.repeat}>
              Search again
            </button>
          ) : null}
        </div>
      ) : null}
      {legsShown ? (
        <MulticitySegments
          segments={views}
          active={index}
          onActiveChange={selectSegment}
          formatPrice={(p) => formatMoney(p, 'INR')}
        >
          {active ? (
            <ResultsListView
              key={shown.index}
              results={shown.results}
              request={request}
              onSelect={choose}
              label={`Flights for journey ${shown.index + 1}`}
            />
          ) : null}
        </MulticitySegments>
      ) : null}
      {complete ? (
        <button
          type="button"
          className="fr-book"
          onClick={() => {
            const searchId = search.segments[0]?.searchId?.replace(/-s\d+$/, '')
            if (!searchId || chosen.some((c) => !c)) return
            onChoose({
              searchId,
              travelPlanIds: chosen.map((c) => c?.travel_plan_id ?? ''),
              words: chosen.map((c) => (c ? journeyWords(c) : '')).join('; then '),
            })
          }}
        >
          Book this trip
        </button>
      ) : null}
    </div>
  )
}
