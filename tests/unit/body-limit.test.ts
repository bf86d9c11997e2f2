import { describe, expect, it } from 'vitest'
import { loadDeploymentConfig } from '@config'
import { withBodyLimit } from '~/server/platform/body-limit'

const limit = 4096

/** A handler that reads the whole body, as Start's JSON parsing does. */
async function readsBody(request: Request): Promise<Response> {
  try {
    const text = await request.text()
    return new Response(`read ${text.length}`)
  } catch (error) {
    // Start answers the 413 UserError the stream failed with as a 413.
    const status = error instanceof Error && 'status' in error ? Number(error.status) : 500
    return new Response('refused', { status })
  }
}

function chunked(bytes: number): ReadableStream<Uint8Array> {
  let sent = 0
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close()
      const size = Math.min(1000, bytes - sent)
      sent += size
      controller.enqueue(new Uint8Array(size))
    },
  })
}

function post(body: BodyInit | ReadableStream<Uint8Array>, headers: Record<string, string> = {}): Request {
  const init: RequestInit & { duplex: 'half' } = { method: 'POST', body, headers, duplex: 'half' }
  return new Request('http://store.test/_serverFn/x', init)
}

describe('withBodyLimit: the store reads no body larger than BODY_LIMIT_BYTES', () => {
  it('refuses a body declared too large with 413 before reading it, and closes the connection', async () => {
    let handled = false
    const response = await withBodyLimit(
      post('x', { 'content-length': String(limit + 1) }),
      limit,
      async () => {
        handled = true
        return new Response('ok')
      },
    )
    expect(handled).toBe(false)
    expect(response.status).toBe(413)
    expect(response.headers.get('connection')).toBe('close')
    expect(await response.json()).toEqual({
      statusMessage: 'The request is too large: at most 4 KB is accepted.',
      code: 'PAYLOAD_TOO_LARGE',
    })
  })

  it('passes a body within the limit whole', async () => {
    const response = await withBodyLimit(post('a'.repeat(limit)), limit, readsBody)
    expect(await response.text()).toBe(`read ${limit}`)
  })

  it('counts a body without a length as it is read and refuses it past the limit', async () => {
    const response = await withBodyLimit(post(chunked(limit * 10)), limit, readsBody)
    expect(response.status).toBe(413)
    expect(response.headers.get('connection')).toBe('close')
  })

  it('passes a body without a length that stays within the limit', async () => {
    const response = await withBodyLimit(post(chunked(limit)), limit, readsBody)
    expect(await response.text()).toBe(`read ${limit}`)
  })

  it('is 1 MB unless BODY_LIMIT_BYTES says otherwise', () => {
    expect(loadDeploymentConfig({}).BODY_LIMIT_BYTES).toBe(1_048_576)
    expect(loadDeploymentConfig({ BODY_LIMIT_BYTES: '65536' }).BODY_LIMIT_BYTES).toBe(65_536)
    expect(() => loadDeploymentConfig({ BODY_LIMIT_BYTES: 'lots' })).toThrow(/BODY_LIMIT_BYTES/)
  })
})
