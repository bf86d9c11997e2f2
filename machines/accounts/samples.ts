/** Small sample people, answers and failures for the visualizer, the model paths and the tests. */
import type { AuthFailure, FieldError, OtpSent, SignUpDetails, ViewerSummary } from './types'

export const sampleDetails: SignUpDetails = {
  title: 'Ms',
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.com',
  password: 'secret-pass-1',
  phoneNumber: '9876543210',
  countryCode: '91',
}

export const sampleUser: ViewerSummary = { phoneNumber: '9876543210', countryCode: '91', phoneVerified: true }
export const unverifiedUser: ViewerSummary = { ...sampleUser, phoneVerified: false }
export const userWithoutPhone: ViewerSummary = { phoneNumber: null, countryCode: null, phoneVerified: false }

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
