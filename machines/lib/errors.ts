/**
 * What the hotel machines read of a failed call: the HTTP status the BFF's UserError carries
 * (src/server/platform/errors.ts) and its message. Read by shape: machines import nothing of src/.
 */
export function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined
  const status: unknown = Reflect.get(error, 'status')
  return typeof status === 'number' ? status : undefined
}

export function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined
  const code: unknown = Reflect.get(error, 'code')
  return typeof code === 'string' ? code : undefined
}

export function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback
}

/** The search session is gone (the service forgot it or it timed out): 404 or 410. */
export const isSessionInvalid = (error: unknown) => {
  const status = statusOf(error)
  return status === 404 || status === 410
}

/** The supplier side failed (500, 503): shown as a failure and reported to the logging service. */
export const isServerFailure = (error: unknown) => {
  const status = statusOf(error)
  return status === 500 || status === 503
}
