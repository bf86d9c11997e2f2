/**
 * The hotel search service (001 §7 Hotels; docs/decisions/0098), mounted under /hotels:
 *   POST /search                     start a search: its id and the first batch (page 1)
 *   GET  /search/autocomplete        hotel names within a search (q, search_id or id)
 *   GET  /search/:searchId           a results page: filters, sort, facets (arrays indexed)
 *   GET  /places?q=                  hotels, localities and cities (q ≥ 3 characters)
 *   GET  /homestays/places?q=        homestay places, India only
 *   GET  /hotels/:id?hotel_id&q=     availability: rooms, offers, live counts, price change
 *   GET  /hotels/:id/details         static details
 *   GET  /hotels/:id/ta_ratings      guest ratings
 *   POST /sandbox/scenario           sandbox only (loopback): the scenario of a client's next calls
 * Documented in docs/upstream.md ("Hotels").
 */
import { randomUUID } from 'node:crypto'
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { textProblem } from '@contracts/fields'
import { availabilityQuerySchema } from '@contracts/hotels/hotel'
import {
  PLACE_QUERY_MIN,
  resultsQuerySchema,
  searchBodySchema,
  type ResultsQuery,
} from '@contracts/hotels/search'
import type { Database } from '../db/client'
import { ApiError, notFoundError, validationError } from '../http/errors'
import { requireSandboxCaller, sandboxClientOf } from '../http/sandbox-guard'
import { parse, parseJsonBody, parsePath, parseQuery } from '../http/validate'
import { availabilityOf, detailsOf, ratingsOf } from './hotel-page'
import { roomsLeftInCity } from './inventory'
import { homestayPlacesFor, hotelNamesIn, placesFor } from './lookup'
import { defaultHotelScenario, parseHotelScenario, type HotelScenario } from './scenario'
import { resultsPage } from './results-page'
import { checkStay, entriesOf, whereOf } from './search'
import {
  clearHotelSandboxControl,
  findHotelSearch,
  hotelSandboxControl,
  insertHotelSearch,
  setHotelSandboxControl,
  type StoredHotelSearch,
} from './store'
import { hotelById, type Hotel } from './supplier'

export interface HotelSearchOptions {
  /** Sandbox controls are honoured only when true (SANDBOX). */
  sandbox: boolean
  /** The services' clock (epoch ms): "today" for check-in, search expiry. */
  now?: () => number
}

/** The array parameters of the results query (001 §7: sent indexed, `star_rating[0]=4`). */
const ARRAY_PARAMS = new Set([
  'star_rating',
  'ta_rating',
  'amenities',
  'smart_filters',
  'property_type',
  'total_price',
  'price_per_night',
  'location',
])

/**
 * The query as an object: `name[0]=a&name[1]=b`, `name[]=a` and repeated `name=a&name=b` all give
 * arrays for the array parameters; other parameters take their first value. Every key and value is
 * checked to be text (no NUL, no lone surrogate).
 */
export function readResultsQuery(url: string): Record<string, unknown> {
  const arrays = new Map<string, { index: number; order: number; value: string }[]>()
  const scalars: Record<string, string> = {}
  let order = 0
  for (const [key, value] of new URL(url).searchParams) {
    const problem = textProblem(key) ?? textProblem(value)
    if (problem)
      throw validationError(`Query parameter '${key}': ${problem}`, [{ field: key, message: problem }])
    const m = /^([a-z_]+)\[(\d{0,4})\]$/.exec(key)
    const name = m?.[1] ?? key
    if (ARRAY_PARAMS.has(name)) {
      const list = arrays.get(name) ?? []
      list.push({ index: m?.[2] ? Number(m[2]) : Number.MAX_SAFE_INTEGER, order: order++, value })
      arrays.set(name, list)
    } else if (!(name in scalars)) scalars[name] = value
  }
  const query: Record<string, unknown> = { ...scalars }
  for (const [name, list] of arrays)
    query[name] = list.sort((a, b) => a.index - b.index || a.order - b.order).map((e) => e.value)
  return query
}

const placesQuery = z.object({
  q: z
    .string({ error: 'Type at least 3 characters' })
    .trim()
    .min(PLACE_QUERY_MIN, 'Type at least 3 characters')
    .max(100, 'Type at most 100 characters'),
})

