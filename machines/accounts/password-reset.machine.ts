/**
 * Forgotten password (000 §4, §8): by e-mail (a reset link is sent; the sent panel can send it
 * again) or by an OTP to the mobile number with the new password typed beside it. An unknown
 * e-mail shows 'Sorry! This email isn't signed up with {product}' with the form error 'Process
 * failed'. The e-mailed link's own page is reset-link.machine.ts. The new password lives only in
 * the events that carry it, never in context.
 */
import { assign, fromPromise, setup } from 'xstate'
import { onField, toAuthFailure } from './failure'
import { notProvided } from '../lib/not-provided'
import { accountMessages } from '@contracts/accounts/messages'
import { takeOtp, type OtpState } from './otp'
import { otpDelays, otpWaitRequesting } from './otp-wait'
import type { FieldError, OtpSent, PhoneRef, ResetWithOtpInput } from '@contracts/accounts/auth'
import type { AuthFailure } from './types'

export interface PasswordResetInput {
  /** The white-label product name, for 'Sorry! This email isn't signed up with {product}'. */
  productName: string
}

export interface PasswordResetContext {
  productName: string
  email: string | null
  phone: PhoneRef | null
  otp: OtpState | null
  error: string | null
  /** The form-level error under the whole form (000 §8 'Process failed'). */
  formError: string | null
  fieldErrors: FieldError[]
  failure: AuthFailure | null
}

export type PasswordResetEvent =
  | { type: 'USE_EMAIL' }
  | { type: 'USE_PHONE' }
  | { type: 'REQUEST_EMAIL'; email: string }
  | { type: 'RESEND_EMAIL' }
  | { type: 'REQUEST_OTP'; phoneNumber: string; countryCode: string }
  | { type: 'RESEND' }
  | { type: 'RESET_WITH_OTP'; otp: string; password: string }

const cleared = { error: null, formError: null, fieldErrors: [], failure: null }

function failed(error: unknown, field?: string) {
  const failure = toAuthFailure(error, accountMessages.generic)
  return { failure, error: failure.message, fieldErrors: field ? onField(failure, field) : failure.fields }
}

const wait = otpWaitRequesting({
  at: '#passwordReset.byPhone.awaitingOtp',
  who: 'person',
  submit: 'RESET_WITH_OTP',
  check: 'resetting',
  entering: 'the form waits for the code and the new password',
  requestAgain: '#passwordReset.byPhone.requesting',
  onExpired: ['showExpired'],
})

