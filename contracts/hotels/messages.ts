/**
 * What the hotel booking pages say: the hotel booking's own texts (hotelBookingMessages, shared with
 * the hotel service) and the few only the pages need (001 §4 "Hotel booking creation", §5, §8; 000
 * §8). Pure data: the machines read it too.
 */
import { checkoutMessages } from '@contracts/checkout/messages'
import { PROMO_AND_POINTS_MESSAGE } from '@contracts/promo/schemas'
import { hotelBookingMessages } from './booking'

export const hotelMessages = {
  ...hotelBookingMessages,
  /** 001 §8: anything else the booking service answers without a way to pay. */
  noPaymentUrl: 'No payment URL in response!',
  priceChanged: 'The hotel has changed the price of this room.',
  invalidBooking:
    'This booking address is incomplete: it needs the dates, the hotel, the room, the offer and the guests.',
  invalidPayment:
    'We could not tell which booking this payment was for. Please check your details and pay again.',
  promoAndPoints: PROMO_AND_POINTS_MESSAGE,
  promoNeedsEmail: 'Enter your e-mail under Contact details first: the promo code is checked against it.',
  /** Booking confirmation status 1 and 2 (000 §8). */
  refunding: checkoutMessages.status1,
  notPaid: checkoutMessages.status2,
  termsRequired: checkoutMessages.termsRequired,
} as const

/** Failure kinds of the booking creation (001 §4): the spec's codes, and the catch-all. */
export const HOTEL_BOOKING_FAILURES = [
  'CACHE_EXPIRED',
  'PROMO_ALREADY_APPLIED',
  'SOLD_OUT',
  'ERROR',
  'NO_PAYMENT_URL',
] as const
export type HotelBookingFailure = (typeof HOTEL_BOOKING_FAILURES)[number]
