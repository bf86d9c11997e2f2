/**
 * Fares of a checkout: the air fare of the chosen flights split into base and taxes per passenger
 * type (the "tax call"), the supplier's re-pricing at the re-check, and the booking's total with its
 * lines. Pure: the one place a total is computed, so the page, the payment and the e-ticket agree
 * to the paisa.
 */
import type { FlightResult } from '@contracts/flights/schemas'
import type { Fare, PassengerCounts, PriceLine } from '@contracts/checkout/booking'
import { unit } from '../platform/prng'

/** Per passenger, what the result says the type pays (paise). */
function payable(r: FlightResult, type: 'adult' | 'child' | 'infant'): number {
  if (type === 'adult') return r.adultPrice
  const p = r.pricing[type]?.price
  return p ? Math.max(p.gross_amount - p.discount, 0) : 0
}

/**
 * Taxes inside a per-passenger amount: GST (5% of the base on economy) and the airport's fixed
 * charges (₹236 user development fee + ₹91 security fee, none for an infant). Base = amount − taxes.
 */
function split(amount: number, type: 'adult' | 'child' | 'infant'): { base: number; taxes: number } {
  const fixed = type === 'infant' ? 0 : 32_700
  const fees = Math.min(fixed, amount)
  const gst = Math.floor(((amount - fees) * 5) / 105)
  const taxes = fees + gst
  return { base: amount - taxes, taxes }
}

const TYPES = [
  ['adult', 'ADULT'],
  ['child', 'CHILD'],
  ['infant', 'INFANT'],
] as const

/** The air fare of the flights for the passengers, scaled per flight by `factor` (re-pricing). */
export function fareOf(flights: FlightResult[], passengers: PassengerCounts, factor = 1): Fare {
  const lines: Fare['lines'] = []
  for (const [key, type] of TYPES) {
    const count = passengers[key]
    if (count === 0) continue
    let base = 0
    let taxes = 0
    for (const f of flights) {
      const amount = Math.round((payable(f, key) * factor) / 100) * 100
      const s = split(amount, key)
      base += s.base
      taxes += s.taxes
    }
    lines.push({ type, count, base, taxes })
  }
  const base = lines.reduce((sum, l) => sum + l.base * l.count, 0)
  const taxes = lines.reduce((sum, l) => sum + l.taxes * l.count, 0)
  return { lines, base, taxes, total: base + taxes }
}

export type RepriceControl = 'same' | 'up' | 'down' | 'soldout'

/**
 * What the sandbox airline answers at the re-check: the same fare mostly, sometimes up or down by
 * 3–9% (deterministic from the flights and the day, so a repeat answers alike), sold out when fewer
 * seats are left than travellers. `forced` (x-sandbox-scenario reprice=…) decides for tests.
 */
export function repriceOutcome(
  flights: FlightResult[],
  passengers: PassengerCounts,
  forced: RepriceControl | undefined,
  seatsLeft: number,
): { status: 'CONFIRMED' | 'CHANGED' | 'SOLD_OUT'; factor: number } {
  const key = flights.map((f) => f.travel_plan_id).join('|')
  const seatsNeeded = passengers.adult + passengers.child
  const size = 1.03 + unit(`${key}:size`) * 0.06
  if (forced === 'soldout' || (!forced && seatsLeft < seatsNeeded)) return { status: 'SOLD_OUT', factor: 1 }
  if (forced === 'up') return { status: 'CHANGED', factor: size }
  if (forced === 'down') return { status: 'CHANGED', factor: 2 - size }
  if (forced === 'same') return { status: 'CONFIRMED', factor: 1 }
  const roll = unit(`${key}:reprice`)
  if (roll < 0.04) return { status: 'CHANGED', factor: size }
  if (roll < 0.06) return { status: 'CHANGED', factor: 2 - size }
  return { status: 'CONFIRMED', factor: 1 }
}

export interface Extras {
  seats: { price: number }[]
  meals: { price: number }[]
  baggage: { price: number }[]
  insured: number
  insurancePrice: number
  convenienceFee: number
  promo: { code: string; discount: number; benefit: 'instant' | 'cashback' } | null
  /** Paid from the wallet (paise); never more than the rest, which the booking service checks. */
  wallet?: number
}

/**
 * The booking's price lines and total. A cashback promo lowers nothing now (it is paid into the
 * wallet after the trip); an instant one never takes the total below ₹1.
 */
export function priceLines(fare: Fare, extras: Extras): { lines: PriceLine[]; total: number } {
  const lines: PriceLine[] = [
    { kind: 'base', label: 'Base fare', amount: fare.base },
    { kind: 'taxes', label: 'Taxes and fees', amount: fare.taxes },
  ]
  const seats = extras.seats.reduce((s, x) => s + x.price, 0)
  if (extras.seats.length) lines.push({ kind: 'seats', label: 'Seats', amount: seats })
  const meals = extras.meals.reduce((s, x) => s + x.price, 0)
  if (extras.meals.length) lines.push({ kind: 'meals', label: 'Meals', amount: meals })
  const baggage = extras.baggage.reduce((s, x) => s + x.price, 0)
  if (extras.baggage.length) lines.push({ kind: 'baggage', label: 'Extra baggage', amount: baggage })
  if (extras.insured > 0)
    lines.push({
      kind: 'insurance',
      label: `Travel insurance (${extras.insured} ${extras.insured === 1 ? 'traveller' : 'travellers'})`,
      amount: extras.insured * extras.insurancePrice,
    })
  if (extras.convenienceFee > 0)
    lines.push({ kind: 'convenience_fee', label: 'Convenience fee', amount: extras.convenienceFee })
  const before = lines.reduce((s, l) => s + l.amount, 0)
  if (extras.promo && extras.promo.benefit === 'instant' && extras.promo.discount > 0) {
    const discount = Math.min(extras.promo.discount, Math.max(before - 100, 0))
    lines.push({ kind: 'promo', label: `Promo code ${extras.promo.code}`, amount: -discount })
  }
  if (extras.wallet) lines.push({ kind: 'wallet', label: 'Paid from wallet', amount: -extras.wallet })
  return { lines, total: lines.reduce((s, l) => s + l.amount, 0) }
}
