/** The Idempotency-Key header of calls that create or charge (a booking, a payment, a modification request). */
import type { Context } from 'hono'
import { ApiError } from './errors'

export function idempotencyKeyOf(c: Context): string {
  const key = c.req.header('idempotency-key')?.trim()
  if (!key || !/^[A-Za-z0-9_.:-]{8,100}$/.test(key))
    throw new ApiError(
      400,
      'IDEMPOTENCY_KEY_REQUIRED',
      'Send an Idempotency-Key header (8 to 100 letters, digits, -, _, ., :) so a repeated request is not done twice',
      'Use a new random key (a UUID) per booking or payment attempt, and the same key when repeating it.',
      [{ field: 'Idempotency-Key', message: 'must be 8 to 100 letters, digits, -, _, . or :' }],
    )
  return key
}
