/**
 * How a failure reaches the browser: one error type with a message a person can read (000 §8) and
 * a `kind` the UI and the flows can branch on, never a string to match. Server functions throw
 * `toUserError(error)`; Start serialises its own fields (name, message, kind, status, code).
 */
import { ContentError } from '@contracts/content/errors'
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

  constructor(
    message: string,
    details: { kind: UserErrorKind; status?: number; code?: string; fields?: unknown },
  ) {
    super(message)
    this.name = 'UserError'
    this.kind = details.kind
    if (details.status !== undefined) this.status = details.status
    if (details.code !== undefined) this.code = details.code
    if (details.fields !== undefined) this.fields = details.fields
  }
}

function field(body: unknown, name: string): string | undefined {
  if (typeof body !== 'object' || body === null || !(name in body)) return undefined
  const value: unknown = Reflect.get(body, name)
  return typeof value === 'string' && value.trim() !== '' ? value : undefined
}

function fromFailure(f: UpstreamFailure): UserError {
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

/** Runs `work`, turning any failure into a UserError; the server log keeps the original. */
export async function asUserErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    const userError = toUserError(error)
    if (userError.kind !== 'rejected') console.warn('[bff]', error)
    throw userError
  }
}
