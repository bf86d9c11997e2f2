import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { FormAlert, SubmitButton, TextField } from '../forms/Field'
import { placeFieldErrors, type FieldError } from '../forms/server-errors'
import { labels, passwordSignInSchema, type PasswordSignInValues } from './schemas'

interface Props {
  idPrefix: string
  pending: boolean
  error: string | null
  fieldErrors: ReadonlyArray<FieldError>
  onSubmit: (values: { login: string; password: string }) => void
}

/** E-mail or mobile number and password. What was typed stays in the form after a refusal. */
export function PasswordSignInForm({ idPrefix, pending, error, fieldErrors, onSubmit }: Props) {
  const form = useForm<PasswordSignInValues>({
    resolver: zodResolver(passwordSignInSchema),
    defaultValues: { login: '', password: '' },
  })
  const { setError } = form
  useEffect(() => {
    const { placed } = placeFieldErrors(fieldErrors, ['login', 'password'], {
      email: 'login',
      phoneNumber: 'login',
    })
    for (const f of placed)
      setError(f.name === 'login' ? 'login' : 'password', { type: 'server', message: f.message })
  }, [fieldErrors, setError])
  return (
    <form
      method="post"
      className="auth-form"
      noValidate
      onSubmit={form.handleSubmit((v) => onSubmit({ login: v.login.trim(), password: v.password }))}
    >
      <TextField
        form={form}
        name="login"
        id={`${idPrefix}-login`}
        label={labels.login}
        input={{ autoComplete: 'username', inputMode: 'email' }}
      />
      <TextField
        form={form}
        name="password"
        id={`${idPrefix}-password`}
        label={labels.password}
        input={{ type: 'password', autoComplete: 'current-password' }}
      />
      <FormAlert message={error} />
      <SubmitButton pending={pending} pendingText="Signing in…" wide>
        Sign in
      </SubmitButton>
    </form>
  )
}
