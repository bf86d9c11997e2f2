/**
 * The bed bank's nightly room inventory (hotel_inventory): how many rooms of a room type are still
 * sellable on each night. A night's row is created on first use with the catalogue's capacity; the
 * guarded UPDATE `taken = taken + n WHERE taken + n <= capacity` is the only way rooms are taken,
 * night by night in ascending order (one lock order, so two holds never deadlock), so of two buyers
 * of the last room only one can succeed, on PostgreSQL and on PGlite alike.
 */
import { and, eq, gt, gte, like, lt, sql } from 'drizzle-orm'
import type { Database, Tx } from '../db/client'
import { hotelInventory } from '../db/schema'
import { hotelById, nightsOf } from './supplier'

type Db = Database | Tx

export interface StayDates {
  checkin_date: string
  checkout_date: string
}

export interface RoomHold {
  hotelId: string
  roomIdx: number
  /** YYYY-MM-DD, the first night. */
  checkin: string
  /** YYYY-MM-DD, the morning after the last night. */
  checkout: string
  /** Rooms of this type (one per searched room). */
  count: number
}

/**
 * Rooms of each room type (by room_idx) sellable on every night of the stay: the smallest
 * capacity − taken over the nights; a night nobody has booked yet has the catalogue's capacity.
 * Empty for an unknown hotel.
 */
export async function availableCounts(
  db: Db,
  hotelId: string,
  stay: StayDates,
): Promise<Map<number, number>> {
  const hotel = hotelById(hotelId)
  const counts = new Map<number, number>()
  if (!hotel) return counts
  for (const room of hotel.rooms) counts.set(room.idx, room.capacity)
  if (nightsOf(stay).length === 0) return counts
  const rows = await db
    .select({
      roomIdx: hotelInventory.roomIdx,
      capacity: hotelInventory.capacity,
      taken: hotelInventory.taken,
    })
    .from(hotelInventory)
    .where(
      and(
        eq(hotelInventory.hotelId, hotelId),
        gte(hotelInventory.night, stay.checkin_date),
        lt(hotelInventory.night, stay.checkout_date),
      ),
    )
  for (const row of rows) {
    const left = Math.max(0, row.capacity - row.taken)
    counts.set(row.roomIdx, Math.min(counts.get(row.roomIdx) ?? left, left))
  }
  return counts
}

/** Rooms left per room type (room_idx) of each hotel, for the room types bookings have touched. */
export type RoomsLeft = ReadonlyMap<string, ReadonlyMap<number, number>>

/**
 * Rooms left over the stay of every room type in a city that bookings have touched (held, sold,
 * given back): one grouped query per search, not one per hotel (docs/decisions/0190). Room types
 * absent from the answer have the catalogue's capacity. Hotel ids begin with their city's id.
 */
export async function roomsLeftInCity(db: Db, cityId: string, stay: StayDates): Promise<RoomsLeft> {
  const left = new Map<string, Map<number, number>>()
  if (nightsOf(stay).length === 0) return left
  const rows = await db
    .select({
      hotelId: hotelInventory.hotelId,
      roomIdx: hotelInventory.roomIdx,
      left: sql<number>`min(${hotelInventory.capacity} - ${hotelInventory.taken})`,
    })
    .from(hotelInventory)
    .where(
      and(
        like(hotelInventory.hotelId, `${cityId}-%`),
        gte(hotelInventory.night, stay.checkin_date),
        lt(hotelInventory.night, stay.checkout_date),
        gt(hotelInventory.taken, 0),
      ),
    )
    .groupBy(hotelInventory.hotelId, hotelInventory.roomIdx)
  for (const row of rows) {
    const rooms = left.get(row.hotelId) ?? new Map<number, number>()
    rooms.set(row.roomIdx, Math.max(0, Number(row.left)))
    left.set(row.hotelId, rooms)
  }
  return left
}

const nightKey = (hold: RoomHold, night: string) =>
  and(
    eq(hotelInventory.hotelId, hold.hotelId),
    eq(hotelInventory.roomIdx, hold.roomIdx),
    eq(hotelInventory.night, night),
  )

/**
 * Takes `count` rooms on every night of the stay, or none: true when held. Run it in the
 * transaction that records the booking; a night that cannot give the rooms undoes the nights
 * already taken and answers false (the caller answers SOLD_OUT).
 */
export async function holdRooms(tx: Tx, hold: RoomHold): Promise<boolean> {
  const capacity = hotelById(hold.hotelId)?.rooms[hold.roomIdx]?.capacity ?? 0
  const nights = nightsOf({ checkin_date: hold.checkin, checkout_date: hold.checkout })
  if (capacity === 0 || nights.length === 0 || !Number.isInteger(hold.count) || hold.count < 1) return false
  if (hold.count > capacity) return false
  await tx
    .insert(hotelInventory)
    .values(
      nights.map((night) => ({ hotelId: hold.hotelId, roomIdx: hold.roomIdx, night, capacity, taken: 0 })),
    )
    .onConflictDoNothing()
  const done: string[] = []
  for (const night of nights) {
    const updated = await tx
      .update(hotelInventory)
      .set({ taken: sql`${hotelInventory.taken} + ${hold.count}` })
      .where(
        and(
          nightKey(hold, night),
          sql`${hotelInventory.taken} + ${hold.count} <= ${hotelInventory.capacity}`,
        ),
      )
      .returning({ night: hotelInventory.night })
    if (updated.length === 0) {
      for (const taken of done) await giveBack(tx, hold, taken)
      return false
    }
    done.push(night)
  }
  return true
}

async function giveBack(tx: Tx, hold: RoomHold, night: string): Promise<void> {
  await tx
    .update(hotelInventory)
    .set({ taken: sql`${hotelInventory.taken} - ${hold.count}` })
    .where(and(nightKey(hold, night), gte(hotelInventory.taken, hold.count)))
}

/** Gives back rooms a hold took (expiry, failed payment, cancellation); never below zero. */
export async function releaseRooms(tx: Tx, hold: RoomHold): Promise<void> {
  if (!Number.isInteger(hold.count) || hold.count < 1) return
  for (const night of nightsOf({ checkin_date: hold.checkin, checkout_date: hold.checkout }))
    await giveBack(tx, hold, night)
}