const autocompleteQuery = placesQuery.extend({
  search_id: z.string().max(80).optional(),
  id: z.string().max(80).optional(),
})

const availabilityParams = z.object({
  hotel_id: z.string().max(60).optional(),
  q: z.string().max(4000, 'must be at most 4,000 characters').optional(),
})
const hotelPath = z.object({ id: z.string().min(1).max(60) })
const searchPath = z.object({ searchId: z.string().min(1).max(80) })
const scenarioBody = z.object({ scenario: z.string().max(500) })

const isSearchId = (id: string) => /^[0-9a-f-]{36}$/.test(id)

const supplierDown = () =>
  new ApiError(
    503,
    'SUPPLIER_UNAVAILABLE',
    'The hotels could not be reached for this search. Please try again in a moment.',
    'Sandbox scenario failure=error or failure=poll-error: the supplier answered with an error.',
  )

/**
 * 001 §7: the hotel page's calls answer "errors with status". The common error shape, with the
 * errors object the hotel calls carry ({status, code, message}) in place of field errors.
 */
function supplierFailure(c: Context, status: 500 | 503, control: string): Response {
  const code = status === 503 ? 'SUPPLIER_UNAVAILABLE' : 'SUPPLIER_ERROR'
  const message =
    status === 503
      ? 'The hotel could not be reached just now. Please try again in a moment.'
      : 'The hotel answered with an error. Please try again, or choose another hotel.'
  return c.json(
    {
      statusMessage: message,
      code,
      description: `Sandbox scenario ${control}=${status}: the supplier failed this call.`,
      errors: { status, code, message },
    },
    status,
  )
}

const failureStatus = (value: '500' | '503' | 'soldout' | undefined) =>
  value === '500' ? 500 : value === '503' ? 503 : undefined

const knownHotel = (id: string): Hotel => {
  const hotel = hotelById(id)
  if (!hotel) throw notFoundError(`No hotel ${id}: choose one from the search results`)
  return hotel
}

/** `q` of the hotel page: the URI-encoded JSON of the stay; a 400 names the field inside it. */
function stayQuery(text: string | undefined) {
  if (text === undefined)
    throw validationError("Query parameter 'q' is required: the JSON of the stay", [
      { field: 'q', message: 'is required: the JSON of {checkin_date, checkout_date, rooms}' },
    ])
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw validationError("Query parameter 'q' is not JSON", [
      { field: 'q', message: 'must be the JSON of {checkin_date, checkout_date, rooms}' },
    ])
  }
  const result = availabilityQuerySchema.safeParse(value)
  if (result.success) return result.data
  const errors = result.error.issues.map((i) => ({
    field: ['q', ...i.path.map(String)].join('.'),
    message: i.message,
  }))
  throw validationError(
    `Query parameter '${errors[0]?.field ?? 'q'}': ${errors[0]?.message ?? 'not accepted'}`,
    errors,
  )
}

