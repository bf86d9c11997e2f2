/**
 * Train bookings (contracts/trains/booking.ts): the row, its view, who may read it and its status
 * changes, each written with the booking's trip (product `trains`) in the same transaction. The fare
 * is priced by the railway's fare tables when the booking is made and kept on the row; nothing a
 * caller sends is ever a price. No berth is held before payment: places come from the confirm job.
 */
import { randomInt, randomUUID } from 'node:crypto'
import { mayRead, newAccessKey, notYoursFor, type Caller } from '../commerce/booking-access'
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import {
  trainBookingMessages,
  trainBookingSchema,
  trainContactSchema,
  trainFareSchema,
  trainJourneySchema,
  trainRefundSchema,
  trainTenancySchema,
  type PlaceView,
  type TrainBooking,
  type TrainBookingStatus,
  type TrainTdr,
} from '@contracts/trains/booking'
import { tdrReasonOf } from '@contracts/trains/codes'
import { passengerTypeOf, trainInfantSchema, trainPassengerSchema } from '@contracts/trains/passengers'
import type { Database, Tx } from '../db/client'
import { railBookings, railQuotas, railTdrs, trips } from '../db/schema'
import { writeTrip } from '../commerce/trip-record'
import type { Place } from './inventory'
import { and } from 'drizzle-orm'

export type TrainBookingRow = typeof railBookings.$inferSelect

export const detailsSchema = z.object({
  passengers: z.array(trainPassengerSchema),
  infants: z.array(trainInfantSchema).default([]),
  contact: trainContactSchema,
  berthChoice: z.number().int().default(99),
  tenancy: trainTenancySchema.partial().default({}),
  returnUrl: z.string().nullable().default(null),
  catered: z.boolean().default(false),
  /** Paise the booking's tenders (wallet, points, vouchers) cover; `total` is what is left (0220). */
  tendered: z.number().int().nonnegative().default(0),
})
export type Details = z.infer<typeof detailsSchema>

export const storedFareSchema = z.object({ fare: trainFareSchema, journey: trainJourneySchema })

const storedPlaceSchema = z.object({
  serial: z.number().int(),
  status: z.enum(['CNF', 'RAC', 'WL']),
  coach: z.string().optional(),
  berthNo: z.number().int().optional(),
  berthType: z.string().optional(),
  number: z.number().int().optional(),
  bookingStatus: z.string(),
  currentStatus: z.string(),
})

export const outcomeSchema = z.object({
  orders: z.array(z.string()).default([]),
  attempts: z.number().int().nonnegative().default(0),
  pay_url: z.string().nullable().default(null),
  order_total: z.number().int().nonnegative().nullable().default(null),
  captured: z.array(z.string()).default([]),
  paid_at: z.string().nullable().default(null),
  message: z.string().nullable().default(null),
  /** The places as booked (the ticket), once the railway allotted them. */
  places: z.array(storedPlaceSchema).default([]),
  /** Passenger serials cancelled so far. */
  cancelled: z.array(z.number().int()).default([]),
  refunds: z.array(trainRefundSchema).default([]),
})
export type Outcome = z.infer<typeof outcomeSchema>

/** Statuses that can still be paid (nothing is held: the timer only bounds the payment). */
export const OPEN: TrainBookingStatus[] = ['PENDING', 'PAYMENT_FAILED']

// The bookings area reads every product's Trip Ids alike (SF and ten digits).
const newTripId = () => `SF${String(randomInt(10 ** 9, 10 ** 10))}`
export const newPnr = () => String(randomInt(10 ** 9, 10 ** 10))

/** The status as the traveller sees it now: an unpaid booking past its timer is EXPIRED. */
export function statusNow(row: TrainBookingRow, now: Date): TrainBookingStatus {
  const status = row.status as TrainBookingStatus
  return OPEN.includes(status) && row.expiresAt <= now ? 'EXPIRED' : status
}

export function messageOf(
  row: TrainBookingRow,
  status: TrainBookingStatus,
  places: readonly Place[] = [],
): string | null {
  switch (status) {
    case 'PAYMENT_FAILED':
      return trainBookingMessages.paymentFailed
    case 'PAID':
      return trainBookingMessages.notConfirmedYet
    case 'BOOKED':
      return places.length && places.every((p) => p.status === 'WL')
        ? trainBookingMessages.bookedWaitlisted
        : trainBookingMessages.booked
    case 'BOOKING_FAILED':
      return trainBookingMessages.paidButFailed
    case 'EXPIRED':
      return trainBookingMessages.expired
    case 'CANCELLED':
      return trainBookingMessages.cancelled
    default:
      return null
  }
}

