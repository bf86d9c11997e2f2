import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { Field, FormAlert } from './Field'
import { labelledResolver } from './form-kit'
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
    resolver: labelledResolver(forgotByEmailSchema, { email: labels.email }),
    defaultValues: { email: defaultEmail },
  })
  const { setError } = form
  useEffect(() => {
    if (emailError) setError('email', { type: 'server', message: emailError })
  }, [emailError, setError])
  return (
    <form className="auth-form" noValidate onSubmit={form.handleSubmit((v) => onSubmit(v.email.trim()))}>
      <Field
        id={`${idPrefix}-email`}
        label={labels.email}
        type="email"
        registration={form.register('email')}
        error={form.formState.errors.email?.message}
        autoComplete="email"
      />
      <FormAlert message={formError} />
      <button type="submit" className="button auth-submit" disabled={pending}>
        {pending ? 'Sending…' : 'Send reset link'}
      </button>
    </form>
  )
}
