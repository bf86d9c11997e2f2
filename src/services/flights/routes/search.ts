/**
 * The sandbox flight supplier's endpoints (000 §7 "Flight calls"), mounted under /flights:
 *   POST /b2b/v1.0/flights/search          start a search (one id; multi-city: one id per segment)
 *   GET  /b2b/v1.0/flights/search/:id      poll it; ETag = batch position, If-None-Match → delta/304
 *   GET  /flights/period_prices            cheapest fare per day (fare calendar)
 *   POST /sandbox/scenario                 sandbox only: the scenario of a client's next searches
 *   POST /sandbox/search_end               sandbox only: the client's newest one-way or round-trip
 *                                          search ends now (SUCCESS: every batch in; EXPIRED)
 *   POST /sandbox/segment_end              sandbox only: a segment of the client's newest multi-city
 *                                          search ends now (complete or expired)
 * Documented in docs/upstream.md ("Flights").
 */
import { randomUUID } from 'node:crypto'
import type { Context, Hono } from 'hono'
import { z } from 'zod'
import { flightSearchRequestSchema, type SearchAnswer } from '@contracts/flights/schemas'
import type { Database } from '~/services/db/client'
import { ApiError, notFoundError, validationError } from '~/services/http/errors'
import { requireSandboxCaller, sandboxClientOf } from '~/services/http/sandbox-guard'
import { checkedQuery, parse, parseJsonBody, parseQuery } from '~/services/http/validate'
import { InventoryError } from '../supplier'
import { withSeatsLeft, type SeatsLeft } from '../availability'
import { periodPrices, periodPricesQuerySchema } from '../period-prices'
import { defaultScenario, parseScenario, type Scenario } from '../scenario'
import { progressAt } from '../progress'
import { checkRequest, flightTypeOf, pollAnswer, type PollOutcome, type StoredSearch } from '../search'
import {
  clearSandboxControl,
  findSearch,
  findSegments,
  insertSearches,
  sandboxControl,
  setSandboxControl,
} from '../store'

export interface FlightSearchOptions {
  /** Sandbox controls are honoured only when true (SANDBOX). */
  sandbox: boolean
  /** The clock; tests never need it, it keeps the handlers free of hidden globals. */
  now?: () => number
  /** Seats left as the booking counts them (the checkout's fare inventory); the supplier's alone when absent. */
  seatsLeft?: SeatsLeft
}

const pollQuery = z.object({
  storeId: z.string().max(64).optional(),
  companyTerminalId: z.string().max(64).optional(),
})

const supplierDown = () =>
  new ApiError(
    503,
    'SUPPLIER_UNAVAILABLE',
    'The airlines could not be reached for this search. Please try again in a moment.',
    'Sandbox scenario failure=error or failure=poll-error: the supplier answered with an error.',
  )

const clientOf = sandboxClientOf

/**
 * The scenario of a search: the request's own (header or query), else the one set for its client
 * with POST /sandbox/scenario. A search repeated from the results page sends the same request
 * again; browser tests that need a different answer to the repeat set it for the traveller.
 */
async function scenarioOf(c: Context, options: FlightSearchOptions, db: Database): Promise<Scenario> {
  if (!options.sandbox) return defaultScenario
  const own = c.req.header('x-sandbox-scenario') ?? c.req.query('sandbox')
  if (own !== undefined) return parseScenario(own)
  const set = await sandboxControl(db, `scenario:${clientOf(c)}`)
  return parseScenario(typeof set === 'string' ? set : undefined)
}

const segmentEndSchema = z.object({ status: z.enum(['SUCCESS', 'EXPIRED']), at: z.number() })

const scenarioBody = z.object({ scenario: z.string().max(500) })

const segmentEndBody = z.object({
  /** The segment's place in the search, from 0. */
  segment: z.number().int().min(0).max(9),
  status: z.enum(['SUCCESS', 'EXPIRED']),
})

const searchEndBody = z.object({ status: z.enum(['SUCCESS', 'EXPIRED']) })

/**
 * A segment as the sandbox's segment_end left it: every batch in at once (SUCCESS), or expired
 * from `at` on. The stored row is not changed (rows never change, 0036); the control is a row of
 * flight_sandbox_controls, so every instance's answers follow it.
 */
