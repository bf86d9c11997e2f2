/**
 * The password-reset machine in the real store (machines/lib/binding.ts): the /forgot-password page,
 * whose panel (the same one the overlay shows) runs this machine with the real server functions,
 * against the real services.
 *
 * The answers are real ones: a link to an account's e-mail, or a refusal for an e-mail nobody signed
 * up with; a code to an account's mobile; a wrong or the right code. Every number typed belongs to a
 * fresh account made through the services' sign-up API at that moment, so no number gets more codes
 * than the services allow in an hour; the services are told the resend cool-down has passed before
 * a new code is asked for (a sandbox control). A link or a code that cannot be sent is a dropped
 * connection. Timers run on the page's clock.
 */
import type { Cause, MachineBinding, Step, Target } from '../lib/binding'

const main: Target = { role: 'main' }
const resend: Target = { role: 'button', name: 'Resend OTP', within: main }
const expired: Target = { text: 'This OTP has expired or was already used. Request a new one.' }
const sentView: Target = { text: 'We have sent a link to reset your password to', within: main }
const flowIs = (state: string) => ({ flowState: state, flow: 'password-reset' })
const field = (label: string): Target => ({ label, exact: true, within: main })

const account: Step = { harness: 'account', args: { kind: 'unverified' } }
const answer = (...before: Step[]): Cause => ({ before, do: [{ answer: 'arrives' }] })
const drops: Cause = { do: [{ answer: 'fails' }] }
const clockRunsOut: Cause = { do: [{ tick: 'delay' }] }

export const passwordResetBinding: MachineBinding = {
  start: [account, { goto: '/forgot-password' }],
  states: {
    'byEmail.entering': [
      { visible: { role: 'radio', name: 'E-mail link', within: main } },
      { visible: { role: 'button', name: 'Send reset link', within: main }, enabled: true },
    ],
    'byEmail.requesting': [{ visible: { role: 'button', name: 'Sending…', within: main }, enabled: false }],
    'byEmail.sent': [
      { visible: { role: 'heading', level: 1, name: 'Check your e-mail' } },
      { visible: sentView },
      { visible: { role: 'button', name: 'Send the link again', within: main }, enabled: true },
    ],
    'byEmail.resending': [
      { visible: sentView },
      { visible: { role: 'button', name: 'Sending…', within: main }, enabled: false },
    ],
    'byPhone.entering': [
      { visible: { role: 'radio', name: 'Mobile OTP', within: main } },
      { visible: { role: 'button', name: 'Send OTP', within: main }, enabled: true },
    ],
    // The first code: the number's form, waiting; a new one: the code's form, waiting.
    'byPhone.requesting': [
      flowIs('byPhone.requesting'),
      { visible: { role: 'button', name: /^(Sending OTP…|Resetting…)$/, within: main }, enabled: false },
    ],
    'byPhone.awaitingOtp.code.entering': [
      { visible: { role: 'button', name: 'Reset password', within: main }, enabled: true },
    ],
    'byPhone.awaitingOtp.code.resetting': [
      { visible: { role: 'button', name: 'Resetting…', within: main }, enabled: false },
    ],
    'byPhone.awaitingOtp.resend.coolingDown': [
      { visible: { text: /^You can ask again in \d+ s$/ } },
      { visible: resend, enabled: false },
    ],
    'byPhone.awaitingOtp.resend.ready': [{ visible: resend, enabled: true }, { hidden: expired }],
    'byPhone.awaitingOtp.resend.expired': [{ visible: expired }, { visible: resend, enabled: true }],
    done: [
      { visible: { role: 'heading', level: 1, name: 'Password changed' } },
      { visible: { role: 'link', name: 'Sign in', within: main } },
    ],
  },
  events: {
    USE_EMAIL: { do: [{ check: { role: 'radio', name: 'E-mail link', within: main } }] },
    USE_PHONE: { do: [{ check: { role: 'radio', name: 'Mobile OTP', within: main } }] },
    REQUEST_EMAIL: {
      do: [
        { fill: field('Email'), value: '{login}' },
        { click: { role: 'button', name: 'Send reset link', within: main } },
      ],
    },
    RESEND_EMAIL: { do: [{ click: { role: 'button', name: 'Send the link again', within: main } }] },
    // The number typed is a fresh account's: each number gets only the codes of one wait.
    REQUEST_OTP: {
      do: [
        account,
        { fill: field('Mobile number'), value: '{phone}' },
        { click: { role: 'button', name: 'Send OTP', within: main } },
      ],
    },
    RESEND: { do: [{ click: resend }] },
    RESET_WITH_OTP: {
      do: [
        { fill: field('OTP'), value: '{otp}' },
        { fill: field('New password'), value: 'Monsoon in Goa 2' },
        { fill: field('Confirm new password'), value: 'Monsoon in Goa 2' },
        { click: { role: 'button', name: 'Reset password', within: main } },
      ],
    },

    'xstate.done.actor.requestPasswordReset': answer(account),
    'xstate.error.actor.requestPasswordReset': {
      bySample: {
        'nobody signed up with this e-mail': answer({ set: { login: 'nobody.at.all@example.com' } }),
        'the e-mail cannot be sent': drops,
      },
    },
    'xstate.done.actor.resendPasswordReset': answer(),
    'xstate.error.actor.resendPasswordReset': drops,
    // A first code needs nothing more; a new one needs the services' cool-down over.
    'xstate.done.actor.requestPhoneReset': answer({ harness: 'cool-down-over' }),
    'xstate.error.actor.requestPhoneReset': drops,
    'xstate.done.actor.resetPasswordWithOtp': answer({ harness: 'right-otp' }),
    'xstate.error.actor.resetPasswordWithOtp': answer({ harness: 'wrong-otp' }),

    'xstate.after.resendCooldown.passwordReset.byPhone.awaitingOtp.resend.coolingDown': clockRunsOut,
    'xstate.after.otpExpiryAfterCooldown.passwordReset.byPhone.awaitingOtp.resend.ready': clockRunsOut,
  },
  actors: {
    requestPasswordReset: { url: '/_serverFn/' },
    resendPasswordReset: { url: '/_serverFn/' },
    requestPhoneReset: { url: '/_serverFn/' },
    resetPasswordWithOtp: { url: '/_serverFn/' },
  },
}
