/** The sign-up machine's input, context, events and output (sign-up.machine.ts). */
import type { Contact } from './contact'
import type { OtpState } from './otp'
import type { AuthFailure, FieldError, SignUpDetails } from './types'

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
