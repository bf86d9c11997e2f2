// The bookings area over real HTTP: the trip the flight checkout writes (and when), the list with
// its filters and pages, one trip's detail and history, modification requests, the guest lookup
// with its neutral answers and limits, and every endpoint probed with another user's ids.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FlightTripDetail, TripList } from '@contracts/bookings/trips'
import type { RunningUpstream } from '~/services/main'
import { json } from '../support/checkout'
import { signUp, type TestUser } from '../support/accounts'
import { bookFlight, payAndSettle, startPaying, type Booked } from '../support/bookings'
import { docExample } from '../support/doc-examples'
import { expectMatchesExample } from '../support/expect-example'
import { clockFrom, readJson, startTestUpstream } from '../support/upstream'

const now = clockFrom()
let services: RunningUpstream
let a: TestUser
let b: TestUser
let ticketed: Booked
let failed: Booked
let guest: Booked

const bearer = (u: TestUser) => ({ authorization: `Bearer ${u.token}` })
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/

beforeAll(async () => {
  services = await startTestUpstream({ flightsNow: now })
  a = await signUp(services.url)
  b = await signUp(services.url)
  ticketed = await bookFlight(services.url, now, { index: 0, token: a.token })
  await payAndSettle(services.url, ticketed, 'success', 'TICKETED')
  failed = await bookFlight(services.url, now, { index: 1, token: a.token })
  await payAndSettle(services.url, failed, 'failure', 'PAYMENT_FAILED')
  // A checkout A never tried to pay: not a trip.
  await bookFlight(services.url, now, { index: 2, token: a.token })
  guest = await bookFlight(services.url, now, { index: 3, email: 'guest.traveller@example.com' })
  await payAndSettle(services.url, guest, 'success', 'TICKETED')
}, 120_000)
afterAll(() => services?.close())

const list = async (query: string, headers: Record<string, string>) => {
  const res = await fetch(`${services.url}/flights/flights/booking${query}`, { headers })
  return { status: res.status, body: await readJson<{ data: TripList }>(res) }
}
const detail = async (tripId: string, headers: Record<string, string>) => {
  const res = await fetch(`${services.url}/flights/flights/booking/${tripId}`, { headers })
  return { status: res.status, body: await readJson<{ data: FlightTripDetail }>(res) }
}
const lookup = (body: unknown, ip = '10.9.9.9') =>
  fetch(`${services.url}/flights/flights/booking/lookup`, {
    method: 'POST',
    ...json(body, { 'x-forwarded-for': ip }),
  })
const requestChange = (body: unknown, headers: Record<string, string>, key: string) =>
  fetch(`${services.url}/flights/flights/booking_requests`, {
    method: 'POST',
    ...json(body, { ...headers, 'idempotency-key': key }),
  })

describe('the trip record and the list', () => {
  it('lists the tried payments, newest first; an unpaid form is not a trip', async () => {
    const all = await list('', bearer(a))
    expect(all.status).toBe(200)
    expect(all.body.data.trips.map((t) => [t.trip_id, t.status, t.phase])).toEqual([
      [failed.booking.trip_id, 'failed', 'failed'],
      [ticketed.booking.trip_id, 'confirmed', 'upcoming'],
    ])
    expect(all.body.data.total).toBe(2)
  })

  it('filters by status and product and pages, as documented', async () => {
    const upcoming = await list('?status=upcoming&product=flights', bearer(a))
    expectMatchesExample(upcoming.body, docExample('bookings.list.response'), {
      patterns: {
        'data.trips.0.trip_id': /^SF\d{10}$/,
        'data.trips.0.starts_at': ISO,
        'data.trips.0.ends_at': ISO,
        'data.trips.0.booked_at': ISO,
        'data.trips.0.total': /^\d+$/,
      },
    })
    expect(upcoming.body.data.trips[0]?.total).toBe(ticketed.booking.total)
    expect((await list('?status=failed', bearer(a))).body.data.trips.map((t) => t.trip_id)).toEqual([
      failed.booking.trip_id,
    ])
    expect((await list('?status=cancelled', bearer(a))).body.data).toEqual({
      trips: [],
      total: 0,
      page: 1,
      page_size: 10,
    })
    expect((await list('?product=hotels', bearer(a))).body.data.total).toBe(0)
    const second = await list('?page=2&page_size=1', bearer(a))
    expect(second.body.data.trips.map((t) => t.trip_id)).toEqual([ticketed.booking.trip_id])
    expect(second.body.data.total).toBe(2)
  })

  it('refuses a bad filter naming it, and a guest with 401', async () => {
    const bad = await fetch(`${services.url}/flights/flights/booking?status=soon`, { headers: bearer(a) })
    expect(bad.status).toBe(400)
    expect((await readJson<{ statusMessage: string }>(bad)).statusMessage).toBe(
      "Query parameter 'status': must be one of upcoming, completed, cancelled, failed",
    )
    const anonymous = await fetch(`${services.url}/flights/flights/booking`)
    expect(anonymous.status).toBe(401)
  })
})

