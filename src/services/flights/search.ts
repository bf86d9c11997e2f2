/**
 * Flight searches: the request checks the schema cannot express, the full result set of a search
 * (recomputed from its request, cached per instance), how it splits into batches, and the answer
 * for a poll at a given position.
 */
import type {
  FlightResult,
  FlightType,
  SearchAnswer,
  SearchSegment,
  TripType,
} from '@contracts/flights/schemas'
import type { flightSearchRequestSchema } from '@contracts/flights/schemas'
import type { z } from 'zod'
import { defaultProductConfig } from '@config'
import { validationError, type FieldError } from '../http/errors'
import {
  InventoryError,
  assertNotPast,
  domesticRoundTrip,
  internationalRoundTrip,
  oneWayResults,
  placeOrThrow,
  type InventoryOptions,
} from './supplier'
import { unit } from '../platform/prng'
import { heldPosition, progressAt, type Progress } from './progress'
import type { Scenario } from './scenario'

export type SearchRequest = z.output<typeof flightSearchRequestSchema>

export interface StoredSearch {
  id: string
  parentId: string | null
  request: SearchRequest
  scenario: Scenario
  createdAt: number
  expiresAt: number
}

const limits = defaultProductConfig.limits

function fail(field: string, message: string): never {
  throw validationError(message, [{ field, message }])
}

function asValidation(error: unknown): never {
  if (error instanceof InventoryError) {
    const errors: FieldError[] = [{ field: error.field, message: error.message }]
    throw validationError(error.message, errors)
  }
  throw error
}

/** Whether every airport of the trip is in India. */
export function flightTypeOf(request: SearchRequest): FlightType {
  const codes = request.segments?.length
    ? request.segments.flatMap((s) => [s.origin.code, s.destination.code])
    : [request.origin.code, request.destination.code]
  try {
    return codes.every((c) => placeOrThrow(c, 'origin').every((a) => a.country === 'IN'))
      ? 'DOMESTIC'
      : 'INTERNATIONAL'
  } catch (error) {
    return asValidation(error)
  }
}

function checkLeg(leg: SearchSegment, prefix: string, now: number): void {
  try {
    placeOrThrow(leg.origin.code, `${prefix}origin.code`)
    placeOrThrow(leg.destination.code, `${prefix}destination.code`)
    if (leg.origin.code === leg.destination.code)
      fail(`${prefix}destination.code`, 'Origin and destination must be different')
    assertNotPast(leg.travel_date, now, `${prefix}travel_date`)
  } catch (error) {
    asValidation(error)
  }
}

/** The rules of 000 §5 the schema does not carry; 400 naming the field otherwise. */
export function checkRequest(request: SearchRequest, now: number): void {
  if (request.adult_count + request.child_count > limits.maxPassengers)
    fail('child_count', `At most ${limits.maxPassengers} adults and children can travel on one booking`)
  if (request.infant_count > request.adult_count)
    fail('infant_count', 'Each infant travels on the lap of an adult: no more infants than adults')
  if (request.search_type === 'multicity') {
    const segments = request.segments ?? []
    if (segments.length < limits.multiCityMinLegs || segments.length > limits.multiCityMaxLegs)
      fail(
        'segments',
        `A multi-city search has ${limits.multiCityMinLegs} to ${limits.multiCityMaxLegs} segments`,
      )
    segments.forEach((s, i) => {
      checkLeg(s, `segments.${i}.`, now)
      const previous = segments[i - 1]
      if (previous && s.travel_date < previous.travel_date)
        fail(`segments.${i}.travel_date`, `Segment ${i + 1} cannot leave before segment ${i}`)
    })
    return
  }
  checkLeg(request, '', now)
  if (request.search_type === 'roundtrip') {
    if (!request.return_date) fail('return_date', 'A round trip needs a return date')
    if (request.return_date < request.travel_date)
      fail('return_date', 'The return date cannot be before the travel date')
  }
}

const optionsOf = (request: SearchRequest, now: number): InventoryOptions => ({
  now,
  travellers: { adults: request.adult_count, children: request.child_count, infants: request.infant_count },
  seniorCitizen: request.is_senior_citizen,
  preferredAirline: request.preferred_airline ?? null,
})

/** All results of a search, both lists when a domestic round trip. */
export interface FullResults {
  results: FlightResult[]
  returnResults?: FlightResult[]
}

export function computeResults(search: StoredSearch): FullResults {
  if (search.scenario.failure === 'empty') {
    return search.request.search_type === 'roundtrip' && flightTypeOf(search.request) === 'DOMESTIC'
      ? { results: [], returnResults: [] }
      : { results: [] }
  }
  const r = search.request
  const options = optionsOf(r, search.createdAt)
  const out = {
    origin: r.origin.code,
    destination: r.destination.code,
    date: r.travel_date,
    cabin: r.class_type,
  }
  if (r.search_type !== 'roundtrip' || !r.return_date) return { results: oneWayResults(out, options) }
  const back = {
    origin: r.destination.code,
    destination: r.origin.code,
    date: r.return_date,
    cabin: r.class_type,
  }
  if (flightTypeOf(r) === 'DOMESTIC') {
    const both = domesticRoundTrip(out, back, options)
    return { results: both.results, returnResults: both.return_results }
  }
  return { results: internationalRoundTrip(out, back, options) }
}

/**
 * Deals results into batches (as if each came from a different supplier) and numbers them so batch
 * 0 holds the first indices. `starts[k]` is where batch k begins; starts[batches] is the length.
 */
