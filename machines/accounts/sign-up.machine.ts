/**
 * Sign-up (000 §4 "Accounts"): the details form, then the e-mail and number are checked, an OTP is
 * sent to the number and verified, and only then is the account created. Changing the e-mail or
 * the number after a code was sent sets the changed flag (000 §3 userDataChanged) and forgets the
 * code. An e-mail that is already signed up ends in `emailTaken`, which the panel turns into the
 * email-already panel (000 §8).
 */
import { assign, fromPromise, setup } from 'xstate'
import { contactOf, sameContact, type Contact } from './contact'
import { isEmailTaken, onField, toAuthFailure } from './failure'
import { accountMessages } from '@contracts/accounts/messages'
import { takeOtp } from './otp'
import { otpDelays, otpWaitSending } from './otp-wait'
import { notProvided } from '../lib/not-provided'
import type { SignUpContext, SignUpEvent, SignUpInput, SignUpOutput } from './sign-up.types'
import type { FieldError, OtpSent, PhoneOtpInput, PhoneRef, SignUpDetails } from '@contracts/accounts/auth'
import type { Viewer } from '@contracts/accounts/viewer'
import type { AuthFailure } from './types'

export type { SignUpContext, SignUpEvent, SignUpInput, SignUpOutput } from './sign-up.types'

const emptyDetails: SignUpDetails = {
  title: 'Mr',
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  phoneNumber: '',
  countryCode: '91',
}

const phoneOf = (details: SignUpDetails): PhoneRef => ({
  phoneNumber: details.phoneNumber,
  countryCode: details.countryCode,
})

/** New values; a changed e-mail or number after a send sets `changed` and drops the code. */
const edited = (context: SignUpContext, values: Partial<SignUpDetails>): Partial<SignUpContext> => {
  const details = { ...context.details, ...values }
  if (!context.otpFor || sameContact(context.otpFor, details)) return { details }
  return { details, changed: true, otp: null, otpFor: null, verified: false }
}
const failed = (error: unknown, fallback: string, fieldErrors?: (f: AuthFailure) => FieldError[]) => {
  const failure = toAuthFailure(error, fallback)
  return {
    failure,
    error: failure.message,
    fieldErrors: fieldErrors ? fieldErrors(failure) : failure.fields,
  }
}
const cleared = { error: null, fieldErrors: [], failure: null }
const wait = otpWaitSending({
  at: '#signUp.awaitingOtp',
  who: 'visitor',
  submit: 'SUBMIT_OTP',
  check: 'verifying',
  sendTo: (context: SignUpContext) => phoneOf(context.details),
})

