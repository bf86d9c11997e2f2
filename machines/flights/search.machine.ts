/**
 * The flight search of a one-way or round-trip (000 §4 "Flight search", "Generic data slices"):
 * one initial request, then final polling by the child `flightSearchPoll` machine (poll.machine.ts)
 * until the search succeeds, expires or fails. Each answer's results are appended in arrival order,
 * and the ones a poll withdraws (no longer bookable) are taken off; a domestic round trip fills
 * `return_results` beside `results`. Cancel resets; repeat searches
 * again after it expired, failed or was stopped.
 *
 * It is also each leg of a multi-city search (multicity.machine.ts): one request starts every leg,
 * so a leg comes with its search id (`sentAs`) and polls it at once, and tells its owner
 * (`reportTo`) when it ends.
 *
 * The results kept here are the search itself (it is the only place they exist while polling),
 * not a copy of a cache.
 */
import { assign, enqueueActions, fromPromise, setup } from 'xstate'
import type { FlightResult, FlightSearchRequest, SearchAnswer, SearchMeta } from '@contracts/flights/schemas'
import type { StartAnswer } from '@contracts/flights/search-answers'
import { notProvided } from '../lib/not-provided'
import { describeError, searchPollMachine, type PollOutcome } from './poll.machine'
import type { SearchContext, SearchEnded, SearchEvent, SearchInput, SearchProgress } from './search.types'

export type {
  SearchContext,
  SearchEnded,
  SearchEvent,
  SearchInput,
  SearchOwner,
  SearchProgress,
} from './search.types'

/** 000 §3: a negative or missing connectors count means the default (app.config flights.missingConnectorsDefault). */
export function connectorCount(value: number | undefined, fallback: number): number {
  return value !== undefined && value >= 0 ? value : fallback
}

const emptyProgress: SearchProgress = {
  batches: 0,
  polls: 0,
  missingConnectors: 0,
  totalConnectors: 0,
  elapsedMs: 0,
}

function failedMessage(meta: SearchMeta): string {
  return meta.statusMessage ?? 'The flight search failed; please search again.'
}

/** What a search knows of its answers: nothing, before it starts and again when it is repeated. */
const noAnswers = () =>
  ({
    searchId: null,
    etag: null,
    results: [],
    return_results: [],
    withdrawn: [],
    status: null,
    flight_type: null,
    error: null,
    progress: emptyProgress,
  }) satisfies Partial<SearchContext>

const fresh = (context: SearchContext): SearchContext => ({ ...context, ...noAnswers() })

/** The list without the withdrawn travel plans; the same array when none of them is in it. */
export function withdraw(list: FlightResult[], gone: ReadonlySet<string>): FlightResult[] {
  if (!gone.size || !list.some((r) => gone.has(r.travel_plan_id))) return list
  return list.filter((r) => !gone.has(r.travel_plan_id))
}

