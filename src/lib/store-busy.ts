/**
 * The store's services cannot be reached, are still starting (seeding the database) or are too
 * busy to answer in time (issue 24): every page and server function says the same thing, with
 * 503 and Retry-After, never 500. Plain values without zod: the error page (router bundle) and the
 * BFF share them (docs/decisions/0210).
 */

export const STORE_BUSY_CODE = 'STORE_BUSY'
export const STORE_BUSY_TITLE = 'The store is starting or busy'
export const STORE_BUSY_MESSAGE = 'The store is starting or busy, try again in a moment.'
/** Retry-After on a busy answer: the services start (and seed) in a few seconds. */
export const STORE_BUSY_RETRY_AFTER_SECONDS = 5

/** Whether a failure (a UserError as the page or flow received it) is the store being busy. */
export function isStoreBusy(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  return Reflect.get(error, 'code') === STORE_BUSY_CODE
}
