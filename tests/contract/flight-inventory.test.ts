// What the flight search shows can be bought (issue 24; docs/decisions/0190), over real HTTP on a
// throw-away database (PGlite, or PostgreSQL with DATABASE_URL): seats left come from the fare
// inventory the booking takes, a fare sold out by concurrent buyers is no longer offered by a new
// search (nor by a fresh poll of the old one, and a later poll withdraws it from the cards already
// shown) and its re-check answers SOLD_OUT, and a cancelled traveller's seat comes back.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Quote } from '@contracts/bookings/cancellation'
import type { SearchAnswer } from '@contracts/flights/schemas'
import { startBookingUpstream, ticketedBooking, type BookingUpstream } from '../support/cancellation'
import { createBooking, json, offerFor, searchOneWay } from '../support/checkout'
import { clockFrom, readJson } from '../support/upstream'

const now = clockFrom()
let up: BookingUpstream
beforeAll(async () => {
  up = await startBookingUpstream(now)
})
afterAll(() => up?.close())

async function setSeats(travelPlanId: string, seats: number) {
  const res = await fetch(`${up.url}/flights/sandbox/fare_inventory`, {
    method: 'POST',
    ...json({ travel_plan_id: travelPlanId, seats_left: seats }),
  })
  expect(res.status).toBe(200)
}

const fareIn = (search: SearchAnswer, id: string) => search.data.results.find((r) => r.travel_plan_id === id)

describe('flight search counts the seats bookings hold and buy', () => {
  it('sold out by concurrent buyers: a new search no longer offers the fare, and its re-check says sold out', async () => {
    const first = await searchOneWay(up.url, now)
    const id = first.data.results[2]?.travel_plan_id ?? ''
    await setSeats(id, 3)
    expect(fareIn(await searchOneWay(up.url, now), id)?.seats_left).toBe(3)

    const offer = await offerFor(up.url, first.data.id, [id], 'reprice=same')
    const answers = await Promise.all(Array.from({ length: 6 }, () => createBooking(up.url, offer)))
    expect(answers.map((r) => r.status).sort()).toEqual([201, 201, 201, 409, 409, 409])

    const after = await searchOneWay(up.url, now)
    expect(after.data.results.length).toBeGreaterThan(0)
    expect(fareIn(after, id)).toBeUndefined()
    // The old search polled afresh (a page reloaded, "Back to the results") leaves it out too.
    const repoll = await readJson<SearchAnswer>(
      await fetch(`${up.url}/flights/b2b/v1.0/flights/search/${first.data.id}`),
    )
    expect(repoll.data.results.some((r) => r.travel_plan_id === id)).toBe(false)
    // A re-check of the sold fare answers as the booking would: sold out, before any checkout.
    const again = await offerFor(up.url, first.data.id, [id])
    expect(again).toMatchObject({
      status: 'SOLD_OUT',
      message: 'These seats have just sold out. Please choose another flight.',
    })
  })

  it('a later poll of an open search withdraws a fare it delivered that has sold out since (0211)', async () => {
    // Three batches, the next ten minutes away: the page holds the first and keeps polling.
    const first = await searchOneWay(up.url, now, {}, 'batches=3;latencyMs=600000')
    const etag = `"${first.data.id}.1"`
    const poll = () =>
      fetch(`${up.url}/flights/b2b/v1.0/flights/search/${first.data.id}`, {
        headers: { 'if-none-match': etag },
      })
    expect((await poll()).status).toBe(304)
    const id = first.data.results[1]?.travel_plan_id ?? ''
    const kept = first.data.results[0]?.travel_plan_id ?? ''
    await setSeats(id, 1)
    const offer = await offerFor(up.url, first.data.id, [id], 'reprice=same')
    expect((await createBooking(up.url, offer)).status).toBe(201)

    // Nothing new has arrived, but a card the page shows can no longer be booked: 200, not 304.
    const answer = await poll()
    expect(answer.status).toBe(200)
    expect(answer.headers.get('etag')).toBe(etag)
    const body = await readJson<SearchAnswer>(answer)
    expect(body.data.results).toEqual([])
    expect(body.data.withdrawn).toEqual([id])
    expect(body.data.withdrawn).not.toContain(kept)
    expect(body.meta.status).toBe('PENDING')
  })

  it('shows the seats really left, and no fare that cannot seat every traveller searched', async () => {
    const first = await searchOneWay(up.url, now)
    const id = first.data.results[4]?.travel_plan_id ?? ''
    await setSeats(id, 4)
    const offer = await offerFor(up.url, first.data.id, [id], 'reprice=same')
    const held = await Promise.all(Array.from({ length: 3 }, () => createBooking(up.url, offer)))
    expect(held.map((r) => r.status)).toEqual([201, 201, 201])
    expect(fareIn(await searchOneWay(up.url, now), id)?.seats_left).toBe(1)
    expect(fareIn(await searchOneWay(up.url, now, { adult_count: 2 }), id)).toBeUndefined()
  })

  it('a cancelled traveller’s seat comes back to the fare', async () => {
    const pair = await searchOneWay(up.url, now, { adult_count: 2 })
    const id = pair.data.results[6]?.travel_plan_id ?? ''
    await setSeats(id, 2)
    const { booking, key } = await ticketedBooking(up.url, now, 6)
    expect(booking.offer.flights[0]?.travel_plan_id).toBe(id)
    expect(fareIn(await searchOneWay(up.url, now), id)).toBeUndefined()

    const q = await fetch(`${up.url}/flights/api/v1.0/trips/${booking.trip_id}/cancellation/quote`, {
      method: 'POST',
      ...json({ kind: 'PARTIAL', travellers: [1], destination: 'source' }, key),
    })
    expect(q.status, await q.clone().text()).toBe(201)
    const quote = (await readJson<{ data: Quote }>(q)).data
    const done = await fetch(`${up.url}/flights/api/v1.0/trips/${booking.trip_id}/cancellation`, {
      method: 'POST',
      ...json({ quote_id: quote.id }, { ...key, 'idempotency-key': randomUUID() }),
    })
    expect(done.status, await done.clone().text()).toBe(201)
    expect(fareIn(await searchOneWay(up.url, now), id)?.seats_left).toBe(1)
  })
})
