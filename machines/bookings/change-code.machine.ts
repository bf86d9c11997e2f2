/**
 * A guest proves the booking's contact before changing a trip (docs/decisions/0180): the code goes
 * to the e-mail or the mobile number given when booking (shown masked), the guest types it, and a
 * right code lets this browser cancel or change that trip. A wrong or expired code says so and the
 * guest tries again or asks for a new code; what the guest chose on the cancel page is kept by the
 * page's own cancellation machine meanwhile.
 */
import { assign, fromPromise, setup } from 'xstate'
import type { ChangeCodeSent } from '@contracts/bookings/trips'
import { notProvided } from '../lib/not-provided'
import { TRY_AGAIN, toFailure } from './failure'

export type CodeChannel = 'email' | 'sms'

export interface ChangeCodeInput {
  /** The trip the guest found. */
  tripId: string
}

export interface ChangeCodeContext {
  tripId: string
  channel: CodeChannel
  /** Where the code went, masked (a•••@example.com). */
  sentTo: string | null
  error: string | null
}

export type ChangeCodeEvent =
  { type: 'SEND'; channel: CodeChannel } | { type: 'VERIFY'; code: string } | { type: 'RESEND' }

const messageOf = (error: unknown) => toFailure(error, TRY_AGAIN).message

export const changeCodeMachine = setup({
  types: {
    context: {} as ChangeCodeContext,
    input: {} as ChangeCodeInput,
    events: {} as ChangeCodeEvent,
  },
  actors: {
    sendCode: fromPromise<ChangeCodeSent, { tripId: string; channel: CodeChannel }>(async () =>
      notProvided('sendCode'),
    ),
    verifyCode: fromPromise<unknown, { tripId: string; code: string }>(async () => notProvided('verifyCode')),
  },
}).createMachine({
  id: 'changeCode',
  description: 'A guest confirms the booking is theirs with a code sent to its e-mail or mobile.',
  context: ({ input }) => ({ tripId: input.tripId, channel: 'email', sentTo: null, error: null }),
  initial: 'choosing',
  states: {
    choosing: {
      description: 'the guest chooses where the code goes: the e-mail or the mobile given when booking',
      on: {
        SEND: {
          target: 'sending',
          actions: assign({ channel: ({ event }) => event.channel, error: null }),
        },
      },
    },
    sending: {
      description: 'the store asks for the code; nothing can be pressed twice',
      invoke: {
        src: 'sendCode',
        id: 'sendCode',
        input: ({ context }) => ({ tripId: context.tripId, channel: context.channel }),
        onDone: {
          target: 'entering',
          actions: assign({ sentTo: ({ event }) => event.output.sent_to, error: null }),
        },
        // Too soon for another code, or none to that contact: said, and the guest chooses again.
        onError: { target: 'choosing', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    entering: {
      description: 'the code was sent to the masked contact; the guest types it (or asks for a new one)',
      on: {
        VERIFY: { target: 'verifying', actions: assign({ error: null }) },
        RESEND: { target: 'sending', actions: assign({ error: null }) },
      },
    },
    verifying: {
      description: 'the store checks the code',
      invoke: {
        src: 'verifyCode',
        id: 'verifyCode',
        input: ({ context, event }) => ({
          tripId: context.tripId,
          code: event.type === 'VERIFY' ? event.code : '',
        }),
        onDone: { target: 'proven' },
        onError: { target: 'entering', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    proven: {
      type: 'final',
      description: 'the code was right: this browser may cancel or change the trip for a while',
    },
  },
})
