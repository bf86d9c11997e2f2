/**
 * A multi-city search (000 §3 "Multi-city results per segment", §4 "Flight search"): one initial
 * request answers a search id per segment (2 to 6), then every segment is polled on its own.
 *
 * Why spawned children and not a parallel region per segment: the number of segments is only
 * known at run time, and regions are fixed in the chart. So each segment's poll is its own
 * `flightSearchPoll` child (poll.machine.ts, its chart is in the visualizer), spawned as
 * `segment-<i>`, and each segment's phase of 000 §4 — initialRequest, initialSuccess, finalRequest,
 * pending, success, expired (recorded once in expiredSearchSegment), failure — is data in
 * `segments[i].phase`. This chart shows what the whole search is doing: all segments still
 * searching, some done, all done.
 */
import { assign, enqueueActions, fromPromise, setup } from 'xstate'
import { notProvided } from '../lib/not-provided'
import { flightDefaults } from './config-defaults'
import {
  createSearchPollMachine,
  defaultPollTiming,
  describeError,
  type PollOutcome,
  type PollReport,
} from './poll.machine'
import { connectorCount, type StartSearchActor } from './search.machine'
import type {
  FlightSummary,
  PollTiming,
  SearchAnswer,
  SearchRequestLike,
  SearchStatus,
  StartAnswer,
} from './types'

export type SegmentPhase =
  'initialRequest' | 'initialSuccess' | 'finalRequest' | 'pending' | 'success' | 'expired' | 'failure'

export interface SegmentState<R extends FlightSummary> {
  searchId: string | null
  phase: SegmentPhase
  results: R[]
  status: SearchStatus | null
  batches: number
  /** The configured default (4) when the server gives none or a negative number. */
  totalConnectorCount: number
  missingConnectorCount: number
  selected_flight: R | null
  /** Travel plan ids blocked in this segment. */
  blacklist: string[]
  error: string | null
}

export interface MulticityInput<Q> {
  request: Q
  timing?: PollTiming
  missingConnectorsDefault?: number
}

export interface MulticityContext<Q, R extends FlightSummary> {
  request: Q
  timing: PollTiming
  missingConnectorsDefault: number
  segments: Array<SegmentState<R>>
  activeSegment: number
  /** The cheapest combination is shown until the traveller picks a flight. */
  showCheapest: boolean
  /** Segments whose search expired, each once. */
  expiredSearchSegment: number[]
  error: string | null
}

export type MulticityEvent<R extends FlightSummary> =
  | PollReport<R>
  | { type: 'SELECT_SEGMENT'; index: number }
  | { type: 'SELECT_FLIGHT'; index: number; flight: R }
  | { type: 'BLOCK_SELECTED' }
  | { type: 'CANCEL' }
  | { type: 'REPEAT' }

const ended: ReadonlyArray<SegmentPhase> = ['success', 'expired', 'failure']
const phaseAfter: Record<PollOutcome, SegmentPhase> = {
  SUCCESS: 'success',
  EXPIRED: 'expired',
  FAILED: 'failure',
}

function freshSegments<R extends FlightSummary>(
  request: SearchRequestLike,
  connectors: number,
): Array<SegmentState<R>> {
  return (request.segments ?? []).map(() => ({
    searchId: null,
    phase: 'initialRequest',
    results: [],
    status: null,
    batches: 0,
    totalConnectorCount: connectors,
    missingConnectorCount: connectors,
    selected_flight: null,
    blacklist: [],
    error: null,
  }))
}

export function createMulticityMachine<
  Q extends SearchRequestLike = SearchRequestLike,
  R extends FlightSummary = FlightSummary,
