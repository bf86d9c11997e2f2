/** Small sample people, answers and failures for the visualizer, the model paths and the tests. */
import type { FieldError, OtpSent, SignUpDetails } from '@contracts/accounts/auth'
import type { Viewer } from '@contracts/accounts/viewer'
import type { AuthFailure } from './types'

export const sampleDetails: SignUpDetails = {
  title: 'Ms',
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.com',
  password: 'secret-pass-1',
  phoneNumber: '9876543210',
  countryCode: '91',
}

/** The signed-in person as the BFF hands them over (contracts/accounts/viewer.ts). */
export const sampleUser: Viewer = {
  id: 1,
  customerId: 101,
  passengerId: 201,
  email: 'asha@example.com',
  title: 'Ms',
  firstName: 'Asha',
  lastName: 'Rao',
  phoneNumber: '9876543210',
  countryCode: '91',
  phoneVerified: true,
  emailVerified: true,
  avatarUrl: null,
  loginMethod: 'password',
  memberSince: '2026-01-15T10:00:00Z',
  validTill: null,
  isMobileNotVerified: false,
  isMobileNotRegistered: false,
}
export const unverifiedUser: Viewer = { ...sampleUser, phoneVerified: false, isMobileNotVerified: true }
export const userWithoutPhone: Viewer = {
  ...sampleUser,
  phoneNumber: null,
  countryCode: null,
  phoneVerified: false,
  isMobileNotRegistered: true,
}

export const otpSent: OtpSent = {
  message: 'OTP has been sent to your mobile number',
  expiresInSeconds: 600,
  resendAfterSeconds: 30,
}

/** A failure as the BFF throws it (a UserError's own fields, as they reach the browser). */
export function failure(
  message: string,
  code?: string,
  status?: number,
  fields?: FieldError[],
): Error & Partial<AuthFailure> {
  return Object.assign(new Error(message), {
    ...(code ? { code } : {}),
    ...(status !== undefined ? { status } : {}),
    ...(fields ? { fields } : {}),
  })
}
