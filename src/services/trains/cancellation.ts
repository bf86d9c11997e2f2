/**
 * Cancelling a train ticket (001 §4 "Bookings cancellation"; Indian Railways' refund rules;
 * docs/decisions/0137): the whole ticket or some passengers, before the chart. A confirmed
 * passenger pays a flat charge by class more than 48 hours before departure (1A/EC ₹240, 2A/FC
 * ₹200, 3A/CC/3E ₹180, SL ₹120, 2S ₹60), 25 % of the fare from 48 to 12 hours, 50 % from 12 to 4
 * hours (never less than the flat charge); an RAC or waitlisted one ₹60 clerkage. On the AC classes
 * and First Class the railway adds 5 % GST on that charge (docs/decisions/0169); the refund is what
 * was paid less the charge and its GST. After the chart nothing is cancelled online: a TDR claims
 * the refund. Confirming cancels the passengers in the
 * inventory in the same transaction (RAC and WL behind move up), writes the trip and registers the
 * refund to the card or, for the signed-in owner, the wallet.
 */
import { eq } from 'drizzle-orm'
import {
  cancellationMessages,
  railCancelSchema,
  type Cancellation,
  type Quote,
  type RailCancel,
} from '@contracts/bookings/cancellation'
import { GST_CLASSES, type TrainClass } from '@contracts/trains/codes'
import { formatPaise } from '@contracts/money'
import type { Database, Tx } from '../db/client'
import { railBookings, trips } from '../db/schema'
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
  type QuoteBody,
  type TripCaller,
} from '../commerce/cancel-core'
import { registerRefund, tripEvent } from '../commerce/refunds'
import { assertAccess, tripNotFound, type TripNeed } from '../http/trip-access'
import type { TrainCatalogue } from './catalogue-port'
import {
  chartPreparedOf,
  detailsSchema,
  mayRead,
  outcomeSchema,
  saveBooking,
  storedFareSchema,
  type TrainBookingRow,
} from './booking-store'

/** The railway's flat cancellation charge per confirmed passenger, by class (paise). */
export const FLAT_CHARGE: Record<TrainClass, number> = {
  '1A': 24_000,
  EC: 24_000,
  '2A': 20_000,
  FC: 20_000,
  '3A': 18_000,
  CC: 18_000,
  '3E': 18_000,
  SL: 12_000,
  '2S': 6_000,
}
/** RAC and waitlisted passengers: clerkage only (paise). */
export const CLERKAGE = 6_000
/** GST on the cancellation charge of the classes that carry GST (AC classes and First Class), %. */
export const CANCELLATION_GST_PERCENT = 5

/** The GST on a cancellation charge of `travelClass` (paise, half up); none on SL and 2S. */
export const cancellationGst = (travelClass: TrainClass, charge: number) =>
  GST_CLASSES.includes(travelClass) ? Math.floor((charge * CANCELLATION_GST_PERCENT + 50) / 100) : 0

export const railCancelMessages = {
  notBooked: 'Only a booked train ticket can be cancelled.',
  chartPrepared:
    'The chart of this train is prepared, so the ticket can no longer be cancelled online. File a TDR from the booking page to claim a refund.',
  trainLeft: 'This train has left: the ticket can no longer be cancelled. File a TDR to claim a refund.',
  done: 'Your ticket is cancelled. The refund is on its way.',
  partDone: 'The passengers you chose are cancelled. The refund is on its way.',
  noRefund: 'Your ticket is cancelled. Under the railway’s rules nothing is left to refund.',
} as const

/**
 * The charge for one passenger cancelled `hoursBefore` departure (paise, at most what was paid), and
 * the GST on it (AC classes and First Class) and the rule's words; undefined when it cannot be
 * cancelled online (4 hours or less: the chart).
 */
export function cancellationCharge(
  travelClass: TrainClass,
  status: 'CNF' | 'RAC' | 'WL',
  paid: number,
  hoursBefore: number,
): { charge: number; gst: number; rule: string } | undefined {
  const priced = chargeOf(travelClass, status, paid, hoursBefore)
  if (!priced) return undefined
  // Never more than was paid: the GST is capped by what the charge leaves.
  const gst = Math.min(paid - priced.charge, cancellationGst(travelClass, priced.charge))
  return {
    ...priced,
    gst,
    rule: gst > 0 ? `${priced.rule}; GST ${CANCELLATION_GST_PERCENT} % on the charge` : priced.rule,
  }
}

