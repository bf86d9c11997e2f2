import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import type { SignUpDetails } from '../../../machines/accounts/types'
import { Field, FormAlert, SelectField } from './Field'
import { labelledResolver, placeFieldErrors, type FieldError } from './form-kit'
import { labels, signUpSchema, titles, type SignUpValues } from './schemas'

const names = ['title', 'firstName', 'lastName', 'email', 'phoneNumber', 'password'] as const

interface Props {
  idPrefix: string
  /** What the machine keeps: coming back from the OTP step shows everything as it was typed. */
  details: SignUpDetails
  pending: boolean
  pendingLabel: string
  error: string | null
  fieldErrors: ReadonlyArray<FieldError>
  /** The e-mail or number changed after a code was sent: a new code will be sent. */
  changed: boolean
  onSubmit: (details: SignUpDetails) => void
}

export function SignUpDetailsForm({
  idPrefix,
  details,
  pending,
  pendingLabel,
  error,
  fieldErrors,
  changed,
  onSubmit,
}: Props) {
  const form = useForm<SignUpValues>({
    resolver: labelledResolver(signUpSchema, {
      title: labels.title,
      firstName: labels.firstName,
      lastName: labels.lastName,
      email: labels.email,
      phoneNumber: labels.phoneNumber,
      password: labels.password,
    }),
    defaultValues: {
      title: details.title,
      firstName: details.firstName,
      lastName: details.lastName,
      email: details.email,
      phoneNumber: details.phoneNumber,
      password: details.password,
    },
  })
  const { setError } = form
  const { placed, unplaced } = placeFieldErrors(fieldErrors, names)
  useEffect(() => {
    for (const f of placeFieldErrors(fieldErrors, names).placed) {
      const name = names.find((n) => n === f.name)
      if (name) setError(name, { type: 'server', message: f.message })
    }
  }, [fieldErrors, setError])
  const errors = form.formState.errors
  const id = (name: string) => `${idPrefix}-${name}`
  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={form.handleSubmit((v) =>
        onSubmit({
          title: v.title,
          firstName: v.firstName.trim(),
          lastName: v.lastName.trim(),
          email: v.email.trim(),
          phoneNumber: v.phoneNumber.replace(/[\s-]/g, ''),
          countryCode: details.countryCode,
          password: v.password,
        }),
      )}
    >
      <div className="auth-row">
        <SelectField
          id={id('title')}
          label={labels.title}
          registration={form.register('title')}
          options={titles}
          error={errors.title?.message}
        />
        <Field
          id={id('first-name')}
          label={labels.firstName}
          registration={form.register('firstName')}
          error={errors.firstName?.message}
          autoComplete="given-name"
        />
      </div>
      <Field
        id={id('last-name')}
        label={labels.lastName}
        registration={form.register('lastName')}
        error={errors.lastName?.message}
        autoComplete="family-name"
      />
      <Field
        id={id('email')}
        label={labels.email}
        type="email"
        registration={form.register('email')}
        error={errors.email?.message}
        autoComplete="email"
      />
      <Field
        id={id('phone')}
        label={labels.phoneNumber}
        type="tel"
        registration={form.register('phoneNumber')}
        error={errors.phoneNumber?.message}
        hint="10 digits, India (+91). We send a code to confirm it."
        autoComplete="tel-national"
        inputMode="tel"
      />
      <Field
        id={id('password')}
        label={labels.password}
        type="password"
        registration={form.register('password')}
        error={errors.password?.message}
        hint="At least 8 characters."
        autoComplete="new-password"
      />
      {changed && (
        <p className="auth-hint">You changed your e-mail or mobile number: we will send a new code.</p>
      )}
      <FormAlert message={placed.length > 0 && unplaced.length === 0 ? null : error} />
      <button type="submit" className="button auth-submit" disabled={pending}>
        {pending ? pendingLabel : 'Create account'}
      </button>
    </form>
  )
}
