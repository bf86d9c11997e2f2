/**
 * Hotel bookings (contracts/hotels/booking.ts): the row, its view, who may read it, and the status
 * changes — each written with the booking's trip (recordHotelTrip) in the same transaction. The
 * offer is priced by the catalogue when the booking is made and kept on the row; nothing a caller
 * sends is ever a price.
 */
import { randomInt, randomUUID } from 'node:crypto'
import { mayRead, newAccessKey, notYoursFor, type Caller } from '../commerce/booking-access'
import { and, eq, inArray, lt, sql } from 'drizzle-orm'
import { z } from 'zod'
import {
  guestSchema,
  hotelBookingMessages,
  hotelBookingSchema,
  hotelContactSchema,
  pwsSchema,
  tenancyInfoSchema,
  type HotelBooking,
  type HotelBookingStatus,
} from '@contracts/hotels/booking'
import { hotelOfferSchema, hotelSummarySchema } from '@contracts/hotels/hotel'
import { roomsSchema } from '@contracts/hotels/search'
import type { Database, Tx } from '../db/client'
import { hotelBookings } from '../db/schema'
import { ApiError } from '../http/errors'
import type { HotelCatalogue, PricedOffer, RoomNights } from './catalogue-port'
import { recordHotelTrip, type HotelBookingRow, type HotelTripEvent } from './trip-record'

export type { HotelBookingRow }

export const storedOfferSchema = z.object({
  hotel: hotelSummarySchema,
  room: z.object({ room_idx: z.number().int(), name: z.string() }),
  offer: hotelOfferSchema.omit({ available_count: true }),
})

export const promoOnBookingSchema = z.object({
  code: z.string(),
  discount: z.number().int().nonnegative(),
  benefit: z.enum(['instant', 'cashback']),
  message: z.string(),
})

export const detailsSchema = z.object({
  contact: hotelContactSchema.nullable().default(null),
  guests: z.array(z.object({ guest: guestSchema })).default([]),
  pan: z.string().nullable().default(null),
  special_requests: z.string().nullable().default(null),
  promo: promoOnBookingSchema.nullable().default(null),
  tenancy: tenancyInfoSchema.partial().default({}),
  pws: pwsSchema.nullable().default(null),
  search_id: z.string().nullable().default(null),
  return_url: z.string().nullable().default(null),
  traveller_email: z.string().nullable().default(null),
  /** Paise the booking's tenders (wallet, points, vouchers) cover; `total` is what is left (0220). */
  tendered: z.number().int().nonnegative().default(0),
})
export type Details = z.infer<typeof detailsSchema>

export const outcomeSchema = z.object({
  /** Every gateway order made for this booking (a payment of any of them counts once). */
  orders: z.array(z.string()).default([]),
  attempts: z.number().int().nonnegative().default(0),
  pay_url: z.string().nullable().default(null),
  /** The amount of the current order: a new order is made when the total moves. */
  order_total: z.number().int().nonnegative().nullable().default(null),
  captured: z.array(z.string()).default([]),
  paid_at: z.string().nullable().default(null),
  message: z.string().nullable().default(null),
})
export type Outcome = z.infer<typeof outcomeSchema>

/** Statuses whose rooms are held for the traveller and which can still be paid. */
export const OPEN: HotelBookingStatus[] = ['PENDING', 'PAYMENT_FAILED']

// The bookings area reads every product's Trip Ids alike (SF and ten digits).
const newTripId = () => `SF${String(randomInt(10 ** 9, 10 ** 10))}`

export const nightsOf = (checkin: string, checkout: string) =>
  Math.round((Date.parse(`${checkout}T00:00:00Z`) - Date.parse(`${checkin}T00:00:00Z`)) / 86_400_000)

export function roomNightsOf(row: HotelBookingRow, count = row.heldRooms): RoomNights {
  return { hotelId: row.hotelId, roomIdx: row.roomIdx, checkin: row.checkin, checkout: row.checkout, count }
}

export function messageOf(row: HotelBookingRow): string | null {
  switch (row.status as HotelBookingStatus) {
    case 'PAYMENT_FAILED':
      return hotelBookingMessages.paymentFailed
    case 'PAID':
      return hotelBookingMessages.notConfirmedYet
    case 'CONFIRMED':
      return hotelBookingMessages.confirmed
    case 'SUCCESS':
      return hotelBookingMessages.payAtHotel
    case 'BOOKING_FAILED':
      return hotelBookingMessages.paidButFailed(row.tripId)
    case 'BOOKING_FRAUD':
      return hotelBookingMessages.fraud
    case 'EXPIRED':
      return hotelBookingMessages.expired
    default:
      return null
  }
}

