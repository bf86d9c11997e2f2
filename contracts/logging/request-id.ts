/**
 * The request id both halves agree on: the store names each request it serves with one (or keeps
 * a valid one the caller sent), sends it to the services as `X-Request-Id` on every upstream call,
 * and both log it and send it back on their answers, so one failure can be followed through both
 * logs. Decision 0054.
 */
export const REQUEST_ID_HEADER = 'X-Request-Id'

/** 8–128 characters of letters, digits and `._:-`: a UUID, or a proxy's own id format. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/

export function isRequestId(value: string | null | undefined): value is string {
  return typeof value === 'string' && REQUEST_ID.test(value)
}

/** The caller's id when it is a valid one, else a new one. */
export function requestIdFrom(incoming: string | null | undefined): string {
  return isRequestId(incoming) ? incoming : crypto.randomUUID()
}
