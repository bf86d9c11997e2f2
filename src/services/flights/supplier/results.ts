/**
 * Itineraries and fares turned into the result shapes of contracts/flights/schemas.ts: one-way lists,
 * the two lists of a domestic round trip (with special round-trip fares), and the combined
 * itineraries of an international round trip.
 */
import type { AirportRef, ClassType, FlightLeg, FlightResult, Journey } from '@contracts/flights/schemas'
import { classCodes } from '@contracts/flights/schemas'
import { fareFor, type Fare } from './fares'
import { itinerariesFor, type Itinerary } from './itineraries'
import { resolvePlace, type Airport } from './places'
import { localIso, todayInIndia } from '~/services/platform/time'

export interface Travellers {
  adults: number
  children: number
  infants: number
}

export interface InventoryOptions {
  /** The instant of the search (ms): decides "today" and hides flights leaving within 3 hours. */
  now: number
  travellers: Travellers
  seniorCitizen: boolean
  /** Only this airline's itineraries when set. */
  preferredAirline?: string | null | undefined
}

export interface DirectionQuery {
  origin: string
  destination: string
  date: string
  cabin: ClassType
}

/** The supplier cannot answer: the message says what to change. */
export class InventoryError extends Error {
  constructor(
    readonly code: 'UNKNOWN_AIRPORT' | 'PAST_DATE' | 'SAME_PLACE',
    message: string,
    readonly field: string,
  ) {
    super(message)
    this.name = 'InventoryError'
  }
}

const ref = (a: Airport): AirportRef => ({
  airport_code: a.code,
  airport_name: a.name,
  city_name: a.city,
  country_code: a.country,
})

function journeyOf(itinerary: Itinerary, handBaggageOnly: boolean): Journey {
  const legs: FlightLeg[] = itinerary.map((f, i) => {
    const next = itinerary[i + 1]
    return {
      airline_code: f.carrier.code,
      airline_name: f.carrier.name,
      flight_number: f.flightNumber.slice(2),
      origin: ref(f.from),
      destination: ref(f.to),
      departure_datetime: localIso(f.departureUtc, f.from.zone),
      arrival_datetime: localIso(f.arrivalUtc, f.to.zone),
      travel_duration_in_minutes: f.minutes,
      layover_duration_in_minutes: next ? Math.round((next.departureUtc - f.arrivalUtc) / 60_000) : 0,
      via: [],
      no_check_in_luggage_alert: handBaggageOnly,
      aircraft: f.aircraft,
    }
  })
  const first = itinerary[0]
  const last = itinerary[itinerary.length - 1]
  if (!first || !last) throw new Error('journeyOf: an itinerary has at least one flight')
  const names = [...new Set(itinerary.map((f) => f.carrier.name))]
  return {
    flights: legs,
    origin: ref(first.from),
    destination: ref(last.to),
    departureDateTime: localIso(first.departureUtc, first.from.zone),
    arrivalDateTime: localIso(last.arrivalUtc, last.to.zone),
    flightduration: Math.round((last.arrivalUtc - first.departureUtc) / 60_000),
    flightlayover: legs.reduce((sum, l) => sum + l.layover_duration_in_minutes, 0),
    stops: itinerary.length - 1,
    airlinesNames: names,
    airlineCodes: [...new Set(itinerary.map((f) => f.carrier.code))],
  }
}

function price(gross: number, discount: number, commission: number) {
  return { price: { gross_amount: gross, commission, discount } }
}

const noSpecial: FlightResult['special_fare'] = {
  is_special: false,
  matching_travel_plans: [],
  promo_travel_plan: null,
  base_travel_plan: null,
}

