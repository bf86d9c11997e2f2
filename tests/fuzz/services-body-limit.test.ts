/**
 * The services' body limit (BODY_LIMIT_BYTES, 1 MB by default; issue 12): a 50 MB body is answered
 * 413 in the common error shape without being read whole (the process's memory stays flat), with
 * `Connection: close` and a clean close (FIN after the answer, no reset, even for a client that keeps
 * sending); a body within the limit is read. These services run with BODY_LIMIT_BYTES=2097152, so
 * the limit seen is the variable's (the 1 MB default is checked in services.test.ts). Requests
 * Node's HTTP parser refuses (a Content-Length that is not one number) get a 400 in the same shape.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ConfigError, loadDeploymentConfig } from '@config'
import { findLeak } from './hostile'
import { rawRequest, uploadLarge, type LargeUpload, type RawAnswer, type UploadOutcome } from './raw-http'
import { startServicesProcess, type ServicesProcess } from './services-process'

const MB = 1024 * 1024
const FIFTY_MB = 50 * MB
/** What one refused 50 MB request may add to the services' resident memory. */
const RSS_ALLOWANCE = 30 * MB

let services: ServicesProcess

const LIMIT = 2 * MB

beforeAll(async () => {
  services = await startServicesProcess({ BODY_LIMIT_BYTES: String(LIMIT) })
}, 120_000)
afterAll(async () => {
  await services?.close()
})

/** Runs the upload while sampling the process's resident memory; the most it rose above the start. */
async function uploadMeasured(target: ServicesProcess, upload: LargeUpload) {
  const before = target.rss()
  let most = before
  const sampler = setInterval(() => {
    most = Math.max(most, target.rss())
  }, 5)
  try {
    const outcome = await uploadLarge(target.url, upload)
    most = Math.max(most, target.rss())
    return { ...outcome, rssRise: most - before }
  } finally {
    clearInterval(sampler)
  }
}

const errorShape = z.object({ statusMessage: z.string(), code: z.string(), description: z.string() })

/** The answer's body in the common error shape, free of internal text. */
function errorBody(answer: RawAnswer): z.infer<typeof errorShape> {
  expect(answer.headers['content-type'], answer.body).toContain('application/json')
  expect(findLeak(answer.body)).toBeUndefined()
  return errorShape.parse(JSON.parse(answer.body))
}

function expectCleanTooLarge(outcome: UploadOutcome & { rssRise: number }, limitWords: string): void {
  const { answer } = outcome
  expect(answer.status, answer.body).toBe(413)
  expect(answer.headers.connection).toBe('close')
  const body = errorBody(answer)
  expect(body.code).toBe('PAYLOAD_TOO_LARGE')
  expect(body.statusMessage).toContain(limitWords)
  expect(outcome.endedCleanly, `the connection ended with ${answer.socketError ?? 'no FIN'}`).toBe(true)
  expect(outcome.rssRise, `RSS rose by ${(outcome.rssRise / MB).toFixed(1)} MB`).toBeLessThan(RSS_ALLOWANCE)
}

const json: Array<[string, string]> = [
  ['Content-Type', 'application/json'],
  ['X-Forwarded-For', '10.77.0.1'],
]