describe('one trip', () => {
  it('holds the booking, the history, the documents and what may be done next', async () => {
    const { status, body } = await detail(ticketed.booking.trip_id, bearer(a))
    expect(status).toBe(200)
    expect(body.data.booking.travellers.map((t) => `${t.first_name} ${t.last_name}`)).toEqual(['Asha Verma'])
    expect(body.data.history.map((h) => h.kind)).toEqual(['payment_started', 'paid', 'ticketed'])
    expect(body.data.history[2]?.text).toBe(`Booked and ticketed (PNR ${body.data.booking.tickets[0]?.pnr})`)
    expect(body.data.documents).toEqual([{ kind: 'e_ticket', title: 'E-ticket (PDF)', available: true }])
    expect([body.data.can_cancel, body.data.can_modify]).toEqual([true, true])
    expect(body.data.refunds).toEqual([])
    const pdf = await fetch(`${services.url}/flights/flights/booking/${ticketed.booking.trip_id}/e_ticket`, {
      headers: bearer(a),
    })
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-')
  })

  it('a failed payment reads as failed, with its history and no change allowed', async () => {
    const { body } = await detail(failed.booking.trip_id, bearer(a))
    expect(body.data.history.map((h) => h.text)).toEqual([
      `Payment of ₹${(failed.booking.total / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })} started`,
      'The payment did not go through',
    ])
    expect([body.data.can_cancel, body.data.can_modify]).toEqual([false, false])
  })
})

describe('modification requests', () => {
  it('records once per key, with a reference, a history row and its state on the trip', async () => {
    const example = docExample('bookings.request.request')
    const body = { ...(example as object), trip_id: ticketed.booking.trip_id }
    const first = await requestChange(body, bearer(a), 'mod-key-0001')
    expect(first.status).toBe(201)
    const answer = await readJson<{ data: { reference: string } }>(first)
    expectMatchesExample(answer, docExample('bookings.request.response'), {
      patterns: { 'data.reference': /^MR\d{8}$/, 'data.created_at': ISO, 'data.updated_at': ISO },
    })
    const again = await requestChange(body, bearer(a), 'mod-key-0001')
    expect(again.status).toBe(200)
    expect((await readJson<{ data: { reference: string } }>(again)).data.reference).toBe(
      answer.data.reference,
    )
    const other = await requestChange(
      { ...body, details: { traveller: 1, kg: 20 } },
      bearer(a),
      'mod-key-0001',
    )
    expect(other.status).toBe(409)
    const { body: trip } = await detail(ticketed.booking.trip_id, bearer(a))
    expect(trip.data.modification_requests.map((m) => [m.reference, m.kind, m.status])).toEqual([
      [answer.data.reference, 'add_baggage', 'received'],
    ])
    expect(trip.data.history.at(-1)?.text).toBe(
      `Extra baggage requested (reference ${answer.data.reference})`,
    )
  })

  it('the same request sent five times at once is recorded once', async () => {
    const body = {
      trip_id: ticketed.booking.trip_id,
      kind: 'name_correction',
      details: { traveller: 1, first_name: 'Asha', last_name: 'Varma' },
    }
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => requestChange(body, bearer(a), 'mod-key-race-1')),
    )
    const references = await Promise.all(
      answers.map(async (r) => (await readJson<{ data: { reference: string } }>(r)).data.reference),
    )
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201])
    expect(new Set(references).size).toBe(1)
    const { body: trip } = await detail(ticketed.booking.trip_id, bearer(a))
    expect(trip.data.modification_requests.filter((m) => m.kind === 'name_correction')).toHaveLength(1)
  })

  it('names the bad field, and refuses a trip that cannot change', async () => {
    const trip_id = ticketed.booking.trip_id
    const noKey = await fetch(`${services.url}/flights/flights/booking_requests`, {
      method: 'POST',
      ...json({ trip_id, kind: 'date_change', details: { new_date: '2030-01-01' } }, bearer(a)),
    })
    expect(noKey.status).toBe(400)
    const badTraveller = await requestChange(
      { trip_id, kind: 'name_correction', details: { traveller: 2, first_name: 'A', last_name: 'B' } },
      bearer(a),
      'mod-key-0002',
    )
    expect((await readJson<{ statusMessage: string }>(badTraveller)).statusMessage).toBe(
      'details.traveller: this booking has 1 traveller',
    )
    const past = await requestChange(
      { trip_id, kind: 'date_change', details: { new_date: '2020-01-01' } },
      bearer(a),
      'mod-key-0003',
    )
    expect(past.status).toBe(400)
    const notConfirmed = await requestChange(
      { trip_id: failed.booking.trip_id, kind: 'date_change', details: { new_date: '2030-01-01' } },
      bearer(a),
      'mod-key-0004',
    )
    expect(notConfirmed.status).toBe(409)
  })
})

