/** What every accounts handler needs, built once per app from AccountsOptions. */
import type { Database } from '../db/client'
import { createSender, type MessageSender } from '../messaging/sender'
import { systemClock, type Clock } from './clock'
import {
  DEFAULT_RATE_LIMITS,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_COOLDOWN_MS,
  OTP_TTL_MS,
  type RateLimits,
} from './constants'

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
  rateLimits?: Partial<RateLimits>
  otp?: Partial<OtpSettings>
  /** Replaces the sender built from sandbox/smtpUrl (tests). */
  sender?: MessageSender
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
  sender: MessageSender
}

export function accountsContext(db: Database, options: AccountsOptions = {}): AccountsContext {
  const sandbox = options.sandbox ?? true
  const clock = options.clock ?? systemClock
  return {
    db,
    clock,
    sandbox,
    productName: options.productName ?? 'Safarnama',
    rateLimits: { ...DEFAULT_RATE_LIMITS, ...options.rateLimits },
    otp: {
      ttlMs: OTP_TTL_MS,
      maxAttempts: OTP_MAX_ATTEMPTS,
      resendCooldownMs: OTP_RESEND_COOLDOWN_MS,
      ...options.otp,
    },
    sender:
      options.sender ??
      createSender({ db, clock, sandbox, smtpUrl: options.smtpUrl, smtpFrom: options.smtpFrom }),
  }
}