const placeView = (
  p: {
    status: string
    coach?: string | undefined
    berthNo?: number | undefined
    berthType?: string | undefined
    number?: number | undefined
  },
  text: string,
): PlaceView => ({
  status: p.status === 'CNF' || p.status === 'RAC' || p.status === 'WL' ? p.status : 'CAN',
  coach: p.coach ?? null,
  berthNo: p.berthNo ?? null,
  berthType: p.berthType ?? null,
  number: p.status === 'CNF' ? null : (p.number ?? null),
  text,
})
const cancelledPlace: PlaceView = {
  status: 'CAN',
  coach: null,
  berthNo: null,
  berthType: null,
  number: null,
  text: 'CAN',
}

/** Each passenger's place at booking and now (`current` from the inventory; CAN once cancelled). */
export function passengerPlaces(row: TrainBookingRow, current: readonly Place[]) {
  const outcome = outcomeSchema.parse(row.outcome)
  return (serial: number) => {
    const booked = outcome.places.find((p) => p.serial === serial)
    const now = current.find((p) => p.serial === serial)
    return {
      booked: booked ? placeView(booked, booked.bookingStatus) : null,
      current: outcome.cancelled.includes(serial)
        ? cancelledPlace
        : now
          ? placeView(now, now.currentStatus)
          : booked
            ? placeView(booked, booked.currentStatus)
            : null,
    }
  }
}

/** A TDR as the railway answers it (the booking's TDR calls, and the bookings list's latest). */
export function tdrView(row: typeof railTdrs.$inferSelect): TrainTdr {
  const reason = tdrReasonOf(row.reason)
  return {
    id: row.id,
    bookingId: row.bookingId,
    reason: reason.code,
    reasonLabel: reason.label,
    status: row.status === 'REFUNDED' || row.status === 'REJECTED' ? row.status : 'FILED',
    passengers: row.passengers,
    refund: row.refund,
    filedAt: row.filedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  }
}

export function bookingView(
  row: TrainBookingRow,
  opts: { now: Date; current?: readonly Place[]; chartPrepared?: boolean; accessKey?: string },
): TrainBooking {
  const details = detailsSchema.parse(row.details)
  const stored = storedFareSchema.parse(row.fare)
  const outcome = outcomeSchema.parse(row.outcome)
  const status = statusNow(row, opts.now)
  const placeOf = passengerPlaces(row, opts.current ?? [])
  const payable = OPEN.includes(status)
  return trainBookingSchema.parse({
    id: row.id,
    tripId: row.tripId,
    status,
    pnr: row.pnr,
    journey: stored.journey,
    passengers: details.passengers.map((p, i) => ({
      serial: i + 1,
      name: p.name,
      age: p.age,
      gender: p.gender,
      type:
        passengerTypeOf(p.age, p.gender) === 'Child'
          ? 'Child'
          : passengerTypeOf(p.age, p.gender) === 'SC'
            ? 'SC'
            : 'Adult',
      berthPreference: p.berth_preference,
      food: p.food ?? null,
      ...placeOf(i + 1),
    })),
    infants: details.infants,
    contact: details.contact,
    berthChoice: details.berthChoice,
    railUserId: row.railUserId,
    fare: stored.fare,
    checkoutStartedAt: row.checkoutStartedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    payment:
      payable && row.total > 0 && row.orderId && outcome.pay_url
        ? { orderId: row.orderId, url: outcome.pay_url }
        : null,
    chartPrepared: opts.chartPrepared ?? false,
    refunds: outcome.refunds,
    message: outcome.message ?? messageOf(row, status, opts.current ?? []),
    ...(opts.accessKey ? { accessKey: opts.accessKey } : {}),
    createdAt: row.createdAt.toISOString(),
  })
}

export { mayRead, type Caller }
export const notYours = notYoursFor('train')

export async function loadBooking(db: Database | Tx, id: string, caller: Caller, lock = false) {
  const query = db.select().from(railBookings).where(eq(railBookings.id, id)).limit(1)
  const [row] = lock ? await query.for('update') : await query
  if (!row || !mayRead(row, caller)) throw notYours()
  return row
}

export async function chartPreparedOf(db: Database | Tx, row: TrainBookingRow): Promise<boolean> {
  const [q] = await db
    .select({ charted: railQuotas.chartPrepared })
    .from(railQuotas)
    .where(
      and(
        eq(railQuotas.trainNo, row.trainNo),
        eq(railQuotas.runDate, row.runDate),
        eq(railQuotas.travelClass, row.travelClass),
        eq(railQuotas.quota, row.quota),
      ),
    )
    .limit(1)
  return q?.charted ?? false
}

