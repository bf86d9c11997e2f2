/**
 * Fuzzing every endpoint of the upstream services (issue 12): for each endpoint the Hono app lists,
 * FUZZ_RUNS generated cases (default 60), each a valid request with one part made hostile — a body
 * field, the whole body, a path parameter, a query parameter or a header (hostile.ts). Every answer
 * must be: not a 5xx, free of internal text, in the common error shape when it is an error, and a
 * 400 names the field that was made hostile. Afterwards the services' process is alive, answers,
 * logged no unexpected error, and its memory grew by a bounded amount.
 * FUZZ_SEED replays a run; a failure prints the seed and the case.
 * Long on purpose: one suite's case generator, judge and reported cases, read top to bottom.
 */
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUpstreamApp } from '~/services/app'
import type { Database } from '~/services/db/client'
import { call, signUp } from '../support/accounts'
import {
  assertProperty,
  DEEP,
  deepArray,
  deepObject,
  findLeak,
  findStack,
  FUZZ_RUNS,
  hostileBody,
  hostileHeaders,
  hostileJson,
  hostileQueryKey,
  hostileString,
  hostileUrlPart,
  namesField,
  percentEncode,
  type ErrorAnswer,
  type JsonText,
} from './hostile'
import { rawRequest, type RawAnswer } from './raw-http'
import {
  endpointSpecs,
  gstProfile,
  hotelBooking,
  hotelStay,
  oneWaySearch,
  traveller,
  type EndpointRequest,
  type Fixtures,
} from './service-endpoints'
import { startServicesProcess, type ServicesProcess } from './services-process'
import { pickOffer, stayOf } from '../support/hotel-booking'

