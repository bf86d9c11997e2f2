/**
 * Polls one flight search until it is complete (000 §4 "Flight search", final polling): first poll
 * after the initial delay (500 ms), then every interval (1,000 ms), asking with the last ETag so an
 * unchanged search answers 304; the whole poll gives up after the expiry (120 s).
 *
 * It is the child of the flight search (search.machine.ts), one per search; a multi-city search
 * runs one flight search per leg, so one poll per leg. It keeps no results: every answer goes to
 * the actor given as `reportTo`, which owns them. Timing comes in the input (the live app
 * configuration) so the elapsed time it reports is the time it actually waited.
 */
import { assign, enqueueActions, fromPromise, setup, type AnyActorRef } from 'xstate'
import { notProvided } from '../lib/not-provided'
import type { SearchAnswer, SearchStatus } from '@contracts/flights/schemas'
import type { PollAnswer } from '@contracts/flights/search-answers'
import type { PollTiming } from './types'

export type PollOutcome = 'SUCCESS' | 'EXPIRED' | 'FAILED'

/** What the poll tells its owner, the flight search it belongs to. */
export type PollReport =
  | { type: 'POLL.BATCH'; answer: SearchAnswer; elapsedMs: number }
  | { type: 'POLL.UNCHANGED'; elapsedMs: number }
  | { type: 'POLL.ENDED'; outcome: PollOutcome; error: string | null; elapsedMs: number }

export interface PollInput {
  searchId: string
  /** The ETag of the initial answer, sent as If-None-Match on the first poll. */
  etag: string | null
  timing: PollTiming
  /** The owner of the results; none when the poll runs alone (tests, the visualizer). */
  reportTo?: AnyActorRef | null
}

export interface PollContext {
  searchId: string
  etag: string | null
  timing: PollTiming
  reportTo: AnyActorRef | null
  polls: number
  elapsedMs: number
  error: string | null
}

type Answer = { answer: PollAnswer }

export function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

