// The sandbox flight supplier over real HTTP: searches, batched polls, ETag deltas, scenarios.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { searchAnswerSchema, type SearchAnswer } from '@contracts/flights/schemas'
import { addDays, todayInIndia } from '~/services/flights/supplier'
import { startUpstream, type RunningUpstream } from '~/services/main'
import { createTestDatabase, get, startTestUpstream } from '../support/upstream'

let services: RunningUpstream
beforeAll(async () => {
  services = await startTestUpstream()
})
afterAll(() => services?.close())

const SEARCH = '/flights/b2b/v1.0/flights/search'
const day = (n: number) => addDays(todayInIndia(Date.now()), n)
const place = (code: string, country = 'IN') => ({ code, country })
const oneWay = (origin = 'DEL', destination = 'BOM', date = day(10)) => ({
  origin: place(origin),
  destination: place(destination),
  search_type: 'one_way',
  travel_date: date,
})

async function start(body: unknown, scenario = '', base = services.url) {
  const res = await fetch(`${base}${SEARCH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(scenario ? { 'x-sandbox-scenario': scenario } : {}) },
    body: JSON.stringify(body),
  })
  return res
}

async function startOk(body: unknown, scenario = '') {
  const res = await start(body, scenario)
  expect(res.status).toBe(200)
  return { answer: searchAnswerSchema.parse(await res.json()), etag: res.headers.get('etag') ?? '' }
}

const poll = (id: string, etag?: string, base = services.url) =>
  get(base, `${SEARCH}/${id}?storeId=web&companyTerminalId=1`, etag ? { 'if-none-match': etag } : {})

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Polls as the store does, appending deltas, until the status is final. */
async function pollToEnd(id: string, etag: string, first: SearchAnswer) {
  let results = [...first.data.results]
  let status = first.meta.status
  let tag = etag
  let notModified = 0
  while (status === 'PENDING') {
    await pause(40)
    const res = await poll(id, tag)
    if (res.status === 304) {
      notModified++
      continue
    }
    const answer = searchAnswerSchema.parse(await res.json())
    results = [...results, ...answer.data.results]
    status = answer.meta.status
    tag = res.headers.get('etag') ?? ''
  }
  return { results, status, etag: tag, notModified }
}

describe('POST search and polling', () => {
  it('answers the same flights for the same search', async () => {
    const a = await startOk(oneWay(), 'latencyMs=0')
    const b = await startOk(oneWay(), 'latencyMs=0')
    expect(a.answer.data.id).not.toBe(b.answer.data.id)
    expect(a.answer.meta).toMatchObject({
      status: 'SUCCESS',
      flight_type: 'DOMESTIC',
      search_type: 'one_way',
    })
    expect(a.answer.data.results.length).toBeGreaterThan(20)
    expect(b.answer.data.results).toEqual(a.answer.data.results)
  })

  it('delivers results in batches over time, each poll adding only what is new, then SUCCESS', async () => {
    const { answer, etag } = await startOk(oneWay('BLR', 'HYD'), 'batches=4;latencyMs=400')
    expect(answer.meta.status).toBe('PENDING')
    expect(answer.meta.total_connectors_count).toBe(4)
    // Batches are due by the clock: on a slow machine more than the first may be ready already.
    const ready = Number(/\.(\d+)"$/.exec(etag ?? '')?.[1])
    expect(ready).toBeGreaterThanOrEqual(1)
    expect(ready).toBeLessThan(4)
    expect(etag).toBe(`"${answer.data.id}.${ready}"`)
    expect(answer.meta.missing_connectors_count).toBe(4 - ready)
    const end = await pollToEnd(answer.data.id, etag, answer)
    expect(end.status).toBe('SUCCESS')
    expect(end.etag).toBe(`"${answer.data.id}.4"`)
    expect(end.notModified).toBeGreaterThan(0)
    // Appending the deltas gives the whole list once, in index order.
    const full = searchAnswerSchema.parse(await (await poll(answer.data.id)).json())
    expect(end.results).toEqual(full.data.results)
    expect(full.data.results.map((r) => r.index)).toEqual(full.data.results.map((_, i) => i))
    expect(full.meta).toMatchObject({ status: 'SUCCESS', missing_connectors_count: 0 })
  })

  it('answers 304 when nothing arrived since the ETag', async () => {
    const { answer, etag } = await startOk(oneWay(), 'latencyMs=0')
    const res = await poll(answer.data.id, etag)
    expect(res.status).toBe(304)
    expect(res.headers.get('etag')).toBe(etag)
  })

  it('answers only the batches after an older position', async () => {
    const { answer } = await startOk(oneWay('DEL', 'CCU'), 'batches=3;latencyMs=0')
    const all = searchAnswerSchema.parse(await (await poll(answer.data.id)).json()).data.results
    const after1 = searchAnswerSchema.parse(
      await (await poll(answer.data.id, `"${answer.data.id}.1"`)).json(),
    )
    expect(after1.data.results.length).toBeLessThan(all.length)
    expect(after1.data.results).toEqual(all.slice(all.length - after1.data.results.length))
  })

  it('reports an injected failure: POST 503, a poll failure, FAILED at a batch', async () => {
    const down = await start(oneWay(), 'failure=error')
    expect(down.status).toBe(503)
    expect(await down.json()).toMatchObject({ code: 'SUPPLIER_UNAVAILABLE' })

    const pollDown = await startOk(oneWay(), 'failure=poll-error')
    expect((await poll(pollDown.answer.data.id)).status).toBe(503)

    const failing = await startOk(oneWay(), 'batches=4;latencyMs=0;failure=fail-at-batch-2')
    expect(failing.answer.meta.status).toBe('FAILED')
    expect(failing.answer.meta.statusMessage).toMatch(/search again/)
    expect(failing.answer.data.results.length).toBeGreaterThan(0)
  })

  it('expires: EXPIRED after the expiry, and at once with failure=expired', async () => {
    const short = await startOk(oneWay(), 'expiresInMs=30;latencyMs=0')
    await pause(60)
    const res = await poll(short.answer.data.id, short.etag)
    expect(res.status).toBe(200)
    const expired = searchAnswerSchema.parse(await res.json())
    expect(expired.meta.status).toBe('EXPIRED')
    expect(expired.data.results).toEqual([])
    expect((await poll(short.answer.data.id, res.headers.get('etag') ?? '')).status).toBe(304)

    const forced = await startOk(oneWay(), 'failure=expired')
    const polled = searchAnswerSchema.parse(await (await poll(forced.answer.data.id, forced.etag)).json())
    expect(polled.meta.status).toBe('EXPIRED')
  })

  it('answers an empty search as SUCCESS with no results, and odd connector counts on request', async () => {
    const empty = await startOk(oneWay(), 'failure=empty;latencyMs=0')
    expect(empty.answer.meta.status).toBe('SUCCESS')
    expect(empty.answer.data.results).toEqual([])
    const absent = await startOk(oneWay(), 'connectors=absent')
    expect(absent.answer.meta.total_connectors_count).toBeUndefined()
    const negative = await startOk(oneWay(), 'connectors=negative')
    expect(negative.answer.meta.missing_connectors_count).toBeLessThan(0)
  })

  it('starts a multi-city search with one id per segment, each polled alone', async () => {
    const segments = [
      { origin: place('DEL'), destination: place('BOM'), travel_date: day(5) },
      { origin: place('BOM'), destination: place('GOI'), travel_date: day(8) },
      { origin: place('GOI'), destination: place('BLR'), travel_date: day(12) },
    ]
    const { answer } = await startOk({ ...oneWay(), search_type: 'multicity', segments }, 'latencyMs=0')
    expect(answer.meta.search_type).toBe('multicity')
    expect(answer.data.segments?.map((s) => [s.origin, s.destination, s.travel_date])).toEqual(
      segments.map((s) => [s.origin.code, s.destination.code, s.travel_date]),
    )
    for (const [i, segment] of (answer.data.segments ?? []).entries()) {
      const leg = searchAnswerSchema.parse(await (await poll(segment.id)).json())
      expect(leg.meta.status).toBe('SUCCESS')
      expect(leg.data.results.length).toBeGreaterThan(0)
      expect(leg.data.results[0]?.origin.airport_code).toBe(segments[i]?.origin.code)
    }
  })

  it('answers a domestic round trip as two lists', async () => {
    const { answer } = await startOk(
      { ...oneWay('DEL', 'BLR'), search_type: 'roundtrip', return_date: day(14) },
      'latencyMs=0',
    )
    expect(answer.data.results.every((r) => r.column === 'ongoing')).toBe(true)
    expect(answer.data.return_results?.length).toBeGreaterThan(0)
    expect(
      answer.data.return_results?.every((r) => r.column === 'return' && r.origin.airport_code === 'BLR'),
    ).toBe(true)
  })

  it('answers an international round trip as combined itineraries', async () => {
    const body = {
      ...oneWay('BOM', 'DXB'),
      destination: place('DXB', 'AE'),
      search_type: 'roundtrip',
      return_date: day(17),
    }
    const { answer } = await startOk(body, 'latencyMs=0')
    expect(answer.meta.flight_type).toBe('INTERNATIONAL')
    expect(answer.data.return_results).toBeUndefined()
    expect(answer.data.results.length).toBeGreaterThan(0)
    for (const r of answer.data.results) expect(r.return_journey?.origin.airport_code).toBe('DXB')
  })

  it('refuses bad searches with 400 and the field at fault', async () => {
    const cases: [unknown, string, RegExp][] = [
      [
        { ...oneWay(), destination: place('DEL') },
        'destination.code',
        /Origin and destination must be different/,
      ],
      [{ ...oneWay(), origin: place('QQQ') }, 'origin.code', /Unknown airport or city code 'QQQ'/],
      [{ ...oneWay(), travel_date: day(-1) }, 'travel_date', /Travel date is in the past/],
      [{ ...oneWay(), travel_date: '1 Dec' }, 'travel_date', /Use a date like/],
      [{ ...oneWay(), search_type: 'roundtrip' }, 'return_date', /needs a return date/],
      [{ ...oneWay(), adult_count: 1, infant_count: 2 }, 'infant_count', /no more infants than adults/],
      [{ ...oneWay(), search_type: 'multicity' }, 'segments', /2 to 6 segments/],
    ]
    for (const [body, field, message] of cases) {
      const res = await start(body)
      expect(res.status).toBe(400)
      const error: { statusMessage: string; errors: { field: string; message: string }[] } = await res.json()
      expect(error.statusMessage).toMatch(message)
      expect(error.errors.map((e) => e.field)).toContain(field)
    }
    const badScenario = await start(oneWay(), 'batches=lots')
    expect(badScenario.status).toBe(400)
  })

  it('answers 404 for a search that does not exist', async () => {
    const res = await poll('00000000-0000-0000-0000-000000000000')
    expect(res.status).toBe(404)
    expect((await res.json()).statusMessage).toMatch(/start a new search/)
  })
})

describe('searches live in the database', () => {
  it('lets another instance on the same database answer the poll', async () => {
    const database = await createTestDatabase()
    try {
      const first = await startUpstream({ deployment: database.deployment, port: 0 })
      const res = await start(oneWay('HYD', 'MAA'), 'batches=2;latencyMs=0', first.url)
      const answer = searchAnswerSchema.parse(await res.json())
      const etag = res.headers.get('etag') ?? ''
      // PGlite is single-process: the second instance follows a restart; PostgreSQL runs both at once.
      if (database.kind === 'pglite') await first.close()
      const second = await startUpstream({ deployment: database.deployment, port: 0 })
      try {
        const again = searchAnswerSchema.parse(
          await (await poll(answer.data.id, undefined, second.url)).json(),
        )
        expect(again.data.results).toEqual(answer.data.results)
        expect((await poll(answer.data.id, etag, second.url)).status).toBe(304)
      } finally {
        await second.close()
        if (database.kind === 'postgres') await first.close()
      }
    } finally {
      await database.drop()
    }
    // Two database opens with migrations on a 2-core machine take a while.
  }, 90_000)
})
