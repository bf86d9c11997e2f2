/**
 * Fixed security choices of the accounts services. The tunable numbers (lock, OTP, token lifetime,
 * rate limits) live in app.config.ts `accounts` (STORE_ACCOUNTS_* overrides) and reach the
 * handlers through AccountsContext; tests override them through AccountsOptions.
 */
import type { ProductConfig } from '@config'

export type AccountsConfig = ProductConfig['accounts']

export { ARGON2_OPTIONS } from '../platform/passwords'

export const PASSWORD_MIN_LENGTH = 8
/** argon2 takes any length, but an unbounded body is a cheap denial of service. */
export const PASSWORD_MAX_LENGTH = 128

/** 32 random bytes = 256 bits, well above the 128-bit floor. */
export const ACCESS_TOKEN_BYTES = 32

export interface RateLimit {
  limit: number
  windowMs: number
}

export type RateLimits = AccountsConfig['rateLimits']
export type RateLimitName = keyof RateLimits