function chargeOf(
  travelClass: TrainClass,
  status: 'CNF' | 'RAC' | 'WL',
  paid: number,
  hoursBefore: number,
): { charge: number; rule: string } | undefined {
  if (hoursBefore <= 4) return undefined
  if (status !== 'CNF')
    return { charge: Math.min(paid, CLERKAGE), rule: `Clerkage ${formatPaise(CLERKAGE)} (${status})` }
  const flat = FLAT_CHARGE[travelClass]
  if (hoursBefore > 48)
    return {
      charge: Math.min(paid, flat),
      rule: `Flat ${formatPaise(flat)} per passenger (${travelClass}), more than 48 hours before departure`,
    }
  const percent = hoursBefore > 12 ? 25 : 50
  const share = Math.floor((paid * percent + 50) / 100)
  return {
    charge: Math.min(paid, Math.max(flat, share)),
    rule: `${percent} % of the fare (at least ${formatPaise(flat)}), ${hoursBefore > 12 ? '48 to 12' : '12 to 4'} hours before departure`,
  }
}

export interface TrainCancelDeps {
  enqueue: Enqueue
  quoteValidityMs: number
  catalogue: TrainCatalogue
}

/** The train booking of a Trip Id, if the caller may do what they `need` (docs/decisions/0180). */
export async function loadTrainTrip(
  db: Database | Tx,
  tripId: string,
  caller: TripCaller,
  need: TripNeed,
  lock = false,
) {
  const query = db.select().from(railBookings).where(eq(railBookings.tripId, tripId)).limit(1)
  const [row] = lock ? await query.for('update') : await query
  if (!row) throw tripNotFound()
  const keyOpens = caller.bookingKey ? mayRead(row, { bookingKey: caller.bookingKey }) : false
  assertAccess({ tripId, userId: row.userId }, caller, keyOpens, need)
  return row
}

async function railOf(
  db: Database | Tx,
  row: TrainBookingRow,
  deps: TrainCancelDeps,
  at: Date,
): Promise<RailCancel> {
  const { journey, fare } = storedFareSchema.parse(row.fare)
  const details = detailsSchema.parse(row.details)
  const outcome = outcomeSchema.parse(row.outcome)
  const departs = new Date(`${journey.journeyDate}T${journey.departureTime}:00+05:30`)
  const hours = (departs.getTime() - at.getTime()) / 3_600_000
  const chart = row.pnr ? await chartPreparedOf(db, row) : false
  const current = row.pnr ? await deps.catalogue.currentPlaces(db, row.id) : []
  const refused =
    row.status === 'CANCELLED'
      ? cancellationMessages.alreadyCancelled
      : row.status !== 'BOOKED'
        ? railCancelMessages.notBooked
        : hours <= 0
          ? railCancelMessages.trainLeft
          : chart || hours <= 4
            ? railCancelMessages.chartPrepared
            : null
  const passengers = details.passengers.map((p, index) => {
    const serial = index + 1
    const paid = fare.perPassenger[index] ?? 0
    const place = current.find((c) => c.serial === serial)
    const cancelled = outcome.cancelled.includes(serial)
    const status = cancelled ? 'CAN' : (place?.status ?? 'WL')
    const priced =
      cancelled || refused || status === 'CAN'
        ? undefined
        : cancellationCharge(row.travelClass as TrainClass, place?.status ?? 'WL', paid, hours)
    return {
      index,
      name: p.name,
      status,
      paid,
      charge: priced?.charge ?? 0,
      gst: priced?.gst ?? 0,
      refund: priced ? paid - priced.charge - priced.gst : 0,
      rule: cancelled ? 'Cancelled' : (priced?.rule ?? refused ?? railCancelMessages.chartPrepared),
    }
  })
  return railPart(
    {
      train: `${journey.trainNo} ${journey.trainName}`,
      pnr: row.pnr,
      departs_at: departs.toISOString(),
      chart_prepared: chart,
      passengers,
      gst: 0,
      refused,
    },
    passengers,
  )
}

/** The rail part of a quote or options: these passengers, and the GST on their charges. */
const railPart = (rail: RailCancel, passengers: RailCancel['passengers']): RailCancel => ({
  ...rail,
  passengers,
  gst: passengers.reduce((s, p) => s + p.gst, 0),
})

function chosen(rail: RailCancel, body: { kind: 'FULL' | 'PARTIAL'; travellers?: number[] | undefined }) {
  const open = rail.passengers.filter((p) => p.status !== 'CAN')
  if (body.kind === 'FULL') return open
  const picked = [...new Set(body.travellers ?? [])]
  const bad = picked.find((i) => !open.some((p) => p.index === i))
  if (bad !== undefined)
    throw validationError(`travellers: passenger ${bad + 1} is not on the ticket or is cancelled`, [
      { field: 'travellers', message: `must be among ${open.map((p) => p.index).join(', ')}` },
    ])
  return open.filter((p) => picked.includes(p.index))
}

