/**
 * Seats left at a fare, as the booking counts them: the flight search answers results through this
 * port (joined in src/services/app.ts to the checkout's fare inventory), so what is shown bookable
 * is what the booking can take (docs/decisions/0190).
 */
import type { FlightResult } from '@contracts/flights/schemas'

/** Seats left at each fare bookings have touched; an absent fare has the supplier's seats_left. */
export type SeatsLeft = (travelPlanIds: readonly string[]) => Promise<ReadonlyMap<string, number>>

/**
 * Results as the inventory has them: seats_left is what is really left, and a fare with fewer
 * seats left than the search's seated travellers is not offered (the supplier leaves such fares
 * out of a search too). Pure, so the rule is tested without a database.
 */
export function withSeatsLeft(
  results: readonly FlightResult[],
  left: ReadonlyMap<string, number>,
  seated: number,
): FlightResult[] {
  const out: FlightResult[] = []
  for (const r of results) {
    const seats = left.get(r.travel_plan_id)
    if (seats === undefined) out.push(r)
    else if (seats >= Math.max(seated, 1)) out.push(seats === r.seats_left ? r : { ...r, seats_left: seats })
  }
  return out
}
