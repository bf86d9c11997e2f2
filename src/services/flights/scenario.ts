/**
 * Sandbox controls of a flight search, sent as the header `x-sandbox-scenario` or the query
 * parameter `sandbox`, e.g. `batches=3;latencyMs=200;failure=fail-at-batch-2`. Honoured only when
 * the services run with SANDBOX=true; otherwise ignored. Stored with the search, so every instance
 * answers its polls alike.
 */
import { z } from 'zod'
import { defaultProductConfig } from '@config'
import { validationError } from '../http/errors'
import { scenarioPairs } from '../http/scenario-pairs'

export { scenarioPairs }

const count = (max: number) =>
  z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(0).max(max)

export const failureSchema = z.union(
  [z.enum(['error', 'poll-error', 'expired', 'empty']), z.string().regex(/^fail-at-batch-\d+$/)],
  { error: 'must be error, poll-error, expired, empty or fail-at-batch-K (K a batch number from 0)' },
)

export const scenarioSchema = z.strictObject(
  {
    /** How many batches (suppliers) the results arrive in. */
    batches: count(20).min(1, 'must be at least 1').default(4),
    /** Time between batches; batch k is ready k × latencyMs after the search was created. */
    latencyMs: count(600_000).default(700),
    failure: failureSchema.optional(),
    /** After this long every poll answers EXPIRED. */
    expiresInMs: count(86_400_000).default(defaultProductConfig.timers.fifteenMinuteMs),
    /**
     * Domestic round trip: the first batch with return flights (the return list's supplier answers
     * later; the outbound flights come in the batches before it); 0 by default: both in every batch.
     * At least the last batch holds the return flights.
     */
    returnsFromBatch: count(19).default(0),
    /** Checkout (src/services/checkout): the airline's answer at the fare re-check. */
    reprice: z
      .enum(['same', 'up', 'down', 'soldout'], { error: 'must be same, up, down or soldout' })
      .optional(),
    /** Checkout: how long the re-check's final phase answers PENDING. */
    repriceLatencyMs: count(60_000).default(0),
    /** Checkout: the airline's ticketing after payment (fail: refused at once; slow: not confirmed for a while). */
    ticketing: z.enum(['ok', 'fail', 'slow'], { error: 'must be ok, fail or slow' }).optional(),
    /** Cancellation (docs/decisions/0084): this traveller's ticket cancellation fails at the airline. */
    cancelFails: z
      .union([count(8), z.literal('all')], { error: 'must be a traveller number (from 0) or all' })
      .optional(),
    /**
     * Cancellation (docs/decisions/0093): the quote being confirmed counts as this much older, so a
     * quote made moments ago can be seen expired (409 QUOTE_EXPIRED).
     */
    quoteAgeMs: count(86_400_000).optional(),
    /**
     * Cancellation (docs/decisions/0093): a refund to the original payment is sent to the gateway this
     * long after it is registered (it stays requested until then; deliver_webhooks sends it now).
     */
    refundAfterMs: count(86_400_000).optional(),
    /** Cancellation: the rules read a clock at which the first flight departs in this many hours (negative: flown). */
    departsInHours: z.coerce
      .number({ error: 'must be a whole number' })
      .int('must be a whole number')
      .min(-720)
      .max(8760)
      .optional(),
    /** Make meta.missing/total_connectors_count absent or negative (clients must default to 4). */
    connectors: z.enum(['absent', 'negative'], { error: 'must be absent or negative' }).optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `unknown control ${issue.keys.join(', ')}` : undefined,
  },
)

export type Scenario = z.infer<typeof scenarioSchema>

export const defaultScenario: Scenario = scenarioSchema.parse({})

/**
 * Reads `key=value` pairs separated by ; , or &. An empty or missing text gives the defaults.
 * `field` names where the text came from in a 400: `sandbox` (header or query) or a body field.
 */
export function parseScenario(text: string | undefined, field = 'sandbox'): Scenario {
  const parsed = scenarioSchema.safeParse(scenarioPairs(text))
  if (parsed.success) return parsed.data
  const errors = parsed.error.issues.map((i) => ({
    field: i.path.length ? `${field}.${i.path.map(String).join('.')}` : field,
    message: i.message,
  }))
  const first = errors[0]
  throw validationError(`Sandbox scenario ${first?.field ?? ''}: ${first?.message ?? 'not accepted'}`, errors)
}

/** The batch at which a fail-at-batch-K scenario stops answering, if any. */
export function failAtBatch(scenario: Scenario): number | undefined {
  const m = /^fail-at-batch-(\d+)$/.exec(scenario.failure ?? '')
  return m ? Number(m[1]) : undefined
}