function assertCancellable(rail: RailCancel) {
  if (rail.refused === cancellationMessages.alreadyCancelled)
    throw alreadyCancelled('Read the booking: it is cancelled.')
  if (rail.refused)
    throw new ApiError(409, 'CANCELLATION_REFUSED', rail.refused, 'Nothing can be cancelled online now.')
}

export function trainCancellation(db: Database, deps: TrainCancelDeps): ProductCancellation {
  return {
    owns: async (tripId, tx) =>
      (
        await (tx ?? db)
          .select({ id: railBookings.id })
          .from(railBookings)
          .where(eq(railBookings.tripId, tripId))
      ).length > 0,
    options: async (tripId, caller, at): Promise<ProductCancelOptions> => {
      const row = await loadTrainTrip(db, tripId, caller, 'read')
      const rail = await railOf(db, row, deps, at)
      return {
        trip_id: row.tripId,
        travellers: rail.passengers.map((p) => ({ index: p.index, name: p.name, type: p.status })),
        flights: [],
        remaining: [],
        destinations: await refundDestinations(db, row.userId, caller),
        rail,
      }
    },
    quote: async (tripId, caller, body: QuoteBody, at): Promise<Quote> => {
      const row = await loadTrainTrip(db, tripId, caller, 'read')
      const rail = await railOf(db, row, deps, at)
      assertCancellable(rail)
      const picked = chosen(rail, body)
      await assertDestination(db, row.userId, caller, body.destination)
      const penalty = picked.reduce((s, p) => s + p.charge, 0)
      const refund = picked.reduce((s, p) => s + p.refund, 0)
      return insertQuote(
        db,
        {
          tripId,
          kind: body.kind,
          selection: { rail: railPart(rail, picked) },
          lines: [],
          penalty,
          fee: 0,
          refund,
          destination: body.destination,
        },
        deps.quoteValidityMs,
        at,
      )
    },
    confirm: async (tx, tripId, quoteId, caller, at): Promise<Cancellation> => {
      const row = await loadTrainTrip(tx, tripId, caller, 'change', true)
      const found = await quoteToConfirm(tx, tripId, quoteId)
      const messageOf = (c: CancellationRow) =>
        c.refund === 0
          ? railCancelMessages.noRefund
          : c.kind === 'FULL'
            ? railCancelMessages.done
            : railCancelMessages.partDone
      if ('done' in found) return cancellationView(tx, found.done, messageOf(found.done))
      const { quote } = found
      const rail = await railOf(tx, row, deps, at)
      assertCancellable(rail)
      assertFresh(quote, at)
      const parsed = railCancelSchema.safeParse(quote.selection['rail'])
      const quoted = parsed.success ? parsed.data.passengers : []
      const gst = parsed.success ? parsed.data.gst : 0
      const serials = quoted.map((p) => p.index + 1)
      const outcome = outcomeSchema.parse(row.outcome)
      if (serials.some((s) => outcome.cancelled.includes(s)))
        throw alreadyCancelled('A passenger of this quote is cancelled already.')
      const moves = await deps.catalogue.cancelPassengers(tx, row.id, serials)
      const cancelled = [...outcome.cancelled, ...serials]
      const all = detailsSchema.parse(row.details).passengers.length
      const whole = cancelled.length >= all
      const created = await recordCancellation(
        tx,
        {
          tripId,
          quoteId: quote.id,
          kind: whole ? 'FULL' : 'PARTIAL',
          status: 'done',
          results: [],
          refund: quote.refund,
          reason: null,
        },
        at,
      )
      await saveBooking(
        tx,
        row,
        { status: whole ? 'CANCELLED' : 'BOOKED', outcome: { ...outcome, cancelled } },
        at,
      )
      await tx
        .update(trips)
        .set({ status: whole ? 'cancelled' : 'partially_cancelled', updatedAt: at })
        .where(eq(trips.tripId, tripId))
      await tripEvent(
        tx,
        tripId,
        'cancelled',
        `Cancelled: passenger${serials.length === 1 ? '' : 's'} ${serials.join(', ')}. The railway keeps ${formatPaise(quote.penalty)}${gst ? ` and ${formatPaise(gst)} GST on it` : ''}.${moves.length ? ` ${moves.length} waiting passenger${moves.length === 1 ? '' : 's'} moved up.` : ''}`,
        { cancellation_id: created.id, serials, penalty: quote.penalty },
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
            paymentId: outcome.captured[0] ?? null,
            userId: row.userId,
            breakup: {
              variant: 'cancel',
              penalty: quote.penalty,
              fee: 0,
              gst,
              rail: quote.selection['rail'],
            },
            now: at,
          },
          deps.enqueue,
        )
      return cancellationView(tx, created, messageOf(created))
    },
    open: async (tripId, caller, need) => {
      await loadTrainTrip(db, tripId, caller, need)
    },
  }
}
