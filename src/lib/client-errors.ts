/**
 * Client error reports (000 §7 logging service) from the browser: uncaught errors, unhandled
 * rejections and route error boundaries. Registered by src/client.tsx before anything else runs;
 * this file is small and imports nothing, and the sending code (a server function call) is loaded
 * only when there is something to send (docs/decisions/0051).
 *
 * No personal data leaves: query strings and fragments are cut from every address, e-mail
 * addresses, phone numbers and long tokens are masked in messages and stacks. At most
 * MAX_REPORTS_PER_PAGE reports per page load, each distinct message once.
 */

export const MAX_REPORTS_PER_PAGE = 5

/** 000 §7's two kinds: an error in the window, and a failure inside the app's own flow of work. */
export type ClientErrorKind = 'window_level_err_web_client' | 'sagas_failed_src_index'

export interface ClientErrorPayload {
  type: ClientErrorKind
  message: string
  url?: string
  line?: number
  column?: number
  stack?: string
  isMobile: boolean
  pageUrl: string
  deviceInfo?: Record<string, string | number | boolean>
}

const EMAIL = /[^\s@"'<>()[\]]+@[^\s@"'<>()[\]]+\.[A-Za-z]{2,}/g
// 8+ digits, with spaces, dashes or a leading + between them: mobile numbers, whatever the format.
const PHONE = /\+?\d(?:[\s-]?\d){7,}/g
// A query string or fragment inside a text: from ? or # up to a space, quote or bracket.
const QUERY = /[?#][^\s"'()<>]*/g
// Base64url runs as long as a session token or a reset token.
const TOKEN = /[A-Za-z0-9_-]{32,}/g

/** A text with addresses' queries, e-mails, phone numbers and tokens masked, cut to `max`. */
export function scrubText(text: string, max = 4000): string {
  return text
    .replace(QUERY, '')
    .replace(EMAIL, '[email]')
    .replace(TOKEN, '[token]')
    .replace(PHONE, '[number]')
    .slice(0, max)
}

/** An address without its query string or fragment (and masked like a text). */
export function scrubUrl(url: string, base?: string): string {
  try {
    const u = new URL(url, base)
    return scrubText(`${u.origin}${u.pathname}`, 2000)
  } catch {
    return scrubText(url, 2000)
  }
}

type Send = (payload: ClientErrorPayload) => Promise<unknown>

let sendReport: Send | undefined
let sent = 0
const seen = new Set<string>()

/** Whatever was thrown, as a message and a stack. */
function describe(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) return { message: `${error.name}: ${error.message}`, stack: error.stack }
  if (typeof error === 'string') return { message: error }
  try {
    return { message: JSON.stringify(error) ?? String(error) }
  } catch {
    return { message: String(error) }
  }
}

/**
 * Sends one report, unless this page load has sent its share or this message already. Never
 * throws: a failing report is dropped, not reported.
 */
export function reportBrowserError(
  type: ClientErrorKind,
  error: unknown,
  where: { url?: string; line?: number; column?: number } = {},
): void {
  if (!sendReport || typeof window === 'undefined') return
  const { message, stack } = describe(error)
  const key = `${type}:${message}`
  if (sent >= MAX_REPORTS_PER_PAGE || seen.has(key)) return
  sent += 1
  seen.add(key)
  const payload: ClientErrorPayload = {
    type,
    message: scrubText(message || 'Unknown error'),
    ...(where.url ? { url: scrubUrl(where.url, location.href) } : {}),
    ...(where.line !== undefined ? { line: where.line } : {}),
    ...(where.column !== undefined ? { column: where.column } : {}),
    ...(stack ? { stack: scrubText(stack, 16_000) } : {}),
    isMobile: window.matchMedia?.('(pointer: coarse)').matches ?? false,
    pageUrl: scrubUrl(location.href),
    deviceInfo: {
      viewport: `${window.innerWidth}x${window.innerHeight}`,
      pixelRatio: window.devicePixelRatio,
    },
  }
  sendReport(payload).catch(() => undefined)
}

/** Listens for uncaught errors and unhandled rejections; `send` delivers a report. */
export function watchClientErrors(send: Send): void {
  sendReport = send
  window.addEventListener('error', (event) => {
    // A resource that failed to load (an <img>) is not a script error.
    if (!(event instanceof ErrorEvent)) return
    reportBrowserError('window_level_err_web_client', event.error ?? event.message, {
      url: event.filename,
      line: event.lineno,
      column: event.colno,
    })
  })
  window.addEventListener('unhandledrejection', (event) => {
    reportBrowserError('window_level_err_web_client', event.reason)
  })
}
