import { describe, expect, it } from 'vitest'
import { ContentError } from '@contracts/content/schemas'
import {
  SOMETHING_WENT_WRONG,
  TECHNICAL_DIFFICULTIES,
  UserError,
  toUserError,
} from '~/server/platform/errors'
import { UpstreamError } from '~/server/upstream/wrapper'
import { STORE_BUSY_CODE, STORE_BUSY_MESSAGE } from '~/lib/store-busy'

describe('toUserError: what a person reads when a call fails', () => {
  it('says the store is starting or busy, with 503 and a wait, when the services are down, starting or slow', () => {
    const failures = [
      new UpstreamError({ kind: 'network', code: 'NETWORK_OFFLINE', cause: 'ECONNREFUSED' }),
      new UpstreamError({ kind: 'timeout', message: 'timeout of 15000 ms exceeded' }),
      new UpstreamError({ kind: 'http', status: 502, statusText: 'Bad Gateway' }),
      new UpstreamError({ kind: 'http', status: 504, statusText: 'Gateway Timeout' }),
    ]
    for (const failure of failures) {
      expect(toUserError(failure)).toMatchObject({
        message: STORE_BUSY_MESSAGE,
        kind: 'unavailable',
        status: 503,
        code: STORE_BUSY_CODE,
        retryAfterSeconds: 5,
      })
    }
    // A gateway's Retry-After on a 503 is passed on.
    expect(
      toUserError(
        new UpstreamError({
          kind: 'http',
          status: 503,
          statusText: 'Service Unavailable',
          retryAfterSeconds: 30,
        }),
      ),
    ).toMatchObject({ message: STORE_BUSY_MESSAGE, status: 503, retryAfterSeconds: 30 })
  })

  it('keeps a 503 the services sent with their own code (the railway down, a supplier unreachable)', () => {
    const error = toUserError(
      new UpstreamError({
        kind: 'http',
        status: 503,
        statusText: 'Service Unavailable',
        code: 'SUPPLIER_UNAVAILABLE',
        description: 'The airlines could not be reached for this search. Please try again in a moment.',
      }),
    )
    expect(error).toMatchObject({ kind: 'unavailable', status: 503, code: 'SUPPLIER_UNAVAILABLE' })
    expect(error.message).toBe(TECHNICAL_DIFFICULTIES)
  })

  it('says "technical difficulties" when the services are broken or answer garbage', () => {
    const failures = [
      new UpstreamError({ kind: 'http', status: 500, statusText: 'Internal Server Error' }),
      new UpstreamError({ kind: 'invalid-response', status: 200, message: 'not JSON' }),
      new ContentError('Content "terms" has no value'),
    ]
    for (const failure of failures) {
      const error = toUserError(failure)
      expect(error.message).toBe(TECHNICAL_DIFFICULTIES)
      expect(error.kind).toBe('unavailable')
    }
  })

  it("shows the service's own message for a 422, with its code and field errors", () => {
    const error = toUserError(
      new UpstreamError({
        kind: 'unprocessable',
        status: 422,
        body: {
          statusMessage: 'Account is locked! Please try after 3mins',
          code: 'LOCKED',
          errors: { email: ['locked'] },
        },
      }),
    )
    expect(error).toBeInstanceOf(UserError)
    expect(error).toMatchObject({
      message: 'Account is locked! Please try after 3mins',
      kind: 'rejected',
      status: 422,
      code: 'LOCKED',
      fields: { email: ['locked'] },
    })
  })

  it('shows the statusMessage of a 400, and the description of another 4xx', () => {
    expect(
      toUserError(
        new UpstreamError({ kind: 'bad-request', status: 400, body: { statusMessage: 'Missing origin' } }),
      ).message,
    ).toBe('Missing origin')
    expect(
      toUserError(
        new UpstreamError({
          kind: 'http',
          status: 404,
          statusText: 'Not Found',
          description: "No content titled 'x'",
          code: 'NOT_FOUND',
        }),
      ),
    ).toMatchObject({ message: "No content titled 'x'", kind: 'rejected', status: 404, code: 'NOT_FOUND' })
  })

  it('falls back to "Oops! Something went wrong" when there is nothing better to say', () => {
    expect(
      toUserError(new UpstreamError({ kind: 'unprocessable', status: 422, body: 'plain text' })).message,
    ).toBe(SOMETHING_WENT_WRONG)
    expect(toUserError(new Error('a bug'))).toMatchObject({
      message: SOMETHING_WENT_WRONG,
      kind: 'unexpected',
    })
  })
})
