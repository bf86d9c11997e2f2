/**
 * The flight booking's trip (`trips`) and its history (`trip_events`), written through the commerce
 * core's writeTrip in the transaction that changes the booking (docs/decisions/0080, 0087). A checkout becomes a trip
 * when the traveller first tries to pay: an abandoned form never shows in the bookings list, a
 * payment tried and failed does.
 */
import { z } from 'zod'
import { contactSchema, offerSchema, type Offer } from '@contracts/checkout/booking'
import type { GatewayPayment } from '@contracts/payments/merchant'
import { formatPaise } from '@contracts/money'
import { flightBookings } from '../db/schema'
import type { Tx } from '../commerce/idempotency'
import { writeTrip, type TripEvent, type TripStatus } from '../commerce/trip-record'

type BookingRow = typeof flightBookings.$inferSelect
const contactOf = z.object({ contact: contactSchema.nullable().catch(null).default(null) })
/** The part of the booking paid from the wallet (docs/decisions/0082), if any. */
const walletOf = z.object({
  wallet: z.object({ amount: z.number().int().nonnegative() }).nullable().catch(null).default(null),
})
/** The trip's price, whoever paid it: the gateway's total plus the wallet part. */
const priceOfTrip = (row: BookingRow) => row.total + (walletOf.parse(row.details).wallet?.amount ?? 0)
/** "₹9,860.00", or "₹9,860.00 (₹1,000.00 from the wallet)". */
function paidWords(row: BookingRow): string {
  const wallet = walletOf.parse(row.details).wallet?.amount ?? 0
  return wallet
    ? `${formatPaise(priceOfTrip(row))} (${formatPaise(wallet)} from the wallet)`
    : formatPaise(row.total)
}

/** The trip's lifecycle from the booking's status; null while the checkout is only a form. */
export function tripStatusOf(status: string): TripStatus | null {
  switch (status) {
    case 'AWAITING_PAYMENT':
    case 'PAYMENT_PENDING':
    case 'REVIEW':
    case 'TICKETING':
    case 'UNCONFIRMED':
      return 'pending'
    case 'TICKETED':
      return 'confirmed'
    case 'REFUNDED':
      return 'refunded'
    case 'PAYMENT_FAILED':
    case 'EXPIRED':
      return 'failed'
    default:
      return null
  }
}

/** "Delhi → Mumbai", "New Delhi ⇄ Mumbai (round trip)", "New Delhi → Mumbai → Goa (multi-city)". */
export function tripTitle(offer: Offer): string {
  const first = offer.flights[0]
  if (!first) return 'Flight booking'
  if (offer.search_type === 'roundtrip')
    return `${first.origin.city_name} ⇄ ${first.destination.city_name} (round trip)`
  if (offer.search_type === 'multicity') {
    const cities = [first.origin.city_name, ...offer.flights.map((f) => f.destination.city_name)]
    return `${cities.join(' → ')} (multi-city)`
  }
  return `${first.origin.city_name} → ${first.destination.city_name}`
}

/** A supplier time without an offset is India's. */
const instant = (text: string) => new Date(/[zZ]|[+-]\d\d:\d\d$/.test(text) ? text : `${text}+05:30`)

export function tripTimes(offer: Offer): { startsAt: Date; endsAt: Date } {
  const journeys = offer.flights.flatMap((f) => [f, ...(f.return_journey ? [f.return_journey] : [])])
  const starts = journeys.map((j) => instant(j.departureDateTime).getTime())
  const ends = journeys.map((j) => instant(j.arrivalDateTime).getTime())
  const startsAt = new Date(starts.length ? Math.min(...starts) : 0)
  return { startsAt, endsAt: new Date(ends.length ? Math.max(...ends) : startsAt.getTime()) }
}

export const tripEventOf = {
  paymentStarted: (row: BookingRow): TripEvent => ({
    kind: 'payment_started',
    text: `Payment of ${formatPaise(row.total)} started`,
    data: { amount: row.total },
  }),
  paid: (row: BookingRow, paymentId: string): TripEvent => ({
    kind: 'paid',
    text: `Payment of ${paidWords(row)} received; asking the airline to confirm`,
    data: { amount: priceOfTrip(row), payment_id: paymentId },
  }),
  paymentFailed: (): TripEvent => ({ kind: 'payment_failed', text: 'The payment did not go through' }),
  paymentPending: (): TripEvent => ({
    kind: 'payment_pending',
    text: 'The bank has not confirmed the payment yet',
  }),
  expired: (): TripEvent => ({
    kind: 'expired',
    text: 'The booking time ran out before the payment was made',
  }),
  ticketed: (pnrs: string[]): TripEvent => ({
    kind: 'ticketed',
    text: `Booked and ticketed (PNR ${pnrs.join(', ')})`,
    data: { pnrs },
  }),
  refunded: (row: BookingRow): TripEvent => ({
    kind: 'booking_failed',
    text: `The airline could not confirm the booking; ${formatPaise(row.total)} is being refunded`,
    data: { amount: row.total },
  }),
}

/** The history row for a payment's effect on the booking, by the status it moved the booking to. */
export function paymentEvent(row: BookingRow, payment: GatewayPayment): TripEvent | undefined {
  if (row.status === 'TICKETING') return tripEventOf.paid(row, payment.id)
  if (row.status === 'REFUNDED') return tripEventOf.refunded(row)
  if (row.status === 'PAYMENT_FAILED') return tripEventOf.paymentFailed()
  if (row.status === 'PAYMENT_PENDING') return tripEventOf.paymentPending()
  return undefined
}

/**
 * Writes the booking's trip as it is now (insert or update) and, when given, one history row. A
 * checkout that never reached payment writes nothing; an expired one updates only a trip that
 * exists (its payment was tried).
 */
export async function recordTrip(tx: Tx, row: BookingRow, event?: TripEvent): Promise<void> {
  const status = tripStatusOf(row.status)
  if (!status) return
  const offer = offerSchema.parse(row.offer)
  const { contact } = contactOf.parse(row.details)
  const values = {
    tripId: row.tripId,
    product: 'flights' as const,
    bookingId: row.id,
    userId: row.userId,
    email: contact?.email.toLowerCase() ?? null,
    phone: contact ? `${contact.phone_number}`.replace(/\D/g, '') : null,
    title: tripTitle(offer),
    ...tripTimes(offer),
    status,
    total: priceOfTrip(row),
    updatedAt: row.updatedAt,
  }
  await writeTrip(tx, values, row.status === 'EXPIRED', event)
}

export type { TripEvent, TripStatus }
