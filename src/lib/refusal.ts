/**
 * A failed read as the pages see it, without zod (route options and the router load with every
 * page: docs/decisions/0021). A server function's UserError reaches a loader with its `status`;
 * a refusal (4xx) says the same thing however often it is asked, so it is never retried, and a
 * record the services will not show this browser makes the page a 404, not an error page
 * (docs/decisions/0175).
 */
import { isNotFound, notFound } from '@tanstack/react-router'

/** The HTTP status a failure carries (a UserError's), or undefined. */
export function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  const status: unknown = Reflect.get(error, 'status')
  return typeof status === 'number' ? status : undefined
}

/** The failure's code ('NOT_FOUND', 'TRIP_GRANT_EXPIRED'), or undefined. */
export function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  const code: unknown = Reflect.get(error, 'code')
  return typeof code === 'string' ? code : undefined
}

/**
 * The services would not show this record to this browser: a malformed id (400), someone else's or
 * an expired grant (403, 404), gone (410). 401 and 429 are not: signing in or waiting changes them.
 */
export function isNotThere(error: unknown): boolean {
  // A server function may throw the router's notFound() itself (a hotel booking not in this session).
  if (isNotFound(error)) return true
  const status = statusOf(error)
  return status === 400 || status === 403 || status === 404 || status === 410
}

/** The queries' retry rule: one more try for a failure that may pass (a 5xx, the network), never for a 4xx. */
export function retryUnlessRefused(failures: number, error: unknown): boolean {
  if (isNotFound(error)) return false
  const status = statusOf(error)
  if (status !== undefined && status >= 400 && status < 500) return false
  return failures < 1
}

/**
 * A page's first read of the record its address names, for a page whose flow follows the record
 * itself (the hotel and train confirmations): a refusal makes the page a 404; an outage gives null,
 * and the page's flow says it could not check and offers to check again.
 */
export async function firstReadOr404<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read()
  } catch (error) {
    if (isNotThere(error)) throw notFound()
    return null
  }
}
