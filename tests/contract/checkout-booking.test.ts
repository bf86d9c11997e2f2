// The flight checkout over real HTTP: fare re-check, booking with an Idempotency-Key, the fare's
// seats taken under a guard, travellers checked by 000 §5, and who may read a booking.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Booking } from '@contracts/checkout/booking'
import { addDays, todayInIndia } from '~/services/flights/supplier'
import type { RunningUpstream } from '~/services/main'
import { createBooking, createdBooking, json, offerFor, searchOneWay } from '../support/checkout'
import { clockFrom, readJson, startTestUpstream } from '../support/upstream'

const now = clockFrom()
let services: RunningUpstream
beforeAll(async () => {
  services = await startTestUpstream({ flightsNow: now })
})
afterAll(() => services?.close())

const adult = (first: string) => ({
  type: 'ADULT',
  title: 'Mr',
  first_name: first,
  last_name: 'Sharma',
  gender: 'male',
})
const contact = { email: 'ravi@example.com', phone_number: '9876543210' }

describe('fare re-check', () => {
  it('confirms, changes up with both totals, or reports sold out', async () => {
    const search = await searchOneWay(services.url, now)
    const flight = search.data.results[0]
    expect(flight?.travel_plan_id).toMatch(/^\d{8}-/)
    const id = flight?.travel_plan_id ?? ''
    const same = await offerFor(services.url, search.data.id, [id], 'reprice=same')
    expect(same.status).toBe('CONFIRMED')
    expect(same.fare?.total).toBe(same.shown_fare.total)
    expect(same.shown_fare.total).toBe(flight?.adultPrice)
    const up = await offerFor(services.url, search.data.id, [id], 'reprice=up')
    expect(up.status).toBe('CHANGED')
    expect(up.fare?.total ?? 0).toBeGreaterThan(up.shown_fare.total)
    const gone = await offerFor(services.url, search.data.id, [id], 'reprice=soldout')
    expect(gone).toMatchObject({
      status: 'SOLD_OUT',
      fare: null,
      message: 'These seats have just sold out. Please choose another flight.',
    })
  })

  it('answers PENDING until the supplier answers, then the final fare', async () => {
    const search = await searchOneWay(services.url, now)
    const res = await fetch(`${services.url}/flights/api/v1.0/offers`, {
      method: 'POST',
      ...json(
        { search_id: search.data.id, travel_plan_ids: [search.data.results[0]?.travel_plan_id] },
        { 'x-sandbox-scenario': 'reprice=same;repriceLatencyMs=400' },
      ),
    })
    const { data } = await readJson<{ data: { id: string; status: string } }>(res)
    expect(data.status).toBe('PENDING')
    const first = await readJson<{ data: { status: string } }>(
      await fetch(`${services.url}/flights/api/v1.0/offers/${data.id}`),
    )
    expect(first.data.status).toBe('PENDING')
    await new Promise((r) => setTimeout(r, 450))
    const final = await readJson<{ data: { status: string } }>(
      await fetch(`${services.url}/flights/api/v1.0/offers/${data.id}`),
    )
    expect(final.data.status).toBe('CONFIRMED')
  })

  it("sandbox: the caller's scenario chooses the answer, and offer_end answers a pending re-check now", async () => {
    const client = { 'x-forwarded-for': '10.9.8.7' }
    const search = await searchOneWay(services.url, now)
    const id = search.data.results[1]?.travel_plan_id ?? ''
    const set = await fetch(`${services.url}/flights/sandbox/scenario`, {
      method: 'POST',
      ...json({ scenario: 'reprice=soldout;repriceLatencyMs=60000' }, client),
    })
    expect(set.status).toBe(200)
    const ask = () =>
      fetch(`${services.url}/flights/api/v1.0/offers`, {
        method: 'POST',
        ...json({ search_id: search.data.id, travel_plan_ids: [id] }, client),
      }).then((r) => readJson<{ data: { id: string; status: string } }>(r))
    const poll = (offerId: string) =>
      fetch(`${services.url}/flights/api/v1.0/offers/${offerId}`).then((r) =>
        readJson<{ data: { status: string; fare: { total: number } | null; shown_fare: { total: number } } }>(
          r,
        ),
      )
    const end = (status: string) =>
      fetch(`${services.url}/flights/sandbox/offer_end`, { method: 'POST', ...json({ status }, client) })
    const pending = await ask()
    expect(pending.data.status).toBe('PENDING')
    expect((await poll(pending.data.id)).data.status).toBe('PENDING')
    const ended = await end('CHANGED')
    expect(await readJson(ended)).toMatchObject({ data: { id: pending.data.id, status: 'CHANGED' } })
    const changed = (await poll(pending.data.id)).data
    expect(changed.status).toBe('CHANGED')
    expect(changed.fare?.total ?? 0).toBeGreaterThan(changed.shown_fare.total)
    // The newest re-check is the one ended; without a pending one set, the caller's scenario answers.
    const second = await ask()
    await end('EXPIRED')
    expect((await poll(second.data.id)).data.status).toBe('EXPIRED')
    await fetch(`${services.url}/flights/sandbox/scenario`, {
      method: 'POST',
      ...json({ scenario: 'reprice=soldout' }, client),
    })
    expect((await ask()).data.status).toBe('SOLD_OUT')
    // Another caller has made no re-check: 404.
    const other = await fetch(`${services.url}/flights/sandbox/offer_end`, {
      method: 'POST',
      ...json({ status: 'CONFIRMED' }, { 'x-forwarded-for': '10.9.8.6' }),
    })
    expect(other.status).toBe(404)
  })

  it('refuses flights that are not in the search, naming the field', async () => {
    const search = await searchOneWay(services.url, now)
    const res = await fetch(`${services.url}/flights/api/v1.0/offers`, {
      method: 'POST',
      ...json({ search_id: search.data.id, travel_plan_ids: ['20991231-E-999-0000'] }),
    })
    expect(res.status).toBe(400)
    const body = await readJson<{ statusMessage: string; errors: { field: string }[] }>(res)
    expect(body.statusMessage).toBe('The chosen flight is not in this search')
    expect(body.errors[0]?.field).toBe('travel_plan_ids')
  })
})