function resultOf(
  itinerary: Itinerary,
  fare: Fare,
  cabin: ClassType,
  column: 'ongoing' | 'return',
  travellers: Travellers,
): FlightResult {
  const first = itinerary[0]
  const id = `${first?.date.replaceAll('-', '') ?? ''}-${classCodes[cabin]}-${itinerary
    .map((f) => `${f.flightNumber}${localIso(f.departureUtc, f.from.zone).slice(11, 16).replace(':', '')}`)
    .join('-')}`
  return {
    ...journeyOf(itinerary, fare.handBaggageOnly),
    index: 0,
    column,
    travel_plan_id: id,
    adultPrice: fare.adult,
    oldPrice: fare.discount ? fare.adult + fare.discount : null,
    refundable: fare.refundable,
    pricing: {
      adult: price(fare.adult + fare.discount, fare.discount, fare.commission),
      ...(travellers.children ? { child: price(fare.child, 0, 0) } : {}),
      ...(travellers.infants ? { infant: price(fare.infant, 0, 0) } : {}),
    },
    seats_left: fare.seatsLeft,
    baggage: { cabin_kg: fare.cabinKg, check_in_kg: fare.checkInKg },
    special_fare: noSpecial,
  }
}

/** The airports of a search code, or an InventoryError naming the field. */
export function placeOrThrow(code: string, field: string): Airport[] {
  const place = resolvePlace(code)
  if (!place) throw new InventoryError('UNKNOWN_AIRPORT', `Unknown airport or city code '${code}'`, field)
  return place
}

export function assertNotPast(date: string, now: number, field: string): void {
  if (date < todayInIndia(now)) throw new InventoryError('PAST_DATE', 'Travel date is in the past', field)
}

const SALES_CUTOFF_MS = 3 * 60 * 60_000

/** One direction's priced itineraries, by departure then price. */
function priced(q: DirectionQuery, options: InventoryOptions, column: 'ongoing' | 'return') {
  return pricedItineraries(q, options).map((p, index) => ({
    ...p,
    result: { ...resultOf(p.itinerary, p.fare, q.cabin, column, options.travellers), index },
  }))
}

/** One direction's itineraries with their fares, by departure then price. */
function pricedItineraries(q: DirectionQuery, options: InventoryOptions) {
  const origins = placeOrThrow(q.origin, 'origin')
  const destinations = placeOrThrow(q.destination, 'destination')
  const today = todayInIndia(options.now)
  const seats = options.travellers.adults + options.travellers.children
  const out: { itinerary: Itinerary; fare: Fare }[] = []
  for (const from of origins) {
    for (const to of destinations) {
      if (from.code === to.code) continue
      for (const itinerary of itinerariesFor(from, to, q.date)) {
        const first = itinerary[0]
        const carrier = first?.carrier
        if (!first || !carrier) continue
        if (first.departureUtc < options.now + SALES_CUTOFF_MS) continue
        if (q.cabin !== 'ECONOMY' && !carrier.cabins.includes(q.cabin)) continue
        if (options.preferredAirline && carrier.code !== options.preferredAirline) continue
        const fare = fareFor(itinerary, q.cabin, today, { seniorCitizen: options.seniorCitizen })
        if (fare.seatsLeft < seats) continue
        out.push({ itinerary, fare })
      }
    }
  }
  out.sort(
    (a, b) =>
      (a.itinerary[0]?.departureUtc ?? 0) - (b.itinerary[0]?.departureUtc ?? 0) ||
      a.fare.adult - b.fare.adult,
  )
  return out
}

export function oneWayResults(q: DirectionQuery, options: InventoryOptions): FlightResult[] {
  return priced(q, options, 'ongoing').map((p) => p.result)
}

/** A traveller search of one adult in the given class: the fare calendar's view of a day. */
export function cheapestFare(q: DirectionQuery, now: number): number | null {
  const list = pricedItineraries(q, {
    now,
    travellers: { adults: 1, children: 0, infants: 0 },
    seniorCitizen: false,
  })
  return list.length ? Math.min(...list.map((p) => p.fare.adult)) : null
}

/** Airlines that sell a cheaper fare when both directions are booked with them together. */
const specialRoundTripAirlines = ['6E', 'AI', 'IX', 'QP', 'SG']
const SPECIAL_SHARE = 0.9