/** `METHOD /path` of every endpoint, read from the app itself so a new one joins the suite. */
function listEndpoints(): string[] {
  // Registering routes reads no database; the stub is never called.
  const app = createUpstreamApp({ db: {} as Database, kind: 'pglite' })
  // A handler with route-level middleware is listed once per function: count the endpoint once.
  return [...new Set(app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`))]
}
const endpoints = listEndpoints()

let services: ServicesProcess
let fixtures: Fixtures
let rssBefore = 0

/** The number at `value`, or a failure naming the fixture that could not be made. */
function created<T>(name: string, value: T | undefined): T {
  if (value === undefined) throw new Error(`the fixture ${name} was not created`)
  return value
}

async function createFixtures(base: string): Promise<Fixtures> {
  const user = await signUp(base)
  const spare = await signUp(base)
  const asUser = { token: user.token }
  const terminals = await call<{ data: { travelCompanyId: number } }>(
    base,
    'GET',
    `/account/customer/${user.id}/sub-terminals`,
    asUser,
  )
  const company = await call<{ data: { subTerminals: { id: number }[] } }>(
    base,
    'POST',
    `/account/customer/${user.id}/travel-company`,
    { ...asUser, body: { subTerminals: [gstProfile()] } },
  )
  const travellers = await call<{ data: { travelUserId: number }[] }>(
    base,
    'POST',
    `/account/customer/${user.id}/travel-users`,
    { ...asUser, body: [traveller()] },
  )
  const passengers = await call<{ data: { id: number }[] }>(base, 'PUT', '/account/passengers', {
    ...asUser,
    body: [{ firstName: 'Keep', lastName: 'Me', passengerType: 'ADULT' }],
  })
  const search = await call<{ data: { id: string } }>(base, 'POST', '/flights/b2b/v1.0/flights/search', {
    body: oneWaySearch(),
  })
  const searchId = created('flight search', search.body.data?.id)
  const travelPlanId = created('flight result', await firstResult(base, searchId))
  const offer = await call<{ data: { id: string } }>(base, 'POST', '/flights/api/v1.0/offers', {
    body: { search_id: searchId, travel_plan_ids: [travelPlanId] },
  })
  const offerId = created('offer', offer.body.data?.id)
  const final = await call<{ data: { fare: { total: number } | null } }>(
    base,
    'GET',
    `/flights/api/v1.0/offers/${offerId}`,
  )
  const offerTotal = created('offer fare', final.body.data?.fare?.total)
  const booked = await fetch(`${base}/flights/api/v1.0/booking`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${user.token}`,
      'idempotency-key': 'fuzz-fixture-booking',
    },
    body: JSON.stringify({ offer_id: offerId, accepted_total: offerTotal }),
  })
  const booking = (await booked.json()) as {
    data?: { booking: { id: string; trip_id: string }; access_key: string }
  }
  const bookingId = created('booking', booking.data?.booking.id)
  const tripId = created('trip id', booking.data?.booking.trip_id)
  const bookingKey = created('booking key', booking.data?.access_key)
  const keyed = { 'content-type': 'application/json', 'x-booking-key': bookingKey }
  const named = await fetch(`${base}/flights/api/v1.0/booking/${bookingId}/travellers`, {
    method: 'PUT',
    headers: keyed,
    body: JSON.stringify({
      travellers: [
        { type: 'ADULT', title: 'Mr', first_name: 'Fuzz', last_name: 'Traveller', gender: 'male' },
      ],
      contact: { email: 'fuzz@example.com', phone_number: '9876543210' },
    }),
  })
  const priced = (await named.json()) as { data?: { total: number } }
  const paying = await fetch(`${base}/flights/api/v1.0/booking/${bookingId}/payment`, {
    method: 'POST',
    headers: { ...keyed, 'idempotency-key': 'fuzz-fixture-payment' },
    body: JSON.stringify({
      return_url: 'http://store.test/back',
      terms_accepted: true,
      shown_total: priced.data?.total,
    }),
  })
  const payment = (await paying.json()) as { data?: { payment: { pay_url: string } | null } }
  const orderId = created(
    'payment order',
    /order_[0-9a-f]{20}/.exec(payment.data?.payment?.pay_url ?? '')?.[0],
  )
  const stay = stayOf(30, 2)
  const room = pickOffer(stay, { capacity: 12 })
  const hotelFacts = {
    hotelId: room.hotel_id,
    roomIdx: room.room_idx,
    offerId: room.offer_id,
    checkin: stay.checkin_date,
    checkout: stay.checkout_date,
  }
  const hotelBooked = await fetch(`${base}/hotels/booking`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': 'fuzz-fixture-hotel-booking' },
    body: JSON.stringify({
      booking: hotelBooking(hotelFacts),
    }),
  })
  const hotelAnswer = (await hotelBooked.json()) as {
    data?: { booking: { id: string; access_key?: string } }
  }
  const hotelSearch = await call<{ meta: { searchId: string } }>(base, 'POST', '/hotels/search', {
    body: { ...hotelStay(), location_id: 'goa' },
  })
  return {
    hotel: {
      ...hotelFacts,
      bookingId: created('hotel booking', hotelAnswer.data?.booking.id),
      bookingKey: created('hotel booking key', hotelAnswer.data?.booking.access_key),
    },
    orderId,
    hotelSearchId: created('hotel search', hotelSearch.body.meta?.searchId),
    searchId,
    travelPlanId,
    offerId,
    offerTotal,
    bookingId,
    bookingKey,
    tripId,
    user,
    spare,
    companyId: created('travel company', terminals.body.data?.travelCompanyId),
    subTerminalId: created('GST profile', company.body.data?.subTerminals[0]?.id),
    travelUserId: created('saved traveller', travellers.body.data?.[0]?.travelUserId),
    passengerId: created('passenger', passengers.body.data?.[0]?.id),
  }
}

/** The first result of a search, polling until one has arrived. */
async function firstResult(base: string, searchId: string): Promise<string | undefined> {
  for (let i = 0; i < 40; i++) {
    const poll = await call<{ data: { results: { travel_plan_id: string }[] } }>(
      base,
      'GET',
      `/flights/b2b/v1.0/flights/search/${searchId}`,
    )
    const found = poll.body.data?.results[0]?.travel_plan_id
    if (found) return found
    await new Promise((r) => setTimeout(r, 250))
  }
  return undefined
}

