/**
 * Sandbox controls of a hotel booking, sent as `x-sandbox-scenario` when the booking is created and
 * stored on it, so every instance and every later job answers alike (docs/upstream.md "Hotel
 * booking"): `booking=ERROR`, `promo=ALREADY_APPLIED`, `sold-out`, `cache-expired`,
 * `confirm=CONFIRMED|PAID|BOOKING_FAILED|BOOKING_FRAUD|PENDING`, `confirmLatencyMs=N`. Parts meant
 * for other calls (a search's batches, latencyMs…) are ignored here.
 */
import { z } from 'zod'
import { validationError } from '../http/errors'
import { scenarioPairs } from '../http/scenario-pairs'

export const CONFIRM_ANSWERS = ['CONFIRMED', 'PAID', 'BOOKING_FAILED', 'BOOKING_FRAUD', 'PENDING'] as const

const bookingScenarioSchema = z.object({
  booking: z.literal('ERROR', { error: 'booking must be ERROR' }).optional(),
  promo: z.literal('ALREADY_APPLIED', { error: 'promo must be ALREADY_APPLIED' }).optional(),
  soldOut: z.boolean().default(false),
  cacheExpired: z.boolean().default(false),
  confirm: z
    .enum(CONFIRM_ANSWERS, { error: `confirm must be one of ${CONFIRM_ANSWERS.join(', ')}` })
    .default('CONFIRMED'),
  confirmLatencyMs: z.coerce
    .number({ error: 'confirmLatencyMs must be a whole number' })
    .int('confirmLatencyMs must be a whole number')
    .min(0)
    .max(3_600_000)
    .default(0),
})
export type HotelBookingScenario = z.infer<typeof bookingScenarioSchema>

const OWN_KEYS = ['booking', 'promo', 'confirm', 'confirmLatencyMs'] as const
const FLAGS = ['sold-out', 'cache-expired'] as const
const isOwn = (key: string) =>
  (OWN_KEYS as readonly string[]).includes(key) || (FLAGS as readonly string[]).includes(key)

/** The booking's controls from the scenario text (empty: the defaults); 400 for a bad value. */
export function parseBookingScenario(text: string | undefined): HotelBookingScenario {
  const pairs = scenarioPairs(text)
  const raw: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(pairs))
    if ((OWN_KEYS as readonly string[]).includes(key)) raw[key] = value
  if ('sold-out' in pairs) raw.soldOut = true
  if ('cache-expired' in pairs) raw.cacheExpired = true
  const parsed = bookingScenarioSchema.safeParse(raw)
  if (parsed.success) return parsed.data
  const message = parsed.error.issues[0]?.message ?? 'is not a valid scenario'
  throw validationError(`x-sandbox-scenario: ${message}`, [{ field: 'x-sandbox-scenario', message }])
}

/** Only the parts this booking keeps (stored on the row), `key=value` joined by `;`. */
export function bookingScenarioText(text: string | undefined): string {
  return Object.entries(scenarioPairs(text))
    .filter(([key]) => isOwn(key))
    .map(([key, value]) => (value ? `${key}=${value}` : key))
    .join(';')
}
