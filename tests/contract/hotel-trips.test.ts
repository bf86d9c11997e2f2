// Hotel trips in the bookings area over real HTTP (issue 15; docs/decisions/0105-0107), on PGlite
// and, with DATABASE_URL, on PostgreSQL: a confirmed hotel booking in its owner's list and detail and
// nobody else's, the guest's lookup, the cancel quote by the policy (free before the deadline, the
// penalty after), the cancellation (booking CANCELLED, rooms back in the inventory, the refund
// processed to the card or the wallet), a stay to pay at the hotel cancelled with nothing to refund,
// the voucher PDF, the confirmation e-mail with the voucher in the outbox; and a stay booked, paid,
// confirmed, e-mailed, cancelled and refunded through the hotel booking service itself.
// Long on purpose: one contract suite on one running service and its helpers; each describe is a section.
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  stayPenalty,
  type CancelOptions,
  type Cancellation,
  type Quote,
  type RefundsAnswer,
} from '@contracts/bookings/cancellation'
import type { HotelTripDetail, TripList } from '@contracts/bookings/trips'
import { hotelBookings, hotelInventory, trips } from '~/services/db/schema'
import { enqueue } from '~/services/jobs/queue'
import { readAttachment, readOutbox } from '~/services/messaging/outbox'
import { walletBalance } from '~/services/wallet/ledger'
import { signUp, type TestUser } from '../support/accounts'
import { runJobs, startBookingUpstream, type BookingUpstream } from '../support/cancellation'
import { json, payOnPage } from '../support/checkout'
import {
  RETURN_URL,
  bookingBody,
  guestDetails,
  madeBooking,
  pickOffer,
  readBooking,
  settleHotel,
  stayOf,
} from '../support/hotel-booking'
import {
  capturedPayment,
  dayFromNow,
  hotelTrip,
  policyOf,
  takenNights,
  type MadeHotelTrip,
} from '../support/hotel-trips'
import { pdfText } from '../support/pdf-text'
import { clockFrom, readJson } from '../support/upstream'
import { bearer, walletUser } from '../support/wallet'

let up: BookingUpstream
let owner: TestUser
let stranger: TestUser
/** Paid, free cancellation until 3 days before a check-in 30 days away. */
let free: MadeHotelTrip
/** Paid, check-in in 2 days: the free cancellation ended, 25 % is kept. */
let late: MadeHotelTrip
/** Booked to pay at the hotel. */
let atHotel: MadeHotelTrip
const TOTAL = 1_234_567

beforeAll(async () => {
  up = await startBookingUpstream(clockFrom())
  owner = await walletUser(up.url)
  stranger = await signUp(up.url)
  const trip = async (days: number, input: { payAtHotel?: boolean; rooms?: 1 | 2 }) => {
    const checkin = dayFromNow(days)
    return hotelTrip(up.db, {
      userId: owner.id,
      email: owner.email,
      checkin,
      nights: 2,
      rooms: input.rooms ?? 2,
      total: TOTAL,
      policy: policyOf(checkin, 3, 25),
      payAtHotel: input.payAtHotel ?? false,
      paymentId: input.payAtHotel ? null : await capturedPayment(up.url, TOTAL),
    })
  }
  free = await trip(30, {})
  late = await trip(2, { rooms: 1 })
  atHotel = await trip(40, { payAtHotel: true })
})
afterAll(() => up?.close())

