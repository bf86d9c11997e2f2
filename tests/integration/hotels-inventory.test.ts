/**
 * The bed bank's nightly inventory (src/services/hotels/inventory.ts) on a real database (a temp
 * PGlite, or PostgreSQL with DATABASE_URL, where concurrent buyers use separate connections): a
 * hold takes a room on every night or on none, never more than the capacity, and a release gives
 * it back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type OpenDatabase } from '~/services/db/client'
import { availableCounts, holdRooms, releaseRooms, type RoomHold } from '~/services/hotels/inventory'
import { catalogue } from '~/services/hotels/supplier'
import { createTestDatabase, type TestDatabase } from '../support/upstream'

let database: TestDatabase
let open: OpenDatabase
let other: OpenDatabase | undefined
beforeAll(async () => {
  database = await createTestDatabase()
  open = await openDatabase(database.deployment)
  if (database.kind === 'postgres') other = await openDatabase(database.deployment)
}, 60_000)
afterAll(async () => {
  await other?.close()
  await open?.close()
  await database?.drop()
})

/** A hotel whose room 0 sells at least 3 rooms a night; each test its own hotel (no shared rows). */
function roomWithCapacity(skip: number) {
  const hotel = catalogue().hotels.filter((h) => (h.rooms[0]?.capacity ?? 0) >= 3)[skip]
  const capacity = hotel?.rooms[0]?.capacity
  if (!hotel || capacity === undefined) throw new Error('the catalogue has such a room')
  return { hotelId: hotel.id, capacity }
}

const stay = { checkin_date: '2027-02-01', checkout_date: '2027-02-04' }
const holdOf = (hotelId: string, count: number, dates = stay): RoomHold => ({
  hotelId,
  roomIdx: 0,
  checkin: dates.checkin_date,
  checkout: dates.checkout_date,
  count,
})
const hold = (h: RoomHold, db = open) => db.db.transaction((tx) => holdRooms(tx, h))

describe('hotel inventory', () => {
  it('answers the catalogue capacity before anyone books, and less after a hold', async () => {
    const { hotelId, capacity } = roomWithCapacity(0)
    expect((await availableCounts(open.db, hotelId, stay)).get(0)).toBe(capacity)
    expect(await hold(holdOf(hotelId, 2))).toBe(true)
    expect((await availableCounts(open.db, hotelId, stay)).get(0)).toBe(capacity - 2)
    // A stay that shares one night with the hold sees it too; one that does not, does not.
    expect(
      (
        await availableCounts(open.db, hotelId, { checkin_date: '2027-02-03', checkout_date: '2027-02-06' })
      ).get(0),
    ).toBe(capacity - 2)
    expect(
      (
        await availableCounts(open.db, hotelId, { checkin_date: '2027-02-04', checkout_date: '2027-02-06' })
      ).get(0),
    ).toBe(capacity)
  })

  it('takes every night or none: a night already full leaves the other nights untouched', async () => {
    const { hotelId, capacity } = roomWithCapacity(1)
    // The middle night is sold out by an earlier booking of that night alone.
    expect(
      await hold(holdOf(hotelId, capacity, { checkin_date: '2027-02-02', checkout_date: '2027-02-03' })),
    ).toBe(true)
    expect(await hold(holdOf(hotelId, 1))).toBe(false)
    const firstNight = await availableCounts(open.db, hotelId, {
      checkin_date: '2027-02-01',
      checkout_date: '2027-02-02',
    })
    const lastNight = await availableCounts(open.db, hotelId, {
      checkin_date: '2027-02-03',
      checkout_date: '2027-02-04',
    })
    expect(firstNight.get(0)).toBe(capacity)
    expect(lastNight.get(0)).toBe(capacity)
    expect((await availableCounts(open.db, hotelId, stay)).get(0)).toBe(0)
  })

  it('a release gives the rooms back, and never goes below nothing taken', async () => {
    const { hotelId, capacity } = roomWithCapacity(2)
    const h = holdOf(hotelId, 1)
    expect(await hold(h)).toBe(true)
    await open.db.transaction((tx) => releaseRooms(tx, h))
    expect((await availableCounts(open.db, hotelId, stay)).get(0)).toBe(capacity)
    await open.db.transaction((tx) => releaseRooms(tx, h))
    expect((await availableCounts(open.db, hotelId, stay)).get(0)).toBe(capacity)
  })

  it('refuses a hold larger than the room type sells, or of nothing', async () => {
    const { hotelId, capacity } = roomWithCapacity(3)
    expect(await hold(holdOf(hotelId, capacity + 1))).toBe(false)
    expect(await hold(holdOf(hotelId, 0))).toBe(false)
    expect(await hold({ ...holdOf(hotelId, 1), roomIdx: 99 })).toBe(false)
    expect((await availableCounts(open.db, hotelId, stay)).get(0)).toBe(capacity)
  })

  it('of 20 concurrent buyers of the last rooms for a multi-night stay, exactly the capacity win', async () => {
    const { hotelId, capacity } = roomWithCapacity(4)
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => hold(holdOf(hotelId, 1), i % 2 === 1 && other ? other : open)),
    )
    expect(results.filter(Boolean)).toHaveLength(capacity)
    expect((await availableCounts(open.db, hotelId, stay)).get(0)).toBe(0)
  })
})
