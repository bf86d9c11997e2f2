/**
 * Sign-out (000 §4 "Accounts"): the token is invalidated on the server, then the page clears what
 * it cached for the person and closes popovers and the mobile drawer. It always ends signed out:
 * a server that cannot be reached must not keep a person signed in on this device (the BFF clears
 * the session cookie whatever the service answers).
 */
import { assign, fromPromise, setup } from 'xstate'
import { notProvided } from '../lib/not-provided'

export interface SignOutContext {
  /** Whether the server confirmed; false when it failed and the device signed out on its own. */
  serverConfirmed: boolean
}

/** What the page does next: both are always true; they are named so the page reads them. */
export interface SignOutOutput {
  clearCaches: true
  closeOverlays: true
  serverConfirmed: boolean
}

export const signOutMachine = setup({
  types: {
    context: {} as SignOutContext,
    output: {} as SignOutOutput,
  },
  actors: {
    signOut: fromPromise<{ signedOut: true }>(async () => notProvided('signOut')),
  },
}).createMachine({
  id: 'signOut',
  description: 'Signs the person out here and on the server; always ends signed out.',
  context: { serverConfirmed: false },
  output: ({ context }) => ({
    clearCaches: true,
    closeOverlays: true,
    serverConfirmed: context.serverConfirmed,
  }),
  initial: 'signingOut',
  states: {
    signingOut: {
      description: 'the store ends the session on the server',
      invoke: {
        id: 'signOut',
        src: 'signOut',
        onDone: { target: 'signedOut', actions: assign({ serverConfirmed: true }) },
        onError: { target: 'signedOut' },
      },
    },
    signedOut: {
      type: 'final',
      description: 'the person is signed out: saved data is cleared and popovers and the drawer close',
    },
  },
})