export const passwordResetMachine = setup({
  types: {
    context: {} as PasswordResetContext,
    input: {} as PasswordResetInput,
    events: {} as PasswordResetEvent,
  },
  actors: {
    requestPasswordReset: fromPromise<{ email: string }, { email: string }>(async () =>
      notProvided('requestPasswordReset'),
    ),
    requestPhoneReset: fromPromise<OtpSent, PhoneRef>(async () => notProvided('requestPhoneReset')),
    resetPasswordWithOtp: fromPromise<{ reset: true }, ResetWithOtpInput>(async () =>
      notProvided('resetPasswordWithOtp'),
    ),
  },
  actions: {
    clearErrors: assign(cleared),
    // A wrong-code message is about a code that no longer works: the expiry replaces it.
    showExpired: assign({ error: accountMessages.otpExpired, fieldErrors: [], failure: null }),
  },
  guards: {
    ...wait.guards,
    /** No code was sent yet: the form asking for one is still on screen (not the code form). */
    noCodeYet: ({ context }) => context.otp === null,
    hasCode: (_, params: { error: unknown; code: string }) =>
      toAuthFailure(params.error, '').code === params.code,
  },
  delays: otpDelays,
}).createMachine({
  id: 'passwordReset',
  description:
    'Lets a person who forgot their password set a new one, by an e-mailed link or a code to their mobile.',
  context: ({ input }) => ({
    productName: input.productName,
    email: null,
    phone: null,
    otp: null,
    ...cleared,
  }),
  initial: 'byEmail',
  states: {
    byEmail: {
      description: 'the person asks for a reset link by e-mail',
      initial: 'entering',
      states: {
        // The choice of e-mail or mobile is offered until the link is sent (then the sent panel shows).
        entering: {
          description: 'the person types the e-mail of the account',
          on: {
            USE_PHONE: { target: '#passwordReset.byPhone', actions: 'clearErrors' },
            REQUEST_EMAIL: {
              target: 'requesting',
              actions: [assign({ email: ({ event }) => event.email }), 'clearErrors'],
            },
          },
        },
        requesting: {
          description: 'the store e-mails a reset link',
          on: { USE_PHONE: { target: '#passwordReset.byPhone', actions: 'clearErrors' } },
          invoke: {
            id: 'requestPasswordReset',
            src: 'requestPasswordReset',
            input: ({ context }) => ({ email: context.email ?? '' }),
            onDone: { target: 'sent', actions: assign({ email: ({ event }) => event.output.email }) },
            onError: [
              {
                guard: {
                  type: 'hasCode',
                  params: ({ event }) => ({ error: event.error, code: 'EMAIL_NOT_SIGNED_UP' }),
                },
                target: 'entering',
                actions: assign(({ context, event }) => ({
                  ...failed(event.error),
                  error: accountMessages.emailNotSignedUp(context.productName),
                  formError: accountMessages.processFailed,
                })),
              },
              { target: 'entering', actions: assign(({ event }) => failed(event.error, 'email')) },
            ],
          },
        },
        sent: {
          description: 'the link is on its way: the sent panel names the address and can send it again',
          on: { RESEND_EMAIL: { target: 'resending', actions: 'clearErrors' } },
        },
        resending: {
          description: 'the store e-mails the link again',
          invoke: {
            id: 'resendPasswordReset',
            src: 'requestPasswordReset',
            input: ({ context }) => ({ email: context.email ?? '' }),
            onDone: { target: 'sent' },
            onError: { target: 'sent', actions: assign(({ event }) => failed(event.error)) },
          },
        },
      },
    },
    byPhone: {
      description: 'the person resets the password with a code sent to the mobile number',
      initial: 'entering',
      states: {
        // The choice of e-mail or mobile is offered until a code is sent (then the code form shows).
        entering: {
          description: 'the person types the mobile number of the account',
          on: {
            USE_EMAIL: { target: '#passwordReset.byEmail', actions: 'clearErrors' },
            REQUEST_OTP: {
              target: 'requesting',
              actions: [
                assign({
                  phone: ({ event }) => ({ phoneNumber: event.phoneNumber, countryCode: event.countryCode }),
                }),
                'clearErrors',
              ],
            },
          },
        },
        requesting: {
          description: 'the store sends a code to the mobile number',
          on: {
            USE_EMAIL: { guard: 'noCodeYet', target: '#passwordReset.byEmail', actions: 'clearErrors' },
          },
          invoke: {
            id: 'requestPhoneReset',
            src: 'requestPhoneReset',
            input: ({ context }) => context.phone ?? { phoneNumber: '', countryCode: '91' },
            onDone: {
              target: 'awaitingOtp',
              actions: assign(({ context, event }) => ({
                otp: takeOtp(context.otp, event.output, accountMessages.otpSent),
              })),
            },
            onError: {
              target: 'entering',
              actions: assign(({ event }) => failed(event.error, 'phoneNumber')),
            },
          },
        },
        awaitingOtp: {
          description:
            'the person types the code and the new password; a new code can be asked for after a wait',
          type: 'parallel',
          states: {
            code: {
              ...wait.code,
              states: {
                entering: wait.entering,
                resetting: {
                  description: 'the store checks the code and sets the new password',
                  invoke: {
                    id: 'resetPasswordWithOtp',
                    src: 'resetPasswordWithOtp',
                    input: ({ context, event }) => ({
                      phoneNumber: context.phone?.phoneNumber ?? '',
                      countryCode: context.phone?.countryCode ?? '91',
                      otp: event.type === 'RESET_WITH_OTP' ? event.otp : '',
                      password: event.type === 'RESET_WITH_OTP' ? event.password : '',
                    }),
                    onDone: { target: '#passwordReset.done' },
                    // A wrong code keeps the timers running: the code's life does not start again.
                    onError: {
                      target: 'entering',
                      actions: assign(({ event }) => failed(event.error, 'otp')),
                    },
                  },
                },
              },
            },
            resend: wait.resend,
          },
        },
      },
    },
    done: {
      type: 'final',
      description: 'the password is changed: the person signs in with the new one',
    },
  },
})
