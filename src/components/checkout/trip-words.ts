/** Words and addresses about a checkout's trip, for its pages. */
import type { Booking, Offer } from '@contracts/checkout/booking'
import { checkoutSteps, type CheckoutStep } from '@machines/checkout/checkout.machine'

/** A checkout the traveller can still change and pay (the others are paid, or over). */
export const isOpen = (booking: Pick<Booking, 'status'>) =>
  booking.status === 'DRAFT' || booking.status === 'PAYMENT_FAILED'

export const stepPaths: Record<CheckoutStep, string> = {
  yourFlight: '/flights/booking/your-flight',
  addOns: '/flights/booking/add-ons',
  travellerDetails: '/flights/booking/traveller-details',
  payment: '/flights/booking/payment',
}

export const stepTitles: Record<CheckoutStep, string> = {
  yourFlight: 'Your flight',
  addOns: 'Add-ons',
  travellerDetails: 'Traveller details',
  payment: 'Payment',
}

export function stepOfPath(pathname: string): CheckoutStep {
  return checkoutSteps.find((step) => pathname.startsWith(stepPaths[step])) ?? 'yourFlight'
}

/** The results of the same trip, for a new search after the session ended or a flight sold out. */
export function searchAgainHref(offer: Offer): string {
  const first = offer.flights[0]
  if (!first) return '/'
  const p = new URLSearchParams()
  const date = first.departureDateTime.slice(0, 10)
  if (offer.search_type === 'multicity') return '/'
  p.set('origin', first.origin.airport_code)
  p.set('destination', first.destination.airport_code)
  p.set('originCountry', first.origin.country_code)
  p.set('destinationCountry', first.destination.country_code)
  p.set('travelDate', date)
  const back = offer.flights[1] ?? first.return_journey
  if (offer.search_type === 'roundtrip' && back) p.set('returnDate', back.departureDateTime.slice(0, 10))
  if (offer.passengers.adult > 1) p.set('adults', String(offer.passengers.adult))
  if (offer.passengers.child) p.set('children', String(offer.passengers.child))
  if (offer.passengers.infant) p.set('infants', String(offer.passengers.infant))
  return `/flights/search/${offer.search_type}?${p.toString()}`
}

/** '6E-2131-2026-12-01' → '6E 2131'. */
export function flightWords(key: string): string {
  const [airline, number] = key.split('-')
  return `${airline ?? ''} ${number ?? ''}`
}
