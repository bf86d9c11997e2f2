/**
 * What a booking answer means (001 §4 "Hotel booking creation"): pure, so the machine's guards and
 * the tests read the same rules. Success is a booking id with status PENDING (the rooms are held),
 * or a way to pay (payment_url / razor_order_id), or a booking at the hotel; every refusal has a
 * code and words; anything else is 'No payment URL in response!'.
 */
import type { ConfirmationOutcome } from '../commerce/confirmation.machine'
import type { BookingAnswer, HotelBooking } from '@contracts/hotels/booking'
import { hotelMessages, type HotelBookingFailure } from '@contracts/hotels/messages'

/** What the traveller asked for: hold the rooms (review), pay now, or book to pay at the hotel. */
export type BookingIntent =
  { kind: 'hold'; shownAmount: number } | { kind: 'payNow' } | { kind: 'payAtHotel' }

export type BookingOutcome =
  | { result: 'held'; booking: HotelBooking }
  | { result: 'priceChanged'; booking: HotelBooking; oldAmount: number }
  | { result: 'paying'; booking: HotelBooking; payUrl: string }
  | { result: 'bookedAtHotel'; booking: HotelBooking }
  | { result: 'failed'; code: HotelBookingFailure; message: string }

const refusals = {
  'cache-expired': { code: 'CACHE_EXPIRED', message: hotelMessages.cacheExpired },
  PROMO_ALREADY_APPLIED: { code: 'PROMO_ALREADY_APPLIED', message: hotelMessages.promoAlreadyApplied },
  'sold-out': { code: 'SOLD_OUT', message: hotelMessages.soldOut },
  ERROR: { code: 'ERROR', message: hotelMessages.error },
} as const

const noPaymentUrl = {
  result: 'failed',
  code: 'NO_PAYMENT_URL',
  message: hotelMessages.noPaymentUrl,
} as const

export function classifyBookingAnswer(answer: BookingAnswer, intent: BookingIntent): BookingOutcome {
  if (answer.booking_error) return { result: 'failed', ...refusals[answer.booking_error.status] }
  const booking = answer.booking
  if (!booking) return noPaymentUrl
  switch (intent.kind) {
    case 'hold':
      if (!booking.booking_id || booking.status !== 'PENDING') return noPaymentUrl
      return booking.price.amount === intent.shownAmount
        ? { result: 'held', booking }
        : { result: 'priceChanged', booking, oldAmount: intent.shownAmount }
    case 'payNow': {
      const payUrl = booking.payment_url
      return payUrl ? { result: 'paying', booking, payUrl } : noPaymentUrl
    }
    case 'payAtHotel':
      return booking.status === 'SUCCESS' ? { result: 'bookedAtHotel', booking } : noPaymentUrl
  }
}

const wordsOf: Record<HotelBookingFailure, string> = {
  CACHE_EXPIRED: hotelMessages.cacheExpired,
  PROMO_ALREADY_APPLIED: hotelMessages.promoAlreadyApplied,
  SOLD_OUT: hotelMessages.soldOut,
  ERROR: hotelMessages.error,
  NO_PAYMENT_URL: hotelMessages.noPaymentUrl,
}

const FAILURE_CODES: Record<string, HotelBookingFailure> = {
  SOLD_OUT: 'SOLD_OUT',
  'sold-out': 'SOLD_OUT',
  CACHE_EXPIRED: 'CACHE_EXPIRED',
  'cache-expired': 'CACHE_EXPIRED',
  PROMO_ALREADY_APPLIED: 'PROMO_ALREADY_APPLIED',
  BOOKING_ERROR: 'ERROR',
}

/** A refused call (book_at_hotel's errors, the service's 4xx): its code when it names one. */
export function failureOf(error: unknown): { code: HotelBookingFailure; message: string } {
  const code =
    typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
      ? FAILURE_CODES[error.code]
      : undefined
  // The service's own sentence for a plain refusal; the spec's words for the named ones.
  if (code && code !== 'ERROR') return { code, message: wordsOf[code] }
  if (code) return { code, message: wordsOf.ERROR }
  const message = error instanceof Error && error.message ? error.message : 'Oops! Something went wrong'
  return { code: 'ERROR', message }
}

/**
 * The hotel port of the commerce core's confirmation (machines/commerce/confirmation.machine.ts),
 * 001 §4 "Hotel confirmation statuses": PENDING (the bank has not told us yet) and PAID (the hotel
 * is confirming) are still on their way.
 */
export function hotelConfirmationOutcome(booking: Pick<HotelBooking, 'status'>): ConfirmationOutcome {
  switch (booking.status) {
    case 'CONFIRMED':
      return 'confirmed'
    case 'SUCCESS':
      return 'confirmedPayLater'
    case 'BOOKING_FAILED':
      return 'refunded'
    case 'BOOKING_FRAUD':
      return 'review'
    case 'PAYMENT_FAILED':
      return 'paymentFailed'
    case 'EXPIRED':
    case 'CANCELLED':
      return 'notPaid'
    default:
      return 'pending'
  }
}
