import { useId, type InputHTMLAttributes, type ReactNode } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { fieldMessage } from './server-errors'

interface FieldProps<T extends FieldValues> {
  form: UseFormReturn<T>
  name: Path<T>
  label: string
  hint?: ReactNode | undefined
}

/** Label, control, hint and error, tied together for screen readers (aria-invalid, aria-describedby). */
function useFieldIds<T extends FieldValues>({ form, name, label, hint }: FieldProps<T>) {
  const id = useId()
  const { error } = form.getFieldState(name, form.formState)
  const message = error?.message ? fieldMessage(label, error.message) : null
  // Uncontrolled inputs get their value from react-hook-form after hydration; the server-rendered
  // page shows it at once through defaultValue.
  const current: unknown = form.getValues(name)
  const defaultValue = typeof current === 'string' ? current : undefined
  const describedBy = [hint ? `${id}-hint` : null, message ? `${id}-error` : null].filter(Boolean).join(' ')
  return {
    id,
    message,
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
  const { id, controlProps, after } = useFieldIds(props)
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input type="text" {...input} {...controlProps} {...form.register(name)} />
      {after}
    </div>
  )
}

export function SelectField<T extends FieldValues>(
  props: FieldProps<T> & {
    options: readonly { value: string; label: string }[]
    placeholder?: string | undefined
  },
) {
  const { form, name, label, options, placeholder } = props
  const { id, controlProps, after } = useFieldIds(props)
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select {...controlProps} {...form.register(name)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {after}
    </div>
  )
}

/** The form's own message (a refusal that is not about one field): announced at once. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null
  return (
    <p role="alert" className="form-alert">
      {message}
    </p>
  )
}

/** Disabled while the request runs, and says so. */
export function SubmitButton({
  pending,
  children,
  pendingText,
}: {
  pending: boolean
  children: string
  pendingText: string
}) {
  return (
    <button type="submit" className="button" disabled={pending} aria-busy={pending || undefined}>
      {pending ? pendingText : children}
    </button>
  )
}
