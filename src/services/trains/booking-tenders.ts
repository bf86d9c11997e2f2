/**
 * The train booking as the commerce core's tenders see it (docs/decisions/0220): the total before
 * tenders is the fare; what the tenders leave is the booking's `total` (what the gateway order is
 * made for); a booking they cover whole is paid as a captured payment would pay it, with no order.
 * Open is the traveller's view of the timer (statusNow): the railway's clock, not the wall's.
 */
import { eq } from 'drizzle-orm'
import { trainBookingMessages } from '@contracts/trains/booking'
import type { Tx } from '../db/client'
import { railBookings } from '../db/schema'
import { ApiError } from '../http/errors'
import { tenderSum, type TenderBookingPort } from '../commerce/tenders'
import { markTrainPaid, type TrainPaymentDeps } from './booking-payment'
import {
  OPEN,
  detailsSchema,
  loadBooking,
  notYours,
  outcomeSchema,
  saveBooking,
  statusNow,
  storedFareSchema,
  type Caller,
  type TrainBookingRow,
} from './booking-store'

async function lockedRow(tx: Tx, bookingId: string): Promise<TrainBookingRow> {
  const [row] = await tx.select().from(railBookings).where(eq(railBookings.id, bookingId)).for('update')
  if (!row) throw notYours()
  return row
}

function closedWhy(row: TrainBookingRow, now: Date): ApiError | null {
  const status = statusNow(row, now)
  if (status === 'EXPIRED')
    return new ApiError(410, 'BOOKING_EXPIRED', trainBookingMessages.expired, 'The booking’s timer ran out.')
  if (!OPEN.includes(status))
    return new ApiError(
      409,
      'BOOKING_NOT_EDITABLE',
      'This booking can no longer be changed: it has been paid for or booked.',
      `The booking is ${status}.`,
    )
  return null
}

export function trainTenderPort(payments: TrainPaymentDeps): TenderBookingPort<Caller> {
  return {
    product: 'trains',
    async lock(tx, bookingId, caller, now) {
      const row = await loadBooking(tx, bookingId, caller, true)
      const { contact } = detailsSchema.parse(row.details)
      return {
        id: row.id,
        tripId: row.tripId,
        owner: { userId: caller.userId ?? null, email: contact.email, mobile: contact.mobile },
        total: storedFareSchema.parse(row.fare).fare.total,
        closed: closedWhy(row, now),
      }
    },
    async payableChanged(tx, bookingId, left, live, now) {
      const row = await lockedRow(tx, bookingId)
      const details = detailsSchema.parse(row.details)
      await saveBooking(tx, row, { total: left, details: { ...details, tendered: tenderSum(live) } }, now)
    },
    async paidWithoutGateway(tx, bookingId, now) {
      const row = await lockedRow(tx, bookingId)
      await markTrainPaid(tx, row, outcomeSchema.parse(row.outcome), payments, now)
    },
  }
}