export function domesticRoundTrip(
  out: DirectionQuery,
  back: DirectionQuery,
  options: InventoryOptions,
): { results: FlightResult[]; return_results: FlightResult[] } {
  const results = priced(out, options, 'ongoing').map((p) => p.result)
  const returns = priced(back, options, 'return').map((p) => p.result)
  const specials = (list: FlightResult[], airline: string) =>
    list
      .filter((r) => r.airlineCodes.length === 1 && r.airlineCodes[0] === airline && r.stops === 0)
      .sort((a, b) => a.adultPrice - b.adultPrice)
      .slice(0, 3)
  const extraOut: FlightResult[] = []
  const extraBack: FlightResult[] = []
  for (const airline of specialRoundTripAirlines) {
    const o = specials(results, airline)
    const r = specials(returns, airline)
    if (!o.length || !r.length) continue
    const promo = `SRT-${airline}-${out.date.replaceAll('-', '')}-${back.date.replaceAll('-', '')}`
    const specialId = (x: FlightResult) => `${x.travel_plan_id}-SRT`
    const special = (x: FlightResult, matching: FlightResult[]): FlightResult => {
      const adult = Math.round((x.adultPrice * SPECIAL_SHARE) / 100) * 100
      return {
        ...x,
        travel_plan_id: specialId(x),
        adultPrice: adult,
        oldPrice: x.adultPrice,
        pricing: {
          ...x.pricing,
          adult: price(x.adultPrice, x.adultPrice - adult, x.pricing.adult.price.commission),
        },
        special_fare: {
          is_special: true,
          matching_travel_plans: matching.map(specialId),
          promo_travel_plan: promo,
          base_travel_plan: x.travel_plan_id,
        },
      }
    }
    extraOut.push(...o.map((x) => special(x, r)))
    extraBack.push(...r.map((x) => special(x, o)))
  }
  const all = [...results, ...extraOut].map((r, index) => ({ ...r, index }))
  const allBack = [...returns, ...extraBack].map((r, index) => ({ ...r, index }))
  return { results: all, return_results: allBack }
}

const ROUND_TRIP_SHARE = 0.95
const RETURNS_PER_OUTBOUND = 3

export function internationalRoundTrip(
  out: DirectionQuery,
  back: DirectionQuery,
  options: InventoryOptions,
): FlightResult[] {
  const outs = priced(out, options, 'ongoing')
  const backs = priced(back, options, 'return')
  const combined: FlightResult[] = []
  for (const o of outs) {
    const airline = o.result.airlineCodes.join('+')
    const matches = backs.filter((b) => b.result.airlineCodes.join('+') === airline).slice(0)
    // Spread the returns over the day: earliest, cheapest, latest.
    const picks = [
      matches[0],
      [...matches].sort((a, b) => a.fare.adult - b.fare.adult)[0],
      matches[matches.length - 1],
    ].filter((m, i, all): m is NonNullable<typeof m> => m !== undefined && all.indexOf(m) === i)
    for (const b of picks.slice(0, RETURNS_PER_OUTBOUND)) {
      const adult = Math.round(((o.fare.adult + b.fare.adult) * ROUND_TRIP_SHARE) / 100) * 100
      const discount = o.fare.discount + b.fare.discount
      const { return_journey: _unused, ...ongoing } = o.result
      void _unused
      combined.push({
        ...ongoing,
        travel_plan_id: `${o.result.travel_plan_id}~${b.result.travel_plan_id}`,
        adultPrice: adult,
        oldPrice: discount ? adult + discount : null,
        refundable: o.fare.refundable && b.fare.refundable,
        pricing: {
          adult: price(adult + discount, discount, o.fare.commission + b.fare.commission),
          ...(options.travellers.children ? { child: price(o.fare.child + b.fare.child, 0, 0) } : {}),
          ...(options.travellers.infants ? { infant: price(o.fare.infant + b.fare.infant, 0, 0) } : {}),
        },
        seats_left: Math.min(o.fare.seatsLeft, b.fare.seatsLeft),
        baggage: {
          cabin_kg: Math.min(o.fare.cabinKg, b.fare.cabinKg),
          check_in_kg: Math.min(o.fare.checkInKg, b.fare.checkInKg),
        },
        return_journey: journeyOf(b.itinerary, b.fare.handBaggageOnly),
      })
    }
  }
  return combined.map((r, index) => ({ ...r, index }))
}
