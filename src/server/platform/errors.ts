/**
 * How a failure reaches the browser: one error type with a message a person can read (000 §8) and
 * a `kind` the UI and the flows can branch on, never a string to match. Server functions throw
 * `toUserError(error)`; Start serialises its own fields (name, message, kind, status, code).
 */
import { ContentError } from '@contracts/content/errors'
import { STORE_BUSY_CODE, STORE_BUSY_MESSAGE, STORE_BUSY_RETRY_AFTER_SECONDS } from '~/lib/store-busy'
import { isUpstreamError, type UpstreamFailure } from '../upstream/wrapper'

export const TECHNICAL_DIFFICULTIES =
  'We appear to be having technical difficulties right now, please try again later.'
export const SOMETHING_WENT_WRONG = 'Oops! Something went wrong'

export type UserErrorKind =
  /** The upstream could not be reached, timed out, or failed on its side: try again later. */
  | 'unavailable'
  /** The request was refused for a reason the person can act on; the message says which. */
  | 'rejected'
  | 'unexpected'

export class UserError extends Error {
  readonly kind: UserErrorKind
  readonly status?: number
  readonly code?: string
  /** Field errors sent with a 422, for forms. */
  readonly fields?: unknown
  /** The request that failed (X-Request-Id), set when the error leaves the server. */
  requestId?: string
  /** How long to wait before trying again (a 429's Retry-After), in seconds; the browser gets the header too. */
  readonly retryAfterSeconds?: number

  constructor(
    message: string,
    details: {
      kind: UserErrorKind
      status?: number
      code?: string
      fields?: unknown
      requestId?: string
      retryAfterSeconds?: number
    },
  ) {
    super(message)
    this.name = 'UserError'
    this.kind = details.kind
    if (details.status !== undefined) this.status = details.status
    if (details.code !== undefined) this.code = details.code
    if (details.fields !== undefined) this.fields = details.fields
    if (details.requestId !== undefined) this.requestId = details.requestId
    if (details.retryAfterSeconds !== undefined) this.retryAfterSeconds = details.retryAfterSeconds
  }
}

function field(body: unknown, name: string): string | undefined {
  if (typeof body !== 'object' || body === null || !(name in body)) return undefined
  const value: unknown = Reflect.get(body, name)
  return typeof value === 'string' && value.trim() !== '' ? value : undefined
}

/**
 * The services are not there to answer: refused or reset (down, or still starting and seeding),
 * too slow (busy), or a gateway's 502/503/504 without a code of the services (a proxy in front of
 * them). A person can act on it: try again in a moment. A 503 the services send themselves names
 * its reason in a code (the railway down, a supplier unreachable) and keeps its own words.
 */
export function isBusyFailure(f: UpstreamFailure): boolean {
  if (f.kind === 'network' || f.kind === 'timeout') return true
  return (
    f.kind === 'http' && f.code === undefined && (f.status === 502 || f.status === 503 || f.status === 504)
  )
}

/** The store is starting or busy: 503 with Retry-After (the services' own when they sent one). */
export function storeBusy(retryAfterSeconds = STORE_BUSY_RETRY_AFTER_SECONDS): UserError {
  return new UserError(STORE_BUSY_MESSAGE, {
    kind: 'unavailable',
    status: 503,
    code: STORE_BUSY_CODE,
    retryAfterSeconds,
  })
}

function fromFailure(f: UpstreamFailure): UserError {
  if (isBusyFailure(f)) return storeBusy(f.kind === 'http' ? f.retryAfterSeconds : undefined)
  switch (f.kind) {
    case 'network':
    case 'timeout':
    case 'invalid-response':
      return new UserError(TECHNICAL_DIFFICULTIES, { kind: 'unavailable' })
    case 'unprocessable':
    case 'bad-request': {
      const message = field(f.body, 'statusMessage') ?? field(f.body, 'description') ?? SOMETHING_WENT_WRONG
      const code = field(f.body, 'code')
      const fields = typeof f.body === 'object' && f.body !== null ? Reflect.get(f.body, 'errors') : undefined
      return new UserError(message, {
        kind: 'rejected',
        status: f.status,
        ...(code ? { code } : {}),
        ...(fields !== undefined ? { fields } : {}),
      })
    }
    case 'http':
      if (f.status >= 500) {
        return new UserError(TECHNICAL_DIFFICULTIES, {
          kind: 'unavailable',
          status: f.status,
          ...(f.code ? { code: f.code } : {}),
        })
      }
      return new UserError(f.description ?? SOMETHING_WENT_WRONG, {
        kind: 'rejected',
        status: f.status,
        ...(f.code ? { code: f.code } : {}),
        ...(f.errors !== undefined ? { fields: f.errors } : {}),
        ...(f.retryAfterSeconds !== undefined ? { retryAfterSeconds: f.retryAfterSeconds } : {}),
      })
  }
}

export function toUserError(error: unknown): UserError {
  if (error instanceof UserError) return error
  if (isUpstreamError(error)) return fromFailure(error.failure)
  // Content that cannot be decoded is the service's fault, not the person's (000 §8 "Guidelines failure").
  if (error instanceof ContentError) return new UserError(TECHNICAL_DIFFICULTIES, { kind: 'unavailable' })
  return new UserError(SOMETHING_WENT_WRONG, { kind: 'unexpected' })
}

/**
 * `userError`, with the failure it stands for kept as its cause: the server log shows that one's
 * stack (user-error-status.ts logs every failure that is not the person's); the browser gets only
 * the UserError's own fields (user-error-transport.ts).
 */
export function withCause(userError: UserError, error: unknown): UserError {
  if (userError !== error && userError.cause === undefined) userError.cause = error
  return userError
}

/** Runs `work`, turning any failure into a UserError; the server log keeps the original. */
export async function asUserErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    throw withCause(toUserError(error), error)
  }
}
