/**
 * A failed server function reaches the browser as an Error carrying the UserError fields Start
 * serialises (message, kind, status, code, fields). These helpers read them without trusting
 * their shape, and put field errors on the form's own fields.
 */
import { z } from 'zod'

const fieldErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
  symbol: z.string().optional(),
})
const userErrorSchema = z.object({
  message: z.string(),
  kind: z.string().optional(),
  status: z.number().optional(),
  code: z.string().optional(),
  fields: z.array(fieldErrorSchema).optional().catch(undefined),
})

/** One field's error as the server sends it (`symbol` is e.g. 'taken'). */
export interface FieldError {
  field: string
  message: string
  symbol?: string | undefined
}
export interface ReadError {
  message: string
  code?: string
  status?: number
  fields: FieldError[]
}

const FALLBACK = 'Oops! Something went wrong'

export function readUserError(error: unknown): ReadError {
  if (typeof error !== 'object' || error === null) return { message: FALLBACK, fields: [] }
  const parsed = userErrorSchema.safeParse({
    message: Reflect.get(error, 'message'),
    kind: Reflect.get(error, 'kind'),
    status: Reflect.get(error, 'status'),
    code: Reflect.get(error, 'code'),
    fields: Reflect.get(error, 'fields'),
  })
  if (!parsed.success) return { message: FALLBACK, fields: [] }
  const { message, code, status, fields } = parsed.data
  return {
    message: message.trim() || FALLBACK,
    ...(code ? { code } : {}),
    ...(status !== undefined ? { status } : {}),
    fields: fields ?? [],
  }
}

/** 'subTerminals.0.gst_number' → 'gstNumber': the service's name for a field, in the form's spelling. */
export function formFieldName(serviceField: string): string {
  const last = serviceField.split('.').pop() ?? serviceField
  return last.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())
}

/**
 * The rules' messages are sentence tails ('must be a 10-digit mobile number') so one message fits
 * every label; a message that is already a sentence ('Enter a valid GST Number') is shown as is.
 */
export function fieldMessage(label: string, message: string): string {
  return /^[a-z]/.test(message) ? `${label} ${message}` : message
}

/**
 * Server field errors for the fields this form has (`aliases` maps other names, e.g. the service's
 * `email` onto the sign-in form's `login`); the rest are returned to be shown in the form's alert.
 */
export function placeFieldErrors(
  fields: readonly FieldError[],
  formFields: readonly string[],
  aliases: Record<string, string> = {},
): { placed: { name: string; message: string }[]; unplaced: string[] } {
  const placed: { name: string; message: string }[] = []
  const unplaced: string[] = []
  for (const f of fields) {
    const name = aliases[f.field] ?? aliases[formFieldName(f.field)] ?? formFieldName(f.field)
    if (formFields.includes(name)) placed.push({ name, message: f.message })
    else unplaced.push(f.message)
  }
  return { placed, unplaced }
}

/**
 * Splits a server failure into errors for the form's fields (by their names, with `aliases` for
 * service names that differ) and the message for the form as a whole. Field errors of fields the
 * form does not have stay in the form message, so nothing the server said is dropped.
 */
export function splitServerError(
  error: unknown,
  formFields: readonly string[],
  aliases: Record<string, string> = {},
): { fieldErrors: { name: string; message: string }[]; formMessage: string | null } {
  const read = readUserError(error)
  const { placed: fieldErrors, unplaced } = placeFieldErrors(read.fields, formFields, aliases)
  // With every field error placed, the summary still says why the form was refused.
  const formMessage = unplaced.length > 0 ? `${read.message}: ${unplaced.join('; ')}` : read.message
  return { fieldErrors, formMessage }
}
