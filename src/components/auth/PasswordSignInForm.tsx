import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { Field, FormAlert } from './Field'
import { labelledResolver, placeFieldErrors, type FieldError } from './form-kit'
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
    resolver: labelledResolver(passwordSignInSchema, { login: labels.login, password: labels.password }),
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
  const errors = form.formState.errors
  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={form.handleSubmit((v) => onSubmit({ login: v.login.trim(), password: v.password }))}
    >
      <Field
        id={`${idPrefix}-login`}
        label={labels.login}
        registration={form.register('login')}
        error={errors.login?.message}
        autoComplete="username"
        inputMode="email"
      />
      <Field
        id={`${idPrefix}-password`}
        label={labels.password}
        type="password"
        registration={form.register('password')}
        error={errors.password?.message}
        autoComplete="current-password"
      />
      <FormAlert message={error} />
      <button type="submit" className="button auth-submit" disabled={pending}>
        {pending ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  )
}