beforeAll(async () => {
  services = await startServicesProcess()
  fixtures = await createFixtures(services.url)
  // One valid request per endpoint first, so caches built on first use count as the baseline.
  for (const endpoint of endpoints) await send(endpoint, baseCase(endpoint))
  rssBefore = services.rss()
}, 180_000)

afterAll(async () => {
  await services?.close()
})

// ---------------------------------------------------------------------------------------------
// Cases

interface Target {
  where: 'body' | 'path' | 'query' | 'header'
  /** The body field (dotted path), parameter or header made hostile; '(root)' for the whole body. */
  field: string
}

interface Case {
  label: string
  params: Record<string, string>
  query: Array<[string, string]>
  headers: Array<[string, string]>
  body?: string | Uint8Array
  target?: Target
}

function requestOf(endpoint: string): EndpointRequest {
  const spec = endpointSpecs[endpoint]
  if (!spec) throw new Error(`no request for ${endpoint} in service-endpoints.ts`)
  return spec(fixtures)
}

/** The valid request, encoded. X-Forwarded-For varies per case, so per-address limits seldom hit. */
function baseCase(endpoint: string, ip = '10.9.8.7'): Case {
  const request = requestOf(endpoint)
  const headers: Array<[string, string]> = [['X-Forwarded-For', ip]]
  const token =
    request.auth === 'user'
      ? fixtures.user.token
      : request.auth === 'spare'
        ? fixtures.spare.token
        : undefined
  if (token) headers.push(['Authorization', `Bearer ${token}`])
  if (request.body !== undefined) headers.push(['Content-Type', 'application/json'])
  for (const [name, value] of Object.entries(request.headers ?? {})) headers.push([name, value])
  return {
    label: 'the valid request',
    params: Object.fromEntries(Object.entries(request.params ?? {}).map(([k, v]) => [k, percentEncode(v)])),
    query: Object.entries(request.query ?? {}).map(([k, v]) => [percentEncode(k), percentEncode(v)]),
    headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  }
}

type Path = Array<string | number>

/** Every place in a JSON value: each field and item, containers included. */
function pathsOf(value: unknown, at: Path = []): Path[] {
  const children: Path[] = Array.isArray(value)
    ? value.flatMap((item, i) => pathsOf(item, [...at, i]))
    : value !== null && typeof value === 'object'
      ? Object.entries(value).flatMap(([k, v]) => pathsOf(v, [...at, k]))
      : []
  return at.length ? [at, ...children] : children
}

const MARK = '\u0001fuzz\u0001'

/** The body with the value at `path` replaced by JSON text (or a new key `add` put inside it). */
function bodyWith(value: unknown, path: Path, fragment: JsonText, add?: string): string {
  const copy: unknown = structuredClone(value)
  const parentPath = add === undefined ? path.slice(0, -1) : path
  const key = add ?? path[path.length - 1]
  let parent: unknown = copy
  for (const step of parentPath) parent = (parent as Record<string | number, unknown>)[step]
  if (key === undefined || parent === null || typeof parent !== 'object') return fragment
  Object.defineProperty(parent, key, { value: MARK, enumerable: true, configurable: true, writable: true })
  return JSON.stringify(copy).replace(JSON.stringify(MARK), () => fragment)
}

function setHeader(headers: Array<[string, string]>, name: string, value: string): Array<[string, string]> {
  return [...headers.filter(([n]) => n.toLowerCase() !== name.toLowerCase()), [name, value]]
}

/** A query key as the server reads it: percent-decoded ('+' a space; undecodable ones as sent). */
function decodedQueryKey(key: string): string {
  try {
    return decodeURIComponent(key.replace(/\+/g, ' '))
  } catch {
    // Sent undecodable on purpose: the server sees it as it is.
    return key
  }
}

