/**
 * Step 3: each passenger (000 §5 types, ages, senior and insurance rules), the contact details and
 * GST details. react-hook-form + zod with the shared rules: errors appear beside the field; a
 * refusal from the server lands on the same fields; nothing typed is lost.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useMemo } from 'react'
import { useFieldArray, useForm, type Path } from 'react-hook-form'
import type { Booking } from '@contracts/checkout/booking'
import { DateField } from '~/components/forms/DateField'
import { FormAlert, SelectField, SubmitButton, TextField } from '~/components/forms/Field'
import { titleSchema } from '@contracts/accounts/rules'
import { isoToDisplay } from '~/lib/date-input'
import {
  formFieldOf,
  initialValues,
  toRequest,
  travellerFormSchema,
  type TravellerFormInput,
  type TravellerFormValues,
} from './traveller-form'
import type { AgeRules } from '@contracts/checkout/travellers'

export interface SavedTravellerOption {
  id: number
  title: string
  firstName: string
  lastName: string
  dateOfBirth: string | null
  passport?: { number: string; expiryDate: string; issuingCountry?: string | undefined }
}

export interface GstOption {
  id: number
  gstNumber: string
  companyName: string
}

const titleOptions = titleSchema.options.map((t) => ({ value: t, label: t }))
const typeWords = { ADULT: 'Adult', CHILD: 'Child', INFANT: 'Infant' } as const
const genderOptions = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
]

export function TravellerDetailsForm({
  booking,
  rules,
  viewer,
  saved,
  gstProfiles,
  pending,
  serverError,
  serverFields,
  onSubmit,
  onBack,
}: {
  booking: Booking
  rules: AgeRules
  viewer: { email?: string; phone?: string } | null
  saved: readonly SavedTravellerOption[]
  gstProfiles: readonly GstOption[]
  pending: boolean
  serverError: string | null
  serverFields: readonly { field: string; message: string }[]
  onSubmit: (body: ReturnType<typeof toRequest>) => void
  /** Back to the add-ons. */
  onBack: () => void
}) {
  const schema = useMemo(() => travellerFormSchema({ booking, rules, now: new Date() }), [booking, rules])
  const form = useForm<TravellerFormInput, unknown, TravellerFormValues>({
    resolver: zodResolver(schema),
    defaultValues: initialValues(booking, viewer),
    mode: 'onBlur',
  })
  const { fields } = useFieldArray({ control: form.control, name: 'travellers' })
  // The server's refusal, on the fields it names (its names are the form's, snake_case).
  useEffect(() => {
    for (const f of serverFields) {
      const name = formFieldOf(f.field)
      if (name) form.setError(name, { type: 'server', message: f.message }, { shouldFocus: true })
    }
  }, [serverFields, form])
  const gstWanted = form.watch('gst_wanted')
  const international = booking.offer.flight_type === 'INTERNATIONAL'
  let count = { ADULT: 0, CHILD: 0, INFANT: 0 }
  return (
    <form
      method="post"
      className="checkout-form"
      aria-label="Traveller details"
      noValidate
      onSubmit={form.handleSubmit((v) => onSubmit(toRequest(v)))}
    >
      <FormAlert message={serverError} />
      {fields.map((field, i) => {
        const type = field.type
        count = { ...count, [type]: count[type] + 1 }
        const heading = `${typeWords[type]} ${count[type]}`
        const base = `travellers.${i}` as const
        return (
          <fieldset key={field.id} className="checkout-traveller">
            <legend>
              {heading}
              <span className="checkout-muted">
                {type === 'ADULT'
                  ? ' (12 years or more)'
                  : type === 'CHILD'
                    ? ' (5 to 11 years)'
                    : ' (under 5 years)'}
              </span>
            </legend>
            {saved.length ? (
              <div className="form-field">
                <label htmlFor={`saved-${i}`}>Fill from saved travellers</label>
                <select
                  id={`saved-${i}`}
                  value={form.watch(`${base}.saved_traveller_id`)}
                  onChange={(e) => {
                    const t = saved.find((s) => String(s.id) === e.target.value)
                    form.setValue(`${base}.saved_traveller_id`, e.target.value)
                    if (!t) return
                    form.setValue(`${base}.title`, titleSchema.safeParse(t.title).data ?? 'Mr')
                    form.setValue(`${base}.first_name`, t.firstName, { shouldValidate: true })
                    form.setValue(`${base}.last_name`, t.lastName, { shouldValidate: true })
                    form.setValue(
                      `${base}.gender`,
                      ['Mrs', 'Ms', 'Miss'].includes(t.title) ? 'female' : 'male',
                    )
                    if (t.dateOfBirth)
                      form.setValue(`${base}.dob`, isoToDisplay(t.dateOfBirth), { shouldValidate: true })
                    if (t.passport) {
                      form.setValue(`${base}.passport_number`, t.passport.number)
                      form.setValue(`${base}.passport_expiry`, isoToDisplay(t.passport.expiryDate))
                      if (t.passport.issuingCountry)
                        form.setValue(`${base}.nationality`, t.passport.issuingCountry)
                    }
                  }}
                >
                  <option value="">Choose a saved traveller</option>
                  {saved.map((s) => (
                    <option key={s.id} value={String(s.id)}>
                      {s.firstName} {s.lastName}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
            <div className="field-row">
              <SelectField form={form} name={`${base}.title`} label="Title" options={titleOptions} />
              <TextField
                form={form}
                name={`${base}.first_name`}
                label="First name"
                input={{ autoComplete: 'off' }}
              />
              <TextField
                form={form}
                name={`${base}.last_name`}
                label="Last name"
                input={{ autoComplete: 'off' }}
              />
            </div>
            <div className="field-row">
              <SelectField form={form} name={`${base}.gender`} label="Gender" options={genderOptions} />
              <DateField
                form={form}
                name={`${base}.dob`}
                label="Date of birth"
                hint={
                  type === 'ADULT'
                    ? 'DD/MM/YYYY (needed for senior citizen fares and insurance)'
                    : 'DD/MM/YYYY'
                }
              />
            </div>
            {international ? (
              <div className="field-row">
                <TextField
                  form={form}
                  name={`${base}.passport_number`}
                  label="Passport number"
                  input={{ autoComplete: 'off' }}
                />
                <DateField form={form} name={`${base}.passport_expiry`} label="Passport expiry date" />
                <TextField
                  form={form}
                  name={`${base}.nationality`}
                  label="Nationality"
                  hint="2-letter country code, e.g. IN"
                  input={{ maxLength: 2 }}
                />
              </div>
            ) : null}
            {type === 'ADULT' ? (
              <CheckField
                form={form}
                name={`${base}.senior_citizen`}
                label="Travelling as a senior citizen"
              />
            ) : null}
            {booking.insurance_offered ? (
              <CheckField
                form={form}
                name={`${base}.insurance`}
                label={`Add travel insurance for this traveller (aged 1 to 70), ₹${Math.round(booking.insurance_price / 100)}`}
              />
            ) : null}
          </fieldset>
        )
      })}
      <fieldset className="checkout-contact">
        <legend>Contact details</legend>
        <p className="checkout-muted">The e-ticket and updates about this booking go here.</p>
        <div className="field-row">
          <TextField
            form={form}
            name="contact.email"
            label="E-mail"
            input={{ type: 'email', autoComplete: 'email' }}
          />
          <TextField
            form={form}
            name="contact.phone_number"
            label="Mobile number"
            input={{ type: 'tel', autoComplete: 'tel-national', inputMode: 'numeric' }}
          />
        </div>
      </fieldset>
      <fieldset className="checkout-gst">
        <legend>GST details (optional)</legend>
        <CheckField form={form} name="gst_wanted" label="Use a GST number for this booking" />
        {gstWanted ? (
          <>
            {gstProfiles.length ? (
              <div className="form-field">
                <label htmlFor="gst-profile">Your GST profiles</label>
                <select
                  id="gst-profile"
                  defaultValue=""
                  onChange={(e) => {
                    const p = gstProfiles.find((g) => String(g.id) === e.target.value)
                    if (!p) return
                    form.setValue('gst.gst_number', p.gstNumber, { shouldValidate: true })
                    form.setValue('gst.company_name', p.companyName, { shouldValidate: true })
                  }}
                >
                  <option value="">Choose a GST profile</option>
                  {gstProfiles.map((g) => (
                    <option key={g.id} value={String(g.id)}>
                      {g.companyName} ({g.gstNumber})
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
            <div className="field-row">
              <TextField
                form={form}
                name="gst.gst_number"
                label="GST number"
                input={{ autoComplete: 'off' }}
              />
              <TextField
                form={form}
                name="gst.company_name"
                label="Company name"
                input={{ autoComplete: 'organization' }}
              />
            </div>
          </>
        ) : null}
      </fieldset>
      <div className="checkout-actions">
        <button type="button" onClick={onBack} disabled={pending}>
          Back
        </button>
        <SubmitButton pending={pending} pendingText="Saving…">
          Continue to payment
        </SubmitButton>
      </div>
    </form>
  )
}

function CheckField({
  form,
  name,
  label,
}: {
  form: ReturnType<typeof useForm<TravellerFormInput>>
  name: Path<TravellerFormInput>
  label: string
}) {
  const id = `check-${name.replaceAll('.', '-')}`
  const error = name
    .split('.')
    .reduce<unknown>(
      (at, key) => (at && typeof at === 'object' ? Reflect.get(at, key) : undefined),
      form.formState.errors,
    )
  const message =
    error && typeof error === 'object' && 'message' in error && typeof error.message === 'string'
      ? error.message
      : null
  return (
    <div className="form-field form-check">
      <input
        type="checkbox"
        id={id}
        {...form.register(name)}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
      />
      <label htmlFor={id}>{label}</label>
      {message ? (
        <p id={`${id}-error`} className="field-error">
          {message}
        </p>
      ) : null}
    </div>
  )
}
