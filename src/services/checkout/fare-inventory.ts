/**
 * What the fare inventory (fare_inventory, docs/decisions/0058) says to everyone who shows a fare:
 * the seats left at each fare, read in one query for a whole page of results, and the seats a
 * cancellation gives back. The search, the fare re-check and the booking all count the same rows
 * (held, sold and returned seats), so a fare shown bookable is one the booking can take
 * (docs/decisions/0190).
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Offer } from '@contracts/checkout/booking'
import type { Database, Tx } from '../db/client'
import { fareInventory, flightSeatHolds } from '../db/schema'
import { flightKeyOf } from './supplier/seat-layouts'

/**
 * Seats left at each fare that bookings have touched: capacity − taken. A fare absent from the
 * answer is untouched and has the supplier's seats_left.
 */
export async function fareSeatsLeft(db: Database | Tx, travelPlanIds: readonly string[]) {
  const left = new Map<string, number>()
  const ids = [...new Set(travelPlanIds)]
  if (!ids.length) return left
  const rows = await db
    .select({
      id: fareInventory.travelPlanId,
      left: sql<number>`${fareInventory.capacity} - ${fareInventory.taken}`,
    })
    .from(fareInventory)
    .where(inArray(fareInventory.travelPlanId, ids))
  for (const row of rows) left.set(row.id, Math.max(0, Number(row.left)))
  return left
}

/** A traveller on a flight (leg) of a booking, as cancellations name them. */
export interface TravellerFlight {
  traveller: number
  flight_key: string
}

/**
 * A cancellation gives seats back: a seated traveller (not an infant) who no longer flies any
 * flight of a fare returns one seat to that fare, and the seats they had chosen on the cancelled
 * flights are free again. `before` is what was still booked, `cancelled` what this cancellation took
 * off. Runs under the booking's row lock, once per cancellation, so a seat comes back once.
 */
export async function returnCancelledSeats(
  tx: Tx,
  bookingId: string,
  offer: Offer,
  travellers: readonly { type: string }[],
  chosenSeats: readonly { traveller: number; flight_key: string; seat: string }[],
  before: readonly TravellerFlight[],
  cancelled: readonly TravellerFlight[],
): Promise<void> {
  const key = (p: TravellerFlight) => `${p.traveller}|${p.flight_key}`
  const gone = new Set(cancelled.map(key))
  const still = new Set(before.map(key).filter((k) => !gone.has(k)))
  const was = new Set(before.map(key))
  for (const fare of offer.flights) {
    const legs = [fare, ...(fare.return_journey ? [fare.return_journey] : [])].flatMap((j) =>
      j.flights.map((leg) => flightKeyOf(leg)),
    )
    let back = 0
    travellers.forEach((t, traveller) => {
      if (t.type === 'INFANT') return
      const flew = legs.some((k) => was.has(key({ traveller, flight_key: k })))
      const flies = legs.some((k) => still.has(key({ traveller, flight_key: k })))
      if (flew && !flies) back += 1
    })
    if (back > 0)
      await tx
        .update(fareInventory)
        .set({ taken: sql`greatest(${fareInventory.taken} - ${back}, 0)` })
        .where(eq(fareInventory.travelPlanId, fare.travel_plan_id))
  }
  for (const s of chosenSeats.filter((c) => gone.has(key(c))))
    await tx
      .delete(flightSeatHolds)
      .where(
        and(
          eq(flightSeatHolds.bookingId, bookingId),
          eq(flightSeatHolds.flightKey, s.flight_key),
          eq(flightSeatHolds.seatNumber, s.seat),
        ),
      )
}
