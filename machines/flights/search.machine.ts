/**
 * The flight search of a one-way or round-trip (000 §4 "Flight search", "Generic data slices"):
 * one initial request, then final polling by the child `flightSearchPoll` machine (poll.machine.ts)
 * until the search succeeds, expires or fails. Each answer's results are appended in arrival order;
 * a domestic round trip fills `return_results` beside `results`. Cancel resets; repeat searches
 * again from any end.
 *
 * The results kept here are the search itself (it is the only place they exist while polling),
 * not a copy of a cache.
 */
import { assign, fromPromise, setup } from 'xstate'
import { notProvided } from '../lib/not-provided'
import { flightDefaults } from './config-defaults'
import {
  createSearchPollMachine,
  defaultPollTiming,
  describeError,
  type PollOutcome,
  type PollReport,
} from './poll.machine'
import type {
  FlightSummary,
  FlightType,
  PollTiming,
  SearchAnswer,
  SearchMeta,
  SearchRequestLike,
  SearchStatus,
  StartAnswer,
} from './types'

export interface SearchProgress {
  /** Answers that brought results, the initial one included. */
  batches: number
  /** Suppliers still to answer and in all; the configured default (4) when the server gives none or a negative number. */
  missingConnectors: number
  totalConnectors: number
  /** Time spent waiting between polls so far. */
  elapsedMs: number
}

export interface SearchInput<Q> {
  request: Q
  timing?: PollTiming
  missingConnectorsDefault?: number
}

export interface SearchContext<Q, R extends FlightSummary> {
  request: Q
  timing: PollTiming
  missingConnectorsDefault: number
  searchId: string | null
  etag: string | null
  results: R[]
  /** Domestic round trip: the return list, filled beside `results`. */
  return_results: R[]
  status: SearchStatus | null
  flight_type: FlightType | null
  error: string | null
  progress: SearchProgress
}

export type SearchEvent<R extends FlightSummary> = { type: 'CANCEL' } | { type: 'REPEAT' } | PollReport<R>

/** 000 §3: a negative or missing connectors count means the default (app.config flights.missingConnectorsDefault). */
export function connectorCount(value: number | undefined, fallback: number): number {
  return value !== undefined && value >= 0 ? value : fallback
}

const emptyProgress: SearchProgress = { batches: 0, missingConnectors: 0, totalConnectors: 0, elapsedMs: 0 }

function failedMessage(meta: SearchMeta): string {
  return meta.statusMessage ?? 'The flight search failed; please search again.'
}

/** The search start: a server call given by the flow, or a stand-in that throws. */
export type StartSearchActor<Q extends SearchRequestLike, R extends FlightSummary> = ReturnType<
  typeof fromPromise<StartAnswer<R>, { request: Q }>
>

export function createFlightSearchMachine<
  Q extends SearchRequestLike = SearchRequestLike,
  R extends FlightSummary = FlightSummary,
