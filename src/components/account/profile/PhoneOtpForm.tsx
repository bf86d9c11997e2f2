import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { z } from 'zod'
import type { OtpState } from '@machines/accounts/otp'
import type { PhoneRef } from '@contracts/accounts/auth'
import { otpSchema } from '@contracts/accounts/rules'
import { FormAlert, FormStatus, SubmitButton, TextField } from '~/components/forms/Field'
import { useCountdown } from '~/components/forms/useCountdown'

const schema = z.object({ otp: otpSchema })

/**
 * The code sent to the new number. The machine says when a new code may be asked for
 * (`canResend`); the countdown only shows how long is left.
 */
export function PhoneOtpForm({
  phone,
  otp,
  otpError,
  formError,
  verifying,
  resending,
  canResend,
  onVerify,
  onResend,
  onChangeNumber,
  onCancel,
}: {
  phone: PhoneRef
  otp: OtpState
  otpError: string | undefined
  formError: string | null
  verifying: boolean
  resending: boolean
  canResend: boolean
  onVerify: (otp: string) => void
  onResend: () => void
  /** Back to the number (a typo in it): the flow offers it, as the sign-in panels do. */
  onChangeNumber: () => void
  onCancel: () => void
}) {
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { otp: '' } })
  const { setError, clearErrors } = form
  useEffect(() => {
    if (otpError) setError('otp', { type: 'server', message: otpError }, { shouldFocus: true })
    else clearErrors('otp')
  }, [otpError, setError, clearErrors])
  // Restarts with every code sent (otp.sends counts them).
  const left = useCountdown(otp.resendAfterSeconds, otp.sends)
  const waiting = !canResend && left > 0

  return (
    <form
      method="post"
      onSubmit={form.handleSubmit((d) => onVerify(d.otp))}
      noValidate
      aria-label="Verify mobile number"
    >
      <FormStatus
        message={`${otp.sends > 1 ? 'A new OTP is on its way. ' : ''}${otp.message} (+${phone.countryCode} ${phone.phoneNumber}).`}
      />
      <FormAlert message={formError} />
      <TextField
        form={form}
        name="otp"
        label="OTP"
        hint="The 6-digit code in the SMS."
        input={{ inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 }}
      />
      <div className="form-actions">
        <SubmitButton pending={verifying} pendingText="Verifying…">
          Verify
        </SubmitButton>
        <button
          type="button"
          className="button button-outline"
          onClick={onResend}
          disabled={!canResend || resending}
        >
          {waiting ? `Resend OTP in ${left} s` : resending ? 'Sending…' : 'Resend OTP'}
        </button>
        <button type="button" className="link-button" onClick={onChangeNumber}>
          Use another number
        </button>
        <button type="button" className="link-button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  )
}
