/**
 * Which chosen fares a "Sold out" re-check took off the market (docs/decisions/0190): the offer's
 * flights carry the seats the inventory has left, so the fares with fewer than the travellers who
 * need a seat are the sold ones; when the offer does not say (the checkout's hold was refused, or the
 * airline refused the whole choice), every chosen fare is.
 */
import type { Offer } from '@contracts/checkout/booking'

export function soldOutPlans(chosen: readonly string[], offer: Offer | null): string[] {
  const seated = offer ? offer.passengers.adult + offer.passengers.child : 0
  const sold = (offer?.flights ?? [])
    .filter((f) => chosen.includes(f.travel_plan_id) && f.seats_left < Math.max(seated, 1))
    .map((f) => f.travel_plan_id)
  return sold.length ? sold : [...chosen]
}

/** The results without the fares sold out while the page was open (the same array when none). */
export function withoutSoldOut<T extends { travel_plan_id: string }>(
  results: T[],
  soldOut: ReadonlySet<string>,
): T[]
export function withoutSoldOut<T extends { travel_plan_id: string }>(
  results: readonly T[],
  soldOut: ReadonlySet<string>,
): readonly T[]
export function withoutSoldOut<T extends { travel_plan_id: string }>(
  results: readonly T[],
  soldOut: ReadonlySet<string>,
): readonly T[] {
  return soldOut.size ? results.filter((r) => !soldOut.has(r.travel_plan_id)) : results
}
