/** A flight booking's travellers, contact and GST details, checked by 000 §5's rules. */
import {
  offerSchema,
  travellersRequestSchema,
  type Offer,
  type TravellersRequest,
} from '@contracts/checkout/booking'
import { countsProblem, travellerProblems } from '@contracts/checkout/travellers'
import { validationError, type FieldError } from '../http/errors'
import { ageRules, type BookingRow, type CheckoutConfig } from './bookings'

const lastDay = (offer: Offer) => {
  const last = offer.flights.at(-1)
  const j = last?.return_journey ?? last
  return (j?.arrivalDateTime ?? '').slice(0, 10)
}

/** The travellers, contact and GST details, checked by 000 §5's rules. */
export function checkTravellers(row: BookingRow, body: TravellersRequest, config: CheckoutConfig, now: Date) {
  const offer = offerSchema.parse(row.offer)
  const parsed = travellersRequestSchema.parse(body)
  const errors: FieldError[] = []
  const counts = countsProblem(
    parsed.travellers.map((t) => t.type),
    offer.passengers,
  )
  if (counts) errors.push({ field: 'travellers', message: counts })
  // Seats and meals name travellers by place: adults first, then children, then infants.
  const rank = { ADULT: 0, CHILD: 1, INFANT: 2 } as const
  const ordered = parsed.travellers.every(
    (t, i, all) => i === 0 || rank[all[i - 1]?.type ?? 'ADULT'] <= rank[t.type],
  )
  if (!counts && !ordered)
    errors.push({
      field: 'travellers',
      message: 'List the adults first, then the children, then the infants',
    })
  const ctx = {
    travelDate: (offer.flights[0]?.departureDateTime ?? '').slice(0, 10),
    lastTravelDate: lastDay(offer),
    today: now.toISOString().slice(0, 10),
    international: offer.flight_type === 'INTERNATIONAL',
    insuranceOffered: offer.residentof_india,
    rules: ageRules(config),
  }
  parsed.travellers.forEach((t, i) => {
    for (const p of travellerProblems(t, ctx))
      errors.push({ field: `travellers.${i}.${p.field}`, message: p.message })
  })
  const first = errors[0]
  if (first) throw validationError(`${first.field}: ${first.message}`, errors)
  return parsed
}
