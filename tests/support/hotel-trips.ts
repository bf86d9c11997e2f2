/**
 * Hotel trips for the bookings area's tests: a hotel booking as the hotel booking service leaves it
 * once the hotel has it (CONFIRMED, paid through the sandbox gateway; or SUCCESS, to pay at the
 * hotel), written with its trip row (recordHotelTrip) and its rooms taken in the nightly inventory.
 * The payment is a real capture on the sandbox gateway, so a refund to it runs the whole way.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import type { CancellationPolicy, HotelSummary } from '@contracts/hotels/hotel'
import type { Database } from '~/services/db/client'
import { hotelBookings, hotelInventory } from '~/services/db/schema'
import { recordHotelTrip } from '~/services/hotels/trip-record'
import { merchantAuth } from './cancellation'
import { json } from './checkout'
import { readJson } from './upstream'

const DAY = 86_400_000
/** YYYY-MM-DD, `days` after today (India). */
export const dayFromNow = (days: number) =>
  new Date(Date.now() + 5.5 * 3_600_000 + days * DAY).toISOString().slice(0, 10)

/** A captured payment of `amount` paise on the sandbox gateway: its id. */
export async function capturedPayment(base: string, amount: number): Promise<string> {
  const made = await fetch(`${base}/payment/orders`, {
    method: 'POST',
    ...json(
      {
        amount,
        receipt: `hotel-${randomUUID().slice(0, 8)}`,
        return_url: 'http://store.test/return',
        // The gateway reports refunds of the payment to the services' payment webhook.
        webhook_url: `${base}/flights/api/v1.0/payment_webhook`,
      },
      { ...merchantAuth, 'idempotency-key': randomUUID() },
    ),
  })
  expect(made.status, await made.clone().text()).toBe(201)
  const order = (await readJson<{ data: { id: string; pay_url: string } }>(made)).data
  const page = await (await fetch(order.pay_url)).text()
  const token = /name="form_token" value="([^"]+)"/.exec(page)?.[1] ?? ''
  await fetch(order.pay_url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ form_token: token, method: 'Net Banking', outcome: 'success' }).toString(),
    redirect: 'manual',
  })
  const paid = await fetch(`${base}/payment/orders/${order.id}/payments`, { headers: merchantAuth })
  const [payment] = (await readJson<{ data: Array<{ id: string; status: string }> }>(paid)).data
  expect(payment?.status).toBe('captured')
  return payment?.id ?? ''
}

/** Free until `freeDays` before check-in (India noon), then `percent` % until check-in. */
export function policyOf(checkin: string, freeDays: number, percent: number): CancellationPolicy {
  const freeUntil = new Date(Date.parse(`${checkin}T12:00:00+05:30`) - freeDays * DAY).toISOString()
  return {
    refundable: true,
    free_until: freeUntil,
    rules: [
      { until: freeUntil, penalty_percent: 0 },
      { until: null, penalty_percent: percent },
    ],
    text: `Free cancellation until ${freeDays} days before check-in; after that ${percent} % of the price is charged.`,
  }
}

export const HOTEL: HotelSummary = {
  hotel_id: 'goa-0042',
  name: 'Casa Saligao Retreat',
  property_type: 'Hotel',
  star_rating: 4,
  address: '14 Saligao Church Road',
  city: { id: 'goa', name: 'Goa', state: 'Goa' },
  locality: { id: 'goa-calangute', name: 'Calangute' },
  coordinates: { lat: 15.5449, lng: 73.7553 },
  checkin_time: '14:00',
  checkout_time: '11:00',
  media_list: [],
}

export interface HotelTripInput {
  userId: number | null
  email: string
  checkin: string
  nights: number
  /** Rooms booked, 2 adults each, the second with a child of 5. */
  rooms: 1 | 2
  total: number
  policy: CancellationPolicy
  payAtHotel?: boolean
  paymentId?: string | null
}

