/**
 * The booking confirmation of every product, after the gateway (000 §4 "Checkout", §8, §9 polling
 * interval; 001 §4 "Payment outcomes", "Hotel confirmation statuses", Trains "confirmation polling:
 * request, pending, success, failure"): the page reads the booking every second until it settles —
 * confirmed (ticketed, confirmed by the hotel, booked with a PNR), confirmed to pay at the property,
 * paid but not booked and being refunded, held for a fraud check, the payment failed, or no payment
 * came. After a while unconfirmed the page says so in 000 §8's words and keeps a "Check again"
 * button.
 *
 * The machine does not know any product's statuses: each product's port (`outcomeOf`, in
 * machines/<product>/) reads its booking as one of the outcomes below, and its flow's
 * `fetchBooking` answers the booking with that outcome. What differs between products is input:
 * the booking's reference, the polling interval (app.config), how long before "not confirmed yet",
 * and whether a failed payment can be made again from the page (the flight's travellers are kept).
 */
import { assign, fromPromise, setup } from 'xstate'
import { notProvided } from '../lib/not-provided'

/** How a booking stands for its confirmation page: a product's port maps its statuses to these. */
export type ConfirmationOutcome =
  | 'pending'
  | 'confirmed'
  | 'confirmedPayLater'
  | 'refunded'
  | 'paymentFailed'
  | 'review'
  | 'notPaid'

/** One answer of the booking service, read by the product's port. */
export interface PolledBooking<B = unknown> {
  booking: B
  outcome: ConfirmationOutcome
}

export interface ConfirmationInput<B = unknown> {
  /** The Trip Id or booking id the page follows (what fetchBooking is asked for). */
  ref: string
  /** The booking the page loaded with, shown until the first answer. */
  booking: B | null
  /** 000 §9 polling interval (app.config polling.intervalMs); 1 s when not given. */
  pollIntervalMs?: number
  /** How long unconfirmed before the page says so (a minute when not given). */
  patienceMs?: number
  /** A failed payment offers "Pay again" from the page (flights keep the travellers). */
  canPayAgain?: boolean
}

export interface ConfirmationContext<B = unknown> {
  ref: string
  booking: B | null
  error: string | null
  pollIntervalMs: number
  patienceMs: number
  canPayAgain: boolean
}

export type ConfirmationEvent = { type: 'RETRY' } | { type: 'PAY_AGAIN' }

export const confirmationMachine = setup({
  types: {
    context: {} as ConfirmationContext,
    input: {} as ConfirmationInput,
    events: {} as ConfirmationEvent,
  },
  actors: {
    fetchBooking: fromPromise<PolledBooking, { ref: string }>(async () => notProvided('fetchBooking')),
  },
  actions: {
    keep: assign({ booking: (_, answer: PolledBooking) => answer.booking }),
  },
  delays: {
    pollInterval: ({ context }) => context.pollIntervalMs,
    patience: ({ context }) => context.patienceMs,
  },
  guards: {
    /** The product's port read the answer as this outcome. */
    outcomeIs: (_, params: { answer: PolledBooking; outcome: ConfirmationOutcome }) =>
      params.answer.outcome === params.outcome,
    canPayAgain: ({ context }) => context.canPayAgain,
  },
}).createMachine({
  id: 'confirmation',
  description: 'Follows a booking after payment until it settles; says so when it takes long.',
  context: ({ input }) => ({
    ref: input.ref,
    booking: input.booking,
    error: null,
    pollIntervalMs: input.pollIntervalMs ?? 1000,
    patienceMs: input.patienceMs ?? 60_000,
    canPayAgain: input.canPayAgain ?? false,
  }),
  initial: 'following',
  states: {
    following: {
      description: 'the page follows the booking every second until it settles',
      after: { patience: 'notConfirmedYet' },
      initial: 'checking',
      states: {
        checking: {
          description: 'the store asks the booking service how the booking stands',
          invoke: {
            id: 'fetchBooking',
            src: 'fetchBooking',
            input: ({ context }) => ({ ref: context.ref }),
            onDone: [
              {
                guard: { type: 'outcomeIs', params: ({ event }) => ({ answer: event.output, outcome: 'confirmed' }) },
                target: '#confirmation.confirmed',
                actions: { type: 'keep', params: ({ event }) => event.output },
              },
              {
                guard: { type: 'outcomeIs', params: ({ event }) => ({ answer: event.output, outcome: 'confirmedPayLater' }) },
                target: '#confirmation.confirmedPayLater',
                actions: { type: 'keep', params: ({ event }) => event.output },
              },
              {
                guard: { type: 'outcomeIs', params: ({ event }) => ({ answer: event.output, outcome: 'refunded' }) },
                target: '#confirmation.refunded',
                actions: { type: 'keep', params: ({ event }) => event.output },
              },
              {
                guard: { type: 'outcomeIs', params: ({ event }) => ({ answer: event.output, outcome: 'paymentFailed' }) },
                target: '#confirmation.paymentFailed',
                actions: { type: 'keep', params: ({ event }) => event.output },
              },
              {
                guard: { type: 'outcomeIs', params: ({ event }) => ({ answer: event.output, outcome: 'review' }) },
                target: '#confirmation.review',
                actions: { type: 'keep', params: ({ event }) => event.output },
              },
              {
                guard: { type: 'outcomeIs', params: ({ event }) => ({ answer: event.output, outcome: 'notPaid' }) },
                target: '#confirmation.notPaid',
                actions: { type: 'keep', params: ({ event }) => event.output },
              },
              {
                target: 'waiting',
                actions: { type: 'keep', params: ({ event }) => event.output },
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
          description:
            'paid and being booked (the airline ticketing, the hotel or the railway confirming), or the bank has not told us yet: checked again in a second',
          after: { pollInterval: 'checking' },
        },
      },
    },
    notConfirmedYet: {
      description:
        "'We're sorry but your booking is not confirmed yet': retried for 30 minutes, then refunded in full; check again",
      on: { RETRY: 'following' },
    },
    unreachable: {
      description: 'the booking could not be read just now: check again',
      on: { RETRY: 'following' },
    },
    confirmed: {
      type: 'final',
      description:
        'booked: the Trip Id and what the product confirms (PNRs and e-ticket, the hotel voucher, the berths)',
    },
    confirmedPayLater: { type: 'final', description: 'booked, to pay at the property on arrival' },
    refunded: {
      type: 'final',
      description: 'paid, but not booked: the refund is under way (000 §8 status 1, naming the Trip Id)',
    },
    paymentFailed: {
      description: "'Payment failed. Please try again': pay again where the product allows it",
      on: { PAY_AGAIN: { guard: 'canPayAgain', target: 'payingAgain' } },
    },
    payingAgain: { type: 'final', description: 'back to the payment step with everything kept' },
    review: { type: 'final', description: 'held for a fraud check: the call centre will call' },
    notPaid: { type: 'final', description: 'no payment arrived before the hold ended (status 2)' },
  },
})
