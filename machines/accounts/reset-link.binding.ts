/**
 * The reset-link machine in the real store (machines/lib/binding.ts): the page the reset e-mail links
 * to, /reset-password?reset_password_token=…, whose panel runs this machine with the real server
 * function against the real services.
 *
 * The link is a real one: a fresh account asks the services for a reset and the link's token is read
 * from the sandbox outbox. A link that is no longer valid is the same link used once already (the
 * services take a token only once); a dropped connection stands for any other failure.
 */
import type { MachineBinding, Target } from '../lib/binding'

const main: Target = { role: 'main' }
const save: Target = { role: 'button', name: 'Set new password', within: main }

export const resetLinkBinding: MachineBinding = {
  start: [
    { harness: 'account', args: { kind: 'verified' } },
    { harness: 'reset-link' },
    { goto: '/reset-password?reset_password_token={token}' },
  ],
  states: {
    entering: [{ visible: save, enabled: true }],
    resetting: [{ visible: { role: 'button', name: 'Saving…', within: main }, enabled: false }],
    done: [
      { visible: { text: 'Your password has been changed.' } },
      { visible: { role: 'link', name: 'Sign in', exact: true, within: main } },
    ],
    invalidToken: [
      { visible: { text: 'Token is invalid or expired', within: main } },
      { visible: { role: 'link', name: 'Ask for a new link', within: main } },
      { hidden: save },
    ],
  },
  events: {
    RESET_WITH_TOKEN: {
      do: [
        { fill: { label: 'New password', exact: true, within: main }, value: 'A new trek 2' },
        { fill: { label: 'Confirm new password', within: main }, value: 'A new trek 2' },
        { click: save },
      ],
    },
    'xstate.done.actor.resetPassword': { do: [{ answer: 'arrives' }] },
    'xstate.error.actor.resetPassword': {
      bySample: {
        'the link is invalid or expired': {
          before: [{ harness: 'reset-link-used' }],
          do: [{ answer: 'arrives' }],
        },
        'the connection drops': { do: [{ answer: 'fails' }] },
      },
    },
  },
  actors: { resetPassword: { url: '/_serverFn/' } },
}
