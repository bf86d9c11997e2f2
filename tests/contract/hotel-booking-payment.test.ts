// A hotel booking's money over real HTTP (PGlite, or PostgreSQL with DATABASE_URL): promo codes and
// the order that follows the total, each confirmation answer of the sandbox hotel with its refund,
// a failed payment paid again, a replayed webhook acted on once, a capture after expiry refunded,
// expiry giving rooms back, and 50 buyers of the last room.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hotelBookingMessages, type HotelBooking, type HotelPromoResult } from '@contracts/hotels/booking'
import { PROMO_AND_POINTS_MESSAGE } from '@contracts/promo/schemas'
import { deploymentSchema } from '@config'
import type { RunningUpstream } from '~/services/main'
import { signWebhook } from '~/services/payment/signature'
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
  type Stay,
} from '../support/hotel-booking'
import { readJson, startTestUpstream } from '../support/upstream'

let services: RunningUpstream
beforeAll(async () => {
  services = await startTestUpstream()
})
afterAll(() => services?.close())

const defaults = deploymentSchema.parse({})
const merchant = {
  authorization: `Basic ${Buffer.from(`${defaults.PAYMENT_KEY_ID}:${defaults.PAYMENT_KEY_SECRET}`).toString('base64')}`,
}

/** A booking ready to pay, for a guest with an e-mail of its own (promo limits count per e-mail). */
async function payableBooking(stay: Stay, scenario?: string, want: Parameters<typeof pickOffer>[1] = {}) {
  const offer = pickOffer(stay, { panRequired: false, ...want })
  const details = guestDetails(stay.rooms.length)
  const email = `guest.${randomUUID().slice(0, 8)}@example.com`
  const body = bookingBody(offer, stay, {
    ...details,
    contact_details: { ...details.contact_details, email },
    return_url: RETURN_URL,
  })
  const made = await madeBooking(services.url, body, scenario ? { 'x-sandbox-scenario': scenario } : {})
  return { ...made, offer, email }
}

async function gatewayPayments(orderId: string) {
  const res = await fetch(`${services.url}/payment/orders/${orderId}/payments`, { headers: merchant })
  return (
    await readJson<{ data: Array<{ id: string; status: string; amount: number; amount_refunded: number }> }>(
      res,
    )
  ).data
}

async function orderAmount(orderId: string) {
  const res = await fetch(`${services.url}/payment/orders/${orderId}`, { headers: merchant })
  return (await readJson<{ data: { amount: number } }>(res)).data.amount
}

/** Runs jobs until every payment of the order is refunded in full (the sandbox bank processes refunds). */
async function refundedInFull(orderId: string) {
  await expect
    .poll(
      async () => {
        await fetch(`${services.url}/payment/sandbox/deliver_webhooks`, { method: 'POST' })
        return (await gatewayPayments(orderId)).every(
          (p) => p.status === 'refunded' && p.amount_refunded === p.amount,
        )
      },
      { timeout: 10_000 },
    )
    .toBe(true)
}

const applyPromo = (b: HotelBooking, key: Record<string, string>, body: Record<string, unknown>) =>
  fetch(`${services.url}/hotels/promo/apply`, {
    method: 'POST',
    ...json({ booking_id: b.id, offer_id: b.room.offer_id, ...body }, key),
  })

const promoOf = async (res: Response) => {
  expect(res.status, await res.clone().text()).toBe(200)
  return (await readJson<{ data: HotelPromoResult }>(res)).data
}

