/**
 * The flight machines given their real side effects, and the hooks the results page uses.
 *
 * - `useFlightSearch(request)`: one-way and round-trip search with polling (search.machine.ts).
 * - `useMulticitySearch(request)`: multi-city, each leg polled on its own (multicity.machine.ts).
 * - `useRoundTripSelection(ongoing, returns)`: the domestic round-trip pair (roundtrip.machine.ts).
 *
 * Each hook starts its machine once, on mount: give the component a `key` made from the request
 * (e.g. the search URL) so a new search starts a new machine. Timers and defaults come from the
 * live product configuration (useShell().config): the machines have none of their own.
 */
import { useActor } from '@xstate/react'
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react'
import { fromPromise } from 'xstate'
import { flowAttributes } from '@machines/lib/binding'
import { multicityMachine } from '@machines/flights/multicity.machine'
import { legsOf, segmentsOf, type LegSnapshot } from '@machines/flights/multicity.segments'
import { searchPollMachine } from '@machines/flights/poll.machine'
import { pairCheckOf, roundTripMachine, selectedPairKey } from '@machines/flights/roundtrip.machine'
import { flightSearchMachine, type SearchProgress } from '@machines/flights/search.machine'
import type { FlightResult, FlightSearchRequest } from '@contracts/flights/schemas'
import type { PollAnswer, StartAnswer } from '@contracts/flights/search-answers'
import { useShell } from '~/components/useShell'
import { nextTask } from '~/lib/next-task'
import { once } from '../once'
import { takeEarlyFlightSearch } from './search.early'
import { pollFlightSearch, startFlightSearch } from '~/server/flights/search.functions'

/** The search request, with the sandbox scenario (batches, latency, failure) that tests may add. */
export type FlightSearchFlowRequest = FlightSearchRequest & { scenario?: string }

// The answer to a request the search form sent on submit, if there is one (0031). Otherwise the
// request leaves in a task of its own: on the results page the machine starts among the page's
// first effects, and the call's serialising and sending made that task a long one (0028).
// The request carries the sandbox `scenario` when a test added one (FlightSearchFlowRequest).
const startSearch = fromPromise<StartAnswer, { request: FlightSearchRequest }>(async ({ input }) => {
  const early = takeEarlyFlightSearch(input.request)
  if (early) return early
  await nextTask()
  return startFlightSearch({ data: input.request })
})

const pollSearch = fromPromise<PollAnswer, { id: string; etag: string | null }>(async ({ input }) =>
  pollFlightSearch({ data: { id: input.id, etag: input.etag ?? undefined } }),
)

// Each flow is its machine constant given the real actors with `.provide()`, once, the first time a
// page needs it (`once`): a one-way search provides two machines, the poll and the search (0036).
export const searchPollFlow = once(() => searchPollMachine.provide({ actors: { pollSearch } }))

export const flightSearchFlow = once(() =>
  flightSearchMachine.provide({ actors: { startSearch, searchPoll: searchPollFlow() } }),
)

/** Multi-city: the one request for every leg, then each leg the one-way flow above. */
export const multicitySearchFlow = once(() =>
  multicityMachine.provide({ actors: { startSearch, legSearch: flightSearchFlow() } }),
)

// The round-trip selection has no side effects: the machine itself is the flow.

/** Polling timing and connectors default from the live configuration. */
function useSearchSettings() {
  const { polling, flights } = useShell().config
  return {
    timing: {
      initialDelayMs: polling.initialDelayMs,
      intervalMs: polling.intervalMs,
      expiryMs: polling.expiryMs,
    },
    missingConnectorsDefault: flights.missingConnectorsDefault,
  }
}

/** Share of the suppliers that have answered, 0 to 1 (1 once the search has ended). */
export function progressFraction(
  progress: Pick<SearchProgress, 'missingConnectors' | 'totalConnectors'>,
  ended: boolean,
) {
  if (ended) return 1
  if (progress.totalConnectors <= 0) return 0
  return Math.min(
    1,
    Math.max(0, (progress.totalConnectors - progress.missingConnectors) / progress.totalConnectors),
  )
}

/** One-way or round-trip search: the results so far, progress, the end reached, and cancel/repeat. */
export function useFlightSearch(request: FlightSearchFlowRequest) {
  const settings = useSearchSettings()
  const [snapshot, send] = useActor(flightSearchFlow(), { input: { request, ...settings } })
  const { context } = snapshot
  const state = typeof snapshot.value === 'string' ? snapshot.value : 'polling'
  const searching = state === 'starting' || state === 'polling'
  return {
    /** starting | polling | succeeded | expired | failed | cancelled */
    state,
    searching,
    finished: !searching,
    /** The services' id of the search running now: a repeated search has a new one. */
    searchId: context.searchId,
    results: context.results,
    returnResults: context.return_results,
    status: context.status,
    flightType: context.flight_type,
    error: context.error,
    progress: { ...context.progress, fraction: progressFraction(context.progress, !searching) },
    cancel: () => send({ type: 'CANCEL' }),
    repeat: () => send({ type: 'REPEAT' }),
    /** `data-flow` and `data-flow-state` for the results' container (the model paths read them). */
    flow: flowAttributes('flight-search', snapshot),
  }
}

