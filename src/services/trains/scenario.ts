/**
 * Sandbox controls of the railway, sent as the header `x-sandbox-scenario` or the query parameter
 * `sandbox`, e.g. `down`, `availability=error`, `clockOffsetMs=86400000`,
 * `wl=confirm;bookLatencyMs=2000` (docs/upstream.md "Trains"). Honoured only when the services run
 * with SANDBOX=true. One schema for every railway call: search reads `down`, `availability` and
 * `clockOffsetMs`; the booking service reads `login`, `wl`, `book` and `bookLatencyMs`. An unknown
 * key or a bad value is a 400 naming it (a typo must not pass silently). To add a control, add its
 * key here and document it.
 */
import { z } from 'zod'
import { validationError } from '../http/errors'
import { scenarioPairs } from '../http/scenario-pairs'

const count = (max: number) =>
  z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(0).max(max)
const flag = z
  .enum(['', 'true', 'false'], { error: 'must be true or false (or the key alone)' })
  .transform((v) => v !== 'false')

export const trainScenarioSchema = z.strictObject(
  {
    /** The whole railway answers 503 'not available' (every call but /sandbox/*). */
    down: flag.default(false),
    /** The availability call fails (503, the spec's 'Something went wrong' text). */
    availability: z.enum(['error'], { error: 'must be error' }).optional(),
    /** The railway's clock runs this far ahead (negative: behind), on top of POST /trains/sandbox/clock. */
    clockOffsetMs: z.coerce
      .number({ error: 'must be a whole number of milliseconds' })
      .int('must be a whole number of milliseconds')
      .min(-366 * 86_400_000)
      .max(366 * 86_400_000)
      .default(0),
    /** Booking service: the railway login is refused. */
    login: z.enum(['fail'], { error: 'must be fail' }).optional(),
    /** Booking service: a waitlisted ticket confirms (others cancel) or never does. */
    wl: z.enum(['confirm', 'not-confirmed'], { error: 'must be confirm or not-confirmed' }).optional(),
    /** Booking service: the booking fails after the payment was taken (refund path). */
    book: z.enum(['fail-after-payment'], { error: 'must be fail-after-payment' }).optional(),
    /** Booking service: the railway takes this long to confirm a booking. */
    bookLatencyMs: count(600_000).optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `unknown control ${issue.keys.join(', ')}` : undefined,
  },
)

export type TrainScenario = z.infer<typeof trainScenarioSchema>
export const defaultTrainScenario: TrainScenario = trainScenarioSchema.parse({})

/** An empty or missing text gives the defaults; `field` names where the text came from in a 400. */
export function parseTrainScenario(text: string | undefined, field = 'sandbox'): TrainScenario {
  const parsed = trainScenarioSchema.safeParse(scenarioPairs(text))
  if (parsed.success) return parsed.data
  const errors = parsed.error.issues.map((i) => ({
    field: i.path.length ? `${field}.${i.path.map(String).join('.')}` : field,
    message: i.message,
  }))
  const first = errors[0]
  throw validationError(
    `Sandbox scenario ${first?.field ?? field}: ${first?.message ?? 'not accepted'}`,
    errors,
  )
}
