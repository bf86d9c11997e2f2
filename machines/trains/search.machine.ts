/**
 * The trains between two stations on a day (001 §3 "Train result", §4 Trains; issue 16): results
 * status pending → success | failure, failure empties the data. The answer is server-rendered, so
 * the page usually starts the machine with it (`settled`) and the request runs only on a retry.
 * A results page older than app.config `trains.searchExpiryMs` sets the expired flag (the list
 * stays, with "Search again"); a 503 of the railway (not available, or its nightly downtime) sets
 * the system-down flag and opens the not-available modal.
 */
import { assign, fromPromise, setup } from 'xstate'
import type { BetweenAnswer } from '@contracts/trains/search'
import type { Quota } from '@contracts/trains/codes'
import { notProvided } from '../lib/not-provided'
import { scenarioOf } from '../lib/scenario'
import { isSystemDown, messageOf } from './errors'

export interface TrainSearchQuery {
  from: string
  to: string
  date: string
  quota: Quota
}

/** What the server already found for the page: its answer, or its failure's status and message. */
export type SettledSearch =
  { ok: true; answer: BetweenAnswer } | { ok: false; status: number; message: string }

/** What the trains are asked for with: the query, and the sandbox scenario of the address if any. */
export type FetchTrainsInput = TrainSearchQuery & { scenario?: string }

export interface TrainSearchInput {
  query: TrainSearchQuery
  /** app.config trains.searchExpiryMs (15 min). */
  expiryMs: number
  settled?: SettledSearch | null
  /** The sandbox scenario of the address (the server forwards it only in the sandbox). */
  scenario?: string
}

export interface TrainSearchContext {
  query: TrainSearchQuery
  expiryMs: number
  scenario: string | undefined
  settled: SettledSearch | null
  data: BetweenAnswer | null
  error: string | null
  /** 001 §4: the search expired (results older than expiryMs). */
  expired: boolean
  /** 001 §4: the railway's system is down (the not-available modal). */
  systemDown: boolean
}

export type TrainSearchEvent = { type: 'RETRY' } | { type: 'DISMISS' }

const FAILED = 'We could not find trains for this search. Please try again.'

/** A failure the page's server already met, in the shape the machine's own request throws. */
function settledError(settled: SettledSearch | null) {
  if (!settled || settled.ok) return undefined
  return Object.assign(new Error(settled.message), { status: settled.status })
}

export const trainSearchMachine = setup({
  types: {
    context: {} as TrainSearchContext,
    input: {} as TrainSearchInput,
    events: {} as TrainSearchEvent,
  },
  actors: {
    fetchTrains: fromPromise<BetweenAnswer, FetchTrainsInput>(async () => notProvided('fetchTrains')),
  },
  delays: {
    searchExpiry: ({ context }) => context.expiryMs,
  },
  actions: {
    take: assign((_, params: { answer: BetweenAnswer }) => ({
      data: params.answer,
      error: null,
      expired: false,
      systemDown: false,
    })),
    fail: assign((_, params: { error: unknown }) => ({
      data: null,
      error: messageOf(params.error, FAILED),
      systemDown: false,
    })),
    down: assign((_, params: { error: unknown }) => ({
      data: null,
      error: messageOf(params.error, FAILED),
      systemDown: true,
    })),
  },
  guards: {
    answered: ({ context }) => context.settled?.ok === true,
    settledDown: ({ context }) => isSystemDown(settledError(context.settled)),
    settledFailed: ({ context }) => context.settled?.ok === false,
    systemDown: (_, params: { error: unknown }) => isSystemDown(params.error),
  },
}).createMachine({
  id: 'trainSearch',
  description: 'Finds the trains between two stations on a day, and keeps the answer while it is fresh.',
  context: ({ input }) => ({
    query: input.query,
    expiryMs: input.expiryMs,
    scenario: input.scenario,
    settled: input.settled ?? null,
    data: null,
    error: null,
    expired: false,
    systemDown: false,
  }),
  initial: 'pending',
  states: {
    pending: {
      description: 'The trains between the stations on the day are being asked for; placeholders are shown.',
      // The server's answer for the page is taken at once (the request below is then never sent).
      always: [
        {
          guard: 'answered',
          target: 'success',
          actions: [
            {
              type: 'take',
              // The guard has checked it: settled holds an answer.
              params: ({ context }) => ({ answer: (context.settled as { answer: BetweenAnswer }).answer }),
            },
            assign({ settled: null }),
          ],
        },
        {
          guard: 'settledDown',
          target: 'systemDown',
          actions: [
            { type: 'down', params: ({ context }) => ({ error: settledError(context.settled) }) },
            assign({ settled: null }),
          ],
        },
        {
          guard: 'settledFailed',
          target: 'failure',
          actions: [
            { type: 'fail', params: ({ context }) => ({ error: settledError(context.settled) }) },
            assign({ settled: null }),
          ],
        },
      ],
      invoke: {
        id: 'fetchTrains',
        src: 'fetchTrains',
        input: ({ context }) => ({
          ...context.query,
          ...scenarioOf(context),
        }),
        onDone: {
          target: 'success',
          actions: { type: 'take', params: ({ event }) => ({ answer: event.output }) },
        },
        onError: [
          {
            guard: { type: 'systemDown', params: ({ event }) => ({ error: event.error }) },
            target: 'systemDown',
            actions: { type: 'down', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'failure', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    success: {
      description:
        'The trains are listed, to filter, sort and check availability on; the answer expires after app.config trains.searchExpiryMs.',
      after: { searchExpiry: { target: 'expired', actions: assign({ expired: true }) } },
    },
    expired: {
      description:
        'The search has expired (seats and fares may have changed): the list stays, with "Search again".',
      on: { RETRY: { target: 'pending', actions: assign({ expired: false }) } },
    },
    failure: {
      description: 'The search failed: the data is emptied and the reason shown with "Try again".',
      on: { RETRY: { target: 'pending', actions: assign({ error: null }) } },
    },
    systemDown: {
      description:
        "The railway's booking system is not available (a 503, or its nightly 23:45–00:20 downtime): the not-available modal.",
      on: {
        RETRY: { target: 'pending', actions: assign({ error: null, systemDown: false }) },
        DISMISS: { target: 'failure' },
      },
    },
  },
})
