/**
 * Where to go after signing in (`/sign-in?redirect=`): only a path of this site. Anything else —
 * another origin, a protocol-relative '//evil.example', a backslash trick '/\evil.example', a
 * 'javascript:' URL, control characters — goes home instead (no open redirect).
 */
export function safeRedirect(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return fallback
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback
  // Browsers drop tabs and newlines inside URLs: '/\t/evil.example' would become '//evil.example'.
  if ([...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f || c === '\\'))
    return fallback
  try {
    const base = 'https://store.invalid'
    const url = new URL(value, base)
    if (url.origin !== base) return fallback
    const path = `${url.pathname}${url.search}${url.hash}`
    // The parser resolves dot segments: '/.//evil.example' comes out as '//evil.example', which a
    // browser reads as another host. Only an answer that is itself a plain path of ours is kept.
    return path.startsWith('//') || path.startsWith('/\\') ? fallback : path
  } catch {
    return fallback
  }
}

/** The auth pages' own search params, read without a schema library (they sit in the entry chunk). */
export function readRedirectSearch(search: Record<string, unknown>): { redirect?: string } {
  return typeof search.redirect === 'string' ? { redirect: search.redirect } : {}
}