export const searchPollMachine = setup({
  types: {
    context: {} as PollContext,
    input: {} as PollInput,
  },
  actors: {
    // The flow gives the server call (src/flows/flights/search.flow.ts).
    pollSearch: fromPromise<PollAnswer, { id: string; etag: string | null }>(async () =>
      notProvided('pollSearch'),
    ),
  },
  actions: {
    report: enqueueActions(({ context, enqueue }, params: PollReport) => {
      if (context.reportTo) enqueue.sendTo(context.reportTo, params)
    }),
    countWait: assign({
      elapsedMs: ({ context }, params: { ms: number }) => context.elapsedMs + params.ms,
    }),
    keepEtag: assign({
      polls: ({ context }) => context.polls + 1,
      etag: ({ context }, params: Answer) =>
        params.answer.notModified ? context.etag : (params.answer.etag ?? context.etag),
    }),
  },
  guards: {
    notModified: (_, params: Answer) => params.answer.notModified,
    // One guard per status so the chart reads "done: pollSearch [morePending]".
    morePending: (_, params: Answer) => statusOf(params.answer) === 'PENDING',
    searchComplete: (_, params: Answer) => statusOf(params.answer) === 'SUCCESS',
    searchExpired: (_, params: Answer) => statusOf(params.answer) === 'EXPIRED',
  },
  delays: {
    pollInitialDelay: ({ context }) => context.timing.initialDelayMs,
    pollInterval: ({ context }) => context.timing.intervalMs,
    pollExpiry: ({ context }) => context.timing.expiryMs,
  },
}).createMachine({
  id: 'flightSearchPoll',
  description:
    'Asks the server for the new results of one search every second until the search is complete, expired or failed.',
  context: ({ input }) => ({
    searchId: input.searchId,
    etag: input.etag,
    timing: input.timing,
    reportTo: input.reportTo ?? null,
    polls: 0,
    elapsedMs: 0,
    error: null,
  }),
  initial: 'polling',
  states: {
    polling: {
      description: 'the search is still collecting flights from the airlines',
      initial: 'firstWait',
      after: {
        pollExpiry: {
          target: 'expired',
          actions: assign({ elapsedMs: ({ context }) => context.timing.expiryMs }),
        },
      },
      states: {
        firstWait: {
          description: 'a short pause before the first question, so the airlines have time to answer',
          after: {
            pollInitialDelay: {
              target: 'asking',
              actions: {
                type: 'countWait',
                params: ({ context }) => ({ ms: context.timing.initialDelayMs }),
              },
            },
          },
        },
        asking: {
          description: 'the store asks the server which flights arrived since the last answer',
          invoke: {
            id: 'pollSearch',
            src: 'pollSearch',
            input: ({ context }) => ({ id: context.searchId, etag: context.etag }),
            onDone: [
              {
                guard: { type: 'notModified', params: ({ event }) => ({ answer: event.output }) },
                target: 'nextWait',
                actions: [
                  { type: 'keepEtag', params: ({ event }) => ({ answer: event.output }) },
                  {
                    type: 'report',
                    params: ({ context }) => ({
                      type: 'POLL.UNCHANGED' as const,
                      elapsedMs: context.elapsedMs,
                    }),
                  },
                ],
              },
              ...(['PENDING', 'SUCCESS', 'EXPIRED'] as const).map((status) => ({
                guard: {
                  type: (
                    { PENDING: 'morePending', SUCCESS: 'searchComplete', EXPIRED: 'searchExpired' } as const
                  )[status],
                  params: ({ event }: { event: { output: PollAnswer } }) => ({ answer: event.output }),
                },
                target: {
                  PENDING: 'nextWait',
                  SUCCESS: '#flightSearchPoll.succeeded',
                  EXPIRED: '#flightSearchPoll.expired',
                }[status],
                actions: [
                  {
                    type: 'keepEtag' as const,
                    params: ({ event }: { event: { output: PollAnswer } }) => ({ answer: event.output }),
                  },
                  {
                    type: 'report' as const,
                    params: ({ context, event }: { context: PollContext; event: { output: PollAnswer } }) =>
                      batchReport(context, event.output),
                  },
                ],
              })),
              {
                target: '#flightSearchPoll.failed',
                actions: assign({
                  error: ({ event }) =>
                    (event.output.notModified ? undefined : event.output.answer.meta.statusMessage) ??
                    'The flight search failed; please search again.',
                }),
              },
            ],
            onError: {
              target: '#flightSearchPoll.failed',
              actions: assign({ error: ({ event }) => describeError(event.error) }),
            },
          },
        },
        nextWait: {
          description: 'nothing more to ask for a second; the flights found so far are on screen',
          after: {
            pollInterval: {
              target: 'asking',
              actions: { type: 'countWait', params: ({ context }) => ({ ms: context.timing.intervalMs }) },
            },
          },
        },
      },
    },
    succeeded: {
      type: 'final',
      description: 'every airline has answered: the search is complete',
      entry: { type: 'report', params: ({ context }) => endReport(context, 'SUCCESS') },
    },
    expired: {
      type: 'final',
      description: 'the search ran too long or the server says it expired; its fares may be out of date',
      entry: { type: 'report', params: ({ context }) => endReport(context, 'EXPIRED') },
    },
    failed: {
      type: 'final',
      description: 'the search could not be completed; the reason is kept for the traveller',
      entry: { type: 'report', params: ({ context }) => endReport(context, 'FAILED') },
    },
  },
})

function statusOf(answer: PollAnswer): SearchStatus | null {
  return answer.notModified ? null : answer.answer.meta.status
}

function batchReport(context: PollContext, answer: PollAnswer): PollReport {
  // Only reached through a guard that checked `notModified` is false; narrow again for the types.
  if (answer.notModified) return { type: 'POLL.UNCHANGED', elapsedMs: context.elapsedMs }
  return { type: 'POLL.BATCH', answer: answer.answer, elapsedMs: context.elapsedMs }
}

function endReport(context: PollContext, outcome: PollOutcome): PollReport {
  return {
    type: 'POLL.ENDED',
    outcome,
    error: context.error,
    elapsedMs: context.elapsedMs,
  }
}
