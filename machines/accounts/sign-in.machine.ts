/**
 * Sign-in (000 §4 "Accounts"): with a password, or with an OTP sent to a registered mobile number.
 * The request sets `processing`; success marks the person authenticated, failure not
 * authenticated with the 000 §8 message. A number nobody signed up with ends in
 * `mobileNotRegistered` (offers sign-up), an unproven one in `mobileNotVerified` (offers the
 * password). A password sign-in whose account has no proven number still succeeds, flagged, so
 * the panel can ask for the number (phone-confirmation.machine.ts). From the traveller form a
 * numeric login with an unverified mobile is refused (TRAVELLER_SIGNIN_MOB_UNVERIFIED).
 */
import { assign, fromPromise, setup } from 'xstate'
import { toAuthFailure } from './failure'
import { accountMessages } from '@contracts/accounts/messages'
import { takeOtp } from './otp'
import { otpDelays, otpWaitSending } from './otp-wait'
import {
  initialSignInContext,
  mobileStatus,
  otpCodeFailed,
  otpFailed,
  passwordFailed,
  signInOutput,
} from './sign-in.logic'
import { notProvided } from '../lib/not-provided'
import type { SignInContext, SignInEvent, SignInInput, SignInOutput } from './sign-in.types'
import type { OtpSent, PhoneOtpInput, PasswordSignInInput, PhoneRef } from '@contracts/accounts/auth'
import type { Viewer } from '@contracts/accounts/viewer'

export type { SignInContext, SignInEvent, SignInInput, SignInMethod, SignInOutput } from './sign-in.types'

const cleared = { error: null, fieldErrors: [], failure: null }
const wait = otpWaitSending({
  at: '#signIn.awaitingOtp',
  who: 'person',
  submit: 'SUBMIT_OTP',
  check: 'verifying',
  // Set by REQUEST_OTP, the only way in.
  sendTo: (context: SignInContext) => context.phone ?? { phoneNumber: '', countryCode: context.countryCode },
})

