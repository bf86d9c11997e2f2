import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import type { SignUpDetails } from '@contracts/accounts/auth'
import { zodResolver } from '@hookform/resolvers/zod'
import { FormAlert, SelectField, SubmitButton, TextField } from '../forms/Field'
import { placeFieldErrors, type FieldError } from '../forms/server-errors'
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
    resolver: zodResolver(signUpSchema),
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
  const id = (name: string) => `${idPrefix}-${name}`
  return (
    <form
      method="post"
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
        <SelectField form={form} name="title" id={id('title')} label={labels.title} options={titles} />
        <TextField
          form={form}
          name="firstName"
          id={id('first-name')}
          label={labels.firstName}
          input={{ autoComplete: 'given-name' }}
        />
      </div>
      <TextField
        form={form}
        name="lastName"
        id={id('last-name')}
        label={labels.lastName}
        input={{ autoComplete: 'family-name' }}
      />
      <TextField
        form={form}
        name="email"
        id={id('email')}
        label={labels.email}
        input={{ type: 'email', autoComplete: 'email' }}
      />
      <TextField
        form={form}
        name="phoneNumber"
        id={id('phone')}
        label={labels.phoneNumber}
        hint="10 digits, India (+91). We send a code to confirm it."
        input={{ type: 'tel', autoComplete: 'tel-national', inputMode: 'tel' }}
      />
      <TextField
        form={form}
        name="password"
        id={id('password')}
        label={labels.password}
        hint="At least 8 characters."
        input={{ type: 'password', autoComplete: 'new-password' }}
      />
      {changed && (
        <p className="auth-hint">You changed your e-mail or mobile number: we will send a new code.</p>
      )}
      <FormAlert message={placed.length > 0 && unplaced.length === 0 ? null : error} />
      <SubmitButton pending={pending} pendingText={pendingLabel} wide>
        Create account
      </SubmitButton>
    </form>
  )
}
