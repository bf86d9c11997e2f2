// Hotel booking over real HTTP (PGlite, or PostgreSQL with DATABASE_URL): made from the bed bank's
// priced offer, paid through the sandbox gateway's own page, confirmed by the sandbox hotel; the
// booking_error answers, the validation 400s, idempotency and the guest's key.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PAN_MESSAGE, hotelBookingMessages, type HotelBooking } from '@contracts/hotels/booking'
import type { RunningUpstream } from '~/services/main'
import { signUp } from '../support/accounts'
import { json, payOnPage } from '../support/checkout'
import {
  RETURN_URL,
  bookingBody,
  guestDetails,
  madeBooking,
  pickOffer,
  postBooking,
  readBooking,
  settleHotel,
  stayOf,
  type BookingAnswer,
} from '../support/hotel-booking'
import { readJson, startTestUpstream } from '../support/upstream'

let services: RunningUpstream
beforeAll(async () => {
  services = await startTestUpstream()
})
afterAll(() => services?.close())

interface Refusal {
  code: string
  statusMessage: string
  booking_error: { status: string; message: string }
  errors?: Array<{ field: string; message: string }>
}

const payable = (rooms = 1) => ({ ...guestDetails(rooms), return_url: RETURN_URL })

describe('hotel booking', () => {
  it('pays and confirms: priced by the catalogue, held, paid on the gateway page, CONFIRMED', async () => {
    const stay = stayOf(20, 2)
    const offer = pickOffer(stay, { panRequired: false })
    const { booking, key } = await madeBooking(services.url, bookingBody(offer, stay, payable()))
    expect(booking.status).toBe('PENDING')
    expect(booking.booking_id).toBe(booking.id)
    expect(booking.trip_id).toMatch(/^SF\d{10}$/)
    expect(booking.access_key).toMatch(/^[A-Za-z0-9_-]{32}$/)
    expect(booking.price.amount).toBe(offer.amount)
    expect(booking.price.total).toBe(offer.amount)
    expect(booking.stay.nights).toBe(2)
    expect(booking.razor_order_id).toMatch(/^order_/)
    expect(booking.payment_url).toContain(`/payment/pay/${booking.razor_order_id}`)
    const held = Date.parse(booking.expires_at) - Date.parse(booking.created_at)
    expect(held).toBe(12 * 60_000)

    await payOnPage(booking.payment_url ?? '', 'success')
    const confirmed = await settleHotel(services.url, booking.id, key, ['CONFIRMED'])
    expect(confirmed.message).toBe(hotelBookingMessages.confirmed)
    expect(confirmed.payment_url).toBeNull()
  })

  it('a signed-in traveller’s confirmed stay is a trip in the bookings area, named by hotel and city', async () => {
    const user = await signUp(services.url)
    const auth = { authorization: `Bearer ${user.token}` }
    const stay = stayOf(33, 3)
    const offer = pickOffer(stay, { panRequired: false })
    const { booking } = await madeBooking(services.url, bookingBody(offer, stay, payable()), auth)
    await payOnPage(booking.payment_url ?? '', 'success')
    await settleHotel(services.url, booking.id, auth, ['CONFIRMED'])
    const res = await fetch(`${services.url}/flights/flights/booking`, { headers: auth })
    expect(res.status).toBe(200)
    const { data } = await readJson<{
      data: {
        trips: Array<{ trip_id: string; product: string; title: string; status: string; total: number }>
      }
    }>(res)
    expect(data.trips).toEqual([
      expect.objectContaining({
        trip_id: booking.trip_id,
        product: 'hotels',
        title: `${booking.hotel.name}, ${booking.hotel.city.name}`,
        status: 'confirmed',
        total: offer.amount,
      }),
    ])
  })

  it('ignores a price in the body: the total is the catalogue’s', async () => {
    const stay = stayOf(21, 1)
    const offer = pickOffer(stay)
    const forged = bookingBody(offer, stay, { price: { amount: 100, total: 100 }, total: 100, amount: 100 })
    const { booking } = await madeBooking(services.url, forged)
    expect(booking.price.total).toBe(offer.amount)
    expect(offer.amount).toBeGreaterThan(100)
  })

  it('one Idempotency-Key is one booking; another body under it is refused', async () => {
    const stay = stayOf(22, 2)
    const offer = pickOffer(stay)
    const key = randomUUID()
    const body = bookingBody(offer, stay)
    const first = await postBooking(services.url, body, key)
    const again = await postBooking(services.url, body, key)
    expect(first.status).toBe(201)
    expect(again.status).toBe(201)
    const a = (await readJson<BookingAnswer>(first)).data.booking
    const b = (await readJson<BookingAnswer>(again)).data.booking
    expect(b.id).toBe(a.id)
    expect(b.access_key).toBe(a.access_key)
    const other = await postBooking(services.url, bookingBody(offer, stayOf(23, 2)), key)
    expect(other.status).toBe(409)
    const refused = await readJson<Refusal>(other)
    expect(refused.code).toBe('IDEMPOTENCY_KEY_REUSED')
    expect(refused.statusMessage).toMatch(/already used for a different request/)
  })

  it('reads only for the owner or the guest with the key', async () => {
    const stay = stayOf(24, 1)
    const { booking, key } = await madeBooking(services.url, bookingBody(pickOffer(stay), stay))
    expect((await readBooking(services.url, booking.id, key)).id).toBe(booking.id)
    const stranger = await fetch(`${services.url}/hotels/booking/${booking.id}`, {
      headers: { 'x-booking-key': 'not-the-key' },
    })
    expect(stranger.status).toBe(404)
    const anonymous = await fetch(`${services.url}/hotels/booking/${booking.id}`)
    expect(anonymous.status).toBe(404)
  })

  it.each([
    ['booking=ERROR', 'ERROR', 'BOOKING_ERROR'],
    ['cache-expired', 'cache-expired', 'CACHE_EXPIRED'],
    ['promo=ALREADY_APPLIED', 'PROMO_ALREADY_APPLIED', 'PROMO_ALREADY_APPLIED'],
    ['sold-out', 'sold-out', 'SOLD_OUT'],
  ])('scenario %s answers booking_error %s and makes no booking', async (scenario, status, code) => {
    const stay = stayOf(25, 1)
    const offer = pickOffer(stay)
    const key = randomUUID()
    const res = await postBooking(services.url, bookingBody(offer, stay), key, {
      'x-sandbox-scenario': scenario,
    })
    expect(res.status).toBe(409)
    const body = await readJson<Refusal>(res)
    expect(body.code).toBe(code)
    expect(body.booking_error.status).toBe(status)
    expect(body.booking_error.message).toBe(body.statusMessage)
    // No booking was made: the same key without the scenario now books.
    const retry = await postBooking(services.url, bookingBody(offer, stay), key, {
      'x-sandbox-scenario': scenario,
    })
    expect(retry.status).toBe(409)
    expect((await postBooking(services.url, bookingBody(offer, stay))).status).toBe(201)
  })

  it('a search that is not live any more answers cache-expired', async () => {
    const stay = stayOf(26, 1)
    const res = await postBooking(
      services.url,
      bookingBody(pickOffer(stay), stay, { search_id: 'srch_gone' }),
    )
    expect(res.status).toBe(409)
    expect((await readJson<Refusal>(res)).booking_error.status).toBe('cache-expired')
  })

  it.each([
    ['a check-in in the past', { checkin_date: '2020-01-01', checkout_date: '2020-01-03' }, 'checkin_date'],
    ['check-out on check-in', { checkout_date: stayOf(27, 0).checkin_date }, 'checkout_date'],
    ['a child of 13', { rooms: [{ adults_count: 2, children_age: [13] }] }, 'booking.rooms.0.children_age.0'],
  ])('refuses %s with a 400 naming the field', async (_, change, field) => {
    const stay = stayOf(27, 2)
    const body = bookingBody(pickOffer(stay), stay)
    const res = await postBooking(services.url, { booking: { ...body.booking, ...change } })
    expect(res.status).toBe(400)
    const refused = await readJson<Refusal>(res)
    expect(refused.errors?.map((e) => e.field)).toContain(field)
  })

  it('asks for the PAN the hotel requires before payment, and takes a valid one', async () => {
    const stay = stayOf(28, 1)
    const offer = pickOffer(stay, { panRequired: true })
    const missing = await postBooking(services.url, bookingBody(offer, stay, payable()))
    expect(missing.status).toBe(400)
    const refused = await readJson<Refusal>(missing)
    expect(refused.errors).toEqual([{ field: 'pan_card_no', message: PAN_MESSAGE }])
    const bad = await postBooking(
      services.url,
      bookingBody(offer, stay, { ...payable(), pan_card_no: 'ABC123' }),
    )
    expect(bad.status).toBe(400)
    expect((await readJson<Refusal>(bad)).errors?.[0]?.field).toBe('booking.pan_card_no')
    const { booking } = await madeBooking(
      services.url,
      bookingBody(offer, stay, { ...payable(), pan_card_no: 'abcde1234f' }),
    )
    expect(booking.pan_required).toBe(true)
    expect(booking.pan_card_no).toBe('ABCDE1234F')
    expect(booking.payment_url).not.toBeNull()
  })

  it('fills guests by PUT, never the stay or the offer; then answers the payment order', async () => {
    const stay = stayOf(29, 2)
    const offer = pickOffer(stay, { panRequired: false })
    const { booking, key } = await madeBooking(services.url, bookingBody(offer, stay))
    expect(booking.razor_order_id).toBeNull()
    const put = (b: unknown) =>
      fetch(`${services.url}/hotels/booking/${booking.id}`, { method: 'PUT', ...json({ booking: b }, key) })
    const moved = await put({ checkin_date: stayOf(30, 1).checkin_date })
    expect(moved.status).toBe(400)
    expect((await readJson<Refusal>(moved)).errors?.[0]?.field).toBe('checkin_date')
    const filled = await put({ ...payable(), special_requests: 'A quiet room, please' })
    expect(filled.status, await filled.clone().text()).toBe(200)
    const after = (await readJson<BookingAnswer>(filled)).data.booking
    expect(after.special_requests).toBe('A quiet room, please')
    expect(after.guests_details).toHaveLength(1)
    expect(after.razor_order_id).toMatch(/^order_/)
    const tooMany = await put(guestDetails(2))
    expect(tooMany.status).toBe(400)
    expect((await readJson<Refusal>(tooMany)).errors?.[0]?.field).toBe('guests_details')
  })

  it('pays at the hotel: only for such offers, only with guests; SUCCESS keeps the rooms', async () => {
    const stay = stayOf(31, 1)
    const offer = pickOffer(stay, { payAtHotel: true, panRequired: false })
    const { booking, key } = await madeBooking(services.url, bookingBody(offer, stay, { pay_at_hotel: true }))
    const bookAtHotel = () =>
      fetch(`${services.url}/hotels/book_at_hotel`, {
        method: 'POST',
        ...json({ booking_id: booking.id }, key),
      })
    const early = await bookAtHotel()
    expect(early.status).toBe(409)
    expect((await readJson<Refusal>(early)).code).toBe('GUESTS_MISSING')
    await fetch(`${services.url}/hotels/booking/${booking.id}`, {
      method: 'PUT',
      ...json({ booking: guestDetails(1) }, key),
    })
    const done = await bookAtHotel()
    expect(done.status, await done.clone().text()).toBe(200)
    const { data } = await readJson<{ data: { status: string; booking: HotelBooking } }>(done)
    expect(data.status).toBe('success')
    expect(data.booking.status).toBe('SUCCESS')
    expect(data.booking.message).toBe(hotelBookingMessages.payAtHotel)
    const ends = await fetch(`${services.url}/hotels/sandbox/booking_ends`, {
      method: 'POST',
      ...json({ booking_id: booking.id }),
    })
    expect((await readJson<{ data: { status: string } }>(ends)).data.status).toBe('SUCCESS')

    const other = pickOffer(stay, { payAtHotel: false })
    const prepaid = await madeBooking(services.url, bookingBody(other, stay, guestDetails(1)))
    const refused = await fetch(`${services.url}/hotels/book_at_hotel`, {
      method: 'POST',
      ...json({ booking_id: prepaid.booking.id }, prepaid.key),
    })
    expect(refused.status).toBe(409)
    expect((await readJson<Refusal>(refused)).code).toBe('PAY_AT_HOTEL_NOT_ALLOWED')
  })

  it('books from a live search; a search past its cache answers cache-expired', async () => {
    const stay = stayOf(34, 2)
    const search = (scenario: string) =>
      fetch(`${services.url}/hotels/search`, {
        method: 'POST',
        ...json({ ...stay, location_id: 'goa' }, { 'x-sandbox-scenario': scenario }),
      })
    const live = (await readJson<{ meta: { searchId: string } }>(await search('batches=1;latencyMs=0'))).meta
    const offer = pickOffer(stay)
    const made = await postBooking(services.url, bookingBody(offer, stay, { search_id: live.searchId }))
    expect(made.status, await made.clone().text()).toBe(201)
    const gone = (await readJson<{ meta: { searchId: string } }>(await search('failure=expired'))).meta
    const refused = await postBooking(services.url, bookingBody(offer, stay, { search_id: gone.searchId }))
    expect(refused.status).toBe(409)
    expect((await readJson<Refusal>(refused)).booking_error.status).toBe('cache-expired')
  })

  it('prices a sandbox price change as the hotel page shows it', async () => {
    const stay = stayOf(35, 2)
    const offer = pickOffer(stay)
    const scenario = { 'x-sandbox-scenario': 'priceChange=10' }
    const q = encodeURIComponent(JSON.stringify(stay))
    const page = await fetch(
      `${services.url}/hotels/hotels/${offer.hotel_id}?hotel_id=${offer.hotel_id}&q=${q}`,
      {
        headers: scenario,
      },
    )
    expect(page.status).toBe(200)
    const { hotel } = await readJson<{
      hotel: {
        rooms: Array<{ room_idx: number; offers: Array<{ offer_id: string; price: { amount: number } }> }>
      }
    }>(page)
    const shown = hotel.rooms
      .find((r) => r.room_idx === offer.room_idx)
      ?.offers.find((o) => o.offer_id === offer.offer_id)?.price.amount
    expect(shown).toBeGreaterThan(offer.amount)
    const { booking } = await madeBooking(services.url, bookingBody(offer, stay), scenario)
    expect(booking.price.total).toBe(shown)
  })

  it('honours a scenario set for the caller with POST /hotels/sandbox/scenario', async () => {
    const client = { 'x-forwarded-for': '10.20.30.40' }
    const set = await fetch(`${services.url}/hotels/sandbox/scenario`, {
      method: 'POST',
      ...json({ scenario: 'sold-out' }, client),
    })
    expect(set.status).toBe(200)
    const stay = stayOf(36, 1)
    const offer = pickOffer(stay)
    const mine = await postBooking(services.url, bookingBody(offer, stay), randomUUID(), client)
    expect(mine.status).toBe(409)
    expect((await readJson<Refusal>(mine)).booking_error.status).toBe('sold-out')
    const other = await postBooking(services.url, bookingBody(offer, stay), randomUUID(), {
      'x-forwarded-for': '10.20.30.41',
    })
    expect(other.status).toBe(201)
  })

  it('lists only the signed-in caller’s own bookings', async () => {
    const user = await signUp(services.url)
    const auth = { authorization: `Bearer ${user.token}` }
    const stay = stayOf(32, 1)
    const { booking } = await madeBooking(services.url, bookingBody(pickOffer(stay), stay), auth)
    const list = (email: string, headers: Record<string, string> = auth) =>
      fetch(`${services.url}/hotels/booking?email=${encodeURIComponent(email)}`, { headers })
    expect((await list(user.email, {})).status).toBe(401)
    expect((await list('someone.else@example.com')).status).toBe(403)
    const own = await list(user.email)
    expect(own.status).toBe(200)
    const { data } = await readJson<{ data: { bookings: HotelBooking[] } }>(own)
    expect(data.bookings.map((b) => b.id)).toEqual([booking.id])
    expect(data.bookings[0]?.access_key).toBeUndefined()
  })
})
