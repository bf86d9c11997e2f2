/**
 * Cancelling a hotel booking by its policy (001 §4 "Bookings cancellation"; docs/decisions/0106):
 * the whole stay only (FULL), before check-in. The penalty is the share of the price the policy's
 * rule in force at the moment of quoting names, rounded to the paisa (half up); the rest is
 * refunded to the original payment or, for the signed-in owner, the wallet. Confirming cancels the
 * booking under its row lock, gives the rooms of the nights not yet begun back to the inventory,
 * writes the trip's history and registers the refund with the refunds machinery (requested →
 * initiated → processed). A booking to pay at the hotel cancels with nothing to refund.
 */
import { eq } from 'drizzle-orm'
import {
  cancellationMessages,
  stayPenalty,
  type Cancellation,
  type Quote,
  type QuoteRequest,
  type RefundDestination,
  type StayCancel,
} from '@contracts/bookings/cancellation'
import type { HotelBooking } from '@contracts/hotels/booking'
import { formatPaise } from '@contracts/money'
import type { Database, Tx } from '../db/client'
import { hotelBookings, trips } from '../db/schema'
import { ApiError, validationError } from '../http/errors'
import type { Enqueue } from '../jobs/queue'
import {
  alreadyCancelled,
  assertDestination,
  assertFresh,
  cancellationView,
  insertQuote,
  quoteToConfirm,
  recordCancellation,
  refundDestinations,
  type CancellationRow,
  type ProductCancellation,
  type ProductCancelOptions,
  type TripCaller,
} from '../commerce/cancel-core'
import { registerRefund, tripEvent } from '../commerce/refunds'
import { assertAccess, tripNotFound, type TripNeed } from '../http/trip-access'
import type { HotelCatalogue } from './catalogue-port'
import type { HotelBookingRow } from './trip-record'
import { capturedPaymentOf, hotelBookingOf, isConfirmed, mayOpenHotel } from './trip-view'

export interface HotelCancelDeps {
  enqueue: Enqueue
  quoteValidityMs: number
  /** The bed bank's inventory: gives back rooms a booking held (never below zero). */
  releaseRooms: HotelCatalogue['releaseRooms']
}

/**
 * The hotel booking of a Trip Id, if the caller may do what they `need` (docs/decisions/0180): 404
 * saying nothing, or 403 saying how to get the right to change it.
 */
export async function loadHotelTrip(
  db: Database | Tx,
  tripId: string,
  caller: TripCaller,
  need: TripNeed,
  lock = false,
): Promise<HotelBookingRow> {
  const query = db.select().from(hotelBookings).where(eq(hotelBookings.tripId, tripId)).limit(1)
  const [row] = lock ? await query.for('update') : await query
  if (!row) throw tripNotFound()
  const keyOpens = caller.bookingKey ? mayOpenHotel(row, { bookingKey: caller.bookingKey }) : false
  assertAccess({ tripId, userId: row.userId }, caller, keyOpens, need)
  return row
}

/** The moment the stay begins: check-in day at the hotel's check-in time, India time. */
const checkinMoment = (b: HotelBooking) =>
  Date.parse(`${b.stay.checkin_date}T${b.hotel.checkin_time}:00+05:30`)

/** The share of the price the hotel keeps if cancelled at `at`: the first rule still in force. */
export function penaltyPercentAt(b: HotelBooking, at: Date): number {
  const policy = b.cancellation_policy
  if (!policy.refundable) return 100
  const rule = policy.rules.find((r) => r.until === null || at.getTime() < Date.parse(r.until))
  return rule?.penalty_percent ?? 100
}

function refusalOf(row: HotelBookingRow, b: HotelBooking, at: Date): string | null {
  if (row.status === 'CANCELLED') return cancellationMessages.stayCancelled
  if (!isConfirmed(row.status)) return cancellationMessages.notConfirmed
  return at.getTime() >= checkinMoment(b) ? cancellationMessages.stayBegun : null
}

function stayOf(row: HotelBookingRow, at: Date): StayCancel {
  const b = hotelBookingOf(row)
  return {
    hotel: b.hotel.name,
    room: `${b.room.name} (${b.room.offer_name})`,
    checkin: b.stay.checkin_date,
    checkout: b.stay.checkout_date,
    paid: row.payAtHotel ? 0 : row.total,
    pay_at_hotel: row.payAtHotel,
    policy: b.cancellation_policy.text,
    free_until: b.cancellation_policy.refundable ? b.cancellation_policy.free_until : null,
    penalty_percent: row.payAtHotel ? 0 : penaltyPercentAt(b, at),
    refused: refusalOf(row, b, at),
  }
}

function assertCancellable(row: HotelBookingRow, stay: StayCancel) {
  if (row.status === 'CANCELLED') throw alreadyCancelled('Read the booking: it is cancelled.')
  if (!isConfirmed(row.status))
    throw new ApiError(
      409,
      'NOT_CONFIRMED',
      cancellationMessages.notConfirmed,
      `The booking is ${row.status}.`,
    )
  if (stay.refused) throw new ApiError(409, 'CANCELLATION_REFUSED', stay.refused, 'The stay has begun.')
}

