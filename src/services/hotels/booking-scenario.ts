/**
 * Sandbox controls of a hotel booking, sent as `x-sandbox-scenario` when the booking is created and
 * stored on it, so every instance and every later job answers alike (docs/upstream.md "Hotel
 * booking"): `booking=ERROR`, `promo=ALREADY_APPLIED`, `sold-out`, `cache-expired`,
 * `confirm=CONFIRMED|PAID|BOOKING_FAILED|BOOKING_FRAUD|PENDING`, `confirmLatencyMs=N`. Parts meant
 * for other calls (a search's batches, latencyMs…) are ignored here.
 */
import { z } from 'zod'
import { validationError } from '../http/errors'

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

/** The booking's controls from the scenario text (empty: the defaults); 400 for a bad value. */
export function parseHotelScenario(text: string | undefined): HotelBookingScenario {
  const raw: Record<string, unknown> = {}
  for (const part of (text ?? '').split(';')) {
    const [key = '', value] = part.split('=', 2).map((s) => s.trim())
    if (key === 'sold-out') raw.soldOut = true
    else if (key === 'cache-expired') raw.cacheExpired = true
    else if ((OWN_KEYS as readonly string[]).includes(key)) raw[key] = value
  }
  const parsed = bookingScenarioSchema.safeParse(raw)
  if (parsed.success) return parsed.data
  const message = parsed.error.issues[0]?.message ?? 'is not a valid scenario'
  throw validationError(`x-sandbox-scenario: ${message}`, [{ field: 'x-sandbox-scenario', message }])
}

/** Only the parts this booking keeps (stored on the row). */
export function bookingScenarioText(text: string | undefined): string {
  return (text ?? '')
    .split(';')
    .map((s) => s.trim())
    .filter((part) => {
      const key = part.split('=', 1)[0] ?? ''
      return key === 'sold-out' || key === 'cache-expired' || (OWN_KEYS as readonly string[]).includes(key)
    })
    .join(';')
}
