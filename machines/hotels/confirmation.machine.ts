/**
 * The hotel confirmation page (001 §2, §4 "Hotel confirmation statuses", "Payment outcomes"; 000 §8):
 * it reads the booking every second (000 §9 polling interval) while it is PENDING (the bank has not
 * told us yet) or PAID (the hotel has not confirmed yet), and stops on a final answer: CONFIRMED,
 * SUCCESS (booked to pay at the hotel), BOOKING_FAILED (refunded), BOOKING_FRAUD (the call centre
 * calls), or the payment failing or never arriving. After a minute of checks the page says in 000 §8's
 * words that the booking is not confirmed yet (retried for 30 minutes, then refunded) and keeps a
 * "Check again" button.
 */
import { assign, fromPromise, setup } from 'xstate'
import type { HotelBooking, HotelBookingStatus } from '@contracts/hotels/booking'
import { notProvided } from '../lib/not-provided'

export interface HotelConfirmationContext {
  booking: HotelBooking | null
  error: string | null
}

export type HotelConfirmationEvent = { type: 'RETRY' }

const statusIs =
  (...statuses: HotelBookingStatus[]) =>
  (_: unknown, booking: HotelBooking) =>
    statuses.includes(booking.status)

export const hotelConfirmationMachine = setup({
  types: {
    context: {} as HotelConfirmationContext,
    input: {} as { booking: HotelBooking | null },
    events: {} as HotelConfirmationEvent,
  },
  actors: {
    fetchBooking: fromPromise<HotelBooking>(async () => notProvided('fetchBooking')),
  },
  delays: {
    /** 000 §9 polling interval: the flow gives app.config's polling.intervalMs. */
    pollInterval: 1000,
    /** After a minute of checks the page says the booking is not confirmed yet. */
    patience: 60_000,
  },
  guards: {
    isConfirmed: statusIs('CONFIRMED'),
    isBookedAtHotel: statusIs('SUCCESS'),
    isRefunded: statusIs('BOOKING_FAILED'),
    isFraud: statusIs('BOOKING_FRAUD'),
    isPaymentFailed: statusIs('PAYMENT_FAILED'),
    isNotPaid: statusIs('EXPIRED', 'CANCELLED'),
  },
}).createMachine({
  id: 'hotelConfirmation',
  description: 'Follows the hotel booking after payment until it settles; says so when it takes long.',
  context: ({ input }) => ({ booking: input.booking, error: null }),
  initial: 'following',
  states: {
    following: {
      description: 'the page follows the booking every second until it settles',
      after: { patience: 'notConfirmedYet' },
      initial: 'checking',
      states: {
        checking: {
          description: 'the store asks the hotel service how the booking stands',
          invoke: {
            id: 'fetchBooking',
            src: 'fetchBooking',
            onDone: [
              {
                guard: { type: 'isConfirmed', params: ({ event }) => event.output },
                target: '#hotelConfirmation.confirmed',
                actions: assign({ booking: ({ event }) => event.output }),
              },
              {
                guard: { type: 'isBookedAtHotel', params: ({ event }) => event.output },
                target: '#hotelConfirmation.bookedAtHotel',
                actions: assign({ booking: ({ event }) => event.output }),
              },
              {
                guard: { type: 'isRefunded', params: ({ event }) => event.output },
                target: '#hotelConfirmation.refunded',
                actions: assign({ booking: ({ event }) => event.output }),
              },
              {
                guard: { type: 'isFraud', params: ({ event }) => event.output },
                target: '#hotelConfirmation.fraud',
                actions: assign({ booking: ({ event }) => event.output }),
              },
              {
                guard: { type: 'isPaymentFailed', params: ({ event }) => event.output },
                target: '#hotelConfirmation.paymentFailed',
                actions: assign({ booking: ({ event }) => event.output }),
              },
              {
                guard: { type: 'isNotPaid', params: ({ event }) => event.output },
                target: '#hotelConfirmation.notPaid',
                actions: assign({ booking: ({ event }) => event.output }),
              },
              {
                target: 'waiting',
                actions: assign({ booking: ({ event }) => event.output }),
              },
            ],
            onError: {
              target: '#hotelConfirmation.unreachable',
              actions: assign({
                error: ({ event }) =>
                  event.error instanceof Error ? event.error.message : 'Oops! Something went wrong',
              }),
            },
          },
        },
        waiting: {
          description:
            'PENDING (the bank has not told us yet) or PAID (the hotel is confirming): checked again in a second',
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
    confirmed: { type: 'final', description: 'CONFIRMED: the booking id, the Trip Id and the voucher' },
    bookedAtHotel: { type: 'final', description: 'SUCCESS: booked, to pay at the hotel on arrival' },
    refunded: {
      type: 'final',
      description:
        'BOOKING_FAILED: paid but not booked; the refund is under way (000 §8, naming the Trip Id)',
    },
    fraud: { type: 'final', description: 'BOOKING_FRAUD: held for review, the call centre will call' },
    paymentFailed: {
      type: 'final',
      description: "'Payment failed. Please try again': back to the guests step",
    },
    notPaid: { type: 'final', description: 'no payment arrived before the rooms were released (status 2)' },
  },
})
