/**
 * The flight machines' own types. The wire shapes (requests, results, answers) are the contracts'
 * (contracts/flights/), imported as types only: machines/ stays pure and carries no zod.
 */
import type { FlightResult } from '@contracts/flights/schemas'

/**
 * What the round-trip pair rules (roundtrip.logic.ts) read of a result: identity, price, times and
 * the special-fare pairing (000 §3 special_fare). A full `FlightResult` is one.
 */
export type FlightSummary = Pick<
  FlightResult,
  'index' | 'column' | 'travel_plan_id' | 'adultPrice' | 'departureDateTime' | 'arrivalDateTime'
> & {
  special_fare?: Pick<FlightResult['special_fare'], 'is_special' | 'matching_travel_plans'> &
    Partial<Pick<FlightResult['special_fare'], 'base_travel_plan'>>
}

/** Poll timing (app.config.ts `polling`), in milliseconds; the flows pass the live configuration. */
export interface PollTiming {
  initialDelayMs: number
  intervalMs: number
  expiryMs: number
}

/** What a search needs from the product configuration (app.config.ts `polling`, `flights`). */
export interface SearchSettings {
  timing: PollTiming
  /** 000 §3: the connectors count used when the server gives none or a negative one. */
  missingConnectorsDefault: number
}