const area = (path: string) => `${up.url}/flights/flights/booking${path}`
const api = (tripId: string) => `${up.url}/flights/api/v1.0/trips/${tripId}`
const detail = async (tripId: string, headers: Record<string, string>) => {
  const res = await fetch(area(`/${tripId}`), { headers })
  return { status: res.status, body: await readJson<{ data: HotelTripDetail; statusMessage?: string }>(res) }
}
async function quote(tripId: string, body: unknown, headers: Record<string, string>) {
  const res = await fetch(`${api(tripId)}/cancellation/quote`, { method: 'POST', ...json(body, headers) })
  return { status: res.status, body: await readJson<{ data: Quote; statusMessage?: string }>(res) }
}
async function confirm(tripId: string, quoteId: string, headers: Record<string, string>) {
  const res = await fetch(`${api(tripId)}/cancellation`, {
    method: 'POST',
    ...json({ quote_id: quoteId }, { ...headers, 'idempotency-key': randomUUID() }),
  })
  expect(res.status, await res.clone().text()).toBe(201)
  return (await readJson<{ data: Cancellation }>(res)).data
}
async function settled(tripId: string, headers: Record<string, string>) {
  for (let i = 0; i < 40; i++) {
    await runJobs(up.url)
    const res = await fetch(`${api(tripId)}/refunds`, { headers })
    const answer = (await readJson<{ data: RefundsAnswer }>(res)).data
    if (
      answer.refunds.length &&
      answer.refunds.every((r) => r.status === 'processed' || r.status === 'failed')
    )
      return answer
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`the refunds of ${tripId} never settled`)
}

describe('a hotel trip in the bookings area', () => {
  it('is in its owner’s list under the hotels filter, and in nobody else’s', async () => {
    const mine = await fetch(area('?product=hotels'), { headers: bearer(owner) })
    const list = (await readJson<{ data: TripList }>(mine)).data
    expect(list.trips.map((t) => [t.trip_id, t.product, t.title, t.status])).toEqual(
      expect.arrayContaining([
        [free.tripId, 'hotels', 'Casa Saligao Retreat, Goa', 'confirmed'],
        [late.tripId, 'hotels', 'Casa Saligao Retreat, Goa', 'confirmed'],
      ]),
    )
    const flightsOnly = (
      await readJson<{ data: TripList }>(await fetch(area('?product=flights'), { headers: bearer(owner) }))
    ).data
    expect(flightsOnly.trips).toEqual([])
    const theirs = (await readJson<{ data: TripList }>(await fetch(area(''), { headers: bearer(stranger) })))
      .data
    expect(theirs.trips).toEqual([])
  })

  it('answers its owner the hotel booking, and another user a 404 that says nothing', async () => {
    const { status, body } = await detail(free.tripId, bearer(owner))
    expect(status).toBe(200)
    expect(body.data.product).toBe('hotels')
    expect(body.data.booking.hotel.name).toBe('Casa Saligao Retreat')
    expect(body.data.booking.hotel.checkin_time).toBe('14:00')
    expect(body.data.booking.stay.nights).toBe(2)
    expect(body.data.booking.room.meal).toBe('breakfast_included')
    expect(body.data.booking.price.total).toBe(TOTAL)
    expect(body.data.booking.cancellation_policy.rules.map((r) => r.penalty_percent)).toEqual([0, 25])
    expect(body.data.documents).toEqual([
      { kind: 'hotel_voucher', title: 'Hotel voucher (PDF)', available: true },
    ])
    expect([body.data.can_cancel, body.data.can_modify]).toEqual([true, false])
    const other = await detail(free.tripId, bearer(stranger))
    expect(other.status).toBe(404)
    expect(other.body.statusMessage).toBe(
      'We could not find this booking. Check the Trip Id, or sign in with the account that booked it.',
    )
    const probe = await quote(free.tripId, { kind: 'FULL' }, bearer(stranger))
    expect(probe.status).toBe(404)
    for (const path of ['/cancellation', '/refunds'])
      expect((await fetch(`${api(free.tripId)}${path}`, { headers: bearer(stranger) })).status).toBe(404)
    const voucher = await fetch(area(`/${free.tripId}/e_ticket`), { headers: bearer(stranger) })
    expect(voucher.status).toBe(404)
    const byId = await fetch(`${up.url}/hotels/booking/${free.id}/voucher`, { headers: bearer(stranger) })
    expect(byId.status).toBe(404)
  })

  it('opens for a guest by lookup (Trip Id and e-mail) and by the booking’s access key', async () => {
    const found = await fetch(area('/lookup'), {
      method: 'POST',
      ...json({ trip_id: late.tripId, email: owner.email }, { 'x-forwarded-for': '10.77.1.2' }),
    })
    expect(found.status).toBe(200)
    const { grant } = (await readJson<{ data: { grant: string } }>(found)).data
    const byGrant = await detail(late.tripId, { 'x-trip-grant': grant })
    expect(byGrant.status).toBe(200)
    expect(byGrant.body.data.booking.guests_details.map((g) => g.guest.name)).toEqual(['Ravi'])
    const byKey = await detail(late.tripId, { 'x-booking-key': late.accessKey })
    expect(byKey.status).toBe(200)
    expect((await detail(late.tripId, { 'x-booking-key': free.accessKey })).status).toBe(404)
  })
})

