/** The guests form's fields: contact, a lead guest per room, PAN, special request, PAYBACK, terms. */
import type { ReactNode } from 'react'
import { hotelMessages } from '@contracts/hotels/messages'
import type { GuestsFormErrors, GuestsFormValues } from './guests-form'

const TITLES = ['Mr', 'Mrs', 'Ms', 'Miss', 'Mstr', 'Dr'] as const

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string
  label: string
  error: string | undefined
  children: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode
}) {
  const domId = `hotel-${id.replaceAll('.', '-')}`
  return (
    <div className="form-field">
      <label htmlFor={domId}>{label}</label>
      {children({
        id: domId,
        ...(error ? { 'aria-invalid': true as const, 'aria-describedby': `${domId}-error` } : {}),
      })}
      {error ? (
        <p id={`${domId}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  )
}

export function GuestsFields({
  values: v,
  errors,
  onChange,
  panRequired,
  promoApplied,
}: {
  values: GuestsFormValues
  errors: GuestsFormErrors
  onChange: (next: GuestsFormValues) => void
  panRequired: boolean
  promoApplied: boolean
}) {
  const setContact = (k: keyof GuestsFormValues['contact'], value: string) =>
    onChange({ ...v, contact: { ...v.contact, [k]: value } })
  const setGuest = (i: number, k: keyof GuestsFormValues['guests'][number], value: string) =>
    onChange({ ...v, guests: v.guests.map((g, j) => (j === i ? { ...g, [k]: value } : g)) })
  const title = (id: string, value: string, set: (s: string) => void) => (
    <Field id={id} label="Title" error={errors[id]}>
      {(p) => (
        <select {...p} value={value} onChange={(e) => set(e.target.value)}>
          <option value="">Choose</option>
          {TITLES.map((t) => (
            <option key={t}>{t}</option>
          ))}
        </select>
      )}
    </Field>
  )
  return (
    <>
      <fieldset>
        <legend>Contact details</legend>
        <div className="hotel-row">
          {title('contact.title', v.contact.title, (s) => setContact('title', s))}
          <Field id="contact.name" label="First name" error={errors['contact.name']}>
            {(p) => (
              <input
                {...p}
                autoComplete="given-name"
                value={v.contact.name}
                onChange={(e) => setContact('name', e.target.value)}
              />
            )}
          </Field>
          <Field id="contact.surname" label="Last name" error={errors['contact.surname']}>
            {(p) => (
              <input
                {...p}
                autoComplete="family-name"
                value={v.contact.surname}
                onChange={(e) => setContact('surname', e.target.value)}
              />
            )}
          </Field>
        </div>
        <div className="hotel-row">
          <Field id="contact.email" label="E-mail" error={errors['contact.email']}>
            {(p) => (
              <input
                {...p}
                type="email"
                autoComplete="email"
                value={v.contact.email}
                onChange={(e) => setContact('email', e.target.value)}
              />
            )}
          </Field>
          <Field id="contact.phone" label="Mobile number" error={errors['contact.phone']}>
            {(p) => (
              <input
                {...p}
                type="tel"
                autoComplete="tel-national"
                value={v.contact.phone}
                onChange={(e) => setContact('phone', e.target.value)}
              />
            )}
          </Field>
        </div>
      </fieldset>
      {v.guests.map((g, i) => (
        <fieldset key={i}>
          <legend>Lead guest, room {i + 1}</legend>
          <div className="hotel-row">
            {title(`guests.${i}.title`, g.title, (s) => setGuest(i, 'title', s))}
            <Field
              id={`guests.${i}.name`}
              label={`Room ${i + 1} guest first name`}
              error={errors[`guests.${i}.name`]}
            >
              {(p) => <input {...p} value={g.name} onChange={(e) => setGuest(i, 'name', e.target.value)} />}
            </Field>
            <Field
              id={`guests.${i}.surname`}
              label={`Room ${i + 1} guest last name`}
              error={errors[`guests.${i}.surname`]}
            >
              {(p) => (
                <input {...p} value={g.surname} onChange={(e) => setGuest(i, 'surname', e.target.value)} />
              )}
            </Field>
          </div>
        </fieldset>
      ))}
      {panRequired ? (
        <Field id="pan" label="PAN of the lead guest" error={errors.pan}>
          {(p) => (
            <input
              {...p}
              placeholder="AAAAA9999A"
              autoComplete="off"
              value={v.pan}
              onChange={(e) => onChange({ ...v, pan: e.target.value.toUpperCase() })}
            />
          )}
        </Field>
      ) : null}
      <Field id="specialRequests" label="Special request (optional)" error={errors.specialRequests}>
        {(p) => (
          <textarea
            {...p}
            maxLength={500}
            value={v.specialRequests}
            onChange={(e) => onChange({ ...v, specialRequests: e.target.value })}
          />
        )}
      </Field>
      <fieldset>
        <legend>PAYBACK points (optional)</legend>
        {promoApplied ? <p className="checkout-muted">{hotelMessages.promoAndPoints}</p> : null}
        <div className="hotel-row">
          <Field id="paybackNumber" label="PAYBACK mobile or card number" error={errors.paybackNumber}>
            {(p) => (
              <input
                {...p}
                inputMode="numeric"
                value={v.paybackNumber}
                onChange={(e) => onChange({ ...v, paybackNumber: e.target.value })}
              />
            )}
          </Field>
          <Field id="paybackPin" label="PAYBACK PIN" error={errors.paybackPin}>
            {(p) => (
              <input
                {...p}
                type="password"
                inputMode="numeric"
                value={v.paybackPin}
                onChange={(e) => onChange({ ...v, paybackPin: e.target.value })}
              />
            )}
          </Field>
        </div>
      </fieldset>
      <div className="form-field">
        <label>
          <input
            id="hotel-terms"
            type="checkbox"
            checked={v.terms}
            aria-invalid={errors.terms ? true : undefined}
            aria-describedby={errors.terms ? 'hotel-terms-error' : undefined}
            onChange={(e) => onChange({ ...v, terms: e.target.checked })}
          />{' '}
          I accept the terms and conditions and the hotel's cancellation policy
        </label>
        {errors.terms ? (
          <p id="hotel-terms-error" className="field-error">
            {errors.terms}
          </p>
        ) : null}
      </div>
    </>
  )
}
