/**
 * The phone-confirmation machine in the real store (machines/lib/binding.ts): the mobile number on
 * /account/profile, signed in with a fresh account (its number proven), changed with the flow.
 *
 * Every answer is a real one: a code to a number nobody has (each number typed is a fresh one, so
 * no number gets more codes than the services allow in an hour), a refusal for a number another
 * account has (made through the services' sign-up API just before), a wrong or the right code. The
 * services are told the resend cool-down has passed before a new code is asked for (a sandbox
 * control). Timers run on the page's clock.
 */
import type { Cause, MachineBinding, Step, Target } from '../lib/binding'

const card: Target = { role: 'region', name: 'Mobile number' }
const numberForm: Target = { role: 'form', name: 'Change mobile number' }
const codeForm: Target = { role: 'form', name: 'Verify mobile number' }
const resendReady: Target = { role: 'button', name: 'Resend OTP', exact: true, within: codeForm }
const expired: Target = { text: 'This OTP has expired. Ask for a new one.' }
const flowIs = (state: string) => ({ flowState: state, flow: 'phone-confirmation' })

const answer = (...before: Step[]): Cause => ({ before, do: [{ answer: 'arrives' }] })
const clockRunsOut: Cause = { do: [{ tick: 'delay' }] }

export const phoneConfirmationBinding: MachineBinding = {
  start: [
    { harness: 'account', args: { kind: 'verified' } },
    { harness: 'signed-in' },
    { goto: '/account/profile' },
    { click: { role: 'button', name: 'Change number', exact: true, within: card } },
  ],
  states: {
    entering: [
      { visible: numberForm },
      { visible: { role: 'button', name: 'Send OTP', within: numberForm }, enabled: true },
    ],
    // The first code: the number's form, waiting; a new one: the code's form, waiting.
    requesting: [
      flowIs('requesting'),
      { visible: { role: 'button', name: /^(Sending OTP…|Sending…)$/, within: card }, enabled: false },
    ],
    'awaitingCode.code.entering': [
      { visible: { role: 'button', name: 'Verify', exact: true, within: codeForm }, enabled: true },
    ],
    'awaitingCode.code.confirming': [
      { visible: { role: 'button', name: 'Verifying…', within: codeForm }, enabled: false },
    ],
    'awaitingCode.resend.coolingDown': [
      { visible: { role: 'button', name: /^Resend OTP in \d+ s$/, within: codeForm }, enabled: false },
    ],
    'awaitingCode.resend.ready': [{ visible: resendReady, enabled: true }, { hidden: expired }],
    'awaitingCode.resend.expired': [{ visible: expired }, { visible: resendReady, enabled: true }],
    confirmed: [
      { visible: { text: 'Your mobile number is verified.' } },
      { visible: { text: 'Verified', exact: true, within: card } },
    ],
    skipped: [
      { hidden: numberForm },
      { hidden: codeForm },
      { visible: { role: 'button', name: 'Change number', exact: true, within: card } },
    ],
  },
  events: {
    SEND_CODE: {
      do: [
        { harness: 'number-to-type' },
        { fill: { label: 'New mobile number', within: numberForm }, value: '{phone}' },
        { click: { role: 'button', name: 'Send OTP', within: numberForm } },
      ],
    },
    CHANGE_NUMBER: { do: [{ click: { role: 'button', name: 'Use another number', within: codeForm } }] },
    SUBMIT_OTP: {
      do: [
        { fill: { label: 'OTP', exact: true, within: codeForm }, value: '{otp}' },
        { click: { role: 'button', name: 'Verify', exact: true, within: codeForm } },
      ],
    },
    RESEND: { do: [{ click: resendReady }] },
    SKIP: { do: [{ click: { role: 'button', name: 'Cancel', within: card } }] },

    // A new code to the same number needs the services' cool-down over; a first one nothing more.
    'xstate.done.actor.requestPhoneConfirmation': answer({ harness: 'cool-down-over' }),
    'xstate.error.actor.requestPhoneConfirmation': answer({ harness: 'mobile-taken', args: { next: true } }),
    'xstate.done.actor.confirmPhone': answer({ harness: 'right-otp' }),
    'xstate.error.actor.confirmPhone': answer({ harness: 'wrong-otp' }),

    'xstate.after.resendCooldown.phoneConfirmation.awaitingCode.resend.coolingDown': clockRunsOut,
    'xstate.after.otpExpiryAfterCooldown.phoneConfirmation.awaitingCode.resend.ready': clockRunsOut,
  },
  actors: {
    requestPhoneConfirmation: { url: '/_serverFn/' },
    confirmPhone: { url: '/_serverFn/' },
  },
}
