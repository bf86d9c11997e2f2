// The session-bound upstream (client.server.ts) with the real wrapper and a real HTTP service.
// Only Start's request helpers are replaced: by one request with a cookie jar, as Start would give.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { current, newRequest, nextRequestOfSameBrowser, setClientIp } from '../support/fake-start-request'

vi.mock('@tanstack/react-start/server', () => import('../support/fake-start-request'))

let service: Server
let seen: IncomingHttpHeaders[] = []
let calls: string[] = []
type ClientModule = typeof import('~/server/upstream/client.server')
type SessionModule = typeof import('~/server/session/session.server')
let client: ClientModule
let session: SessionModule

const savedEnv = { UPSTREAM_URL: process.env.UPSTREAM_URL, SESSION_SECRET: process.env.SESSION_SECRET }

beforeAll(async () => {
  service = createServer((req, res) => {
    seen.push(req.headers)
    calls.push(`${req.method} ${req.url}`)
    res.writeHead(200, { 'Content-Type': 'application/json' })
    const ended = /^\/auth\/sessions\/([0-9a-f]{32})\/revocation$/.exec(req.url ?? '')
    if (ended) {
      res.end(JSON.stringify({ data: { session_id: ended[1], revoked: true }, meta: { status: 'SUCCESS' } }))
      return
    }
    const meta =
      req.url === '/auth/sign-in'
        ? { status: 'SUCCESS', authentication_token: 'token-from-service' }
        : { status: 'SUCCESS' }
    res.end(JSON.stringify({ data: {}, meta }))
  })
  await new Promise<void>((done) => service.listen(0, '127.0.0.1', done))
  process.env.UPSTREAM_URL = `http://127.0.0.1:${(service.address() as AddressInfo).port}` // TCP listen gives AddressInfo
  process.env.SESSION_SECRET = 'upstream-session-test-secret-0123456789abcdef'
  client = await import('~/server/upstream/client.server')
  session = await import('~/server/session/session.server')
})

afterAll(async () => {
  await new Promise<void>((done) => service.close(() => done()))
  // process.env outlives this file in the worker; leave it as found.
  for (const [key, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[key]
    else process.env[key] = value
  }
})

beforeEach(() => {
  seen = []
})

const call = (path: string) => client.upstream()({ method: 'GET', path, schema: z.unknown() })

describe('the upstream as a request sees it', () => {
  it('sends no bearer without a session, and the desktop headers for a desktop browser', async () => {
    newRequest()
    await call('/account/me')
    expect(seen[0]).toMatchObject({ client: 'desktop', platform: 'Desktop' })
    expect(seen[0]?.authorization).toBeUndefined()
  })

  it("sends the browser's address to the service as X-Forwarded-For on every call", async () => {
    newRequest()
    setClientIp('198.51.100.23')
    await call('/account/me')
    nextRequestOfSameBrowser()
    setClientIp('192.0.2.99')
    await call('/auth/sign-in')
    expect(seen.map((h) => h['x-forwarded-for'])).toEqual(['198.51.100.23', '192.0.2.99'])
  })

  it('stores an authentication_token from the service in the session cookie, and sends it next time', async () => {
    newRequest()
    await call('/auth/sign-in')
    const cookie = current().set.get('sid')
    expect(cookie?.options).toMatchObject({
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: false,
      maxAge: 2_592_000,
    })
    expect(cookie?.value).not.toContain('token-from-service')

    nextRequestOfSameBrowser()
    await call('/account/me')
    expect(seen[1]?.authorization).toBe('Bearer token-from-service')
    expect(session.readSession()?.accessToken).toBe('token-from-service')
  })

  it('uses the mobile headers for a phone, unless the session holds a layout', async () => {
    const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148'
    newRequest({}, phone)
    await call('/flights/flights/airlines')
    expect(seen[0]).toMatchObject({ client: 'm-web', platform: 'mWeb' })

    session.writeSession({ layout: 'desktop' })
    nextRequestOfSameBrowser(phone)
    await call('/flights/flights/airlines')
    expect(seen[1]).toMatchObject({ client: 'desktop', platform: 'Desktop' })
  })

  it('treats a tampered session cookie as no session', async () => {
    newRequest()
    await call('/auth/sign-in')
    const sealed = current().set.get('sid')?.value ?? ''
    newRequest({ sid: sealed.slice(0, -4) + 'AAAA' })
    expect(session.readSession()).toBeNull()
    await call('/account/me')
    expect(seen[1]?.authorization).toBeUndefined()
  })

  it('rotates the id but keeps the data, and ends the session on sign-out; the services record both ends', async () => {
    newRequest()
    calls = []
    const first = session.writeSession({ accessToken: 't1' })
    nextRequestOfSameBrowser()
    const rotated = await session.rotateSession()
    expect(rotated.id).not.toBe(first.id)
    expect(rotated.accessToken).toBe('t1')
    nextRequestOfSameBrowser()
    await session.endSession()
    expect(session.readSession()).toBeNull()
    expect(current().set.get('sid')?.value).toBe('')
    expect(calls).toEqual([
      `PUT /auth/sessions/${first.id}/revocation`,
      `PUT /auth/sessions/${rotated.id}/revocation`,
    ])
  })
})
