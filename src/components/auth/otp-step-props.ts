import type { OtpState } from '@machines/accounts/otp'
import type { FieldError } from '@contracts/accounts/auth'
import { fieldMessage } from '@machines/accounts/failure'

/** What the OTP steps read from any machine that waits for a code (sign-in, sign-up, phone confirmation). */
export interface OtpWaitSnapshot {
  context: { error: string | null; fieldErrors: readonly FieldError[] }
  hasTag: (tag: 'otpExpired' | 'canResend') => boolean
}

/** The events every OTP-waiting machine takes from the code form. */
export type OtpWaitSend = (event: { type: 'SUBMIT_OTP'; otp: string } | { type: 'RESEND' }) => void

/**
 * The code's own message (000 §8 "OTP verify failure") goes on the field; an expired code or a
 * failure that is not about the code (rate limit, unavailable) goes above the button, never both.
 */
export function otpFailure(snapshot: OtpWaitSnapshot): {
  otpError: string | undefined
  formError: string | null
} {
  const otpError = fieldMessage(snapshot.context.fieldErrors, 'otp')
  const formError = snapshot.hasTag('otpExpired')
    ? 'This OTP has expired. Ask for a new one.'
    : otpError
      ? null
      : snapshot.context.error
  return { otpError, formError }
}

/** The OtpStep props that come straight from an OTP-waiting machine: the code sent, the errors, resend and verify. */
export function otpWaitProps(snapshot: OtpWaitSnapshot, send: OtpWaitSend, otp: OtpState) {
  return {
    ...otpFailure(snapshot),
    sentMessage: otp.message,
    resendAfterSeconds: otp.resendAfterSeconds,
    sentAt: otp.sends,
    canResend: snapshot.hasTag('canResend'),
    onVerify: (code: string) => send({ type: 'SUBMIT_OTP', otp: code }),
    onResend: () => send({ type: 'RESEND' }),
  }
}
