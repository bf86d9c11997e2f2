/**
 * Small sample answers for the visualizer and the model paths (machines/catalogue.ts) and for the
 * machine tests: whole contract shapes (contracts/flights), so what a test feeds a machine is what
 * the server sends. Times carry the airport's offset, as the server sends them.
 */
import type {
  AirportRef,
  FlightResult,
  FlightSearchRequest,
  SearchAnswer,
  SearchMeta,
} from '@contracts/flights/schemas'
import type { SearchSettings } from './types'

const airport = (code: string, city: string): AirportRef => ({
  airport_code: code,
  airport_name: `${city} Airport`,
  city_name: city,
  country_code: 'IN',
})
const del = airport('DEL', 'Delhi')
const bom = airport('BOM', 'Mumbai')

/** A Delhi–Mumbai result; `overrides` set what a sample is about (index, travel plan, price, times). */
export function sampleFlight(overrides: Partial<FlightResult> = {}): FlightResult {
  const departureDateTime = overrides.departureDateTime ?? '2026-12-01T06:00:00+05:30'
  const arrivalDateTime = overrides.arrivalDateTime ?? '2026-12-01T08:10:00+05:30'
  const adultPrice = overrides.adultPrice ?? 450_000
  return {
    flights: [
      {
        airline_code: '6E',
        airline_name: 'IndiGo',
        flight_number: '2134',
        origin: del,
        destination: bom,
        departure_datetime: departureDateTime,
        arrival_datetime: arrivalDateTime,
        travel_duration_in_minutes: 130,
        layover_duration_in_minutes: 0,
        via: [],
        no_check_in_luggage_alert: false,
      },
    ],
    origin: del,
    destination: bom,
    departureDateTime,
    arrivalDateTime,
    flightduration: 130,
    flightlayover: 0,
    stops: 0,
    airlinesNames: ['IndiGo'],
    airlineCodes: ['6E'],
    index: 0,
    column: 'ongoing',
    travel_plan_id: 'TP-0',
    adultPrice,
    oldPrice: null,
    refundable: false,
    pricing: { adult: { price: { gross_amount: adultPrice, commission: 0, discount: 0 } } },
    seats_left: 9,
    baggage: { cabin_kg: 7, check_in_kg: 15 },
    special_fare: {
      is_special: false,
      matching_travel_plans: [],
      promo_travel_plan: null,
      base_travel_plan: null,
    },
    ...overrides,
  }
}

export function sampleAnswer(
  status: SearchMeta['status'],
  results: FlightResult[] = [],
  more: { id?: string; return_results?: FlightResult[]; meta?: Partial<SearchMeta> } = {},
): SearchAnswer {
  return {
    data: {
      id: more.id ?? 'search-1',
      results,
      ...(more.return_results ? { return_results: more.return_results } : {}),
    },
    meta: {
      status,
      flight_type: 'DOMESTIC',
      search_type: 'one_way',
      missing_connectors_count: status === 'PENDING' ? 2 : 0,
      total_connectors_count: 4,
      ...more.meta,
    },
  }
}

export const sampleOneWayRequest: FlightSearchRequest = {
  origin: { code: 'DEL', country: 'IN' },
  destination: { code: 'BOM', country: 'IN' },
  search_type: 'one_way',
  travel_date: '2026-12-01',
}

export const sampleMulticityRequest: FlightSearchRequest = {
  ...sampleOneWayRequest,
  search_type: 'multicity',
  segments: [
    {
      origin: { code: 'DEL', country: 'IN' },
      destination: { code: 'BOM', country: 'IN' },
      travel_date: '2026-12-01',
    },
    {
      origin: { code: 'BOM', country: 'IN' },
      destination: { code: 'GOI', country: 'IN' },
      travel_date: '2026-12-04',
    },
  ],
}

/**
 * The product defaults (app.config.ts `polling`, `flights`) written out for the visualizer and the
 * tests, which run a machine without the live configuration. Not read by any flow: the flows pass
 * the live configuration, and a machine has no fallback of its own.
 */
export const sampleSettings: SearchSettings = {
  timing: { initialDelayMs: 500, intervalMs: 1000, expiryMs: 120_000 },
  missingConnectorsDefault: 4,
}
export const sampleMinReturnGapHours = 2
