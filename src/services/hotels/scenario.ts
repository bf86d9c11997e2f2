/**
 * Sandbox controls of the hotel services, sent as the header `x-sandbox-scenario` or the query
 * parameter `sandbox`, e.g. `batches=3;latencyMs=200;availability=soldout;priceChange=12`, or set
 * for a client with POST /hotels/sandbox/scenario. Honoured only when the services run with
 * SANDBOX=true. A search keeps the scenario it started with, so every instance answers its polls
 * alike. Keys other hotel calls read (the booking's) are passed over here, not refused
 * (docs/decisions/0098); a known key with a bad value is a 400 naming it.
 */
import { z } from 'zod'
import { validationError } from '../http/errors'
import { scenarioPairs } from '../http/scenario-pairs'

/** 001 §9 cache expiry: a hotel search answers for 14,400 s. */
export const SEARCH_LIFETIME_MS = 14_400_000

const count = (max: number) =>
  z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(0).max(max)

export const hotelScenarioSchema = z.object({
  /** How many batches (suppliers) the results arrive in; the first with the search's answer. */
  batches: count(20).min(1, 'must be at least 1').default(3),
  /** Time between batches: batch k is in k × latencyMs after the search was created. */
  latencyMs: count(600_000).default(600),
  /**
   * error: the search is refused (503); poll-error: its polls answer 503; expired: its polls answer
   * 410 at once (a cache expiry), as every poll does once expiresInMs has passed.
   */
  failure: z
    .enum(['error', 'poll-error', 'expired'], { error: 'must be error, poll-error or expired' })
    .optional(),
  expiresInMs: count(SEARCH_LIFETIME_MS * 6).default(SEARCH_LIFETIME_MS),
  /** The hotel page (availability): the supplier answers 500 or 503, or has no room left (soldout). */
  availability: z.enum(['500', '503', 'soldout'], { error: 'must be 500, 503 or soldout' }).optional(),
  /** The hotel page's static details (and ratings) answer 500 or 503 (the page's STATIC_PAGE failure). */
  details: z.enum(['500', '503'], { error: 'must be 500 or 503' }).optional(),
  /** Every price on the hotel page (and at booking) this many percent off the search's. */
  priceChange: z.coerce
    .number({ error: 'must be a whole number of percent' })
    .int('must be a whole number of percent')
    .min(-50)
    .max(200)
    .optional(),
})

export type HotelScenario = z.infer<typeof hotelScenarioSchema>
export const defaultHotelScenario: HotelScenario = hotelScenarioSchema.parse({})

/** An empty or missing text gives the defaults; `field` names where the text came from in a 400. */
export function parseHotelScenario(text: string | undefined, field = 'sandbox'): HotelScenario {
  const parsed = hotelScenarioSchema.safeParse(scenarioPairs(text))
  if (parsed.success) return parsed.data
  const errors = parsed.error.issues.map((i) => ({
    field: `${field}.${i.path.map(String).join('.')}`,
    message: i.message,
  }))
  const first = errors[0]
  throw validationError(
    `Sandbox scenario ${first?.field ?? field}: ${first?.message ?? 'not accepted'}`,
    errors,
  )
}