export function hotelSearchRoutes(db: Database, options: HotelSearchOptions): Hono {
  const app = new Hono()
  const now = options.now ?? Date.now
  const clientKey = (c: Context) => `scenario:${sandboxClientOf(c)}`

  /** The request's own scenario (header or `sandbox`), else the one set for its client; undefined: none. */
  async function ownScenario(c: Context): Promise<HotelScenario | undefined> {
    if (!options.sandbox) return undefined
    const own = c.req.header('x-sandbox-scenario') ?? c.req.query('sandbox')
    if (own !== undefined) return parseHotelScenario(own)
    const set = await hotelSandboxControl(db, clientKey(c))
    return typeof set === 'string' ? parseHotelScenario(set, 'scenario') : undefined
  }

  async function liveSearch(id: string): Promise<StoredHotelSearch> {
    const search = isSearchId(id) ? await findHotelSearch(db, id) : undefined
    if (!search) throw notFoundError(`No hotel search ${id}: start a new search`)
    return search
  }

  app.post('/sandbox/scenario', async (c) => {
    requireSandboxCaller(c, options.sandbox)
    const { scenario } = await parseJsonBody(c, scenarioBody)
    parseHotelScenario(scenario, 'scenario') // refused now (400) rather than at the next call
    if (scenario) await setHotelSandboxControl(db, clientKey(c), scenario)
    else await clearHotelSandboxControl(db, clientKey(c))
    c.header('Cache-Control', 'no-store')
    return c.json({ data: { client: sandboxClientOf(c), scenario }, meta: { status: 'SUCCESS' } })
  })

  app.post('/search', async (c) => {
    const scenario = (await ownScenario(c)) ?? defaultHotelScenario
    const request = await parseJsonBody(c, searchBodySchema)
    const at = now()
    checkStay(request, at)
    const where = whereOf(request)
    if (scenario.failure === 'error') throw supplierDown()
    const search: StoredHotelSearch = {
      id: randomUUID(),
      request,
      scenario,
      createdAt: at,
      expiresAt: at + scenario.expiresInMs,
    }
    await insertHotelSearch(db, search)
    c.header('Cache-Control', 'no-store')
    const left = await roomsLeftInCity(db, where.city.id, request)
    return c.json(resultsPage(search, resultsQuerySchema.parse({}), at, true, left))
  })

  app.get('/search/autocomplete', async (c) => {
    const query = parseQuery(c, autocompleteQuery)
    const id = query.search_id ?? query.id
    if (!id)
      throw validationError("Query parameter 'search_id': name the search whose hotels to look in", [
        { field: 'search_id', message: 'is required' },
      ])
    const search = await liveSearch(id)
    return c.json({ search: hotelNamesIn(entriesOf(search), query.q) })
  })

  app.get('/search/:searchId', async (c) => {
    const { searchId } = parsePath(c, searchPath)
    const query: ResultsQuery = parse(resultsQuerySchema, readResultsQuery(c.req.url), 'query')
    const search = await liveSearch(searchId)
    if (search.scenario.failure === 'poll-error') throw supplierDown()
    c.header('Cache-Control', 'no-store')
    // Rooms held or sold since the search started count at every poll (docs/decisions/0190).
    const left = await roomsLeftInCity(db, whereOf(search.request).city.id, search.request)
    return c.json(resultsPage(search, query, now(), false, left))
  })

  app.get('/places', (c) => {
    const { q } = parseQuery(c, placesQuery)
    return c.json(placesFor(q))
  })

  app.get('/homestays/places', (c) => {
    const { q } = parseQuery(c, placesQuery)
    return c.json({ places: homestayPlacesFor(q) })
  })

  app.get('/hotels/:id', async (c) => {
    const { id } = parsePath(c, hotelPath)
    const hotel = knownHotel(id)
    const params = parseQuery(c, availabilityParams)
    if (params.hotel_id !== undefined && params.hotel_id !== id)
      throw validationError("Query parameter 'hotel_id' must be the hotel of the path", [
        { field: 'hotel_id', message: `must be ${id}, the hotel of the path` },
        { field: 'id', message: `is not the hotel_id of the query (${params.hotel_id})` },
      ])
    const stay = stayQuery(params.q)
    const at = now()
    checkStay(stay, at, 'q.')
    const search =
      stay.search_id && isSearchId(stay.search_id) ? await findHotelSearch(db, stay.search_id) : undefined
    const scenario = (await ownScenario(c)) ?? search?.scenario ?? defaultHotelScenario
    const failed = failureStatus(scenario.availability)
    if (failed) return supplierFailure(c, failed, 'availability')
    c.header('Cache-Control', 'no-store')
    return c.json(await availabilityOf(db, hotel, stay, scenario, search, at))
  })

  app.get('/hotels/:id/details', async (c) => {
    const { id } = parsePath(c, hotelPath)
    const hotel = knownHotel(id)
    const failed = failureStatus((await ownScenario(c))?.details)
    if (failed) return supplierFailure(c, failed, 'details')
    return c.json(detailsOf(hotel))
  })

  app.get('/hotels/:id/ta_ratings', async (c) => {
    const { id } = parsePath(c, hotelPath)
    const hotel = knownHotel(id)
    const failed = failureStatus((await ownScenario(c))?.details)
    if (failed) return supplierFailure(c, failed, 'details')
    return c.json(ratingsOf(hotel))
  })

  return app
}
