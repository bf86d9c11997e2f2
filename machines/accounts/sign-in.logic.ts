/**
 * Pure rules of sign-in: which 000 §8 message a failure shows, what the account's number needs, the
 * context a sign-in starts with and what it hands back.
 */
import { onField, toAuthFailure } from './failure'
import { accountMessages } from '@contracts/accounts/messages'
import type { SignInContext, SignInInput, SignInOutput } from './sign-in.types'
import type { FieldError } from '@contracts/accounts/auth'
import type { Viewer } from '@contracts/accounts/viewer'
import type { AuthFailure } from './types'

/** 000 §4: no number → asked for one; a number not proven → asked to confirm it. */
export type MobileStatus = 'verified' | 'notVerified' | 'notRegistered'

export function mobileStatus(user: Pick<Viewer, 'phoneNumber' | 'phoneVerified'>): MobileStatus {
  if (!user.phoneNumber) return 'notRegistered'
  return user.phoneVerified ? 'verified' : 'notVerified'
}

/**
 * 000 §8 "Sign-in failure": 422 → the lock message; other refusals → 'Wrong username or password'.
 * Failures that are not a refusal of these credentials (too many attempts, the service down, the
 * traveller-form rule) keep their own message: calling them wrong credentials would mislead.
 */
export function passwordFailureMessage(failure: AuthFailure): string {
  const unverified = ['TRAVELLER_SIGNIN_MOB_UNVERIFIED', 'MOBILE_NOT_VERIFIED']
  if (failure.code && unverified.includes(failure.code)) return accountMessages.mobileNotVerified
  if (failure.code === 'ACCOUNT_LOCKED' || failure.status === 422) return accountMessages.locked
  if (failure.code === 'RATE_LIMITED') return failure.message
  const refused = failure.status !== undefined && failure.status >= 400 && failure.status < 500
  if (refused || failure.code === 'INVALID_CREDENTIALS') return accountMessages.wrongCredentials
  return failure.message
}

export function initialSignInContext(input: SignInInput): SignInContext {
  return {
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
    error: null,
    fieldErrors: [],
    failure: null,
  }
}

/** Signed in (with where a forced sign-in returns to), or off to sign up with the number. */
export function signInOutput(context: SignInContext): SignInOutput {
  return context.user
    ? {
        outcome: 'signedIn',
        user: context.user,
        mobile: mobileStatus(context.user),
        isUserForceLogin: context.isUserForceLogin,
        redirectTo: context.redirectTo,
      }
    : { outcome: 'signUp', phone: context.phone }
}

function failed(failure: AuthFailure, message: string, fieldErrors: FieldError[] = failure.fields) {
  return { failure, error: message, fieldErrors, isAuthenticated: false }
}

/** A refused password sign-in, with its 000 §8 message. */
export function passwordFailed(error: unknown) {
  const failure = toAuthFailure(error, accountMessages.wrongCredentials)
  return {
    ...failed(failure, passwordFailureMessage(failure)),
    // A numeric login whose number nobody proved (000 §4): flagged for the page.
    isMobileNotVerified: failure.code === 'MOBILE_NOT_VERIFIED',
  }
}

/** A code that could not be sent; on the phone field when it was the first one. */
export function otpFailed(error: unknown, field?: 'phoneNumber') {
  const failure = toAuthFailure(error, accountMessages.signInOtpFailed)
  return failed(failure, failure.message, field ? onField(failure, field) : failure.fields)
}

/** 000 §8 "Sign-in OTP failure: 'Something went wrong' or the first server message", on the otp field. */
export function otpCodeFailed(error: unknown) {
  const failure = toAuthFailure(error, accountMessages.signInOtpFailed)
  const first = failure.fields[0]?.message ?? failure.message
  return failed(failure, first, onField({ ...failure, message: first }, 'otp'))
}
