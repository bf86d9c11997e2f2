/**
 * The hotel machines given their real side effects, and the hooks the hotel pages use.
 *
 * (The form, `useHotelSearchForm()`, is in search-form.flow.ts: the results page loads it only when
 * "Modify search" opens, docs/decisions/0164.)
 * - `useHotelResults(search)`: the search and its polling (results.machine.ts).
 * - `useHotelAvailability(hotelId, stay)`: rooms, offers and the check of the offer chosen
 *   (availability.machine.ts); a 500/503 is reported to the logging service.
 *
 * Each machine is provided once; each hook starts it once, on mount, with the page's search, the
 * live product configuration's timers (useShell().config) and the address's sandbox scenario as
 * its input: key the component by what starts a new machine.
 */
import { useActor } from '@xstate/react'
import { useCallback, useEffect, useMemo, useRef } from 'react'
import { fromPromise } from 'xstate'
import { flowAttributes } from '@machines/lib/binding'
import { hotelAvailabilityMachine, type AvailabilityInput } from '@machines/hotels/availability.machine'
import {
  hotelResultsMachine,
  type FetchPageInput,
  type FetchResultsInput,
  type StartSearchInput,
} from '@machines/hotels/results.machine'
import type { AvailabilityAnswer } from '@contracts/hotels/hotel'
import type { ResultsAnswer, SearchBody } from '@contracts/hotels/search'
import type { HotelResultsSearch, StayFields } from '@contracts/hotels/search-params'
import { useShell } from '~/components/useShell'
import { resultsQueryOf } from '~/lib/hotels/filters'
import { fetchHotelAvailability, fetchHotelResults, startHotelSearch } from '~/server/hotels/search.functions'
import { once } from '../once'

/** The sandbox scenario a test put in the address (the server forwards it only in the sandbox). */
export type WithScenario = { scenario?: string | undefined }

export function searchBodyOf(search: HotelResultsSearch): SearchBody {
  const { place } = search
  return {
    checkin_date: search.checkin_date,
    checkout_date: search.checkout_date,
    rooms: search.rooms,
    ...(place.kind === 'hotel' ? { hotel_id: place.id, hotel_name: place.name } : {}),
    ...(place.kind === 'locality' ? { locality_id: place.id, locality_name: place.name } : {}),
    ...(place.kind === 'location' ? { location_id: place.id } : {}),
    ...(place.city_name ? { city_name: place.city_name } : {}),
  }
}

const resultsFlow = once(() =>
  hotelResultsMachine.provide({
    actors: {
      startSearch: fromPromise<ResultsAnswer, StartSearchInput>(async ({ input }) =>
        startHotelSearch({ data: input }),
      ),
      fetchResults: fromPromise<ResultsAnswer, FetchResultsInput>(async ({ input }) =>
        fetchHotelResults({ data: input }),
      ),
      fetchPage: fromPromise<ResultsAnswer, FetchPageInput>(async ({ input }) => {
        const { searchId, body, ...rest } = input
        return searchId
          ? fetchHotelResults({ data: { searchId, ...rest } })
          : startHotelSearch({ data: { body, ...rest } })
      }),
    },
  }),
)

/**
 * The results of a search: the machine starts with the address's view; a later change of filters,
 * sort or page is sent to it (a change of the stay or place is a new search: key the component).
 */
