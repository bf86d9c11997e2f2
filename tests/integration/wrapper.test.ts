// postgres-pass: skip (the BFF wrapper against a test HTTP server, no services).
// The upstream wrapper (000 §7 "Common wrapper") against a real HTTP server: no fetch mocks.
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createUpstream, type Upstream } from '~/server/upstream/wrapper.server'
import { UpstreamError, type UpstreamFailure } from '~/server/upstream/wrapper'

type Seen = { method: string; url: string; headers: IncomingHttpHeaders; body: string }

let server: Server
let baseUrl: string
let seen: Seen[] = []

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers })
  res.end(JSON.stringify(body))
}

// One route per branch of the wrapper; each answers what a real service would.
const routes: Record<string, (res: ServerResponse, req: Seen) => void> = {
  '/echo': (res) => json(res, 200, { data: { ok: true }, meta: { status: 'SUCCESS' } }),
  '/sign-in': (res) =>
    json(res, 200, { data: { id: 7 }, meta: { status: 'SUCCESS', authentication_token: 'fresh-token' } }),
  '/airports': (res, req) => {
    if (req.headers['if-none-match'] === '"v1"') {
      res.writeHead(304, { ETag: '"v1"' })
      res.end()
      return
    }
    json(res, 200, { data: [{ code: 'DEL' }], meta: { status: 'SUCCESS' } }, { ETag: '"v1"' })
  },
  '/no-content': (res) => {
    res.writeHead(204)
    res.end()
  },
  '/unprocessable': (res) =>
    json(res, 422, { statusMessage: 'Invalid phone', code: 'E422', errors: { phone: ['invalid'] } }),
  '/bad-with-message': (res) => json(res, 400, { statusMessage: 'Missing origin', code: 'E400' }),
  '/bad-without-message': (res) => json(res, 400, { description: 'Malformed search', code: 'E401' }),
  '/broken': (res) => json(res, 500, { statusMessage: 'Database down', code: 'PBEXT_GAB_0002' }),
  '/broken-text': (res) => {
    res.writeHead(502, { 'Content-Type': 'text/html' })
    res.end('<h1>Bad Gateway</h1>')
  },
  '/html': (res) => {
    res.writeHead(200, { 'Content-Type': 'text/html' })
    res.end('<html>not json</html>')
  },
  '/hang': () => {
    // Never answers: the wrapper's timeout must end the call.
  },
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const entry: Seen = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      }
      seen.push(entry)
      const route = routes[new URL(entry.url, 'http://x').pathname]
      if (route) route(res, entry)
      else json(res, 404, { statusMessage: 'Not found', code: 'NOT_FOUND' })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}` // listen() on a TCP port gives AddressInfo
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

beforeEach(() => {
  seen = []
})

function upstream(timeoutMs = 5_000): Upstream {
  return createUpstream({ baseUrl, timeoutMs })
}

async function failureOf(promise: Promise<unknown>): Promise<UpstreamFailure> {
  try {
    await promise
  } catch (error) {
    if (error instanceof UpstreamError) return error.failure
    throw error
  }
  throw new Error('expected the call to fail')
}

const anything = z.unknown()

describe('headers', () => {
  it('sends client desktop and platform Desktop for the desktop layout, and no bearer without a token', async () => {
    const result = await upstream().request({
      method: 'GET',
      path: '/echo',
      layout: 'desktop',
      schema: anything,
    })
    expect(result).toEqual({
      status: 200,
      data: { data: { ok: true }, meta: { status: 'SUCCESS' } },
      notModified: false,
    })
    const { headers } = seen[0]!
    expect(headers.client).toBe('desktop')
    expect(headers.platform).toBe('Desktop')
    expect(headers.authorization).toBeUndefined()
    expect(headers['content-type']).toBeUndefined()
  })

  it('sends client m-web and platform mWeb for the mobile layout', async () => {
    await upstream().request({ method: 'GET', path: '/echo', layout: 'mobile', schema: anything })
    expect(seen[0]!.headers.client).toBe('m-web')
    expect(seen[0]!.headers.platform).toBe('mWeb')
  })

  it('leaves the client and platform headers off when asked (the itinerary list call)', async () => {
    await upstream().request({
      method: 'GET',
      path: '/echo',
      layout: 'mobile',
      omitClientHeaders: true,
      auth: { token: 't1' },
      schema: anything,
    })
    expect(seen[0]!.headers.client).toBeUndefined()
    expect(seen[0]!.headers.platform).toBeUndefined()
    expect(seen[0]!.headers.authorization).toBe('Bearer t1')
  })

  it('sends a JSON body with Content-Type application/json and the bearer token', async () => {
    await upstream().request({
      method: 'POST',
      path: '/echo',
      layout: 'desktop',
      body: { user: { email: 'a@b.in' } },
      auth: { token: 'abc' },
      schema: anything,
    })
    expect(seen[0]!.method).toBe('POST')
    expect(seen[0]!.headers['content-type']).toBe('application/json')
    expect(seen[0]!.headers.authorization).toBe('Bearer abc')
    expect(JSON.parse(seen[0]!.body)).toEqual({ user: { email: 'a@b.in' } })
  })

  it('leaves the bearer off when skipped, or when the token is null', async () => {
    await upstream().request({
      method: 'GET',
      path: '/echo',
      layout: 'desktop',
      auth: { token: 'abc', skip: true },
      schema: anything,
    })
    await upstream().request({
      method: 'GET',
      path: '/echo',
      layout: 'desktop',
      auth: { token: null },
      schema: anything,
    })
    expect(seen.map((s) => s.headers.authorization)).toEqual([undefined, undefined])
  })

  it("forwards the browser's address as X-Forwarded-For, and none when it is unknown", async () => {
    await upstream().request({
      method: 'GET',
      path: '/echo',
      layout: 'desktop',
      clientIp: '198.51.100.23',
      schema: anything,
    })
    await upstream().request({ method: 'GET', path: '/echo', layout: 'desktop', schema: anything })
    expect(seen.map((s) => s.headers['x-forwarded-for'])).toEqual(['198.51.100.23', undefined])
  })

  it('puts the query in the URL, repeating array values and dropping undefined ones', async () => {
    await upstream().request({
      method: 'GET',
      path: '/echo',
      query: { hour: 9, status: true, origin: ['DEL', 'BOM'], skip: undefined },
      layout: 'desktop',
      schema: anything,
    })
    expect(seen[0]!.url).toBe('/echo?hour=9&status=true&origin=DEL&origin=BOM')
  })
})

describe('success answers', () => {
  it('surfaces an authentication_token found in the response meta', async () => {
    const result = await upstream().request({
      method: 'POST',
      path: '/sign-in',
      layout: 'desktop',
      body: {},
      schema: anything,
    })
    expect(result.authenticationToken).toBe('fresh-token')
  })

  it('returns the ETag when asked, and nothing about it when not', async () => {
    const asked = await upstream().request({
      method: 'GET',
      path: '/airports',
      layout: 'desktop',
      etag: true,
      schema: anything,
    })
    const notAsked = await upstream().request({
      method: 'GET',
      path: '/airports',
      layout: 'desktop',
      schema: anything,
    })
    expect(asked.etag).toBe('"v1"')
    expect('etag' in notAsked).toBe(false)
  })

  it('sends If-None-Match and reports a 304 as not modified, with no data', async () => {
    const result = await upstream().request({
      method: 'GET',
      path: '/airports',
      layout: 'desktop',
      etag: true,
      ifNoneMatch: '"v1"',
      schema: anything,
    })
    expect(seen[0]!.headers['if-none-match']).toBe('"v1"')
    expect(result).toEqual({ status: 304, data: null, notModified: true, etag: '"v1"' })
  })

  it('treats 204 as an empty success', async () => {
    const result = await upstream().request({
      method: 'DELETE',
      path: '/no-content',
      layout: 'desktop',
      schema: anything,
    })
    expect(result).toEqual({ status: 204, data: null, notModified: false })
  })

  it('validates the body with the given schema', async () => {
    const schema = z.object({ data: z.object({ ok: z.boolean() }) })
    const result = await upstream().request({ method: 'GET', path: '/echo', layout: 'desktop', schema })
    expect(result.data?.data.ok).toBe(true)
  })

  it('rejects a body of the wrong shape as an invalid response', async () => {
    const schema = z.object({ data: z.array(z.string()) })
    const failure = await failureOf(
      upstream().request({ method: 'GET', path: '/echo', layout: 'desktop', schema }),
    )
    expect(failure.kind).toBe('invalid-response')
  })

  it('rejects a 2xx body that is not JSON with a clear message', async () => {
    const failure = await failureOf(
      upstream().request({ method: 'GET', path: '/html', layout: 'desktop', schema: anything }),
    )
    expect(failure).toEqual({
      kind: 'invalid-response',
      status: 200,
      message: 'GET /html answered 200 with a body that is not JSON',
    })
  })
})

describe('failures', () => {
  it('rejects 422 with the status and the parsed body', async () => {
    const failure = await failureOf(
      upstream().request({
        method: 'POST',
        path: '/unprocessable',
        layout: 'desktop',
        body: {},
        schema: anything,
      }),
    )
    expect(failure).toEqual({
      kind: 'unprocessable',
      status: 422,
      body: { statusMessage: 'Invalid phone', code: 'E422', errors: { phone: ['invalid'] } },
    })
  })

  it('rejects 400 carrying a statusMessage with the body', async () => {
    const failure = await failureOf(
      upstream().request({
        method: 'POST',
        path: '/bad-with-message',
        layout: 'desktop',
        body: {},
        schema: anything,
      }),
    )
    expect(failure).toEqual({
      kind: 'bad-request',
      status: 400,
      body: { statusMessage: 'Missing origin', code: 'E400' },
    })
  })

  it('rejects 400 without a statusMessage with status, statusText, description and code', async () => {
    const failure = await failureOf(
      upstream().request({
        method: 'POST',
        path: '/bad-without-message',
        layout: 'desktop',
        body: {},
        schema: anything,
      }),
    )
    expect(failure).toEqual({
      kind: 'http',
      status: 400,
      statusText: 'Bad Request',
      description: 'Malformed search',
      code: 'E401',
    })
  })

  it('rejects 500 with status, statusText, the statusMessage as description, and code', async () => {
    const failure = await failureOf(
      upstream().request({ method: 'GET', path: '/broken', layout: 'desktop', schema: anything }),
    )
    expect(failure).toEqual({
      kind: 'http',
      status: 500,
      statusText: 'Internal Server Error',
      description: 'Database down',
      code: 'PBEXT_GAB_0002',
    })
  })

  it('rejects a non-JSON error page with status and statusText only', async () => {
    const failure = await failureOf(
      upstream().request({ method: 'GET', path: '/broken-text', layout: 'desktop', schema: anything }),
    )
    expect(failure).toEqual({ kind: 'http', status: 502, statusText: 'Bad Gateway' })
  })

  it('ends a call the service never answers with "timeout of N ms exceeded"', async () => {
    const call = upstream().request({
      method: 'GET',
      path: '/hang',
      layout: 'desktop',
      timeoutMs: 50,
      schema: anything,
    })
    await expect(call).rejects.toThrow('timeout of 50 ms exceeded')
    expect(await failureOf(call)).toEqual({ kind: 'timeout', message: 'timeout of 50 ms exceeded' })
  })

  it('rejects with NETWORK_OFFLINE when nothing listens on the port', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port // listen() on a TCP port gives AddressInfo
    await new Promise<void>((resolve) => closed.close(() => resolve()))

    const offline = createUpstream({ baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 5_000 })
    const failure = await failureOf(
      offline.request({ method: 'GET', path: '/echo', layout: 'desktop', schema: anything }),
    )
    expect(failure).toEqual({ kind: 'network', code: 'NETWORK_OFFLINE', cause: 'ECONNREFUSED' })
  })

  it('rejects with NETWORK_OFFLINE when the host name does not resolve', async () => {
    const offline = createUpstream({ baseUrl: 'http://upstream.invalid', timeoutMs: 5_000 })
    const failure = await failureOf(
      offline.request({ method: 'GET', path: '/echo', layout: 'desktop', schema: anything }),
    )
    expect(failure).toMatchObject({ kind: 'network', code: 'NETWORK_OFFLINE' })
  })
})