describe('cancelling a hotel trip by its policy', () => {
  it('quotes free before the deadline, the whole stay only, the wallet offered to its owner', async () => {
    const res = await fetch(`${api(free.tripId)}/cancellation`, { headers: bearer(owner) })
    const options = (await readJson<{ data: CancelOptions }>(res)).data
    expect(options.destinations).toEqual(['source', 'wallet'])
    expect(options.stay).toMatchObject({
      paid: TOTAL,
      penalty_percent: 0,
      refused: null,
      pay_at_hotel: false,
    })
    const partial = await quote(free.tripId, { kind: 'PARTIAL', travellers: [0] }, bearer(owner))
    expect(partial.status).toBe(400)
    expect(partial.body.statusMessage).toBe("kind: a hotel stay is cancelled whole; send 'FULL'")
    const q = await quote(free.tripId, { kind: 'FULL' }, bearer(owner))
    expect(q.status).toBe(201)
    expect([q.body.data.kind, q.body.data.penalty, q.body.data.fee, q.body.data.refund]).toEqual([
      'FULL',
      0,
      0,
      TOTAL,
    ])
  })

  it('quotes the penalty after the deadline, to the paisa', async () => {
    const q = await quote(late.tripId, { kind: 'FULL', destination: 'wallet' }, bearer(owner))
    expect(q.status).toBe(201)
    // 25 % of ₹12,345.67 is ₹3,086.4175: the hotel keeps ₹3,086.42, ₹9,259.25 comes back.
    expect([q.body.data.penalty, q.body.data.refund]).toEqual([308_642, 925_925])
    expect(q.body.data.stay?.penalty_percent).toBe(25)
  })

  it('cancels: the booking CANCELLED, its rooms back on sale, the refund processed to the card', async () => {
    expect(await takenNights(up.db, dayFromNow(30), free.checkout)).toEqual([2, 2])
    const q = await quote(free.tripId, { kind: 'FULL' }, bearer(owner))
    const done = await confirm(free.tripId, q.body.data.id, bearer(owner))
    expect([done.status, done.refund, done.message]).toEqual([
      'done',
      TOTAL,
      'Your hotel booking is cancelled. The refund is on its way.',
    ])
    const [booking] = await up.db.select().from(hotelBookings).where(eq(hotelBookings.id, free.id))
    expect([booking?.status, booking?.heldRooms]).toEqual(['CANCELLED', 0])
    expect(await takenNights(up.db, dayFromNow(30), free.checkout)).toEqual([0, 0])
    const answer = await settled(free.tripId, bearer(owner))
    expect(answer.refunds.map((r) => [r.amount, r.destination, r.status])).toEqual([
      [TOTAL, 'source', 'processed'],
    ])
    expect(answer.refunds[0]?.bank_reference).toMatch(/^\d{23}$/)
    const after = await detail(free.tripId, bearer(owner))
    expect([after.body.data.trip.status, after.body.data.trip.refunded, after.body.data.can_cancel]).toEqual([
      'cancelled',
      TOTAL,
      false,
    ])
    expect(after.body.data.history.map((h) => h.kind)).toEqual([
      'booked',
      'cancelled',
      'refund_requested',
      'refund_processed',
    ])
    const again = await quote(free.tripId, { kind: 'FULL' }, bearer(owner))
    expect(again.status).toBe(409)
  })

  it('refunds to the wallet what the policy leaves after the deadline', async () => {
    const before = await walletBalance(up.db, owner.id)
    const q = await quote(late.tripId, { kind: 'FULL', destination: 'wallet' }, bearer(owner))
    const done = await confirm(late.tripId, q.body.data.id, bearer(owner))
    expect([done.refund, done.refunds.map((r) => [r.destination, r.status])]).toEqual([
      925_925,
      [['wallet', 'processed']],
    ])
    expect((await walletBalance(up.db, owner.id)) - before).toBe(925_925)
    expect(await takenNights(up.db, dayFromNow(2), late.checkout)).toEqual([0, 0])
  })

  it('cancels a stay to pay at the hotel with nothing to refund', async () => {
    const q = await quote(atHotel.tripId, { kind: 'FULL' }, bearer(owner))
    expect([q.body.data.penalty, q.body.data.refund, q.body.data.stay?.pay_at_hotel]).toEqual([0, 0, true])
    const done = await confirm(atHotel.tripId, q.body.data.id, bearer(owner))
    expect([done.refund, done.refunds, done.message]).toEqual([
      0,
      [],
      'Your hotel booking is cancelled. Nothing was paid online, so there is nothing to refund.',
    ])
    const [trip] = await up.db.select().from(trips).where(eq(trips.tripId, atHotel.tripId))
    expect(trip?.status).toBe('cancelled')
    expect(await takenNights(up.db, dayFromNow(40), atHotel.checkout)).toEqual([0, 0])
  })
})