describe('hotel booking: promo', () => {
  it('applies HOTEL20 (20% up to ₹2,000): the total and the payment order follow; a second code is refused; removed, back', async () => {
    const { booking, key, offer, email } = await payableBooking(stayOf(40, 2))
    const firstOrder = booking.razor_order_id ?? ''
    const applied = await promoOf(await applyPromo(booking, key, { code: 'hotel20', email }))
    const discount = Math.min(Math.floor((offer.amount * 20) / 100), 200_000)
    expect(applied).toMatchObject({
      code: 'HOTEL20',
      promoDiscount: discount,
      promoError: null,
      promoErrorType: null,
    })
    expect(applied.price.total).toBe(offer.amount - discount)
    const after = await readBooking(services.url, booking.id, key)
    expect(after.price.total).toBe(offer.amount - discount)
    expect(after.razor_order_id).not.toBe(firstOrder)
    expect(await orderAmount(after.razor_order_id ?? '')).toBe(offer.amount - discount)

    const again = await promoOf(await applyPromo(booking, key, { code: 'HOTEL20', email }))
    expect(again.promoErrorType).toBe('PROMO_ALREADY_APPLIED')
    expect(again.promoError).toBe(hotelBookingMessages.promoAlreadyApplied)

    const points = await fetch(`${services.url}/hotels/booking/${booking.id}`, {
      method: 'PUT',
      ...json({ booking: { pws: { paybackObj: { paybackNumber: '1234567890', paybackPin: '1234' } } } }, key),
    })
    expect(points.status).toBe(409)
    const refused = await readJson<{ statusMessage: string; errors: Array<{ field: string }> }>(points)
    expect(refused.statusMessage).toBe(PROMO_AND_POINTS_MESSAGE)
    expect(refused.errors[0]?.field).toBe('pws.paybackObj')

    const removed = await promoOf(await applyPromo(booking, key, { code: 'HOTEL20', email, remove: true }))
    expect(removed.promoDiscount).toBe(0)
    expect(removed.price.total).toBe(offer.amount)
    const back = await readBooking(services.url, booking.id, key)
    expect(await orderAmount(back.razor_order_id ?? '')).toBe(offer.amount)
  })

  it('a payment of the order made before the promo (the old total) is refunded; the new order books', async () => {
    const { booking, key, email } = await payableBooking(stayOf(39, 1))
    const oldPage = booking.payment_url ?? ''
    const applied = await promoOf(await applyPromo(booking, key, { code: 'HOTEL20', email }))
    expect(applied.promoError).toBeNull()
    await payOnPage(oldPage, 'success')
    await refundedInFull(booking.razor_order_id ?? '')
    const still = await readBooking(services.url, booking.id, key)
    expect(still.status).toBe('PENDING')
    await payOnPage(still.payment_url ?? '', 'success')
    const confirmed = await settleHotel(services.url, booking.id, key, ['CONFIRMED'])
    expect(confirmed.price.total).toBe(applied.price.total)
    const paid = await gatewayPayments(still.razor_order_id ?? '')
    expect(paid.map((p) => [p.status, p.amount])).toEqual([['captured', applied.price.total]])
  })

  it('refuses a flights code, and a promo with PAYBACK points (001 §5 words)', async () => {
    const { booking, key, email } = await payableBooking(stayOf(41, 1))
    const flights = await promoOf(await applyPromo(booking, key, { code: 'SAVE10', email }))
    expect(flights.promoErrorType).toBe('WRONG_PRODUCT')
    expect(flights.promoError).toBeTruthy()
    expect(flights.promoDiscount).toBe(0)
    const put = await fetch(`${services.url}/hotels/booking/${booking.id}`, {
      method: 'PUT',
      ...json({ booking: { pws: { paybackObj: { paybackNumber: '1234567890', paybackPin: '1234' } } } }, key),
    })
    expect(put.status).toBe(200)
    const points = await promoOf(await applyPromo(booking, key, { code: 'HOTEL20', email }))
    expect(points.promoError).toBe(PROMO_AND_POINTS_MESSAGE)
  })

  it('scenario promo=ALREADY_APPLIED: the code is refused as already applied', async () => {
    const stay = stayOf(42, 1)
    const offer = pickOffer(stay)
    const made = await madeBooking(services.url, bookingBody(offer, stay))
    const res = await postBooking(services.url, bookingBody(offer, stay), randomUUID(), {
      'x-sandbox-scenario': 'promo=ALREADY_APPLIED',
    })
    expect(res.status).toBe(409)
    expect(made.booking.promo).toBeNull()
  })
})

