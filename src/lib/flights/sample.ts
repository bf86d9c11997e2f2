/**
 * Seeded sample results: the same seed gives the same flights. Used by unit tests and the
 * sandbox-only benchmark page (/flights/bench), which builds 5,000 results in the browser. Not a
 * supplier: the sandbox supplier lives in src/services/flights.
 */
import type { AirportRef, FlightLeg, FlightResult, Journey } from '@contracts/flights/schemas'

/** mulberry32: tiny, fast and good enough for sample data. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

export const sampleAirlines = [
  { code: '6E', name: 'IndiGo', alliance: null },
  { code: 'AI', name: 'Air India', alliance: 'STAR' },
  { code: 'SG', name: 'SpiceJet', alliance: null },
  { code: 'QP', name: 'Akasa Air', alliance: null },
  { code: 'IX', name: 'Air India Express', alliance: null },
  { code: 'UK', name: 'Vistara', alliance: null },
  { code: 'EK', name: 'Emirates', alliance: null },
  { code: 'QR', name: 'Qatar Airways', alliance: 'ONEWORLD' },
  { code: 'LH', name: 'Lufthansa', alliance: 'STAR' },
  { code: 'AF', name: 'Air France', alliance: 'SKYTEAM' },
] as const

/** Master-data shaped alliance info for the sample airlines (bounds.ts AllianceInfo). */
export const sampleAllianceInfo = {
  airlines: sampleAirlines.map((a) => ({ iata_code: a.code, alliance_code: a.alliance })),
  alliances: [
    { code: 'STAR', name: 'Star Alliance' },
    { code: 'ONEWORLD', name: 'oneworld' },
    { code: 'SKYTEAM', name: 'SkyTeam' },
  ],
}

const airports: Record<string, AirportRef> = Object.fromEntries(
  (
    [
      ['DEL', 'Indira Gandhi International Airport', 'New Delhi'],
      ['BOM', 'Chhatrapati Shivaji Maharaj International Airport', 'Mumbai'],
      ['BLR', 'Kempegowda International Airport', 'Bengaluru'],
      ['HYD', 'Rajiv Gandhi International Airport', 'Hyderabad'],
      ['AMD', 'Sardar Vallabhbhai Patel International Airport', 'Ahmedabad'],
      ['JAI', 'Jaipur International Airport', 'Jaipur'],
      ['IDR', 'Devi Ahilyabai Holkar Airport', 'Indore'],
      ['NAG', 'Dr. Babasaheb Ambedkar International Airport', 'Nagpur'],
      ['CCU', 'Netaji Subhas Chandra Bose International Airport', 'Kolkata'],
    ] as const
  ).map(([code, name, city]) => [
    code,
    { airport_code: code, airport_name: name, city_name: city, country_code: 'IN' },
  ]),
)

function airport(code: string): AirportRef {
  return airports[code] ?? { airport_code: code, airport_name: code, city_name: code, country_code: 'IN' }
}

/** Local wall time at an IST airport, 'YYYY-MM-DDTHH:MM:00+05:30', `minutes` after midnight of `date`. */
export function istDateTime(date: string, minutes: number): string {
  const [y, m, d] = date.split('-').map(Number)
  const wall = new Date(Date.UTC(y ?? 2026, (m ?? 1) - 1, d ?? 1, 0, minutes))
  return `${wall.toISOString().slice(0, 16)}:00+05:30`
}

const hubs = ['AMD', 'HYD', 'JAI', 'IDR', 'NAG', 'CCU', 'BLR']

export interface SampleOptions {
  count: number
  seed?: number
  origin?: string
  destination?: string
  date?: string
  column?: 'ongoing' | 'return'
}

function journeyFor(
  rnd: () => number,
  origin: string,
  destination: string,
  date: string,
  startMinutes: number,
  stops: number,
  airlineIndex: number,
): Journey {
  const path = [
    origin,
    ...Array.from({ length: stops }, () => hubs[Math.floor(rnd() * hubs.length)] ?? 'AMD'),
    destination,
  ]
  const flights: FlightLeg[] = []
  let clock = startMinutes
  let layoverTotal = 0
  for (let i = 0; i < path.length - 1; i++) {
    // Mostly the same carrier; sometimes a connection on a partner.
    const airline = sampleAirlines[(airlineIndex + (rnd() < 0.15 ? i : 0)) % 6] ?? sampleAirlines[0]
    const air = 60 + Math.floor(rnd() * 8) * 10
    const layover = i < path.length - 2 ? 45 + Math.floor(rnd() * 16) * 30 : 0
    flights.push({
      airline_code: airline.code,
      airline_name: airline.name,
      flight_number: String(100 + Math.floor(rnd() * 9_800)),
      origin: airport(path[i] ?? origin),
      destination: airport(path[i + 1] ?? destination),
      departure_datetime: istDateTime(date, clock),
      arrival_datetime: istDateTime(date, clock + air),
      travel_duration_in_minutes: air,
      layover_duration_in_minutes: layover,
      via: [],
      no_check_in_luggage_alert: rnd() < 0.1,
    })
    clock += air + layover
    layoverTotal += layover
  }
  const first = flights[0]
  const last = flights[flights.length - 1]
  if (!first || !last) throw new Error('a journey has at least one flight')
  return {
    flights,
    origin: first.origin,
    destination: last.destination,
    departureDateTime: first.departure_datetime,
    arrivalDateTime: last.arrival_datetime,
    flightduration: clock - startMinutes,
    flightlayover: layoverTotal,
    stops,
    airlinesNames: [...new Set(flights.map((f) => f.airline_name))],
    airlineCodes: [...new Set(flights.map((f) => f.airline_code))],
  }
}

/** `count` plausible one-way results from a seed (default DEL → BOM on 2026-12-01). */
export function sampleResults(options: SampleOptions): FlightResult[] {
  const {
    count,
    seed = 1,
    origin = 'DEL',
    destination = 'BOM',
    date = '2026-12-01',
    column = 'ongoing',
  } = options
  const rnd = seededRandom(seed)
  return Array.from({ length: count }, (_, index) => {
    const stopsRoll = rnd()
    const stops = stopsRoll < 0.45 ? 0 : stopsRoll < 0.85 ? 1 : 2
    const airlineIndex = Math.floor(rnd() * 6)
    const start = Math.floor(rnd() * 96) * 15
    const journey = journeyFor(rnd, origin, destination, date, start, stops, airlineIndex)
    const base = 2_500 + Math.floor(rnd() * 9_000) + stops * 700
    const adultPrice = base * 100
    const discounted = rnd() < 0.2
    const commission = Math.round(adultPrice * 0.02)
    return {
      ...journey,
      index,
      column,
      travel_plan_id: `S${seed}-${index}`,
      adultPrice,
      oldPrice: discounted ? adultPrice + 50_000 : null,
      refundable: rnd() < 0.6,
      pricing: {
        adult: { price: { gross_amount: adultPrice, commission, discount: discounted ? 50_000 : 0 } },
      },
      seats_left: 1 + Math.floor(rnd() * 30),
      baggage: {
        cabin_kg: 7,
        check_in_kg: journey.flights.some((f) => f.no_check_in_luggage_alert) ? 0 : 15,
      },
      special_fare: {
        is_special: rnd() < 0.05,
        matching_travel_plans: [],
        promo_travel_plan: null,
        base_travel_plan: null,
      },
    }
  })
}