function caseArbitrary(endpoint: string): fc.Arbitrary<Case> {
  const request = requestOf(endpoint)
  const choices: Array<fc.WeightedArbitrary<(base: Case) => Case>> = []
  const body = request.body
  const paths = body === undefined ? [] : pathsOf(body)

  if (paths.length) {
    choices.push({
      weight: 5,
      arbitrary: fc.tuple(fc.constantFrom(...paths), hostileJson).map(([path, json]) => (base: Case) => ({
        ...base,
        label: `body field ${path.join('.')} = ${json.slice(0, 80)}`,
        body: bodyWith(body, path, json),
        target: { where: 'body', field: path.join('.') },
      })),
    })
    const objects: Path[] = [[], ...paths].filter((p) => {
      let v: unknown = body
      for (const step of p) v = (v as Record<string | number, unknown>)[step]
      return v !== null && typeof v === 'object' && !Array.isArray(v)
    })
    if (objects.length)
      choices.push({
        weight: 1,
        arbitrary: fc
          .tuple(
            fc.constantFrom(...objects),
            fc.oneof(fc.constantFrom('__proto__', 'constructor'), hostileString),
            hostileJson,
          )
          .map(([path, key, json]) => (base: Case) => ({
            ...base,
            label: `extra key ${JSON.stringify(key.slice(0, 40))} in ${path.join('.') || '(root)'} = ${json.slice(0, 60)}`,
            body: bodyWith(body, path, json, key),
            target: { where: 'body', field: [...path, key].join('.') || '(root)' },
          })),
      })
  }
  if (request.body !== undefined || endpoint.startsWith('POST') || endpoint.startsWith('PUT'))
    choices.push({
      weight: 2,
      arbitrary: hostileBody.map((b) => (base: Case) => ({
        ...base,
        label: `whole body: ${b.label}`,
        headers: setHeader(base.headers, 'Content-Type', 'application/json'),
        body: b.body,
        target: { where: 'body', field: '(root)' },
      })),
    })
  const params = Object.keys(request.params ?? {})
  if (params.length)
    choices.push({
      weight: 3,
      arbitrary: fc
        .tuple(fc.constantFrom(...params), hostileUrlPart)
        .map(([name, value]) => (base: Case) => ({
          ...base,
          label: `path parameter ${name} = ${value.slice(0, 80)}`,
          params: { ...base.params, [name]: value },
          target: { where: 'path', field: name },
        })),
    })
  const keys = Object.keys(request.query ?? {})
  choices.push({
    weight: keys.length ? 3 : 1,
    arbitrary: fc
      .tuple(
        keys.length ? fc.oneof(fc.constantFrom(...keys), hostileQueryKey) : hostileQueryKey,
        hostileUrlPart,
        fc.boolean(),
      )
      .map(([key, value, repeat]) => (base: Case) => {
        const encodedKey = keys.includes(key) ? percentEncode(key) : key
        const others = repeat ? base.query : base.query.filter(([k]) => k !== encodedKey)
        return {
          ...base,
          label: `query ${key.slice(0, 40)}=${value.slice(0, 80)}${repeat ? ' (repeated)' : ''}`,
          query: [...others, [encodedKey, value]],
          target: { where: 'query', field: decodedQueryKey(encodedKey) },
        }
      }),
  })
  choices.push({
    weight: 2,
    arbitrary: fc.constantFrom(...hostileHeaders).map(([name, value]) => (base: Case) => ({
      ...base,
      label: `header ${name}: ${value.slice(0, 60)}`,
      headers: setHeader(base.headers, name, value),
      target: { where: 'header', field: name },
    })),
  })

  return fc.tuple(fc.ipV4(), fc.oneof(...choices)).map(([ip, mutate]) => mutate(baseCase(endpoint, ip)))
}

// ---------------------------------------------------------------------------------------------
// Sending and judging

function send(endpoint: string, kase: Case): Promise<RawAnswer> {
  const [method = 'GET', route = '/'] = endpoint.split(' ')
  const path = route.replace(/:(\w+)/g, (_, name: string) => kase.params[name] ?? '')
  const query = kase.query.map(([k, v]) => `${k}=${v}`).join('&')
  return rawRequest(services.url, {
    method,
    path: query ? `${path}?${query}` : path,
    headers: kase.headers,
    body: kase.body,
  })
}

