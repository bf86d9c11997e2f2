/**
 * Input validation for every server function: `.validator(input(schema))`. Start's own handling of
 * a zod schema throws a plain Error whose message is the JSON of zod's issues, which a person cannot
 * read and a form cannot place. This throws a UserError instead: 400 INVALID_INPUT, a sentence naming
 * the first bad field in words, and every issue under `fields` keyed by the input's own path.
 */
import type { z } from 'zod'
import { UserError } from './errors'

export const INVALID_INPUT = 'INVALID_INPUT'

export interface InputFieldError {
  /** The input's key path joined with '.', e.g. 'documents.0.number'; '' for the input as a whole. */
  field: string
  message: string
}

/** Words for the inputs' keys; any other key is spelt out from its camelCase or snake_case. */
const labels: Record<string, string> = {
  phoneNumber: 'Mobile number',
  countryCode: 'Country code',
  otp: 'OTP',
  email: 'E-mail',
  login: 'E-mail or mobile number',
  password: 'Password',
  currentPassword: 'Current password',
  token: 'Reset link',
  title: 'Title',
  firstName: 'First name',
  lastName: 'Last name',
  gstNumber: 'GST number',
  stateId: 'State',
  stateGstCode: 'GST state code',
  cityId: 'City',
  zipCode: 'PIN code',
  extension: 'Dialling code',
  addressLine1: 'Address',
  subTerminalName: 'Profile name',
  dateOfBirth: 'Date of birth',
  number: 'Passport number',
  expiryDate: 'Passport expiry date',
  issueDate: 'Passport issue date',
  issuingCountry: 'Issuing country',
  id: 'Record id',
}

function words(key: string): string {
  const spaced = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim()
  return spaced.charAt(0).toUpperCase() + spaced.slice(1)
}

function labelOf(path: readonly PropertyKey[]): string {
  const key = [...path].reverse().find((p): p is string => typeof p === 'string')
  if (key === undefined) return 'The request'
  // Own keys only: a field named '__proto__' or 'constructor' must not read the prototype's.
  return (Object.hasOwn(labels, key) ? labels[key] : undefined) ?? words(key)
}

const article = (noun: string) => (/^[aeiou]/.test(noun) ? `an ${noun}` : `a ${noun}`)

/** Messages for issues whose schema gave none (zod's own read 'Invalid input: expected string…'). */
function defaultMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'is required' : `must be ${article(issue.expected)}`
    case 'too_small': {
      const n = String(issue.minimum)
      if (issue.origin === 'string') return n === '1' ? 'is required' : `must be at least ${n} characters`
      if (issue.origin === 'array') return `must have at least ${n} ${n === '1' ? 'entry' : 'entries'}`
      return `must be at least ${n}`
    }
    case 'too_big': {
      const n = String(issue.maximum)
      if (issue.origin === 'string') return `must be at most ${n} characters`
      if (issue.origin === 'array') return `must have at most ${n} entries`
      return `must be at most ${n}`
    }
    case 'invalid_value':
      return `must be one of ${issue.values.map((v) => `'${String(v)}'`).join(', ')}`
    case 'unrecognized_keys':
      return `has fields we do not know: ${issue.keys.join(', ')}`
    default:
      return 'is not valid'
  }
}

/** 'must be …' reads after the field's name; a message that is already a sentence stands alone. */
function sentence(label: string, message: string): string {
  return /^[a-z]/.test(message) ? `${label} ${message}` : message
}

/** Turns zod's issues into the UserError a person and a form can use. */
export function invalidInput(error: z.ZodError): UserError {
  const fields: InputFieldError[] = error.issues.map((issue) => ({
    field: issue.path.map(String).join('.'),
    message: issue.message,
  }))
  const first = error.issues[0]
  const message = first ? sentence(labelOf(first.path), first.message) : 'The request is not valid'
  return new UserError(message, { kind: 'rejected', status: 400, code: INVALID_INPUT, fields })
}

// A NUL byte or half of a UTF-16 surrogate pair is never text a person typed: PostgreSQL refuses
// the one ('invalid byte sequence') and UTF-8 cannot carry the other, so they failed deep in the
// services as a 500. Refused here, wherever they are in the input, naming the field.
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/
const notText = (text: string) => text.includes('\u0000') || loneSurrogate.test(text)

/** The first string of `value` (a key or a value, at any depth) that is not text, as an input error. */
export function unreadableText(value: unknown): UserError | undefined {
  const pending: { value: unknown; path: PropertyKey[] }[] = [{ value, path: [] }]
  while (pending.length > 0) {
    const next = pending.pop()
    if (!next) break
    const { value: current, path } = next
    if (typeof current === 'string') {
      if (!notText(current)) continue
      const field = path.map(String).join('.')
      const message = 'must not contain control characters or broken characters'
      return new UserError(sentence(labelOf(path), message), {
        kind: 'rejected',
        status: 400,
        code: INVALID_INPUT,
        fields: [{ field, message }],
      })
    }
    if (typeof current !== 'object' || current === null) continue
    for (const [key, item] of Object.entries(current)) {
      if (notText(key)) pending.push({ value: key, path })
      else pending.push({ value: item, path: [...path, Array.isArray(current) ? Number(key) : key] })
    }
  }
  return undefined
}

/**
 * A server-function validator from a zod schema. The function form keeps Start's inferred types:
 * callers pass `z.input<S>`, handlers receive `z.output<S>`.
 */
export function input<S extends z.ZodType>(schema: S): (value: z.input<S>) => z.output<S> {
  return (value) => {
    const unreadable = unreadableText(value)
    if (unreadable) throw unreadable
    const result = schema.safeParse(value, { error: defaultMessage })
    if (!result.success) throw invalidInput(result.error)
    return result.data
  }
}
