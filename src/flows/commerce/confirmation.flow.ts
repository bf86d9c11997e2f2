/**
 * The booking confirmation of every product at the React edge (machines/commerce/confirmation.machine.ts):
 * a product provides its `fetchBooking` once, at module level (the server function that reads its
 * booking, and its port that reads the status as an outcome), and each page starts that machine
 * with the booking's reference and the shell's polling interval as input.
 */
import { useActor } from '@xstate/react'
import { fromPromise } from 'xstate'
import {
  confirmationMachine,
  type ConfirmationInput,
  type ConfirmationOutcome,
  type PolledBooking,
} from '@machines/commerce/confirmation.machine'
import { flowAttributes } from '@machines/lib/binding'
import { useShell } from '~/components/useShell'

/** The confirmation machine of one product: how its booking is read and what its status means. */
export function productConfirmation<B>(
  read: (ref: string) => Promise<B>,
  outcomeOf: (booking: B) => ConfirmationOutcome,
) {
  return confirmationMachine.provide({
    actors: {
      fetchBooking: fromPromise<PolledBooking, { ref: string }>(async ({ input }) => {
        const booking = await read(input.ref)
        return { booking, outcome: outcomeOf(booking) }
      }),
    },
  })
}

export function useConfirmationFlow<B>(
  machine: ReturnType<typeof productConfirmation<B>>,
  flow: string,
  input: Omit<ConfirmationInput<B>, 'pollIntervalMs'>,
) {
  const { polling } = useShell().config
  const [snapshot, send] = useActor(machine, { input: { ...input, pollIntervalMs: polling.intervalMs } })
  return {
    /** The top state (`checking` while following). */
    state: typeof snapshot.value === 'string' ? snapshot.value : 'checking',
    // The machine keeps what the product's fetchBooking answered: a B.
    booking: snapshot.context.booking as B | null,
    error: snapshot.context.error,
    retry: () => send({ type: 'RETRY' }),
    payAgain: () => send({ type: 'PAY_AGAIN' }),
    flow: flowAttributes(flow, snapshot),
  }
}
