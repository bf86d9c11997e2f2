import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { Field, FormAlert } from './Field'
import { labelledResolver } from './form-kit'
import { labels, phoneSchema, type PhoneValues } from './schemas'

interface Props {
  idPrefix: string
  pending: boolean
  /** The server's message for the number (000 §8: shown under the field). */
  phoneError?: string | undefined
  formError?: string | null | undefined
  defaultPhone?: string
  submitLabel: string
  pendingLabel: string
  onSubmit: (phoneNumber: string) => void
}

/** A 10-digit Indian mobile number (+91), then an action (send an OTP, reset, confirm). */
export function PhoneForm(props: Props) {
  const { idPrefix, phoneError } = props
  const form = useForm<PhoneValues>({
    resolver: labelledResolver(phoneSchema, { phoneNumber: labels.phoneNumber }),
    defaultValues: { phoneNumber: props.defaultPhone ?? '' },
  })
  const { setError } = form
  useEffect(() => {
    if (phoneError) setError('phoneNumber', { type: 'server', message: phoneError })
  }, [phoneError, setError])
  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={form.handleSubmit((v) => props.onSubmit(v.phoneNumber.replace(/[\s-]/g, '')))}
    >
      <Field
        id={`${idPrefix}-phone`}
        label={labels.phoneNumber}
        type="tel"
        registration={form.register('phoneNumber')}
        error={form.formState.errors.phoneNumber?.message}
        hint="10 digits, India (+91)"
        autoComplete="tel-national"
        inputMode="tel"
      />
      <FormAlert message={props.formError} />
      <button type="submit" className="button auth-submit" disabled={props.pending}>
        {props.pending ? props.pendingLabel : props.submitLabel}
      </button>
    </form>
  )
}
