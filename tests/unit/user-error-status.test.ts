import { describe, expect, it } from 'vitest'
import { UserError } from '~/server/platform/errors'
import { statusOf } from '~/server/platform/user-error-status'

describe('statusOf: the HTTP status of a failed server function call', () => {
  it("answers a UserError's own status", () => {
    for (const status of [400, 401, 404, 422, 429]) {
      expect(statusOf(new UserError('no', { kind: 'rejected', status }))).toBe(status)
    }
  })

  it('answers 503 when the services are unavailable, 400 for a refusal without a status', () => {
    expect(statusOf(new UserError('later', { kind: 'unavailable' }))).toBe(503)
    expect(statusOf(new UserError('no', { kind: 'rejected' }))).toBe(400)
  })

  it('answers 500 for anything unexpected, and never a success status', () => {
    expect(statusOf(new UserError('oops', { kind: 'unexpected' }))).toBe(500)
    expect(statusOf(new Error('boom'))).toBe(500)
    expect(statusOf(new UserError('odd', { kind: 'rejected', status: 200 }))).toBe(400)
  })
})
