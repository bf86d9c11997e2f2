// postgres-pass: skip (headers and log lines, the same on either database).
// The services' side of the request id and of the log (decisions 0053, 0054): an answer carries the
// caller's X-Request-Id (or a new one), nosniff, and no-store unless the endpoint chose its caching;
// the log has one line per request with the route pattern, and an unexpected error's stack, while
// the caller gets only the common error shape and the id that finds that line.
import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultProductConfig } from '@config'
import { createUpstreamApp } from '~/services/app'
import { openDatabase } from '~/services/db/client'
import { createLogger } from '~/services/platform/log'
import type { RunningUpstream } from '~/services/main'
import { createTestDatabase, startTestUpstream, type TestDatabase } from '../support/upstream'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

function capturedLog() {
  const lines: Record<string, unknown>[] = []
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line))
      done()
    },
  })
  return { lines, log: createLogger({ level: 'info', destination }) }
}

describe('request ids and headers over HTTP', () => {
  const { lines, log } = capturedLog()
  let services: RunningUpstream
  beforeAll(async () => {
    services = await startTestUpstream({ log })
  }, 60_000)
  afterAll(() => services?.close())

  it('answers with the id the caller sent, and logs the request under it with its route pattern', async () => {
    const answer = await fetch(`${services.url}/account/passengers/12`, {
      method: 'DELETE',
      headers: { 'X-Request-Id': 'store-req-0001', Authorization: 'Bearer not-a-real-token-0123456789' },
    })
    expect(answer.status).toBe(401)
    expect(answer.headers.get('x-request-id')).toBe('store-req-0001')
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
    expect(answer.headers.get('cache-control')).toBe('no-store')
    const line = lines.find((l) => l.requestId === 'store-req-0001')
    expect(line).toMatchObject({
      level: 'info',
      service: 'upstream',
      method: 'DELETE',
      status: 401,
      msg: 'request',
    })
    expect(line?.route).toMatch(/^\/account\/passengers\/:\w+$/)
    expect(JSON.stringify(lines)).not.toContain('not-a-real-token')
  })

  it('names a request that came without a valid id itself', async () => {
    const answer = await fetch(`${services.url}/health`, { headers: { 'X-Request-Id': 'bad id; <script>' } })
    expect(answer.headers.get('x-request-id')).toMatch(UUID)
  })

  it('keeps the caching an endpoint chose for itself', async () => {
    const answer = await fetch(`${services.url}/flights/flights/airlines`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('no-cache')
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
  })
})

describe('an unexpected error', () => {
  let database: TestDatabase
  let close: (() => Promise<void>) | undefined
  beforeAll(async () => {
    database = await createTestDatabase()
  }, 60_000)
  afterAll(async () => {
    await close?.()
    await database?.drop()
  })

  it('is logged at error level with its stack; the caller gets the common shape and the request id', async () => {
    const { lines, log } = capturedLog()
    const opened = await openDatabase(database.deployment, { product: defaultProductConfig })
    close = opened.close
    const app = createUpstreamApp({ db: opened.db, kind: opened.kind, log })
    // An endpoint that fails as a bug would, with personal data in its message.
    app.get('/flights/boom', () => {
      throw new Error('lookup failed for asha@example.in with code 482913')
    })
    const answer = await app.request('/flights/boom', { headers: { 'X-Request-Id': 'store-req-0500' } })
    expect(answer.status).toBe(500)
    expect(await answer.json()).toEqual({
      statusMessage: 'Something went wrong on our side',
      code: 'INTERNAL_ERROR',
      description: 'The error was logged; try again in a moment.',
      requestId: 'store-req-0500',
    })
    const failure = lines.find((l) => l.level === 'error')
    expect(failure).toMatchObject({ requestId: 'store-req-0500', msg: 'unexpected error' })
    const err = JSON.stringify(failure?.err)
    expect(err).toContain('request-id.test.ts')
    expect(err).not.toMatch(/asha@example\.in|482913/)
    expect(lines.find((l) => l.msg === 'request')).toMatchObject({
      status: 500,
      route: '/flights/boom',
      level: 'warn',
    })
  })
})
