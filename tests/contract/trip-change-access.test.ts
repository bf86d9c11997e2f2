// Who may change a trip (issue 24; docs/decisions/0180) over real HTTP: a lookup grant reads a
// guest's trip but cannot cancel it or request a change; the code sent to the booking's contact
// (read from the sandbox outbox) gives a change grant for that trip only, and the trip's detail says
// which of these a modification request needs (decision 0208); an account's trip is
// changed by that signed-in account alone; access is checked before any product rule (a PARTIAL
// hotel quote with no token is the same 404 as an unknown Trip Id); lookups lock out per address.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CancelOptions, Quote } from '@contracts/bookings/cancellation'
import { signUp } from '../support/accounts'
import { startBookingUpstream, ticketedBooking, type BookingUpstream } from '../support/cancellation'
import { json } from '../support/checkout'
import { capturedPayment, dayFromNow, hotelTrip, policyOf } from '../support/hotel-trips'
import { clockFrom, readJson } from '../support/upstream'

const now = clockFrom()
let up: BookingUpstream
beforeAll(async () => {
  up = await startBookingUpstream(now)
}, 60_000)
afterAll(() => up?.close())

type Headers = Record<string, string>
const api = (tripId: string) => `${up.url}/flights/api/v1.0/trips/${tripId}`
const area = (path: string) => `${up.url}/flights/flights/booking${path}`
let ipCount = 0
const freshIp = () => `10.80.${Math.floor(++ipCount / 250)}.${ipCount % 250}`

async function lookupGrant(tripId: string, email = 'ravi@example.com'): Promise<Headers> {
  const res = await fetch(area('/lookup'), {
    method: 'POST',
    ...json({ trip_id: tripId, email }, { 'x-forwarded-for': freshIp() }),
  })
  expect(res.status, await res.clone().text()).toBe(200)
  return { 'x-trip-grant': (await readJson<{ data: { grant: string } }>(res)).data.grant }
}
const options = async (tripId: string, who: Headers) => {
  const res = await fetch(`${api(tripId)}/cancellation`, { headers: who })
  expect(res.status, await res.clone().text()).toBe(200)
  return (await readJson<{ data: CancelOptions }>(res)).data
}
const quote = (tripId: string, body: unknown, who: Headers) =>
  fetch(`${api(tripId)}/cancellation/quote`, { method: 'POST', ...json(body, who) })
async function quoted(tripId: string, who: Headers): Promise<Quote> {
  const res = await quote(tripId, { kind: 'FULL' }, who)
  expect(res.status, await res.clone().text()).toBe(201)
  return (await readJson<{ data: Quote }>(res)).data
}
const confirm = (tripId: string, quoteId: string, who: Headers) =>
  fetch(`${api(tripId)}/cancellation`, {
    method: 'POST',
    ...json({ quote_id: quoteId }, { ...who, 'idempotency-key': randomUUID() }),
  })
const requestChange = (tripId: string, who: Headers) =>
  fetch(`${up.url}/flights/flights/booking_requests`, {
    method: 'POST',
    ...json(
      { trip_id: tripId, kind: 'add_baggage', details: { traveller: 1, kg: 15 } },
      { ...who, 'idempotency-key': randomUUID() },
    ),
  })
const sendCode = (tripId: string, channel: 'email' | 'sms', who: Headers) =>
  fetch(area(`/${tripId}/change_code`), { method: 'POST', ...json({ channel }, who) })
const verifyCode = (tripId: string, code: string, who: Headers) =>
  fetch(area(`/${tripId}/change_code/verify`), { method: 'POST', ...json({ code }, who) })
/** The newest code for the trip in the sandbox outbox (loopback, as the tests run). */
async function codeSent(to: string, tripId: string): Promise<string> {
  const res = await fetch(`${up.url}/auth/sandbox/outbox?to=${encodeURIComponent(to)}`)
  const { messages } = (await readJson<{ data: { messages: { body: string }[] } }>(res)).data
  const code = messages
    .map((m) => new RegExp(`^(\\d{6}) .*Trip ${tripId}\\b`).exec(m.body)?.[1])
    .find(Boolean)
  if (!code) throw new Error(`no code for ${tripId} sent to ${to}`)
  return code
}
const body = async (res: Response) => ({ status: res.status, body: await res.json() })
/** What the trip's page is told about changing it (the modification request's code step, 0208). */
async function changeRight(tripId: string, who: Headers): Promise<string> {
  const res = await fetch(area(`/${tripId}`), { headers: who })
  expect(res.status, await res.clone().text()).toBe(200)
  return (await readJson<{ data: { change: string; can_modify: boolean } }>(res)).data.change
}