describe('hotel booking: confirmation by the hotel', () => {
  it.each([
    ['confirm=BOOKING_FAILED', 'BOOKING_FAILED'],
    ['confirm=PAID', 'BOOKING_FAILED'],
  ] as const)(
    '%s: paid, not booked, refunded in full with the Trip Id in the message',
    async (scenario, end) => {
      const { booking, key } = await payableBooking(stayOf(43, 1), scenario)
      await payOnPage(booking.payment_url ?? '', 'success')
      if (scenario === 'confirm=PAID') {
        // The hotel has not answered: PAID with the 30-minute text, until the retries run out.
        const paid = await settleHotel(services.url, booking.id, key, ['PAID'])
        expect(paid.message).toBe(hotelBookingMessages.notConfirmedYet)
      }
      const failed = await settleHotel(services.url, booking.id, key, [end])
      expect(failed.message).toBe(hotelBookingMessages.paidButFailed(booking.trip_id))
      await refundedInFull(booking.razor_order_id ?? '')
    },
  )

  it('confirm=BOOKING_FRAUD: held for review, the call centre calls', async () => {
    const { booking, key } = await payableBooking(stayOf(44, 1), 'confirm=BOOKING_FRAUD')
    await payOnPage(booking.payment_url ?? '', 'success')
    const fraud = await settleHotel(services.url, booking.id, key, ['BOOKING_FRAUD'])
    expect(fraud.message).toBe(hotelBookingMessages.fraud)
  })

  it('confirm=PENDING: not confirmed at the first try, CONFIRMED at the next', async () => {
    const { booking, key } = await payableBooking(stayOf(45, 1), 'confirm=PENDING')
    await payOnPage(booking.payment_url ?? '', 'success')
    const paid = await settleHotel(services.url, booking.id, key, ['PAID'])
    expect(paid.message).toBe(hotelBookingMessages.notConfirmedYet)
    await settleHotel(services.url, booking.id, key, ['CONFIRMED'])
  })

  it('a failed payment: PAYMENT_FAILED with 000 §8 words, then paid again on the same page and CONFIRMED', async () => {
    const { booking, key } = await payableBooking(stayOf(46, 1))
    await payOnPage(booking.payment_url ?? '', 'failure')
    const failed = await settleHotel(services.url, booking.id, key, ['PAYMENT_FAILED'])
    expect(failed.message).toBe(hotelBookingMessages.paymentFailed)
    expect(failed.payment_url).toBe(booking.payment_url)
    await payOnPage(failed.payment_url ?? '', 'success')
    await settleHotel(services.url, booking.id, key, ['CONFIRMED'])
  })
})

