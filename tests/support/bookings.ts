/** A flight booked and paid over HTTP for the bookings area's tests (sandbox gateway, real jobs). */
import { expect } from 'vitest'
import type { Booking } from '@contracts/checkout/booking'
import { createdBooking, json, offerFor, payOnPage, searchOneWay } from './checkout'
import { readJson } from './upstream'

export interface Booked {
  booking: Booking
  /** The guest's booking key header, and the owner's bearer when signed in. */
  headers: Record<string, string>
}

export async function bookFlight(
  base: string,
  now: () => number,
  opts: { index: number; token?: string; email?: string; phone?: string },
): Promise<Booked> {
  const search = await searchOneWay(base, now)
  const offer = await offerFor(
    base,
    search.data.id,
    [search.data.results[opts.index]?.travel_plan_id ?? ''],
    'reprice=same',
  )
  const bearer: Record<string, string> = opts.token ? { authorization: `Bearer ${opts.token}` } : {}
  const { booking, access_key } = await createdBooking(base, offer, bearer)
  const headers = { ...bearer, 'x-booking-key': access_key }
  const put = await fetch(`${base}/flights/api/v1.0/booking/${booking.id}/travellers`, {
    method: 'PUT',
    ...json(
      {
        travellers: [
          { type: 'ADULT', title: 'Ms', first_name: 'Asha', last_name: 'Verma', gender: 'female' },
        ],
        contact: { email: opts.email ?? 'Asha.Verma@Example.com', phone_number: opts.phone ?? '9812345678' },
      },
      headers,
    ),
  })
  expect(put.status, await put.clone().text()).toBe(200)
  return { booking: (await readJson<{ data: Booking }>(put)).data, headers }
}

/** Starts the payment and answers the gateway's page address. */
export async function startPaying(base: string, b: Booked): Promise<string> {
  const res = await fetch(`${base}/flights/api/v1.0/booking/${b.booking.id}/payment`, {
    method: 'POST',
    ...json(
      {
        return_url: 'http://store.test/flights/booking/payment-return',
        terms_accepted: true,
        shown_total: b.booking.total,
      },
      { ...b.headers, 'idempotency-key': `pay-${b.booking.id}` },
    ),
  })
  expect(res.status, await res.clone().text()).toBe(200)
  return (await readJson<{ data: Booking }>(res)).data.payment?.pay_url ?? ''
}

/** The tester's choice on the gateway's page, then the signed return, then the booking once settled. */
export async function payAndSettle(
  base: string,
  b: Booked,
  outcome: 'success' | 'failure',
  want: Booking['status'],
): Promise<Booking> {
  const payUrl = await startPaying(base, b)
  const back = await payOnPage(payUrl, outcome)
  await fetch(`${base}/flights/api/v1.0/booking/${b.booking.id}/payment/callback`, {
    method: 'POST',
    ...json(Object.fromEntries(back.searchParams), b.headers),
  })
  for (let i = 0; i < 60; i++) {
    await fetch(`${base}/payment/sandbox/deliver_webhooks`, { method: 'POST' })
    const read = await readJson<{ data: Booking }>(
      await fetch(`${base}/flights/api/v1.0/booking/${b.booking.id}`, { headers: b.headers }),
    )
    if (read.data.status === want) return read.data
    await new Promise((r) => setTimeout(r, 150))
  }
  throw new Error(`booking ${b.booking.id} never reached ${want}`)
}
