import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import type { Viewer } from '@contracts/accounts/viewer'
import { nameSchema, titleSchema } from '@contracts/accounts/rules'
import { useUpdateProfileMutation } from '~/flows/accounts/account.mutations'
import { viewerQueryOptions } from '~/flows/accounts/auth.queries'
import { useSnackbar } from '~/components/overlays/Snackbar'
import { FormAlert, SelectField, SubmitButton, TextField } from '~/components/forms/Field'
import { useServerErrors } from '~/components/forms/useServerErrors'
import { titleOptions } from '../titles'

const schema = z.object({ title: titleSchema, firstName: nameSchema, lastName: nameSchema })
const fields = ['title', 'firstName', 'lastName'] as const

export function NameForm({ viewer }: { viewer: Viewer }) {
  const queryClient = useQueryClient()
  const { show } = useSnackbar()
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: {
      title: titleSchema.safeParse(viewer.title).data ?? 'Mr',
      firstName: viewer.firstName,
      lastName: viewer.lastName,
    },
  })
  const errors = useServerErrors(form, fields, { first_name: 'firstName', last_name: 'lastName' })
  const mutation = useUpdateProfileMutation({
    onMutate: errors.clear,
    onError: errors.onError,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: viewerQueryOptions().queryKey })
      show('Your name is saved.')
    },
  })
  return (
    <form
      method="post"
      className="account-form"
      onSubmit={form.handleSubmit((d) => mutation.mutate(d))}
      noValidate
      aria-labelledby="name-heading"
    >
      <h2 id="name-heading">Your name</h2>
      <FormAlert message={errors.formMessage} />
      <div className="field-row">
        <SelectField form={form} name="title" label="Title" options={titleOptions} />
        <TextField form={form} name="firstName" label="First name" input={{ autoComplete: 'given-name' }} />
        <TextField form={form} name="lastName" label="Last name" input={{ autoComplete: 'family-name' }} />
      </div>
      <p className="field-static">
        <span className="field-static-label">E-mail</span> {viewer.email}
      </p>
      <SubmitButton pending={mutation.isPending} pendingText="Saving…">
        Save name
      </SubmitButton>
    </form>
  )
}
