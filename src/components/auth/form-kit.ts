/**
 * What every auth form shares: a resolver that words the shared rules' messages for people, and
 * reading a server failure onto the form's fields.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import type { FieldValues, Resolver } from 'react-hook-form'
import type { z } from 'zod'

/**
 * The rules' messages are sentence tails ('must be a 10-digit mobile number') so one rule fits
 * every label; a message that is already a sentence is shown as it is.
 */
export function fieldMessage(label: string, message: string): string {
  return /^[a-z]/.test(message) ? `${label} ${message}` : message
}

/** zodResolver, with each field's message led by its label ('Mobile number must be …'). */
export function labelledResolver<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  labels: Partial<Record<string, string>>,
): Resolver<Input, unknown, Output> {
  const resolve = zodResolver<Input, unknown, Output>(schema)
  return async (values, context, options) => {
    const result = await resolve(values, context, options)
    for (const [name, error] of Object.entries(result.errors)) {
      const label = labels[name]
      if (label && error && typeof error.message === 'string')
        error.message = fieldMessage(label, error.message)
    }
    return result
  }
}

export interface FieldError {
  field: string
  message: string
  symbol?: string | undefined
}

/** 'phone_number' or 'user.phone_number' → 'phoneNumber': the service's name in the form's spelling. */
export function formFieldName(serviceField: string): string {
  const last = serviceField.split('.').pop() ?? serviceField
  return last.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())
}

/**
 * Server field errors for the fields this form has (`aliases` maps other names, e.g. the service's
 * `email` onto the sign-in form's `login`); the rest stay in the form-level message.
 */
export function placeFieldErrors(
  fields: ReadonlyArray<FieldError>,
  formFields: ReadonlyArray<string>,
  aliases: Record<string, string> = {},
): { placed: Array<{ name: string; message: string }>; unplaced: string[] } {
  const placed: Array<{ name: string; message: string }> = []
  const unplaced: string[] = []
  for (const f of fields) {
    const name = aliases[f.field] ?? aliases[formFieldName(f.field)] ?? formFieldName(f.field)
    if (formFields.includes(name)) placed.push({ name, message: f.message })
    else unplaced.push(f.message)
  }
  return { placed, unplaced }
}
