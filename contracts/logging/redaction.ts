/**
 * What no log line may carry, for both halves (the store's logger, src/server/platform/log.server.ts,
 * and the services', src/services/platform/log.ts): e-mail addresses, phone numbers, passwords,
 * one-time codes, tokens, cookies, authorization headers. Plain functions, no logger here: each side
 * gives these to pino (`redact` paths for known fields, `scrubValue` for everything else, messages
 * and stacks included). Decision 0054.
 *
 * A field is censored whole when its name says it is secret or personal; any other string is
 * scrubbed of what looks like one. The scrub errs on the side of hiding: a six-digit number in a
 * message reads `[code]`.
 */

export const CENSOR = '[redacted]'

/** Field names whose value is never written (matched case-insensitively on the whole name). */
const SECRET_KEY =
  /^(password|passwd|new_?password|current_?password|old_?password|confirm_?password|otp|confirmation_?code|token|access_?token|refresh_?token|authentication_?token|reset_?token|secret|session_?secret|sid|cookie|set-cookie|authorization|login|email|email_?address|phone|phone_?number|mobile|mobile_?number|recipient|first_?name|last_?name|date_?of_?birth|dob|passport_?number|gstin)$/i

/**
 * pino `redact` paths: the same names at the top level and one level down (pino's wildcard covers
 * one level). `scrubValue` catches any deeper one.
 */
export const REDACT_PATHS: readonly string[] = [
  'password',
  'newPassword',
  'currentPassword',
  'otp',
  'confirmation_code',
  'token',
  'accessToken',
  'authentication_token',
  'authorization',
  'cookie',
  'login',
  'email',
  'phone',
  'mobile',
].flatMap((key) => [key, `*.${key}`])

/**
 * Fields the loggers write themselves with values of a known, harmless shape: kept as they are (a
 * request id is a UUID, which the long-string rule would take for a token).
 */
const PLAIN_KEY = /^(requestId|route|method|status|durationMs|service|level|time|fn)$/

export function isSecretKey(key: string): boolean {
  return SECRET_KEY.test(key)
}

const RULES: ReadonlyArray<readonly [RegExp, string]> = [
  // Authorization: Bearer <token> (any scheme's credentials).
  [/\b(bearer|basic)\s+[\w.~+/=-]+/gi, '$1 [redacted]'],
  // name=value, "name": "value" or 'name value' where the name says secret (query strings,
  // cookies, JSON text, sentences).
  [
    /\b(password|passwd|otp|confirmation_code|token|access_token|authentication_token|reset_token|secret|sid|cookie|authorization)(\\?["']?(?:\s*[:=]\s*|\s+)\\?["']?)([^\s"'\\,;&}]+)/gi,
    `$1$2${CENSOR}`,
  ],
  [/[\w.%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, '[email]'],
  // A phone number: ten digits, optionally after a country code ('+91 9876543210', '+919876543210').
  [/(?<![\w+])(?:\+\d{1,3}[\s-]?)?\d{10}(?!\d)/g, '[phone]'],
  // A one-time code: six digits standing alone.
  [/(?<![\w.:/-])\d{6}(?![\w])/g, '[code]'],
  // Long opaque strings: sealed cookies, reset tokens, hashes, keys.
  [/[A-Za-z0-9_-]{32,}/g, '[token]'],
]

/** A text with everything secret-looking replaced. */
export function scrubText(text: string): string {
  let out = text
  for (const [pattern, replacement] of RULES) out = out.replace(pattern, replacement)
  return out
}

/**
 * A copy of `value` fit for a log line: secret-named fields censored, every string scrubbed, at any
 * depth (cycles and depth beyond 8 are cut). Errors become `{ type, message, stack, … }`.
 */
export function scrubValue(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return scrubText(value)
  if (value === null || typeof value !== 'object') return value
  if (seen.has(value)) return '[circular]'
  if (depth > 8) return '[deep]'
  seen.add(value)
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1, seen))
  const out: Record<string, unknown> = {}
  if (value instanceof Error) {
    out.type = value.name
    out.message = scrubText(value.message)
    if (value.stack) out.stack = scrubText(value.stack)
    if (value.cause !== undefined) out.cause = scrubValue(value.cause, depth + 1, seen)
  }
  for (const [key, item] of Object.entries(value)) {
    // An error's own `cause` (assigned, so enumerable) was taken above.
    if (key in out) continue
    out[key] = isSecretKey(key)
      ? CENSOR
      : PLAIN_KEY.test(key) && depth === 0
        ? item
        : scrubValue(item, depth + 1, seen)
  }
  return out
}
