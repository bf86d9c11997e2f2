/**
 * Bookings of flights: a checkout made from a re-checked offer holds the fare's seats for the
 * checkout session, is filled in step by step, and is priced here at every change — the only total
 * anyone is charged. Reads are allowed to the signed-in owner and to the holder of the booking's
 * access key (a guest); anyone else gets a 404 that says nothing of the booking.
 */
import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto'
import { and, eq, inArray, lt, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { ProductConfig } from '@config'
import {
  bookingSchema,
  bookingTravellerSchema,
  contactSchema,
  bookingGstSchema,
  offerSchema,
  seatChoiceSchema,
  mealChoiceSchema,
  bookedBaggageSchema,
  type Booking,
  type BookingStatus,
  type Offer,
} from '@contracts/checkout/booking'
import { checkoutMessages } from '@contracts/checkout/messages'
import { walletMessages } from '@contracts/wallet/messages'
import type { AgeRules } from '@contracts/checkout/travellers'
import type { Database } from '../db/client'
import { fareInventory, flightBookings } from '../db/schema'
import { ApiError } from '../http/errors'
import { priceLines } from './fares'
import type { Tx } from '../commerce/idempotency'
import { releaseSeats } from './seats'
import { recordTrip, tripEventOf } from './trip-record'

export const detailsSchema = z.object({
  travellers: z.array(bookingTravellerSchema).default([]),
  contact: contactSchema.nullable().default(null),
  gst: bookingGstSchema.nullable().default(null),
  seats: z.array(seatChoiceSchema.extend({ price: z.number().int().nonnegative() })).default([]),
  meals: z
    .array(mealChoiceSchema.extend({ price: z.number().int().nonnegative(), name: z.string() }))
    .default([]),
  baggage: z.array(bookedBaggageSchema).default([]),
  promo: bookingSchema.shape.promo.default(null),
  /** The wallet part (a spend in the wallet ledger), docs/decisions/0082. */
  wallet: bookingSchema.shape.wallet,
})
export type Details = z.infer<typeof detailsSchema>

export const outcomeSchema = z.object({
  payment: bookingSchema.shape.payment.default(null),
  tickets: bookingSchema.shape.tickets,
  message: z.string().nullable().default(null),
  /** Gateway payment ids already captured for this booking (a capture is acted on once). */
  captured: z.array(z.string()).default([]),
  refunded: z.boolean().default(false),
})
export type Outcome = z.infer<typeof outcomeSchema>

export type BookingRow = typeof flightBookings.$inferSelect

export interface CheckoutConfig {
  checkout: ProductConfig['checkout']
  timers: ProductConfig['timers']
}

export function ageRules(config: CheckoutConfig): AgeRules {
  return config.checkout
}

/** Travellers who take a seat (infants sit on a lap). */
export const seated = (b: { passengers: { adult: number; child: number } }) =>
  b.passengers.adult + b.passengers.child

/** The booking as the API answers it, priced from its details. */
/**
 * The booking as the store reads it. Its `refund` is read from the refunds by the pages' endpoints
 * (refunds.ts failedBookingRefund); null here, where the e-ticket and the price checks need none.
 */
export function bookingView(row: BookingRow, config: CheckoutConfig): Booking {
  const offer = offerSchema.parse(row.offer)
  const details = detailsSchema.parse(row.details)
  const outcome = outcomeSchema.parse(row.outcome)
  const priced = priceOf(offer, details, config)
  return {
    id: row.id,
    trip_id: row.tripId,
    status: bookingStatusOf(row.status),
    expires_at: row.expiresAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    offer,
    passengers: offer.passengers,
    travellers: details.travellers,
    contact: details.contact,
    gst: details.gst,
    seats: details.seats,
    meals: details.meals,
    baggage: details.baggage,
    promo: details.promo,
    wallet: details.wallet,
    insurance_offered: offer.residentof_india,
    insurance_price: config.checkout.insurancePerTraveller,
    lines: priced.lines,
    total: priced.total,
    payment: outcome.payment,
    tickets: outcome.tickets,
    message: outcome.message,
    refund: null,
    user_id: row.userId,
  }
}

function bookingStatusOf(status: string): BookingStatus {
  return bookingSchema.shape.status.parse(status)
}

export function priceOf(offer: Offer, details: Details, config: CheckoutConfig) {
  // The offer's fare exists once the offer is confirmed or changed, and only such offers become bookings.
  const fare = offer.fare ?? offer.shown_fare
  return priceLines(fare, {
    seats: details.seats,
    meals: details.meals,
    baggage: details.baggage,
    insured: details.travellers.filter((t) => t.insurance).length,
    insurancePrice: config.checkout.insurancePerTraveller,
    convenienceFee: config.checkout.convenienceFeePerTraveller * seated(offer),
    promo: details.promo,
    wallet: details.wallet?.amount ?? 0,
  })
}

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex')

function newTripId(): string {
  return `SF${String(randomInt(10 ** 9, 10 ** 10))}`
}

/** Who may read a booking: its signed-in owner, or whoever holds its access key. */
export interface Caller {
  userId?: number
  bookingKey?: string
  /**
   * The Trip Id a guest's verified lookup grant (X-Trip-Grant, docs/decisions/0088) opens. Only the
   * cancellation endpoints read it (docs/decisions/0092); the checkout's own endpoints do not.
   */
  grantedTripId?: string | undefined
  /** The grant is a change grant (a verified code; docs/decisions/0180). */
  grantChanges?: boolean | undefined
}

export function notYours(): ApiError {
  return new ApiError(
    404,
    'NOT_FOUND',
    'We could not find this booking. Check the Trip Id, or sign in with the account that booked it.',
    'No booking with this id is visible to this caller.',
  )
}

export function mayRead(row: BookingRow, caller: Caller): boolean {
  if (caller.userId !== undefined && row.userId === caller.userId) return true
  if (!caller.bookingKey) return false
  const given = Buffer.from(hashKey(caller.bookingKey), 'hex')
  const stored = Buffer.from(row.accessKeyHash, 'hex')
  return given.length === stored.length && timingSafeEqual(given, stored)
}

export async function loadBooking(
  db: Database | Tx,
  id: string,
  caller: Caller,
  lock = false,
): Promise<BookingRow> {
  const query = db.select().from(flightBookings).where(eq(flightBookings.id, id)).limit(1)
  const [row] = lock ? await query.for('update') : await query
  if (!row || !mayRead(row, caller)) throw notYours()
  return row
}

/** Statuses whose seats are still held for the traveller. */
const HOLDING: BookingStatus[] = ['DRAFT', 'AWAITING_PAYMENT', 'PAYMENT_FAILED']

/**
 * Ends checkouts whose time ran out unpaid and gives their seats back. Each booking is ended by one
 * guarded UPDATE, so two instances sweeping at once release its seats once.
 */
export async function expireCheckouts(
  tx: Tx,
  now: Date,
  /** What else an ended checkout gives back (its promo code's use). */
  onEnded?: (tx: Tx, bookingId: string) => Promise<unknown>,
): Promise<number> {
  // The seats each holds are read before the update (RETURNING gives the new value, 0); the rows
  // are locked, so a second sweeper waits and then finds them ended.
  const due = await tx
    .select({ id: flightBookings.id, offer: flightBookings.offer, held: flightBookings.heldSeats })
    .from(flightBookings)
    .where(
      and(
        inArray(flightBookings.status, HOLDING),
        lt(flightBookings.expiresAt, now),
        sql`${flightBookings.heldSeats} > 0`,
      ),
    )
    .for('update')
  const ended: typeof due = []
  for (const b of due) {
    const [row] = await tx
      .update(flightBookings)
      .set({ status: 'EXPIRED', heldSeats: 0, updatedAt: now })
      .where(
        and(
          eq(flightBookings.id, b.id),
          inArray(flightBookings.status, HOLDING),
          sql`${flightBookings.heldSeats} > 0`,
        ),
      )
      .returning()
    if (row) {
      ended.push(b)
      await recordTrip(tx, row, tripEventOf.expired())
    }
  }
  for (const b of ended) {
    await releaseFare(tx, offerSchema.parse(b.offer), b.held)
    await releaseSeats(tx, b.id)
    await onEnded?.(tx, b.id)
  }
  return ended.length
}

export async function releaseFare(tx: Tx, offer: Offer, count: number): Promise<void> {
  if (count <= 0) return
  for (const f of offer.flights)
    await tx
      .update(fareInventory)
      .set({ taken: sql`greatest(${fareInventory.taken} - ${count}, 0)` })
      .where(eq(fareInventory.travelPlanId, f.travel_plan_id))
}

/** Takes `count` seats of every flight of the offer, or answers 409 SOLD_OUT and takes none. */
export async function holdFare(tx: Tx, offer: Offer, count: number): Promise<void> {
  for (const f of offer.flights) {
    await tx
      .insert(fareInventory)
      .values({ travelPlanId: f.travel_plan_id, capacity: f.seats_left, taken: 0 })
      .onConflictDoNothing()
    const took = await tx
      .update(fareInventory)
      .set({ taken: sql`${fareInventory.taken} + ${count}` })
      .where(
        and(
          eq(fareInventory.travelPlanId, f.travel_plan_id),
          sql`${fareInventory.taken} + ${count} <= ${fareInventory.capacity}`,
        ),
      )
      .returning({ taken: fareInventory.taken })
    if (!took.length)
      // Throwing rolls back the seats already taken on the other flights of this offer.
      throw new ApiError(409, 'SOLD_OUT', checkoutMessages.soldOut, 'Search again and choose another flight.')
  }
}

export interface CreateArgs {
  offer: Offer
  acceptedTotal: number
  userId: number | null
  scenario: string
  now: Date
  onEnded?: (tx: Tx, bookingId: string) => Promise<unknown>
}

/** A new checkout: the answer holds the access key, the only time it is shown. */
export async function createBooking(
  tx: Tx,
  args: CreateArgs,
  config: CheckoutConfig,
): Promise<{ booking: Booking; access_key: string }> {
  const { offer, now } = args
  if (offer.status === 'PENDING')
    throw new ApiError(
      409,
      'OFFER_PENDING',
      'The fare is still being checked. Try again in a moment.',
      'Poll the offer until it is not PENDING.',
    )
  if (offer.status === 'SOLD_OUT')
    throw new ApiError(409, 'SOLD_OUT', checkoutMessages.soldOut, 'Search again and choose another flight.')
  if (offer.status === 'EXPIRED')
    throw new ApiError(
      409,
      'OFFER_EXPIRED',
      'This fare check has expired. Please check the fare again.',
      'Make a new offer for the same flights.',
    )
  const fare = offer.fare
  if (!fare || fare.total !== args.acceptedTotal)
    throw new ApiError(
      409,
      'FARE_CHANGED',
      checkoutMessages.fareChanged,
      `accepted_total must be the offer's current fare.total (${fare?.total ?? 'none'} paise).`,
      [{ field: 'accepted_total', message: `The fare is now ${fare?.total ?? 'unavailable'} paise` }],
    )
  await expireCheckouts(tx, now, args.onEnded)
  const count = seated(offer)
  await holdFare(tx, offer, count)
  const accessKey = randomBytes(24).toString('base64url')
  const details = detailsSchema.parse({})
  const row = {
    id: `bk_${randomUUID().replaceAll('-', '')}`,
    tripId: newTripId(),
    status: 'DRAFT',
    userId: args.userId,
    accessKeyHash: hashKey(accessKey),
    offerId: offer.id,
    offer,
    details,
    heldSeats: count,
    total: priceOf(offer, details, config).total,
    outcome: outcomeSchema.parse({}),
    scenario: args.scenario,
    expiresAt: new Date(now.getTime() + config.timers.checkoutSessionMs),
    createdAt: now,
    updatedAt: now,
  }
  const [inserted] = await tx.insert(flightBookings).values(row).returning()
  if (!inserted) throw new Error('insert returned no row')
  return { booking: bookingView(inserted, config), access_key: accessKey }
}

/** A checkout that can still be changed: DRAFT (or after a failed payment) and in time. */
export function assertOpen(row: BookingRow, now: Date): void {
  if (row.status === 'EXPIRED' || (HOLDING.includes(bookingStatusOf(row.status)) && row.expiresAt <= now))
    throw new ApiError(
      410,
      'CHECKOUT_EXPIRED',
      checkoutMessages.expired,
      'Start a new search; the held seats were released.',
    )
  if (row.status !== 'DRAFT' && row.status !== 'PAYMENT_FAILED')
    throw new ApiError(
      409,
      'BOOKING_NOT_EDITABLE',
      'This booking can no longer be changed: its payment has been made or is under way.',
      `The booking is ${row.status}.`,
    )
}

export async function saveDetails(
  tx: Tx,
  row: BookingRow,
  details: Details,
  config: CheckoutConfig,
  now: Date,
) {
  const offer = offerSchema.parse(row.offer)
  const total = priceOf(offer, details, config).total
  // A change that leaves less to pay than the wallet already paid would need money back out of the
  // booking: the traveller undoes the wallet part first (docs/decisions/0082).
  if (total < 0)
    throw new ApiError(
      409,
      'WALLET_OVER_TOTAL',
      walletMessages.undoFirst,
      'POST reverse-booking-payment to take the wallet part off, then make the change.',
    )
  const [updated] = await tx
    .update(flightBookings)
    .set({ details, total, updatedAt: now })
    .where(eq(flightBookings.id, row.id))
    .returning()
  if (!updated) throw new Error('update returned no row')
  return updated
}

/** Ends the checkouts whose time ran out (the job worker's beat); their seats go back. */
export async function sweepExpiredCheckouts(
  db: Database,
  onEnded?: (tx: Tx, bookingId: string) => Promise<unknown>,
  now = new Date(),
): Promise<number> {
  return db.transaction((tx) => expireCheckouts(tx, now, onEnded))
}
