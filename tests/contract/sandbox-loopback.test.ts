// The sandbox controls answer only on the services' own machine: a caller whose socket is not on
// loopback gets a 403, whatever X-Forwarded-For says; a loopback caller is answered, and the outbox
// read with a `requester` tag keeps only the messages asked for with that tag (docs/decisions/0050).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Hono } from 'hono'
import { createUpstreamApp } from '~/services/app'
import { openDatabase } from '~/services/db/client'
import { isLoopback } from '~/services/http/sandbox-guard'
import { randomPhone } from '../support/accounts'
import { createTestDatabase, type TestDatabase } from '../support/upstream'

let testDb: TestDatabase
let close: () => Promise<void>
let app: Hono

beforeAll(async () => {
  testDb = await createTestDatabase()
  const database = await openDatabase(testDb.deployment)
  app = createUpstreamApp({ db: database.db, kind: database.kind })
  close = database.close
}, 60_000)
afterAll(async () => {
  await close?.()
  await testDb?.drop()
})

/** A request as @hono/node-server hands it to the app: the socket's address is in env.incoming. */
function from(remoteAddress: string, method: string, path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers)
  if (init.body) headers.set('content-type', 'application/json')
  return app.request(
    `http://services.test${path}`,
    { ...init, method, headers },
    {
      incoming: { socket: { remoteAddress, remotePort: 40_000, remoteFamily: 'IPv4' } },
    },
  )
}

const controls: Array<[string, string, unknown]> = [
  ['GET', '/auth/sandbox/outbox', undefined],
  ['POST', '/auth/sandbox/code_age', { to: '+91 9876543210', seconds: 0 }],
  ['POST', '/flights/sandbox/scenario', { scenario: '' }],
  ['POST', '/flights/sandbox/segment_end', { segment: 0, status: 'SUCCESS' }],
  ['POST', '/flights/sandbox/search_end', { status: 'SUCCESS' }],
  ['POST', '/hotels/sandbox/scenario', { scenario: '' }],
]

describe('sandbox controls', () => {
  for (const [method, path, body] of controls)
    it(`${method} ${path} refuses a caller off loopback, even one claiming 127.0.0.1`, async () => {
      const res = await from('192.0.2.44', method, path, {
        headers: { 'x-forwarded-for': '127.0.0.1' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
      expect(res.status).toBe(403)
      expect(await res.json()).toEqual({
        statusMessage: `${method} ${path} answers only on the services' own machine`,
        code: 'SANDBOX_LOOPBACK_ONLY',
        description:
          "The sandbox controls are reachable from 127.0.0.1 or ::1 only; read your messages on the store's /dev/outbox page.",
      })
    })

  it('answer a loopback caller, IPv4 or IPv6', async () => {
    expect((await from('127.0.0.1', 'GET', '/auth/sandbox/outbox')).status).toBe(200)
    expect((await from('::1', 'GET', '/auth/sandbox/outbox')).status).toBe(200)
    expect((await from('::ffff:127.0.0.1', 'GET', '/auth/sandbox/outbox')).status).toBe(200)
  })

  it('knows loopback from look-alikes', () => {
    expect(['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1'].map(isLoopback)).toEqual([
      true,
      true,
      true,
      true,
    ])
    expect(['10.0.0.1', '::ffff:10.0.0.1', '127.0.0.1.evil', '::2', undefined].map(isLoopback)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ])
  })
})

describe('the outbox by requester', () => {
  const ask = (phone: string, requester?: string) =>
    from('127.0.0.1', 'POST', '/auth/phone_confirmation/generate_otp', {
      headers: requester ? { 'x-sandbox-requester': requester } : {},
      body: JSON.stringify({ phone_number: phone, country_code: '91' }),
    })
  const read = async (query: string) => {
    const res = await from('127.0.0.1', 'GET', `/auth/sandbox/outbox?${query}`)
    expect(res.status).toBe(200)
    const body = (await res.json()) as { data: { messages: { to: string }[] } }
    return body.data.messages.map((m) => m.to)
  }

  it("keeps only the messages asked for with the tag; another tag's are not there", async () => {
    const [mine, theirs] = [randomPhone(), randomPhone()]
    expect((await ask(mine, 'tag-of-browser-one-0001')).status).toBe(201)
    expect((await ask(theirs, 'tag-of-browser-two-0002')).status).toBe(201)
    expect(await read('requester=tag-of-browser-one-0001')).toEqual([`+91 ${mine}`])
    expect(await read(`requester=tag-of-browser-one-0001&to=%2B91%20${theirs}`)).toEqual([])
    expect(await read('requester=tag-never-used-000000')).toEqual([])
  })

  it('refuses a malformed tag with a 400 naming it', async () => {
    const res = await from('127.0.0.1', 'GET', '/auth/sandbox/outbox?requester=%00')
    expect(res.status).toBe(400)
    expect(JSON.stringify(await res.json())).toContain('requester')
  })
})
