import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { FormAlert, SubmitButton, TextField } from '../forms/Field'
import { forgotByEmailSchema, labels, type ForgotByEmailValues } from './schemas'

interface Props {
  idPrefix: string
  defaultEmail: string
  pending: boolean
  emailError?: string | undefined
  formError: string | null
  onSubmit: (email: string) => void
}

/** The e-mail of the account, to send a reset link to. */
export function EmailForm({ idPrefix, defaultEmail, pending, emailError, formError, onSubmit }: Props) {
  const form = useForm<ForgotByEmailValues>({
    resolver: zodResolver(forgotByEmailSchema),
    defaultValues: { email: defaultEmail },
  })
  const { setError } = form
  useEffect(() => {
    if (emailError) setError('email', { type: 'server', message: emailError })
  }, [emailError, setError])
  return (
    <form
      method="post"
      className="auth-form"
      noValidate
      onSubmit={form.handleSubmit((v) => onSubmit(v.email.trim()))}
    >
      <TextField
        form={form}
        name="email"
        id={`${idPrefix}-email`}
        label={labels.email}
        input={{ type: 'email', autoComplete: 'email' }}
      />
      <FormAlert message={formError} />
      <SubmitButton pending={pending} pendingText="Sending…" wide>
        Send reset link
      </SubmitButton>
    </form>
  )
}
