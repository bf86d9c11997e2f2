/**
 * The 000 §8 texts the accounts machines fall back on when a failure carries no usable message,
 * or choose by code. They mirror contracts/accounts/messages.ts (machines/ cannot import src/);
 * tests/machines/accounts-messages.test.ts fails if the two drift apart.
 */
export const authMessages = {
  locked: 'Account is locked! Please try after 3mins',
  wrongCredentials: 'Wrong username or password',
  emailNotSignedUp: (product: string) => `Sorry! This email isn't signed up with ${product}`,
  processFailed: 'Process failed',
  tokenInvalid: 'Token is invalid or expired',
  userNotExist: 'user not exist',
  otpSent: 'OTP has been sent to your mobile number',
  otpExpired: 'This OTP has expired or was already used. Request a new one.',
  mobileNotVerified: 'Your mobile is not verified with us. Please continue as guest.',
  /** 000 §8 "Sign-in OTP failure". */
  signInOtpFailed: 'Something went wrong',
  /** 000 §8 "Update phone failure". */
  updatePhoneFailed: 'something went wrong!',
  /** 000 §8 generic. */
  generic: 'Oops! Something went wrong',
} as const
