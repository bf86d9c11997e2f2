import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { Field, FormAlert, FormStatus } from './Field'
import { labelledResolver } from './form-kit'
import { labels, resetWithOtpSchema, type ResetWithOtpValues } from './schemas'
import { useCountdown } from './useCountdown'

interface Props {
  idPrefix: string
  sentTo: string
  sentMessage: string | null
  otpError?: string | undefined
  formError?: string | null | undefined
  pending: boolean
  canResend: boolean
  resendAfterSeconds: number
  sentAt: unknown
  onSubmit: (values: { otp: string; password: string }) => void
  onResend: () => void
}

/** The code sent to the mobile and the new password, together (000 §7 verify_otp_reset). */
export function ResetWithOtpForm(props: Props) {
  const { idPrefix, otpError } = props
  const form = useForm<ResetWithOtpValues>({
    resolver: labelledResolver(resetWithOtpSchema, {
      otp: labels.otp,
      password: labels.newPassword,
      confirmPassword: labels.confirmPassword,
    }),
    defaultValues: { otp: '', password: '', confirmPassword: '' },
  })
  const { setError } = form
  useEffect(() => {
    if (otpError) setError('otp', { type: 'server', message: otpError })
  }, [otpError, setError])
  const left = useCountdown(props.resendAfterSeconds, props.sentAt)
  const errors = form.formState.errors
  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={form.handleSubmit((v) => props.onSubmit({ otp: v.otp.trim(), password: v.password }))}
    >
      <p className="auth-note">Enter the 6-digit code we sent to {props.sentTo} and choose a new password.</p>
      <FormStatus message={props.sentMessage} />
      <Field
        id={`${idPrefix}-otp`}
        label={labels.otp}
        registration={form.register('otp')}
        error={errors.otp?.message}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
      />
      <Field
        id={`${idPrefix}-new-password`}
        label={labels.newPassword}
        type="password"
        registration={form.register('password')}
        error={errors.password?.message}
        hint="At least 8 characters."
        autoComplete="new-password"
      />
      <Field
        id={`${idPrefix}-confirm-password`}
        label={labels.confirmPassword}
        type="password"
        registration={form.register('confirmPassword')}
        error={errors.confirmPassword?.message}
        autoComplete="new-password"
      />
      <FormAlert message={props.formError} />
      <button type="submit" className="button auth-submit" disabled={props.pending}>
        {props.pending ? 'Resetting…' : 'Reset password'}
      </button>
      <div className="auth-resend">
        <button type="button" className="auth-link" disabled={!props.canResend} onClick={props.onResend}>
          Resend OTP
        </button>
        {!props.canResend && left > 0 && <span className="auth-hint">You can ask again in {left} s</span>}
      </div>
    </form>
  )
}
