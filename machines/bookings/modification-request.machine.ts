/**
 * A modification request on a booking (001 §3; 000 §7 booking_requests): a date change, a name
 * correction or extra baggage. Sent, it is acknowledged with a reference and shown on the booking
 * with its state; a refused request says why and can be sent again.
 */
import { assign, fromPromise, setup } from 'xstate'
import type { ModificationKind, ModificationView } from '@contracts/bookings/trips'
import { notProvided } from '../lib/not-provided'
import { TRY_AGAIN, toFailure } from './failure'

export interface ModificationRequestInput {
  tripId: string
}

export interface SendInput {
  tripId: string
  kind: ModificationKind
  details: Record<string, string | number>
}

export interface ModificationRequestContext {
  tripId: string
  reference: string | null
  error: string | null
}

export type ModificationRequestEvent =
  { type: 'SEND'; kind: ModificationKind; details: Record<string, string | number> } | { type: 'NEW_REQUEST' }

export const modificationRequestMachine = setup({
  types: {
    context: {} as ModificationRequestContext,
    input: {} as ModificationRequestInput,
    events: {} as ModificationRequestEvent,
  },
  actors: {
    sendRequest: fromPromise<ModificationView, SendInput>(async () => notProvided('sendRequest')),
  },
}).createMachine({
  id: 'modificationRequest',
  description: 'Asks for a change to a booking: a date change, a name correction or extra baggage.',
  context: ({ input }) => ({ tripId: input.tripId, reference: null, error: null }),
  initial: 'editing',
  states: {
    editing: {
      description: 'the traveller chooses the change and fills in its details',
      on: { SEND: 'sending' },
    },
    sending: {
      description: 'the request is sent to the booking service',
      entry: assign({ error: null }),
      invoke: {
        id: 'sendRequest',
        src: 'sendRequest',
        input: ({ context, event }) =>
          event.type === 'SEND'
            ? { tripId: context.tripId, kind: event.kind, details: event.details }
            : { tripId: context.tripId, kind: 'date_change', details: {} },
        onDone: { target: 'sent', actions: assign({ reference: ({ event }) => event.output.reference }) },
        onError: {
          target: 'refused',
          actions: assign({ error: ({ event }) => toFailure(event.error, TRY_AGAIN).message }),
        },
      },
    },
    refused: {
      description:
        'the request was not accepted: the reason is shown and the traveller can correct it and send again',
      on: { SEND: 'sending' },
    },
    sent: {
      description:
        'the request is recorded: its reference is shown, and it joins the booking’s list with its state',
      on: { NEW_REQUEST: { target: 'editing', actions: assign({ reference: null }) } },
    },
  },
})
