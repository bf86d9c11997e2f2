/**
 * How the OTP step (machines/accounts/otp-wait.ts, the page's OtpStep panel) is seen in the store,
 * shared by the bindings of the machines that run it on the /sign-in and /sign-up pages: the code
 * form, the resend button and its cool-down, the expiry notice. `flow` is the page's `data-flow`.
 */
import type { Check, Target } from '../lib/binding'

export const main: Target = { role: 'main' }
export const resendButton: Target = { role: 'button', name: 'Resend OTP', within: main }
export const expiredNotice: Target = { text: 'This OTP has expired. Ask for a new one.' }

export function otpStepStates(flow: string): Record<string, Check[]> {
  const flowIs = (state: string): Check => ({ flowState: state, flow })
  return {
    'awaitingOtp.code.entering': [
      { visible: { role: 'button', name: 'Verify OTP', within: main }, enabled: true },
    ],
    'awaitingOtp.code.verifying': [
      { visible: { role: 'button', name: 'Verifying…', within: main }, enabled: false },
    ],
    'awaitingOtp.resend.coolingDown': [
      { visible: { text: /^You can ask again in \d+ s$/ } },
      { visible: resendButton, enabled: false },
    ],
    'awaitingOtp.resend.ready': [{ visible: resendButton, enabled: true }, { hidden: expiredNotice }],
    'awaitingOtp.resend.expired': [{ visible: expiredNotice }, { visible: resendButton, enabled: true }],
    'awaitingOtp.resend.sending.codeValid': [
      flowIs('awaitingOtp.resend.sending.codeValid'),
      { visible: resendButton, enabled: false },
      { hidden: expiredNotice },
    ],
    'awaitingOtp.resend.sending.codeExpired': [
      flowIs('awaitingOtp.resend.sending.codeExpired'),
      { visible: resendButton, enabled: false },
      { visible: expiredNotice },
    ],
  }
}
