/** The sign-in machine's input, context, events and output (sign-in.machine.ts). */
import type { MobileStatus } from './sign-in.logic'
import type { OtpState } from './otp'
import type { FieldError, PhoneRef, SignInFrom } from '@contracts/accounts/auth'
import type { Viewer } from '@contracts/accounts/viewer'
import type { AuthFailure } from './types'

export type SignInMethod = 'password' | 'otp'

export interface SignInInput {
  from?: SignInFrom
  /** 000 §3 isUserForceLogin: a page asked for a signed-in person; `redirectTo` is where to return. */
  isUserForceLogin?: boolean
  redirectTo?: string | null
  method?: SignInMethod
  countryCode?: string
}

export interface SignInContext {
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
  user: Viewer | null
}

export type SignInEvent =
  | { type: 'CHOOSE_METHOD'; method: SignInMethod }
  | { type: 'SUBMIT_PASSWORD'; login: string; password: string }
  | { type: 'REQUEST_OTP'; phoneNumber: string; countryCode?: string }
  | { type: 'SUBMIT_OTP'; otp: string }
  | { type: 'RESEND' }
  | { type: 'BACK' }
  | { type: 'SIGN_UP' }

export type SignInOutput =
  | {
      outcome: 'signedIn'
      user: Viewer
      mobile: MobileStatus
      isUserForceLogin: boolean
      redirectTo: string | null
    }
  | { outcome: 'signUp'; phone: PhoneRef | null }
