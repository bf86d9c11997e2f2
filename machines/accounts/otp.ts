/**
 * The OTP wait shared by sign-up, sign-in, phone confirmation and phone password reset: the code
 * the server sent, when another may be asked for (resend cool-down) and when it stops working
 * (expiry). Both timers come from the server's answer (`resendAfterSeconds`, `expiresInSeconds`),
 * which reads them from the product configuration, so the screen and the server always agree.
 */
import type { OtpSent } from '@contracts/accounts/auth'

export interface OtpState {
  message: string
  expiresInSeconds: number
  resendAfterSeconds: number
  /** How many codes were sent in this flow (1 after the first send). */
  sends: number
}

/**
 * Used only before any answer exists, when the visualizer labels the timers of a machine it has
 * not run: the services' defaults (10 min expiry, 30 s cool-down). A running flow always has the
 * server's numbers.
 */
export const chartOtpTiming = { expiresInSeconds: 600, resendAfterSeconds: 30 } as const

/** A send's answer as kept in context; a 204 without a body keeps the last timers. */
export function takeOtp(
  previous: OtpState | null,
  sent: Partial<OtpSent> | undefined,
  fallbackMessage: string,
) {
  const base = previous ?? { ...chartOtpTiming, message: fallbackMessage, sends: 0 }
  return {
    message: sent?.message ?? fallbackMessage,
    expiresInSeconds: sent?.expiresInSeconds ?? base.expiresInSeconds,
    resendAfterSeconds: sent?.resendAfterSeconds ?? base.resendAfterSeconds,
    sends: base.sends + 1,
  } satisfies OtpState
}

/** Delay functions are also called with an empty context (chart labels): never assume `otp`. */
export function resendCooldownMs(context: { otp?: OtpState | null }): number {
  return (context.otp?.resendAfterSeconds ?? chartOtpTiming.resendAfterSeconds) * 1000
}

export function otpExpiryMs(context: { otp?: OtpState | null }): number {
  return (context.otp?.expiresInSeconds ?? chartOtpTiming.expiresInSeconds) * 1000
}

/**
 * The rest of the code's life once the cool-down is over. The two timers run one after the other
 * (cool-down, then the rest of the expiry) rather than side by side: the code always outlives the
 * cool-down, and one timer at a time keeps every moment of the wait a single, testable state.
 */
export function expiryAfterCooldownMs(context: { otp?: OtpState | null }): number {
  return Math.max(0, otpExpiryMs(context) - resendCooldownMs(context))
}
