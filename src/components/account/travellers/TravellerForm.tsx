import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import {
  genderOptions,
  toTravellerBody,
  travellerFieldAliases,
  travellerFormFields,
  travellerFormSchema,
  type TravellerBody,
  type TravellerFormInput,
  type TravellerFormValues,
} from '~/lib/accounts/traveller-form'
import { DateField } from '~/components/forms/DateField'
import { FormAlert, SelectField, SubmitButton, TextField } from '~/components/forms/Field'
import { useServerErrors } from '~/components/forms/useServerErrors'
import { titleOptions } from '../titles'

export interface Country {
  isoCode: string
  name: string
}

export const emptyTraveller: TravellerFormInput = {
  title: 'Mr',
  firstName: '',
  lastName: '',
  gender: '',
  dateOfBirth: '',
  passportNumber: '',
  passportExpiry: '',
  issuingCountry: '',
}

/** Add or edit one saved traveller; `save` is the create or update call. */
export function TravellerForm({
  defaultValues,
  documentId,
  countries,
  save,
  submitText,
  pendingText,
  onSaved,
}: {
  defaultValues: TravellerFormInput
  documentId?: string | undefined
  countries: readonly Country[]
  save: (body: TravellerBody) => Promise<unknown>
  submitText: string
  pendingText: string
  onSaved: () => void | Promise<void>
}) {
  const form = useForm<TravellerFormInput, unknown, TravellerFormValues>({
    resolver: zodResolver(travellerFormSchema),
    defaultValues,
  })
  const errors = useServerErrors(form, travellerFormFields, travellerFieldAliases)
  const mutation = useMutation({
    mutationFn: (values: TravellerFormValues) => save(toTravellerBody(values, new Date(), documentId)),
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
      aria-label="Traveller"
    >
      <FormAlert message={errors.formMessage} />
      <div className="field-row">
        <SelectField form={form} name="title" label="Title" options={titleOptions} />
        <TextField form={form} name="firstName" label="First name" input={{ autoComplete: 'off' }} />
        <TextField form={form} name="lastName" label="Last name" input={{ autoComplete: 'off' }} />
      </div>
      <div className="field-row">
        <SelectField
          form={form}
          name="gender"
          label="Gender"
          options={genderOptions}
          placeholder="Choose"
          hint="Used with the date of birth to work out the fare type (senior citizen)."
        />
        <DateField
          form={form}
          name="dateOfBirth"
          label="Date of birth"
          hint="DD/MM/YYYY, from 1940 to today"
        />
      </div>
      <fieldset className="field-row plain">
        <legend>Passport (optional)</legend>
        <TextField
          form={form}
          name="passportNumber"
          label="Passport number"
          input={{ autoComplete: 'off' }}
        />
        <DateField form={form} name="passportExpiry" label="Passport expiry date" />
        <SelectField
          form={form}
          name="issuingCountry"
          label="Issuing country"
          placeholder="Choose"
          options={countries.map((c) => ({ value: c.isoCode, label: c.name }))}
        />
      </fieldset>
      <SubmitButton pending={mutation.isPending} pendingText={pendingText}>
        {submitText}
      </SubmitButton>
    </form>
  )
}
