// The accounts security numbers live in app.config.ts and follow the STORE_* overrides.
import { describe, expect, it } from 'vitest'
import { ConfigError, defaultProductConfig, loadProductConfig } from '@config'

describe('accounts configuration', () => {
  it('defaults to the documented numbers', () => {
    expect(defaultProductConfig.accounts).toMatchObject({
      lockAfterFailures: 5,
      lockDurationMs: 180_000,
      otpDigits: 6,
      otpTtlMs: 600_000,
      otpMaxAttempts: 5,
      otpResendCooldownMs: 30_000,
      rateLimits: { signInPerIp: { limit: 30, windowMs: 300_000 } },
    })
  })

  it('takes STORE_ACCOUNTS_* overrides, nested ones too, and names a bad one', () => {
    const accounts = loadProductConfig({
      STORE_ACCOUNTS_LOCK_AFTER_FAILURES: '3',
      STORE_ACCOUNTS_RATE_LIMITS_SIGN_IN_PER_IP_LIMIT: '7',
    }).accounts
    expect(accounts.lockAfterFailures).toBe(3)
    expect(accounts.rateLimits.signInPerIp).toEqual({ limit: 7, windowMs: 300_000 })
    expect(() => loadProductConfig({ STORE_ACCOUNTS_OTP_DIGITS: '2' })).toThrow(ConfigError)
  })
})
