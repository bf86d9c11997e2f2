/**
 * The one error shape of the upstream services:
 *   { statusMessage, code, description, errors?: [{ field, message }] }
 * statusMessage is written for a person and says what to change; code is stable for programs.
 */
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

export interface FieldError {
  field: string
  message: string
  /** A stable reason for programs, e.g. 'taken' for an e-mail already signed up (000 §8). */
  symbol?: string
}

export interface ErrorBody {
  statusMessage: string
  code: string
  description: string
  errors?: FieldError[]
  /** On a 500 only: the request's X-Request-Id, which finds its line in the services' log. */
  requestId?: string
}

export class ApiError extends Error {
  constructor(
    public readonly status: ContentfulStatusCode,
    public readonly code: string,
    message: string,
    public readonly description: string,
    public readonly errors?: FieldError[],
  ) {
    super(message)
    this.name = 'ApiError'
  }

  toBody(): ErrorBody {
    return {
      statusMessage: this.message,
      code: this.code,
      description: this.description,
      ...(this.errors ? { errors: this.errors } : {}),
    }
  }
}

export function validationError(message: string, errors: FieldError[]): ApiError {
  return new ApiError(
    400,
    'VALIDATION_FAILED',
    message,
    'The request was not accepted: correct the fields listed in errors and send it again.',
    errors,
  )
}

export function notFoundError(message: string): ApiError {
  return new ApiError(
    404,
    'NOT_FOUND',
    message,
    'Nothing exists at this address; check the path and identifiers.',
  )
}

export function errorResponse(c: Context, error: ApiError, requestId?: string): Response {
  return c.json({ ...error.toBody(), ...(requestId ? { requestId } : {}) }, error.status)
}

/** No live session: the caller must sign in (every service that serves an account's records). */
export function unauthorized(): ApiError {
  return new ApiError(
    401,
    'UNAUTHORIZED',
    'Please sign in to continue',
    'Send a live access token as "Authorization: Bearer <token>"; it is in meta.authentication_token of the sign-in answer.',
  )
}

/** A record of another account. */
export function forbidden(what: string): ApiError {
  return new ApiError(
    403,
    'FORBIDDEN',
    `You can only see and change your own ${what}`,
    'The identifier in the path or query belongs to another account.',
  )
}