function parseJson(text: string): ErrorAnswer | undefined {
  try {
    const value: unknown = JSON.parse(text)
    return value !== null && typeof value === 'object' ? value : undefined
  } catch {
    return undefined
  }
}

/** Everything wrong with one answer, or an empty list. */
function problemsWith(kase: Case, answer: RawAnswer): string[] {
  if (answer.status === 0) return [`no answer: the connection ended (${answer.socketError ?? 'closed'})`]
  const problems: string[] = []
  if (answer.status >= 500) problems.push(`answered ${answer.status}`)
  // A success may carry what was stored (and /health names its database): errors must not.
  const leak =
    answer.status >= 400
      ? (findLeak(answer.body) ?? findLeak(Object.values(answer.headers).join('\n')))
      : findStack(answer.body)
  if (leak) problems.push(`internal text in the answer: ${leak}`)
  if (answer.socketError) problems.push(`the connection failed after the answer: ${answer.socketError}`)
  if (answer.status >= 400) {
    const json = parseJson(answer.body)
    if (!json || typeof json.statusMessage !== 'string' || typeof json.code !== 'string')
      problems.push('the error is not in the common shape { statusMessage, code, description }')
    else if (
      answer.status === 400 &&
      kase.target &&
      kase.target.where !== 'header' &&
      !namesField(json, kase.target.field)
    )
      problems.push(`the 400 does not name ${kase.target.where} field '${kase.target.field}'`)
  }
  return problems
}

function judge(kase: Case, answer: RawAnswer): void {
  const problems = problemsWith(kase, answer)
  if (problems.length)
    throw new Error(
      `${kase.label}\n  → ${answer.status} ${answer.body.slice(0, 400)}\n  problems: ${problems.join('; ')}`,
    )
}

// ---------------------------------------------------------------------------------------------
// Tests

describe('the fuzz suite covers every endpoint', () => {
  it('has a valid request for each endpoint the app lists, and none for an endpoint that is gone', () => {
    expect(endpoints.length).toBeGreaterThan(40)
    expect(endpoints.filter((e) => !(e in endpointSpecs))).toEqual([])
    expect(Object.keys(endpointSpecs).filter((e) => !endpoints.includes(e))).toEqual([])
  })
})

describe(`hostile requests to every endpoint (${FUZZ_RUNS} cases each)`, () => {
  endpoints.forEach((endpoint, index) => {
    it(endpoint, { timeout: 20_000 + FUZZ_RUNS * 2_000 }, async () => {
      await assertProperty(
        endpoint,
        fc.asyncProperty(caseArbitrary(endpoint), async (kase) => judge(kase, await send(endpoint, kase))),
        index,
      )
      expect(services.alive(), 'the services process is still running').toBe(true)
    })
  })
})

// ---------------------------------------------------------------------------------------------
// What issue 12 found, one by one: each would fail here without its fix.

interface Known {
  name: string
  endpoint: string
  /** Changes to the valid request. */
  change: (base: Case) => Case
  status: number
  /** The field the 400 must name. */
  field?: string
}

const bodyOf = (endpoint: string) => requestOf(endpoint).body
const json = (value: unknown) => JSON.stringify(value)
const withBody = (body: string) => (base: Case) => ({ ...base, body })
const withParam = (name: string, value: string) => (base: Case) => ({
  ...base,
  params: { ...base.params, [name]: value },
})
const withQuery = (key: string, value: string) => (base: Case) => ({
  ...base,
  query: [...base.query.filter(([k]) => k !== key), [key, value] as [string, string]],
})
const withHeader = (name: string, value: string) => (base: Case) => ({
  ...base,
  headers: setHeader(base.headers, name, value),
})

