/**
 * Sandbox controls of a train booking (docs/upstream.md "Train booking"), sent as
 * `x-sandbox-scenario` and stored on the booking when it is made, so every instance and every later
 * job answers alike:
 *   login=fail               POST /trains/users/login refuses any password
 *   wl=confirm|not-confirmed  others' cancellations later confirm a waitlisted ticket, or never do
 *   book=fail-after-payment   the railway takes the payment but books nothing (refunded)
 *   bookLatencyMs=N           the railway answers N ms after the payment is captured
 *   down                      the railway's booking system is down (503, and the confirm job waits)
 * Parts meant for other calls (the search's) are ignored here.
 */
import { z } from 'zod'
import { validationError } from '../http/errors'
import { scenarioPairs } from '../flights/scenario'

const schema = z.object({
  login: z.literal('fail', { error: 'login must be fail' }).optional(),
  wl: z.enum(['confirm', 'not-confirmed'], { error: 'wl must be confirm or not-confirmed' }).optional(),
  book: z.literal('fail-after-payment', { error: 'book must be fail-after-payment' }).optional(),
  bookLatencyMs: z.coerce
    .number({ error: 'bookLatencyMs must be a whole number' })
    .int('bookLatencyMs must be a whole number')
    .min(0, 'bookLatencyMs must be 0 or more')
    .max(3_600_000, 'bookLatencyMs must be at most 3600000')
    .default(0),
  down: z.boolean().default(false),
})
export type TrainBookingScenario = z.infer<typeof schema>

const OWN_KEYS = ['login', 'wl', 'book', 'bookLatencyMs'] as const

/** The booking's controls from the scenario text (empty: the defaults); 400 for a bad value. */
export function parseTrainBookingScenario(text: string | undefined): TrainBookingScenario {
  const pairs = scenarioPairs(text)
  const raw: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(pairs))
    if ((OWN_KEYS as readonly string[]).includes(key)) raw[key] = value
  if ('down' in pairs) raw.down = true
  const parsed = schema.safeParse(raw)
  if (parsed.success) return parsed.data
  const message = parsed.error.issues[0]?.message ?? 'is not a valid scenario'
  throw validationError(`x-sandbox-scenario: ${message}`, [{ field: 'x-sandbox-scenario', message }])
}

/** Only the parts a train booking keeps (stored on the row), `key=value` joined by `;`. */
export function trainBookingScenarioText(text: string | undefined): string {
  return Object.entries(scenarioPairs(text))
    .filter(([key]) => (OWN_KEYS as readonly string[]).includes(key) || key === 'down')
    .map(([key, value]) => (value ? `${key}=${value}` : key))
    .join(';')
}
