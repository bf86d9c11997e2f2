/**
 * The headers every answer of the store carries (decision 0053). Pure: the server entry applies
 * them to each dynamic answer (serve.server.ts) and vite.config.ts gives `staticHeaders` to nitro
 * for the files it serves itself (public/, the build's assets).
 */

/** The same on every answer, static files included. */
export const staticHeaders: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // For browsers without CSP frame-ancestors; the policy below says the same.
  'X-Frame-Options': 'DENY',
}

/** public/offline.html, the one static page: no script at all, its own inline style. */
export const staticPagePolicy =
  "default-src 'self'; script-src 'none'; style-src 'unsafe-inline'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"

export const HSTS = 'max-age=31536000; includeSubDomains'

/**
 * The page's policy. Scripts: only those carrying this answer's nonce, or files of our own origin
 * (the app's chunks, which the app imports itself); never inline code without the nonce. Styles
 * allow inline: React's style attributes and the inlined stylesheets need it, and a nonce in
 * style-src would switch 'unsafe-inline' off for attributes.
 */
export function contentSecurityPolicy(nonce: string, https: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    // A traveller's picture may be any https address (the profile's avatar_url).
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ')
}

/** Pages that show personal data to anyone who opens them, signed in or not. */
const PERSONAL_PAGES = /^\/(account|dev|sign-in|sign-up|forgot-password|reset-password)(\/|$)/

export interface AnswerFacts {
  method: string
  pathname: string
  /** The request carried a session cookie (a signed-in visitor, or one in the middle of signing in). */
  hasSession: boolean
  /** A server function call (/_serverFn/…). */
  serverFn: boolean
  /** The answer sets a cookie (sign-in, sign-out, a session written). */
  setsCookie: boolean
}

/**
 * Whether an answer may carry personal data, so that no cache may keep it (Cache-Control:
 * no-store): everything for a visitor with a session, every server function answer and every
 * write, and the account, auth and sandbox-outbox pages.
 */
export function carriesPersonalData(facts: AnswerFacts): boolean {
  return (
    facts.hasSession ||
    facts.serverFn ||
    facts.setsCookie ||
    !['GET', 'HEAD'].includes(facts.method) ||
    PERSONAL_PAGES.test(facts.pathname)
  )
}

export interface HeaderOptions {
  nonce: string
  https: boolean
  personal: boolean
  /** Development: the policy is only reported (Vite's dev client injects scripts without a nonce). */
  reportOnly?: boolean
}

/** Sets the security headers on `headers` (a copy of a dynamic answer's). */
export function applySecurityHeaders(headers: Headers, options: HeaderOptions): void {
  for (const [name, value] of Object.entries(staticHeaders)) headers.set(name, value)
  const csp = contentSecurityPolicy(options.nonce, options.https)
  headers.set(options.reportOnly ? 'Content-Security-Policy-Report-Only' : 'Content-Security-Policy', csp)
  if (options.https) headers.set('Strict-Transport-Security', HSTS)
  if (options.personal) headers.set('Cache-Control', 'no-store')
  // A page carries its own nonce: no shared cache may hand it to someone else.
  else if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'private, no-cache')
}