type TripStatus = typeof trips.$inferInsert.status

/** The trip's lifecycle from the booking's status; null while the booking is only a form. */
export function trainTripStatusOf(status: string): TripStatus | null {
  switch (status as TrainBookingStatus) {
    case 'PAID':
      return 'pending'
    case 'BOOKED':
      return 'confirmed'
    case 'BOOKING_FAILED':
      return 'refunded'
    case 'PAYMENT_FAILED':
    case 'EXPIRED':
      return 'failed'
    case 'CANCELLED':
      return 'cancelled'
    default:
      return null
  }
}

export interface TrainTripEvent {
  kind: string
  text: string
  data?: Record<string, unknown>
}

/** "New Delhi → Mumbai Central, 12952 Mumbai Rajdhani". */
export function trainTripTitle(row: TrainBookingRow): string {
  const { journey } = storedFareSchema.parse(row.fare)
  return `${journey.fromName} → ${journey.toName}, ${journey.trainNo} ${journey.trainName}`
}

/** Writes the booking's trip as it is now (insert or update) and, when given, one history row. */
export async function recordTrainTrip(tx: Tx, row: TrainBookingRow, event?: TrainTripEvent): Promise<void> {
  const status = trainTripStatusOf(row.status)
  if (!status) return
  const { journey } = storedFareSchema.parse(row.fare)
  const details = detailsSchema.parse(row.details)
  await writeTrip(
    tx,
    {
      tripId: row.tripId,
      product: 'trains',
      bookingId: row.id,
      userId: row.userId,
      email: details.contact.email.toLowerCase(),
      phone: details.contact.mobile.replace(/\D/g, ''),
      title: trainTripTitle(row),
      startsAt: new Date(`${journey.journeyDate}T${journey.departureTime}:00+05:30`),
      endsAt: new Date(`${journey.arrivalDate}T${journey.arrivalTime}:00+05:30`),
      status,
      total: row.total,
      updatedAt: row.updatedAt,
    },
    row.status === 'EXPIRED',
    event,
  )
}

/** Writes a change of the booking and, when its status moved, its trip and one history line. */
export async function saveBooking(
  tx: Tx,
  row: TrainBookingRow,
  patch: Partial<typeof railBookings.$inferInsert>,
  now: Date,
  event?: TrainTripEvent,
): Promise<TrainBookingRow> {
  const [updated] = await tx
    .update(railBookings)
    .set({ ...patch, updatedAt: now })
    .where(eq(railBookings.id, row.id))
    .returning()
  if (!updated) throw new Error('update returned no row')
  if (updated.status !== row.status || event)
    await recordTrainTrip(
      tx,
      updated,
      event ?? {
        kind: `train_${updated.status.toLowerCase()}`,
        text: messageOf(updated, updated.status as TrainBookingStatus) ?? updated.status,
      },
    )
  return updated
}

export interface CreateArgs {
  details: Details
  fare: z.infer<typeof storedFareSchema>
  railUserId: string
  userId: number | null
  scenario: string
  holdMs: number
  now: Date
}

/** A new booking (PENDING; nothing held); the answer holds the access key, shown only here. */
export async function createBooking(
  tx: Tx,
  args: CreateArgs,
): Promise<{ row: TrainBookingRow; accessKey: string }> {
  const { accessKey, accessKeyHash } = newAccessKey()
  const { journey, fare } = args.fare
  const [row] = await tx
    .insert(railBookings)
    .values({
      id: `tb_${randomUUID().replaceAll('-', '')}`,
      tripId: newTripId(),
      status: 'PENDING',
      userId: args.userId,
      accessKeyHash,
      email: args.details.contact.email.toLowerCase(),
      railUserId: args.railUserId,
      trainNo: journey.trainNo,
      runDate: journey.runDate,
      journeyDate: journey.journeyDate,
      fromStn: journey.from,
      toStn: journey.to,
      boardingStn: journey.boarding,
      travelClass: journey.travelClass,
      quota: journey.quota,
      details: args.details,
      fare: args.fare,
      total: fare.total,
      outcome: outcomeSchema.parse({}),
      scenario: args.scenario,
      checkoutStartedAt: args.now,
      expiresAt: new Date(args.now.getTime() + args.holdMs),
      createdAt: args.now,
      updatedAt: args.now,
    })
    .returning()
  if (!row) throw new Error('insert returned no row')
  return { row, accessKey }
}