const known: Known[] = [
  {
    name: 'an id above 2³¹ in the path',
    endpoint: 'DELETE /account/passengers/:id',
    change: withParam('id', '2147483648'),
    status: 400,
    field: 'id',
  },
  {
    name: 'a customer id above 2³¹',
    endpoint: 'GET /account/customer/:id',
    change: withParam('id', '99999999999'),
    status: 400,
    field: 'id',
  },
  {
    name: 'a passenger id above 2³¹ in the body',
    endpoint: 'PUT /account/passengers',
    change: withBody(json([{ id: 2147483648, firstName: 'Ab', lastName: 'Cd', passengerType: 'ADULT' }])),
    status: 400,
    field: '0.id',
  },
  {
    name: 'timestamp 9e15 in the logging service',
    endpoint: 'POST /logging/v1/client-errors',
    change: (base) =>
      withBody(bodyWith(bodyOf('POST /logging/v1/client-errors'), ['timestamp'], '9e15'))(base),
    status: 400,
    field: 'timestamp',
  },
  {
    name: 'a NUL byte in a text field',
    endpoint: 'POST /logging/v1/client-errors',
    change: (base) =>
      withBody(bodyWith(bodyOf('POST /logging/v1/client-errors'), ['message'], json('a\u0000b')))(base),
    status: 400,
    field: 'message',
  },
  {
    name: 'a lone surrogate in stored JSON',
    endpoint: 'POST /logging/v1/booking-logs',
    change: (base) =>
      withBody(bodyWith(bodyOf('POST /logging/v1/booking-logs'), ['request', 'itinerary'], '"\\ud800"'))(
        base,
      ),
    status: 400,
    field: 'request.itinerary',
  },
  {
    name: `JSON nested ${DEEP} deep in stored JSON`,
    endpoint: 'POST /logging/v1/booking-logs',
    change: (base) =>
      withBody(bodyWith(bodyOf('POST /logging/v1/booking-logs'), ['request'], deepArray(DEEP)))(base),
    status: 400,
    field: 'request',
  },
  {
    name: `a body of objects nested ${DEEP} deep`,
    endpoint: 'POST /auth/users/sign_in',
    change: withBody(deepObject(DEEP)),
    status: 400,
  },
  {
    name: 'PUT /account/customer/:id with {}',
    endpoint: 'PUT /account/customer/:id',
    change: withBody('{}'),
    status: 400,
    field: '(root)',
  },
  {
    name: 'the outbox asked for ?to=%00',
    endpoint: 'GET /auth/sandbox/outbox',
    change: withQuery('to', '%00'),
    status: 400,
    field: 'to',
  },
  {
    name: 'an emoji in If-None-Match (master data)',
    endpoint: 'GET /flights/flights/airports',
    change: withHeader('If-None-Match', '"😀"'),
    status: 200,
  },
  {
    name: 'an emoji in If-None-Match (a search poll)',
    endpoint: 'GET /flights/b2b/v1.0/flights/search/:id',
    change: withHeader('If-None-Match', '"😀"'),
    status: 200,
  },
  {
    name: 'travel_date 2026-99-99',
    endpoint: 'POST /flights/b2b/v1.0/flights/search',
    change: (base) =>
      withBody(
        bodyWith(bodyOf('POST /flights/b2b/v1.0/flights/search'), ['travel_date'], json('2026-99-99')),
      )(base),
    status: 400,
    field: 'travel_date',
  },
  {
    name: 'end_date 2027-02-31 in period prices',
    endpoint: 'GET /flights/flights/period_prices',
    change: (base) => withQuery('end_date', '2027-02-31')(withQuery('start_date', '2027-02-20')(base)),
    status: 400,
    field: 'end_date',
  },
  {
    name: 'a NUL byte in the login',
    endpoint: 'POST /auth/users/sign_in',
    change: withBody(json({ user: { email: 'a\u0000b', password: 'whatever1' } })),
    status: 400,
    field: 'user.email',
  },
]

