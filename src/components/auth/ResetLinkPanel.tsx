import { Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { fieldMessage } from '../../../machines/accounts/failure'
import { useResetLink } from '~/flows/auth.flow'
import { Field, FormAlert } from './Field'
import { labelledResolver } from './form-kit'
import { labels, newPasswordSchema, type NewPasswordValues } from './schemas'

/** The page the reset e-mail links to: a new password for the link's token (000 §8 "Token verification"). */
export function ResetLinkPanel({ idPrefix, token }: { idPrefix: string; token: string }) {
  const [snapshot, send] = useResetLink(token)
  const { context } = snapshot
  const form = useForm<NewPasswordValues>({
    resolver: labelledResolver(newPasswordSchema, {
      password: labels.newPassword,
      confirmPassword: labels.confirmPassword,
    }),
    defaultValues: { password: '', confirmPassword: '' },
  })
  const passwordError = fieldMessage(context.fieldErrors, 'password')
  const { setError } = form
  useEffect(() => {
    if (passwordError) setError('password', { type: 'server', message: passwordError })
  }, [passwordError, setError])

  if (snapshot.matches('done')) {
    return (
      <div className="auth-form">
        <p role="status" className="auth-status">
          Your password has been changed.
        </p>
        <Link to="/sign-in" className="button auth-submit">
          Sign in
        </Link>
      </div>
    )
  }
  if (snapshot.matches('invalidToken')) {
    return (
      <div className="auth-form">
        <FormAlert message={context.error} />
        <Link to="/forgot-password">Ask for a new link</Link>
      </div>
    )
  }
  const errors = form.formState.errors
  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={form.handleSubmit((v) => send({ type: 'RESET_WITH_TOKEN', password: v.password }))}
    >
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
      <FormAlert message={passwordError ? null : context.error} />
      <button type="submit" className="button auth-submit" disabled={snapshot.matches('resetting')}>
        {snapshot.matches('resetting') ? 'Saving…' : 'Set new password'}
      </button>
    </form>
  )
}
