import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { formatDateInput } from '~/lib/date-input'
import { TextField } from './Field'

/** A DD/MM/YYYY text field with the 000 §5 helper: digits only, slashes added, day ≤ 31, month ≤ 12. */
export function DateField<T extends FieldValues>({
  form,
  name,
  label,
  hint = 'DD/MM/YYYY',
}: {
  form: UseFormReturn<T>
  name: Path<T>
  label: string
  hint?: string
}) {
  return (
    <TextField
      form={form}
      name={name}
      label={label}
      hint={hint}
      input={{
        inputMode: 'numeric',
        placeholder: 'DD/MM/YYYY',
        maxLength: 10,
        onInput: (e) => {
          // Rewrites what was typed before react-hook-form reads it: React runs onInput before onChange.
          e.currentTarget.value = formatDateInput(e.currentTarget.value)
        },
      }}
    />
  )
}