describe('hotel booking: the gateway webhook', () => {
  it('a replayed event acts once; a forged signature is refused', async () => {
    const { booking, key } = await payableBooking(stayOf(47, 1), 'confirmLatencyMs=3600000')
    const back = await payOnPage(booking.payment_url ?? '', 'success')
    const paymentId = back.searchParams.get('payment_id') ?? ''
    const raw = JSON.stringify({
      id: `evt_replay_${randomUUID().slice(0, 8)}`,
      type: 'payment.captured',
      payload: { payment: { id: paymentId, order_id: booking.razor_order_id } },
    })
    const send = (signature = signWebhook(defaults.PAYMENT_WEBHOOK_SECRET, raw)) =>
      fetch(`${services.url}/hotels/payment_callbacks`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-payment-signature': signature },
        body: raw,
      })
    const results = await Promise.all(
      Array.from(
        { length: 10 },
        async () => (await readJson<{ data: { result: string } }>(await send())).data.result,
      ),
    )
    expect(results.filter((r) => r === 'applied')).toHaveLength(1)
    expect(results.filter((r) => r === 'duplicate')).toHaveLength(9)
    expect((await readBooking(services.url, booking.id, key)).status).toBe('PAID')
    expect((await send('0'.repeat(64))).status).toBe(403)
    // The gateway's own delivery of the same capture changes nothing more: one payment, no refund.
    await fetch(`${services.url}/payment/sandbox/deliver_webhooks`, { method: 'POST' })
    const payments = await gatewayPayments(booking.razor_order_id ?? '')
    expect(payments.map((p) => [p.status, p.amount_refunded])).toEqual([['captured', 0]])
  })

  it('a capture after the booking ran out is refunded, not booked', async () => {
    const { booking, key } = await payableBooking(stayOf(48, 1))
    const ends = await fetch(`${services.url}/hotels/sandbox/booking_ends`, {
      method: 'POST',
      ...json({ booking_id: booking.id }),
    })
    expect((await readJson<{ data: { status: string } }>(ends)).data.status).toBe('EXPIRED')
    await payOnPage(booking.payment_url ?? '', 'success')
    const failed = await settleHotel(services.url, booking.id, key, ['BOOKING_FAILED'])
    expect(failed.message).toBe(hotelBookingMessages.paidButFailed(booking.trip_id))
    await refundedInFull(booking.razor_order_id ?? '')
  })
})

describe('hotel booking: rooms', () => {
  it('expiry gives the rooms back: the last room sold out while held, bookable once it ran out', async () => {
    const stay = stayOf(50, 2)
    const offer = pickOffer(stay, { capacity: 1 })
    const { booking, key } = await madeBooking(services.url, bookingBody(offer, stay))
    const second = await postBooking(services.url, bookingBody(offer, stay))
    expect(second.status).toBe(409)
    expect((await readJson<{ booking_error: { status: string } }>(second)).booking_error.status).toBe(
      'sold-out',
    )
    await fetch(`${services.url}/hotels/sandbox/booking_ends`, {
      method: 'POST',
      ...json({ booking_id: booking.id }),
    })
    const expired = await readBooking(services.url, booking.id, key)
    expect(expired.status).toBe('EXPIRED')
    expect(expired.message).toBe(hotelBookingMessages.expired)
    expect((await postBooking(services.url, bookingBody(offer, stay))).status).toBe(201)
  })

  it('50 buyers of the last room for 3 nights at once: exactly one wins, 49 are told sold-out, never below zero', async () => {
    const stay = stayOf(55, 3)
    const offer = pickOffer(stay, { capacity: 1 })
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => postBooking(services.url, bookingBody(offer, stay))),
    )
    const statuses = answers.map((r) => r.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(49)
    const refusals = await Promise.all(
      answers.filter((r) => r.status === 409).map((r) => readJson<{ booking_error: { status: string } }>(r)),
    )
    expect(new Set(refusals.map((r) => r.booking_error.status))).toEqual(new Set(['sold-out']))
    // A night overlapping the stay is sold out too; released, exactly one room comes back.
    const winner = answers.find((r) => r.status === 201)
    const { booking } = (await readJson<{ data: { booking: HotelBooking } }>(winner ?? new Response('{}')))
      .data
    const overlap = {
      ...stay,
      checkin_date: stayOf(57, 1).checkin_date,
      checkout_date: stayOf(57, 1).checkout_date,
    }
    expect((await postBooking(services.url, bookingBody(offer, overlap))).status).toBe(409)
    await fetch(`${services.url}/hotels/sandbox/booking_ends`, {
      method: 'POST',
      ...json({ booking_id: booking.id }),
    })
    const again = await Promise.all(
      Array.from({ length: 5 }, () => postBooking(services.url, bookingBody(offer, stay))),
    )
    expect(again.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409])
  })
})