export const flightSearchMachine = setup({
  types: {
    context: {} as SearchContext,
    input: {} as SearchInput,
    events: {} as SearchEvent,
  },
  actors: {
    // The flow gives the server call (src/flows/flights/search.flow.ts), the poll its own.
    startSearch: fromPromise<StartAnswer, { request: FlightSearchRequest }>(async () =>
      notProvided('startSearch'),
    ),
    searchPoll: searchPollMachine,
  },
  actions: {
    /**
     * Appends an answer's results in arrival order, takes off those it withdraws (sold out since
     * they were shown, docs/decisions/0211) and takes its meta (000 §4 pending/success).
     */
    takeAnswer: assign(({ context }, params: { answer: SearchAnswer }) => {
      const { data, meta } = params.answer
      const fallback = context.missingConnectorsDefault
      const gone = new Set(data.withdrawn ?? [])
      return {
        searchId: data.id,
        results: withdraw(
          data.results.length ? [...context.results, ...data.results] : context.results,
          gone,
        ),
        withdrawn: gone.size ? [...new Set([...context.withdrawn, ...gone])] : context.withdrawn,
        return_results: withdraw(
          data.return_results?.length
            ? [...context.return_results, ...data.return_results]
            : context.return_results,
          gone,
        ),
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
    /** A search sent by someone else has had no answer here yet: every supplier counts as missing. */
    expectConnectors: assign({
      progress: ({ context }) => ({
        ...context.progress,
        missingConnectors: context.missingConnectorsDefault,
        totalConnectors: context.missingConnectorsDefault,
      }),
    }),
    takePoll: assign({
      progress: ({ context }, params: { elapsedMs: number }) => ({
        ...context.progress,
        polls: context.progress.polls + 1,
        elapsedMs: params.elapsedMs,
      }),
    }),
    takeEndElapsed: assign({
      progress: ({ context, event }) =>
        event.type === 'POLL.ENDED' ? { ...context.progress, elapsedMs: event.elapsedMs } : context.progress,
    }),
    tellOwner: enqueueActions(({ context, enqueue }, params: { outcome: PollOutcome }) => {
      const { owner } = context
      if (owner) {
        const ended: SearchEnded = { type: 'SEARCH.ENDED', index: owner.index, outcome: params.outcome }
        enqueue.sendTo(owner.ref, ended)
      }
    }),
    reset: assign(({ context }) => fresh(context)),
  },
  guards: {
    alreadySent: ({ context }) => context.searchId !== null,
    // One guard per outcome so the chart reads "done: startSearch [answerFailed]".
    answerFailed: (_, params: { answer: SearchAnswer }) => params.answer.meta.status === 'FAILED',
    answerExpired: (_, params: { answer: SearchAnswer }) => params.answer.meta.status === 'EXPIRED',
    answerComplete: (_, params: { answer: SearchAnswer }) => params.answer.meta.status === 'SUCCESS',
    pollCompleted: (_, params: { outcome: PollOutcome }) => params.outcome === 'SUCCESS',
    pollExpired: (_, params: { outcome: PollOutcome }) => params.outcome === 'EXPIRED',
  },
}).createMachine({
  id: 'flightSearch',
  description: 'Searches flights for a one-way or round trip and shows them as the airlines answer.',
  context: ({ input }) => ({
    request: input.request,
    timing: input.timing,
    missingConnectorsDefault: input.missingConnectorsDefault,
    owner: input.reportTo ?? null,
    ...noAnswers(),
    searchId: input.sentAs ?? null,
  }),
  initial: 'starting',
  states: {
    starting: {
      description: 'the search has been sent; the first flights may come back with the answer',
      // A multi-city leg: the request for every leg was already sent (the request below never
      // leaves: an actor invoked by a state left in the same step is not started).
      always: { guard: 'alreadySent', target: 'polling', actions: 'expectConnectors' },
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
          // Known here: `starting` only leads to `polling` with an id.
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
            { type: 'takePoll', params: ({ event }) => ({ elapsedMs: event.elapsedMs }) },
          ],
        },
        'POLL.UNCHANGED': {
          actions: { type: 'takePoll', params: ({ event }) => ({ elapsedMs: event.elapsedMs }) },
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
      // No "search again" here: the results are complete and current (the page offers none; a
      // different search is "Modify search"). Expired, failed and stopped searches repeat.
      entry: { type: 'tellOwner', params: { outcome: 'SUCCESS' } },
    },
    expired: {
      description: 'the search has expired: fares may have changed, so the traveller is offered a new search',
      entry: [assign({ status: 'EXPIRED' }), { type: 'tellOwner', params: { outcome: 'EXPIRED' } }],
      on: { REPEAT: { target: 'starting', actions: 'reset' } },
    },
    failed: {
      description: 'the search could not be completed; the reason is shown with a way to search again',
      entry: { type: 'tellOwner', params: { outcome: 'FAILED' } },
      on: { REPEAT: { target: 'starting', actions: 'reset' } },
    },
    cancelled: {
      description: 'the traveller stopped the search; nothing is kept',
      entry: 'reset',
      on: { REPEAT: { target: 'starting' } },
    },
  },
})
