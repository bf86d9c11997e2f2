/**
 * Flight master data with ETag caching (000 §7 "Flight calls"): the caller keeps the copy and its
 * tag; a 304 means its copy is still good.
 */
import { z } from 'zod'
import { envelope } from '@contracts/envelope'
import {
  airlineSchema,
  airportSchema,
  allianceSchema,
  exchangeRateSchema,
} from '@contracts/flights/master-data'
import { upstream } from '../upstream/client.server'
import type { Cached } from '../upstream/cached'

async function cachedList<T extends z.ZodType>(
  path: string,
  item: T,
  etag: string | undefined,
  query?: Record<string, boolean>,
): Promise<Cached<z.output<T>[]>> {
  const result = await upstream()({
    method: 'GET',
    path,
    ...(query ? { query } : {}),
    etag: true,
    ...(etag ? { ifNoneMatch: etag } : {}),
    schema: envelope(z.array(item)),
  })
  const newEtag = result.etag ?? null
  if (result.notModified || !result.data) return { status: 'not-modified', etag: newEtag ?? etag ?? null }
  return { status: 'fresh', etag: newEtag, value: result.data.data }
}

export function getAirports(etag?: string) {
  return cachedList('/flights/flights/airports', airportSchema, etag, { status: true })
}

export function getAirlines(etag?: string) {
  return cachedList('/flights/flights/airlines', airlineSchema, etag)
}

export function getAlliances(etag?: string) {
  return cachedList('/flights/flights/alliances', allianceSchema, etag)
}

export function getExchangeRates(etag?: string) {
  return cachedList('/flights/flights/exchange_rates', exchangeRateSchema, etag)
}