export async function hotelCancelOptions(
  db: Database,
  tripId: string,
  caller: TripCaller,
  at: Date,
): Promise<ProductCancelOptions> {
  const row = await loadHotelTrip(db, tripId, caller, 'read')
  return {
    trip_id: row.tripId,
    travellers: [],
    flights: [],
    remaining: [],
    destinations: await refundDestinations(db, row.userId, caller),
    stay: stayOf(row, at),
  }
}

export async function createHotelQuote(
  db: Database,
  tripId: string,
  caller: TripCaller,
  body: QuoteRequest & { destination: RefundDestination },
  deps: HotelCancelDeps,
  at: Date,
): Promise<Quote> {
  // Who asks first: a product rule answered to an outsider would tell the Trip Id is a hotel stay.
  const row = await loadHotelTrip(db, tripId, caller, 'read')
  if (body.kind !== 'FULL')
    throw validationError("kind: a hotel stay is cancelled whole; send 'FULL'", [
      { field: 'kind', message: "a hotel stay is cancelled whole; send 'FULL'" },
    ])
  const stay = stayOf(row, at)
  assertCancellable(row, stay)
  await assertDestination(db, row.userId, caller, body.destination)
  const penalty = stayPenalty(stay.paid, stay.penalty_percent)
  return insertQuote(
    db,
    {
      tripId,
      kind: 'FULL',
      selection: { stay },
      lines: [],
      penalty,
      fee: 0,
      refund: stay.paid - penalty,
      destination: body.destination,
    },
    deps.quoteValidityMs,
    at,
  )
}

function hotelMessage(row: HotelBookingRow, c: CancellationRow): string {
  if (row.payAtHotel) return cancellationMessages.payAtHotelDone
  return c.refund > 0 ? cancellationMessages.hotelDone : cancellationMessages.hotelDoneNoRefund
}

/** Confirms a quote, in the caller's transaction (the Idempotency-Key's). */
export async function confirmHotelQuote(
  tx: Tx,
  tripId: string,
  quoteId: string,
  caller: TripCaller,
  deps: HotelCancelDeps,
  at: Date,
): Promise<Cancellation> {
  const row = await loadHotelTrip(tx, tripId, caller, 'change', true)
  const found = await quoteToConfirm(tx, tripId, quoteId)
  if ('done' in found) return cancellationView(tx, found.done, hotelMessage(row, found.done))
  const { quote } = found
  assertCancellable(row, stayOf(row, at))
  assertFresh(quote, at)
  const created = await recordCancellation(
    tx,
    {
      tripId,
      quoteId: quote.id,
      kind: 'FULL',
      status: 'done',
      results: [],
      refund: quote.refund,
      reason: null,
    },
    at,
  )
  await tx
    .update(hotelBookings)
    .set({ status: 'CANCELLED', heldRooms: 0, updatedAt: at })
    .where(eq(hotelBookings.id, row.id))
  // The nights not yet begun go back on sale: all of them, as a stay is cancelled before check-in.
  const today = new Date(at.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10)
  await deps.releaseRooms(tx, {
    hotelId: row.hotelId,
    roomIdx: row.roomIdx,
    checkin: row.checkin > today ? row.checkin : today,
    checkout: row.checkout,
    count: row.heldRooms,
  })
  await tx.update(trips).set({ status: 'cancelled', updatedAt: at }).where(eq(trips.tripId, tripId))
  const b = hotelBookingOf(row)
  const kept = quote.penalty > 0 ? ` The hotel keeps ${formatPaise(quote.penalty)} by its policy.` : ''
  await tripEvent(
    tx,
    tripId,
    'cancelled',
    `Cancelled: ${b.hotel.name}, ${b.stay.checkin_date} to ${b.stay.checkout_date}.${kept}`,
    { cancellation_id: created.id, kind: 'FULL', penalty: quote.penalty },
    at,
  )
  if (quote.refund > 0)
    await registerRefund(
      tx,
      {
        tripId,
        causeKey: `cancellation:${created.id}`,
        cause: 'cancellation',
        cancellationId: created.id,
        amount: quote.refund,
        destination: quote.destination,
        paymentId: capturedPaymentOf(row),
        userId: row.userId,
        breakup: { variant: 'cancel', penalty: quote.penalty, fee: 0, stay: quote.selection['stay'] },
        now: at,
      },
      deps.enqueue,
    )
  return cancellationView(tx, created, hotelMessage(row, created))
}

/** The hotel cancellation behind the trips' cancellation endpoints (joined in src/services/app.ts). */
export function hotelCancellation(db: Database, deps: HotelCancelDeps): ProductCancellation {
  return {
    owns: async (tripId, tx) =>
      (
        await (tx ?? db)
          .select({ id: hotelBookings.id })
          .from(hotelBookings)
          .where(eq(hotelBookings.tripId, tripId))
      ).length > 0,
    options: (tripId, caller, at) => hotelCancelOptions(db, tripId, caller, at),
    quote: (tripId, caller, body, at) => createHotelQuote(db, tripId, caller, body, deps, at),
    confirm: (tx, tripId, quoteId, caller, at) => confirmHotelQuote(tx, tripId, quoteId, caller, deps, at),
    open: async (tripId, caller, need) => {
      await loadHotelTrip(db, tripId, caller, need)
    },
  }
}
