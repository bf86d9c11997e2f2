/**
 * The hotel trip's background jobs (src/services/app.ts upstreamJobs): the confirmation e-mail with
 * the voucher attached, sent through the outbox once the hotel has the booking (CONFIRMED, or
 * SUCCESS to pay at the hotel). The booking service enqueues 'hotel_confirmation_email' {bookingId}.
 */
import { formatPaise } from '@contracts/money'
import { freeCancellationWords, mealWords, roomGuestWords, stayWords } from '@contracts/bookings/hotel-words'
import type { HotelBooking } from '@contracts/hotels/booking'
import type { Database } from '../db/client'
import { payloadField, type JobHandlers } from '../jobs/queue'
import type { MessageSender } from '../messaging/sender'
import { hotelRowOf } from './trip-port'
import { guestNames, hotelBookingOf, isConfirmed } from './trip-view'
import { renderHotelVoucher } from './voucher'

export interface HotelTripJobDeps {
  sender: MessageSender
  productName: string
}

/** The e-mail's words: what a guest needs to find the hotel and check in. */
export function confirmationBody(b: HotelBooking, productName: string): string {
  const stay = stayWords(b)
  return [
    `Your ${productName} hotel booking is confirmed.`,
    '',
    `Trip Id: ${b.trip_id}`,
    `Booking id: ${b.booking_id}`,
    '',
    b.hotel.name,
    `${b.hotel.address}, ${b.hotel.city.name}`,
    stay.checkin,
    stay.checkout,
    `${stay.nights}, ${stay.rooms}: ${b.room.name}, ${mealWords[b.room.meal]}`,
    ...roomGuestWords(b.stay.rooms),
    '',
    'Guests:',
    ...guestNames(b),
    '',
    b.pay_at_hotel
      ? `To pay at the hotel: ${formatPaise(b.price.total)} (including taxes)`
      : `Total paid: ${formatPaise(b.price.total)} (including taxes)`,
    freeCancellationWords(b),
    '',
    `Your hotel voucher is attached (PDF); it can also be downloaded from the booking page: /account/bookings/${b.trip_id}`,
  ].join('\n')
}

export function hotelTripJobs(db: Database, deps: HotelTripJobDeps): JobHandlers {
  return {
    hotel_confirmation_email: async (payload) => {
      const id = payloadField(payload, 'bookingId')
      const row = typeof id === 'string' ? await hotelRowOf(db, id) : undefined
      if (!row || !isConfirmed(row.status)) return
      const booking = hotelBookingOf(row)
      const to = booking.contact_details?.email ?? row.email
      if (!to) return
      const voucher = await renderHotelVoucher(booking, deps.productName)
      await deps.sender.send({
        channel: 'email',
        to,
        subject: `Your hotel booking is confirmed: Trip Id ${row.tripId} (${booking.hotel.name})`,
        body: confirmationBody(booking, deps.productName),
        attachments: [
          { filename: `hotel-voucher-${row.tripId}.pdf`, contentType: 'application/pdf', content: voucher },
        ],
      })
    },
  }
}
