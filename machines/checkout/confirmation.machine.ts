/**
 * After the gateway: the confirmation page polls the booking until the airline has ticketed it, the
 * payment failed (pay again without typing the travellers again), the booking failed and the money
 * is being refunded, or the payment is held for a fraud check (000 §4 "Checkout", §8; 001 §4
 * "Payment outcomes"). A booking the airline has not confirmed yet keeps being checked; after a
 * while the page says so in 000 §8's words and keeps a "check again" button.
 */
import { assign, fromPromise, setup } from 'xstate'
import type { Booking } from '@contracts/checkout/booking'
import { notProvided } from '../lib/not-provided'

export interface ConfirmationContext {
  booking: Booking | null
  error: string | null
}

export type ConfirmationEvent = { type: 'RETRY' } | { type: 'PAY_AGAIN' }

const statusIs =
  (...statuses: Booking['status'][]) =>
  (_: unknown, booking: Booking) =>
    statuses.includes(booking.status)

export const confirmationMachine = setup({
  types: {
    context: {} as ConfirmationContext,
    input: {} as { booking: Booking | null },
    events: {} as ConfirmationEvent,
  },
  actors: {
    fetchBooking: fromPromise<Booking>(async () => notProvided('fetchBooking')),
  },
  delays: {
    /** 000 §9 polling interval. */
    pollInterval: 1000,
    /** After a minute of checks the page says it is not confirmed yet, and keeps a button. */
    patience: 60_000,
  },
  guards: {
    isTicketed: statusIs('TICKETED'),
    isRefunded: statusIs('REFUNDED'),
    isPaymentFailed: statusIs('PAYMENT_FAILED', 'DRAFT'),
    isReview: statusIs('REVIEW'),
    isExpired: statusIs('EXPIRED'),
  },
}).createMachine({
  id: 'confirmation',
  description: 'Follows the booking after payment until it is ticketed, refunded, or needs the traveller.',
  context: ({ input }) => ({ booking: input.booking, error: null }),
  initial: 'following',
  states: {
    following: {
      description: 'the page follows the booking until it settles',
      after: { patience: 'notConfirmedYet' },
      initial: 'checking',
      states: {
        checking: {
          description: 'the store asks the booking service how the booking stands',
          invoke: {
            id: 'fetchBooking',
            src: 'fetchBooking',
            onDone: [
              {
                guard: { type: 'isTicketed', params: ({ event }) => event.output },
                target: '#confirmation.confirmed',
                actions: assign({ booking: ({ event }) => event.output }),
              },
              {
                guard: { type: 'isRefunded', params: ({ event }) => event.output },
                target: '#confirmation.refunded',
                actions: assign({ booking: ({ event }) => event.output }),
              },
              {
                guard: { type: 'isPaymentFailed', params: ({ event }) => event.output },
                target: '#confirmation.paymentFailed',
                actions: assign({ booking: ({ event }) => event.output }),
              },
              {
                guard: { type: 'isReview', params: ({ event }) => event.output },
                target: '#confirmation.review',
                actions: assign({ booking: ({ event }) => event.output }),
              },
              {
                guard: { type: 'isExpired', params: ({ event }) => event.output },
                target: '#confirmation.notPaid',
                actions: assign({ booking: ({ event }) => event.output }),
              },
              {
                target: 'waiting',
                actions: assign({ booking: ({ event }) => event.output }),
              },
            ],
            onError: {
              target: '#confirmation.unreachable',
              actions: assign({
                error: ({ event }) =>
                  event.error instanceof Error ? event.error.message : 'Oops! Something went wrong',
              }),
            },
          },
        },
        waiting: {
          description: 'paid; the airline is issuing the tickets (or the bank is confirming the payment)',
          after: { pollInterval: 'checking' },
        },
      },
    },
    notConfirmedYet: {
      description:
        "'We're sorry but your booking is not confirmed yet': it is retried for 30 minutes, then refunded in full",
      on: { RETRY: 'following' },
    },
    unreachable: {
      description: 'the booking could not be read just now: check again',
      on: { RETRY: 'following' },
    },
    confirmed: { type: 'final', description: 'ticketed: the Trip Id, the PNRs and the e-ticket download' },
    refunded: {
      type: 'final',
      description: 'paid, but the booking failed: the refund is under way (000 §8, naming the Trip Id)',
    },
    paymentFailed: {
      description: "'Payment failed. Please try again': pay again, the travellers kept",
      on: { PAY_AGAIN: 'payingAgain' },
    },
    payingAgain: { type: 'final', description: 'back to the payment step with everything kept' },
    review: { type: 'final', description: 'suspected fraud: the call centre will call' },
    notPaid: { type: 'final', description: 'no payment received before the session ended (status 2)' },
  },
})
