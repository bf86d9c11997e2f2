import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { FormAlert, SubmitButton, TextField } from '../forms/Field'
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
    resolver: zodResolver(phoneSchema),
    defaultValues: { phoneNumber: props.defaultPhone ?? '' },
  })
  const { setError } = form
  useEffect(() => {
    if (phoneError) setError('phoneNumber', { type: 'server', message: phoneError })
  }, [phoneError, setError])
  return (
    <form
      method="post"
      className="auth-form"
      noValidate
      onSubmit={form.handleSubmit((v) => props.onSubmit(v.phoneNumber.replace(/[\s-]/g, '')))}
    >
      <TextField
        form={form}
        name="phoneNumber"
        id={`${idPrefix}-phone`}
        label={labels.phoneNumber}
        hint="10 digits, India (+91)"
        input={{ type: 'tel', autoComplete: 'tel-national', inputMode: 'tel' }}
      />
      <FormAlert message={props.formError} />
      <SubmitButton pending={props.pending} pendingText={props.pendingLabel} wide>
        {props.submitLabel}
      </SubmitButton>
    </form>
  )
}