export function arrange(
  list: FlightResult[],
  batches: number,
  seed: string,
  /** The batches that hold the list, [first, end) (a supplier that answers early or late); all by default. */
  span: { first: number; end: number } = { first: 0, end: batches },
): { list: FlightResult[]; starts: number[] } {
  const buckets: FlightResult[][] = Array.from({ length: batches }, () => [])
  const from = Math.min(Math.max(span.first, 0), batches - 1)
  const width = Math.max(Math.min(span.end, batches) - from, 1)
  for (const r of list) buckets[from + Math.floor(unit(`${seed}:${r.travel_plan_id}`) * width)]?.push(r)
  const starts: number[] = []
  const arranged: FlightResult[] = []
  for (const bucket of buckets) {
    starts.push(arranged.length)
    arranged.push(...bucket)
  }
  starts.push(arranged.length)
  return { list: arranged.map((r, index) => ({ ...r, index })), starts }
}

const cache = new Map<string, { results: ReturnType<typeof arrange>; returns?: ReturnType<typeof arrange> }>()
const CACHE_LIMIT = 200

function arranged(search: StoredSearch) {
  const hit = cache.get(search.id)
  if (hit) return hit
  const full = computeResults(search)
  // Seeded by the request, not the id: the same search deals the same batches every time.
  const seed = JSON.stringify(search.request)
  // returnsFromBatch=K (domestic round trip): the outbound list's supplier answers in the batches
  // before K, the return list's from K on.
  const { batches, returnsFromBatch } = search.scenario
  const split = full.returnResults && returnsFromBatch > 0 ? Math.min(returnsFromBatch, batches - 1) : 0
  const value = {
    results: arrange(full.results, batches, seed, split ? { first: 0, end: split } : undefined),
    ...(full.returnResults
      ? { returns: arrange(full.returnResults, batches, seed, { first: split, end: batches }) }
      : {}),
  }
  if (cache.size >= CACHE_LIMIT) {
    const oldest = cache.keys().next().value
    if (oldest !== undefined) cache.delete(oldest)
  }
  cache.set(search.id, value)
  return value
}

const statusMessages: Partial<Record<Progress['status'], string>> = {
  EXPIRED: 'This search has expired: fares change often, so search again for current prices.',
  FAILED: 'The airlines did not answer this search. Please search again.',
}

function meta(search: StoredSearch, progress: Progress, searchType: TripType): SearchAnswer['meta'] {
  const total = search.scenario.batches
  const missing = progress.status === 'PENDING' ? total - progress.ready : 0
  const connectors =
    search.scenario.connectors === 'absent'
      ? {}
      : search.scenario.connectors === 'negative'
        ? { missing_connectors_count: -1, total_connectors_count: -1 }
        : { missing_connectors_count: missing, total_connectors_count: total }
  const message = statusMessages[progress.status]
  return {
    status: progress.status,
    flight_type: flightTypeOf(search.request),
    search_type: searchType,
    ...connectors,
    ...(message ? { statusMessage: message } : {}),
  }
}

/**
 * A poll's answer before the fare inventory has been read. `delivered`: the travel plans the client
 * already holds (the batches before its position), which a later poll withdraws when they can no
 * longer be booked (docs/decisions/0211); `meta` lets an otherwise unchanged poll say so.
 */
export type PollOutcome =
  | { notModified: true; etag: string; delivered: string[]; meta?: SearchAnswer['meta'] }
  | { notModified: false; etag: string; answer: SearchAnswer; delivered: string[] }

/** The travel plans of the batches before `upTo` (both lists of a domestic round trip). */
function deliveredBefore(search: StoredSearch, upTo: number): string[] {
  if (upTo <= 0) return []
  const all = arranged(search)
  const ids = (a: ReturnType<typeof arrange>) =>
    a.list.slice(0, a.starts[upTo] ?? 0).map((r) => r.travel_plan_id)
  return [...ids(all.results), ...(all.returns ? ids(all.returns) : [])]
}

/**
 * The answer to a poll at `now`. `ifNoneMatch` is the client's position: it gets only the batches
 * after it, or "not modified" when nothing arrived and the status did not change.
 */
export function pollAnswer(
  search: StoredSearch,
  now: number,
  ifNoneMatch: string | undefined,
  options: { initial?: boolean } = {},
): PollOutcome {
  const progress = progressAt(search, now, options)
  const etag = `"${progress.position}"`
  const held = heldPosition(ifNoneMatch, search.id)
  const searchType: TripType = search.parentId ? 'multicity' : search.request.search_type
  if (held && 'tag' in held && held.tag === progress.position)
    return { notModified: true, etag, delivered: [] }
  const from = held && 'batches' in held ? held.batches : 0
  const live = progress.status !== 'FAILED' && progress.status !== 'EXPIRED'
  const delivered = live ? deliveredBefore(search, Math.min(from, progress.ready)) : []
  if (held && 'batches' in held && held.batches === progress.ready && live)
    return { notModified: true, etag, delivered, meta: meta(search, progress, searchType) }
  let results: FlightResult[] = []
  let returns: FlightResult[] | undefined
  if (progress.status !== 'EXPIRED') {
    const all = arranged(search)
    const slice = (a: ReturnType<typeof arrange>) =>
      a.list.slice(a.starts[Math.min(from, progress.ready)] ?? 0, a.starts[progress.ready] ?? 0)
    results = slice(all.results)
    if (all.returns) returns = slice(all.returns)
  } else if (search.request.search_type === 'roundtrip' && flightTypeOf(search.request) === 'DOMESTIC') {
    returns = []
  }
  return {
    notModified: false,
    etag,
    delivered,
    answer: {
      data: { id: search.id, results, ...(returns ? { return_results: returns } : {}) },
      meta: meta(search, progress, searchType),
    },
  }
}