describe('booking', () => {
  it('one Idempotency-Key twice gives one booking and the same answer; with another body, 409', async () => {
    const search = await searchOneWay(services.url, now)
    const offer = await offerFor(
      services.url,
      search.data.id,
      [search.data.results[1]?.travel_plan_id ?? ''],
      'reprice=same',
    )
    const key = randomUUID()
    const [a, b] = await Promise.all([
      createBooking(services.url, offer, key),
      createBooking(services.url, offer, key),
    ])
    const answers = [a, b].map((r) => r.status).sort()
    // Concurrent repeats: both get the one booking (one may be asked to retry while the first runs).
    expect(answers.filter((s) => s !== 201 && s !== 409)).toEqual([])
    expect(answers).toContain(201)
    const again = await createBooking(services.url, offer, key)
    expect(again.status).toBe(201)
    const first = await readJson<{ data: { booking: Booking } }>(a.status === 201 ? a : again)
    const repeat = await readJson<{ data: { booking: Booking } }>(again)
    expect(repeat.data.booking.id).toBe(first.data.booking.id)
    const other = await fetch(`${services.url}/flights/api/v1.0/booking`, {
      method: 'POST',
      ...json(
        { offer_id: offer.id, accepted_total: (offer.fare?.total ?? 0) + 100 },
        { 'idempotency-key': key },
      ),
    })
    expect(other.status).toBe(409)
    expect((await readJson<{ code: string }>(other)).code).toBe('IDEMPOTENCY_KEY_REUSED')
  })

  it('a tampered total is refused with the fare to accept', async () => {
    const search = await searchOneWay(services.url, now)
    const offer = await offerFor(
      services.url,
      search.data.id,
      [search.data.results[2]?.travel_plan_id ?? ''],
      'reprice=up',
    )
    const res = await fetch(`${services.url}/flights/api/v1.0/booking`, {
      method: 'POST',
      ...json(
        { offer_id: offer.id, accepted_total: offer.shown_fare.total },
        { 'idempotency-key': randomUUID() },
      ),
    })
    expect(res.status).toBe(409)
    expect(await readJson<{ code: string; statusMessage: string }>(res)).toMatchObject({
      code: 'FARE_CHANGED',
      statusMessage: 'The airline has changed the fare of your flight.',
    })
  })

  it('50 concurrent buyers of the last seat: exactly one wins, the others are told it sold out', async () => {
    const search = await searchOneWay(services.url, now, {}, 'latencyMs=0;batches=1')
    const flight = search.data.results[3]
    const id = flight?.travel_plan_id ?? ''
    const set = await fetch(`${services.url}/flights/sandbox/fare_inventory`, {
      method: 'POST',
      ...json({ travel_plan_id: id, seats_left: 1 }),
    })
    expect(set.status).toBe(200)
    const offer = await offerFor(services.url, search.data.id, [id], 'reprice=same')
    const answers = await Promise.all(Array.from({ length: 50 }, () => createBooking(services.url, offer)))
    const statuses = answers.map((r) => r.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(49)
    const refused = answers.find((r) => r.status === 409)
    expect(await readJson<{ code: string; statusMessage: string }>(refused ?? answers[0]!)).toMatchObject({
      code: 'SOLD_OUT',
      statusMessage: 'These seats have just sold out. Please choose another flight.',
    })
  })

  it('a checkout that runs out gives its seat back: the next buyer of the last seat gets it', async () => {
    const search = await searchOneWay(services.url, now, {}, 'latencyMs=0;batches=1')
    const id = search.data.results[5]?.travel_plan_id ?? ''
    await fetch(`${services.url}/flights/sandbox/fare_inventory`, {
      method: 'POST',
      ...json({ travel_plan_id: id, seats_left: 1 }),
    })
    const offer = await offerFor(services.url, search.data.id, [id], 'reprice=same')
    const first = await createBooking(services.url, offer)
    expect(first.status).toBe(201)
    const { data } = await readJson<{ data: { booking: Booking } }>(first)
    expect((await createBooking(services.url, offer)).status).toBe(409)
    const ends = await fetch(`${services.url}/flights/sandbox/checkout_ends`, {
      method: 'POST',
      ...json({ trip_id: data.booking.trip_id }),
    })
    expect(await readJson(ends)).toMatchObject({ data: { status: 'EXPIRED' } })
    expect((await createBooking(services.url, offer)).status).toBe(201)
  })

  it('a guest reads the booking with its key; without it, 404 that says nothing', async () => {
    const search = await searchOneWay(services.url, now)
    const offer = await offerFor(
      services.url,
      search.data.id,
      [search.data.results[4]?.travel_plan_id ?? ''],
      'reprice=same',
    )
    const { booking, access_key } = await createdBooking(services.url, offer)
    expect(booking.status).toBe('DRAFT')
    expect(booking.trip_id).toMatch(/^SF\d{10}$/)
    const mine = await fetch(`${services.url}/flights/api/v1.0/booking/${booking.id}`, {
      headers: { 'x-booking-key': access_key },
    })
    expect(mine.status).toBe(200)
    const theirs = await fetch(`${services.url}/flights/api/v1.0/booking/${booking.id}`, {
      headers: { 'x-booking-key': 'not-the-key' },
    })
    expect(theirs.status).toBe(404)
    const text = await theirs.text()
    expect(text).not.toContain(booking.trip_id)
  })

  it('travellers: the count per type, age against type, the senior rule; then the total is the server’s', async () => {
    const search = await searchOneWay(services.url, now, { adult_count: 2, child_count: 1 })
    const offer = await offerFor(
      services.url,
      search.data.id,
      [search.data.results[5]?.travel_plan_id ?? ''],
      'reprice=same',
    )
    const { booking, access_key } = await createdBooking(services.url, offer)
    const put = (body: unknown) =>
      fetch(`${services.url}/flights/api/v1.0/booking/${booking.id}/travellers`, {
        method: 'PUT',
        ...json(body, { 'x-booking-key': access_key }),
      })
    const travelDate = addDays(todayInIndia(now()), 12)
    const year = Number(travelDate.slice(0, 4))
    const tooOld = await put({
      travellers: [
        adult('Ravi'),
        adult('Asha'),
        { ...adult('Kabir'), type: 'CHILD', title: 'Mstr', date_of_birth: `${year - 20}-01-01` },
      ],
      contact,
    })
    expect(tooOld.status).toBe(400)
    const errors = (await readJson<{ errors: { field: string; message: string }[] }>(tooOld)).errors
    expect(errors[0]).toEqual({
      field: 'travellers.2.date_of_birth',
      message:
        'This date of birth makes the traveller an adult (20 on the day of travel), but this place is for a child',
    })
    const senior = await put({
      travellers: [
        { ...adult('Ravi'), senior_citizen: true, date_of_birth: `${year - 55}-01-01` },
        adult('Asha'),
        { ...adult('Kabir'), type: 'CHILD', title: 'Mstr', date_of_birth: `${year - 8}-01-01` },
      ],
      contact,
    })
    expect(senior.status).toBe(400)
    expect((await readJson<{ errors: { message: string }[] }>(senior)).errors[0]?.message).toBe(
      'A senior citizen concession needs a man to be over 60',
    )
    const ok = await put({
      travellers: [
        adult('Ravi'),
        {
          ...adult('Asha'),
          title: 'Ms',
          gender: 'female',
          insurance: true,
          date_of_birth: `${year - 30}-05-05`,
        },
        { ...adult('Kabir'), type: 'CHILD', title: 'Mstr', date_of_birth: `${year - 8}-01-01` },
      ],
      contact,
    })
    expect(ok.status, await ok.clone().text()).toBe(200)
    const saved = (await readJson<{ data: Booking }>(ok)).data
    expect(saved.travellers).toHaveLength(3)
    expect(saved.total).toBe(saved.lines.reduce((s, l) => s + l.amount, 0))
    expect(saved.lines.map((l) => l.kind)).toEqual(['base', 'taxes', 'insurance', 'convenience_fee'])
    expect(saved.lines.find((l) => l.kind === 'convenience_fee')?.amount).toBe(3 * 29_900)
  })
})