function endedEarly(search: StoredSearch, end: { status: 'SUCCESS' | 'EXPIRED'; at: number }): StoredSearch {
  return end.status === 'SUCCESS'
    ? { ...search, scenario: { ...search.scenario, latencyMs: 0, failure: undefined } }
    : { ...search, expiresAt: Math.min(search.expiresAt, end.at) }
}

/**
 * The answer's results as the fare inventory has them (one query per poll): fewer seats left where
 * bookings took some, and no fare that cannot seat the search's travellers (docs/decisions/0190).
 * A poll also withdraws what it delivered before and can no longer be booked (`withdrawn`, 0211):
 * an otherwise unchanged poll then answers 200 with no new results instead of 304.
 */
async function bookable(search: StoredSearch, outcome: PollOutcome, seatsLeft?: SeatsLeft) {
  if (!seatsLeft) return outcome
  const fresh = outcome.notModified
    ? []
    : [...outcome.answer.data.results, ...(outcome.answer.data.return_results ?? [])]
  const ids = [...fresh.map((r) => r.travel_plan_id), ...outcome.delivered]
  if (!ids.length) return outcome
  const left = await seatsLeft(ids)
  if (!left.size) return outcome
  const seated = Math.max(search.request.adult_count + search.request.child_count, 1)
  const withdrawn = outcome.delivered.filter((id) => (left.get(id) ?? seated) < seated)
  const gone = withdrawn.length ? { withdrawn } : {}
  if (outcome.notModified) {
    if (!withdrawn.length || !outcome.meta) return outcome
    const answer: SearchAnswer = { data: { id: search.id, results: [], withdrawn }, meta: outcome.meta }
    return { notModified: false as const, etag: outcome.etag, delivered: outcome.delivered, answer }
  }
  const { data } = outcome.answer
  return {
    ...outcome,
    answer: {
      ...outcome.answer,
      data: {
        ...data,
        results: withSeatsLeft(data.results, left, seated),
        ...(data.return_results ? { return_results: withSeatsLeft(data.return_results, left, seated) } : {}),
        ...gone,
      },
    },
  }
}

function respond(c: Context, outcome: PollOutcome): Response {
  c.header('ETag', outcome.etag)
  c.header('Cache-Control', 'no-cache')
  if (outcome.notModified) return c.body(null, 304)
  return c.json(outcome.answer)
}

