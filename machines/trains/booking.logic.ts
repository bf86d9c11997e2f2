/**
 * What the train booking flow reads from the railway's answers (issue 16; 001 §4 Trains), kept apart
 * from the statecharts so the rules are plain functions: how a refused request is told apart (the
 * railway is down, the train cannot be booked now, or the booking was refused), and what a booking's
 * status means to the confirmation poll.
 */
import type { ConfirmationOutcome } from '../commerce/confirmation.machine'
import type { TrainBooking } from '@contracts/trains/booking'

/** Why a request of the booking flow did not go through, as the page tells it. */
export type TrainFailureKind =
  /** The railway's system is down (001 §8 "railway-system-down modal"). */
  | 'down'
  /** Not bookable now: the nightly downtime, Tatkal not open, the train full (the not-available modal). */
  | 'notAvailable'
  /** The booking was refused (001 §8 "booking error modal"): its words and a way on. */
  | 'bookingError'

export interface TrainFailure {
  kind: TrainFailureKind
  message: string
}

const GENERIC = 'Oops! Something went wrong. Please try again'

/** The code a server function's error carries (src/server/trains/booking-client.server.ts sets it). */
function codeOf(error: unknown): string | null {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code // narrowed by the `in` check above
    return typeof code === 'string' ? code : null
  }
  return null
}

export function failureOf(error: unknown): TrainFailure {
  const message = error instanceof Error && error.message.trim() ? error.message : GENERIC
  const code = codeOf(error)
  if (code === 'RAILWAY_DOWN') return { kind: 'down', message }
  if (code === 'NOT_AVAILABLE') return { kind: 'notAvailable', message }
  return { kind: 'bookingError', message }
}

/**
 * The train port of the commerce core's confirmation (machines/commerce/confirmation.machine.ts):
 * what the page makes of a booking's status (contracts/trains/booking.ts). PENDING and PAID are
 * still on their way; BOOKED is confirmed once the PNR is there (places CNF, RAC or WL).
 */
export function trainConfirmationOutcome(booking: Pick<TrainBooking, 'status' | 'pnr'>): ConfirmationOutcome {
  switch (booking.status) {
    case 'BOOKED':
      return booking.pnr ? 'confirmed' : 'pending'
    case 'CANCELLED':
      // Cancelled after it was booked: the page shows the ticket and its cancelled places.
      return booking.pnr ? 'confirmed' : 'notPaid'
    case 'BOOKING_FAILED':
      // Paid but not booked: the money goes back (001 §8 payment messages).
      return 'refunded'
    case 'PAYMENT_FAILED':
      return 'paymentFailed'
    case 'EXPIRED':
      // No payment came before the checkout session ended.
      return 'notPaid'
    case 'PENDING':
    case 'PAID':
      return 'pending'
  }
}
