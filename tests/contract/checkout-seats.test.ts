// Seats and meals of a checkout over real HTTP: the maps, server pricing, and the last seat-map
// place taken by exactly one of 50 concurrent buyers (PGlite and PostgreSQL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Booking } from '@contracts/checkout/booking'
import type { SeatMap } from '@contracts/checkout/seat-map'
import type { RunningUpstream } from '~/services/main'
import { createdBooking, json, offerFor, searchOneWay } from '../support/checkout'
import { clockFrom, readJson, startTestUpstream } from '../support/upstream'

const now = clockFrom()
let services: RunningUpstream
beforeAll(async () => {
  services = await startTestUpstream({ flightsNow: now })
})
afterAll(() => services?.close())

const addOns = (id: string, key: string, body: unknown) =>
  fetch(`${services.url}/flights/api/v1.0/booking/${id}/add_ons`, {
    method: 'PUT',
    ...json(body, { 'x-booking-key': key }),
  })

const freeSeat = (map: SeatMap) =>
  map.floors.flatMap((f) => f.rows.flatMap((r) => r.places)).find((p) => p?.available && p.price > 0)

describe('seats and meals', () => {
  it('a seat and a meal are priced by the server into the total; a seat not on the map is refused', async () => {
    const search = await searchOneWay(services.url, now)
    const offer = await offerFor(
      services.url,
      search.data.id,
      [search.data.results[0]?.travel_plan_id ?? ''],
      'reprice=same',
    )
    const { booking, access_key } = await createdBooking(services.url, offer)
    const options = await readJson<{
      data: {
        seat_maps: SeatMap[]
        meals: { flight_key: string; meals: { code: string; price: number }[] }[]
      }
    }>(
      await fetch(`${services.url}/flights/api/v1.0/booking/${booking.id}/add_ons`, {
        headers: { 'x-booking-key': access_key },
      }),
    )
    const map = options.data.seat_maps[0]
    expect(map?.flight_key).toMatch(/^[A-Z0-9]{2}-\d+-\d{4}-\d{2}-\d{2}$/)
    const seat = freeSeat(map!)
    const menu = options.data.meals[0]?.meals ?? []
    const body = {
      seats: [{ traveller: 0, flight_key: map!.flight_key, seat: seat?.number }],
      meals: menu[0] ? [{ traveller: 0, flight_key: map!.flight_key, meal: menu[0].code }] : [],
    }
    const saved = (await readJson<{ data: Booking }>(await addOns(booking.id, access_key, body))).data
    expect(saved.seats[0]).toMatchObject({ seat: seat?.number, price: seat?.price })
    expect(saved.total).toBe(booking.total + (seat?.price ?? 0) + (menu[0]?.price ?? 0))
    const bad = await addOns(booking.id, access_key, {
      seats: [{ traveller: 0, flight_key: map!.flight_key, seat: '99K' }],
    })
    expect(bad.status).toBe(400)
    expect((await readJson<{ errors: { field: string; message: string }[] }>(bad)).errors[0]).toEqual({
      field: 'seats.0.seat',
      message: 'Seat 99K is not on this aircraft',
    })
  })

  it('50 concurrent buyers of one seat-map place: exactly one gets it, the others are told to choose another', async () => {
    const search = await searchOneWay(services.url, now)
    const id = search.data.results[6]?.travel_plan_id ?? ''
    await fetch(`${services.url}/flights/sandbox/fare_inventory`, {
      method: 'POST',
      ...json({ travel_plan_id: id, seats_left: 60 }),
    })
    const offer = await offerFor(services.url, search.data.id, [id], 'reprice=same')
    const buyers = await Promise.all(Array.from({ length: 50 }, () => createdBooking(services.url, offer)))
    const first = buyers[0]!
    const options = await readJson<{ data: { seat_maps: SeatMap[] } }>(
      await fetch(`${services.url}/flights/api/v1.0/booking/${first.booking.id}/add_ons`, {
        headers: { 'x-booking-key': first.access_key },
      }),
    )
    const map = options.data.seat_maps[0]!
    const seat = freeSeat(map)!
    const answers = await Promise.all(
      buyers.map((b) =>
        addOns(b.booking.id, b.access_key, {
          seats: [{ traveller: 0, flight_key: map.flight_key, seat: seat.number }],
        }),
      ),
    )
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(49)
    const refused = answers.find((a) => a.status === 409)!
    expect((await readJson<{ code: string; statusMessage: string }>(refused)).statusMessage).toBe(
      `Seat ${seat.number} was just taken by another traveller. Choose another seat.`,
    )
    // The winner's seat shows as taken on everyone else's map.
    const loser = buyers.find((_, i) => statuses[i] === 409)!
    const theirs = await readJson<{ data: { seat_maps: SeatMap[] } }>(
      await fetch(`${services.url}/flights/api/v1.0/booking/${loser.booking.id}/add_ons`, {
        headers: { 'x-booking-key': loser.access_key },
      }),
    )
    const place = theirs.data.seat_maps[0]!.floors.flatMap((f) => f.rows.flatMap((r) => r.places)).find(
      (p) => p?.number === seat.number,
    )
    expect(place?.available).toBe(false)
  })
})
