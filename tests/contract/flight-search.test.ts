// The sandbox flight supplier over real HTTP: searches, batched polls, ETag deltas, scenarios.
// Answers are compared with the literal examples of docs/upstream.md ("Flights: search and poll").
// Long on purpose: one contract suite on one running service and its helpers; each describe is a section.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SearchAnswer } from '@contracts/flights/schemas'
import { addDays, todayInIndia } from '~/services/flights/supplier'
import { startUpstream, type RunningUpstream } from '~/services/main'
import { docExample, withValues, type Json } from '../support/doc-examples'
import { expectMatchesExample, type MatchOptions } from '../support/expect-example'
import { clockFrom, createTestDatabase, get, readJson, startTestUpstream } from '../support/upstream'

// The supplier's clock starts when the examples were taken, so their fares and dates hold.
const now = clockFrom()
let services: RunningUpstream
beforeAll(async () => {
  services = await startTestUpstream({ flightsNow: now })
})
afterAll(() => services?.close())

const SEARCH = '/flights/b2b/v1.0/flights/search'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const byId: MatchOptions = { patterns: { 'data.id': UUID } }
/** An answer of any route, compared with the documented one-way answer by its shape. */
const anyOneWay = (statuses: string): MatchOptions => ({
  patterns: {
    'data.id': UUID,
    'meta.status': new RegExp(`^(${statuses})$`),
    'meta.missing_connectors_count': /^\d$/,
  },
  shapeOnly: ['data.results'],
})

const day = (n: number) => addDays(todayInIndia(now()), n)
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
  return { answer: await readJson<SearchAnswer>(res), etag: res.headers.get('etag') ?? '' }
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
    const answer = await readJson<SearchAnswer>(res)
    expectMatchesExample(answer, docExample('flights.search.response'), anyOneWay('PENDING|SUCCESS'))
    results = [...results, ...answer.data.results]
    status = answer.meta.status
    tag = res.headers.get('etag') ?? ''
  }
  return { results, status, etag: tag, notModified }
}

