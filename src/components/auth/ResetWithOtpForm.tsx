import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { FormAlert, FormStatus, SubmitButton, TextField } from '../forms/Field'
import { useCountdown } from '../forms/useCountdown'
import { NewPasswordFields } from './NewPasswordFields'
import { labels, resetWithOtpSchema, type ResetWithOtpValues } from './schemas'

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
    resolver: zodResolver(resetWithOtpSchema),
    defaultValues: { otp: '', password: '', confirmPassword: '' },
  })
  const { setError, clearErrors } = form
  useEffect(() => {
    if (otpError) setError('otp', { type: 'server', message: otpError })
    else clearErrors('otp')
  }, [otpError, setError, clearErrors])
  const left = useCountdown(props.resendAfterSeconds, props.sentAt)
  return (
    <form
      method="post"
      className="auth-form"
      noValidate
      onSubmit={form.handleSubmit((v) => props.onSubmit({ otp: v.otp.trim(), password: v.password }))}
    >
      <p className="auth-note">Enter the 6-digit code we sent to {props.sentTo} and choose a new password.</p>
      <FormStatus message={props.sentMessage} />
      <TextField
        form={form}
        name="otp"
        id={`${idPrefix}-otp`}
        label={labels.otp}
        input={{ inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 }}
      />
      <NewPasswordFields form={form} idPrefix={idPrefix} />
      <FormAlert message={props.formError} />
      <SubmitButton pending={props.pending} pendingText="Resetting…" wide>
        Reset password
      </SubmitButton>
      <div className="auth-resend">
        <button type="button" className="auth-link" disabled={!props.canResend} onClick={props.onResend}>
          Resend OTP
        </button>
        {!props.canResend && left > 0 && <span className="auth-hint">You can ask again in {left} s</span>}
      </div>
    </form>
  )
}
