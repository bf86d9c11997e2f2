/**
 * A multi-city search (000 §3 "Multi-city results per segment", §4 "Flight search"): one initial
 * request answers a search id per segment (2 to 6), then every segment is searched on its own.
 *
 * Each leg IS a flight search (search.machine.ts, the one-way chart): once the request is
 * answered, a `flightSearch` child is spawned per leg as `leg-<i>` with its search id, so it polls
 * at once, keeps its own results, progress and end, and tells this machine when it has ended.
 * Spawned rather than parallel regions because the number of legs is only known at run time.
 * This chart shows what the whole search is doing (all legs searching, some ended, all ended) and
 * keeps what is the traveller's across legs: the leg on screen, the flight chosen and the flights
 * blocked per leg, the cheapest-combination display, and the legs that expired (each once). The
 * pages read each leg's phase and results with `segmentsOf` (multicity.segments.ts).
 */
import { assign, enqueueActions, fromPromise, setup } from 'xstate'
import type { FlightResult, FlightSearchRequest, SearchAnswer } from '@contracts/flights/schemas'
import type { StartAnswer } from '@contracts/flights/search-answers'
import { notProvided } from '../lib/not-provided'
import { describeError } from './poll.machine'
import { flightSearchMachine, type SearchEnded, type SearchInput } from './search.machine'
import type { PollTiming, SearchSettings } from './types'

/** What the traveller has done in one leg: the flight chosen there, the travel plans blocked there. */
export interface SegmentChoice {
  selected_flight: FlightResult | null
  blacklist: string[]
}

export interface MulticityInput extends SearchSettings {
  request: FlightSearchRequest
}

export interface MulticityContext {
  request: FlightSearchRequest
  timing: PollTiming
  missingConnectorsDefault: number
  /** One per leg of the request. */
  choices: SegmentChoice[]
  /** Legs whose search has ended (complete, expired or failed). */
  ended: number[]
  activeSegment: number
  /** The cheapest combination is shown until the traveller picks a flight. */
  showCheapest: boolean
  /** Segments whose search expired, each once. */
  expiredSearchSegment: number[]
  error: string | null
}

export type MulticityEvent =
  | SearchEnded
  | { type: 'SELECT_SEGMENT'; index: number }
  | { type: 'SELECT_FLIGHT'; index: number; flight: FlightResult }
  | { type: 'BLOCK_SELECTED' }
  | { type: 'CANCEL' }
  | { type: 'REPEAT' }

/** The id of leg `index`'s flight search among this machine's children. */
export const legId = (index: number) => `leg-${index}` as const

/** Leg `index` of a multi-city request as the one-way search it is. */
export function legRequest(request: FlightSearchRequest, index: number): FlightSearchRequest {
  const { segments, ...rest } = request
  const leg = segments?.[index]
  if (!leg) return request
  return {
    ...rest,
    search_type: 'one_way',
    origin: leg.origin,
    destination: leg.destination,
    travel_date: leg.travel_date,
    return_date: null,
  }
}

const legCount = (context: MulticityContext) => context.choices.length

function fresh(request: FlightSearchRequest) {
  return {
    choices: (request.segments ?? []).map((): SegmentChoice => ({ selected_flight: null, blacklist: [] })),
    ended: [],
    activeSegment: 0,
    showCheapest: true,
    expiredSearchSegment: [],
    error: null,
  }
}

