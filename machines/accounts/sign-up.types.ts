/** The sign-up machine's input, context, events and output (sign-up.machine.ts). */
import type { Contact } from './contact'
import type { OtpState } from './otp'
import type { FieldError, SignUpDetails } from '@contracts/accounts/auth'
import type { Viewer } from '@contracts/accounts/viewer'
import type { AuthFailure } from './types'

export interface SignUpInput {
  /** Values to start from, e.g. what the visitor already typed in the sign-in panel. */
  details?: Partial<SignUpDetails>
}

export interface SignUpContext {
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
  user: Viewer | null
}

export type SignUpEvent =
  | { type: 'SUBMIT'; details: SignUpDetails }
  | { type: 'SUBMIT_OTP'; otp: string }
  | { type: 'RESEND' }
  | { type: 'BACK' }

export type SignUpOutput = { outcome: 'signedUp'; user: Viewer } | { outcome: 'emailTaken'; email: string }
