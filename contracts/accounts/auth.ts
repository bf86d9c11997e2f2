/**
 * The sign-up, sign-in, reset and mobile-confirmation calls as the BFF takes and answers them
 * (src/server/accounts/auth.functions.ts): the zod schemas its server functions validate their input
 * with (rules.ts for each field), the types inferred from them, and the answers. The accounts
 * machines (machines/accounts/) import the types, type-only, and send exactly these shapes.
 */
import { z } from 'zod'
import {
  countryCodeSchema,
  emailSchema,
  nameSchema,
  otpSchema,
  passwordSchema,
  phoneNumberSchema,
  titleSchema,
} from './rules'

/** The dialling code as digits ('91'); '91' when left out. */
const countryCode = countryCodeSchema.default('91')

/** A mobile number: what an OTP is sent to (sign-up, sign-in, reset, confirmation, resend). */
export const phoneInputSchema = z.object({ phoneNumber: phoneNumberSchema, countryCode })
export type PhoneRef = z.infer<typeof phoneInputSchema>

/** A number and the code sent to it (OTP sign-in, sign-up verification; with a password, OTP reset). */
export const phoneOtpInputSchema = phoneInputSchema.extend({ otp: otpSchema })
export type PhoneOtpInput = z.infer<typeof phoneOtpInputSchema>

/** Sign-up step 1: the e-mail and the number must be free. */
export const checkSignUpInputSchema = phoneInputSchema.extend({ email: emailSchema })
export type SignUpContact = z.infer<typeof checkSignUpInputSchema>

/** The sign-up form (000 §3 "Signup user"; whiteLabelName is added by the BFF). */
export const signUpInputSchema = phoneInputSchema.extend({
  title: titleSchema,
  firstName: nameSchema,
  lastName: nameSchema,
  email: emailSchema,
  password: passwordSchema,
})
export type SignUpDetails = z.infer<typeof signUpInputSchema>
export type Title = SignUpDetails['title']

/** Where a sign-in was started: the header's panel, or the traveller form of a booking. */
export const signInFromSchema = z.enum(['header', 'traveller'])
export type SignInFrom = z.infer<typeof signInFromSchema>

export const passwordSignInInputSchema = z.object({
  /** An e-mail or a 10-digit mobile number. */
  login: z.string({ error: 'is required' }).trim().min(1, 'is required').max(254),
  password: z.string({ error: 'is required' }).min(1, 'is required').max(128),
  countryCode,
  /** The traveller step of a booking answers an unverified mobile differently. */
  from: signInFromSchema.default('header'),
})
export type PasswordSignInInput = z.infer<typeof passwordSignInInputSchema>

export const emailInputSchema = z.object({ email: emailSchema })

/** The password reset by OTP: the number, its code and the new password. */
export const resetWithOtpInputSchema = phoneOtpInputSchema.extend({ password: passwordSchema })
export type ResetWithOtpInput = z.infer<typeof resetWithOtpInputSchema>

/** The e-mailed link's token (reset_password_token) and the new password. */
export const resetPasswordInputSchema = z.object({
  token: z.string({ error: 'is required' }).trim().min(1, 'is required').max(200),
  password: passwordSchema,
})
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>

/** Signed in: the code sent to the account's (new) number. */
export const confirmPhoneInputSchema = z.object({ otp: otpSchema })
export type ConfirmPhoneInput = z.infer<typeof confirmPhoneInputSchema>

/** What sending (or resending) an OTP answers: the text to show and the server's own timers. */
export interface OtpSent {
  message: string
  expiresInSeconds: number
  resendAfterSeconds: number
}

/**
 * One field's error on a failed call, named after the server function's own input (phoneNumber,
 * not user.phone_number); `symbol` is the service's, e.g. 'taken'.
 */
export interface FieldError {
  field: string
  message: string
  symbol?: string
}