export interface MadeHotelTrip {
  id: string
  tripId: string
  accessKey: string
  checkout: string
}

/** A confirmed hotel booking (or one to pay at the hotel) with its trip and its rooms taken. */
export async function hotelTrip(db: Database, input: HotelTripInput): Promise<MadeHotelTrip> {
  const id = `hb_${randomUUID().replaceAll('-', '')}`
  const tripId = `SF${String(1_000_000_000 + Math.floor(Math.random() * 8_999_999_999))}`
  const accessKey = randomBytes(24).toString('base64url')
  const checkout = new Date(Date.parse(`${input.checkin}T00:00:00Z`) + input.nights * DAY)
    .toISOString()
    .slice(0, 10)
  const rooms = [
    { adults_count: 2, children_age: [] },
    { adults_count: 2, children_age: [5] },
  ].slice(0, input.rooms)
  const base = Math.round(input.total / 1.12)
  const now = new Date()
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(hotelBookings)
      .values({
        id,
        tripId,
        status: input.payAtHotel ? 'SUCCESS' : 'CONFIRMED',
        userId: input.userId,
        accessKeyHash: createHash('sha256').update(accessKey).digest('hex'),
        email: input.email,
        hotelId: HOTEL.hotel_id,
        roomIdx: 1,
        offerId: 'goa-0042-r1-bb',
        checkin: input.checkin,
        checkout,
        rooms,
        offer: {
          hotel: HOTEL,
          room: { room_idx: 1, name: 'Deluxe Garden Room' },
          offer: {
            offer_id: 'goa-0042-r1-bb',
            name: 'Bed and breakfast',
            meal: 'breakfast_included',
            available_count: 4,
            pay_at_hotel: input.payAtHotel ?? false,
            pan_required: false,
            price: {
              amount: input.total,
              base,
              taxes: [{ label: 'mandatory tax', amount: input.total - base }],
              per_night: Math.round(input.total / input.nights / input.rooms),
              nights: input.nights,
              currency: 'INR',
            },
            cancellation_policy: input.policy,
          },
        },
        details: {
          contact: {
            title: 'Mr',
            name: 'Ravi',
            surname: 'Sharma',
            email: input.email,
            country_code: '91',
            phone: '9876543210',
          },
          guests: [
            { guest: { title: 'Mr', name: 'Ravi', surname: 'Sharma' } },
            { guest: { title: 'Ms', name: 'Asha', surname: 'Verma' } },
          ].slice(0, input.rooms),
        },
        heldRooms: input.rooms,
        total: input.total,
        payAtHotel: input.payAtHotel ?? false,
        outcome: { captured: input.paymentId ? [input.paymentId] : [], message: null },
        expiresAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
    if (!row) throw new Error('insert returned no row')
    for (let n = 0; n < input.nights; n++) {
      const night = new Date(Date.parse(`${input.checkin}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10)
      await tx
        .insert(hotelInventory)
        .values({ hotelId: HOTEL.hotel_id, roomIdx: 1, night, capacity: 6, taken: input.rooms })
        .onConflictDoNothing()
    }
    await recordHotelTrip(
      tx,
      row,
      {
        title: `${HOTEL.name}, Goa`,
        email: input.email,
        phone: '919876543210',
        checkinTime: '14:00',
        checkoutTime: '11:00',
      },
      { kind: 'booked', text: `Booked ${HOTEL.name}, Goa` },
    )
  })
  return { id, tripId, accessKey, checkout }
}

/** Rooms taken per night of the stay. */
export async function takenNights(db: Database, checkin: string, checkout: string): Promise<number[]> {
  const rows = await db
    .select()
    .from(hotelInventory)
    .where(and(eq(hotelInventory.hotelId, HOTEL.hotel_id), eq(hotelInventory.roomIdx, 1)))
  return rows
    .filter((r) => r.night >= checkin && r.night < checkout)
    .sort((a, b) => a.night.localeCompare(b.night))
    .map((r) => r.taken)
}