export const signUpMachine = setup({
  types: {
    context: {} as SignUpContext,
    input: {} as SignUpInput,
    events: {} as SignUpEvent,
    output: {} as SignUpOutput,
  },
  actors: {
    checkSignUp: fromPromise<void, Contact>(async () => notProvided('checkSignUp')),
    sendSignUpOtp: fromPromise<OtpSent, PhoneRef>(async () => notProvided('sendSignUpOtp')),
    resendOtp: fromPromise<OtpSent, PhoneRef>(async () => notProvided('resendOtp')),
    verifySignUpOtp: fromPromise<{ verified: true }, PhoneOtpInput>(async () =>
      notProvided('verifySignUpOtp'),
    ),
    signUp: fromPromise<{ user: Viewer }, SignUpDetails>(async () => notProvided('signUp')),
  },
  actions: {
    takeEdit: assign(({ context }, params: { values: Partial<SignUpDetails> }) =>
      edited(context, params.values),
    ),
    takeOtp: assign(({ context }, params: { sent: OtpSent }) => ({
      otp: takeOtp(context.otp, params.sent, accountMessages.otpSent),
      otpFor: contactOf(context.details),
      ...cleared,
    })),
    clearErrors: assign(cleared),
    resendFailed: assign((_, params: { error: unknown }) => failed(params.error, accountMessages.generic)),
  },
  guards: {
    emailTaken: (_, params: { error: unknown }) => isEmailTaken(toAuthFailure(params.error, '')),
    verifiedForThese: ({ context }, params: { details: SignUpDetails }) =>
      context.verified && sameContact(context.otpFor, params.details),
    ...wait.guards,
  },
  delays: otpDelays,
}).createMachine({
  id: 'signUp',
  description: 'Creates an account once the e-mail is free and the mobile number is proven with an OTP.',
  context: ({ input }) => ({
    details: { ...emptyDetails, ...input.details },
    otp: null,
    otpFor: null,
    verified: false,
    changed: false,
    user: null,
    ...cleared,
  }),
  output: ({ context }) =>
    context.user
      ? { outcome: 'signedUp', user: context.user }
      : { outcome: 'emailTaken', email: context.details.email },
  initial: 'editing',
  states: {
    editing: {
      description: 'the visitor fills in title, name, e-mail, password and mobile number',
      on: {
        SUBMIT: [
          {
            // The number was proven for these very details: a failed creation is simply retried.
            guard: { type: 'verifiedForThese', params: ({ event }) => ({ details: event.details }) },
            target: 'creatingAccount',
            actions: [
              { type: 'takeEdit', params: ({ event }) => ({ values: event.details }) },
              'clearErrors',
            ],
          },
          {
            target: 'checking',
            actions: [
              { type: 'takeEdit', params: ({ event }) => ({ values: event.details }) },
              'clearErrors',
            ],
          },
        ],
      },
    },
    checking: {
      description: 'the store checks that the e-mail and the mobile number are not already signed up',
      invoke: {
        id: 'checkSignUp',
        src: 'checkSignUp',
        input: ({ context }) => contactOf(context.details),
        onDone: { target: 'sendingOtp' },
        onError: [
          {
            guard: { type: 'emailTaken', params: ({ event }) => ({ error: event.error }) },
            target: 'emailTaken',
          },
          { target: 'editing', actions: assign(({ event }) => failed(event.error, accountMessages.generic)) },
        ],
      },
    },
    sendingOtp: {
      description: 'the store sends a one-time password by SMS to the mobile number',
      invoke: {
        id: 'sendSignUpOtp',
        src: 'sendSignUpOtp',
        input: ({ context }) => phoneOf(context.details),
        onDone: {
          target: 'awaitingOtp',
          actions: { type: 'takeOtp', params: ({ event }) => ({ sent: event.output }) },
        },
        // 000 §8 "Mobile send OTP failure: server message under the email field".
        onError: {
          target: 'editing',
          actions: assign(({ event }) =>
            failed(event.error, accountMessages.generic, (f) => onField(f, 'email')),
          ),
        },
      },
    },
    awaitingOtp: {
      description: 'the visitor types the code from the SMS; a new code can be asked for after a short wait',
      type: 'parallel',
      // The details are changed on the form after BACK; SUBMIT carries them (and sets `changed`).
      on: { BACK: { target: 'editing', actions: 'clearErrors' } },
      states: {
        code: {
          ...wait.code,
          states: {
            entering: wait.entering,
            verifying: {
              description: 'the store checks the code with the server',
              invoke: {
                id: 'verifySignUpOtp',
                src: 'verifySignUpOtp',
                input: ({ context, event }) => ({
                  ...phoneOf(context.details),
                  otp: event.type === 'SUBMIT_OTP' ? event.otp : '',
                }),
                onDone: { target: '#signUp.creatingAccount', actions: assign({ verified: true }) },
                // 000 §8 "OTP verify failure: server message shown on the otp field".
                onError: {
                  target: 'entering',
                  actions: assign(({ event }) =>
                    failed(event.error, accountMessages.generic, (f) => onField(f, 'otp')),
                  ),
                },
              },
            },
          },
        },
        resend: wait.resend,
      },
    },
    creatingAccount: {
      description: 'the number is proven; the store creates the account and signs the visitor in',
      invoke: {
        id: 'signUp',
        src: 'signUp',
        input: ({ context }) => context.details,
        onDone: { target: 'done', actions: assign({ user: ({ event }) => event.output.user }) },
        onError: [
          {
            guard: { type: 'emailTaken', params: ({ event }) => ({ error: event.error }) },
            target: 'emailTaken',
          },
          { target: 'editing', actions: assign(({ event }) => failed(event.error, accountMessages.generic)) },
        ],
      },
    },
    done: {
      type: 'final',
      description: 'the account exists and the visitor is signed in',
    },
    emailTaken: {
      type: 'final',
      description: 'the e-mail is already signed up: the visitor is offered to sign in or reset the password',
    },
  },
})