describe('a 50 MB body', () => {
  it('declared in Content-Length is refused at once with 413 and a clean close, unread', async () => {
    const outcome = await uploadMeasured(services, {
      method: 'POST',
      path: '/auth/users/sign_in',
      headers: json,
      totalBytes: FIFTY_MB,
      stopOnAnswer: true,
    })
    expectCleanTooLarge(outcome, '2 MB')
    // The answer came before the body: the client could stop long before 50 MB.
    expect(outcome.sentBytes).toBeLessThan(FIFTY_MB)
  })

  it('sent on by a client that ignores the answer: it still gets the whole answer and a FIN, not a reset', async () => {
    // 8 MB of it, every byte after the answer: a reset would lose the answer; the services read
    // and drop what still comes for a moment instead (http/body-limit.ts).
    const outcome = await uploadMeasured(services, {
      method: 'POST',
      path: '/logging/v1/booking-logs',
      headers: json,
      declaredBytes: FIFTY_MB,
      totalBytes: 8 * MB,
      stopOnAnswer: false,
    })
    expectCleanTooLarge(outcome, '2 MB')
    expect(outcome.sentBytes).toBe(8 * MB)
  })

  it('sent chunked, without a length, is cut off at the limit with 413 and a clean close', async () => {
    const outcome = await uploadMeasured(services, {
      method: 'POST',
      path: '/auth/users/sign_in',
      headers: json,
      totalBytes: FIFTY_MB,
      chunked: true,
      stopOnAnswer: true,
    })
    expectCleanTooLarge(outcome, '2 MB')
    expect(outcome.sentBytes).toBeLessThan(FIFTY_MB)
  })

  it('sent chunked to an endpoint with a smaller limit of its own (a 64 KB log entry) is cut off there', async () => {
    const outcome = await uploadMeasured(services, {
      method: 'POST',
      path: '/logging/v1/booking-logs',
      headers: json,
      totalBytes: FIFTY_MB,
      chunked: true,
      stopOnAnswer: true,
    })
    expectCleanTooLarge(outcome, '64 KB')
    expect(outcome.sentBytes).toBeLessThan(FIFTY_MB)
  })

  it('sent to an endpoint that reads no body is refused the same way', async () => {
    const outcome = await uploadMeasured(services, {
      method: 'GET',
      path: '/flights/flights/airports',
      headers: json,
      totalBytes: FIFTY_MB,
      stopOnAnswer: true,
    })
    expectCleanTooLarge(outcome, '2 MB')
  })
})

describe('the limit', () => {
  /** A valid body of exactly `bytes` bytes (JSON padded with spaces). */
  const padded = (bytes: number) => {
    const body = JSON.stringify({ scenario: 'batches=1' })
    return body.slice(0, -1) + ' '.repeat(bytes - body.length) + '}'
  }
  const send = (body: string) =>
    rawRequest(services.url, { method: 'POST', path: '/flights/sandbox/scenario', headers: json, body })

  it('is BODY_LIMIT_BYTES: a body of exactly that size is read, one byte more is refused', async () => {
    const within = await send(padded(LIMIT))
    expect(within.status, within.body).toBe(200)
    const over = await send(padded(LIMIT + 1))
    expect(over.status, over.body).toBe(413)
    expect(over.headers.connection).toBe('close')
    expect(errorBody(over).statusMessage).toBe('The body is larger than 2 MB; send at most 2097152 bytes')
  })

  it('refuses a BODY_LIMIT_BYTES that is not a size, naming the variable', () => {
    for (const value of ['lots', '-1', '12.5', '100'])
      expect(() => loadDeploymentConfig({ BODY_LIMIT_BYTES: value }), value).toThrow(
        expect.objectContaining({
          name: ConfigError.name,
          message: expect.stringContaining('BODY_LIMIT_BYTES'),
        }),
      )
  })
})

describe('a Content-Length the HTTP parser refuses', () => {
  const cases: Array<[string, Array<[string, string]>]> = [
    ['not a number', [['Content-Length', 'abc']]],
    ['negative', [['Content-Length', '-1']]],
    [
      'two different values',
      [
        ['Content-Length', '2'],
        ['Content-Length', '3'],
      ],
    ],
    [
      'sent with Transfer-Encoding',
      [
        ['Content-Length', '2'],
        ['Transfer-Encoding', 'chunked'],
      ],
    ],
  ]
  it.each(cases)(
    '%s: 400 naming the header, in the common shape, then the connection closes',
    async (_what, headers) => {
      const answer = await rawRequest(services.url, {
        method: 'POST',
        path: '/auth/users/sign_in',
        headers: [...json, ...headers],
        body: '{}',
        autoLength: false,
      })
      expect(answer.status, answer.body).toBe(400)
      expect(answer.headers.connection).toBe('close')
      expect(errorBody(answer).statusMessage).toMatch(/Content-Length|Transfer-Encoding/)
    },
  )

  it('leaves the services alive, with no unexpected error logged', async () => {
    expect(services.alive()).toBe(true)
    expect((await rawRequest(services.url, { method: 'GET', path: '/health' })).status).toBe(200)
    expect(services.stderr()).not.toMatch(/unexpected error/)
  })
})
