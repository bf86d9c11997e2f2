/**
 * The sign-up machine in the real store (machines/lib/binding.ts): the /sign-up page, whose panel
 * (the same one the header's overlay shows) runs this machine with the real server functions,
 * against the real services.
 *
 * Every answer is a real one, chosen by what the visitor types: details nobody has yet, an e-mail or
 * a number another account has (made through the services' sign-up API just before), a number the
 * services sent a code to moments before (their cool-down refuses the store's send), a wrong or the
 * right code. Each check of the details that comes back free was for a fresh number, so no number
 * gets more codes than the services allow in an hour; a retried creation keeps the proven one. A
 * creation that fails is a dropped connection. Timers run on the page's clock; the services are told
 * whether the resend cool-down has passed for the number, as the answer needs (a sandbox control).
 */
import type { Cause, MachineBinding, Step, Target } from '../lib/binding'
import { main, otpStepStates, resendButton } from './otp-step.binding'

const resend = resendButton
const field = (label: string): Target => ({ label, exact: true, within: main })

const answer = (...before: Step[]): Cause => ({ before, do: [{ answer: 'arrives' }] })
const clockRunsOut: Cause = { do: [{ tick: 'delay' }] }

export const signUpBinding: MachineBinding = {
  start: [{ harness: 'sign-up-details' }, { goto: '/sign-up' }],
  states: {
    editing: [
      { visible: { role: 'heading', level: 1, name: 'Create an account' } },
      { visible: { role: 'button', name: 'Create account', within: main }, enabled: true },
    ],
    checking: [{ visible: { role: 'button', name: 'Checking…', within: main }, enabled: false }],
    sendingOtp: [{ visible: { role: 'button', name: 'Sending OTP…', within: main }, enabled: false }],
    ...otpStepStates('sign-up'),
    creatingAccount: [{ visible: { text: 'Creating your account…', within: main } }],
    done: [{ visible: { role: 'button', name: '{firstName}', within: { role: 'banner' } } }],
    emailTaken: [
      { visible: { role: 'heading', level: 1, name: 'E-mail already signed up' } },
      { visible: { text: '{email}', within: main } },
    ],
  },
  events: {
    SUBMIT: {
      do: [
        { fill: field('First name'), value: '{firstName}' },
        { fill: field('Last name'), value: '{lastName}' },
        { fill: field('Email'), value: '{email}' },
        { fill: field('Mobile number'), value: '{phone}' },
        { fill: field('Password'), value: '{password}' },
        { click: { role: 'button', name: 'Create account', within: main } },
      ],
    },
    SUBMIT_OTP: {
      do: [
        { fill: field('OTP'), value: '{otp}' },
        { click: { role: 'button', name: 'Verify OTP', within: main } },
      ],
    },
    RESEND: { do: [{ click: resend }] },
    BACK: { do: [{ click: { role: 'button', name: 'Change details', within: main } }] },

    // A number nobody has for every check that comes back free: each gets its own few codes.
    'xstate.done.actor.checkSignUp': answer({ harness: 'unknown-mobile' }),
    'xstate.error.actor.checkSignUp': {
      bySample: {
        'the e-mail is already signed up': answer({ harness: 'email-taken' }),
        'the number belongs to another account': answer({ harness: 'mobile-taken' }),
      },
    },
    'xstate.done.actor.sendSignUpOtp': answer(),
    'xstate.error.actor.sendSignUpOtp': answer({ harness: 'code-just-sent', args: { for: 'sign-up' } }),
    'xstate.done.actor.resendOtp': answer({ harness: 'cool-down-over' }),
    'xstate.error.actor.resendOtp': answer({ harness: 'cool-down-running' }),
    'xstate.done.actor.verifySignUpOtp': answer({ harness: 'right-otp' }),
    'xstate.error.actor.verifySignUpOtp': answer({ harness: 'wrong-otp' }),
    'xstate.done.actor.signUp': answer(),
    'xstate.error.actor.signUp': { do: [{ answer: 'fails' }] },

    'xstate.after.resendCooldown.signUp.awaitingOtp.resend.coolingDown': clockRunsOut,
    'xstate.after.otpExpiryAfterCooldown.signUp.awaitingOtp.resend.ready': clockRunsOut,
  },
  actors: {
    checkSignUp: { url: '/_serverFn/' },
    sendSignUpOtp: { url: '/_serverFn/' },
    resendOtp: { url: '/_serverFn/' },
    verifySignUpOtp: { url: '/_serverFn/' },
    signUp: { url: '/_serverFn/' },
  },
}
