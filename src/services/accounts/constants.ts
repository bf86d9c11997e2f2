/**
 * The security numbers of the accounts services in one place (to move into app.config.ts once the
 * shared configuration grows an `accounts` group). Tests override them through AccountsOptions.
 */

/** OWASP password storage cheat sheet, argon2id first choice: m=19 MiB, t=2, p=1. */
export const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

export const PASSWORD_MIN_LENGTH = 8
/** argon2 takes any length, but an unbounded body is a cheap denial of service. */
export const PASSWORD_MAX_LENGTH = 128

/** 32 random bytes = 256 bits, well above the 128-bit floor. */
export const ACCESS_TOKEN_BYTES = 32
export const ACCESS_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000

export const OTP_DIGITS = 6
export const OTP_TTL_MS = 10 * 60 * 1000
export const OTP_MAX_ATTEMPTS = 5
export const OTP_RESEND_COOLDOWN_MS = 30 * 1000

/** Links in e-mails (password reset): longer-lived than an OTP, still single use. */
export const EMAIL_TOKEN_TTL_MS = 60 * 60 * 1000

/** 000 §8: 'Account is locked! Please try after 3mins'. */
export const LOCK_AFTER_FAILURES = 5
export const LOCK_DURATION_MS = 3 * 60 * 1000

/** A phone proven by verify_otp may be used for sign-up within this time. */
export const PHONE_PROOF_TTL_MS = 30 * 60 * 1000

export interface RateLimit {
  limit: number
  windowMs: number
}

/** Fixed windows, counted in the database so every instance sees the same numbers. */
export const DEFAULT_RATE_LIMITS = {
  /** Sign-in attempts from one client address. */
  signInPerIp: { limit: 30, windowMs: 5 * 60 * 1000 },
  /** Sign-in attempts for one login (beside the lock, which counts only wrong passwords). */
  signInPerAccount: { limit: 20, windowMs: 15 * 60 * 1000 },
  /** OTPs and e-mails sent to one phone number or address. */
  sendPerRecipient: { limit: 5, windowMs: 60 * 60 * 1000 },
  /** OTPs and e-mails requested from one client address. */
  sendPerIp: { limit: 30, windowMs: 60 * 60 * 1000 },
  /** Accounts created from one client address. */
  signUpPerIp: { limit: 10, windowMs: 60 * 60 * 1000 },
} satisfies Record<string, RateLimit>

export type RateLimits = typeof DEFAULT_RATE_LIMITS
export type RateLimitName = keyof RateLimits
