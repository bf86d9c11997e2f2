/**
 * Sample hotel bookings and promo results for the hotel machines' catalogue entries and tests:
 * shaped like the hotel service's answers (contracts/hotels/booking.ts).
 */
import type {
  BookingAnswer,
  HotelBooking,
  HotelBookingStatus,
  HotelPromoResult,
} from '@contracts/hotels/booking'
import type { HotelBookingRequest } from './booking.machine'

const price = (amount: number, discount = 0) => ({
  amount,
  base: amount - 54_000,
  taxes: [{ label: 'mandatory tax' as const, amount: 54_000 }],
  per_night: Math.round(amount / 2),
  nights: 2,
  currency: 'INR' as const,
  discount,
  total: amount - discount,
})

export function sampleHotelBooking(
  status: HotelBookingStatus,
  over: Partial<HotelBooking> = {},
): HotelBooking {
  return {
    id: 'hb_0123456789abcdef',
    booking_id: 'HB1234567890',
    trip_id: 'SF1234567890',
    status,
    hotel: {
      hotel_id: 'goa-0001',
      name: 'Sea Breeze Residency',
      property_type: 'Hotel',
      star_rating: 4,
      address: '12 Beach Road, Calangute, Goa',
      city: { id: 'goa', name: 'Goa', state: 'Goa' },
      locality: { id: 'goa-calangute', name: 'Calangute' },
      coordinates: { lat: 15.5439, lng: 73.7553 },
      checkin_time: '14:00',
      checkout_time: '11:00',
      media_list: [],
    },
    room: {
      room_idx: 0,
      name: 'Deluxe Room',
      offer_id: 'off_1',
      offer_name: 'Room with breakfast',
      meal: 'breakfast_included',
    },
    stay: {
      checkin_date: '2026-12-10',
      checkout_date: '2026-12-12',
      rooms: [{ adults_count: 2, children_age: [] }],
      nights: 2,
    },
    price: price(1_054_000),
    cancellation_policy: { refundable: false, free_until: null, rules: [], text: 'Non-refundable.' },
    pay_at_hotel: false,
    pay_at_hotel_allowed: true,
    pan_required: false,
    contact_details: null,
    guests_details: [],
    special_requests: null,
    pan_card_no: null,
    promo: null,
    razor_order_id: null,
    payment_url: null,
    expires_at: '2026-12-01T06:12:00.000Z',
    message: null,
    created_at: '2026-12-01T06:00:00.000Z',
    ...over,
  }
}

export const heldAnswer = (over: Partial<HotelBooking> = {}): BookingAnswer => ({
  booking: sampleHotelBooking('PENDING', over),
  booking_error: null,
})

export const refusedAnswer = (
  status: NonNullable<BookingAnswer['booking_error']>['status'],
): BookingAnswer => ({ booking: null, booking_error: { status, message: status } })

export function samplePromo(over: Partial<HotelPromoResult> = {}): HotelPromoResult {
  return {
    code: 'HOTEL500',
    promoDiscount: 50_000,
    promoError: null,
    promoErrorType: null,
    price: price(1_054_000, 50_000),
    cashbackAmount: 0,
    cashbackBasis: null,
    cashbackCreditInDays: null,
    ...over,
  }
}

/** What the review page sends to hold the sample booking's room at the price shown. */
export const sampleHoldRequest: HotelBookingRequest = {
  kind: 'hold',
  address: {
    checkin_date: '2026-12-10',
    checkout_date: '2026-12-12',
    hotel_id: 'goa-0001',
    offer_id: 'off_1',
    room_idx: 0,
    rooms: [{ adults_count: 2, children_age: [] }],
  },
  shownAmount: 1_054_000,
  attempt: 'a0123456789abcdef0123456789abcdef',
}

/** What the guests step sends for the sample booking: the contact and the room's lead guest. */
export const sampleDetailsRequest: HotelBookingRequest = {
  kind: 'details',
  bookingId: 'HB1234567890',
  details: {
    contact: {
      name: 'Asha',
      surname: 'Sharma',
      email: 'asha@example.com',
      country_code: '91',
      phone: '9876543210',
    },
    guests: [{ title: 'Ms', name: 'Asha', surname: 'Sharma' }],
    address: '/hotels/booking/guests?booking_id=HB1234567890',
  },
}
