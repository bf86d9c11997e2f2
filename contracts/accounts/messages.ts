/**
 * The people-facing texts of 000 §8 for accounts, shared by the services, the BFF, the pages and the
 * accounts machines. Plain data without zod: the one contract machines/ may import as a value.
 */
/** A wait as a person says it: '40 seconds', '1 minute', '5 minutes' (rounded up), '2 hours'. */
export function waitInWords(seconds: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`
  if (seconds < 60) return plural(Math.max(1, Math.ceil(seconds)), 'second')
  const minutes = Math.ceil(seconds / 60)
  if (minutes < 120) return plural(minutes, 'minute')
  return plural(Math.ceil(minutes / 60), 'hour')
}

export const accountMessages = {
  locked: 'Account is locked! Please try after 3mins',
  wrongCredentials: 'Wrong username or password',
  emailNotSignedUp: (product: string) => `Sorry! This email isn't signed up with ${product}`,
  processFailed: 'Process failed',
  tokenInvalid: 'Token is invalid or expired',
  userNotExist: 'user not exist',
  otpSent: 'OTP has been sent to your mobile number',
  mobileNotVerified: 'Your mobile is not verified with us. Please continue as guest.',
  invalidGst: 'Enter a valid GST Number',
  otpIncorrect: 'The OTP you entered is incorrect. Check the SMS and try again.',
  otpExpired: 'This OTP has expired or was already used. Request a new one.',
  otpTooManyAttempts: 'Too many wrong OTPs. Request a new one.',
  otpCooldown: (seconds: number) => `Please wait ${seconds} seconds before asking for another OTP.`,
  rateLimited: (seconds: number) => `Too many attempts. Please try again in ${seconds} seconds.`,
  /** A refused attempt with the wait in words: 'Too many attempts. Try again in 5 minutes.' */
  tryAgainIn: (seconds: number) => `Too many attempts. Try again in ${waitInWords(seconds)}.`,
  /** 000 §8 "Sign-in OTP failure". */
  signInOtpFailed: 'Something went wrong',
  /** 000 §8 "Update phone failure". */
  updatePhoneFailed: 'something went wrong!',
  /** 000 §8 generic. */
  generic: 'Oops! Something went wrong',
} as const
