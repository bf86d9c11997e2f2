/**
 * The hotel booking's product-neutral trip (`trips`) and its history (`trip_events`), written in
 * the transaction that changes the booking (docs/decisions/0080, 0087): a hotel booking becomes a
 * trip when the traveller first pays or books to pay at the hotel.
 */
import type { HotelBookingStatus } from '@contracts/hotels/booking'
import { hotelBookings, trips } from '../db/schema'
import { writeTrip } from '../commerce/trip-record'
import type { Tx } from '../db/client'

export type HotelBookingRow = typeof hotelBookings.$inferSelect
type TripStatus = typeof trips.$inferInsert.status

/** The trip's lifecycle from the booking's status; null while the booking is only a form. */
export function hotelTripStatusOf(status: string): TripStatus | null {
  switch (status as HotelBookingStatus) {
    case 'PAID':
    case 'BOOKING_FRAUD':
      return 'pending'
    case 'CONFIRMED':
    case 'SUCCESS':
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

export interface HotelTripEvent {
  kind: string
  text: string
  data?: Record<string, unknown>
}

interface TripFacts {
  title: string
  email: string | null
  phone: string | null
}

/** Check-in at the hotel's check-in time and check-out at its check-out time, India time. */
function stayTimes(row: HotelBookingRow, checkinTime = '14:00', checkoutTime = '12:00') {
  return {
    startsAt: new Date(`${row.checkin}T${checkinTime}:00+05:30`),
    endsAt: new Date(`${row.checkout}T${checkoutTime}:00+05:30`),
  }
}

/**
 * Writes the booking's trip as it is now (insert or update) and, when given, one history row. A
 * booking that never reached payment writes nothing; an expired one updates only a trip that exists.
 */
export async function recordHotelTrip(
  tx: Tx,
  row: HotelBookingRow,
  facts: TripFacts & { checkinTime?: string; checkoutTime?: string },
  event?: HotelTripEvent,
): Promise<void> {
  const status = hotelTripStatusOf(row.status)
  if (!status) return
  const values = {
    tripId: row.tripId,
    product: 'hotels' as const,
    bookingId: row.id,
    userId: row.userId,
    email: facts.email?.toLowerCase() ?? null,
    phone: facts.phone?.replace(/\D/g, '') ?? null,
    title: facts.title,
    ...stayTimes(row, facts.checkinTime, facts.checkoutTime),
    status,
    total: row.total,
    updatedAt: row.updatedAt,
  }
  await writeTrip(tx, values, row.status === 'EXPIRED', event)
}