describe('the voucher and the confirmation e-mail', () => {
  let voucherTrip: MadeHotelTrip
  beforeAll(async () => {
    const checkin = dayFromNow(50)
    voucherTrip = await hotelTrip(up.db, {
      userId: null,
      email: 'guest.voucher@example.com',
      checkin,
      nights: 3,
      rooms: 2,
      total: TOTAL,
      policy: policyOf(checkin, 2, 100),
      paymentId: await capturedPayment(up.url, TOTAL),
    })
  })

  const expectVoucher = (text: string) => {
    for (const words of [
      `Trip Id ${voucherTrip.tripId}`,
      `Booking id ${voucherTrip.id}`,
      'Casa Saligao Retreat',
      '14 Saligao Church Road',
      'Calangute, Goa',
      'from 14:00',
      'by 11:00',
      '3 nights, 2 rooms: Deluxe Garden Room (Bed and breakfast), Breakfast included',
      'Room 2: 2 adults, 1 child (5 years)',
      'Room 1: Mr Ravi Sharma',
      'Room 2: Ms Asha Verma',
      'INR 12,345.67',
      'Free cancellation until 2 days before check-in; after that 100 % of the price is charged.',
      // The tax as checkout and the booking page say it (issue 24).
      'Taxes (GST)',
    ])
      expect(text).toContain(words)
    // Each place once: Goa is a city and its state (issue 24); no supplier tax label.
    expect(text).not.toContain('Goa, Goa')
    expect(text).not.toContain('mandatory tax')
  }

  it('is a PDF by the hotel booking id for the access key’s holder, and by Trip Id in the bookings area', async () => {
    const byId = await fetch(`${up.url}/hotels/booking/${voucherTrip.id}/voucher`, {
      headers: { 'x-booking-key': voucherTrip.accessKey },
    })
    expect(byId.status).toBe(200)
    expect(byId.headers.get('content-type')).toBe('application/pdf')
    expectVoucher(pdfText(new Uint8Array(await byId.arrayBuffer())))
    const byTrip = await fetch(area(`/${voucherTrip.tripId}/e_ticket`), {
      headers: { 'x-booking-key': voucherTrip.accessKey },
    })
    expect(byTrip.headers.get('content-disposition')).toBe(
      `attachment; filename="hotel-voucher-${voucherTrip.tripId}.pdf"`,
    )
    expectVoucher(pdfText(new Uint8Array(await byTrip.arrayBuffer())))
    const nobody = await fetch(`${up.url}/hotels/booking/${voucherTrip.id}/voucher`)
    expect(nobody.status).toBe(404)
    const bad = await fetch(`${up.url}/hotels/booking/nope/voucher`)
    expect(bad.status).toBe(400)
    expect((await readJson<{ statusMessage: string }>(bad)).statusMessage).toContain("'id'")
  })

  it('is attached to the confirmation e-mail in the outbox', async () => {
    await up.db.transaction((tx) =>
      enqueue(tx, { kind: 'hotel_confirmation_email', payload: { bookingId: voucherTrip.id } }),
    )
    await runJobs(up.url)
    const [mail] = await readOutbox(up.db, { to: 'guest.voucher@example.com' })
    expect(mail?.subject).toBe(
      `Your hotel booking is confirmed: Trip Id ${voucherTrip.tripId} (Casa Saligao Retreat)`,
    )
    expect(mail?.body).toContain('Total paid: ₹12,345.67 (including taxes)')
    expect(mail?.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`hotel-voucher-${voucherTrip.tripId}.pdf`, 'application/pdf'],
    ])
    const file = await readAttachment(up.db, mail?.id ?? 0, 0)
    expectVoucher(pdfText(new Uint8Array(file?.content ?? [])))
  })
})

