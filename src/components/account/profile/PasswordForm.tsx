import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { z } from 'zod'
import { passwordSchema } from '@contracts/accounts/rules'
import { useChangePasswordMutation } from '~/flows/accounts/account.mutations'
import { useSnackbar } from '~/components/overlays/Snackbar'
import { FormAlert, SubmitButton, TextField } from '~/components/forms/Field'
import { useServerErrors } from '~/components/forms/useServerErrors'

export const passwordChangeSchema = z
  .object({
    currentPassword: z.string().min(1, 'is required'),
    password: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'does not match the new password',
    path: ['confirmPassword'],
  })
const fields = ['currentPassword', 'password', 'confirmPassword'] as const

/** A password change keeps this session (the service hands back a new token) and ends the others. */
export function PasswordForm() {
  const { show } = useSnackbar()
  const form = useForm({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  })
  const errors = useServerErrors(form, fields, { current_password: 'currentPassword' })
  const mutation = useChangePasswordMutation({
    onMutate: errors.clear,
    onError: errors.onError,
    onSuccess: () => {
      form.reset()
      show('Your password is changed. Other devices are signed out.')
    },
  })
  return (
    <form
      method="post"
      className="account-form"
      onSubmit={form.handleSubmit(({ currentPassword, password }) =>
        mutation.mutate({ currentPassword, password }),
      )}
      noValidate
      aria-labelledby="password-heading"
    >
      <h2 id="password-heading">Password</h2>
      <FormAlert message={errors.formMessage} />
      <TextField
        form={form}
        name="currentPassword"
        label="Current password"
        input={{ type: 'password', autoComplete: 'current-password' }}
      />
      <TextField
        form={form}
        name="password"
        label="New password"
        hint="8 to 128 characters."
        input={{ type: 'password', autoComplete: 'new-password' }}
      />
      <TextField
        form={form}
        name="confirmPassword"
        label="Confirm new password"
        input={{ type: 'password', autoComplete: 'new-password' }}
      />
      <SubmitButton pending={mutation.isPending} pendingText="Changing…">
        Change password
      </SubmitButton>
    </form>
  )
}
