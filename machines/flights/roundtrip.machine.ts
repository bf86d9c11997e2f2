/**
 * Choosing the two flights of a domestic round trip (000 §3 "Flight result", §4 "Flight search"):
 * an ongoing list and a return list side by side. Until the traveller picks, the cheapest pair that
 * does not overlap is preselected (select_cheapest, isDefaultBehaviourRT) and follows new batches.
 * A return that leaves before the ongoing flight lands is refused with a reason; a gap under the
 * minimum (2 h) is allowed but flagged. A special round-trip fare is never a reason to refuse a
 * choice: the pair is settled (roundtrip.logic.ts settleSpecialFares) and every fare it changes is
 * kept in `fareChanges` for the page to show with its price. Blocking the pair (its fare could not be confirmed)
 * blacklists each flight beside the other.
 *
 * International round trips come as combined itineraries and need no pairing: the page selects them
 * like one-way results. The lists are the page's (a reference, not a copy): the machine needs them
 * to preselect the cheapest pair. The pair rules live in roundtrip.logic.ts.
 */
import { assign, setup } from 'xstate'
import type { FlightResult } from '@contracts/flights/schemas'
import {
  blockPair,
  checkPair,
  cheapestValidPair,
  isBlocked,
  noSelectionIndex,
  pairKey,
  settleSpecialFares,
  type BlacklistEntry,
  type FareChange,
} from './roundtrip.logic'

export interface RoundTripInput {
  /** app.config.ts flights.minReturnGapHours (2): a shorter gap is allowed but flagged. */
  minReturnGapHours: number
  blacklist?: BlacklistEntry[]
}

export interface RoundTripContext {
  ongoing: ReadonlyArray<FlightResult>
  returns: ReadonlyArray<FlightResult>
  selectedOngoing: FlightResult | null
  selectedReturn: FlightResult | null
  /** True until the traveller picks a flight: the cheapest valid pair is kept selected. */
  select_cheapest: boolean
  blacklist: BlacklistEntry[]
  minReturnGapHours: number
  /** Why the last choice was refused, for the traveller; cleared by the next accepted choice. */
  refusal: string | null
  /**
   * The fares the last accepted choice changed to keep the pair sellable (a special round-trip fare
   * without its match back at its regular fare, or the other flight's matching special fare brought
   * in), with both prices; empty when the pair is as chosen.
   */
  fareChanges: FareChange<FlightResult>[]
}

export type RoundTripEvent =
  | {
      type: 'RESULTS'
      ongoing: ReadonlyArray<FlightResult>
      returns: ReadonlyArray<FlightResult>
      /**
       * Flights shown were withdrawn (sold out since, docs/decisions/0211): the lists may hold fewer
       * flights than before. Without it a batch only adds, and a list that holds fewer is ignored.
       */
      withdrawn?: boolean
    }
  | { type: 'SELECT_ONGOING'; flight: FlightResult }
  | { type: 'SELECT_RETURN'; flight: FlightResult }
  | { type: 'BLOCK_SELECTED' }

/** 'outIndex-returnIndex' of the chosen pair; -1 on a side with nothing chosen ("-1-1": none). */
export function selectedPairKey(context: RoundTripContext): string {
  return pairKey(
    context.selectedOngoing?.index ?? noSelectionIndex,
    context.selectedReturn?.index ?? noSelectionIndex,
  )
}

/** The pair's gap check, or null while a side is missing. */
export function pairCheckOf(context: RoundTripContext) {
  const { selectedOngoing, selectedReturn } = context
  if (!selectedOngoing || !selectedReturn) return null
  return checkPair(selectedOngoing, selectedReturn, context.minReturnGapHours)
}

const overlapReason = 'This return flight leaves before your outbound flight lands. Choose a later return.'
const blockedReason = 'This fare is no longer available with the flight chosen on the other leg.'

const cheapest = (context: RoundTripContext) => {
  const pair = cheapestValidPair(context.ongoing, context.returns, context.blacklist)
  return { selectedOngoing: pair?.ongoing ?? null, selectedReturn: pair?.return ?? null }
}
const isPaired = (context: RoundTripContext) => pairCheckOf(context)?.ok === true

