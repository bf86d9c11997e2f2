/**
 * The signed-in person's mobile confirmation (000 §4 "Accounts"): the mobile-not-verified branch
 * (a code to the number on the account) and the mobile-not-registered / update-mobile branch (a
 * new number first). Setting a number sets it, marks it not verified and flags it (000 §4
 * "Updating the mobile sets the new number, phone_verified false, and flags not verified").
 * The confirmation call answers no timers, so the OTP waits come from the input (the flow passes
 * the product configuration) or the services' defaults.
 */
import { assign, fromPromise, setup } from 'xstate'
import { onField, toAuthFailure } from './failure'
import { notProvided } from '../lib/not-provided'
import { accountMessages } from '@contracts/accounts/messages'
import { chartOtpTiming, takeOtp, type OtpState } from './otp'
import { otpDelays, otpWaitRequesting } from './otp-wait'
import type { ConfirmPhoneInput, FieldError, OtpSent, PhoneRef } from '@contracts/accounts/auth'
import type { Viewer } from '@contracts/accounts/viewer'
import type { AuthFailure } from './types'

export interface PhoneConfirmationInput {
  /** The number on the account, if any: the form starts with it and sending to it is not an update. */
  phone?: PhoneRef | null
  otpTiming?: Pick<OtpSent, 'expiresInSeconds' | 'resendAfterSeconds'>
}

export interface PhoneConfirmationContext {
  accountPhone: PhoneRef | null
  /** The number the code goes to. */
  phone: PhoneRef | null
  otpTiming: Pick<OtpSent, 'expiresInSeconds' | 'resendAfterSeconds'>
  otp: OtpState | null
  phoneVerified: boolean
  isMobileNotVerified: boolean
  isUserUpdateNewMobile: boolean
  error: string | null
  fieldErrors: FieldError[]
  failure: AuthFailure | null
  user: Viewer | null
}

export type PhoneConfirmationEvent =
  | { type: 'SEND_CODE'; phoneNumber: string; countryCode: string }
  | { type: 'CHANGE_NUMBER' }
  | { type: 'SUBMIT_OTP'; otp: string }
  | { type: 'RESEND' }
  | { type: 'SKIP' }

export type PhoneConfirmationOutput = { outcome: 'confirmed'; user: Viewer } | { outcome: 'skipped' }

const cleared = { error: null, fieldErrors: [], failure: null }
// 000 §8 "Update phone failure: server message or 'something went wrong!'".
const failed = (error: unknown, field?: string) => {
  const failure = toAuthFailure(error, accountMessages.updatePhoneFailed)
  return { failure, error: failure.message, fieldErrors: field ? onField(failure, field) : failure.fields }
}
const sentFor = (context: PhoneConfirmationContext) => ({
  message: accountMessages.otpSent,
  ...context.otpTiming,
})
const wait = otpWaitRequesting({
  at: '#phoneConfirmation.awaitingCode',
  who: 'person',
  submit: 'SUBMIT_OTP',
  check: 'confirming',
  requestAgain: '#phoneConfirmation.requesting',
})

export const phoneConfirmationMachine = setup({
  types: {
    context: {} as PhoneConfirmationContext,
    input: {} as PhoneConfirmationInput,
    events: {} as PhoneConfirmationEvent,
    output: {} as PhoneConfirmationOutput,
  },
  actors: {
    requestPhoneConfirmation: fromPromise<{ sent: true }, PhoneRef>(async () =>
      notProvided('requestPhoneConfirmation'),
    ),
    confirmPhone: fromPromise<{ user: Viewer }, ConfirmPhoneInput>(async () => notProvided('confirmPhone')),
  },
  actions: {
    clearErrors: assign(cleared),
    codeSent: assign(({ context }) => ({
      otp: takeOtp(context.otp, sentFor(context), accountMessages.otpSent),
    })),
  },
  guards: wait.guards,
  delays: otpDelays,
}).createMachine({
  id: 'phoneConfirmation',
  description:
    'Proves the signed-in person owns their mobile number, adding or replacing it first if needed.',
  context: ({ input }) => ({
    accountPhone: input.phone ?? null,
    phone: input.phone ?? null,
    otpTiming: input.otpTiming ?? chartOtpTiming,
    otp: null,
    phoneVerified: false,
    isMobileNotVerified: Boolean(input.phone),
    isUserUpdateNewMobile: false,
    user: null,
    ...cleared,
  }),
  output: ({ context }) =>
    context.user ? { outcome: 'confirmed', user: context.user } : { outcome: 'skipped' },
  initial: 'entering',
  states: {
    entering: {
      description:
        "the person checks the account's number or types a new one, and asks for a code to be sent to it",
      on: {
        SEND_CODE: {
          target: 'requesting',
          actions: [
            assign(({ context, event }) => {
              const phone = { phoneNumber: event.phoneNumber, countryCode: event.countryCode }
              const same =
                context.accountPhone?.phoneNumber === phone.phoneNumber &&
                context.accountPhone.countryCode === phone.countryCode
              return {
                phone,
                phoneVerified: false,
                isMobileNotVerified: true,
                isUserUpdateNewMobile: !same,
              }
            }),
            'clearErrors',
          ],
        },
        SKIP: { target: 'skipped' },
      },
    },
    requesting: {
      description: 'the store sends a code by SMS to the number',
      invoke: {
        id: 'requestPhoneConfirmation',
        src: 'requestPhoneConfirmation',
        input: ({ context }) => context.phone ?? { phoneNumber: '', countryCode: '91' },
        onDone: { target: 'awaitingCode', actions: ['codeSent', 'clearErrors'] },
        onError: { target: 'entering', actions: assign(({ event }) => failed(event.error, 'phoneNumber')) },
      },
    },
    awaitingCode: {
      description: 'the person types the code from the SMS; a new code can be asked for after a short wait',
      type: 'parallel',
      on: { CHANGE_NUMBER: { target: 'entering', actions: 'clearErrors' }, SKIP: { target: 'skipped' } },
      states: {
        code: {
          ...wait.code,
          states: {
            entering: wait.entering,
            confirming: {
              description: 'the store checks the code and marks the number verified',
              invoke: {
                id: 'confirmPhone',
                src: 'confirmPhone',
                input: ({ event }) => ({ otp: event.type === 'SUBMIT_OTP' ? event.otp : '' }),
                onDone: {
                  target: '#phoneConfirmation.confirmed',
                  actions: assign({
                    user: ({ event }) => event.output.user,
                    phoneVerified: true,
                    isMobileNotVerified: false,
                  }),
                },
                onError: { target: 'entering', actions: assign(({ event }) => failed(event.error, 'otp')) },
              },
            },
          },
        },
        resend: wait.resend,
      },
    },
    confirmed: { type: 'final', description: 'the number is verified' },
    skipped: {
      type: 'final',
      description: 'the person carries on without confirming; the account stays flagged not verified',
    },
  },
})
