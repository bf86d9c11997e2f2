/**
 * The accounts machines' view of the BFF calls (src/server/accounts/auth.functions.ts): each actor is named
 * after the server function it stands for and takes the same input. machines/ cannot import src/
 * (lint), so these are plain structural types; the flows pass the real calls through `.provide()`.
 */

/** Dialling code as digits ('91'); the BFF defaults it to '91' when left out. */
export type CountryCode = string

export interface PhoneRef {
  phoneNumber: string
  countryCode: CountryCode
}

/** What sending (or resending) an OTP answers: the text to show and the server's own timers. */
export interface OtpSent {
  message: string
  expiresInSeconds: number
  resendAfterSeconds: number
}

export type Title = 'Mr' | 'Mrs' | 'Ms' | 'Miss' | 'Mstr' | 'Dr'

/** The sign-up form (000 §3 "Signup user"; whiteLabelName is added by the BFF). */
export interface SignUpDetails extends PhoneRef {
  title: Title
  firstName: string
  lastName: string
  email: string
  password: string
}

/**
 * The least the machines read of the signed-in person. The BFF's `Viewer` carries more (names,
 * avatar, membership); the machines are generic over it so the flows keep the full object.
 */
export interface ViewerSummary {
  phoneNumber: string | null
  countryCode: string | null
  phoneVerified: boolean
}

/** Where a sign-in was started: the header's panel, or the traveller form of a booking. */
export type SignInFrom = 'header' | 'traveller'

export interface PasswordSignInInput {
  login: string
  password: string
  countryCode?: CountryCode
  from?: SignInFrom
}

export interface OtpSignInInput extends PhoneRef {
  otp: string
}

export interface ResetWithOtpInput extends PhoneRef {
  otp: string
  password: string
}

/** One field's error as the services send it (`symbol` is e.g. 'taken'). */
export interface FieldError {
  field: string
  message: string
  symbol?: string
}

/** A failed call as the machines keep it in context: the message, the code, the field errors. */
export interface AuthFailure {
  message: string
  code?: string
  status?: number
  fields: FieldError[]
}