const roundTripSetup = setup({
  types: {
    context: {} as RoundTripContext,
    input: {} as RoundTripInput,
    events: {} as RoundTripEvent,
  },
  actions: {
    takeResults: assign(
      (
        { context },
        params: { ongoing: ReadonlyArray<FlightResult>; returns: ReadonlyArray<FlightResult> },
      ) => {
        const next = { ...context, ongoing: params.ongoing, returns: params.returns }
        if (context.select_cheapest) return { ...next, ...cheapest(next) }
        // A chosen flight the lists no longer hold (sold out since it was shown) is chosen no more.
        const kept = {
          selectedOngoing: listed(params.ongoing, context.selectedOngoing),
          selectedReturn: listed(params.returns, context.selectedReturn),
        }
        const lost =
          kept.selectedOngoing !== context.selectedOngoing || kept.selectedReturn !== context.selectedReturn
        return lost ? { ...next, ...kept, fareChanges: [], refusal: null } : next
      },
    ),
    choose: assign(({ context }, params: { side: 'ongoing' | 'return'; flight: FlightResult }) => {
      const other = params.side === 'ongoing' ? context.selectedReturn : context.selectedOngoing
      const settled = settleSpecialFares(params.side, params.flight, other, context)
      return {
        selectedOngoing: settled.ongoing,
        selectedReturn: settled.return,
        fareChanges: settled.changes,
        select_cheapest: false,
        refusal: null,
      }
    }),
    refuse: assign({ refusal: (_, params: { reason: string }) => params.reason, fareChanges: [] }),
    blockSelected: assign(({ context }) => {
      const { selectedOngoing, selectedReturn } = context
      if (!selectedOngoing || !selectedReturn) return {}
      const next = {
        ...context,
        blacklist: [...context.blacklist, ...blockPair(selectedOngoing, selectedReturn)],
        selectedOngoing: null,
        selectedReturn: null,
        refusal: null,
        fareChanges: [],
      }
      return next.select_cheapest ? { ...next, ...cheapest(next) } : next
    }),
  },
  guards: {
    overlapsOtherLeg: ({ context }, params: { side: 'ongoing' | 'return'; flight: FlightResult }) => {
      if (!offered(context, params)) return false
      const other = params.side === 'ongoing' ? context.selectedReturn : context.selectedOngoing
      if (!other) return false
      const [out, back] = params.side === 'ongoing' ? [params.flight, other] : [other, params.flight]
      return checkPair(out, back, context.minReturnGapHours).ok === false
    },
    blockedBesideOtherLeg: ({ context }, params: { side: 'ongoing' | 'return'; flight: FlightResult }) =>
      offered(context, params) &&
      isBlocked(
        params.flight,
        context.blacklist,
        params.side === 'ongoing' ? context.selectedReturn : context.selectedOngoing,
      ),
    /** The flight is one of its leg's list (nothing else can be picked). */
    isOffered: ({ context }, params: { side: 'ongoing' | 'return'; flight: FlightResult }) =>
      offered(context, params),
    /**
     * The lists changed: a batch added flights, or flights shown were withdrawn (sold out since,
     * docs/decisions/0211). The same flights again change nothing (a new search is a new machine).
     */
    changesFlights: (
      { context },
      params: {
        ongoing: ReadonlyArray<FlightResult>
        returns: ReadonlyArray<FlightResult>
        withdrawn: boolean
      },
    ) =>
      params.withdrawn
        ? !sameFlights(context.ongoing, params.ongoing) || !sameFlights(context.returns, params.returns)
        : extendsList(context.ongoing, params.ongoing) &&
          extendsList(context.returns, params.returns) &&
          params.ongoing.length + params.returns.length > context.ongoing.length + context.returns.length,
    isPaired: ({ context }) => isPaired(context),
    isNotPaired: ({ context }) => !isPaired(context),
    isShortGap: ({ context }) => shortGap(context),
    isNotShortGap: ({ context }) => !shortGap(context),
    hasPair: ({ context }) => context.selectedOngoing !== null && context.selectedReturn !== null,
  },
})

const listsOf = ({ event }: { event: RoundTripEvent }) =>
  event.type === 'RESULTS'
    ? { ongoing: event.ongoing, returns: event.returns, withdrawn: event.withdrawn === true }
    : { ongoing: [], returns: [], withdrawn: false }