export const multicityMachine = setup({
  types: {
    context: {} as MulticityContext,
    input: {} as MulticityInput,
    events: {} as MulticityEvent,
    children: {} as { [id: `leg-${number}`]: 'legSearch' },
  },
  actors: {
    // The flow gives the server call (the one request for every leg) and a leg's search with its
    // own server calls (src/flows/flights/search.flow.ts).
    startSearch: fromPromise<StartAnswer, { request: FlightSearchRequest }>(async () =>
      notProvided('startSearch'),
    ),
    legSearch: flightSearchMachine,
  },
  actions: {
    startLegs: enqueueActions(({ context, enqueue, self }, params: { answer: SearchAnswer }) => {
      params.answer.data.segments?.forEach((segment, index) => {
        const input: SearchInput = {
          request: legRequest(context.request, index),
          timing: context.timing,
          missingConnectorsDefault: context.missingConnectorsDefault,
          sentAs: segment.id,
          reportTo: { ref: self, index },
        }
        enqueue.spawnChild('legSearch', { id: legId(index), input })
      })
    }),
    stopLegs: enqueueActions(({ context, enqueue }) => {
      context.choices.forEach((_, index) => enqueue.stopChild(legId(index)))
    }),
    endLeg: assign(({ context }, params: { index: number; outcome: SearchEnded['outcome'] }) => ({
      ended: [...context.ended, params.index],
      expiredSearchSegment:
        params.outcome === 'EXPIRED' && !context.expiredSearchSegment.includes(params.index)
          ? [...context.expiredSearchSegment, params.index]
          : context.expiredSearchSegment,
    })),
    selectFlight: assign(({ context, event }) => {
      if (event.type !== 'SELECT_FLIGHT') return {}
      // 000 §4: choosing a flight turns off the cheapest-combination display.
      return {
        choices: context.choices.map((choice, i) =>
          i === event.index ? { ...choice, selected_flight: event.flight } : choice,
        ),
        showCheapest: false,
      }
    }),
    /** The chosen combination could not be confirmed: block every chosen flight in its segment. */
    blockSelected: assign({
      choices: ({ context }) =>
        context.choices.map((choice) =>
          choice.selected_flight
            ? {
                blacklist: [...choice.blacklist, choice.selected_flight.travel_plan_id],
                selected_flight: null,
              }
            : choice,
        ),
    }),
    reset: assign(({ context }) => fresh(context.request)),
    // The leg on screen. Offered where the page shows the legs: starting, searching and finished
    // (a failed or stopped search has none to look at).
    showSegment: assign((_, params: { index: number }) => ({ activeSegment: params.index })),
  },
  guards: {
    startAccepted: ({ context }, params: { answer: SearchAnswer }) =>
      params.answer.meta.status !== 'FAILED' && params.answer.data.segments?.length === legCount(context),
    legRunning: ({ context }, params: { index: number }) =>
      params.index >= 0 && params.index < legCount(context) && !context.ended.includes(params.index),
    endsLastLeg: ({ context }, params: { index: number }) =>
      !context.ended.includes(params.index) && context.ended.length === legCount(context) - 1,
    isSegment: ({ context }, params: { index: number }) =>
      params.index >= 0 && params.index < legCount(context),
    hasSelection: ({ context }) => context.choices.some((choice) => choice.selected_flight !== null),
    someLegExpired: ({ context }) => context.expiredSearchSegment.length > 0,
  },
}).createMachine({
  id: 'multicitySearch',
  description: 'Searches every leg of a multi-city trip at once; each leg fills in and ends on its own.',
  context: ({ input }) => ({
    request: input.request,
    timing: input.timing,
    missingConnectorsDefault: input.missingConnectorsDefault,
    ...fresh(input.request),
  }),
  initial: 'starting',
  states: {
    starting: {
      description: 'the search for every leg has been sent; the store waits for a search id per leg',
      invoke: {
        id: 'startSearch',
        src: 'startSearch',
        input: ({ context }) => ({ request: context.request }),
        onDone: [
          {
            guard: { type: 'startAccepted', params: ({ event }) => ({ answer: event.output.answer }) },
            target: 'searching',
            actions: { type: 'startLegs', params: ({ event }) => ({ answer: event.output.answer }) },
          },
          {
            target: 'failed',
            actions: assign({
              error: ({ event }) =>
                event.output.answer.meta.statusMessage ??
                'The multi-city search could not be started; please search again.',
            }),
          },
        ],
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => describeError(event.error) }),
        },
      },
      on: {
        CANCEL: { target: 'cancelled' },
        SELECT_SEGMENT: {
          guard: { type: 'isSegment', params: ({ event }) => ({ index: event.index }) },
          actions: { type: 'showSegment', params: ({ event }) => ({ index: event.index }) },
        },
      },
    },
    searching: {
      description: 'each leg is a flight search of its own; its flights appear as they arrive',
      initial: 'allRunning',
      on: {
        SELECT_FLIGHT: {
          guard: { type: 'isSegment', params: ({ event }) => ({ index: event.index }) },
          actions: 'selectFlight',
        },
        BLOCK_SELECTED: { guard: 'hasSelection', actions: 'blockSelected' },
        CANCEL: { target: 'cancelled' },
        SELECT_SEGMENT: {
          guard: { type: 'isSegment', params: ({ event }) => ({ index: event.index }) },
          actions: { type: 'showSegment', params: ({ event }) => ({ index: event.index }) },
        },
      },
      states: {
        allRunning: {
          description: 'every leg is still being searched',
          on: {
            'SEARCH.ENDED': [
              {
                guard: { type: 'endsLastLeg', params: ({ event }) => ({ index: event.index }) },
                target: '#multicitySearch.finished',
                actions: { type: 'endLeg', params: ({ event }) => event },
              },
              {
                guard: { type: 'legRunning', params: ({ event }) => ({ index: event.index }) },
                target: 'someEnded',
                actions: { type: 'endLeg', params: ({ event }) => event },
              },
            ],
          },
        },
        someEnded: {
          description: 'some legs are complete (or expired or failed); the others are still being searched',
          on: {
            'SEARCH.ENDED': [
              {
                guard: { type: 'endsLastLeg', params: ({ event }) => ({ index: event.index }) },
                target: '#multicitySearch.finished',
                actions: { type: 'endLeg', params: ({ event }) => event },
              },
              {
                guard: { type: 'legRunning', params: ({ event }) => ({ index: event.index }) },
                actions: { type: 'endLeg', params: ({ event }) => event },
              },
            ],
          },
        },
      },
    },
    finished: {
      description: 'every leg has ended: complete, expired (the traveller is told which) or failed',
      on: {
        SELECT_FLIGHT: {
          guard: { type: 'isSegment', params: ({ event }) => ({ index: event.index }) },
          actions: 'selectFlight',
        },
        BLOCK_SELECTED: { guard: 'hasSelection', actions: 'blockSelected' },
        SELECT_SEGMENT: {
          guard: { type: 'isSegment', params: ({ event }) => ({ index: event.index }) },
          actions: { type: 'showSegment', params: ({ event }) => ({ index: event.index }) },
        },
        // Offered with the notice of an expired leg (prices may have changed); a finished search
        // whose legs all completed is current, as a complete one-way search is (0041).
        REPEAT: { guard: 'someLegExpired', target: 'starting', actions: ['stopLegs', 'reset'] },
      },
    },
    failed: {
      description: 'the search could not be started, so no leg is searched; the reason is shown',
      on: { REPEAT: { target: 'starting', actions: 'reset' } },
    },
    cancelled: {
      description: 'the traveller stopped the search; nothing is kept',
      entry: ['stopLegs', 'reset'],
      on: { REPEAT: { target: 'starting' } },
    },
  },
})
