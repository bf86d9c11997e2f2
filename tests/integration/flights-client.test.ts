// The BFF's flight client against the real services: the shapes it expects are the ones served.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { addDays, todayInIndia } from '~/services/flights/supplier'
import { startUpstream, type RunningUpstream } from '~/services/main'
import { newRequest } from '../support/fake-start-request'

vi.mock('@tanstack/react-start/server', () => import('../support/fake-start-request'))

let services: RunningUpstream
let dataDir: string
const savedEnv = { UPSTREAM_URL: process.env.UPSTREAM_URL, SESSION_SECRET: process.env.SESSION_SECRET }
let flights: typeof import('~/server/flights/client.server')

const day = (n: number) => addDays(todayInIndia(Date.now()), n)
const request = (origin = 'DEL', destination = 'BOM') => ({
  origin: { code: origin, country: 'IN' },
  destination: { code: destination, country: 'IN' },
  search_type: 'one_way' as const,
  travel_date: day(12),
})
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms))

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'bff-flights-'))
  services = await startUpstream({
    deployment: { PGLITE_DIR: join(dataDir, 'pglite'), UPSTREAM_HOST: '127.0.0.1' },
    port: 0,
  })
  process.env.UPSTREAM_URL = services.url
  process.env.SESSION_SECRET = 'flights-client-test-secret-0123456789abcdef'
  flights = await import('~/server/flights/client.server')
})

afterAll(async () => {
  await services?.close()
  rmSync(dataDir, { recursive: true, force: true })
  for (const [key, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[key]
    else process.env[key] = value
  }
})

describe('the flight client against the services', () => {
  it('starts a search, polls the pending batches by ETag and ends with SUCCESS', async () => {
    newRequest()
    const started = await flights.startSearch(request(), { scenario: 'batches=3;latencyMs=100' })
    expect(started.answer.meta.status).toBe('PENDING')
    expect(started.etag).toBe(`"${started.answer.data.id}.1"`)
    let etag = started.etag ?? undefined
    let results = started.answer.data.results
    let status = started.answer.meta.status
    while (status === 'PENDING') {
      await pause(50)
      const polled = await flights.pollSearch(started.answer.data.id, { etag, storeId: 'web' })
      if (polled.notModified) continue
      results = [...results, ...polled.answer.data.results]
      status = polled.answer.meta.status
      etag = polled.etag ?? undefined
    }
    expect(status).toBe('SUCCESS')
    expect(results.map((r) => r.index)).toEqual(results.map((_, i) => i))
    expect(await flights.pollSearch(started.answer.data.id, { etag })).toEqual({ notModified: true, etag })
  })

  it('reads the fare calendar', async () => {
    newRequest()
    const prices = await flights.getPeriodPrices({
      start_date: day(1),
      end_date: day(7),
      origin: 'BLR',
      destination: 'DEL',
      type: 'one_way',
    })
    expect(prices).toHaveLength(7)
    expect(prices.every((p) => p.price !== null)).toBe(true)
  })

  it('rejects a bad search with the service message and fields', async () => {
    newRequest()
    await expect(flights.startSearch(request('DEL', 'DEL'))).rejects.toMatchObject({
      failure: {
        kind: 'bad-request',
        status: 400,
        body: { statusMessage: 'Origin and destination must be different' },
      },
    })
  })
})
