/**
 * Where a search stands at a given instant, computed from its creation time and scenario only (no
 * timers, no memory): how many batches have arrived and what status a poll reports. The ETag of an
 * answer is its position, so a poll that sends it back gets only what arrived since.
 */
import type { SearchStatus } from '@contracts/flights/schemas'
import { failAtBatch, type Scenario } from './scenario'

export interface Progress {
  status: SearchStatus
  /** Batches whose results are available (0…batches). */
  ready: number
  /** The answer's position, the ETag value without quotes. */
  position: string
}

export function progressAt(
  search: { id: string; createdAt: number; expiresAt: number; scenario: Scenario },
  now: number,
  options: { initial?: boolean } = {},
): Progress {
  const { scenario } = search
  const expired = now >= search.expiresAt || (scenario.failure === 'expired' && !options.initial)
  if (expired) return { status: 'EXPIRED', ready: 0, position: `${search.id}.expired` }
  const elapsed = Math.max(0, now - search.createdAt)
  const arrived =
    scenario.latencyMs === 0
      ? scenario.batches
      : Math.min(scenario.batches, Math.floor(elapsed / scenario.latencyMs) + 1)
  const failAt = failAtBatch(scenario)
  if (failAt !== undefined && arrived > failAt) {
    return { status: 'FAILED', ready: Math.min(failAt, scenario.batches), position: `${search.id}.failed` }
  }
  return {
    status: arrived >= scenario.batches ? 'SUCCESS' : 'PENDING',
    ready: arrived,
    position: `${search.id}.${arrived}`,
  }
}

/**
 * The batch position a client already holds, from its If-None-Match: a number when the tag is one
 * of this search's batch positions, the literal tag for a terminal position, undefined otherwise.
 */
export function heldPosition(
  header: string | undefined,
  id: string,
): { batches: number } | { tag: string } | undefined {
  if (!header) return undefined
  for (const raw of header.split(',')) {
    const tag = raw.trim().replace(/^W\//, '').replace(/^"|"$/g, '')
    if (!tag.startsWith(`${id}.`)) continue
    const rest = tag.slice(id.length + 1)
    if (/^\d+$/.test(rest)) return { batches: Number(rest) }
    return { tag }
  }
  return undefined
}

/** Splits a list into `batches` consecutive chunks of near-equal size (some empty when short). */
export function batchRange(length: number, batches: number, batch: number): [number, number] {
  const size = Math.ceil(length / batches)
  return [Math.min(length, batch * size), Math.min(length, (batch + 1) * size)]
}
