/** What every accounts handler needs, built once per app from AccountsOptions. */
import type { Database } from '../db/client'
import { createSender, type MessageSender } from '../messaging/sender'
import { systemClock, type Clock } from '../platform/clock'
import { defaultProductConfig } from '@config'
import type { AccountsConfig, RateLimits } from './constants'

export interface AccountsOptions {
  clock?: Clock
  /** Sandbox: messages go to the outbox table and GET /auth/sandbox/outbox answers. Default true. */
  sandbox?: boolean
  /** SMTP connection URL (SMTP_URL); e-mail goes through it when set. */
  smtpUrl?: string
  /** From address for SMTP e-mail (SMTP_FROM). */
  smtpFrom?: string
  /** Shown in messages: whiteLabel.productName. */
  productName?: string
  /** app.config.ts `accounts` (with STORE_ACCOUNTS_* applied); the defaults when absent. */
  config?: AccountsConfig
  rateLimits?: Partial<RateLimits>
  otp?: Partial<OtpSettings>
  /** Replaces the sender built from sandbox/smtpUrl (tests). */
  sender?: MessageSender
  /** TRUST_PROXY: the per-address limits read X-Forwarded-For (request.ts clientIp). Default false. */
  trustProxy?: boolean
}

export interface OtpSettings {
  ttlMs: number
  maxAttempts: number
  resendCooldownMs: number
}

export interface AccountsContext {
  db: Database
  clock: Clock
  sandbox: boolean
  productName: string
  rateLimits: RateLimits
  otp: OtpSettings
  /** Lock, token and proof lifetimes, OTP length: from app.config.ts `accounts`. */
  security: Pick<
    AccountsConfig,
    | 'lockAfterFailures'
    | 'lockDurationMs'
    | 'otpDigits'
    | 'accessTokenTtlMs'
    | 'emailTokenTtlMs'
    | 'phoneProofTtlMs'
  >
  sender: MessageSender
  trustProxy: boolean
}

export function accountsContext(db: Database, options: AccountsOptions = {}): AccountsContext {
  const sandbox = options.sandbox ?? true
  const clock = options.clock ?? systemClock
  const config = options.config ?? defaultProductConfig.accounts
  return {
    db,
    clock,
    sandbox,
    productName: options.productName ?? 'Safarnama',
    trustProxy: options.trustProxy ?? false,
    rateLimits: { ...config.rateLimits, ...options.rateLimits },
    otp: {
      ttlMs: config.otpTtlMs,
      maxAttempts: config.otpMaxAttempts,
      resendCooldownMs: config.otpResendCooldownMs,
      ...options.otp,
    },
    security: {
      lockAfterFailures: config.lockAfterFailures,
      lockDurationMs: config.lockDurationMs,
      otpDigits: config.otpDigits,
      accessTokenTtlMs: config.accessTokenTtlMs,
      emailTokenTtlMs: config.emailTokenTtlMs,
      phoneProofTtlMs: config.phoneProofTtlMs,
    },
    sender:
      options.sender ??
      createSender({ db, clock, sandbox, smtpUrl: options.smtpUrl, smtpFrom: options.smtpFrom }),
  }
}
