import { describe, expect, it } from 'vitest'
import { accountMessages, waitInWords } from '@contracts/accounts/messages'
import { accountsError } from '~/server/accounts/errors'
import { toUserError } from '~/server/platform/errors'
import { UpstreamError, failureFromResponse, retryAfterSeconds } from '~/server/upstream/wrapper'

describe('retryAfterSeconds: a Retry-After header as a wait', () => {
  const now = Date.parse('2026-11-26T10:00:00Z')
  it.each([
    ['300', 300],
    [' 42 ', 42],
    ['Thu, 26 Nov 2026 10:05:00 GMT', 300],
    ['0', undefined],
    ['-5', undefined],
    ['soon', undefined],
    ['1e3', undefined],
    ['Thu, 26 Nov 2026 09:00:00 GMT', undefined],
    ['', undefined],
    [null, undefined],
  ])('%j → %j', (header, seconds) => {
    expect(retryAfterSeconds(header, now)).toBe(seconds)
  })
})

describe('waitInWords', () => {
  it.each([
    [1, '1 second'],
    [45, '45 seconds'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [300, '5 minutes'],
    [7_199, '2 hours'],
    [3 * 3600, '3 hours'],
  ])('%d s → %s', (seconds, words) => {
    expect(waitInWords(seconds)).toBe(words)
  })
})

describe('a 429 from the services, as the browser gets it', () => {
  const limited = () =>
    new UpstreamError(
      failureFromResponse(
        429,
        'Too Many Requests',
        { statusMessage: accountMessages.rateLimited(287), code: 'RATE_LIMITED' },
        '287',
      ),
    )

  it('keeps the wait, so the answer can carry Retry-After', () => {
    expect(toUserError(limited())).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      retryAfterSeconds: 287,
    })
  })

  it('says when to try again, in minutes a person reads', () => {
    expect(accountsError(limited())).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      retryAfterSeconds: 287,
      message: 'Too many attempts. Try again in 5 minutes.',
    })
  })
})
