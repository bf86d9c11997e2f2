import type { InputHTMLAttributes, ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  /** Unique in the page: the overlay and a page may both hold a sign-in form. */
  id: string
  label: string
  registration: UseFormRegisterReturn
  error?: string | undefined
  hint?: ReactNode
}

/**
 * A labelled input with its error beside it: `aria-invalid` and `aria-describedby` point a screen
 * reader at the message, which is also what a sighted person reads under the field.
 */
export function Field({ id, label, registration, error, hint, ...input }: FieldProps) {
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ')
  return (
    <div className="auth-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        {...input}
        {...registration}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint && (
        <p id={hintId} className="auth-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="auth-error">
          {error}
        </p>
      )}
    </div>
  )
}

interface SelectFieldProps {
  id: string
  label: string
  registration: UseFormRegisterReturn
  options: ReadonlyArray<string>
  error?: string | undefined
}

export function SelectField({ id, label, registration, options, error }: SelectFieldProps) {
  const errorId = `${id}-error`
  return (
    <div className="auth-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        {...registration}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="auth-error">
          {error}
        </p>
      )}
    </div>
  )
}

/** The form-level message: an alert, so it is read out as soon as it appears. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null
  return (
    <p role="alert" className="auth-alert">
      {message}
    </p>
  )
}

/** Good news (an OTP was sent): a polite status rather than an alert. */
export function FormStatus({ message }: { message: string | null | undefined }) {
  return (
    <p role="status" className="auth-status">
      {message}
    </p>
  )
}
