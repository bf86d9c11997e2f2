/**
 * The one set of form parts for every form of the store (the auth panel and pages, the account
 * area, the sandbox outbox): a labelled control with its hint and error, the form's alert and
 * status, and the submit button. Styles in forms.css.
 */
import { useId, type InputHTMLAttributes, type ReactNode } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { fieldMessage } from './server-errors'

interface FieldProps<T extends FieldValues> {
  form: UseFormReturn<T>
  name: Path<T>
  label: string
  hint?: ReactNode | undefined
  /** A fixed id (unit tests, a page holding the same form twice); otherwise React's useId. */
  id?: string | undefined
}

/**
 * Label, control, hint and error tied together for screen readers (aria-invalid,
 * aria-describedby). Every message is led by the field's label ('Mobile number must be …'),
 * whether it came from the form's rules or from the server.
 */
function useFieldParts<T extends FieldValues>({ form, name, label, hint, id: fixedId }: FieldProps<T>) {
  const generated = useId()
  const id = fixedId ?? generated
  const { error } = form.getFieldState(name, form.formState)
  const message = error?.message ? fieldMessage(label, error.message) : null
  // Uncontrolled inputs get their value from react-hook-form after hydration; the server-rendered
  // page shows it at once through defaultValue.
  const current: unknown = form.getValues(name)
  const defaultValue = typeof current === 'string' ? current : undefined
  const describedBy = [hint ? `${id}-hint` : null, message ? `${id}-error` : null].filter(Boolean).join(' ')
  return {
    id,
    controlProps: {
      id,
      defaultValue,
      'aria-invalid': message ? true : undefined,
      'aria-describedby': describedBy || undefined,
    },
    after: (
      <>
        {hint && (
          // A div: a hint may be a component with its own paragraph (the GST state).
          <div id={`${id}-hint`} className="field-hint">
            {hint}
          </div>
        )}
        {message && (
          <p id={`${id}-error`} className="field-error">
            {message}
          </p>
        )}
      </>
    ),
  }
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'form' | 'id'>

export function TextField<T extends FieldValues>(props: FieldProps<T> & { input?: InputProps }) {
  const { form, name, label, input } = props
  const { id, controlProps, after } = useFieldParts(props)
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input type="text" {...input} {...controlProps} {...form.register(name)} />
      {after}
    </div>
  )
}

export type SelectOption = string | { value: string; label: string }

export function SelectField<T extends FieldValues>(
  props: FieldProps<T> & {
    options: readonly SelectOption[]
    placeholder?: string | undefined
  },
) {
  const { form, name, label, options, placeholder } = props
  const { id, controlProps, after } = useFieldParts(props)
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <select {...controlProps} {...form.register(name)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => {
          const { value, label: text } = typeof o === 'string' ? { value: o, label: o } : o
          return (
            <option key={value} value={value}>
              {text}
            </option>
          )
        })}
      </select>
      {after}
    </div>
  )
}

/** The form's own message (a refusal that is not about one field): an alert, read out at once. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null
  return (
    <p role="alert" className="form-alert">
      {message}
    </p>
  )
}

/** Good news (an OTP was sent): a polite status rather than an alert. */
export function FormStatus({ message }: { message: string | null | undefined }) {
  return (
    <p role="status" className="form-status">
      {message}
    </p>
  )
}

/** Disabled while the request runs, and says so. `wide` fills the panel's width (auth forms). */
export function SubmitButton({
  pending,
  children,
  pendingText,
  wide = false,
}: {
  pending: boolean
  children: string
  pendingText: string
  wide?: boolean
}) {
  return (
    <button
      type="submit"
      className={wide ? 'button submit-wide' : 'button'}
      disabled={pending}
      aria-busy={pending || undefined}
    >
      {pending ? pendingText : children}
    </button>
  )
}
