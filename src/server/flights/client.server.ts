/**
 * The flight search calls of 000 §7 against the flight service: start a search, poll it (the ETag
 * is the batch position: sending it back answers only what arrived since, or "not modified"), and
 * the fare calendar. Every answer is checked against the shared schemas.
 */
import { z } from 'zod'
import {
  periodPriceSchema,
  searchAnswerSchema,
  type ClassType,
  type FlightSearchRequest,
  type PeriodPrice,
  type SearchAnswer,
} from '@contracts/flights/schemas'
import type { StartAnswer } from '@contracts/flights/search-answers'
import { upstream } from '../upstream/client.server'

const SEARCH_PATH = '/flights/b2b/v1.0/flights/search'

export type PollResult =
  | { notModified: true; etag: string | null }
  | { notModified: false; etag: string | null; answer: SearchAnswer }

/** `scenario`: sandbox controls (batches, latencyMs, failure…), passed only by sandbox callers. */
export async function startSearch(
  request: FlightSearchRequest,
  options: { scenario?: string } = {},
): Promise<StartAnswer> {
  const result = await upstream()({
    method: 'POST',
    path: SEARCH_PATH,
    body: request,
    ...(options.scenario ? { query: { sandbox: options.scenario } } : {}),
    etag: true,
    schema: searchAnswerSchema,
  })
  if (!result.data) throw new Error('The flight search answered without a body')
  return { answer: result.data, etag: result.etag ?? null }
}

export async function pollSearch(
  id: string,
  options: { etag?: string; storeId?: string; companyTerminalId?: string } = {},
): Promise<PollResult> {
  const result = await upstream()({
    method: 'GET',
    path: `${SEARCH_PATH}/${encodeURIComponent(id)}`,
    query: { storeId: options.storeId, companyTerminalId: options.companyTerminalId },
    etag: true,
    ...(options.etag ? { ifNoneMatch: options.etag } : {}),
    schema: searchAnswerSchema,
  })
  if (result.notModified || !result.data)
    return { notModified: true, etag: result.etag ?? options.etag ?? null }
  return { notModified: false, etag: result.etag ?? null, answer: result.data }
}

export interface PeriodPricesParams {
  start_date: string
  end_date: string
  origin: string
  destination: string
  /** one_way: origin → destination; roundtrip: the way back, from ongoing_date on. */
  type: 'one_way' | 'roundtrip'
  ongoing_date?: string | undefined
  /** The class searched (ECONOMY when absent; not in 000 §7, docs/decisions/0032). */
  cabin?: ClassType | undefined
}

export async function getPeriodPrices(params: PeriodPricesParams): Promise<PeriodPrice[]> {
  const result = await upstream()({
    method: 'GET',
    path: '/flights/flights/period_prices',
    query: {
      start_date: params.start_date,
      end_date: params.end_date,
      // 000 §7 names the places origin[code] and destination[code].
      'origin[code]': params.origin,
      'destination[code]': params.destination,
      type: params.type,
      ongoing_date: params.ongoing_date,
      cabin: params.cabin,
    },
    schema: z.object({ data: z.array(periodPriceSchema) }),
  })
  return result.data?.data ?? []
}
