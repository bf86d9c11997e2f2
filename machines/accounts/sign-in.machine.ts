/**
 * Sign-in (000 §4 "Accounts"): with a password, or with an OTP sent to a registered mobile number.
 * The request sets `processing`; success marks the person authenticated, failure not
 * authenticated with the 000 §8 message. A number nobody signed up with ends in
 * `mobileNotRegistered` (offers sign-up), an unproven one in `mobileNotVerified` (offers the
 * password). A password sign-in whose account has no proven number still succeeds, flagged, so
 * the panel can ask for the number (phone-confirmation.machine.ts). From the traveller form a
 * numeric login with an unverified mobile is refused (TRAVELLER_SIGNIN_MOB_UNVERIFIED).
 */
import { assign, fromPromise, not, setup, stateIn } from 'xstate'
import { onField, toAuthFailure } from './failure'
import { authMessages } from './messages'
import { expiryAfterCooldownMs, resendCooldownMs, takeOtp, type OtpState } from './otp'
import { mobileStatus, passwordFailureMessage, type MobileStatus } from './sign-in.logic'
import type {
  AuthFailure,
  FieldError,
  OtpSent,
  OtpSignInInput,
  PasswordSignInInput,
  PhoneRef,
  SignInFrom,
  ViewerSummary,
} from './types'

export type SignInMethod = 'password' | 'otp'

export interface SignInInput {
  from?: SignInFrom
  /** 000 §3 isUserForceLogin: a page asked for a signed-in person; `redirectTo` is where to return. */
  isUserForceLogin?: boolean
  redirectTo?: string | null
  method?: SignInMethod
  countryCode?: string
}

export interface SignInContext<U> {
  from: SignInFrom
  isUserForceLogin: boolean
  redirectTo: string | null
  method: SignInMethod
  /** The number the OTP goes to (the password itself is never kept). */
  phone: PhoneRef | null
  countryCode: string
  processing: boolean
  isAuthenticated: boolean
  error: string | null
  fieldErrors: FieldError[]
  failure: AuthFailure | null
  otp: OtpState | null
  isMobileNotVerified: boolean
  isMobileNotRegistered: boolean
  user: U | null
}

export type SignInEvent =
  | { type: 'CHOOSE_METHOD'; method: SignInMethod }
  | { type: 'SUBMIT_PASSWORD'; login: string; password: string }
  | { type: 'REQUEST_OTP'; phoneNumber: string; countryCode?: string }
  | { type: 'SUBMIT_OTP'; otp: string }
  | { type: 'RESEND' }
  | { type: 'BACK' }
  | { type: 'SIGN_UP' }

export type SignInOutput<U> =
  | {
      outcome: 'signedIn'
      user: U
      mobile: MobileStatus
      isUserForceLogin: boolean
      redirectTo: string | null
    }
  | { outcome: 'signUp'; phone: PhoneRef | null }

function notProvided(name: string): never {
  throw new Error(`The actor "${name}" was not provided: give it with .provide({ actors }) in src/flows.`)
}

