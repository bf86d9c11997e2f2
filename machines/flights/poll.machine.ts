/**
 * Polls one flight search until it is complete (000 §4 "Flight search", final polling): first poll
 * after the initial delay (500 ms), then every interval (1,000 ms), asking with the last ETag so an
 * unchanged search answers 304; the whole poll gives up after the expiry (120 s).
 *
 * It is the child of both the flight search (one per search) and the multi-city search (one per
 * segment). It keeps no results: every answer goes to the actor given as `reportTo`, which owns
 * them. Timing comes in the input (the live app configuration) so the elapsed time it reports is
 * the time it actually waited.
 */
import { assign, enqueueActions, fromPromise, setup, type AnyActorRef } from 'xstate'
import { notProvided } from '../lib/not-provided'
import { pollingDefaults } from './config-defaults'
import type { FlightSummary, PollAnswer, PollTiming, SearchAnswer, SearchStatus } from './types'

export const defaultPollTiming: PollTiming = {
  initialDelayMs: pollingDefaults.initialDelayMs,
  intervalMs: pollingDefaults.intervalMs,
  expiryMs: pollingDefaults.expiryMs,
}

export type PollOutcome = 'SUCCESS' | 'EXPIRED' | 'FAILED'

/** What the poll tells its owner; `index` is the segment (0 for a single search). */
export type PollReport<R extends FlightSummary = FlightSummary> =
  | { type: 'POLL.BATCH'; index: number; answer: SearchAnswer<R>; elapsedMs: number }
  | { type: 'POLL.UNCHANGED'; index: number; elapsedMs: number }
  | { type: 'POLL.ENDED'; index: number; outcome: PollOutcome; error: string | null; elapsedMs: number }

export interface PollInput {
  searchId: string
  /** The ETag of the initial answer, sent as If-None-Match on the first poll. */
  etag: string | null
  index?: number
  timing?: PollTiming
  /** The owner of the results; none when the poll runs alone (tests, the visualizer). */
  reportTo?: AnyActorRef | null
}

export interface PollContext {
  searchId: string
  etag: string | null
  index: number
  timing: PollTiming
  reportTo: AnyActorRef | null
  polls: number
  elapsedMs: number
  error: string | null
}

type Answer<R extends FlightSummary> = { answer: PollAnswer<R> }

/** Delays also get read without a context (the visualizer resolves them to label arrows). */
function timingOf(context: { timing?: PollTiming }): PollTiming {
  return context.timing ?? defaultPollTiming
}

export function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/** The poll request: what the flow gives the machine (a server call), or a stand-in that throws. */
export type PollSearchActor<R extends FlightSummary> = ReturnType<
  typeof fromPromise<PollAnswer<R>, { id: string; etag: string | null }>
>

/**
 * `implementations` gives the side effects when the machine is made, instead of `.provide()`
 * afterwards: each `.provide()` builds the whole machine again, which a page pays for while it
 * starts (docs/decisions/0025). Tests and the catalogue use `.provide()` as usual.
 */
export function createSearchPollMachine<R extends FlightSummary = FlightSummary>(
  implementations: { pollSearch?: PollSearchActor<R> } = {},
) {
  return setup({
    types: {
      context: {} as PollContext,
      input: {} as PollInput,
    },
    actors: {
      pollSearch:
        implementations.pollSearch ??
        fromPromise<PollAnswer<R>, { id: string; etag: string | null }>(async () =>
          notProvided('pollSearch'),
        ),
    },
    actions: {
      report: enqueueActions(({ context, enqueue }, params: PollReport<R>) => {
        if (context.reportTo) enqueue.sendTo(context.reportTo, params)
      }),
      countWait: assign({
        elapsedMs: ({ context }, params: { ms: number }) => context.elapsedMs + params.ms,
      }),
      keepEtag: assign({
        polls: ({ context }) => context.polls + 1,
        etag: ({ context }, params: Answer<R>) =>
          params.answer.notModified ? context.etag : (params.answer.etag ?? context.etag),
      }),
    },
    guards: {
      notModified: (_, params: Answer<R>) => params.answer.notModified,
      // One guard per status so the chart reads "done: pollSearch [morePending]".
      morePending: (_, params: Answer<R>) => statusOf(params.answer) === 'PENDING',
      searchComplete: (_, params: Answer<R>) => statusOf(params.answer) === 'SUCCESS',
      searchExpired: (_, params: Answer<R>) => statusOf(params.answer) === 'EXPIRED',
    },
    delays: {
      pollInitialDelay: ({ context }) => timingOf(context).initialDelayMs,
      pollInterval: ({ context }) => timingOf(context).intervalMs,
      pollExpiry: ({ context }) => timingOf(context).expiryMs,
    },
  }).createMachine({
    id: 'flightSearchPoll',
    description:
      'Asks the server for the new results of one search every second until the search is complete, expired or failed.',
    context: ({ input }) => ({
      searchId: input.searchId,
      etag: input.etag,
      index: input.index ?? 0,
      timing: input.timing ?? defaultPollTiming,
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
                        index: context.index,
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
                    params: ({ event }: { event: { output: PollAnswer<R> } }) => ({ answer: event.output }),
                  },
                  target: {
                    PENDING: 'nextWait',
                    SUCCESS: '#flightSearchPoll.succeeded',
                    EXPIRED: '#flightSearchPoll.expired',
                  }[status],
                  actions: [
                    {
                      type: 'keepEtag' as const,
                      params: ({ event }: { event: { output: PollAnswer<R> } }) => ({ answer: event.output }),
                    },
                    {
                      type: 'report' as const,
                      params: ({
                        context,
                        event,
                      }: {
                        context: PollContext
                        event: { output: PollAnswer<R> }
                      }) => batchReport(context, event.output),
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
}

function statusOf(answer: PollAnswer<FlightSummary>): SearchStatus | null {
  return answer.notModified ? null : answer.answer.meta.status
}

function batchReport<R extends FlightSummary>(context: PollContext, answer: PollAnswer<R>): PollReport<R> {
  // Only reached through a guard that checked `notModified` is false; narrow again for the types.
  if (answer.notModified)
    return { type: 'POLL.UNCHANGED', index: context.index, elapsedMs: context.elapsedMs }
  return { type: 'POLL.BATCH', index: context.index, answer: answer.answer, elapsedMs: context.elapsedMs }
}

function endReport<R extends FlightSummary>(context: PollContext, outcome: PollOutcome): PollReport<R> {
  return {
    type: 'POLL.ENDED',
    index: context.index,
    outcome,
    error: context.error,
    elapsedMs: context.elapsedMs,
  }
}
