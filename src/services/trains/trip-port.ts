/**
 * The train booking as the bookings area reads it (src/services/bookings/product-port.ts, joined
 * in src/services/app.ts), its confirmation e-mail with the e-ticket, and the TDR decision job.
 */
import { and, desc, eq, inArray } from 'drizzle-orm'
import type { TripTdr } from '@contracts/bookings/trips'
import { formatPaise } from '@contracts/money'
import type { TrainBooking } from '@contracts/trains/booking'
import type { Database } from '../db/client'
import { railBookings, railTdrs } from '../db/schema'
import type { ProductPort } from '../commerce/product-port'
import { payloadField, type Enqueue, type JobHandlers } from '../jobs/queue'
import type { MessageSender } from '../messaging/sender'
import { registerRefund, tripEvent } from '../commerce/refunds'
import type { TrainCatalogue } from './catalogue-port'
import {
  bookingView,
  chartPreparedOf,
  mayRead,
  outcomeSchema,
  storedFareSchema,
  tdrView,
} from './booking-store'
import { renderTrainTicket } from './eticket'

export async function trainRowOf(db: Database, id: string) {
  return (await db.select().from(railBookings).where(eq(railBookings.id, id)).limit(1))[0]
}

/** The booking as its own service answers it (current places from the inventory). */
export async function trainBookingOf(db: Database, catalogue: TrainCatalogue, id: string) {
  const row = await trainRowOf(db, id)
  if (!row) return undefined
  const current = row.pnr ? await catalogue.currentPlaces(db, row.id) : []
  return {
    row,
    booking: bookingView(row, {
      now: new Date(catalogue.now()),
      current,
      chartPrepared: row.pnr ? await chartPreparedOf(db, row) : false,
    }),
  }
}

/** A ticket exists once the railway booked it (a cancelled one still prints, marked CAN). */
const ticketed = (b: TrainBooking) => b.pnr !== null && (b.status === 'BOOKED' || b.status === 'CANCELLED')

export function trainTripPort(db: Database, catalogue: TrainCatalogue, productName: string): ProductPort {
  return {
    view: async (bookingId) => {
      const found = await trainBookingOf(db, catalogue, bookingId)
      return found && { product: 'trains', booking: found.booking }
    },
    keyOpens: async (bookingId, key) => {
      const row = await trainRowOf(db, bookingId)
      return row !== undefined && mayRead(row, { bookingKey: key })
    },
    document: (v) => ({
      kind: 'train_eticket',
      title: 'Train e-ticket (PDF)',
      available: v.product === 'trains' && ticketed(v.booking),
    }),
    eTicket: async (bookingId) => {
      const found = await trainBookingOf(db, catalogue, bookingId)
      return found && ticketed(found.booking) ? renderTrainTicket(found.booking, productName) : undefined
    },
    latestTdrs: async (bookingIds) => {
      const latest = new Map<string, TripTdr>()
      if (!bookingIds.length) return latest
      const rows = await db
        .select()
        .from(railTdrs)
        .where(inArray(railTdrs.bookingId, bookingIds))
        .orderBy(desc(railTdrs.filedAt), desc(railTdrs.id))
      for (const r of rows) {
        if (latest.has(r.bookingId)) continue
        const tdr = tdrView(r)
        latest.set(r.bookingId, {
          status: tdr.status,
          reason: tdr.reasonLabel,
          refund: tdr.refund,
          filed_at: tdr.filedAt,
        })
      }
      return latest
    },
  }
}

/** The e-mail's words: what a traveller needs to board. */
export function trainConfirmationBody(b: TrainBooking, productName: string): string {
  const j = b.journey
  return [
    `Your ${productName} train ticket is booked.`,
    '',
    `PNR: ${b.pnr ?? '-'}`,
    `Trip Id: ${b.tripId}`,
    '',
    `${j.trainNo} ${j.trainName}`,
    `${j.fromName} (${j.from}) → ${j.toName} (${j.to})`,
    `Departs ${j.journeyDate} ${j.departureTime}, arrives ${j.arrivalDate} ${j.arrivalTime}`,
    `Class ${j.travelClass}, quota ${j.quota}`,
    '',
    'Passengers:',
    ...b.passengers.map((p) => `${p.serial}. ${p.name} (${p.age}): ${p.booked?.text ?? '-'}`),
    '',
    `Total paid: ${formatPaise(b.fare.total)}`,
    '',
    `Your e-ticket is attached (PDF); it can also be downloaded from the booking page: /account/bookings/${b.tripId}`,
  ].join('\n')
}

export interface TrainTripJobDeps {
  sender: MessageSender
  productName: string
  catalogue: TrainCatalogue
  enqueue: Enqueue
}

/** Clerkage the railway keeps on a TDR refund, per passenger (paise). */
export const TDR_CLERKAGE = 6_000

export function trainTripJobs(db: Database, deps: TrainTripJobDeps): JobHandlers {
  return {
    'trains.confirmation_email': async (payload) => {
      const id = payloadField(payload, 'bookingId')
      const found = typeof id === 'string' ? await trainBookingOf(db, deps.catalogue, id) : undefined
      if (!found || !ticketed(found.booking)) return
      const b = found.booking
      const pdf = await renderTrainTicket(b, deps.productName)
      await deps.sender.send({
        channel: 'email',
        to: b.contact.email,
        subject: `Your train ticket is booked: PNR ${b.pnr ?? ''} (${b.journey.trainNo} ${b.journey.trainName})`,
        body: trainConfirmationBody(b, deps.productName),
        attachments: [{ filename: `e-ticket-${b.tripId}.pdf`, contentType: 'application/pdf', content: pdf }],
      })
    },
    /**
     * The railway decides a TDR (sandbox: every reason is accepted): the fare of the passengers it
     * names, less the clerkage, refunded to the original payment through the bookings area.
     */
    'trains.tdr_decide': async (payload, ctx) => {
      const id = payloadField(payload, 'tdrId')
      if (typeof id !== 'string') return
      await db.transaction(async (tx) => {
        const [tdr] = await tx.select().from(railTdrs).where(eq(railTdrs.id, id)).for('update')
        if (!tdr || tdr.status !== 'FILED') return
        const [row] = await tx.select().from(railBookings).where(eq(railBookings.id, tdr.bookingId))
        if (!row) return
        const { fare } = storedFareSchema.parse(row.fare)
        const outcome = outcomeSchema.parse(row.outcome)
        const paid = tdr.passengers.reduce((sum, s) => sum + (fare.perPassenger[s - 1] ?? 0), 0)
        const refund = Math.max(0, paid - TDR_CLERKAGE * tdr.passengers.length)
        await tx
          .update(railTdrs)
          .set({ status: 'REFUNDED', refund, decidedAt: ctx.now })
          .where(and(eq(railTdrs.id, id), eq(railTdrs.status, 'FILED')))
        await tripEvent(
          tx,
          row.tripId,
          'train_tdr_refunded',
          `The railway accepted the TDR: ${formatPaise(refund)} will be refunded.`,
          { tdr_id: id, refund },
          ctx.now,
        )
        if (refund > 0)
          await registerRefund(
            tx,
            {
              tripId: row.tripId,
              causeKey: `tdr:${id}`,
              cause: 'cancellation',
              amount: refund,
              destination: 'source',
              paymentId: outcome.captured[0] ?? null,
              breakup: { variant: 'tdr', tdr_id: id, passengers: tdr.passengers, clerkage: TDR_CLERKAGE },
              now: ctx.now,
            },
            deps.enqueue,
          )
      })
    },
  }
}