describe("a guest's trip", () => {
  it('a lookup grant reads and quotes but cannot cancel or request a change; the code sent to the e-mail makes a change grant that cancels', async () => {
    const { booking } = await ticketedBooking(up.url, now, 0)
    const tripId = booking.trip_id
    const guest = await lookupGrant(tripId)
    expect((await options(tripId, guest)).change).toBe('code')
    const q = await quoted(tripId, guest)
    // The outsider's reproducer: the lookup grant alone cancels nothing.
    const refused = await body(await confirm(tripId, q.id, guest))
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({
      code: 'CHANGE_CODE_REQUIRED',
      statusMessage:
        'To cancel or change this booking, confirm it is yours with the code we send to the e-mail or mobile number given when booking.',
    })
    expect((await requestChange(tripId, guest)).status).toBe(403)

    const sent = await sendCode(tripId, 'email', guest)
    expect(sent.status, await sent.clone().text()).toBe(201)
    const sentBody = (await readJson<{ data: { sent_to: string; channel: string } }>(sent)).data
    expect(sentBody).toMatchObject({ channel: 'email', sent_to: 'r•••@example.com' })
    // A second code at once is refused (the cool-down), and says when to ask again.
    const again = await sendCode(tripId, 'email', guest)
    expect(again.status).toBe(429)
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0)
    const code = await codeSent('ravi@example.com', tripId)
    const wrong = await body(await verifyCode(tripId, code === '000000' ? '111111' : '000000', guest))
    expect(wrong).toMatchObject({ status: 422, body: { code: 'CODE_INCORRECT' } })
    const verified = await verifyCode(tripId, code, guest)
    expect(verified.status, await verified.clone().text()).toBe(200)
    const change = { 'x-trip-grant': (await readJson<{ data: { grant: string } }>(verified)).data.grant }
    // Single use.
    expect((await verifyCode(tripId, code, guest)).status).toBe(422)
    expect((await options(tripId, change)).change).toBe('allowed')
    // The same change grant lets the guest ask for a change (the page asked for the code first).
    expect(await changeRight(tripId, guest)).toBe('code')
    expect(await changeRight(tripId, change)).toBe('allowed')
    const asked = await requestChange(tripId, change)
    expect(asked.status, await asked.clone().text()).toBe(201)
    const done = await confirm(tripId, q.id, change)
    expect(done.status, await done.clone().text()).toBe(201)
    expect((await readJson<{ data: { status: string } }>(done)).data.status).toBe('done')
  })

  it('a change grant opens its own trip only; the code is asked for only by whoever may read the trip', async () => {
    const { booking } = await ticketedBooking(up.url, now, 1)
    const { booking: other } = await ticketedBooking(up.url, now, 2)
    const guest = await lookupGrant(booking.trip_id)
    expect((await sendCode(booking.trip_id, 'sms', guest)).status).toBe(201)
    const code = await codeSent('+91 9876543210', booking.trip_id)
    const verified = await verifyCode(booking.trip_id, code, guest)
    const change = { 'x-trip-grant': (await readJson<{ data: { grant: string } }>(verified)).data.grant }
    const otherQuote = await quoted(other.trip_id, await lookupGrant(other.trip_id))
    expect((await confirm(other.trip_id, otherQuote.id, change)).status).toBe(404)
    // No grant, or another trip's: the same 404 as a Trip Id that does not exist.
    const unknown = await body(await sendCode('SF0000000001', 'email', {}))
    expect(unknown.status).toBe(404)
    expect(await body(await sendCode(other.trip_id, 'email', {}))).toEqual(unknown)
    expect(await body(await sendCode(other.trip_id, 'email', change))).toEqual(unknown)
    expect(await body(await verifyCode(other.trip_id, '123456', {}))).toEqual(
      await body(await verifyCode('SF0000000001', '123456', {})),
    )
  })

  it('the booking key of the browser that booked is proof enough: it cancels without a code', async () => {
    const { booking, key } = await ticketedBooking(up.url, now, 3)
    expect((await options(booking.trip_id, key)).change).toBe('allowed')
    expect(await changeRight(booking.trip_id, key)).toBe('allowed')
    const q = await quoted(booking.trip_id, key)
    expect((await confirm(booking.trip_id, q.id, key)).status).toBe(201)
  })
})

