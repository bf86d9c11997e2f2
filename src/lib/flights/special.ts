/**
 * Special round-trip fares (000 §3 special_fare) for the special-fare tab. Which other leg a special
 * fare pairs with is a round-trip pair rule: machines/flights/roundtrip.logic.ts specialFareMismatch.
 */
import type { FlightResult } from '@contracts/flights/schemas'

export function specialFares(results: readonly FlightResult[]): FlightResult[] {
  return results.filter((r) => r.special_fare.is_special)
}
