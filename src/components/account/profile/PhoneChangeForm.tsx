import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { z } from 'zod'
import type { FieldError } from '@contracts/accounts/auth'
import { countryCodeSchema, phoneNumberSchema } from '@contracts/accounts/rules'
import { FormAlert, SubmitButton, TextField } from '~/components/forms/Field'
import { placeFieldErrors } from '~/components/forms/server-errors'

const aliases = { phone_number: 'phoneNumber', country_code: 'countryCode' }
const schema = z.object({ countryCode: countryCodeSchema, phoneNumber: phoneNumberSchema })
const fields = ['countryCode', 'phoneNumber'] as const

/** The new number; the flow sends the code. What was typed stays after a refusal. */
export function PhoneChangeForm({
  defaultCountryCode,
  pending,
  fieldErrors,
  formError,
  onSubmit,
  onCancel,
}: {
  defaultCountryCode: string
  pending: boolean
  fieldErrors: readonly FieldError[]
  formError: string | null
  onSubmit: (phone: { phoneNumber: string; countryCode: string }) => void
  onCancel: () => void
}) {
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { countryCode: defaultCountryCode, phoneNumber: '' },
  })
  const { placed, unplaced } = placeFieldErrors(fieldErrors, fields, aliases)
  const { setError } = form
  // A refusal from the flow lands on its field (and focuses it) once, when the flow records it.
  useEffect(() => {
    for (const f of placeFieldErrors(fieldErrors, fields, aliases).placed) {
      const name = fields.find((n) => n === f.name)
      if (name) setError(name, { type: 'server', message: f.message }, { shouldFocus: true })
    }
  }, [fieldErrors, setError])
  return (
    <form
      method="post"
      onSubmit={form.handleSubmit((d) => onSubmit(d))}
      noValidate
      aria-label="Change mobile number"
    >
      <FormAlert message={placed.length > 0 && unplaced.length === 0 ? null : formError} />
      <div className="field-row">
        <TextField
          form={form}
          name="countryCode"
          label="Country code"
          input={{ inputMode: 'tel', autoComplete: 'tel-country-code', size: 5 }}
        />
        <TextField
          form={form}
          name="phoneNumber"
          label="New mobile number"
          input={{ inputMode: 'numeric', autoComplete: 'tel-national' }}
        />
      </div>
      <div className="form-actions">
        <SubmitButton pending={pending} pendingText="Sending OTP…">
          Send OTP
        </SubmitButton>
        <button type="button" className="button button-outline" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  )
}
