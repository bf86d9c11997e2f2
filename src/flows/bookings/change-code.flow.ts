/**
 * The guest's change code (docs/decisions/0180) with its real actors: the code to the booking's
 * e-mail or mobile, and its check, after which the sealed session holds this trip's change grant.
 */
import { useActor } from '@xstate/react'
import { fromPromise } from 'xstate'
import type { ChangeCodeSent } from '@contracts/bookings/trips'
import { flowAttributes } from '@machines/lib/binding'
import { changeCodeMachine, type CodeChannel } from '@machines/bookings/change-code.machine'
import { sendChangeCode, verifyChangeCode } from '~/server/bookings/cancellation.functions'
import { once } from '../once'

const changeCodeFlow = once(() =>
  changeCodeMachine.provide({
    actors: {
      sendCode: fromPromise<ChangeCodeSent, { tripId: string; channel: CodeChannel }>(({ input }) =>
        sendChangeCode({ data: input }),
      ),
      verifyCode: fromPromise<unknown, { tripId: string; code: string }>(({ input }) =>
        verifyChangeCode({ data: input }),
      ),
    },
  }),
)

export function useChangeCode(tripId: string) {
  const [snapshot, send] = useActor(changeCodeFlow(), { input: { tripId } })
  const state = typeof snapshot.value === 'string' ? snapshot.value : 'choosing'
  return {
    state,
    sentTo: snapshot.context.sentTo,
    error: snapshot.context.error,
    send: (channel: CodeChannel) => send({ type: 'SEND', channel }),
    verify: (code: string) => send({ type: 'VERIFY', code }),
    resend: () => send({ type: 'RESEND' }),
    flow: flowAttributes('change-code', snapshot),
  }
}
