/** Flight results for the results-logic tests: one call per result, overrides for what a test is about. */
import type { AirportRef, FlightLeg, FlightResult } from '@contracts/flights/schemas'
import { istDateTime } from '~/lib/flights/sample'

const names: Record<string, string> = {
  '6E': 'IndiGo',
  AI: 'Air India',
  SG: 'SpiceJet',
  UK: 'Vistara',
  LH: 'Lufthansa',
}
const place = (code: string): AirportRef => ({
  airport_code: code,
  airport_name: `${code} Airport`,
  city_name: `${code} City`,
  country_code: 'IN',
})

export interface LegSpec {
  airline?: string
  from: string
  to: string
  /** Local minutes after midnight of 2026-12-01. */
  dep: number
  minutes: number
  layover?: number
}

export function journey(legs: LegSpec[]) {
  const flights: FlightLeg[] = legs.map((l) => ({
    airline_code: l.airline ?? '6E',
    airline_name: names[l.airline ?? '6E'] ?? l.airline ?? '6E',
    flight_number: '2134',
    origin: place(l.from),
    destination: place(l.to),
    departure_datetime: istDateTime('2026-12-01', l.dep),
    arrival_datetime: istDateTime('2026-12-01', l.dep + l.minutes),
    travel_duration_in_minutes: l.minutes,
    layover_duration_in_minutes: l.layover ?? 0,
    via: [],
    no_check_in_luggage_alert: false,
  }))
  const first = legs[0]!
  const last = legs[legs.length - 1]!
  return {
    flights,
    origin: place(first.from),
    destination: place(last.to),
    departureDateTime: istDateTime('2026-12-01', first.dep),
    arrivalDateTime: istDateTime('2026-12-01', last.dep + last.minutes),
    flightduration: last.dep + last.minutes - first.dep,
    flightlayover: legs.reduce((s, l) => s + (l.layover ?? 0), 0),
    stops: legs.length - 1,
    airlinesNames: [...new Set(flights.map((f) => f.airline_name))],
    airlineCodes: [...new Set(flights.map((f) => f.airline_code))],
  }
}

let next = 0
export function result(
  overrides: Partial<FlightResult> & { legs?: LegSpec[]; rupees?: number } = {},
): FlightResult {
  const {
    legs = [{ from: 'DEL', to: 'BOM', dep: 6 * 60, minutes: 130 }],
    rupees = 5_000,
    ...rest
  } = overrides
  const adultPrice = rupees * 100
  return {
    ...journey(legs),
    index: next++,
    column: 'ongoing',
    travel_plan_id: `TP${next}`,
    adultPrice,
    oldPrice: null,
    refundable: false,
    pricing: { adult: { price: { gross_amount: adultPrice, commission: 10_000, discount: 0 } } },
    seats_left: 9,
    baggage: { cabin_kg: 7, check_in_kg: 15 },
    special_fare: {
      is_special: false,
      matching_travel_plans: [],
      promo_travel_plan: null,
      base_travel_plan: null,
    },
    ...rest,
  }
}
