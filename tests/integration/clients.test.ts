// The BFF's typed clients against the real upstream services (their own embedded database), so the
// schemas the BFF expects are checked against what the services really answer.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startUpstream, type RunningUpstream } from '~/services/main'
import { newRequest } from '../support/fake-start-request'

vi.mock('@tanstack/react-start/server', () => import('../support/fake-start-request'))

let services: RunningUpstream
let dataDir: string
const savedEnv = { UPSTREAM_URL: process.env.UPSTREAM_URL, SESSION_SECRET: process.env.SESSION_SECRET }

let configClient: typeof import('~/server/config/client.server')
let contentClient: typeof import('~/server/content/client.server')
let masterData: typeof import('~/server/flights/master-data-client.server')
let logging: typeof import('~/server/logging/client.server')

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'bff-clients-'))
  services = await startUpstream({
    deployment: { PGLITE_DIR: join(dataDir, 'pglite'), UPSTREAM_HOST: '127.0.0.1' },
    port: 0,
  })
  process.env.UPSTREAM_URL = services.url
  process.env.SESSION_SECRET = 'clients-test-secret-0123456789abcdefghijkl'
  configClient = await import('~/server/config/client.server')
  contentClient = await import('~/server/content/client.server')
  masterData = await import('~/server/flights/master-data-client.server')
  logging = await import('~/server/logging/client.server')
})

afterAll(async () => {
  await services?.close()
  rmSync(dataDir, { recursive: true, force: true })
  for (const [key, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[key]
    else process.env[key] = value
  }
})

describe('typed clients against the services', () => {
  it('loads the configuration with its tag, then hears "not modified" for the same tag', async () => {
    newRequest()
    const fresh = await configClient.getConfiguration({ hour: 9 })
    if (fresh.status !== 'fresh') throw new Error('expected a fresh configuration on the first load')
    expect(fresh.etag).toBeTruthy()
    expect(fresh.value).toHaveProperty('flags')

    const again = await configClient.getConfiguration({ hour: 9, etag: fresh.etag ?? undefined })
    expect(again).toEqual({ status: 'not-modified', etag: fresh.etag })
  })

  it('decodes a content document', async () => {
    newRequest()
    const terms = await contentClient.getContentByTitle('terms')
    expect(terms).toBeTypeOf('object')
    expect(terms).not.toBeNull()
  })

  it('fails with the service status for an unknown content title', async () => {
    newRequest()
    await expect(contentClient.getContentByTitle('no_such_title')).rejects.toMatchObject({
      failure: { kind: 'http', status: 404 },
    })
  })

  it('reads airports, airlines, alliances and exchange rates, each with an ETag that answers 304 next time', async () => {
    newRequest()
    for (const read of [
      masterData.getAirports,
      masterData.getAirlines,
      masterData.getAlliances,
      masterData.getExchangeRates,
    ]) {
      const fresh = await read()
      if (fresh.status !== 'fresh') throw new Error('expected fresh master data on the first read')
      expect(fresh.value.length).toBeGreaterThan(0)
      expect(await read(fresh.etag ?? undefined)).toEqual({ status: 'not-modified', etag: fresh.etag })
    }
  })

  it('keeps one copy of a dataset and revalidates it: the second read is a 304 answered from the copy', async () => {
    newRequest()
    const { revalidatedCopy } = await import('~/server/upstream/revalidate.server')
    const answers: string[] = []
    const read = revalidatedCopy(
      'exchange rates',
      async (etag?: string) => {
        const answer = await masterData.getExchangeRates(etag)
        answers.push(answer.status)
        return answer
      },
      (rows) => rows.map((r) => `${r.from}->${r.to}`),
    )
    expect(await read()).toEqual(['INR->USD'])
    expect(await read()).toEqual(['INR->USD'])
    expect(answers).toEqual(['fresh', 'not-modified'])
  })

  it('finds Delhi among the airports and IndiGo among the airlines', async () => {
    newRequest()
    const airports = await masterData.getAirports()
    const airlines = await masterData.getAirlines()
    if (airports.status !== 'fresh' || airlines.status !== 'fresh')
      throw new Error('expected fresh master data')
    expect(airports.value.find((a) => a.airport_code === 'DEL')?.city_name).toBe('Delhi')
    expect(airlines.value.find((a) => a.iata_code === '6E')?.name).toBe('IndiGo')
  })

  it('posts a client error report the logging service accepts', async () => {
    newRequest()
    await expect(
      logging.postClientError({
        type: 'window_level_err_web_client',
        message: 'TypeError: x is undefined',
        isMobile: false,
        pageUrl: 'http://store.test/flights',
        timestamp: new Date().toISOString(),
        userAgent: 'Mozilla/5.0',
        clientIp: '203.0.113.7',
      }),
    ).resolves.toBeUndefined()
  })
})