describe('the hostile requests issue 12 reported', () => {
  it.each(known.map((k) => [k.name, k] as const))('%s', async (_name, k) => {
    const kase = k.change(baseCase(k.endpoint))
    const answer = await send(k.endpoint, kase)
    expect(problemsWith({ ...kase, target: undefined }, answer), answer.body).toEqual([])
    expect(answer.status, answer.body).toBe(k.status)
    if (k.field) {
      const body = parseJson(answer.body)
      expect(body && namesField(body, k.field), answer.body).toBe(true)
      if (k.field !== '(root)') expect(body?.statusMessage).toContain(k.field)
    }
  })
})

describe('the default body limit', () => {
  it('is 1 MB: a body of exactly 1 MB is read, one byte more is refused with 413 and Connection: close', async () => {
    const endpoint = 'POST /flights/sandbox/scenario'
    const sized = (bytes: number) => {
      const body = JSON.stringify(bodyOf(endpoint))
      return body.slice(0, -1) + ' '.repeat(bytes - body.length) + '}'
    }
    const within = await send(endpoint, withBody(sized(1024 * 1024))(baseCase(endpoint)))
    expect(within.status, within.body).toBe(200)
    const over = await send(endpoint, withBody(sized(1024 * 1024 + 1))(baseCase(endpoint)))
    expect(over.status, over.body).toBe(413)
    expect(over.headers.connection).toBe('close')
    expect(parseJson(over.body)?.statusMessage).toBe(
      'The body is larger than 1 MB; send at most 1048576 bytes',
    )
  })
})

// ---------------------------------------------------------------------------------------------
// Nothing lost: text the services accept is kept exactly as sent.

const gstTextFields = ['companyName', 'subTerminalName', 'addressLine1', 'addressLine2', 'cityId'] as const

describe('text the services accept is stored as it was sent', () => {
  it('GST profile text (any Unicode: emoji, combining marks, right-to-left) reads back the same, or is refused naming the field', async () => {
    const endpoint = 'PUT /account/company/:companyId/sub-terminal/:id'
    const text = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 })
    await assertProperty(
      'GST profile text round trip',
      fc.asyncProperty(fc.constantFrom(...gstTextFields), text, async (field, value) => {
        const body = { ...gstProfile(), [field]: value }
        const kase = {
          ...baseCase(endpoint),
          body: JSON.stringify(body),
          target: { where: 'body' as const, field },
        }
        const answer = await send(endpoint, kase)
        judge(kase, answer)
        if (answer.status === 400) return
        expect(answer.status, answer.body).toBe(200)
        const read = await call<{ data: { subTerminals: Array<Record<string, unknown>> } }>(
          services.url,
          'GET',
          `/account/customer/${fixtures.user.id}/sub-terminals`,
          { token: fixtures.user.token },
        )
        const row = read.body.data.subTerminals.find((t) => t.id === fixtures.subTerminalId)
        expect(row?.[field], `${field} as sent: ${JSON.stringify(value)}`).toBe(value.trim())
      }),
      1_000,
      Math.max(20, Math.round(FUZZ_RUNS / 2)),
    )
  })
})

// ---------------------------------------------------------------------------------------------
// Afterwards

/** How much the services' resident memory may grow over the whole run (PGlite's pages included). */
const RSS_GROWTH_LIMIT = 150 * 1024 * 1024

describe('after every hostile request', () => {
  it('the services process is alive, answers, logged no unexpected error and its memory stayed bounded', async () => {
    expect(services.alive()).toBe(true)
    const health = await rawRequest(services.url, { method: 'GET', path: '/health' })
    expect(health.status).toBe(200)
    expect(services.stderr()).not.toMatch(/unexpected error/)
    const grown = services.rss() - rssBefore
    console.info(
      `services RSS: ${(rssBefore / 2 ** 20).toFixed(0)} MB after warm-up, ${(services.rss() / 2 ** 20).toFixed(0)} MB now, peak ${(services.peakRss() / 2 ** 20).toFixed(0)} MB`,
    )
    expect(grown, `grew by ${(grown / 2 ** 20).toFixed(0)} MB`).toBeLessThan(RSS_GROWTH_LIMIT)
  })
})
