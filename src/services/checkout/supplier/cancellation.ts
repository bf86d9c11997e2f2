/**
 * The sandbox airline's cancellation rules (001 §4 "Bookings cancellation"; docs/decisions/0084).
 * Pure and deterministic: per traveller and flight of a ticketed booking, what the traveller paid
 * for that flight, the airline's penalty (a share of the fare by airline, halved for a refundable
 * fare, ×1.5 within 72 hours of departure and ×2 within 24), the store's fee
 * (app.config.ts cancellation.storeFeePerLine) and the refund, never below zero; a flight too close
 * to departure, or flown, is refused with words a traveller reads.
 *
 * What a line's "paid" holds: the traveller's air fare (base and taxes) shared equally between the
 * flights of the booking, and the seat, meal and extra baggage bought for that flight. Insurance
 * (a policy issued at ticketing) and the convenience fee (the store's, per booking) are not
 * refunded. An instant promo discount lowers every line in proportion, so no line returns more
 * than was paid for it.
 */
import type { Booking, Offer } from '@contracts/checkout/booking'
import { cancellationMessages, type QuoteLine } from '@contracts/bookings/cancellation'
import type { ProductConfig } from '@config'
import type { Details } from '../bookings'
import { flightKeyOf } from './seat-layouts'

/** The airline's penalty: this share of the traveller's fare for the flight, before the time factor. */
const airlinePenaltyRate: Record<string, number> = {
  '6E': 0.25,
  SG: 0.25,
  AI: 0.3,
  UK: 0.3,
  IX: 0.2,
  QP: 0.2,
}
const DEFAULT_RATE = 0.275
/** An infant (on a lap) pays a flat penalty per flight, at most its fare. */
const INFANT_PENALTY = 50_000

export interface Segment {
  flight_key: string
  route: string
  airline: string
  departs_at: string
  refundableFare: boolean
}

/** The flights of a booking, in order (both directions of a return). */
export function segmentsOf(offer: Offer): Segment[] {
  return offer.flights.flatMap((result) =>
    [result, ...(result.return_journey ? [result.return_journey] : [])].flatMap((journey) =>
      journey.flights.map((leg) => ({
        flight_key: flightKeyOf(leg),
        route: `${leg.origin.airport_code} → ${leg.destination.airport_code}`,
        airline: leg.airline_code,
        departs_at: leg.departure_datetime,
        refundableFare: result.refundable,
      })),
    ),
  )
}

/** Sandbox controls of a cancellation (x-sandbox-scenario or the booking's scenario). */
export interface CancelScenario {
  /** This traveller's ticket cancellation fails at the airline (the partial case); `all`: every one. */
  cancelFails?: number | 'all' | undefined
  /** Sandbox: the quote being confirmed counts as this much older (its expiry seen at once). */
  quoteAgeMs?: number | undefined
  /** Sandbox: a refund to the original payment goes to the gateway this long after it is registered. */
  refundAfterMs?: number | undefined
  /** The first flight departs this many hours from now (negative: flown). */
  departsInHours?: number | undefined
}

export function refusalOf(segment: Segment, nowMs: number, cutoffHours: number): string | null {
  const hours = (Date.parse(segment.departs_at) - nowMs) / 3_600_000
  if (hours <= 0) return cancellationMessages.flown
  if (hours < cutoffHours) return cancellationMessages.tooClose(cutoffHours)
  return null
}

/** The clock the rules read: the real one, or one set so the first flight departs in N hours (sandbox). */
export function cancelClock(offer: Offer, nowMs: number, scenario: CancelScenario): number {
  const first = segmentsOf(offer)[0]
  if (scenario.departsInHours === undefined || !first) return nowMs
  return Date.parse(first.departs_at) - scenario.departsInHours * 3_600_000
}

function timeFactor(hours: number): number {
  if (hours >= 72) return 1
  if (hours >= 24) return 1.5
  return 2
}

export interface PricedTraveller {
  index: number
  name: string
  type: 'ADULT' | 'CHILD' | 'INFANT'
}

export function travellersOf(details: Details): PricedTraveller[] {
  return details.travellers.map((t, index) => ({
    index,
    name: `${t.title} ${t.first_name} ${t.last_name}`,
    type: t.type,
  }))
}

/** Every traveller on every flight of the booking, priced (lines of a quote). */
export function priceAllLines(
  booking: Pick<Booking, 'offer' | 'lines'>,
  details: Details,
  config: Pick<ProductConfig['cancellation'], 'storeFeePerLine'>,
  nowMs: number,
): QuoteLine[] {
  const offer = booking.offer
  const fare = offer.fare ?? offer.shown_fare
  const segments = segmentsOf(offer)
  const perType = new Map(fare.lines.map((l) => [l.type, l.base + l.taxes]))
  const extra = (list: { traveller: number; flight_key: string; price: number }[], i: number, key: string) =>
    list.filter((x) => x.traveller === i && x.flight_key === key).reduce((s, x) => s + x.price, 0)
  const gross = travellersOf(details).flatMap((t) => {
    const fareTotal = perType.get(t.type) ?? 0
    const share = Math.floor(fareTotal / Math.max(segments.length, 1))
    return segments.map((seg, s) => {
      // The paisa left by the equal split goes to the first flight.
      const fareShare = s === 0 ? fareTotal - share * (segments.length - 1) : share
      const extras =
        extra(details.seats, t.index, seg.flight_key) +
        extra(details.meals, t.index, seg.flight_key) +
        extra(details.baggage, t.index, seg.flight_key)
      return { t, seg, fareShare, gross: fareShare + extras }
    })
  })
  const discount = -(booking.lines.find((l) => l.kind === 'promo')?.amount ?? 0)
  const grossAll = gross.reduce((s, g) => s + g.gross, 0)
  return gross.map(({ t, seg, fareShare, gross: g }) => {
    const paid = grossAll > 0 ? g - Math.floor((discount * g) / grossAll) : g
    const hours = (Date.parse(seg.departs_at) - nowMs) / 3_600_000
    const rate = (airlinePenaltyRate[seg.airline] ?? DEFAULT_RATE) * (seg.refundableFare ? 0.5 : 1)
    // Whole rupees, as airlines quote them.
    const byRate = Math.round((fareShare * rate * timeFactor(hours)) / 100) * 100
    const penalty = Math.min(t.type === 'INFANT' ? INFANT_PENALTY : byRate, fareShare, paid)
    const fee = Math.min(config.storeFeePerLine, paid - penalty)
    return {
      traveller: t.index,
      name: t.name,
      flight_key: seg.flight_key,
      route: seg.route,
      departs_at: seg.departs_at,
      paid,
      penalty,
      fee,
      refund: Math.max(paid - penalty - fee, 0),
    }
  })
}

/** The airline's answer to cancelling one traveller's ticket on one flight (sandbox). */
export function airlineCancels(traveller: number, scenario: CancelScenario): string | null {
  const refused = scenario.cancelFails === 'all' || scenario.cancelFails === traveller
  return refused ? cancellationMessages.airlineRefused : null
}