describe("an account's trip", () => {
  it('is cancelled by that signed-in account only: a lookup grant, the booking key or a code are refused with "sign in"', async () => {
    const owner = await signUp(up.url)
    const bearer = { authorization: `Bearer ${owner.token}` }
    const { booking, key } = await ticketedBooking(up.url, now, 4, bearer)
    const tripId = booking.trip_id
    const guest = await lookupGrant(tripId)
    expect((await options(tripId, guest)).change).toBe('sign_in')
    const q = await quoted(tripId, guest)
    const signIn = {
      code: 'SIGN_IN_REQUIRED',
      statusMessage: 'This booking belongs to an account. Sign in with that account to cancel or change it.',
    }
    for (const who of [guest, key, { ...guest, ...key }]) {
      const res = await body(await confirm(tripId, q.id, who))
      expect(res).toMatchObject({ status: 403, body: signIn })
    }
    expect(await body(await requestChange(tripId, guest))).toMatchObject({ status: 403, body: signIn })
    expect(await changeRight(tripId, guest)).toBe('sign_in')
    expect(await changeRight(tripId, bearer)).toBe('allowed')
    expect(await body(await sendCode(tripId, 'email', guest))).toMatchObject({ status: 403, body: signIn })
    // Another signed-in account with a lookup grant reads it but cannot cancel it either.
    const stranger = await signUp(up.url)
    const strangerGrant = { ...guest, authorization: `Bearer ${stranger.token}` }
    expect((await confirm(tripId, q.id, strangerGrant)).status).toBe(403)
    expect((await options(tripId, bearer)).change).toBe('allowed')
    expect((await confirm(tripId, q.id, bearer)).status).toBe(201)
  })
})

describe('access before any product rule', () => {
  it('a PARTIAL quote on a hotel trip with no token is the same 404 as an unknown Trip Id', async () => {
    const checkin = dayFromNow(20)
    const stay = await hotelTrip(up.db, {
      userId: null,
      email: 'guest.hotel@example.com',
      checkin,
      nights: 2,
      rooms: 1,
      total: 1_200_000,
      policy: policyOf(checkin, 3, 25),
      paymentId: await capturedPayment(up.url, 1_200_000),
    })
    const partial = { kind: 'PARTIAL', travellers: [0] }
    const hotel = await body(await quote(stay.tripId, partial, {}))
    const unknown = await body(await quote('SF0000000002', partial, {}))
    expect(hotel.status).toBe(404)
    expect(hotel).toEqual(unknown)
    // Every cancellation endpoint: the same 404 for the hotel trip as for no trip at all.
    for (const path of ['/cancellation', '/refunds'])
      expect(await body(await fetch(`${api(stay.tripId)}${path}`))).toEqual(
        await body(await fetch(`${api('SF0000000002')}${path}`)),
      )
    expect(await body(await confirm(stay.tripId, `cq_${'0'.repeat(32)}`, {}))).toEqual(
      await body(await confirm('SF0000000002', `cq_${'0'.repeat(32)}`, {})),
    )
    // Whoever may read the trip learns the rule.
    const guest = await lookupGrant(stay.tripId, 'guest.hotel@example.com')
    expect((await quote(stay.tripId, partial, guest)).status).toBe(400)
  })
})

describe('guest lookup limits', () => {
  it('five wrong look-ups from one address lock out that address on that Trip Id only: the right pair from another address still works', async () => {
    const { booking } = await ticketedBooking(up.url, now, 5)
    const lookup = (email: string, ip: string) =>
      fetch(area('/lookup'), {
        method: 'POST',
        ...json({ trip_id: booking.trip_id, email }, { 'x-forwarded-for': ip }),
      })
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await lookup('wrong@example.com', '10.90.0.1')).status)
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429])
    // The attacker's address is locked out even with the right pair …
    expect((await lookup('ravi@example.com', '10.90.0.1')).status).toBe(429)
    // … the traveller's is not.
    expect((await lookup('ravi@example.com', '10.90.0.2')).status).toBe(200)
  })

  it('per Trip Id only a much higher ceiling: 100 look-ups from 20 addresses, then the Trip Id rests; another trip does not', async () => {
    const { booking } = await ticketedBooking(up.url, now, 8)
    const other = await ticketedBooking(up.url, now, 9)
    const lookup = (tripId: string, email: string, ip: string) =>
      fetch(area('/lookup'), {
        method: 'POST',
        ...json({ trip_id: tripId, email }, { 'x-forwarded-for': ip }),
      })
    // Four wrong guesses and the right pair from each of 20 addresses, none of them locked out alone.
    const statuses: number[] = []
    for (let a = 1; a <= 20; a++)
      for (const email of [
        'w1@example.com',
        'w2@example.com',
        'w3@example.com',
        'w4@example.com',
        'ravi@example.com',
      ])
        statuses.push((await lookup(booking.trip_id, email, `10.91.0.${a}`)).status)
    expect(statuses.filter((s) => s === 429)).toEqual([])
    expect(statuses.filter((s) => s === 200)).toHaveLength(20)
    // The 101st in 15 minutes, from an address never seen: the ceiling.
    expect((await lookup(booking.trip_id, 'ravi@example.com', '10.91.1.1')).status).toBe(429)
    expect((await lookup(other.booking.trip_id, 'ravi@example.com', '10.91.1.1')).status).toBe(200)
  }, 120_000)
})