/** What is charged: the offer's amount less an instant promo discount, never below ₹1. */
export function totalOf(offerAmount: number, promo: Details['promo']): number {
  const discount = promo?.benefit === 'instant' ? promo.discount : 0
  return Math.max(offerAmount - discount, Math.min(offerAmount, 100))
}

export function bookingView(row: HotelBookingRow, accessKey?: string): HotelBooking {
  const stored = storedOfferSchema.parse(row.offer)
  const details = detailsSchema.parse(row.details)
  const outcome = outcomeSchema.parse(row.outcome)
  const { offer } = stored
  const payable = OPEN.includes(row.status as HotelBookingStatus)
  return hotelBookingSchema.parse({
    id: row.id,
    booking_id: row.id,
    trip_id: row.tripId,
    status: row.status,
    hotel: stored.hotel,
    room: {
      room_idx: stored.room.room_idx,
      name: stored.room.name,
      offer_id: offer.offer_id,
      offer_name: offer.name,
      meal: offer.meal,
    },
    stay: {
      checkin_date: row.checkin,
      checkout_date: row.checkout,
      rooms: roomsSchema.parse(row.rooms),
      nights: nightsOf(row.checkin, row.checkout),
    },
    price: {
      ...offer.price,
      discount: Math.max(offer.price.amount - row.total - details.tendered, 0),
      total: row.total,
    },
    cancellation_policy: offer.cancellation_policy,
    pay_at_hotel: row.payAtHotel,
    pay_at_hotel_allowed: offer.pay_at_hotel,
    pan_required: offer.pan_required,
    contact_details: details.contact,
    guests_details: details.guests,
    special_requests: details.special_requests,
    pan_card_no: details.pan,
    promo: details.promo
      ? {
          code: details.promo.code,
          promoDiscount: details.promo.benefit === 'instant' ? details.promo.discount : 0,
          cashbackAmount: details.promo.benefit === 'cashback' ? details.promo.discount : 0,
        }
      : null,
    razor_order_id: payable ? row.orderId : null,
    // Nothing left to pay (tenders cover it): no gateway page, whatever order an earlier total had.
    payment_url: payable && row.total > 0 ? outcome.pay_url : null,
    expires_at: row.expiresAt.toISOString(),
    ...(accessKey ? { access_key: accessKey } : {}),
    message: outcome.message ?? messageOf(row),
    created_at: row.createdAt.toISOString(),
  })
}

export { mayRead, type Caller }
export const notYours = notYoursFor('hotel')

export async function loadBooking(
  db: Database | Tx,
  id: string,
  caller: Caller,
  lock = false,
): Promise<HotelBookingRow> {
  const query = db.select().from(hotelBookings).where(eq(hotelBookings.id, id)).limit(1)
  const [row] = lock ? await query.for('update') : await query
  if (!row || !mayRead(row, caller)) throw notYours()
  return row
}

/** '2:00 PM' or '14:00' as 24-hour 'HH:MM' (the trip's times); undefined when unreadable (defaults). */
export function clock24(time: string): string | undefined {
  const m = /^(\d{1,2}):(\d{2})\s*(AM|PM)?$/i.exec(time.trim())
  if (!m) return undefined
  const [, h = '0', min = '00', half] = m
  const hours = (Number(h) % (half ? 12 : 24)) + (half?.toUpperCase() === 'PM' ? 12 : 0)
  return hours < 24 ? `${String(hours).padStart(2, '0')}:${min}` : undefined
}

/** The trip facts recordHotelTrip needs, from the booking itself. */
export function tripFacts(row: HotelBookingRow) {
  const { hotel } = storedOfferSchema.parse(row.offer)
  const { contact } = detailsSchema.parse(row.details)
  return {
    title: `${hotel.name}, ${hotel.city.name}`,
    email: contact?.email ?? row.email,
    phone: contact ? `${contact.country_code}${contact.phone}` : null,
    ...(clock24(hotel.checkin_time) ? { checkinTime: clock24(hotel.checkin_time) } : {}),
    ...(clock24(hotel.checkout_time) ? { checkoutTime: clock24(hotel.checkout_time) } : {}),
  }
}

/** Writes a change of the booking and, when its status moved, its trip and one history line. */
export async function saveBooking(
  tx: Tx,
  row: HotelBookingRow,
  patch: Partial<typeof hotelBookings.$inferInsert>,
  now: Date,
  event?: HotelTripEvent,
): Promise<HotelBookingRow> {
  const [updated] = await tx
    .update(hotelBookings)
    .set({ ...patch, updatedAt: now })
    .where(eq(hotelBookings.id, row.id))
    .returning()
  if (!updated) throw new Error('update returned no row')
  if (updated.status !== row.status)
    await recordHotelTrip(
      tx,
      updated,
      tripFacts(updated),
      event ?? { kind: `hotel_${updated.status.toLowerCase()}`, text: messageOf(updated) ?? updated.status },
    )
  return updated
}

