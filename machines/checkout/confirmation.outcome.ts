/**
 * The flight port of the commerce core's confirmation (machines/commerce/confirmation.machine.ts):
 * what the page makes of a flight booking's status (contracts/checkout/booking.ts, 000 §4 "Checkout",
 * §8). A booking paid and waiting for the airline, or for the bank, is still on its way.
 */
import type { Booking } from '@contracts/checkout/booking'
import type { ConfirmationOutcome } from '../commerce/confirmation.machine'

export function flightConfirmationOutcome(booking: Pick<Booking, 'status'>): ConfirmationOutcome {
  switch (booking.status) {
    case 'TICKETED':
      return 'confirmed'
    case 'REFUNDED':
      return 'refunded'
    case 'PAYMENT_FAILED':
    case 'DRAFT':
      return 'paymentFailed'
    case 'REVIEW':
      return 'review'
    case 'EXPIRED':
      return 'notPaid'
    default:
      return 'pending'
  }
}
