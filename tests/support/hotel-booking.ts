/** Helpers for hotel booking tests over real HTTP: an offer of the bed bank, a booking, its payment. */
import { randomUUID } from 'node:crypto'
import { expect } from 'vitest'
import type { HotelBooking } from '@contracts/hotels/booking'
import { allHotels, roomsFor } from '~/services/hotels/supplier'
import { json } from './checkout'
import { readJson } from './upstream'

const day = (offset: number) =>
  new Date(Date.now() + (offset * 24 + 5.5) * 3600_000).toISOString().slice(0, 10)

export interface Stay {
  checkin_date: string
  checkout_date: string
  rooms: Array<{ adults_count: number; children_age: number[] }>
}

/** A stay `nights` long starting `from` days ahead, one room for two adults by default. */
export const stayOf = (from: number, nights: number, rooms = 1): Stay => ({
  checkin_date: day(from),
  checkout_date: day(from + nights),
  rooms: Array.from({ length: rooms }, () => ({ adults_count: 2, children_age: [] })),
})

export interface PickedOffer {
  hotel_id: string
  room_idx: number
  offer_id: string
  amount: number
  capacity: number
}

const used = new Set<string>()

/**
 * An offer of the deterministic bed bank for the stay that no other test of this run took (each
 * test books its own hotel, so their rooms never meet).
 */
export function pickOffer(
  stay: Stay,
  want: { payAtHotel?: boolean; panRequired?: boolean; capacity?: number } = {},
): PickedOffer {
  for (const hotel of allHotels()) {
    if (used.has(hotel.id)) continue
    for (const room of roomsFor(hotel, stay)) {
      const capacity = hotel.rooms[room.room_idx]?.capacity ?? 0
      if (want.capacity !== undefined && capacity !== want.capacity) continue
      if (capacity < stay.rooms.length) continue
      const offer = room.offers.find(
        (o) =>
          (want.payAtHotel === undefined || o.pay_at_hotel === want.payAtHotel) &&
          (want.panRequired === undefined || o.pan_required === want.panRequired),
      )
      if (!offer) continue
      used.add(hotel.id)
      return {
        hotel_id: hotel.id,
        room_idx: room.room_idx,
        offer_id: offer.offer_id,
        amount: offer.price.amount,
        capacity,
      }
    }
  }
  throw new Error('no offer of the bed bank fits')
}

export const RETURN_URL = 'http://store.test/hotels/payment-return'

export const guestDetails = (rooms: number) => ({
  contact_details: { name: 'Asha', surname: 'Rao', email: 'asha@example.com', phone: '9876543210' },
  guests_details: Array.from({ length: rooms }, () => ({
    guest: { title: 'Ms', name: 'Asha', surname: 'Rao' },
  })),
})

export function bookingBody(offer: PickedOffer, stay: Stay, extra: Record<string, unknown> = {}) {
  return {
    booking: {
      ...stay,
      hotel_id: offer.hotel_id,
      room_idx: offer.room_idx,
      offer_id: offer.offer_id,
      tenancy_info: { product: 'hotels' },
      ...extra,
    },
  }
}

export function postBooking(
  base: string,
  body: unknown,
  key: string = randomUUID(),
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${base}/hotels/booking`, {
    method: 'POST',
    ...json(body, { 'idempotency-key': key, ...headers }),
  })
}

export interface BookingAnswer {
  data: { booking: HotelBooking; booking_error: null }
}

/** A booking made (201): the booking and the guest's key header. */
export async function madeBooking(base: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await postBooking(base, body, randomUUID(), headers)
  expect(res.status, await res.clone().text()).toBe(201)
  const { booking } = (await readJson<BookingAnswer>(res)).data
  return { booking, key: { 'x-booking-key': booking.access_key ?? '' } }
}

export async function readBooking(
  base: string,
  id: string,
  key: Record<string, string>,
): Promise<HotelBooking> {
  const res = await fetch(`${base}/hotels/booking/${id}`, { headers: key })
  expect(res.status, await res.clone().text()).toBe(200)
  return (await readJson<BookingAnswer>(res)).data.booking
}

/** Runs the due jobs (webhooks, confirmation, refunds) until the booking reaches one of `want`. */
export async function settleHotel(
  base: string,
  id: string,
  key: Record<string, string>,
  want: HotelBooking['status'][],
): Promise<HotelBooking> {
  for (let i = 0; i < 40; i++) {
    await fetch(`${base}/payment/sandbox/deliver_webhooks`, { method: 'POST' })
    const read = await readBooking(base, id, key)
    if (want.includes(read.status)) return read
    await new Promise((r) => setTimeout(r, 150))
  }
  throw new Error(`hotel booking ${id} never reached ${want.join('/')}`)
}
