/**
 * A guest finds a booking (001 §3 "Bookings area"): the Trip Id and the e-mail or mobile number used
 * when booking. A wrong pair and an unknown Trip Id get the same words (the service says nothing
 * more); too many tries are refused for a while. Found, the page opens the booking.
 */
import { assign, fromPromise, setup } from 'xstate'
import { notProvided } from '../lib/not-provided'
import { TRY_AGAIN, toFailure } from './failure'

export interface GuestLookupInput {
  tripId: string
  contact: string
}

export interface GuestLookupContext {
  tripId: string | null
  error: string | null
}

export type GuestLookupEvent = { type: 'FIND'; tripId: string; contact: string }

export const guestLookupMachine = setup({
  types: {
    context: {} as GuestLookupContext,
    events: {} as GuestLookupEvent,
  },
  actors: {
    findBooking: fromPromise<{ tripId: string }, GuestLookupInput>(async () => notProvided('findBooking')),
  },
  guards: {
    noMatch: (_, params: { error: unknown }) => toFailure(params.error, '').status === 404,
  },
}).createMachine({
  id: 'guestLookup',
  description: 'A guest finds a booking by its Trip Id and the e-mail or mobile number used when booking.',
  context: { tripId: null, error: null },
  initial: 'entering',
  states: {
    entering: {
      description: 'the guest types the Trip Id and the e-mail or mobile number',
      on: { FIND: 'finding' },
    },
    finding: {
      description: 'the store looks for a booking with this Trip Id and contact',
      entry: assign({ error: null }),
      invoke: {
        id: 'findBooking',
        src: 'findBooking',
        input: ({ event }) =>
          event.type === 'FIND'
            ? { tripId: event.tripId, contact: event.contact }
            : { tripId: '', contact: '' },
        onDone: { target: 'found', actions: assign({ tripId: ({ event }) => event.output.tripId }) },
        onError: [
          {
            guard: { type: 'noMatch', params: ({ event }) => ({ error: event.error }) },
            target: 'notFound',
            actions: assign({ error: ({ event }) => toFailure(event.error, '').message }),
          },
          {
            target: 'failed',
            actions: assign({ error: ({ event }) => toFailure(event.error, TRY_AGAIN).message }),
          },
        ],
      },
    },
    notFound: {
      description:
        'no booking has this Trip Id with this contact: the same words whether the Trip Id exists or not; the guest can try again',
      on: { FIND: 'finding' },
    },
    failed: {
      description:
        'the lookup could not be made (too many tries, or the store is unreachable): the reason is shown',
      on: { FIND: 'finding' },
    },
    found: {
      type: 'final',
      description: 'the booking is found: the page opens it for the guest',
    },
  },
})