describe('POST search and polling', () => {
  it('answers the documented search with the documented flights, the same every time', async () => {
    const request = docExample('flights.search.request')
    const a = await startOk(request, 'latencyMs=0')
    const b = await startOk(request, 'latencyMs=0')
    expectMatchesExample(a.answer, docExample('flights.search.response'), byId)
    expectMatchesExample(b.answer, docExample('flights.search.response'), byId)
    expect(a.answer.data.id).not.toBe(b.answer.data.id)
    expect(a.etag).toBe(`"${a.answer.data.id}.4"`)
    // A busy route has many flights.
    expect((await startOk(oneWay(), 'latencyMs=0')).answer.data.results.length).toBeGreaterThan(20)
  })

  it('delivers results in batches over time, each poll adding only what is new, then SUCCESS', async () => {
    const { answer, etag } = await startOk(oneWay('BLR', 'HYD'), 'batches=4;latencyMs=400')
    expectMatchesExample(answer, docExample('flights.search.response'), anyOneWay('PENDING'))
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
    // Nothing new since the last batch: the same tag answers 304 (between batches the polls above
    // met it too, unless the machine was so slow that every poll came after a new batch).
    expect((await poll(answer.data.id, end.etag)).status).toBe(304)
    // Appending the deltas gives the whole list once, in index order.
    const full = await readJson<SearchAnswer>(await poll(answer.data.id))
    expectMatchesExample(full, docExample('flights.search.response'), anyOneWay('SUCCESS'))
    expect(end.results).toEqual(full.data.results)
    expect(full.data.results.map((r) => r.index)).toEqual(full.data.results.map((_, i) => i))
    expect(full.meta).toMatchObject({ status: 'SUCCESS', missing_connectors_count: 0 })
  })

  it('answers 304 when nothing arrived since the ETag', async () => {
    const { answer, etag } = await startOk(oneWay(), 'latencyMs=0')
    const res = await poll(answer.data.id, etag)
    expect(res.status).toBe(304)
    expect(res.headers.get('etag')).toBe(etag)

    // The documented PENDING answer: the first batch, then 304 until the next one is due.
    const pending = await startOk(docExample('flights.search.request'), 'batches=3;latencyMs=600000')
    expectMatchesExample(pending.answer, docExample('flights.search.pending.response'), byId)
    expect(pending.etag).toBe(`"${pending.answer.data.id}.1"`)
    expect((await poll(pending.answer.data.id, pending.etag)).status).toBe(304)
  })

  it('answers only the batches after an older position', async () => {
    const { answer } = await startOk(docExample('flights.search.request'), 'batches=3;latencyMs=0')
    const id = answer.data.id
    const all = await readJson<SearchAnswer>(await poll(id))
    // Everything so far: the documented results, here from three batches.
    const everything = withValues(docExample('flights.search.response'), { 'meta.total_connectors_count': 3 })
    expectMatchesExample(all, everything, byId)
    const res = await poll(id, `"${id}.2"`)
    expect(res.headers.get('etag')).toBe(`"${id}.3"`)
    const after2 = await readJson<SearchAnswer>(res)
    expectMatchesExample(after2, docExample('flights.poll.response'), byId)
    expect(after2.data.results.length).toBeLessThan(all.data.results.length)
    expect(after2.data.results).toEqual(
      all.data.results.slice(all.data.results.length - after2.data.results.length),
    )
  })

  it('reports an injected failure: POST 503, a poll failure, FAILED at a batch', async () => {
    const request = docExample('flights.search.request')
    const down = await start(request, 'failure=error')
    expect(down.status).toBe(503)
    expectMatchesExample(await down.json(), docExample('flights.search.unavailable.response'))

    const pollDown = await startOk(request, 'failure=poll-error')
    const polled = await poll(pollDown.answer.data.id)
    expect(polled.status).toBe(503)
    expectMatchesExample(await polled.json(), docExample('flights.search.unavailable.response'))

    const failing = await startOk(request, 'batches=3;latencyMs=0;failure=fail-at-batch-2')
    expectMatchesExample(failing.answer, docExample('flights.search.failed.response'), byId)
    expect(failing.etag).toBe(`"${failing.answer.data.id}.failed"`)
    // The results of the batches before the failure are delivered.
    expect(failing.answer.data.results.length).toBeGreaterThan(0)
  })

  it("runs a client's scenario set with POST /flights/sandbox/scenario when a search has none", async () => {
    const request = docExample('flights.search.request')
    const asClient = (address: string, body: unknown, path: string) =>
      fetch(`${services.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify(body),
      })
    const set = await asClient('10.9.8.7', { scenario: 'failure=error' }, '/flights/sandbox/scenario')
    expect(set.status).toBe(200)
    expect((await asClient('10.9.8.7', request, SEARCH)).status).toBe(503)
    // Another client, and a search with a scenario of its own, are not touched.
    expect((await asClient('10.9.8.6', request, SEARCH)).status).toBe(200)
    expect((await start(request, 'latencyMs=0')).status).toBe(200)
    expect((await asClient('10.9.8.7', { scenario: 'batches=x' }, '/flights/sandbox/scenario')).status).toBe(
      400,
    )
    await asClient('10.9.8.7', { scenario: '' }, '/flights/sandbox/scenario')
    expect((await asClient('10.9.8.7', request, SEARCH)).status).toBe(200)
  })

  it('expires: EXPIRED after the expiry, and at once with failure=expired', async () => {
    const short = await startOk(oneWay(), 'expiresInMs=30;latencyMs=0')
    await pause(60)
    const res = await poll(short.answer.data.id, short.etag)
    expect(res.status).toBe(200)
    expectMatchesExample(await res.json(), docExample('flights.poll.expired.response'), byId)
    expect(res.headers.get('etag')).toBe(`"${short.answer.data.id}.expired"`)
    expect((await poll(short.answer.data.id, res.headers.get('etag') ?? '')).status).toBe(304)

    const forced = await startOk(docExample('flights.search.request'), 'failure=expired')
    const polled = await poll(forced.answer.data.id, forced.etag)
    expectMatchesExample(await polled.json(), docExample('flights.poll.expired.response'), byId)
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
    const request = docExample('flights.search.multicity.request')
    const { answer } = await startOk(request, 'latencyMs=0')
    const id = answer.data.id
    const segmentIds: MatchOptions = {
      patterns: { 'data.id': UUID, 'data.segments.*.id': /^[0-9a-f-]{36}-s\d$/ },
    }
    expectMatchesExample(answer, docExample('flights.search.multicity.response'), segmentIds)
    expect(answer.data.segments?.map((s) => s.id)).toEqual([`${id}-s0`, `${id}-s1`])
    const parent = await poll(id)
    expectMatchesExample(await parent.json(), docExample('flights.poll.multicity.response'), segmentIds)

    const segmentId = { 'data.id': /^[0-9a-f-]{36}-s\d$/ }
    const first = await readJson<SearchAnswer>(await poll(`${id}-s0`))
    expectMatchesExample(first, docExample('flights.poll.segment.response'), { patterns: segmentId })
    // The second segment has other flights; its answer has the shape of the first's.
    const second = await readJson<SearchAnswer>(await poll(`${id}-s1`))
    expectMatchesExample(second, docExample('flights.poll.segment.response'), {
      patterns: segmentId,
      shapeOnly: ['data.results'],
    })
    for (const [i, leg] of [first, second].entries()) {
      const segment = answer.data.segments?.[i]
      expect(leg.data.id).toBe(segment?.id)
      expect(leg.data.results.length).toBeGreaterThan(0)
      expect(leg.data.results[0]?.origin.airport_code).toBe(segment?.origin)
    }
  })

  it('refuses a multi-city search failing at once, and ends a segment on the sandbox control', async () => {
    const request = docExample('flights.search.multicity.request')
    const refused = await startOk(request, 'failure=fail-at-batch-0')
    expect(refused.answer.meta.status).toBe('FAILED')
    expect(refused.answer.data.segments).toBeUndefined()

    const asClient = (address: string, body: unknown, path: string) =>
      fetch(`${services.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify(body),
      })
    const end = (address: string, segment: number, status: string) =>
      asClient(address, { segment, status }, '/flights/sandbox/segment_end')
    expect((await end('10.9.7.1', 0, 'SUCCESS')).status).toBe(404)
    await asClient('10.9.7.1', { scenario: 'batches=2;latencyMs=600000' }, '/flights/sandbox/scenario')
    const started = await readJson<SearchAnswer>(await asClient('10.9.7.1', request, SEARCH))
    const [leg0, leg1] = started.data.segments?.map((s) => s.id) ?? []
    const status = async (id = '') => (await readJson<SearchAnswer>(await poll(id))).meta.status
    expect([await status(leg0), await status(leg1)]).toEqual(['PENDING', 'PENDING'])
    expect((await end('10.9.7.1', 1, 'EXPIRED')).status).toBe(200)
    expect([await status(leg0), await status(leg1)]).toEqual(['PENDING', 'EXPIRED'])
    expect((await end('10.9.7.1', 0, 'SUCCESS')).status).toBe(200)
    expect(await status(leg0)).toBe('SUCCESS')
    // Another client's searches, and segments a search does not have, are not touched.
    expect((await end('10.9.7.2', 0, 'SUCCESS')).status).toBe(404)
    expect((await end('10.9.7.1', 5, 'SUCCESS')).status).toBe(404)
  })

  it('answers a domestic round trip as two lists', async () => {
    const { answer } = await startOk(docExample('flights.search.roundtrip.request'), 'latencyMs=0')
    expectMatchesExample(answer, docExample('flights.search.roundtrip.response'), {
      ...byId,
      someOf: { 'data.results': 'travel_plan_id', 'data.return_results': 'travel_plan_id' },
    })
    expect(answer.data.results.every((r) => r.column === 'ongoing')).toBe(true)
    expect(answer.data.return_results?.length).toBeGreaterThan(0)
    expect(
      answer.data.return_results?.every((r) => r.column === 'return' && r.origin.airport_code === 'DED'),
    ).toBe(true)
  })

  it('returnsFromBatch: the return flights come only from a later batch, brought in by search_end', async () => {
    const request = docExample('flights.search.roundtrip.request')
    const asClient = (body: unknown, path: string) =>
      fetch(`${services.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.7.3' },
        body: JSON.stringify(body),
      })
    expect((await asClient({ status: 'SUCCESS' }, '/flights/sandbox/search_end')).status).toBe(404)
    await asClient({ scenario: 'batches=2;latencyMs=600000;returnsFromBatch=1' }, '/flights/sandbox/scenario')
    const first = await readJson<SearchAnswer>(await asClient(request, SEARCH))
    await asClient({ scenario: '' }, '/flights/sandbox/scenario')
    expect(first.data.results.length).toBeGreaterThan(0)
    expect(first.data.return_results).toEqual([])
    const held = await poll(first.data.id, `"${first.data.id}.1"`)
    expect(held.status).toBe(304)
    const ended = await asClient({ status: 'SUCCESS' }, '/flights/sandbox/search_end')
    expect(ended.status).toBe(200)
    expect((await readJson<{ data: { id: string } }>(ended)).data.id).toBe(first.data.id)
    const next = await readJson<SearchAnswer>(await poll(first.data.id, `"${first.data.id}.1"`))
    expect(next.meta.status).toBe('SUCCESS')
    expect(next.data.results).toEqual([])
    // Every outbound flight came first and every return flight now: the lists of a search whose
    // batches all arrive at once.
    const all = (await startOk(request, 'latencyMs=0')).answer
    expect(first.data.results.map((r) => r.travel_plan_id).sort()).toEqual(
      all.data.results.map((r) => r.travel_plan_id).sort(),
    )
    expect(next.data.return_results?.map((r) => r.travel_plan_id).sort()).toEqual(
      all.data.return_results?.map((r) => r.travel_plan_id).sort(),
    )
  })

  it('answers an international round trip as combined itineraries', async () => {
    const { answer } = await startOk(docExample('flights.search.international.request'), 'latencyMs=0')
    expectMatchesExample(answer, docExample('flights.search.international.response'), byId)
    expect(answer.data.return_results).toBeUndefined()
    for (const r of answer.data.results) expect(r.return_journey?.origin.airport_code).toBe('DXB')
  })

  it('refuses bad searches with 400 and the field at fault', async () => {
    const request = docExample('flights.search.request')
    const same = await start(withValues(request, { destination: valueOf(request, 'origin') }))
    expect(same.status).toBe(400)
    expectMatchesExample(await same.json(), docExample('flights.search.invalid.response'))

    const cases: [unknown, string, RegExp][] = [
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
      const error = await readJson<{ statusMessage: string; errors: { field: string; message: string }[] }>(
        res,
      )
      expect(error.statusMessage).toMatch(message)
      expect(error.errors.map((e) => e.field)).toContain(field)
    }
    const badScenario = await start(oneWay(), 'batches=lots')
    expect(badScenario.status).toBe(400)
  })

  it('answers 404 for a search that does not exist', async () => {
    const res = await poll('00000000-0000-0000-0000-000000000000')
    expect(res.status).toBe(404)
    expectMatchesExample(await res.json(), docExample('flights.poll.not-found.response'))
  })
})

function valueOf(example: Json, key: string): Json {
  if (example === null || typeof example !== 'object' || Array.isArray(example) || !(key in example))
    throw new Error(`the example has no '${key}'`)
  return example[key] ?? null
}

describe('searches live in the database', () => {
  it('lets another instance on the same database answer the poll and follow the sandbox controls', async () => {
    const database = await createTestDatabase()
    try {
      const first = await startUpstream({ deployment: database.deployment, port: 0, flightsNow: now })
      const res = await start(oneWay('HYD', 'MAA'), 'batches=2;latencyMs=0', first.url)
      const answer = await readJson<SearchAnswer>(res)
      expectMatchesExample(answer, docExample('flights.search.response'), {
        ...anyOneWay('SUCCESS'),
        patterns: {
          'data.id': UUID,
          'meta.total_connectors_count': /^2$/,
          'meta.missing_connectors_count': /^0$/,
        },
      })
      const etag = res.headers.get('etag') ?? ''
      // A client's sandbox scenario, set through the first instance, is followed by the second.
      const asClient = (base: string, body: unknown, path: string) =>
        fetch(`${base}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.6.5' },
          body: JSON.stringify(body),
        })
      expect(
        (await asClient(first.url, { scenario: 'failure=error' }, '/flights/sandbox/scenario')).status,
      ).toBe(200)
      // PGlite is single-process: the second instance follows a restart; PostgreSQL runs both at once.
      if (database.kind === 'pglite') await first.close()
      const second = await startUpstream({ deployment: database.deployment, port: 0, flightsNow: now })
      try {
        const again = await readJson<SearchAnswer>(await poll(answer.data.id, undefined, second.url))
        expect(again).toEqual(answer)
        expect((await poll(answer.data.id, etag, second.url)).status).toBe(304)
        expect((await asClient(second.url, docExample('flights.search.request'), SEARCH)).status).toBe(503)
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
