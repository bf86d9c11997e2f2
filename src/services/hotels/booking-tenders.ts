/**
 * The hotel booking as the commerce core's tenders see it (docs/decisions/0220): the total before
 * tenders is the offer less a promo's instant discount; what the tenders leave is the booking's
 * `total` (what the gateway order is made for); a booking they cover whole is paid as a captured
 * payment would pay it, with no gateway order.
 */
import { eq } from 'drizzle-orm'
import type { Tx } from '../db/client'
import { hotelBookings } from '../db/schema'
import { ApiError } from '../http/errors'
import { closedBy, tenderSum, type TenderBookingPort } from '../commerce/tenders'
import { assertPan, markHotelPaid, readyToPay, type HotelPaymentDeps } from './booking-payment'
import {
  assertOpen,
  detailsSchema,
  loadBooking,
  notYours,
  outcomeSchema,
  saveBooking,
  storedOfferSchema,
  totalOf,
  type Caller,
  type HotelBookingRow,
} from './booking-store'

async function lockedRow(tx: Tx, bookingId: string): Promise<HotelBookingRow> {
  const [row] = await tx.select().from(hotelBookings).where(eq(hotelBookings.id, bookingId)).for('update')
  if (!row) throw notYours()
  return row
}

export function hotelTenderPort(payments: HotelPaymentDeps): TenderBookingPort<Caller> {
  return {
    product: 'hotels',
    async lock(tx, bookingId, caller, now) {
      const row = await loadBooking(tx, bookingId, caller, true)
      const details = detailsSchema.parse(row.details)
      const { offer } = storedOfferSchema.parse(row.offer)
      return {
        id: row.id,
        tripId: row.tripId,
        owner: {
          userId: caller.userId ?? null,
          email: details.contact?.email ?? row.email,
          mobile: details.contact?.phone ?? null,
        },
        total: totalOf(offer.price.amount, details.promo),
        closed: row.payAtHotel
          ? new ApiError(
              409,
              'BOOKING_NOT_EDITABLE',
              'This booking is paid at the hotel: nothing is paid online.',
              'A pay-at-hotel booking takes no tenders.',
            )
          : closedBy(() => assertOpen(row, now)),
      }
    },
    async payableChanged(tx, bookingId, left, live, now) {
      const row = await lockedRow(tx, bookingId)
      const details = detailsSchema.parse(row.details)
      await saveBooking(tx, row, { total: left, details: { ...details, tendered: tenderSum(live) } }, now)
    },
    async paidWithoutGateway(tx, bookingId, now) {
      const row = await lockedRow(tx, bookingId)
      if (!readyToPay(row))
        throw new ApiError(
          409,
          'GUESTS_MISSING',
          'Add the contact details and a lead guest for every room before paying',
          'PUT the guests of this booking first.',
          [{ field: 'guests_details', message: `give one lead guest per room (${row.rooms.length})` }],
        )
      assertPan(row)
      await markHotelPaid(tx, row, outcomeSchema.parse(row.outcome), payments, now, null)
    },
  }
}
