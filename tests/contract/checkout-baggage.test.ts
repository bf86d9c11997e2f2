// Prepaid extra baggage over real HTTP (000 §9: only the extra-service airlines sell it): offered on
// their flights and nowhere else, priced by the server into the total, refused off the list and for
// an infant.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Booking } from '@contracts/checkout/booking'
import type { FlightBaggage } from '@contracts/checkout/seat-map'
import type { FlightResult } from '@contracts/flights/schemas'
import type { RunningUpstream } from '~/services/main'
import { createdBooking, json, offerFor, searchOneWay } from '../support/checkout'
import { docExample } from '../support/doc-examples'
import { expectMatchesExample } from '../support/expect-example'
import { clockFrom, readJson, startTestUpstream } from '../support/upstream'

const now = clockFrom()
let services: RunningUpstream
beforeAll(async () => {
  services = await startTestUpstream({ flightsNow: now })
})
afterAll(() => services?.close())

const sellers = ['9W', 'SG', '6E', 'AI']

/**
 * A booking of a one-way flight whose every leg is (or is not) flown by an extra-service airline,
 * or by `airline` when given.
 */
async function bookingOn(sells: boolean, extra: Record<string, unknown> = {}, airline?: string) {
  const search = await searchOneWay(services.url, now, extra)
  const byAirline = (r: FlightResult) =>
    r.flights.every((l) =>
      airline ? l.airline_code === airline : sellers.includes(l.airline_code) === sells,
    )
  const result = search.data.results.find(byAirline)
  if (!result) throw new Error(`the search has no result ${sells ? 'on' : 'off'} the extra-service airlines`)
  const offer = await offerFor(services.url, search.data.id, [result.travel_plan_id], 'reprice=same')
  const { booking, access_key } = await createdBooking(services.url, offer)
  const options = await readJson<{ data: { baggage: FlightBaggage[] } }>(
    await fetch(`${services.url}/flights/api/v1.0/booking/${booking.id}/add_ons`, {
      headers: { 'x-booking-key': access_key },
    }),
  )
  const put = (body: unknown) =>
    fetch(`${services.url}/flights/api/v1.0/booking/${booking.id}/add_ons`, {
      method: 'PUT',
      ...json(body, { 'x-booking-key': access_key }),
    })
  return { booking, baggage: options.data.baggage, put }
}

const errorsOf = async (res: Response) =>
  (await readJson<{ errors: { field: string; message: string }[] }>(res)).errors

describe('extra baggage', () => {
  it('an extra-service airline (6E) offers pieces in kg; a piece changes the total by exactly its price', async () => {
    const { booking, baggage, put } = await bookingOn(true, {}, '6E')
    const flight = baggage[0]!
    expectMatchesExample(flight, docExample('checkout.add-ons.baggage-6e.response'), {
      patterns: { flight_key: /^6E-\d{1,4}-\d{4}-\d{2}-\d{2}$/ },
    })
    // IndiGo's menu, in paise: cheaper per kg as the piece grows.
    expect(flight.baggage.map((p) => [p.code, p.quantity, p.unit, p.price])).toEqual([
      ['XBAG5', 5, 'kg', 190_000],
      ['XBAG10', 10, 'kg', 370_000],
      ['XBAG15', 15, 'kg', 540_000],
      ['XBAG20', 20, 'kg', 700_000],
      ['XBAG30', 30, 'kg', 1_020_000],
    ])
    const perKg = flight.baggage.map((p) => p.price / p.quantity)
    expect(perKg).toEqual([...perKg].sort((a, b) => b - a))
    const piece = flight.baggage[2]!
    const res = await put({ baggage: [{ traveller: 0, flight_key: flight.flight_key, code: piece.code }] })
    expect(res.status).toBe(200)
    const saved = (await readJson<{ data: Booking }>(res)).data
    expect(saved.baggage).toEqual([
      {
        traveller: 0,
        flight_key: flight.flight_key,
        code: piece.code,
        quantity: piece.quantity,
        unit: 'kg',
        price: piece.price,
      },
    ])
    expect(saved.total).toBe(booking.total + piece.price)
    expect(saved.lines).toContainEqual({ kind: 'baggage', label: 'Extra baggage', amount: piece.price })

    const off = await put({ baggage: [{ traveller: 0, flight_key: flight.flight_key, code: 'XBAG99' }] })
    expect(off.status).toBe(400)
    expectMatchesExample(await off.json(), docExample('checkout.add-ons.baggage-invalid.response'))
  })

  it('another airline offers none, and a piece chosen anyway is refused', async () => {
    const { baggage, put } = await bookingOn(false)
    expect(baggage.length).toBeGreaterThan(0)
    expect(baggage.map((f) => f.baggage)).toEqual(baggage.map(() => []))
    const res = await put({ baggage: [{ traveller: 0, flight_key: baggage[0]!.flight_key, code: 'XBAG5' }] })
    expect(res.status).toBe(400)
    expect((await errorsOf(res))[0]?.field).toBe('baggage.0.code')
  })

  it('an infant cannot have extra baggage', async () => {
    const { baggage, put } = await bookingOn(true, { infant_count: 1 })
    const flight = baggage[0]!
    // One adult (traveller 0) and an infant on the lap (traveller 1).
    const res = await put({ baggage: [{ traveller: 1, flight_key: flight.flight_key, code: 'XBAG5' }] })
    expect(res.status).toBe(400)
    expect((await errorsOf(res))[0]).toEqual({
      field: 'baggage.0.traveller',
      message: 'Extra baggage is for travellers with a seat (infants have no allowance of their own)',
    })
  })
})
