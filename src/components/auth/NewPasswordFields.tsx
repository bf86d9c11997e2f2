import type { Path, UseFormReturn } from 'react-hook-form'
import { TextField } from '../forms/Field'
import { labels, type NewPasswordValues } from './schemas'

/**
 * The new password and its confirmation, for every form that sets one (the reset link's page and
 * the reset by mobile OTP): the same labels, hint, ids and autocomplete everywhere.
 */
export function NewPasswordFields<T extends NewPasswordValues>({
  form,
  idPrefix,
}: {
  form: UseFormReturn<T>
  idPrefix: string
}) {
  // Cast: TypeScript cannot resolve Path<T> for a generic T; the constraint T extends
  // NewPasswordValues guarantees both names are paths of every form this takes.
  const password = 'password' as Path<T>
  const confirmPassword = 'confirmPassword' as Path<T>
  return (
    <>
      <TextField
        form={form}
        name={password}
        id={`${idPrefix}-new-password`}
        label={labels.newPassword}
        hint="At least 8 characters."
        input={{ type: 'password', autoComplete: 'new-password' }}
      />
      <TextField
        form={form}
        name={confirmPassword}
        id={`${idPrefix}-confirm-password`}
        label={labels.confirmPassword}
        input={{ type: 'password', autoComplete: 'new-password' }}
      />
    </>
  )
}
