import { Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { fieldMessage } from '@machines/accounts/failure'
import { useResetLink } from '~/flows/accounts/auth.flow'
import { zodResolver } from '@hookform/resolvers/zod'
import { FormAlert, FormStatus, SubmitButton } from '../forms/Field'
import { NewPasswordFields } from './NewPasswordFields'
import { newPasswordSchema, type NewPasswordValues } from './schemas'

/** The page the reset e-mail links to: a new password for the link's token (000 §8 "Token verification"). */
export function ResetLinkPanel({ idPrefix, token }: { idPrefix: string; token: string }) {
  const [snapshot, send] = useResetLink(token)
  const { context } = snapshot
  const form = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
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
        <FormStatus message="Your password has been changed." />
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
  return (
    <form
      method="post"
      className="auth-form"
      noValidate
      onSubmit={form.handleSubmit((v) => send({ type: 'RESET_WITH_TOKEN', password: v.password }))}
    >
      <NewPasswordFields form={form} idPrefix={idPrefix} />
      <FormAlert message={passwordError ? null : context.error} />
      <SubmitButton pending={snapshot.matches('resetting')} pendingText="Saving…" wide>
        Set new password
      </SubmitButton>
    </form>
  )
}