export interface CreateArgs {
  priced: PricedOffer
  stay: { checkin_date: string; checkout_date: string; rooms: z.input<typeof roomsSchema> }
  details: Details
  userId: number | null
  email: string | null
  payAtHotel: boolean
  scenario: string
  holdMs: number
  now: Date
}

/** Thrown inside the creating transaction when the rooms cannot be held (rolls the booking back). */
export class SoldOut extends Error {}

/** A new booking holding its rooms for the timer; the answer holds the access key, shown only here. */
export async function createBooking(
  tx: Tx,
  args: CreateArgs,
  catalogue: HotelCatalogue,
): Promise<{ row: HotelBookingRow; accessKey: string }> {
  const { priced, stay, now } = args
  const rooms = roomsSchema.parse(stay.rooms)
  const hold: RoomNights = {
    hotelId: priced.hotel.hotel_id,
    roomIdx: priced.room.room_idx,
    checkin: stay.checkin_date,
    checkout: stay.checkout_date,
    count: rooms.length,
  }
  if (!(await catalogue.holdRooms(tx, hold))) throw new SoldOut()
  const { accessKey, accessKeyHash } = newAccessKey()
  const [row] = await tx
    .insert(hotelBookings)
    .values({
      id: `hb_${randomUUID().replaceAll('-', '')}`,
      tripId: newTripId(),
      status: 'PENDING',
      userId: args.userId,
      accessKeyHash,
      email: args.email?.toLowerCase() ?? null,
      hotelId: hold.hotelId,
      roomIdx: hold.roomIdx,
      offerId: priced.offer.offer_id,
      checkin: hold.checkin,
      checkout: hold.checkout,
      rooms,
      offer: storedOfferSchema.parse(priced),
      details: args.details,
      heldRooms: rooms.length,
      total: totalOf(priced.offer.price.amount, args.details.promo),
      payAtHotel: args.payAtHotel,
      outcome: outcomeSchema.parse({}),
      scenario: args.scenario,
      expiresAt: new Date(now.getTime() + args.holdMs),
      createdAt: now,
      updatedAt: now,
    })
    .returning()
  if (!row) throw new Error('insert returned no row')
  return { row, accessKey }
}

/** A booking that can still be changed and paid: PENDING or after a failed payment, and in time. */
export function assertOpen(row: HotelBookingRow, now: Date): void {
  if (row.status === 'EXPIRED' || (OPEN.includes(row.status as HotelBookingStatus) && row.expiresAt <= now))
    throw new ApiError(
      410,
      'BOOKING_EXPIRED',
      hotelBookingMessages.expired,
      'The held rooms were released; start again from the hotel page.',
    )
  if (!OPEN.includes(row.status as HotelBookingStatus))
    throw new ApiError(
      409,
      'BOOKING_NOT_EDITABLE',
      'This booking can no longer be changed: it has been paid for or booked.',
      `The booking is ${row.status}.`,
    )
}

/**
 * Ends bookings whose time ran out unpaid: EXPIRED, their rooms and promo given back. Each is ended
 * by one guarded UPDATE, so two sweepers release its rooms once.
 */
export async function expireHotelBookings(
  tx: Tx,
  now: Date,
  catalogue: HotelCatalogue,
  onEnded?: (tx: Tx, bookingId: string) => Promise<unknown>,
): Promise<number> {
  const due = await tx
    .select()
    .from(hotelBookings)
    .where(
      and(
        inArray(hotelBookings.status, OPEN),
        lt(hotelBookings.expiresAt, now),
        sql`${hotelBookings.heldRooms} > 0`,
      ),
    )
    .for('update')
  let ended = 0
  for (const b of due) {
    const [row] = await tx
      .update(hotelBookings)
      .set({ status: 'EXPIRED', heldRooms: 0, updatedAt: now })
      .where(and(eq(hotelBookings.id, b.id), inArray(hotelBookings.status, OPEN)))
      .returning()
    if (!row) continue
    ended++
    await recordHotelTrip(tx, row, tripFacts(row), {
      kind: 'hotel_expired',
      text: hotelBookingMessages.expired,
    })
    await catalogue.releaseRooms(tx, roomNightsOf(b))
    await onEnded?.(tx, b.id)
  }
  return ended
}

/** The job worker's beat: ends the hotel bookings whose time ran out. */
export function sweepExpiredHotelBookings(
  db: Database,
  catalogue: HotelCatalogue,
  onEnded?: (tx: Tx, bookingId: string) => Promise<unknown>,
  now = new Date(),
): Promise<number> {
  return db.transaction((tx) => expireHotelBookings(tx, now, catalogue, onEnded))
}