export function createSignInMachine<U extends ViewerSummary = ViewerSummary>() {
  type Context = SignInContext<U>
  const failed = (failure: AuthFailure, message: string, fieldErrors: FieldError[] = failure.fields) => ({
    failure,
    error: message,
    fieldErrors,
    isAuthenticated: false,
  })
  const cleared = { error: null, fieldErrors: [], failure: null }

  return setup({
    types: {
      context: {} as Context,
      input: {} as SignInInput,
      events: {} as SignInEvent,
      output: {} as SignInOutput<U>,
    },
    actors: {
      signInWithPassword: fromPromise<{ user: U }, PasswordSignInInput>(async () =>
        notProvided('signInWithPassword'),
      ),
      requestSignInOtp: fromPromise<OtpSent, PhoneRef>(async () => notProvided('requestSignInOtp')),
      resendOtp: fromPromise<OtpSent, PhoneRef>(async () => notProvided('resendOtp')),
      signInWithOtp: fromPromise<{ user: U }, OtpSignInInput>(async () => notProvided('signInWithOtp')),
    },
    actions: {
      busy: assign({ processing: true }),
      idle: assign({ processing: false }),
      clearErrors: assign(cleared),
      signedIn: assign((_, params: { user: U }) => ({
        user: params.user,
        isAuthenticated: true,
        isMobileNotVerified: mobileStatus(params.user) === 'notVerified',
        isMobileNotRegistered: mobileStatus(params.user) === 'notRegistered',
        ...cleared,
      })),
      takeOtp: assign(({ context }, params: { sent: OtpSent }) => ({
        otp: takeOtp(context.otp, params.sent, authMessages.otpSent),
        ...cleared,
      })),
    },
    guards: {
      hasCode: (_, params: { error: unknown; code: string }) =>
        toAuthFailure(params.error, '').code === params.code,
      codeStillValid: not(stateIn('#signIn.awaitingOtp.resend.expired')),
    },
    delays: {
      resendCooldown: ({ context }) => resendCooldownMs(context),
      otpExpiryAfterCooldown: ({ context }) => expiryAfterCooldownMs(context),
    },
  }).createMachine({
    id: 'signIn',
    description: 'Signs a person in with a password or with a one-time password sent to their mobile.',
    context: ({ input }) => ({
      from: input.from ?? 'header',
      isUserForceLogin: input.isUserForceLogin ?? false,
      redirectTo: input.redirectTo ?? null,
      method: input.method ?? 'password',
      phone: null,
      countryCode: input.countryCode ?? '91',
      processing: false,
      isAuthenticated: false,
      otp: null,
      isMobileNotVerified: false,
      isMobileNotRegistered: false,
      user: null,
      ...cleared,
    }),
    output: ({ context }) =>
      context.user
        ? {
            outcome: 'signedIn',
            user: context.user,
            mobile: mobileStatus(context.user),
            isUserForceLogin: context.isUserForceLogin,
            redirectTo: context.redirectTo,
          }
        : { outcome: 'signUp', phone: context.phone },
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
            actions: assign(({ event }) => {
              const failure = toAuthFailure(event.error, authMessages.wrongCredentials)
              return {
                ...failed(failure, passwordFailureMessage(failure)),
                // A numeric login whose number nobody proved (000 §4): flagged for the page.
                isMobileNotVerified: failure.code === 'MOBILE_NOT_VERIFIED',
              }
            }),
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
              actions: assign(({ event }) => {
                const failure = toAuthFailure(event.error, authMessages.signInOtpFailed)
                return failed(failure, failure.message, onField(failure, 'phoneNumber'))
              }),
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
            description: 'the code the person types',
            initial: 'entering',
            states: {
              entering: {
                description: 'the code field waits for the six digits',
                on: { SUBMIT_OTP: { guard: 'codeStillValid', target: 'verifying', actions: 'clearErrors' } },
              },
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
                  // 000 §8 "Sign-in OTP failure: 'Something went wrong' or the first server message".
                  onError: {
                    target: 'entering',
                    actions: assign(({ event }) => {
                      const failure = toAuthFailure(event.error, authMessages.signInOtpFailed)
                      const first = failure.fields[0]?.message ?? failure.message
                      return failed(failure, first, onField({ ...failure, message: first }, 'otp'))
                    }),
                  },
                },
              },
            },
          },
          resend: {
            description: "the code's timers: when a new one may be asked for, and when it stops working",
            initial: 'coolingDown',
            states: {
              coolingDown: {
                description: 'a new code can be asked for once the wait the server gave has passed',
                after: { resendCooldown: { target: 'ready' } },
              },
              ready: {
                description: 'the person may ask for a new code',
                tags: ['canResend'],
                after: { otpExpiryAfterCooldown: { target: 'expired' } },
                on: { RESEND: { target: 'sending', actions: 'clearErrors' } },
              },
              expired: {
                description: 'the code has expired: the person is asked to request a new one',
                tags: ['canResend', 'otpExpired'],
                on: { RESEND: { target: 'sending', actions: 'clearErrors' } },
              },
              sending: {
                description: 'a new code is on its way',
                invoke: {
                  id: 'resendOtp',
                  src: 'resendOtp',
                  input: ({ context }) =>
                    context.phone ?? { phoneNumber: '', countryCode: context.countryCode },
                  onDone: {
                    target: '#signIn.awaitingOtp',
                    actions: { type: 'takeOtp', params: ({ event }) => ({ sent: event.output }) },
                  },
                  onError: {
                    target: 'ready',
                    actions: assign(({ event }) => {
                      const failure = toAuthFailure(event.error, authMessages.signInOtpFailed)
                      return failed(failure, failure.message)
                    }),
                  },
                },
              },
            },
          },
        },
      },
      mobileNotRegistered: {
        description: "no account has this mobile number ('user not exist'): the person is offered to sign up",
        entry: assign({
          isMobileNotRegistered: true,
          isAuthenticated: false,
          error: authMessages.userNotExist,
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
          error: authMessages.mobileNotVerified,
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
}

/** Sign-in with the minimal viewer type: the catalogue and the tests use it. */
export const signInMachine = createSignInMachine()
