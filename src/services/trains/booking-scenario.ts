/**
 * Sandbox controls of a train booking (docs/upstream.md "Train booking"), sent as
 * `x-sandbox-scenario` and stored on the booking when it is made, so every instance and every later
 * job answers alike:
 *   login=fail               POST /trains/users/login refuses any password
 *   wl=confirm|not-confirmed  others' cancellations later confirm a waitlisted ticket, or never do
 *   book=fail-after-payment   the railway takes the payment but books nothing (refunded)
 *   bookLatencyMs=N           the railway answers N ms after the payment is captured
 *   down                      the railway's booking system is down (503, and the confirm job waits)
 *   clockOffsetMs=N           the railway's clock as the booking was made (its client's sandbox offset
 *                             and the header's together), for its later jobs (the chart)
 * Parts meant for other calls (the search's) are ignored here.
 */
import { scenarioPairs } from '../http/scenario-pairs'
import { parseTrainScenario } from './scenario'

export interface TrainBookingScenario {
  login?: 'fail' | undefined
  wl?: 'confirm' | 'not-confirmed' | undefined
  book?: 'fail-after-payment' | undefined
  bookLatencyMs: number
  down: boolean
  /** How far the railway's clock ran ahead of the services' when the booking was made. */
  clockOffsetMs: number
}

const OWN_KEYS = ['login', 'wl', 'book', 'bookLatencyMs', 'down'] as const

/** The booking's controls from the scenario text (the railway's one schema, src/services/trains/scenario.ts); 400 for a bad value. */
export function parseTrainBookingScenario(text: string | undefined): TrainBookingScenario {
  const s = parseTrainScenario(text, 'x-sandbox-scenario')
  return {
    login: s.login,
    wl: s.wl,
    book: s.book,
    bookLatencyMs: s.bookLatencyMs ?? 0,
    down: s.down,
    clockOffsetMs: s.clockOffsetMs,
  }
}

/**
 * Only the parts a train booking keeps (stored on the row), `key=value` joined by `;`, with the
 * railway's clock offset the booking was made on (`offsetMs`, left out when 0).
 */
export function trainBookingScenarioText(text: string | undefined, offsetMs = 0): string {
  parseTrainBookingScenario(text)
  return [
    ...Object.entries(scenarioPairs(text))
      .filter(([key]) => (OWN_KEYS as readonly string[]).includes(key))
      .map(([key, value]) => (value ? `${key}=${value}` : key)),
    ...(offsetMs ? [`clockOffsetMs=${offsetMs}`] : []),
  ].join(';')
}
