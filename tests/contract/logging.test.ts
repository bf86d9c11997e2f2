import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningUpstream } from '~/services/main'
import { postJson, startTestUpstream } from '../support/upstream'

let upstream: RunningUpstream
beforeAll(async () => {
  upstream = await startTestUpstream()
})
afterAll(() => upstream?.close())

const clientError = {
  type: 'window_level_err_web_client',
  message: "TypeError: Cannot read properties of undefined (reading 'fare')",
  url: 'https://store.example/assets/index.js',
  line: 12,
  column: 4031,
  stack: 'TypeError: ...\n    at render (index.js:12:4031)',
  isMobile: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 14)',
  clientIp: '203.0.113.7',
  timestamp: '2025-03-01T10:15:00+05:30',
  pageUrl: 'https://store.example/flights/search/one_way',
  deviceInfo: { width: 390, height: 844 },
}

describe('POST /logging/v1/client-errors', () => {
  it('stores a report and answers 201', async () => {
    const res = await postJson(upstream.url, '/logging/v1/client-errors', clientError)
    expect(res.status).toBe(201)
    const body = (await res.json()) as { data: { id: number }; meta: { status: string } }
    expect(body.meta.status).toBe('SUCCESS')
    expect(body.data.id).toBeGreaterThan(0)
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
    const res = await postJson(upstream.url, '/logging/v1/client-errors', { ...clientError, type: 'oops' })
    expect(res.status).toBe(400)
    const body = (await res.json()) as { statusMessage: string; errors: { field: string }[] }
    expect(body.statusMessage).toContain("'type'")
    expect(body.statusMessage).toContain('window_level_err_web_client')
    expect(body.errors.map((e) => e.field)).toEqual(['type'])
  })

  it('rejects a body that is not JSON', async () => {
    const res = await fetch(`${upstream.url}/logging/v1/client-errors`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { statusMessage: string }).statusMessage).toBe('The body is not valid JSON')
  })

  it('rejects a body over 64 KB with 413', async () => {
    const res = await postJson(upstream.url, '/logging/v1/client-errors', {
      ...clientError,
      stack: 'x'.repeat(70_000),
    })
    expect(res.status).toBe(413)
    expect(await res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' })
  })
})

describe('POST /logging/v1/booking-logs', () => {
  it('stores a booking log and answers 201', async () => {
    const res = await postJson(upstream.url, '/logging/v1/booking-logs', {
      type: 'flight_booking_create',
      request: { tripId: 'T123' },
      error: { status: 422, message: 'fare changed' },
      isMobile: false,
      userAgent: 'Mozilla/5.0',
      timestamp: '2025-03-01T04:45:00Z',
      tabId: 'tab-1',
      browserId: 'browser-1',
    })
    expect(res.status).toBe(201)
  })

  it('rejects a log without a timestamp', async () => {
    const res = await postJson(upstream.url, '/logging/v1/booking-logs', { type: 'flight_booking_create' })
    expect(res.status).toBe(400)
    const body = (await res.json()) as { statusMessage: string }
    expect(body.statusMessage).toContain("'timestamp'")
  })
})
