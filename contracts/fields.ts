/**
 * Field rules every domain shares (issue 12, docs/decisions/0044): text a database can keep, whole
 * numbers that fit its integer columns, real calendar dates. Client-safe (zod only). The services'
 * JSON reader (src/services/http/json-body.ts) and query checks apply `textProblem` to every string
 * they receive; the schemas below give the BFF and the forms the same rules field by field.
 */
import { z } from 'zod'

/** PostgreSQL `integer`, and so every `serial` id: 2³¹ − 1. */
export const INT32_MAX = 2_147_483_647

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

export const textMessages = {
  nul: 'must not contain the NUL character (\\u0000)',
  surrogate: 'must be valid Unicode text (it holds half of a UTF-16 surrogate pair)',
} as const

/**
 * Why a string cannot be kept as text, or undefined when it can: PostgreSQL refuses NUL in text and
 * in JSON, and half a surrogate pair is not Unicode (it would be stored as U+FFFD, or refused in JSON).
 */
export function textProblem(value: string): string | undefined {
  if (value.includes('\u0000')) return textMessages.nul
  if (LONE_SURROGATE.test(value)) return textMessages.surrogate
  return undefined
}

/**
 * Free text of at most `max` characters (and at least `min`, after trimming when `trim`); `required`
 * is the message for a missing or too short value.
 */
export function text({
  max,
  min = 0,
  trim = false,
  required = 'is required',
}: {
  max: number
  min?: number
  trim?: boolean
  required?: string
}) {
  const base = z
    .string({ error: (issue) => (issue.input === undefined ? required : 'must be text') })
    .refine((v) => !v.includes('\u0000'), textMessages.nul)
    .refine((v) => !LONE_SURROGATE.test(v), textMessages.surrogate)
  const trimmed = trim ? base.trim() : base
  const bounded = trimmed.max(max, `must be at most ${max} characters`)
  return min > 0 ? bounded.min(min, min === 1 ? required : `must be at least ${min} characters`) : bounded
}

const wholeMessage = (min: number, max: number) => `must be a whole number from ${min} to ${max}`

/** A JSON number kept in an integer column: whole, from `min` (default 0) to 2³¹ − 1 at most. */
export function wholeNumber({ min = 0, max = INT32_MAX }: { min?: number; max?: number } = {}) {
  const message = wholeMessage(min, max)
  return z.number({ error: message }).int(message).min(min, message).max(max, message)
}

/** A record id in a JSON body: 1 to 2³¹ − 1. */
export const recordIdSchema = wholeNumber({ min: 1 })

/**
 * A record id in a path or query string: digits only (no sign, exponent, spaces or hex), 1 to
 * 2³¹ − 1 — `2147483648`, `1e3`, `-1` and `0x10` are refused with the same message.
 */
export const recordIdParamSchema = z
  .string({ error: `is required: ${wholeMessage(1, INT32_MAX)}` })
  .regex(/^\d{1,10}$/, wholeMessage(1, INT32_MAX))
  .transform(Number)
  .pipe(z.number().int().min(1, wholeMessage(1, INT32_MAX)).max(INT32_MAX, wholeMessage(1, INT32_MAX)))

/**
 * A calendar date 'YYYY-MM-DD' that exists: 2026-02-31 and 2026-99-99 are refused, 2028-02-29 is
 * accepted (zod's ISO date checks month lengths and leap years).
 */
export const calendarDate = (message = 'must be a real date as YYYY-MM-DD, such as 2026-12-01') =>
  z.iso.date({ error: message })

/** The last millisecond of the year 9999: beyond it a date has no 4-digit ISO year. */
export const MAX_EPOCH_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999)

/**
 * A moment as the clients send it: an ISO 8601 date-time with an offset, or milliseconds since
 * 1970; from 1970 to the end of 9999 (9e15 is refused: a JS Date cannot even hold it). Gives a Date.
 */
export const moment = (
  message = 'must be an ISO 8601 date-time or milliseconds since 1970, up to the year 9999',
) =>
  z
    .union(
      [
        z.iso.datetime({ offset: true, error: message }).refine((v) => {
          const ms = Date.parse(v)
          return ms >= 0 && ms <= MAX_EPOCH_MS
        }, message),
        z.number({ error: message }).int(message).min(0, message).max(MAX_EPOCH_MS, message),
      ],
      { error: message },
    )
    .transform((v) => new Date(v))