export const signInMachine = setup({
  types: {
    context: {} as SignInContext,
    input: {} as SignInInput,
    events: {} as SignInEvent,
    output: {} as SignInOutput,
  },
  actors: {
    signInWithPassword: fromPromise<{ user: Viewer }, PasswordSignInInput>(async () =>
      notProvided('signInWithPassword'),
    ),
    requestSignInOtp: fromPromise<OtpSent, PhoneRef>(async () => notProvided('requestSignInOtp')),
    resendOtp: fromPromise<OtpSent, PhoneRef>(async () => notProvided('resendOtp')),
    signInWithOtp: fromPromise<{ user: Viewer }, PhoneOtpInput>(async () => notProvided('signInWithOtp')),
  },
  actions: {
    busy: assign({ processing: true }),
    idle: assign({ processing: false }),
    clearErrors: assign(cleared),
    signedIn: assign((_, params: { user: Viewer }) => ({
      user: params.user,
      isAuthenticated: true,
      isMobileNotVerified: mobileStatus(params.user) === 'notVerified',
      isMobileNotRegistered: mobileStatus(params.user) === 'notRegistered',
      ...cleared,
    })),
    takeOtp: assign(({ context }, params: { sent: OtpSent }) => ({
      otp: takeOtp(context.otp, params.sent, accountMessages.otpSent),
      ...cleared,
    })),
    resendFailed: assign((_, params: { error: unknown }) => otpFailed(params.error)),
  },
  guards: {
    hasCode: (_, params: { error: unknown; code: string }) =>
      toAuthFailure(params.error, '').code === params.code,
    ...wait.guards,
  },
  delays: otpDelays,
}).createMachine({
  id: 'signIn',
  description: 'Signs a person in with a password or with a one-time password sent to their mobile.',
  context: ({ input }) => initialSignInContext(input),
  output: ({ context }) => signInOutput(context),
  initial: 'choosing',
  states: {
    choosing: {
      description: 'the person picks password or mobile OTP and fills in the form',
      on: {
        CHOOSE_METHOD: { actions: [assign({ method: ({ event }) => event.method }), 'clearErrors'] },
        SUBMIT_PASSWORD: { target: 'signingIn', actions: 'clearErrors' },
        REQUEST_OTP: {
          target: 'requestingOtp',
          actions: [
            assign({
              method: 'otp',
              phone: ({ context, event }) => ({
                phoneNumber: event.phoneNumber,
                countryCode: event.countryCode ?? context.countryCode,
              }),
            }),
            'clearErrors',
          ],
        },
      },
    },
    signingIn: {
      description: 'the store checks the e-mail or mobile number and the password',
      entry: 'busy',
      exit: 'idle',
      invoke: {
        id: 'signInWithPassword',
        src: 'signInWithPassword',
        input: ({ context, event }) => ({
          login: event.type === 'SUBMIT_PASSWORD' ? event.login : '',
          password: event.type === 'SUBMIT_PASSWORD' ? event.password : '',
          countryCode: context.countryCode,
          from: context.from,
        }),
        onDone: {
          target: 'signedIn',
          actions: { type: 'signedIn', params: ({ event }) => ({ user: event.output.user }) },
        },
        onError: {
          target: 'choosing',
          actions: assign(({ event }) => passwordFailed(event.error)),
        },
      },
    },
    requestingOtp: {
      description: 'the store sends a one-time password to the mobile number',
      entry: 'busy',
      exit: 'idle',
      invoke: {
        id: 'requestSignInOtp',
        src: 'requestSignInOtp',
        // Set by REQUEST_OTP, the only way in.
        input: ({ context }) => context.phone ?? { phoneNumber: '', countryCode: context.countryCode },
        onDone: {
          target: 'awaitingOtp',
          actions: { type: 'takeOtp', params: ({ event }) => ({ sent: event.output }) },
        },
        onError: [
          {
            guard: {
              type: 'hasCode',
              params: ({ event }) => ({ error: event.error, code: 'MOBILE_NOT_REGISTERED' }),
            },
            target: 'mobileNotRegistered',
          },
          {
            guard: {
              type: 'hasCode',
              params: ({ event }) => ({ error: event.error, code: 'MOBILE_NOT_VERIFIED' }),
            },
            target: 'mobileNotVerified',
          },
          {
            target: 'choosing',
            actions: assign(({ event }) => otpFailed(event.error, 'phoneNumber')),
          },
        ],
      },
    },
    awaitingOtp: {
      description: 'the person types the code from the SMS; a new code can be asked for after a short wait',
      type: 'parallel',
      on: { BACK: { target: 'choosing', actions: ['clearErrors', assign({ otp: null })] } },
      states: {
        code: {
          ...wait.code,
          states: {
            entering: wait.entering,
            verifying: {
              description: 'the store checks the code and signs the person in',
              entry: 'busy',
              exit: 'idle',
              invoke: {
                id: 'signInWithOtp',
                src: 'signInWithOtp',
                input: ({ context, event }) => ({
                  phoneNumber: context.phone?.phoneNumber ?? '',
                  countryCode: context.phone?.countryCode ?? context.countryCode,
                  otp: event.type === 'SUBMIT_OTP' ? event.otp : '',
                }),
                onDone: {
                  target: '#signIn.signedIn',
                  actions: { type: 'signedIn', params: ({ event }) => ({ user: event.output.user }) },
                },
                onError: {
                  target: 'entering',
                  actions: assign(({ event }) => otpCodeFailed(event.error)),
                },
              },
            },
          },
        },
        resend: wait.resend,
      },
    },
    mobileNotRegistered: {
      description: "no account has this mobile number ('user not exist'): the person is offered to sign up",
      entry: assign({
        isMobileNotRegistered: true,
        isAuthenticated: false,
        error: accountMessages.userNotExist,
      }),
      on: {
        SIGN_UP: { target: 'wantsSignUp' },
        BACK: { target: 'choosing', actions: ['clearErrors', assign({ isMobileNotRegistered: false })] },
      },
    },
    mobileNotVerified: {
      description: 'the number is not verified yet: the person is asked to sign in with the password first',
      entry: assign({
        isMobileNotVerified: true,
        isAuthenticated: false,
        error: accountMessages.mobileNotVerified,
      }),
      on: {
        BACK: {
          target: 'choosing',
          actions: ['clearErrors', assign({ method: 'password', isMobileNotVerified: false })],
        },
      },
    },
    signedIn: {
      type: 'final',
      description: 'the person is signed in; a page that asked for it gets them back where they were going',
    },
    wantsSignUp: {
      type: 'final',
      description: 'the person chose to create an account with this mobile number',
    },
  },
})
