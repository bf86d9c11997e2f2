/** Special round-trip fares (000 §3 special_fare) for the special-fare tab. */
import type { FlightResult } from './schemas'

export function specialFares(results: readonly FlightResult[]): FlightResult[] {
  return results.filter((r) => r.special_fare.is_special)
}

/**
 * For a domestic round trip with a special fare chosen on one side, the other side's results it
 * combines with (its matching travel plans); without a special fare chosen, every result.
 */
export function matchingOtherLeg(
  chosen: FlightResult | null,
  other: readonly FlightResult[],
): readonly FlightResult[] {
  if (!chosen?.special_fare.is_special || chosen.special_fare.matching_travel_plans.length === 0) return other
  const ids = new Set(chosen.special_fare.matching_travel_plans)
  return other.filter((r) => ids.has(r.travel_plan_id))
}