export function useHotelResults(search: HotelResultsSearch, scenario?: string) {
  const { config } = useShell()
  const query = resultsQueryOf(search, config.limits.hotelCardsPerPage)
  const [snapshot, send] = useActor(resultsFlow(), {
    input: {
      body: searchBodyOf(search),
      query,
      pollMs: config.polling.intervalMs,
      ...(scenario ? { scenario } : {}),
    },
  })
  const key = JSON.stringify(query)
  const last = useRef(key)
  const current = useRef(snapshot)
  current.current = snapshot
  const pageSize = config.limits.hotelCardsPerPage
  // The machine is asked for a view at once (a click calls this before the address changes, so the
  // page never says 'success' for a view it has not asked for); the effect below covers an address
  // changed from outside (a page link, back, forward).
  const show = useCallback(
    (next: HotelResultsSearch) => {
      const wanted = resultsQueryOf(next, pageSize)
      const wantedKey = JSON.stringify(wanted)
      if (last.current === wantedKey) return
      last.current = wantedKey
      const { context, value } = current.current
      const pageOnly =
        JSON.stringify({ ...wanted, page_no: 0 }) === JSON.stringify({ ...context.query, page_no: 0 })
      send(
        pageOnly && value === 'success'
          ? { type: 'PAGE', page_no: wanted.page_no }
          : { type: 'QUERY', query: wanted },
      )
    },
    [send, pageSize],
  )
  // `show` does nothing for the view already asked for (the first render's, or a click's).
  useEffect(() => show(search), [search, show])
  const state = typeof snapshot.value === 'string' ? snapshot.value : 'request'
  // Stable across the machine's updates, so the memoised cards and map skip a poll's render.
  const select = useCallback((hotelId: string | null) => send({ type: 'SELECT', hotelId }), [send])
  const retry = useCallback(() => send({ type: 'RETRY' }), [send])
  return {
    state,
    searching:
      state === 'request' || state === 'pending' || state === 'appending' || state === 'scrollFetching',
    hotels: useSameCards(snapshot.context.hotels),
    meta: snapshot.context.meta,
    selected: snapshot.context.selected,
    error: snapshot.context.error,
    select,
    retry,
    show,
    flow: flowAttributes('hotel-results', snapshot),
  }
}

/**
 * The page's cards, each the object shown before when it has not changed (as JSON), and the same
 * list when none has: a poll that appends beyond the page renders no card again (docs/decisions/0173).
 */
function useSameCards<T extends { hotel_id: string }>(next: ReadonlyArray<T>): ReadonlyArray<T> {
  const shown = useRef(next)
  return useMemo(() => {
    const before = shown.current
    if (before === next) return next
    const byId = new Map(before.map((card) => [card.hotel_id, card]))
    let same = before.length === next.length
    const kept = next.map((card, i) => {
      const old = byId.get(card.hotel_id)
      const keep = old !== undefined && JSON.stringify(old) === JSON.stringify(card) ? old : card
      if (keep !== before[i]) same = false
      return keep
    })
    shown.current = same ? before : kept
    return shown.current
  }, [next])
}

const availabilityFlow = once(() =>
  hotelAvailabilityMachine.provide({
    actors: {
      fetchAvailability: fromPromise<AvailabilityAnswer, AvailabilityInput>(async ({ input }) =>
        fetchHotelAvailability({ data: input }),
      ),
    },
    actions: {
      logFailure: (_, params: { error: unknown }) => {
        const message = params.error instanceof Error ? params.error.message : String(params.error)
        void import('../logging/client-errors').then(({ sendClientError }) =>
          sendClientError({
            type: 'sagas_failed_src_index',
            message: `hotel availability failed: ${message}`,
            isMobile: window.matchMedia('(max-width: 767px)').matches,
            pageUrl: window.location.pathname,
          }).catch(() => {}),
        )
      },
    },
  }),
)

export function useHotelAvailability(
  hotelId: string,
  stay: StayFields,
  options: {
    searchId?: string | undefined
    scenario?: string | undefined
    /** The stay's total the results card showed: a dearer room now is told with both amounts. */
    cardTotal?: number | undefined
  } = {},
) {
  const { searchId, scenario, cardTotal } = options
  const [snapshot, send] = useActor(availabilityFlow(), {
    input: {
      hotelId,
      stay: {
        ...stay,
        ...(searchId ? { search_id: searchId } : {}),
        ...(searchId && cardTotal !== undefined ? { card_total: cardTotal } : {}),
      },
      ...(scenario ? { scenario } : {}),
    },
  })
  const state = typeof snapshot.value === 'string' ? snapshot.value : 'request'
  return { state, context: snapshot.context, send, flow: flowAttributes('hotel-availability', snapshot) }
}
