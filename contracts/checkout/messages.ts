/**
 * What the checkout says, word for word where 000 §8 / 001 §8 give the text; the rest written so a
 * traveller knows what to do next (docs/decisions/0058).
 */
export const checkoutMessages = {
  paymentFailed: 'Payment failed. Please try again',
  paidButFailed: (tripId: string) =>
    `We have received payment for Trip Id ${tripId}, but the booking failed. Please contact our customer care (6AM - 11:59PM)`,
  fraud:
    'It seems like we have encountered an issue. Our call center representative will get in touch with you shortly.',
  notConfirmedYet:
    "We're sorry but your booking is not confirmed yet. We are trying to confirm it with the airline for the next 30 minutes; if it cannot be confirmed, the full amount will be refunded.",
  /** Booking confirmation status 1. */
  status1:
    'Sorry! Your booking did not go through. We are processing a refund. The refund may take 5-7 working days to reflect in your bank account.',
  /** Booking confirmation status 2. */
  status2:
    'We have not received your payment. If any amount was deducted from your account, it will be credited back soon. The reversal may take upto 5-7 working days depending on the bank.',
  /** Booking confirmation status 3. */
  status3:
    'Something went wrong while confirming your booking. We are trying to confirm it: please check with our support after 15 minutes. Otherwise the amount will be refunded in 5-7 working days.',
  confirmed: 'Your booking is confirmed.',
  soldOut: 'These seats have just sold out. Please choose another flight.',
  fareChanged: 'The airline has changed the fare of your flight.',
  expired: 'Your booking session has expired. Please search again to book.',
  /** Why the timer counts to the payment hold after a failed payment (docs/decisions/0207). */
  heldForPayment: (minutes: number) =>
    `Your payment did not go through. We hold your seats for ${minutes} minutes from when you went to pay, so the time left to book now counts to then.`,
  noCheckout: 'There is no booking in progress. Search for flights to start one.',
  termsRequired: 'Please accept the terms and conditions to pay',
  promoAndPoints:
    "You've got the best deal! You can either use PAYBACK points or a promo code to save on this booking.",
} as const