/** Lists that changed are taken (the lists the page shows, the cheapest pair followed). */
const takeResults = {
  guard: { type: 'changesFlights', params: listsOf },
  actions: { type: 'takeResults', params: listsOf },
} as const

/**
 * Picking a flight of one leg's list: refused (with the reason) when it leaves the pair unusable,
 * taken otherwise; a flight not in the list cannot be picked.
 */
function selectOn(side: 'ongoing' | 'return') {
  const picked = ({ event }: { event: Extract<RoundTripEvent, { flight: FlightResult }> }) => ({
    side,
    flight: event.flight,
  })
  // Each guard is false for a flight not in the list: then the event is not taken at all.
  return [
    {
      guard: { type: 'overlapsOtherLeg', params: picked },
      actions: { type: 'refuse', params: { reason: overlapReason } },
    },
    {
      guard: { type: 'blockedBesideOtherLeg', params: picked },
      actions: { type: 'refuse', params: { reason: blockedReason } },
    },
    { guard: { type: 'isOffered', params: picked }, actions: { type: 'choose', params: picked } },
  ] as const
}

export const roundTripMachine = roundTripSetup.createMachine({
  id: 'roundTripSelection',
  description:
    'The traveller picks an outbound and a return flight; the cheapest pair that fits together is picked for them until they choose.',
  context: ({ input }) => ({
    ongoing: [],
    returns: [],
    selectedOngoing: null,
    selectedReturn: null,
    select_cheapest: true,
    blacklist: input.blacklist ?? [],
    minReturnGapHours: input.minReturnGapHours,
    refusal: null,
    fareChanges: [],
  }),
  initial: 'waitingForResults',
  on: {
    SELECT_ONGOING: selectOn('ongoing'),
    SELECT_RETURN: selectOn('return'),
  },
  states: {
    waitingForResults: {
      description: 'no flights yet: the lists fill in as the search finds them',
      on: {
        RESULTS: { ...takeResults, target: 'choosing' },
      },
    },
    choosing: {
      description: 'an outbound or a return flight is still to be chosen (no pair that fits together yet)',
      always: { guard: 'isPaired', target: 'paired' },
      on: {
        RESULTS: takeResults,
      },
    },
    paired: {
      description: 'an outbound and a return flight that fit together are chosen; their total is shown',
      always: { guard: 'isNotPaired', target: 'choosing' },
      initial: 'comfortable',
      on: {
        RESULTS: takeResults,
        BLOCK_SELECTED: { guard: 'hasPair', actions: 'blockSelected' },
      },
      states: {
        comfortable: {
          description: 'the return leaves at least 2 hours after the outbound lands',
          always: { guard: 'isShortGap', target: 'tightConnection' },
        },
        tightConnection: {
          description:
            'the return leaves less than 2 hours after the outbound lands: the traveller is warned',
          always: { guard: 'isNotShortGap', target: 'comfortable' },
        },
      },
    },
  },
})

/** The flight is one of its leg's list. */
function offered(context: RoundTripContext, params: { side: 'ongoing' | 'return'; flight: FlightResult }) {
  return (params.side === 'ongoing' ? context.ongoing : context.returns).some(
    (r) => r.travel_plan_id === params.flight.travel_plan_id,
  )
}

/** True when both lists hold the same flights (by travel plan). */
function sameFlights(now: ReadonlyArray<FlightResult>, next: ReadonlyArray<FlightResult>): boolean {
  if (now === next) return true
  if (now.length !== next.length) return false
  const ids = new Set(next.map((r) => r.travel_plan_id))
  return now.every((r) => ids.has(r.travel_plan_id))
}

/** True when `next` holds every flight of `now` (by travel plan): a batch that only adds. */
function extendsList(now: ReadonlyArray<FlightResult>, next: ReadonlyArray<FlightResult>): boolean {
  const ids = new Set(next.map((r) => r.travel_plan_id))
  return now.every((r) => ids.has(r.travel_plan_id))
}

/** The chosen flight when the list still holds it, else null. */
function listed(list: ReadonlyArray<FlightResult>, chosen: FlightResult | null): FlightResult | null {
  return chosen && list.some((r) => r.travel_plan_id === chosen.travel_plan_id) ? chosen : null
}

function shortGap(context: RoundTripContext): boolean {
  const check = pairCheckOf(context)
  return check?.ok === true && check.shortGap
}