/** Multi-city search: every leg's results and phase, the leg on screen, and the choices per leg. */
export function useMulticitySearch(request: FlightSearchFlowRequest) {
  const settings = useSearchSettings()
  const [snapshot, send] = useActor(multicitySearchFlow(), { input: { request, ...settings } })
  const legs = useLegSnapshots(legsOf(snapshot))
  const segments = useMemo(() => segmentsOf(snapshot.context, legs), [snapshot.context, legs])
  // Stable across renders (send is): the page's memoised list does not re-render for them.
  const selectSegment = useCallback((index: number) => send({ type: 'SELECT_SEGMENT', index }), [send])
  const selectFlight = useCallback(
    (index: number, flight: FlightResult) => send({ type: 'SELECT_FLIGHT', index, flight }),
    [send],
  )
  const { context } = snapshot
  const state = typeof snapshot.value === 'string' ? snapshot.value : 'searching'
  return {
    /** starting | searching | finished | failed | cancelled */
    state,
    searching: state === 'starting' || state === 'searching',
    segments,
    activeSegment: context.activeSegment,
    showCheapest: context.showCheapest,
    expiredSegments: context.expiredSearchSegment,
    error: context.error,
    selectSegment,
    selectFlight,
    blockSelected: () => send({ type: 'BLOCK_SELECTED' }),
    cancel: () => send({ type: 'CANCEL' }),
    repeat: () => send({ type: 'REPEAT' }),
    /** `data-flow` and `data-flow-state` for the results' container (the model paths read them). */
    flow: flowAttributes('flight-multicity', snapshot),
  }
}

type LegRef = ReturnType<typeof legsOf>[number]

/**
 * The snapshots of the legs' flight searches, kept current: each leg is an actor of its own, so a
 * batch in one leg re-renders the page the way a change of the multi-city machine does.
 */
function useLegSnapshots(refs: ReadonlyArray<LegRef>): ReadonlyArray<LegSnapshot | undefined> {
  // The same legs give the same store: each render passes a new array of the same actors, which
  // `key` names, so the store is made again only when the legs themselves change (start, cancel).
  const key = refs.map((ref) => ref?.sessionId ?? '-').join(' ')
  const store = useMemo(() => legStore(refs), [key])
  return useSyncExternalStore(store.subscribe, store.read, store.read)
}

function legStore(refs: ReadonlyArray<LegRef>) {
  let last: ReadonlyArray<LegSnapshot | undefined> = []
  return {
    subscribe(onChange: () => void) {
      const subscriptions = refs.map((ref) => ref?.subscribe(onChange))
      return () => subscriptions.forEach((subscription) => subscription?.unsubscribe())
    },
    /** The same array while no leg has changed, as useSyncExternalStore requires. */
    read() {
      const now = refs.map((ref) => ref?.getSnapshot())
      if (now.length === last.length && now.every((snapshot, i) => snapshot === last[i])) return last
      last = now
      return now
    },
  }
}

/**
 * The domestic round-trip pair over the lists the page shows (pass the same array objects between
 * renders: a new array is a new batch). The cheapest valid pair is chosen until the traveller picks.
 */
export function useRoundTripSelection(
  ongoing: ReadonlyArray<FlightResult>,
  returns: ReadonlyArray<FlightResult>,
) {
  const { flights } = useShell().config
  const [snapshot, send] = useActor(roundTripMachine, {
    input: { minReturnGapHours: flights.minReturnGapHours },
  })
  // Lists that lost a flight since the last ones sent: flights withdrawn (sold out since they were
  // shown, docs/decisions/0211); otherwise a batch that adds.
  const sent = useRef<{ ongoing: ReadonlySet<string>; returns: ReadonlySet<string> } | null>(null)
  useEffect(() => {
    if (!ongoing.length && !returns.length) return
    const ids = (list: ReadonlyArray<FlightResult>) => new Set(list.map((r) => r.travel_plan_id))
    const now = { ongoing: ids(ongoing), returns: ids(returns) }
    const before = sent.current
    const lost = (was: ReadonlySet<string>, is: ReadonlySet<string>) => [...was].some((id) => !is.has(id))
    const withdrawn = !!before && (lost(before.ongoing, now.ongoing) || lost(before.returns, now.returns))
    sent.current = now
    send({ type: 'RESULTS', ongoing, returns, withdrawn })
  }, [ongoing, returns, send])
  const { context } = snapshot
  const check = pairCheckOf(context)
  const { selectedOngoing, selectedReturn } = context
  return {
    selectedOngoing,
    selectedReturn,
    /** 'outIndex-returnIndex', -1 on a side with nothing chosen. */
    pairKey: selectedPairKey(context),
    /** Integer paise per adult for the pair, or null while a side is missing. */
    totalPerAdult:
      selectedOngoing && selectedReturn ? selectedOngoing.adultPrice + selectedReturn.adultPrice : null,
    /** Minutes between landing and the return departure, and whether it is under the minimum. */
    gap: check?.ok ? { minutes: check.gapMinutes, short: check.shortGap } : null,
    refusal: context.refusal,
    /** Fares the last choice changed (a special fare back at its regular fare, or a matching one in). */
    fareChanges: context.fareChanges,
    isCheapestPreselected: context.select_cheapest,
    blacklist: context.blacklist,
    selectOngoing: (flight: FlightResult) => send({ type: 'SELECT_ONGOING', flight }),
    selectReturn: (flight: FlightResult) => send({ type: 'SELECT_RETURN', flight }),
    blockSelected: () => send({ type: 'BLOCK_SELECTED' }),
  }
}
