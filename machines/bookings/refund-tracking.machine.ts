/**
 * The refund tracker (001 §4 "Refund flow"; docs/decisions/0086): follows a trip's refunds by
 * asking the booking service every few seconds until each is final. Its state is the least advanced
 * refund's: requested (registered), initiated (with the bank), then processed (every refund done,
 * bank references shown) or failed (one could not be made).
 */
import { assign, fromPromise, setup } from 'xstate'
import type { Refund } from '@contracts/bookings/cancellation'
import { notProvided } from '../lib/not-provided'

export interface RefundTrackingInput {
  tripId: string
  /** The refunds the page was rendered with. */
  refunds: Refund[]
  /** cancellation.refundPollMs: how often the refunds are asked for again. */
  refundPollMs: number
}

export interface RefundTrackingContext {
  tripId: string
  refundPollMs: number
  refunds: Refund[]
  error: string | null
}

export type RefundTrackingEvent = { type: 'RETRY' }

const all = (refunds: Refund[], ...statuses: Refund['status'][]) =>
  refunds.every((r) => statuses.includes(r.status))

export const refundTrackingMachine = setup({
  types: {
    context: {} as RefundTrackingContext,
    input: {} as RefundTrackingInput,
    events: {} as RefundTrackingEvent,
  },
  actors: {
    fetchRefunds: fromPromise<Refund[], { tripId: string }>(async () => notProvided('fetchRefunds')),
  },
  delays: {
    refundPoll: ({ context }) => context.refundPollMs,
  },
  guards: {
    none: (_, refunds: Refund[]) => refunds.length === 0,
    allProcessed: (_, refunds: Refund[]) => all(refunds, 'processed'),
    anyFailed: (_, refunds: Refund[]) => all(refunds, 'processed', 'failed'),
    allWithBank: (_, refunds: Refund[]) => all(refunds, 'initiated', 'processed', 'failed'),
  },
}).createMachine({
  id: 'refundTracking',
  description: "Follows a trip's refunds until each is processed or failed.",
  context: ({ input }) => ({
    tripId: input.tripId,
    refundPollMs: input.refundPollMs,
    refunds: input.refunds,
    error: null,
  }),
  initial: 'checking',
  states: {
    checking: {
      description: 'the store asks the booking service how the refunds stand',
      invoke: {
        src: 'fetchRefunds',
        id: 'fetchRefunds',
        input: ({ context }) => ({ tripId: context.tripId }),
        onDone: [
          {
            guard: { type: 'none', params: ({ event }) => event.output },
            target: 'none',
            actions: assign({ refunds: ({ event }) => event.output }),
          },
          {
            guard: { type: 'allProcessed', params: ({ event }) => event.output },
            target: 'processed',
            actions: assign({ refunds: ({ event }) => event.output }),
          },
          {
            guard: { type: 'anyFailed', params: ({ event }) => event.output },
            target: 'failed',
            actions: assign({ refunds: ({ event }) => event.output }),
          },
          {
            guard: { type: 'allWithBank', params: ({ event }) => event.output },
            target: 'initiated',
            actions: assign({ refunds: ({ event }) => event.output }),
          },
          { target: 'requested', actions: assign({ refunds: ({ event }) => event.output }) },
        ],
        onError: {
          target: 'unreachable',
          actions: assign({
            error: ({ event }) => (event.error instanceof Error ? event.error.message : null),
          }),
        },
      },
    },
    requested: {
      description: 'a refund is registered and waits to be sent to the bank (or the wallet)',
      after: { refundPoll: 'checking' },
    },
    initiated: {
      description: 'the bank has the refund; it usually takes 5-7 working days to reach the account',
      after: { refundPoll: 'checking' },
    },
    processed: {
      type: 'final',
      description: 'every refund is processed: dates, and the bank reference for refunds to the card or bank',
    },
    failed: {
      type: 'final',
      description: 'a refund failed: the reason, and customer care takes it from there',
    },
    none: { type: 'final', description: 'nothing to refund on this trip' },
    unreachable: {
      description: 'the refunds could not be read just now: check again',
      on: { RETRY: 'checking' },
    },
  },
})
