import { useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import {
  gstFieldAliases,
  gstFormFields,
  gstFormSchema,
  toGstBody,
  type GstBody,
  type GstFormInput,
  type GstFormValues,
} from '~/lib/accounts/gst-form'
import { FormAlert, SubmitButton, TextField } from '~/components/forms/Field'
import { useServerErrors } from '~/components/forms/useServerErrors'
import { GstStateHint } from './GstStateHint'

/** Add or edit a GST profile (a sub-terminal of the customer's travel company). */
export function GstProfileForm({
  label,
  defaultValues,
  save,
  submitText,
  onSaved,
  onCancel,
}: {
  label: string
  defaultValues: GstFormInput
  save: (body: GstBody) => Promise<unknown>
  submitText: string
  onSaved: () => void | Promise<void>
  onCancel?: () => void
}) {
  const form = useForm<GstFormInput, unknown, GstFormValues>({
    resolver: zodResolver(gstFormSchema),
    defaultValues,
  })
  const gstNumber = useWatch({ control: form.control, name: 'gstNumber' })
  const errors = useServerErrors(form, gstFormFields, gstFieldAliases)
  const mutation = useMutation({
    mutationFn: (v: GstFormValues) => save(toGstBody(v)),
    onMutate: errors.clear,
    onError: errors.onError,
    onSuccess: onSaved,
  })
  return (
    <form
      method="post"
      className="account-form"
      onSubmit={form.handleSubmit((v) => mutation.mutate(v))}
      noValidate
      aria-label={label}
    >
      <h2>{label}</h2>
      <FormAlert message={errors.formMessage} />
      <div className="field-row">
        <TextField form={form} name="subTerminalName" label="Profile name" hint="For you, e.g. Head office" />
        <TextField
          form={form}
          name="companyName"
          label="Company name"
          input={{ autoComplete: 'organization' }}
        />
      </div>
      <div className="field-row">
        <TextField
          form={form}
          name="gstNumber"
          label="GST number"
          hint={<GstStateHint gstNumber={gstNumber} />}
          input={{ autoCapitalize: 'characters', maxLength: 15, spellCheck: false }}
        />
      </div>
      <div className="field-row">
        <TextField
          form={form}
          name="email"
          label="Company e-mail"
          input={{ type: 'email', autoComplete: 'email' }}
        />
        <TextField
          form={form}
          name="phoneNumber"
          label="Company phone"
          input={{ inputMode: 'numeric', autoComplete: 'tel-national' }}
        />
      </div>
      <div className="field-row">
        <TextField
          form={form}
          name="addressLine1"
          label="Address line 1"
          input={{ autoComplete: 'address-line1' }}
        />
        <TextField
          form={form}
          name="addressLine2"
          label="Address line 2 (optional)"
          input={{ autoComplete: 'address-line2' }}
        />
      </div>
      <div className="field-row">
        <TextField form={form} name="cityId" label="City" input={{ autoComplete: 'address-level2' }} />
        <TextField
          form={form}
          name="zipCode"
          label="PIN code"
          input={{ inputMode: 'numeric', autoComplete: 'postal-code', maxLength: 6 }}
        />
      </div>
      <div className="form-actions">
        <SubmitButton pending={mutation.isPending} pendingText="Saving…">
          {submitText}
        </SubmitButton>
        {onCancel && (
          <button type="button" className="button button-outline" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  )
}
