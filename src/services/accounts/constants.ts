/**
 * Fixed security choices of the accounts services. The tunable numbers (lock, OTP, token lifetime,
 * rate limits) live in app.config.ts `accounts` (STORE_ACCOUNTS_* overrides) and reach the
 * handlers through AccountsContext; tests override them through AccountsOptions.
 */
import type { ProductConfig } from '@config'

export type AccountsConfig = ProductConfig['accounts']

/** OWASP password storage cheat sheet, argon2id first choice: m=19 MiB, t=2, p=1. */
export const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

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
