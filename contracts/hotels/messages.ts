/**
 * What the hotel booking pages say (001 §4 "Hotel booking creation", §5, §8; 000 §8), word for word
 * where the spec gives the text; the rest written so a traveller knows what to do next.
 */
export const hotelMessages = {
  /** 001 §8: anything else the booking service answers without a way to pay. */
  noPaymentUrl: 'No payment URL in response!',
  soldOut: 'This room has just sold out for your dates. Please choose another room or hotel.',
  cacheExpired: 'The price of this room has expired. Please search again to see the latest price.',
  promoAlreadyApplied: 'This promo code has already been applied to your booking.',
  bookingError: 'We could not book this room just now. Please try again, or choose another room.',
  priceChanged: 'The hotel has changed the price of this room.',
  sessionExpired: 'Your booking session has expired. Please search again to book.',
  invalidBooking:
    'This booking address is incomplete: it needs the dates, the hotel, the room, the offer and the guests.',
  invalidPayment:
    'We could not tell which booking this payment was for. Please check your details and pay again.',
  /** 000 §5 / 001 §5. */
  promoAndPoints:
    "You've got the best deal! You can either use PAYBACK points or a promo code to save on this booking.",
  paymentFailed: 'Payment failed. Please try again',
  paidButFailed: (tripId: string) =>
    `We have received payment for Trip Id ${tripId}, but the booking failed. Please contact our customer care (6AM - 11:59PM)`,
  fraud:
    'It seems like we have encountered an issue. Our call center representative will get in touch with you shortly.',
  notConfirmedYet:
    "We're sorry but your booking is not confirmed yet. We are trying to confirm it with the hotel for the next 30 minutes; if it cannot be confirmed, the full amount will be refunded.",
  /** Booking confirmation status 1. */
  refunding:
    'Sorry! Your booking did not go through. We are processing a refund. The refund may take 5-7 working days to reflect in your bank account.',
  /** Booking confirmation status 2. */
  notPaid:
    'We have not received your payment. If any amount was deducted from your account, it will be credited back soon. The reversal may take upto 5-7 working days depending on the bank.',
  confirmed: 'Your hotel booking is confirmed.',
  payAtHotel: 'Your room is booked. You pay at the hotel when you check in.',
  termsRequired: 'Please accept the terms and conditions to pay',
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
