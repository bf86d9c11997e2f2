/** Pure rules of sign-in: which 000 §8 message a failure shows, and what the account's number needs. */
import { authMessages } from './messages'
import type { AuthFailure, ViewerSummary } from './types'

/** 000 §4: no number → asked for one; a number not proven → asked to confirm it. */
export type MobileStatus = 'verified' | 'notVerified' | 'notRegistered'

export function mobileStatus(user: ViewerSummary): MobileStatus {
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
  if (failure.code && unverified.includes(failure.code)) return authMessages.mobileNotVerified
  if (failure.code === 'ACCOUNT_LOCKED' || failure.status === 422) return authMessages.locked
  if (failure.code === 'RATE_LIMITED') return failure.message
  const refused = failure.status !== undefined && failure.status >= 400 && failure.status < 500
  if (refused || failure.code === 'INVALID_CREDENTIALS') return authMessages.wrongCredentials
  return failure.message
}
