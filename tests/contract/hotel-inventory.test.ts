// What the hotel search shows can be booked (issue 24; docs/decisions/0190), over real HTTP on a
// throw-away database (PGlite, or PostgreSQL with DATABASE_URL): concurrent bookings sell a hotel's
// cheapest room type, and a new search prices the hotel from the cheapest room type still left for
// the searched rooms; the hotel page tells the card's price and the new one; once every room type
// is sold, the hotel is no longer a result and the counts say one hotel fewer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AvailabilityAnswer } from '@contracts/hotels/hotel'
import type { ResultsAnswer } from '@contracts/hotels/search'
import type { RunningUpstream } from '~/services/main'
import { allHotels, cheapestFor, roomsFor, type Hotel } from '~/services/hotels/supplier'
import { json } from '../support/checkout'
import { bookingBody, postBooking, stayOf, type Stay } from '../support/hotel-booking'
import { readJson, startTestUpstream } from '../support/upstream'

let services: RunningUpstream
beforeAll(async () => {
  services = await startTestUpstream()
})
afterAll(() => services?.close())

const stay = stayOf(40, 2)

/**
 * A hotel of a small city with two or more room types for the stay, a few rooms in all, whose
 * cheapest room type is strictly cheaper than the next: selling it moves the card's price.
 */
function pickHotel(): { hotel: Hotel; cheapIdx: number; rooms: ReturnType<typeof roomsFor> } {
  for (const hotel of allHotels()) {
    if (hotel.city.hotelCount > 80) continue
    const rooms = roomsFor(hotel, stay)
    if (rooms.length < 2) continue
    const capacities = rooms.map((r) => hotel.rooms[r.room_idx]?.capacity ?? 0)
    if (capacities.reduce((a, b) => a + b, 0) > 8) continue
    const cheapest = cheapestFor(hotel, stay)
    if (!cheapest) continue
    const next = Math.min(
      ...rooms.filter((r) => r.room_idx !== cheapest.room.idx).map((r) => r.offers[0]?.price.amount ?? 0),
    )
    if (next > cheapest.price.amount) return { hotel, cheapIdx: cheapest.room.idx, rooms }
  }
  throw new Error('no hotel of the bed bank fits')
}

async function search(hotelId: string, extra = ''): Promise<ResultsAnswer> {
  const started = await fetch(`${services.url}/hotels/search`, {
    method: 'POST',
    ...json({ hotel_id: hotelId, ...stay }, { 'x-sandbox-scenario': 'latencyMs=0;batches=1' }),
  })
  expect(started.status, await started.clone().text()).toBe(200)
  const { meta } = await readJson<ResultsAnswer>(started)
  const res = await fetch(`${services.url}/hotels/search/${meta.searchId}?${extra}`)
  expect(res.status).toBe(200)
  return readJson<ResultsAnswer>(res)
}

const cardOf = (answer: ResultsAnswer, hotelId: string) => answer.hotels.find((h) => h.hotel_id === hotelId)

/** Every room of the type booked at once, plus two more buyers who must be refused. */
async function sellOut(hotel: Hotel, room: { room_idx: number; offer_id: string }, forStay: Stay) {
  const capacity = hotel.rooms[room.room_idx]?.capacity ?? 0
  const body = bookingBody({ hotel_id: hotel.id, ...room, amount: 0, capacity }, forStay)
  const answers = await Promise.all(
    Array.from({ length: capacity + 2 }, () => postBooking(services.url, body)),
  )
  const statuses = answers.map((r) => r.status)
  expect(statuses.filter((s) => s === 201)).toHaveLength(capacity)
  expect(statuses.filter((s) => s === 409)).toHaveLength(2)
}

describe('hotel search counts the rooms bookings hold and buy', () => {
  it('prices a hotel from its cheapest room type still left, says the price changed, and drops it once sold out', async () => {
    const { hotel, cheapIdx, rooms } = pickHotel()
    const before = await search(hotel.id, `filter_hotel_id=${hotel.id}`)
    const first = cardOf(before, hotel.id)
    expect(first?.price.total).toBe(cheapestFor(hotel, stay)?.price.amount)
    const all = await search(hotel.id)
    const cheapRoom = rooms.find((r) => r.room_idx === cheapIdx)
    await sellOut(hotel, { room_idx: cheapIdx, offer_id: cheapRoom?.offers[0]?.offer_id ?? '' }, stay)

    const after = await search(hotel.id, `filter_hotel_id=${hotel.id}`)
    const now = cardOf(after, hotel.id)
    const expected = cheapestFor(hotel, stay, { roomsLeft: new Map([[cheapIdx, 0]]) })?.price
    expect(now?.price.total).toBe(expected?.amount)
    expect(now?.price.total ?? 0).toBeGreaterThan(first?.price.total ?? 0)
    // The price-sorted list uses the price that can be booked.
    const sorted = await search(hotel.id, `sort=price,asc&filter_hotel_id=${hotel.id}`)
    expect(cardOf(sorted, hotel.id)?.price.per_night).toBe(expected?.per_night)

    // The hotel page opened from the first card: both amounts.
    const q = { ...stay, search_id: before.meta.searchId, card_total: first?.price.total }
    const page = await fetch(
      `${services.url}/hotels/hotels/${hotel.id}?q=${encodeURIComponent(JSON.stringify(q))}`,
    )
    expect(page.status).toBe(200)
    const answer = await readJson<AvailabilityAnswer>(page)
    expect(answer.price_change).toEqual({
      old: { total: first?.price.total, per_night: first?.price.per_night },
      new: { total: expected?.amount, per_night: expected?.per_night },
    })
    expect(answer.hotel.rooms.find((r) => r.room_idx === cheapIdx)?.offers).toEqual([])

    // Every other room type sold too: not a result any more, and the counts agree.
    await Promise.all(
      rooms
        .filter((r) => r.room_idx !== cheapIdx)
        .map((r) => sellOut(hotel, { room_idx: r.room_idx, offer_id: r.offers[0]?.offer_id ?? '' }, stay)),
    )
    const gone = await search(hotel.id, `filter_hotel_id=${hotel.id}`)
    expect(gone.hotels).toEqual([])
    expect(gone.meta.hotels).toBe(0)
    const rest = await search(hotel.id)
    expect(cardOf(rest, hotel.id)).toBeUndefined()
    expect(rest.meta.metaInfo.total_results).toBe(all.meta.metaInfo.total_results - 1)
    expect(rest.meta.hotels).toBe(all.meta.hotels - 1)
  })
})
