/**
 * Until the bed bank's inventory (src/services/hotels/inventory.ts, releaseRooms) is merged: gives
 * back `count` rooms on each night of the release, never below zero. Replaced by releaseRooms.
 */
import { and, eq, gte, lt, sql } from 'drizzle-orm'
import type { Tx } from '../db/client'
import { hotelInventory } from '../db/schema'
import type { RoomRelease } from './cancellation'

export async function releaseRoomNights(tx: Tx, r: RoomRelease): Promise<void> {
  if (!Number.isInteger(r.count) || r.count < 1) return
  await tx
    .update(hotelInventory)
    .set({ taken: sql`${hotelInventory.taken} - ${r.count}` })
    .where(
      and(
        eq(hotelInventory.hotelId, r.hotelId),
        eq(hotelInventory.roomIdx, r.roomIdx),
        gte(hotelInventory.night, r.checkin),
        lt(hotelInventory.night, r.checkout),
        gte(hotelInventory.taken, r.count),
      ),
    )
}
