import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningUpstream } from '~/services/main'
import { docExample, withValues } from '../support/doc-examples'
import { expectMatchesExample } from '../support/expect-example'
import { get, startTestUpstream } from '../support/upstream'

let upstream: RunningUpstream
beforeAll(async () => {
  upstream = await startTestUpstream()
})
afterAll(() => upstream?.close())

describe('service conventions', () => {
  it('reports health and the database in use', async () => {
    const res = await get(upstream.url, '/health')
    expect(res.status).toBe(200)
    expectMatchesExample(
      await res.json(),
      withValues(docExample('service.health.response'), {
        database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      }),
    )
  })

  it.each([
    '/auth',
    '/account',
    '/flights',
    '/hotels',
    '/trains',
    '/holidays',
    '/payment',
    '/wallet',
    '/loyalty',
    '/content',
    '/config',
    '/leads',
    '/agents',
    '/logging',
  ])('answers an unknown path under %s with a JSON 404 in the error shape', async (prefix) => {
    const res = await get(upstream.url, `${prefix}/no/such/endpoint`)
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toContain('application/json')
    // The documented answer is for /hotels; every prefix answers alike, naming its own path.
    expectMatchesExample(
      await res.json(),
      withValues(docExample('service.not-found.response'), {
        statusMessage: `No endpoint GET ${prefix}/no/such/endpoint`,
      }),
    )
  })
})
