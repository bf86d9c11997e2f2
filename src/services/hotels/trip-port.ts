/**
 * The hotel booking as the bookings area reads it (src/services/bookings/product-port.ts, joined in
 * src/services/app.ts): its view, whether a guest's access key opens it, and its voucher.
 */
import { eq } from 'drizzle-orm'
import type { Database } from '../db/client'
import { hotelBookings } from '../db/schema'
import type { ProductPort } from '../commerce/product-port'
import { hotelBookingOf, isConfirmed, mayOpenHotel } from './trip-view'
import { renderHotelVoucher } from './voucher'

export async function hotelRowOf(db: Database, id: string) {
  return (await db.select().from(hotelBookings).where(eq(hotelBookings.id, id)).limit(1))[0]
}

/** The voucher of a booking the hotel has (confirmed, or booked to pay there); undefined otherwise. */
export async function hotelVoucher(db: Database, id: string, productName: string) {
  const row = await hotelRowOf(db, id)
  return row && isConfirmed(row.status) ? renderHotelVoucher(hotelBookingOf(row), productName) : undefined
}

export function hotelTripPort(db: Database, productName: string): ProductPort {
  return {
    view: async (bookingId) => {
      const row = await hotelRowOf(db, bookingId)
      return row && { product: 'hotels', booking: hotelBookingOf(row) }
    },
    keyOpens: async (bookingId, key) => {
      const row = await hotelRowOf(db, bookingId)
      return row !== undefined && mayOpenHotel(row, { bookingKey: key })
    },
    document: (v) => ({
      kind: 'hotel_voucher',
      title: 'Hotel voucher (PDF)',
      available: v.product === 'hotels' && isConfirmed(v.booking.status),
    }),
    eTicket: (bookingId) => hotelVoucher(db, bookingId, productName),
  }
}