>(
  // The side effects, given when the machine is made (see createSearchPollMachine).
  implementations: {
    startSearch?: StartSearchActor<Q, R>
    searchPoll?: ReturnType<typeof createSearchPollMachine<R>>
  } = {},
) {
  type Context = MulticityContext<Q, R>
  const update = (
    context: Context,
    index: number,
    change: (s: SegmentState<R>) => Partial<SegmentState<R>>,
  ) => context.segments.map((segment, i) => (i === index ? { ...segment, ...change(segment) } : segment))
  const reset = (context: Context): Partial<Context> => ({
    segments: freshSegments<R>(context.request, context.missingConnectorsDefault),
    activeSegment: 0,
    showCheapest: true,
    expiredSearchSegment: [],
    error: null,
  })

  return setup({
    types: {
      context: {} as Context,
      input: {} as MulticityInput<Q>,
      events: {} as MulticityEvent<R>,
    },
    actors: {
      startSearch:
        implementations.startSearch ??
        fromPromise<StartAnswer<R>, { request: Q }>(async () => notProvided('startSearch')),
      searchPoll: implementations.searchPoll ?? createSearchPollMachine<R>(),
    },
    actions: {
      takeSegmentIds: assign({
        segments: ({ context }, params: { answer: SearchAnswer<R> }) =>
          context.segments.map((segment, i) => ({
            ...segment,
            searchId: params.answer.data.segments?.[i]?.id ?? null,
            phase: 'initialSuccess' as const,
          })),
      }),
      spawnPolls: enqueueActions(({ context, enqueue, self }) => {
        context.segments.forEach((segment, index) => {
          enqueue.spawnChild('searchPoll', {
            id: `segment-${index}`,
            input: {
              searchId: segment.searchId ?? '',
              etag: null,
              index,
              timing: context.timing,
              reportTo: self,
            },
          })
        })
      }),
      stopPolls: enqueueActions(({ context, enqueue }) => {
        context.segments.forEach((_, index) => enqueue.stopChild(`segment-${index}`))
      }),
      takeBatch: assign({
        segments: ({ context }, params: { index: number; answer: SearchAnswer<R> }) =>
          update(context, params.index, (segment) => ({
            results: [...segment.results, ...params.answer.data.results],
            status: params.answer.meta.status,
            phase: params.answer.meta.status === 'PENDING' ? 'pending' : segment.phase,
            batches: segment.batches + 1,
            totalConnectorCount: connectorCount(
              params.answer.meta.total_connectors_count,
              context.missingConnectorsDefault,
            ),
            missingConnectorCount: connectorCount(
              params.answer.meta.missing_connectors_count,
              context.missingConnectorsDefault,
            ),
          })),
      }),
      markPolling: assign({
        segments: ({ context }, params: { index: number }) =>
          update(context, params.index, (segment) => ({
            phase: segment.phase === 'initialSuccess' ? 'finalRequest' : segment.phase,
          })),
      }),
      endSegment: assign(
        ({ context }, params: { index: number; outcome: PollOutcome; error: string | null }) => ({
          segments: update(context, params.index, () => ({
            phase: phaseAfter[params.outcome],
            status: params.outcome,
            error: params.error,
          })),
          expiredSearchSegment:
            params.outcome === 'EXPIRED' && !context.expiredSearchSegment.includes(params.index)
              ? [...context.expiredSearchSegment, params.index]
              : context.expiredSearchSegment,
        }),
      ),
      selectFlight: assign(({ context, event }) => {
        if (event.type !== 'SELECT_FLIGHT') return {}
        // 000 §4: choosing a flight turns off the cheapest-combination display.
        return {
          segments: update(context, event.index, () => ({ selected_flight: event.flight })),
          showCheapest: false,
        }
      }),
      /** The chosen combination could not be confirmed: block every chosen flight in its segment. */
      blockSelected: assign({
        segments: ({ context }) =>
          context.segments.map((segment) =>
            segment.selected_flight
              ? {
                  ...segment,
                  blacklist: [...segment.blacklist, segment.selected_flight.travel_plan_id],
                  selected_flight: null,
                }
              : segment,
          ),
      }),
      reset: assign(({ context }) => reset(context)),
    },
    guards: {
      startAccepted: ({ context }, params: { answer: SearchAnswer<R> }) =>
        params.answer.meta.status !== 'FAILED' &&
        params.answer.data.segments?.length === context.segments.length,
      segmentRunning: ({ context }, params: { index: number }) => {
        const segment = context.segments[params.index]
        return segment !== undefined && !ended.includes(segment.phase)
      },
      endsLastSegment: ({ context }, params: { index: number }) =>
        context.segments.every((segment, i) =>
          i === params.index ? !ended.includes(segment.phase) : ended.includes(segment.phase),
        ),
      isSegment: ({ context }, params: { index: number }) =>
        params.index >= 0 && params.index < context.segments.length,
      hasSelection: ({ context }) => context.segments.some((segment) => segment.selected_flight !== null),
    },
  }).createMachine({
    id: 'multicitySearch',
    description: 'Searches every leg of a multi-city trip at once; each leg fills in and ends on its own.',
    context: ({ input }) => {
      const missingConnectorsDefault =
        input.missingConnectorsDefault ?? flightDefaults.missingConnectorsDefault
      return {
        request: input.request,
        timing: input.timing ?? defaultPollTiming,
        missingConnectorsDefault,
        segments: freshSegments<R>(input.request, missingConnectorsDefault),
        activeSegment: 0,
        showCheapest: true,
        expiredSearchSegment: [],
        error: null,
      }
    },
    initial: 'starting',
    on: {
      SELECT_SEGMENT: {
        guard: { type: 'isSegment', params: ({ event }) => ({ index: event.index }) },
        actions: assign({ activeSegment: ({ event }) => event.index }),
      },
    },
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
              actions: { type: 'takeSegmentIds', params: ({ event }) => ({ answer: event.output.answer }) },
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
        on: { CANCEL: { target: 'cancelled' } },
      },
      searching: {
        description: 'each leg is being searched on its own; its flights appear as they arrive',
        entry: 'spawnPolls',
        exit: 'stopPolls',
        initial: 'allRunning',
        on: {
          'POLL.BATCH': {
            actions: {
              type: 'takeBatch',
              params: ({ event }) => ({ index: event.index, answer: event.answer }),
            },
          },
          'POLL.UNCHANGED': {
            actions: { type: 'markPolling', params: ({ event }) => ({ index: event.index }) },
          },
          SELECT_FLIGHT: {
            guard: { type: 'isSegment', params: ({ event }) => ({ index: event.index }) },
            actions: 'selectFlight',
          },
          BLOCK_SELECTED: { guard: 'hasSelection', actions: 'blockSelected' },
          CANCEL: { target: 'cancelled' },
        },
        states: {
          allRunning: {
            description: 'every leg is still being searched',
            on: {
              'POLL.ENDED': [
                {
                  guard: { type: 'endsLastSegment', params: ({ event }) => ({ index: event.index }) },
                  target: '#multicitySearch.finished',
                  actions: { type: 'endSegment', params: ({ event }) => event },
                },
                {
                  guard: { type: 'segmentRunning', params: ({ event }) => ({ index: event.index }) },
                  target: 'someEnded',
                  actions: { type: 'endSegment', params: ({ event }) => event },
                },
              ],
            },
          },
          someEnded: {
            description: 'some legs are complete (or expired or failed); the others are still being searched',
            on: {
              'POLL.ENDED': [
                {
                  guard: { type: 'endsLastSegment', params: ({ event }) => ({ index: event.index }) },
                  target: '#multicitySearch.finished',
                  actions: { type: 'endSegment', params: ({ event }) => event },
                },
                {
                  guard: { type: 'segmentRunning', params: ({ event }) => ({ index: event.index }) },
                  actions: { type: 'endSegment', params: ({ event }) => event },
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
          REPEAT: { target: 'starting', actions: 'reset' },
        },
      },
      failed: {
        description: 'the search could not be started, so no leg is searched; the reason is shown',
        on: { REPEAT: { target: 'starting', actions: 'reset' } },
      },
      cancelled: {
        description: 'the traveller stopped the search; nothing is kept',
        entry: 'reset',
        on: { REPEAT: { target: 'starting' } },
      },
    },
  })
}
