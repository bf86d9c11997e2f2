/**
 * Cancelling a booking (001 §4 "Bookings cancellation"; docs/decisions/0086): the traveller chooses
 * travellers and flights (or all of it) and where the refund goes, sees a refund quote valid until
 * a stated time, confirms it, and learns what the airline cancelled: all of it, some of it (the
 * refused tickets kept), or nothing. A quote that runs out before it is confirmed asks for a fresh
 * one; so does the service's 409 QUOTE_EXPIRED.
 */
import { assign, fromPromise, setup } from 'xstate'
import type { Cancellation, Quote, RefundDestination } from '@contracts/bookings/cancellation'
import { notProvided } from '../lib/not-provided'

export interface CancelSelection {
  /** Empty: every traveller. */
  travellers: number[]
  /** Empty: every flight. */
  flightKeys: string[]
  destination: RefundDestination
}

export interface CancellationInput {
  /** The trip being cancelled. */
  tripId: string
  /** cancellation.quoteValidityMs: how long a quote may be confirmed. */
  quoteValidityMs: number
}

/** What the quote is asked for: the trip and the traveller's choice. */
export type QuoteRequest = CancelSelection & { tripId: string }

export interface CancellationContext {
  tripId: string
  quoteValidityMs: number
  selection: CancelSelection
  quote: Quote | null
  cancellation: Cancellation | null
  error: string | null
}

export type CancellationEvent =
  | { type: 'QUOTE'; selection: CancelSelection }
  | { type: 'CONFIRM' }
  | { type: 'CHANGE' }
  | { type: 'REQUOTE' }

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Oops! Something went wrong'
const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null ? Reflect.get(error, 'code') : undefined

export const cancellationMachine = setup({
  types: {
    context: {} as CancellationContext,
    input: {} as CancellationInput,
    events: {} as CancellationEvent,
  },
  actors: {
    requestQuote: fromPromise<Quote, QuoteRequest>(async () => notProvided('requestQuote')),
    confirmQuote: fromPromise<Cancellation, { tripId: string; quoteId: string }>(async () =>
      notProvided('confirmQuote'),
    ),
  },
  delays: {
    quoteExpiry: ({ context }) => context.quoteValidityMs,
  },
  guards: {
    isDone: (_, c: Cancellation) => c.status === 'done',
    isPartial: (_, c: Cancellation) => c.status === 'partial',
  },
}).createMachine({
  id: 'cancellation',
  description: 'Quote, confirm and cancel a booking, in full or in part, with the refund shown first.',
  context: ({ input }) => ({
    tripId: input.tripId,
    quoteValidityMs: input.quoteValidityMs,
    selection: { travellers: [], flightKeys: [], destination: 'source' },
    quote: null,
    cancellation: null,
    error: null,
  }),
  initial: 'choosing',
  states: {
    choosing: {
      description: 'the traveller chooses travellers and flights (or all) and where the refund goes',
      on: {
        QUOTE: {
          target: 'quoting',
          actions: assign({ selection: ({ event }) => event.selection, error: null }),
        },
      },
    },
    quoting: {
      description: 'the store asks for a refund quote: penalty, fee and refund per traveller and flight',
      invoke: {
        src: 'requestQuote',
        id: 'requestQuote',
        input: ({ context }) => ({ tripId: context.tripId, ...context.selection }),
        onDone: { target: 'quoted', actions: assign({ quote: ({ event }) => event.output }) },
        onError: { target: 'choosing', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    quoted: {
      description: 'the quote is shown with its lines, totals and the time it is valid until',
      after: { quoteExpiry: 'expired' },
      on: {
        CONFIRM: { target: 'cancelling', actions: assign({ error: null }) },
        CHANGE: { target: 'choosing', actions: assign({ quote: null }) },
      },
    },
    cancelling: {
      description: 'the airline cancels the tickets one by one; nothing can be pressed twice',
      invoke: {
        src: 'confirmQuote',
        id: 'confirmQuote',
        input: ({ context }) => ({ tripId: context.tripId, quoteId: context.quote?.id ?? '' }),
        onDone: [
          {
            guard: { type: 'isDone', params: ({ event }) => event.output },
            target: 'done',
            actions: assign({ cancellation: ({ event }) => event.output }),
          },
          {
            guard: { type: 'isPartial', params: ({ event }) => event.output },
            target: 'partial',
            actions: assign({ cancellation: ({ event }) => event.output }),
          },
          { target: 'failed', actions: assign({ cancellation: ({ event }) => event.output }) },
        ],
        onError: [
          {
            guard: ({ event }) => codeOf(event.error) === 'QUOTE_EXPIRED',
            target: 'expired',
          },
          { target: 'quoted', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
        ],
      },
    },
    expired: {
      description: "the quote ran out before it was confirmed: 'ask for a fresh quote'",
      on: { REQUOTE: { target: 'quoting', actions: assign({ quote: null, error: null }) } },
    },
    done: {
      type: 'final',
      description: 'everything chosen is cancelled; the refund tracker follows the refund',
    },
    partial: {
      type: 'final',
      description: 'the airline refused some tickets (kept, with the reason); only the rest is refunded',
    },
    failed: { type: 'final', description: 'the airline cancelled nothing; nothing is charged' },
  },
})