describe('guest lookup', () => {
  it('the Trip Id with the e-mail (any case) or the mobile opens the trip with a grant', async () => {
    const found = await lookup({ trip_id: guest.booking.trip_id, email: 'Guest.Traveller@EXAMPLE.com' })
    expect(found.status).toBe(200)
    const { data } = await readJson<{ data: { grant: string; trip_id: string; expires_at: string } }>(found)
    expect(data.trip_id).toBe(guest.booking.trip_id)
    const read = await detail(guest.booking.trip_id, { 'x-trip-grant': data.grant })
    expect(read.body.data.trip.trip_id).toBe(guest.booking.trip_id)
    // The grant opens that trip only.
    expect((await detail(ticketed.booking.trip_id, { 'x-trip-grant': data.grant })).status).toBe(404)
    const tampered = `${data.grant.slice(0, -2)}AA`
    expect((await detail(guest.booking.trip_id, { 'x-trip-grant': tampered })).status).toBe(404)
    const byPhone = await lookup({ trip_id: guest.booking.trip_id, phone: '+91 98123 45678' }, '10.9.9.8')
    expect(byPhone.status).toBe(200)
  })

  it('a wrong pair and an unknown Trip Id get the same words; then the limit', async () => {
    const miss = await lookup({ trip_id: guest.booking.trip_id, email: 'someone@example.com' }, '10.8.8.1')
    const unknown = await lookup({ trip_id: 'SF0000000001', email: 'someone@example.com' }, '10.8.8.2')
    expect(miss.status).toBe(404)
    expect(unknown.status).toBe(404)
    const missBody = await readJson(miss)
    expectMatchesExample(missBody, docExample('bookings.lookup.miss.response'))
    expect(await readJson(unknown)).toEqual(missBody)
    const bad = await lookup({ trip_id: 'SF1' }, '10.8.8.3')
    expect(bad.status).toBe(400)
    // Per address and Trip Id (5 per window): the sixth from that address is refused; another
    // address is not (docs/decisions/0180; tests/contract/trip-change-access.test.ts).
    const statuses: number[] = []
    for (let i = 0; i < 6; i++)
      statuses.push((await lookup({ trip_id: 'SF0000000002', email: 'x@example.com' }, '10.7.7.1')).status)
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429])
    expect((await lookup({ trip_id: 'SF0000000002', email: 'x@example.com' }, '10.7.7.2')).status).toBe(404)
  })
})

describe('another user', () => {
  it('gets 404 saying nothing on every endpoint with A’s Trip Id, and an empty list', async () => {
    const tripId = ticketed.booking.trip_id
    const notFound = docExample('bookings.not-found.response')
    const probes = [
      fetch(`${services.url}/flights/flights/booking/${tripId}`, { headers: bearer(b) }),
      fetch(`${services.url}/flights/flights/booking/${tripId}/e_ticket`, { headers: bearer(b) }),
      requestChange(
        { trip_id: tripId, kind: 'date_change', details: { new_date: '2030-01-01' } },
        bearer(b),
        'mod-key-b-0001',
      ),
      fetch(`${services.url}/flights/flights/booking/${tripId}`, {
        headers: { 'x-booking-key': 'guessed-key' },
      }),
    ]
    for (const res of await Promise.all(probes)) {
      expect(res.status).toBe(404)
      expectMatchesExample(await readJson(res), notFound)
    }
    expect((await list('', bearer(b))).body.data.total).toBe(0)
    const { body } = await detail(tripId, bearer(a))
    expect(body.data.modification_requests.map((m) => m.kind)).toEqual(['name_correction', 'add_baggage'])
  })
})

it('the trip is written with the payment attempt (pending) before any outcome', async () => {
  const paying = await bookFlight(services.url, now, { index: 4, token: b.token })
  await startPaying(services.url, paying)
  const { body } = await list('?status=upcoming', bearer(b))
  expect(body.data.trips.map((t) => [t.trip_id, t.status])).toEqual([[paying.booking.trip_id, 'pending']])
})