export function registerFlightSearch(app: Hono, db: Database, options: FlightSearchOptions): void {
  const now = options.now ?? Date.now
  // Sandbox only: the scenario each client's next searches run (last one set wins), each client's
  // newest multi-city search and the segments ended early live in flight_sandbox_controls.

  app.post('/sandbox/scenario', async (c) => {
    requireSandboxCaller(c, options.sandbox)
    const { scenario } = await parseJsonBody(c, scenarioBody)
    parseScenario(scenario, 'scenario') // refused now (400) rather than at the next search
    if (scenario) await setSandboxControl(db, `scenario:${clientOf(c)}`, scenario)
    else await clearSandboxControl(db, `scenario:${clientOf(c)}`)
    c.header('Cache-Control', 'no-store')
    return c.json({ data: { client: clientOf(c), scenario }, meta: { status: 'SUCCESS' } })
  })

  app.post('/sandbox/segment_end', async (c) => {
    requireSandboxCaller(c, options.sandbox)
    const { segment, status } = await parseJsonBody(c, segmentEndBody)
    const parent = await sandboxControl(db, `newest-multicity:${clientOf(c)}`)
    if (typeof parent !== 'string')
      throw notFoundError('This client has no multi-city search to end a segment of')
    const id = `${parent}-s${segment}`
    if (!(await findSearch(db, id))) throw notFoundError(`The multi-city search has no segment ${segment}`)
    await setSandboxControl(db, `segment-end:${id}`, { status, at: now() })
    c.header('Cache-Control', 'no-store')
    return c.json({ data: { id, status }, meta: { status: 'SUCCESS' } })
  })

  app.post('/sandbox/search_end', async (c) => {
    requireSandboxCaller(c, options.sandbox)
    const { status } = await parseJsonBody(c, searchEndBody)
    const id = await sandboxControl(db, `newest-search:${clientOf(c)}`)
    if (typeof id !== 'string') throw notFoundError('This client has no one-way or round-trip search to end')
    await setSandboxControl(db, `segment-end:${id}`, { status, at: now() })
    c.header('Cache-Control', 'no-store')
    return c.json({ data: { id, status }, meta: { status: 'SUCCESS' } })
  })

  app.post('/b2b/v1.0/flights/search', async (c) => {
    const scenario = await scenarioOf(c, options, db)
    const request = await parseJsonBody(c, flightSearchRequestSchema)
    const at = now()
    checkRequest(request, at)
    if (scenario.failure === 'error') throw supplierDown()
    const id = randomUUID()
    const base = { scenario, createdAt: at, expiresAt: at + scenario.expiresInMs }

    if (request.search_type === 'multicity') {
      // As a one-way search's first answer does, a scenario failing at once refuses the search.
      if (progressAt({ ...base, id }, at, { initial: true }).status === 'FAILED') {
        const refused: SearchAnswer = {
          data: { id, results: [] },
          meta: {
            status: 'FAILED',
            flight_type: flightTypeOf(request),
            search_type: 'multicity',
            statusMessage: 'The airlines did not answer this search. Please search again.',
          },
        }
        return c.json(refused)
      }
      const segments = request.segments ?? []
      const rows: StoredSearch[] = segments.map((s, i) => ({
        ...base,
        id: `${id}-s${i}`,
        parentId: id,
        request: { ...request, ...s, search_type: 'one_way', return_date: null, segments: undefined },
      }))
      await insertSearches(db, [{ ...base, id, parentId: null, request }, ...rows])
      if (options.sandbox) await setSandboxControl(db, `newest-multicity:${clientOf(c)}`, id)
      const answer: SearchAnswer = {
        data: {
          id,
          results: [],
          segments: rows.map((r) => ({
            id: r.id,
            origin: r.request.origin.code,
            destination: r.request.destination.code,
            travel_date: r.request.travel_date,
          })),
        },
        meta: { status: 'PENDING', flight_type: flightTypeOf(request), search_type: 'multicity' },
      }
      return c.json(answer)
    }

    const search: StoredSearch = { ...base, id, parentId: null, request }
    await insertSearches(db, [search])
    if (options.sandbox) await setSandboxControl(db, `newest-search:${clientOf(c)}`, id)
    return respond(
      c,
      await bookable(search, pollAnswer(search, at, undefined, { initial: true }), options.seatsLeft),
    )
  })

  app.get('/b2b/v1.0/flights/search/:id', async (c) => {
    parseQuery(c, pollQuery)
    const id = c.req.param('id')
    const search = /^[0-9a-f-]{36}(-s\d)?$/.test(id) ? await findSearch(db, id) : undefined
    if (!search) throw notFoundError(`No flight search ${id}: start a new search`)
    if (search.scenario.failure === 'poll-error') throw supplierDown()
    if (search.request.search_type === 'multicity' && !search.parentId) {
      // The multi-city search itself holds no results: each segment is polled on its own.
      const segments = await findSegments(db, id)
      const answer: SearchAnswer = {
        data: {
          id,
          results: [],
          segments: segments.map((s) => ({
            id: s.id,
            origin: s.request.origin.code,
            destination: s.request.destination.code,
            travel_date: s.request.travel_date,
          })),
        },
        meta: { status: 'SUCCESS', flight_type: flightTypeOf(search.request), search_type: 'multicity' },
      }
      return c.json(answer)
    }
    const ended = options.sandbox
      ? segmentEndSchema.safeParse(await sandboxControl(db, `segment-end:${id}`))
      : null
    const end = ended?.success ? ended.data : undefined
    const polled = pollAnswer(end ? endedEarly(search, end) : search, now(), c.req.header('if-none-match'))
    return respond(c, await bookable(search, polled, options.seatsLeft))
  })

  app.get('/flights/period_prices', (c) => {
    // 000 §7 sends origin[code]=DEL (a PHP-style nested key); a plain origin=DEL is accepted too.
    const q = checkedQuery(c)
    const query = parse(
      periodPricesQuerySchema,
      { ...q, origin: q['origin[code]'] ?? q.origin, destination: q['destination[code]'] ?? q.destination },
      'query',
    )
    try {
      return c.json({ data: periodPrices(query, now()), meta: { status: 'SUCCESS' } })
    } catch (error) {
      if (error instanceof InventoryError)
        throw validationError(error.message, [{ field: error.field, message: error.message }])
      throw error
    }
  })
}
