/**
 * The hotel search form's machine given its real side effects: the places call and the recent
 * searches (search-form.machine.ts). Apart from search.flow.ts so that the results page, which shows
 * the form only on "Modify search", does not load it with its first scripts (0164).
 */
import { useActor } from '@xstate/react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { fromPromise } from 'xstate'
import { flowAttributes } from '@machines/lib/binding'
import { hotelSearchFormMachine, type HotelFormInput } from '@machines/hotels/search-form.machine'
import type { PlacesAnswer } from '@contracts/hotels/search'
import { useShell } from '~/components/useShell'
import { todayIso } from '~/lib/date-input'
import { loadRecentHotelSearches, saveRecentHotelSearches } from '~/lib/hotels/recent'
import { once } from '../once'
import { fetchHotelPlaces } from '~/server/hotels/search.functions'

const findPlaces = fromPromise<PlacesAnswer, { q: string }>(async ({ input }) =>
  fetchHotelPlaces({ data: { q: input.q } }),
)

export const hotelSearchFormFlow = once(() => hotelSearchFormMachine.provide({ actors: { findPlaces } }))

/** The hotel form: its values, the place suggestions, and the search handed over (when valid). */
export function useHotelSearchForm(start: HotelFormInput['values'] = {}) {
  const { config } = useShell()
  const today = useMemo(() => todayIso(), [])
  // The browser's recent searches (none on the server): the page shows them only once mounted,
  // so the server's page and the browser's first render agree.
  const [snapshot, send] = useActor(hotelSearchFormFlow(), {
    input: {
      today,
      debounceMs: config.locationSearch.debounceMs,
      recentLimit: config.limits.lastSearchesKept,
      recent: loadRecentHotelSearches(today).slice(0, config.limits.lastSearchesKept),
      values: start,
    },
  })
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  const { recent } = snapshot.context
  const first = useRef(recent)
  useEffect(() => {
    if (recent !== first.current) saveRecentHotelSearches(recent)
  }, [recent])
  return {
    snapshot,
    send,
    recent: mounted ? recent : [],
    flow: flowAttributes('hotel-search-form', snapshot),
  }
}
