/**
 * Sample offers and bookings for the checkout machines' catalogue entries and tests: shaped like
 * the booking service's answers (contracts/checkout/booking.ts).
 */
import type { Booking, Offer } from '@contracts/checkout/booking'
import { sampleFlight } from '../flights/samples'

const fare = (total: number) => ({
  lines: [{ type: 'ADULT' as const, count: 1, base: total - 52_000, taxes: 52_000 }],
  base: total - 52_000,
  taxes: 52_000,
  total,
})

export function sampleOffer(status: Offer['status'], total = 450_000): Offer {
  return {
    id: 'ofr_0123456789abcdef0123456789abcdef',
    status,
    search_id: '6f1c3d2a-1b2c-4d5e-8f90-123456789abc',
    search_type: 'one_way',
    flight_type: 'DOMESTIC',
    residentof_india: true,
    passengers: { adult: 1, child: 0, infant: 0 },
    flights: [sampleFlight({ travel_plan_id: 'TP-0' })],
    shown_fare: fare(450_000),
    fare: status === 'SOLD_OUT' || status === 'PENDING' ? null : fare(total),
    message: status === 'SOLD_OUT' ? 'These seats have just sold out. Please choose another flight.' : null,
    expires_at: '2026-12-01T06:04:00.000Z',
  }
}

export function sampleBooking(status: Booking['status']): Booking {
  return {
    id: 'bk_0123456789abcdef0123456789abcdef',
    trip_id: 'SF1234567890',
    status,
    expires_at: '2026-12-01T06:12:00.000Z',
    created_at: '2026-12-01T06:00:00.000Z',
    offer: sampleOffer('CONFIRMED'),
    passengers: { adult: 1, child: 0, infant: 0 },
    travellers: [],
    contact: null,
    gst: null,
    seats: [],
    meals: [],
    baggage: [],
    promo: null,
    wallet: null,
    insurance_offered: true,
    insurance_price: 19_900,
    lines: [],
    total: 479_900,
    payment: null,
    tickets:
      status === 'TICKETED'
        ? [{ flight_key: '6E-2131-2026-12-01', pnr: 'K7QX2M', ticket_numbers: ['312-0000000001'] }]
        : [],
    message: null,
    refund: null,
    user_id: null,
  }
}

export const sampleRecheckInput = {
  searchId: '6f1c3d2a-1b2c-4d5e-8f90-123456789abc',
  travelPlanIds: ['TP-0'],
  pollIntervalMs: 1000,
}

export const sampleTravellers = {
  travellers: [
    {
      type: 'ADULT' as const,
      title: 'Mr' as const,
      first_name: 'Ravi',
      last_name: 'Sharma',
      gender: 'male' as const,
    },
  ],
  contact: { email: 'ravi@example.com', phone_number: '9876543210' },
}
