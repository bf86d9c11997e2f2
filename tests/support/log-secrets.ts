/**
 * What must never be in a log (decision 0054): the exact secrets a browser run used — the demo
 * password, the one-time codes and reset tokens the outbox held, the session cookies the browsers
 * got — and anything shaped like an e-mail address, a bearer token or a sealed cookie. Returns
 * every finding as `line N: <what>` (the secret itself is not repeated), empty when the log is clean.
 */
export interface KnownSecrets {
  /** Exact strings: passwords, OTPs, reset tokens, cookie values. */
  values: readonly string[]
}

const SHAPES: ReadonlyArray<readonly [string, RegExp]> = [
  ['an e-mail address', /[\w.%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/],
  ['a six-digit number (a one-time code?)', /(?<![\w.:/-])\d{6}(?![\w])/],
  ['a long opaque string (a token or a cookie?)', /[A-Za-z0-9_-]{32,}/],
  ['a bearer token', /\bbearer\s+(?!\[redacted\])[\w.~+/=-]{8,}/i],
  ['a cookie header', /"cookie"\s*:\s*"(?!\[redacted\])/i],
  ['an authorization header', /"authorization"\s*:\s*"(?!\[redacted\])/i],
]

export function findSecretsInLog(log: string, secrets: KnownSecrets): string[] {
  const found: string[] = []
  const values = secrets.values.filter((v) => v.length >= 6)
  log.split('\n').forEach((line, index) => {
    for (const value of values) {
      // A six-digit code counts only standing alone (not inside a longer number or an id).
      const hit = /^\d+$/.test(value)
        ? new RegExp(`(?<![\\w])${value}(?![\\w])`).test(line)
        : line.includes(value)
      if (hit) found.push(`line ${index + 1}: a known secret (${value.length} characters)`)
    }
    // The loggers' own request ids are UUIDs, which look like long opaque strings.
    const checked = line.replace(/"requestId":"[A-Za-z0-9._:-]{8,128}"/g, '"requestId":"…"')
    for (const [what, shape] of SHAPES) if (shape.test(checked)) found.push(`line ${index + 1}: ${what}`)
  })
  return found
}

/** The codes and tokens in outbox message bodies: six-digit codes and reset-link tokens. */
export function secretsInMessages(bodies: readonly string[]): string[] {
  const out = new Set<string>()
  for (const body of bodies) {
    for (const m of body.matchAll(/(?<!\d)(\d{6})(?!\d)/g)) if (m[1]) out.add(m[1])
    for (const m of body.matchAll(/[?&]token=([^\s&"']+)/g)) if (m[1]) out.add(decodeURIComponent(m[1]))
  }
  return [...out]
}
