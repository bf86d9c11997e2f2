/**
 * Choosing the two flights of a domestic round trip (000 §3 "Flight result", §4 "Flight search"):
 * an ongoing list and a return list side by side. Until the traveller picks, the cheapest pair that
 * does not overlap is preselected (select_cheapest, isDefaultBehaviourRT) and follows new batches.
 * A return that leaves before the ongoing flight lands is refused with a reason; a gap under the
 * minimum (2 h) is allowed but flagged. Blocking the pair (its fare could not be confirmed)
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
  specialFareMismatch,
  noSelectionIndex,
  pairKey,
  type BlacklistEntry,
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
}

export type RoundTripEvent =
  | { type: 'RESULTS'; ongoing: ReadonlyArray<FlightResult>; returns: ReadonlyArray<FlightResult> }
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
export const specialFareReason =
  'This special round-trip fare is sold only with a special fare of the same airline on the other leg. Choose that flight there first, or this flight’s regular fare.'

const cheapest = (context: RoundTripContext) => {
  const pair = cheapestValidPair(context.ongoing, context.returns, context.blacklist)
  return { selectedOngoing: pair?.ongoing ?? null, selectedReturn: pair?.return ?? null }
}
const isPaired = (context: RoundTripContext) => pairCheckOf(context)?.ok === true

export const roundTripMachine = setup({
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
        return context.select_cheapest ? { ...next, ...cheapest(next) } : next
      },
    ),
    choose: assign((_, params: { side: 'ongoing' | 'return'; flight: FlightResult }) => ({
      ...(params.side === 'ongoing' ? { selectedOngoing: params.flight } : { selectedReturn: params.flight }),
      select_cheapest: false,
      refusal: null,
    })),
    refuse: assign({ refusal: (_, params: { reason: string }) => params.reason }),
    blockSelected: assign(({ context }) => {
      const { selectedOngoing, selectedReturn } = context
      if (!selectedOngoing || !selectedReturn) return {}
      const next = {
        ...context,
        blacklist: [...context.blacklist, ...blockPair(selectedOngoing, selectedReturn)],
        selectedOngoing: null,
        selectedReturn: null,
        refusal: null,
      }
      return next.select_cheapest ? { ...next, ...cheapest(next) } : next
    }),
  },
  guards: {
    overlapsOtherLeg: ({ context }, params: { side: 'ongoing' | 'return'; flight: FlightResult }) => {
      const other = params.side === 'ongoing' ? context.selectedReturn : context.selectedOngoing
      if (!other) return false
      const [out, back] = params.side === 'ongoing' ? [params.flight, other] : [other, params.flight]
      return checkPair(out, back, context.minReturnGapHours).ok === false
    },
    specialFareMismatch: ({ context }, params: { side: 'ongoing' | 'return'; flight: FlightResult }) => {
      const other = params.side === 'ongoing' ? context.selectedReturn : context.selectedOngoing
      if (!other) return false
      return params.side === 'ongoing'
        ? specialFareMismatch(params.flight, other)
        : specialFareMismatch(other, params.flight)
    },
    blockedBesideOtherLeg: ({ context }, params: { side: 'ongoing' | 'return'; flight: FlightResult }) =>
      isBlocked(
        params.flight,
        context.blacklist,
        params.side === 'ongoing' ? context.selectedReturn : context.selectedOngoing,
      ),
    isPaired: ({ context }) => isPaired(context),
    isNotPaired: ({ context }) => !isPaired(context),
    isShortGap: ({ context }) => shortGap(context),
    isNotShortGap: ({ context }) => !shortGap(context),
    hasPair: ({ context }) => context.selectedOngoing !== null && context.selectedReturn !== null,
  },
}).createMachine({
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
  }),
  initial: 'waitingForResults',
  on: {
    SELECT_ONGOING: [
      {
        guard: {
          type: 'overlapsOtherLeg',
          params: ({ event }) => ({ side: 'ongoing' as const, flight: event.flight }),
        },
        actions: { type: 'refuse', params: { reason: overlapReason } },
      },
      {
        guard: {
          type: 'blockedBesideOtherLeg',
          params: ({ event }) => ({ side: 'ongoing' as const, flight: event.flight }),
        },
        actions: { type: 'refuse', params: { reason: blockedReason } },
      },
      {
        guard: {
          type: 'specialFareMismatch',
          params: ({ event }) => ({ side: 'ongoing' as const, flight: event.flight }),
        },
        actions: { type: 'refuse', params: { reason: specialFareReason } },
      },
      {
        actions: {
          type: 'choose',
          params: ({ event }) => ({ side: 'ongoing' as const, flight: event.flight }),
        },
      },
    ],
    SELECT_RETURN: [
      {
        guard: {
          type: 'overlapsOtherLeg',
          params: ({ event }) => ({ side: 'return' as const, flight: event.flight }),
        },
        actions: { type: 'refuse', params: { reason: overlapReason } },
      },
      {
        guard: {
          type: 'blockedBesideOtherLeg',
          params: ({ event }) => ({ side: 'return' as const, flight: event.flight }),
        },
        actions: { type: 'refuse', params: { reason: blockedReason } },
      },
      {
        guard: {
          type: 'specialFareMismatch',
          params: ({ event }) => ({ side: 'return' as const, flight: event.flight }),
        },
        actions: { type: 'refuse', params: { reason: specialFareReason } },
      },
      {
        actions: {
          type: 'choose',
          params: ({ event }) => ({ side: 'return' as const, flight: event.flight }),
        },
      },
    ],
  },
  states: {
    waitingForResults: {
      description: 'no flights yet: the lists fill in as the search finds them',
      on: {
        RESULTS: {
          target: 'choosing',
          actions: {
            type: 'takeResults',
            params: ({ event }) => ({ ongoing: event.ongoing, returns: event.returns }),
          },
        },
      },
    },
    choosing: {
      description: 'an outbound or a return flight is still to be chosen (no pair that fits together yet)',
      always: { guard: 'isPaired', target: 'paired' },
      on: {
        RESULTS: {
          actions: {
            type: 'takeResults',
            params: ({ event }) => ({ ongoing: event.ongoing, returns: event.returns }),
          },
        },
      },
    },
    paired: {
      description: 'an outbound and a return flight that fit together are chosen; their total is shown',
      always: { guard: 'isNotPaired', target: 'choosing' },
      initial: 'comfortable',
      on: {
        RESULTS: {
          actions: {
            type: 'takeResults',
            params: ({ event }) => ({ ongoing: event.ongoing, returns: event.returns }),
          },
        },
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

function shortGap(context: RoundTripContext): boolean {
  const check = pairCheckOf(context)
  return check?.ok === true && check.shortGap
}
