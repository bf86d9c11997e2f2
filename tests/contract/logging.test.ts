import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningUpstream } from '~/services/main'
import { docExample, withValues } from '../support/doc-examples'
import { expectMatchesExample } from '../support/expect-example'
import { postJson, startTestUpstream } from '../support/upstream'

let upstream: RunningUpstream
beforeAll(async () => {
  upstream = await startTestUpstream()
})
afterAll(() => upstream?.close())

const clientError = docExample('logging.client-errors.request')
const stored = { patterns: { 'data.id': /^[1-9]\d*$/ } }

describe('POST /logging/v1/client-errors', () => {
  it('stores a report and answers 201', async () => {
    const res = await postJson(upstream.url, '/logging/v1/client-errors', clientError)
    expect(res.status).toBe(201)
    expectMatchesExample(await res.json(), docExample('logging.client-errors.response'), stored)
  })

  it('accepts the minimal report: type, message and a millisecond timestamp', async () => {
    const res = await postJson(upstream.url, '/logging/v1/client-errors', {
      type: 'sagas_failed_src_index',
      message: 'search saga failed',
      timestamp: 1_740_800_000_000,
    })
    expect(res.status).toBe(201)
  })

  it('rejects an unknown type with a 400 naming the field and the accepted values', async () => {
    const res = await postJson(
      upstream.url,
      '/logging/v1/client-errors',
      withValues(clientError, { type: 'oops' }),
    )
    expect(res.status).toBe(400)
    expectMatchesExample(await res.json(), docExample('logging.client-errors.invalid.response'))
  })

  it('rejects a body that is not JSON', async () => {
    const res = await fetch(`${upstream.url}/logging/v1/client-errors`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    })
    expect(res.status).toBe(400)
    expectMatchesExample(await res.json(), docExample('logging.client-errors.not-json.response'))
  })

  it('rejects a body over 64 KB with 413', async () => {
    const res = await postJson(
      upstream.url,
      '/logging/v1/client-errors',
      withValues(clientError, { stack: 'x'.repeat(70_000) }),
    )
    expect(res.status).toBe(413)
    expectMatchesExample(await res.json(), docExample('logging.client-errors.too-large.response'))
  })
})

describe('POST /logging/v1/booking-logs', () => {
  it('stores a booking log and answers 201', async () => {
    const res = await postJson(
      upstream.url,
      '/logging/v1/booking-logs',
      docExample('logging.booking-logs.request'),
    )
    expect(res.status).toBe(201)
    expectMatchesExample(await res.json(), docExample('logging.booking-logs.response'), stored)
  })

  it('rejects a log without a timestamp', async () => {
    const res = await postJson(upstream.url, '/logging/v1/booking-logs', { type: 'flight_booking_create' })
    expect(res.status).toBe(400)
    expectMatchesExample(await res.json(), docExample('logging.booking-logs.invalid.response'))
  })
})
