/**
 * The sign-out machine in the real store (machines/lib/binding.ts): the header's account menu, whose
 * Sign out runs this machine with the real server function against the real services.
 *
 * Someone must be signed in first: a fresh account signs in on the /sign-in page and opens the
 * account menu. That is arranged before the start (as the `before` of the server's answer), so the
 * sign-in's own request is not taken for the sign-out's.
 */
import type { Cause, MachineBinding, Step, Target } from '../lib/binding'

const banner: Target = { role: 'banner' }
const main: Target = { role: 'main' }

const signedInWithMenuOpen: Step[] = [
  { harness: 'account', args: { kind: 'verified' } },
  { goto: '/sign-in' },
  { check: { role: 'radio', name: 'E-mail and password' } },
  { fill: { label: 'Email or mobile number', within: main }, value: '{login}' },
  { fill: { role: 'textbox', name: 'Password', exact: true, within: main }, value: '{password}' },
  { click: { role: 'button', name: 'Sign in', exact: true, within: main } },
  // Waits for the sign-in to land: the header names the person.
  { click: { role: 'button', name: '{firstName}', within: banner } },
]

const answer = (how: 'arrives' | 'fails'): Cause => ({ before: signedInWithMenuOpen, do: [{ answer: how }] })

export const signOutBinding: MachineBinding = {
  start: [{ click: { role: 'button', name: 'Sign out', within: banner } }],
  states: {
    signingOut: [{ visible: { role: 'button', name: 'Signing out…', within: banner }, enabled: false }],
    signedOut: [
      { visible: { role: 'button', name: 'Sign in', exact: true, within: banner } },
      { hidden: { role: 'button', name: '{firstName}', within: banner } },
    ],
  },
  events: {
    'xstate.done.actor.signOut': answer('arrives'),
    'xstate.error.actor.signOut': answer('fails'),
  },
  actors: { signOut: { url: '/_serverFn/' } },
}
