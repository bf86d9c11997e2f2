/**
 * The flight booking as the bookings area reads it (src/services/bookings/product-port.ts, joined
 * in src/services/app.ts): its view, whether a guest's booking key opens it, and its e-ticket.
 */
import { eq } from 'drizzle-orm'
import type { Database } from '../db/client'
import { flightBookings } from '../db/schema'
import { bookingView, mayRead, type CheckoutConfig } from './bookings'
import { cancelledPairs } from './cancellation'
import { renderETicket } from './eticket'
import { failedBookingRefund } from '../commerce/refunds'
import type { ProductBooking } from '@contracts/bookings/trips'

export function flightTripPort(db: Database, config: CheckoutConfig, productName: string) {
  const rowOf = async (id: string) =>
    (await db.select().from(flightBookings).where(eq(flightBookings.id, id)).limit(1))[0]
  return {
    view: async (bookingId: string) => {
      const row = await rowOf(bookingId)
      if (!row) return undefined
      const cancelled = await cancelledPairs(db, row.tripId)
      const view = bookingView(row, config)
      const booking = { ...view, refund: await failedBookingRefund(db, row, view.total) }
      return { product: 'flights' as const, booking, cancelled }
    },
    document: (v: ProductBooking) => ({
      kind: 'e_ticket' as const,
      title: 'E-ticket (PDF)',
      available: v.product === 'flights' && v.booking.status === 'TICKETED',
    }),
    keyOpens: async (bookingId: string, key: string) => {
      const row = await rowOf(bookingId)
      return row !== undefined && mayRead(row, { bookingKey: key })
    },
    eTicket: async (bookingId: string) => {
      const row = await rowOf(bookingId)
      return row?.status === 'TICKETED' ? renderETicket(bookingView(row, config), productName) : undefined
    },
  }
}
