/**
 * The sign-in machine in the real store (machines/lib/binding.ts): the /sign-in page, whose panel
 * runs this machine with the real server functions, against the real services.
 *
 * Every answer is a real one, chosen by who signs in: a fresh account made through the services'
 * sign-up API (verified, unverified, locked), the sandbox's account without a mobile, a number nobody
 * has, a wrong password or code, or a code sent moments before (the services' resend cool-down then
 * refuses the store's send). Timers run on the page's clock; the services are told whether the
 * resend cool-down has passed for the number, as the answer needs (a sandbox control).
 */
import type { Cause, MachineBinding, Step } from '../lib/binding'
import { main, otpStepStates, resendButton } from './otp-step.binding'

const resend = resendButton

const account = (kind: string): Step => ({ harness: 'account', args: { kind } })
const answer = (...before: Step[]): Cause => ({ before, do: [{ answer: 'arrives' }] })
const clockRunsOut: Cause = { do: [{ tick: 'delay' }] }

export const signInBinding: MachineBinding = {
  // The start has an account ready, so a path may sign in even when no answer says whose.
  start: [account('verified'), { goto: '/sign-in' }],
  // Short paths: each sends a few codes to its numbers, under the services' per-number limit.
  maxSteps: 25,
  states: {
    // The choice with no request on its way: the radios show while signing in or sending too.
    choosing: [
      { visible: { role: 'group', name: 'Sign in with', within: main } },
      { hidden: { role: 'button', name: 'Signing in…', within: main } },
      { hidden: { role: 'button', name: 'Sending OTP…', within: main } },
    ],
    signingIn: [{ visible: { role: 'button', name: 'Signing in…', within: main }, enabled: false }],
    requestingOtp: [{ visible: { role: 'button', name: 'Sending OTP…', within: main }, enabled: false }],
    ...otpStepStates('sign-in'),
    mobileNotRegistered: [
      { visible: { text: /^No account uses / } },
      { visible: { role: 'button', name: 'Create an account', within: main } },
    ],
    mobileNotVerified: [{ visible: { role: 'button', name: 'Sign in with password', within: main } }],
    signedIn: [{ visible: { role: 'button', name: '{firstName}', within: { role: 'banner' } } }],
    wantsSignUp: [{ url: '/sign-up' }, { visible: { role: 'heading', level: 1, name: 'Create an account' } }],
  },
  events: {
    CHOOSE_METHOD: {
      bySample: {
        'the person chooses the mobile OTP': { do: [{ check: { role: 'radio', name: 'Mobile OTP' } }] },
        'the person chooses e-mail and password': {
          do: [{ check: { role: 'radio', name: 'E-mail and password' } }],
        },
      },
    },
    // Each form shows only for its method: the person picks it first (nothing happens if already picked).
    SUBMIT_PASSWORD: {
      do: [
        { check: { role: 'radio', name: 'E-mail and password' } },
        { fill: { label: 'Email or mobile number', within: main }, value: '{login}' },
        { fill: { role: 'textbox', name: 'Password', exact: true, within: main }, value: '{password}' },
        { click: { role: 'button', name: 'Sign in', exact: true, within: main } },
      ],
    },
    REQUEST_OTP: {
      do: [
        { check: { role: 'radio', name: 'Mobile OTP' } },
        { fill: { label: 'Mobile number', within: main }, value: '{phone}' },
        { click: { role: 'button', name: 'Send OTP', within: main } },
      ],
    },
    SUBMIT_OTP: {
      do: [
        { fill: { label: 'OTP', exact: true, within: main }, value: '{otp}' },
        { click: { role: 'button', name: 'Verify OTP', within: main } },
      ],
    },
    RESEND: { do: [{ click: resend }] },
    BACK: {
      byState: {
        awaitingOtp: { do: [{ click: { role: 'button', name: 'Change number', within: main } }] },
        mobileNotRegistered: {
          do: [{ click: { role: 'button', name: 'Use another number', within: main } }],
        },
        mobileNotVerified: {
          do: [{ click: { role: 'button', name: 'Sign in with password', within: main } }],
        },
      },
    },
    SIGN_UP: { do: [{ click: { role: 'button', name: 'Create an account', within: main } }] },

    'xstate.done.actor.signInWithPassword': {
      bySample: {
        'the password is right': answer(account('verified')),
        'the password is right; the number is not verified': answer(account('unverified')),
        'the password is right; the account has no number': answer(account('no-mobile')),
      },
    },
    'xstate.error.actor.signInWithPassword': {
      bySample: {
        'the password is wrong': answer(account('verified'), { set: { password: 'not the password' } }),
        'the account is locked': answer(account('locked')),
      },
    },
    'xstate.done.actor.requestSignInOtp': answer(account('verified')),
    'xstate.error.actor.requestSignInOtp': {
      bySample: {
        'no account has this number': answer({ harness: 'unknown-mobile' }),
        'the number is not verified': answer(account('unverified')),
        'the SMS cannot be sent': answer(account('verified'), { harness: 'code-just-sent' }),
      },
    },
    'xstate.done.actor.resendOtp': answer({ harness: 'cool-down-over' }),
    'xstate.error.actor.resendOtp': answer({ harness: 'cool-down-running' }),
    'xstate.done.actor.signInWithOtp': answer({ harness: 'right-otp' }),
    'xstate.error.actor.signInWithOtp': answer({ harness: 'wrong-otp' }),

    'xstate.after.resendCooldown.signIn.awaitingOtp.resend.coolingDown': clockRunsOut,
    'xstate.after.otpExpiryAfterCooldown.signIn.awaitingOtp.resend.ready': clockRunsOut,
  },
  actors: {
    signInWithPassword: { url: '/_serverFn/' },
    requestSignInOtp: { url: '/_serverFn/' },
    resendOtp: { url: '/_serverFn/' },
    signInWithOtp: { url: '/_serverFn/' },
  },
}