describe('a stay booked and paid through the hotel booking service', () => {
  it('is in the bookings area, e-mailed with its voucher, cancelled by its policy and refunded to the card', async () => {
    const buyer = await signUp(up.url)
    const stay = stayOf(60, 2, 1)
    const offer = pickOffer(stay, { panRequired: false, payAtHotel: false })
    const details = guestDetails(1)
    const email = `hotel.${randomUUID().slice(0, 8)}@example.com`
    const body = bookingBody(offer, stay, {
      ...details,
      contact_details: { ...details.contact_details, email },
      return_url: RETURN_URL,
    })
    const { booking, key } = await madeBooking(up.url, body, bearer(buyer))
    await payOnPage(booking.payment_url ?? '', 'success')
    const confirmed = await settleHotel(up.url, booking.id, key, ['CONFIRMED'])

    const list = (
      await readJson<{ data: TripList }>(await fetch(area('?product=hotels'), { headers: bearer(buyer) }))
    ).data
    expect(list.trips.map((t) => [t.trip_id, t.status, t.total])).toEqual([
      [booking.trip_id, 'confirmed', confirmed.price.total],
    ])
    const { body: trip } = await detail(booking.trip_id, bearer(buyer))
    expect([trip.data.booking.id, trip.data.booking.status, trip.data.documents[0]?.available]).toEqual([
      booking.id,
      'CONFIRMED',
      true,
    ])

    await runJobs(up.url)
    const [mail] = await readOutbox(up.db, { to: email })
    expect(mail?.subject).toBe(
      `Your hotel booking is confirmed: Trip Id ${booking.trip_id} (${confirmed.hotel.name})`,
    )
    const file = await readAttachment(up.db, mail?.id ?? 0, 0)
    const text = pdfText(new Uint8Array(file?.content ?? []))
    expect(text).toContain(`Trip Id ${booking.trip_id}`)
    expect(text).toContain(confirmed.hotel.address)
    expect(text).toContain(confirmed.cancellation_policy.text)

    const options = (
      await readJson<{ data: CancelOptions }>(
        await fetch(`${api(booking.trip_id)}/cancellation`, { headers: bearer(buyer) }),
      )
    ).data
    const percent = options.stay?.penalty_percent ?? -1
    const q = await quote(booking.trip_id, { kind: 'FULL' }, bearer(buyer))
    expect(q.status).toBe(201)
    expect([q.body.data.penalty, q.body.data.refund]).toEqual([
      stayPenalty(confirmed.price.total, percent),
      confirmed.price.total - stayPenalty(confirmed.price.total, percent),
    ])
    const done = await confirm(booking.trip_id, q.body.data.id, bearer(buyer))
    expect(done.status).toBe('done')
    expect((await readBooking(up.url, booking.id, key)).status).toBe('CANCELLED')
    const held = await up.db.select().from(hotelInventory).where(eq(hotelInventory.hotelId, offer.hotel_id))
    expect(held.map((n) => n.taken)).toEqual([0, 0])
    if (q.body.data.refund > 0) {
      const answer = await settled(booking.trip_id, bearer(buyer))
      expect(answer.refunds.map((r) => [r.amount, r.status])).toEqual([[q.body.data.refund, 'processed']])
    }
  })
})
