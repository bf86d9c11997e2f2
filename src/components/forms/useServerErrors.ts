import { useCallback, useState } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { splitServerError } from './server-errors'

/**
 * Puts a server function's refusal on the form: field errors next to their fields, the rest in
 * the form's alert. The values the person typed stay in the form (react-hook-form keeps them).
 */
export function useServerErrors<T extends FieldValues>(
  form: UseFormReturn<T>,
  fields: readonly Path<T>[],
  aliases: Record<string, Path<T>> = {},
) {
  const [formMessage, setFormMessage] = useState<string | null>(null)
  const onError = useCallback(
    (error: unknown) => {
      const { fieldErrors, formMessage: message } = splitServerError(error, fields, aliases)
      for (const f of fieldErrors) {
        const name = fields.find((n) => n === f.name)
        if (name) form.setError(name, { type: 'server', message: f.message }, { shouldFocus: true })
      }
      setFormMessage(message)
    },
    // The field list and aliases are constants of each form.
    [form],
  )
  const clear = useCallback(() => setFormMessage(null), [])
  return { formMessage, onError, clear }
}
