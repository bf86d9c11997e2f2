// postgres-pass: skip (the BFF and a test HTTP server, no services).
// Which address the BFF tells the services the browser has (their per-address limits hang on it):
// the socket's, unless TRUST_PROXY says a proxy in front sets X-Forwarded-For. The real
// session-bound upstream and wrapper against a real HTTP service; only Start's request helpers are
// replaced, by one request whose headers and socket address the test sets.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { loadDeploymentConfig } from '@config'
import { newRequest, setClientIp, setRequestHeader } from '../support/fake-start-request'

vi.mock('@tanstack/react-start/server', () => import('../support/fake-start-request'))

let service: Server
let seen: IncomingHttpHeaders[] = []
let client: typeof import('~/server/upstream/client.server')
let deployment: typeof import('~/server/platform/config.server').deployment
const savedEnv = { UPSTREAM_URL: process.env.UPSTREAM_URL, SESSION_SECRET: process.env.SESSION_SECRET }

beforeAll(async () => {
  service = createServer((req, res) => {
    seen.push(req.headers)
    res.writeHead(200, { 'Content-Type': 'application/json' })
    res.end(JSON.stringify({ data: {}, meta: { status: 'SUCCESS' } }))
  })
  await new Promise<void>((done) => service.listen(0, '127.0.0.1', done))
  process.env.UPSTREAM_URL = `http://127.0.0.1:${(service.address() as AddressInfo).port}` // TCP listen gives AddressInfo
  process.env.SESSION_SECRET = 'client-address-test-secret-0123456789abcdef'
  client = await import('~/server/upstream/client.server')
  ;({ deployment } = await import('~/server/platform/config.server'))
})

afterAll(async () => {
  await new Promise<void>((done) => service.close(() => done()))
  for (const [key, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[key]
    else process.env[key] = value
  }
})

beforeEach(() => {
  seen = []
})

// The deployment is read once at start-up; the tests switch the loaded copy, as a restart would.
const trustProxyAtStart = () => loadDeploymentConfig(process.env).TRUST_PROXY
afterEach(() => {
  deployment.TRUST_PROXY = trustProxyAtStart()
})

/** One browser request: from `socket`, carrying `forwardedFor` if given; the address the service saw. */
async function addressSeen(socket: string, forwardedFor?: string) {
  newRequest()
  setClientIp(socket)
  if (forwardedFor) setRequestHeader('x-forwarded-for', forwardedFor)
  await client.upstream()({ method: 'GET', path: '/account/me', schema: z.unknown() })
  return seen.at(-1)?.['x-forwarded-for']
}

describe('TRUST_PROXY', () => {
  it('is off unless the deployment sets it to true', () => {
    expect(loadDeploymentConfig({}).TRUST_PROXY).toBe(false)
    expect(loadDeploymentConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true)
    expect(() => loadDeploymentConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/)
  })

  it("off: the socket's address reaches the service, whatever X-Forwarded-For the browser sends", async () => {
    deployment.TRUST_PROXY = false
    expect(await addressSeen('198.51.100.23', '203.0.113.50')).toBe('198.51.100.23')
    expect(await addressSeen('198.51.100.24')).toBe('198.51.100.24')
  })

  it("on: X-Forwarded-For's first entry reaches the service; the socket's address when there is none", async () => {
    deployment.TRUST_PROXY = true
    expect(await addressSeen('10.0.0.2', '203.0.113.50, 10.0.0.1')).toBe('203.0.113.50')
    expect(await addressSeen('198.51.100.25')).toBe('198.51.100.25')
  })
})
