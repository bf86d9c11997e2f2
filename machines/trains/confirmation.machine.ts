/**
 * The train confirmation page after the gateway (issue 16; 001 §4 Trains "confirmation polling:
 * request, pending, success, failure"; §8): it reads the booking every second (000 §9 polling
 * interval) until the railway has answered with a PNR (each passenger CNF, RAC or WL), the booking
 * failed after payment (refunded), the payment failed or never came. A booking still unconfirmed
 * after about 30 minutes is refunded by the service; the page then says, in 001 §8's words, that it
 * is not confirmed yet, with the 30-minute retry and refund text, and keeps a "Check again" button.
 */
import { assign, fromPromise, setup } from 'xstate'
import type { TrainBooking } from '@contracts/trains/booking'
import { notProvided } from '../lib/not-provided'
import { pollOutcomeOf, type PollOutcome } from './booking.logic'

/** The parts of a train booking the poll reads (contracts/trains/booking.ts). */
export type PolledTrainBooking = Pick<TrainBooking, 'status' | 'pnr'>

export interface TrainConfirmationContext {
  booking: TrainBooking | null
  error: string | null
}

export type TrainConfirmationEvent = { type: 'RETRY' }

const outcomeIs = (outcome: PollOutcome) => (_: unknown, booking: PolledTrainBooking) =>
  pollOutcomeOf(booking) === outcome

export const trainConfirmationMachine = setup({
  types: {
    context: {} as TrainConfirmationContext,
    input: {} as { booking: TrainBooking | null },
    events: {} as TrainConfirmationEvent,
  },
  actors: {
    fetchBooking: fromPromise<TrainBooking>(async () => notProvided('fetchBooking')),
  },
  actions: {
    keep: assign({ booking: (_, booking: TrainBooking) => booking }),
  },
  delays: {
    /** 000 §9 polling interval: the flow gives app.config's polling.intervalMs. */
    pollInterval: 1000,
    /** 001 §8: about 30 minutes unconfirmed, and the booking is retried no more but refunded. */
    patience: 1_800_000,
  },
  guards: {
    isBooked: outcomeIs('booked'),
    isFailed: outcomeIs('failed'),
    isPaymentFailed: outcomeIs('paymentFailed'),
    isNotPaid: outcomeIs('notPaid'),
  },
}).createMachine({
  id: 'trainConfirmation',
  description: 'Follows the train booking after payment every second until the railway answers with a PNR.',
  context: ({ input }) => ({ booking: input.booking, error: null }),
  initial: 'polling',
  states: {
    polling: {
      description: 'the page follows the booking every second until it settles',
      after: { patience: 'notConfirmedYet' },
      initial: 'request',
      states: {
        request: {
          description: 'the store asks the railway service how the booking stands',
          invoke: {
            id: 'fetchBooking',
            src: 'fetchBooking',
            onDone: [
              {
                guard: { type: 'isBooked', params: ({ event }) => event.output },
                target: '#trainConfirmation.success',
                actions: { type: 'keep', params: ({ event }) => event.output },
              },
              {
                guard: { type: 'isFailed', params: ({ event }) => event.output },
                target: '#trainConfirmation.failure',
                actions: { type: 'keep', params: ({ event }) => event.output },
              },
              {
                guard: { type: 'isPaymentFailed', params: ({ event }) => event.output },
                target: '#trainConfirmation.paymentFailed',
                actions: { type: 'keep', params: ({ event }) => event.output },
              },
              {
                guard: { type: 'isNotPaid', params: ({ event }) => event.output },
                target: '#trainConfirmation.notPaid',
                actions: { type: 'keep', params: ({ event }) => event.output },
              },
              { target: 'pending', actions: { type: 'keep', params: ({ event }) => event.output } },
            ],
            onError: {
              target: '#trainConfirmation.unreachable',
              actions: assign({
                error: ({ event }) =>
                  event.error instanceof Error ? event.error.message : 'Oops! Something went wrong',
              }),
            },
          },
        },
        pending: {
          description:
            'paid, the railway is booking (or the bank has not told us yet): checked again in a second',
          after: { pollInterval: 'request' },
        },
      },
    },
    notConfirmedYet: {
      description:
        "'We're sorry but your booking is not confirmed yet' with the 30-minute retry and refund text; check again",
      on: { RETRY: 'polling' },
    },
    unreachable: {
      description: 'the booking could not be read just now: check again',
      on: { RETRY: 'polling' },
    },
    success: {
      type: 'final',
      description:
        'booked: the 10-digit PNR, each passenger CNF (coach and berth), RAC or WL, and the e-ticket',
    },
    failure: {
      type: 'final',
      description:
        'paid, but the railway did not book it: the refund is under way (001 §8, naming the Trip Id)',
    },
    paymentFailed: { type: 'final', description: "'Payment failed. Please try again': search again" },
    notPaid: {
      type: 'final',
      description: 'no payment arrived before the 5-minute checkout session ended',
    },
  },
})
