/**
 * Sign-up (000 §4 "Accounts"): the details form, then the e-mail and number are checked, an OTP is
 * sent to the number and verified, and only then is the account created. Changing the e-mail or
 * the number after a code was sent sets the changed flag (000 §3 userDataChanged) and forgets the
 * code. An e-mail that is already signed up ends in `emailTaken`, which the panel turns into the
 * email-already panel (000 §8).
 */
import { assign, fromPromise, not, setup, stateIn } from 'xstate'
import { contactOf, sameContact, type Contact } from './contact'
import { isEmailTaken, onField, toAuthFailure } from './failure'
import { authMessages } from './messages'
import { expiryAfterCooldownMs, resendCooldownMs, takeOtp, type OtpState } from './otp'
import type { AuthFailure, FieldError, OtpSent, PhoneRef, SignUpDetails, ViewerSummary } from './types'

export interface SignUpInput {
  /** Values to start from, e.g. what the visitor already typed in the sign-in panel. */
  details?: Partial<SignUpDetails>
}

export interface SignUpContext<U> {
  details: SignUpDetails
  otp: OtpState | null
  /** The contact the current OTP (or verification) belongs to. */
  otpFor: Contact | null
  verified: boolean
  /** 000 §3 userDataChanged: the e-mail or number changed after a code was sent. */
  changed: boolean
  error: string | null
  fieldErrors: FieldError[]
  failure: AuthFailure | null
  user: U | null
}

export type SignUpEvent =
  | { type: 'EDIT'; values: Partial<SignUpDetails> }
  | { type: 'SUBMIT'; details: SignUpDetails }
  | { type: 'SUBMIT_OTP'; otp: string }
  | { type: 'RESEND' }
  | { type: 'BACK' }

export type SignUpOutput<U> = { outcome: 'signedUp'; user: U } | { outcome: 'emailTaken'; email: string }

const emptyDetails: SignUpDetails = {
  title: 'Mr',
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  phoneNumber: '',
  countryCode: '91',
}

function notProvided(name: string): never {
  throw new Error(`The actor "${name}" was not provided: give it with .provide({ actors }) in src/flows.`)
}

const phoneOf = (details: SignUpDetails): PhoneRef => ({
  phoneNumber: details.phoneNumber,
  countryCode: details.countryCode,
})

export function createSignUpMachine<U extends ViewerSummary = ViewerSummary>() {
  type Context = SignUpContext<U>
  /** New values; a changed e-mail or number after a send sets `changed` and drops the code. */
  const edited = (context: Context, values: Partial<SignUpDetails>): Partial<Context> => {
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

  return setup({
    types: {
      context: {} as Context,
      input: {} as SignUpInput,
      events: {} as SignUpEvent,
      output: {} as SignUpOutput<U>,
    },
    actors: {
      checkSignUp: fromPromise<void, Contact>(async () => notProvided('checkSignUp')),
      sendSignUpOtp: fromPromise<OtpSent, PhoneRef>(async () => notProvided('sendSignUpOtp')),
      resendOtp: fromPromise<OtpSent, PhoneRef>(async () => notProvided('resendOtp')),
      verifySignUpOtp: fromPromise<{ verified: true }, PhoneRef & { otp: string }>(async () =>
        notProvided('verifySignUpOtp'),
      ),
      signUp: fromPromise<{ user: U }, SignUpDetails>(async () => notProvided('signUp')),
    },
    actions: {
      takeEdit: assign(({ context }, params: { values: Partial<SignUpDetails> }) =>
        edited(context, params.values),
      ),
      takeOtp: assign(({ context }, params: { sent: OtpSent }) => ({
        otp: takeOtp(context.otp, params.sent, authMessages.otpSent),
        otpFor: contactOf(context.details),
        ...cleared,
      })),
      clearErrors: assign(cleared),
    },
    guards: {
      emailTaken: (_, params: { error: unknown }) => isEmailTaken(toAuthFailure(params.error, '')),
      changesContact: ({ context }, params: { values: Partial<SignUpDetails> }) =>
        !sameContact(context.otpFor, params.values),
      verifiedForThese: ({ context }, params: { details: SignUpDetails }) =>
        context.verified && sameContact(context.otpFor, params.details),
      codeStillValid: not(stateIn('#signUp.awaitingOtp.resend.expired')),
    },
    delays: {
      resendCooldown: ({ context }) => resendCooldownMs(context),
      otpExpiryAfterCooldown: ({ context }) => expiryAfterCooldownMs(context),
    },
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
          EDIT: { actions: { type: 'takeEdit', params: ({ event }) => ({ values: event.values }) } },
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
            { target: 'editing', actions: assign(({ event }) => failed(event.error, authMessages.generic)) },
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
              failed(event.error, authMessages.generic, (f) => onField(f, 'email')),
            ),
          },
        },
      },
      awaitingOtp: {
        description:
          'the visitor types the code from the SMS; a new code can be asked for after a short wait',
        type: 'parallel',
        on: {
          EDIT: [
            {
              guard: { type: 'changesContact', params: ({ event }) => ({ values: event.values }) },
              target: 'editing',
              actions: { type: 'takeEdit', params: ({ event }) => ({ values: event.values }) },
            },
            { actions: { type: 'takeEdit', params: ({ event }) => ({ values: event.values }) } },
          ],
          BACK: { target: 'editing', actions: 'clearErrors' },
        },
        states: {
          code: {
            description: 'the code the visitor types',
            initial: 'entering',
            states: {
              entering: {
                description: 'the code field waits for the six digits',
                on: { SUBMIT_OTP: { guard: 'codeStillValid', target: 'verifying', actions: 'clearErrors' } },
              },
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
                      failed(event.error, authMessages.generic, (f) => onField(f, 'otp')),
                    ),
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
                description: 'the visitor may ask for a new code',
                tags: ['canResend'],
                after: { otpExpiryAfterCooldown: { target: 'expired' } },
                on: { RESEND: { target: 'sending', actions: 'clearErrors' } },
              },
              expired: {
                description: 'the code has expired: the visitor is asked to request a new one',
                tags: ['canResend', 'otpExpired'],
                on: { RESEND: { target: 'sending', actions: 'clearErrors' } },
              },
              sending: {
                description: 'a new code is on its way',
                invoke: {
                  id: 'resendOtp',
                  src: 'resendOtp',
                  input: ({ context }) => phoneOf(context.details),
                  // A new code starts every wait afresh.
                  onDone: {
                    target: '#signUp.awaitingOtp',
                    actions: { type: 'takeOtp', params: ({ event }) => ({ sent: event.output }) },
                  },
                  onError: {
                    target: 'ready',
                    actions: assign(({ event }) => failed(event.error, authMessages.generic)),
                  },
                },
              },
            },
          },
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
            { target: 'editing', actions: assign(({ event }) => failed(event.error, authMessages.generic)) },
          ],
        },
      },
      done: {
        type: 'final',
        description: 'the account exists and the visitor is signed in',
      },
      emailTaken: {
        type: 'final',
        description:
          'the e-mail is already signed up: the visitor is offered to sign in or reset the password',
      },
    },
  })
}

/** Sign-up with the minimal viewer type: the catalogue and the tests use it. */
export const signUpMachine = createSignUpMachine()