>(
  // The side effects, given when the machine is made (see createSearchPollMachine).
  implementations: {
    startSearch?: StartSearchActor<Q, R>
    searchPoll?: ReturnType<typeof createSearchPollMachine<R>>
  } = {},
) {
  type Context = SearchContext<Q, R>
  const fresh = (context: Context): Context => ({
    ...context,
    searchId: null,
    etag: null,
    results: [],
    return_results: [],
    status: null,
    flight_type: null,
    error: null,
    progress: emptyProgress,
  })

  return setup({
    types: {
      context: {} as Context,
      input: {} as SearchInput<Q>,
      events: {} as SearchEvent<R>,
    },
    actors: {
      startSearch:
        implementations.startSearch ??
        fromPromise<StartAnswer<R>, { request: Q }>(async () => notProvided('startSearch')),
      searchPoll: implementations.searchPoll ?? createSearchPollMachine<R>(),
    },
    actions: {
      /** Appends an answer's results in arrival order and takes its meta (000 §4 pending/success). */
      takeAnswer: assign(({ context }, params: { answer: SearchAnswer<R> }) => {
        const { data, meta } = params.answer
        const fallback = context.missingConnectorsDefault
        return {
          searchId: data.id,
          results: data.results.length ? [...context.results, ...data.results] : context.results,
          return_results: data.return_results?.length
            ? [...context.return_results, ...data.return_results]
            : context.return_results,
          status: meta.status,
          flight_type: meta.flight_type,
          progress: {
            ...context.progress,
            batches: context.progress.batches + 1,
            missingConnectors: connectorCount(meta.missing_connectors_count, fallback),
            totalConnectors: connectorCount(meta.total_connectors_count, fallback),
          },
        }
      }),
      takeElapsed: assign({
        progress: ({ context }, params: { elapsedMs: number }) => ({
          ...context.progress,
          elapsedMs: params.elapsedMs,
        }),
      }),
      takeEndElapsed: assign({
        progress: ({ context, event }) =>
          event.type === 'POLL.ENDED'
            ? { ...context.progress, elapsedMs: event.elapsedMs }
            : context.progress,
      }),
      reset: assign(({ context }) => fresh(context)),
    },
    guards: {
      // One guard per outcome so the chart reads "done: startSearch [answerFailed]".
      answerFailed: (_, params: { answer: SearchAnswer<R> }) => params.answer.meta.status === 'FAILED',
      answerExpired: (_, params: { answer: SearchAnswer<R> }) => params.answer.meta.status === 'EXPIRED',
      answerComplete: (_, params: { answer: SearchAnswer<R> }) => params.answer.meta.status === 'SUCCESS',
      pollCompleted: (_, params: { outcome: PollOutcome }) => params.outcome === 'SUCCESS',
      pollExpired: (_, params: { outcome: PollOutcome }) => params.outcome === 'EXPIRED',
    },
  }).createMachine({
    id: 'flightSearch',
    description: 'Searches flights for a one-way or round trip and shows them as the airlines answer.',
    context: ({ input }) =>
      fresh({
        request: input.request,
        timing: input.timing ?? defaultPollTiming,
        missingConnectorsDefault: input.missingConnectorsDefault ?? flightDefaults.missingConnectorsDefault,
        searchId: null,
        etag: null,
        results: [],
        return_results: [],
        status: null,
        flight_type: null,
        error: null,
        progress: emptyProgress,
      }),
    initial: 'starting',
    states: {
      starting: {
        description: 'the search has been sent; the first flights may come back with the answer',
        invoke: {
          id: 'startSearch',
          src: 'startSearch',
          input: ({ context }) => ({ request: context.request }),
          onDone: [
            {
              guard: {
                type: 'answerFailed',
                params: ({ event }) => ({ answer: event.output.answer }),
              },
              target: 'failed',
              actions: assign({
                error: ({ event }) => failedMessage(event.output.answer.meta),
                status: 'FAILED',
              }),
            },
            {
              guard: {
                type: 'answerExpired',
                params: ({ event }) => ({ answer: event.output.answer }),
              },
              target: 'expired',
              actions: { type: 'takeAnswer', params: ({ event }) => ({ answer: event.output.answer }) },
            },
            {
              guard: {
                type: 'answerComplete',
                params: ({ event }) => ({ answer: event.output.answer }),
              },
              target: 'succeeded',
              actions: { type: 'takeAnswer', params: ({ event }) => ({ answer: event.output.answer }) },
            },
            {
              target: 'polling',
              actions: [
                { type: 'takeAnswer', params: ({ event }) => ({ answer: event.output.answer }) },
                assign({ etag: ({ event }) => event.output.etag }),
              ],
            },
          ],
          // An initial failure stops both fetches: there is no search to poll.
          onError: {
            target: 'failed',
            actions: assign({ error: ({ event }) => describeError(event.error) }),
          },
        },
        on: { CANCEL: { target: 'cancelled' } },
      },
      polling: {
        description: 'flights are arriving: each new batch is added to the list while the airlines answer',
        invoke: {
          id: 'poll',
          src: 'searchPoll',
          input: ({ context, self }) => ({
            // Known here: `starting` only leads to `polling` after an answer with an id.
            searchId: context.searchId ?? '',
            etag: context.etag,
            timing: context.timing,
            reportTo: self,
          }),
        },
        on: {
          'POLL.BATCH': {
            actions: [
              { type: 'takeAnswer', params: ({ event }) => ({ answer: event.answer }) },
              { type: 'takeElapsed', params: ({ event }) => ({ elapsedMs: event.elapsedMs }) },
            ],
          },
          'POLL.UNCHANGED': {
            actions: { type: 'takeElapsed', params: ({ event }) => ({ elapsedMs: event.elapsedMs }) },
          },
          'POLL.ENDED': [
            {
              guard: {
                type: 'pollCompleted',
                params: ({ event }) => ({ outcome: event.outcome }),
              },
              target: 'succeeded',
              actions: [assign({ status: 'SUCCESS' }), 'takeEndElapsed'],
            },
            {
              guard: {
                type: 'pollExpired',
                params: ({ event }) => ({ outcome: event.outcome }),
              },
              target: 'expired',
              actions: 'takeEndElapsed',
            },
            {
              target: 'failed',
              actions: [
                assign({
                  status: 'FAILED',
                  error: ({ event }) => event.error ?? 'The flight search failed.',
                }),
                'takeEndElapsed',
              ],
            },
          ],
          CANCEL: { target: 'cancelled' },
        },
      },
      succeeded: {
        description: 'every airline has answered: the full list of flights is on screen',
        on: { REPEAT: { target: 'starting', actions: 'reset' } },
      },
      expired: {
        description:
          'the search has expired: fares may have changed, so the traveller is offered a new search',
        entry: assign({ status: 'EXPIRED' }),
        on: { REPEAT: { target: 'starting', actions: 'reset' } },
      },
      failed: {
        description: 'the search could not be completed; the reason is shown with a way to search again',
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
