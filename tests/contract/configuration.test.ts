import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultProductConfig } from '@config'
import type { RunningUpstream } from '~/services/main'
import { docExample } from '../support/doc-examples'
import { expectMatchesExample } from '../support/expect-example'
import { get, readJson, startTestUpstream } from '../support/upstream'

// The document's values are app.config.ts's (compared below); the example fixes its keys and types.
const documentShape = {
  shapeOnly: [
    'data.flags',
    'data.built',
    'data.polling',
    'data.timers',
    'data.limits',
    'data.locationSearch',
    'data.ui',
    'data.money',
    'data.whiteLabel',
    'data.support',
  ],
}

let upstream: RunningUpstream
beforeAll(async () => {
  upstream = await startTestUpstream()
})
afterAll(() => upstream?.close())

describe('GET /config/configuration', () => {
  it('returns the configuration document seeded from app.config.ts', async () => {
    const res = await get(upstream.url, '/config/configuration?hour=9')
    expect(res.status).toBe(200)
    const body = await readJson<{ data: Record<string, unknown> }>(res)
    expectMatchesExample(body, docExample('config.configuration.response'), documentShape)
    expect(body.data).toMatchObject({
      version: 1,
      flags: defaultProductConfig.flags,
      polling: defaultProductConfig.polling,
      timers: defaultProductConfig.timers,
      limits: defaultProductConfig.limits,
      ui: defaultProductConfig.ui,
      money: defaultProductConfig.money,
      whiteLabel: defaultProductConfig.whiteLabel,
      support: defaultProductConfig.support,
    })
  })

  it('does not vary by hour: the same ETag every hour', async () => {
    const a = (await get(upstream.url, '/config/configuration?hour=0')).headers.get('etag')
    const b = (await get(upstream.url, '/config/configuration?hour=23')).headers.get('etag')
    expect(a).toMatch(/^"configuration-v1-/)
    expect(b).toBe(a)
  })

  it('answers 304 with an empty body to If-None-Match with the current ETag', async () => {
    const first = await get(upstream.url, '/config/configuration?hour=12')
    const etag = first.headers.get('etag') ?? ''
    expect(first.headers.get('cache-control')).toBe('no-cache')
    const again = await get(upstream.url, '/config/configuration?hour=13', { 'if-none-match': etag })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
  })

  it.each([
    ['?hour=24', 'from 0 to 23'],
    ['?hour=-1', 'from 0 to 23'],
    ['?hour=noon', 'from 0 to 23'],
    ['?hour=1.5', 'from 0 to 23'],
    ['', 'is required'],
  ])('rejects %s with a 400 that says what hour must be', async (query, expected) => {
    const res = await get(upstream.url, `/config/configuration${query}`)
    expect(res.status).toBe(400)
    const body = await readJson<{ statusMessage: string; code: string; errors: { field: string }[] }>(res)
    if (query !== '') expectMatchesExample(body, docExample('config.configuration.invalid.response'))
    expect(body.code).toBe('VALIDATION_FAILED')
    expect(body.statusMessage).toContain("'hour'")
    expect(body.statusMessage).toContain(expected)
    expect(body.errors[0]?.field).toBe('hour')
  })
})
