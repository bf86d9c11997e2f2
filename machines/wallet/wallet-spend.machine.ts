/**
 * The wallet at the flight checkout's payment step (000 §4 "Checkout"; 000 §7 reverse-booking-payment;
 * docs/decisions/0082, 0083): the traveller applies part or all of the wallet balance to the booking,
 * and may undo it. Each failure is kept with the service's message until the next attempt.
 */
import { assign, fromPromise, setup } from 'xstate'
import { notProvided } from '../lib/not-provided'

export interface WalletSpendContext {
  /** The wallet part applied to the booking (paise), or null. */
  applied: number | null
  error: string | null
}

export type WalletSpendEvent = { type: 'APPLY'; amount: number } | { type: 'UNDO' }

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Oops! Something went wrong')

export const walletSpendMachine = setup({
  types: {
    context: {} as WalletSpendContext,
    input: {} as { applied: number | null },
    events: {} as WalletSpendEvent,
  },
  actors: {
    /** Debits the wallet and adds the booking's wallet line; answers the part applied. */
    applyWallet: fromPromise<{ applied: number }, { amount: number }>(async () => notProvided('applyWallet')),
    /** reverse-booking-payment: the reversal and the line removed. */
    undoWallet: fromPromise<void>(async () => notProvided('undoWallet')),
  },
  guards: {
    isApplied: ({ context }) => context.applied !== null,
  },
}).createMachine({
  id: 'walletSpend',
  description: 'Use wallet balance on the payment step: apply part or all of it, and undo it.',
  context: ({ input }) => ({ applied: input.applied, error: null }),
  initial: 'idle',
  states: {
    idle: {
      description:
        'no wallet part on the booking: the balance and an amount field (the most that can be used) with "Use wallet balance"',
      always: { guard: 'isApplied', target: 'applied' },
      on: { APPLY: { target: 'applying', actions: assign({ error: null }) } },
    },
    applying: {
      description:
        'the wallet is debited and the booking gets its "Paid from wallet" line, in one step on the server',
      invoke: {
        id: 'applyWallet',
        src: 'applyWallet',
        input: ({ event }) => ({ amount: event.type === 'APPLY' ? event.amount : 0 }),
        onDone: { target: 'applied', actions: assign({ applied: ({ event }) => event.output.applied }) },
        onError: { target: 'idle', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    applied: {
      description:
        'the wallet part shows in the price summary and the total is lower; "Undo wallet payment" takes it back (paid in full: Pay needs no gateway)',
      on: { UNDO: { target: 'undoing', actions: assign({ error: null }) } },
    },
    undoing: {
      description: 'reverse-booking-payment: the money goes back to the wallet and the line is removed',
      invoke: {
        id: 'undoWallet',
        src: 'undoWallet',
        onDone: { target: 'idle', actions: assign({ applied: null }) },
        onError: { target: 'applied', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
  },
})
