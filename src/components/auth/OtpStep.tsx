import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { FormAlert, FormStatus, SubmitButton, TextField } from '../forms/Field'
import { useCountdown } from '../forms/useCountdown'
import { labels, otpFormSchema, type OtpValues } from './schemas'

export interface OtpStepProps {
  idPrefix: string
  /** Where the code went, e.g. '+91 98765 43210'. */
  sentTo: string
  /** 000 §8 'OTP has been sent to your mobile number', from the service. */
  sentMessage: string | null
  /** The server's message for the otp field (000 §8 "OTP verify failure"). */
  otpError?: string | undefined
  /** A failure that is not about the code itself (rate limit, unavailable). */
  formError?: string | null | undefined
  verifying: boolean
  resending: boolean
  /** The machine allows a resend (its cool-down is over). */
  canResend: boolean
  /** Seconds of cool-down the service asked for; restarts when `sentAt` changes. */
  resendAfterSeconds: number
  sentAt: unknown
  onVerify: (otp: string) => void
  onResend: () => void
  /** Back to the previous step (e.g. to correct the number). */
  onChangeNumber?: () => void
  changeLabel?: string
}

/** The code sent by SMS: enter it, or ask again once the cool-down has passed (with a countdown). */
export function OtpStep(props: OtpStepProps) {
  const { idPrefix, otpError } = props
  const form = useForm<OtpValues>({
    resolver: zodResolver(otpFormSchema),
    defaultValues: { otp: '' },
  })
  const { setError, clearErrors, setFocus } = form
  useEffect(() => {
    if (otpError) {
      setError('otp', { type: 'server', message: otpError })
      setFocus('otp')
    } else clearErrors('otp')
  }, [otpError, setError, clearErrors, setFocus])

  const left = useCountdown(props.resendAfterSeconds, props.sentAt)
  const waiting = !props.canResend && left > 0

  return (
    <form
      method="post"
      className="auth-form"
      noValidate
      onSubmit={form.handleSubmit((v) => props.onVerify(v.otp.trim()))}
    >
      <p className="auth-note">Enter the 6-digit code we sent to {props.sentTo}.</p>
      <FormStatus message={props.sentMessage} />
      <TextField
        form={form}
        name="otp"
        id={`${idPrefix}-otp`}
        label={labels.otp}
        input={{ inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 }}
      />
      <FormAlert message={props.formError} />
      <SubmitButton pending={props.verifying} pendingText="Verifying…" wide>
        Verify OTP
      </SubmitButton>
      <div className="auth-resend">
        <button
          type="button"
          className="auth-link"
          disabled={!props.canResend || props.resending}
          onClick={props.onResend}
        >
          Resend OTP
        </button>
        {waiting && (
          <span className="auth-hint" aria-live="off">
            You can ask again in {left} s
          </span>
        )}
        {props.onChangeNumber && (
          <button type="button" className="auth-link" onClick={props.onChangeNumber}>
            {props.changeLabel ?? 'Change number'}
          </button>
        )}
      </div>
    </form>
  )
}
