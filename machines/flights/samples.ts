/**
 * Small sample answers for the visualizer and the model paths (machines/catalogue.ts) and for the
 * machine tests. Times carry the airport's offset, as the server sends them.
 */
import type { FlightSummary, SearchAnswer, SearchMeta, SearchRequestLike } from './types'

export function sampleFlight(overrides: Partial<FlightSummary> = {}): FlightSummary {
  return {
    index: 0,
    column: 'ongoing',
    travel_plan_id: 'TP-0',
    adultPrice: 450_000,
    departureDateTime: '2026-12-01T06:00:00+05:30',
    arrivalDateTime: '2026-12-01T08:10:00+05:30',
    ...overrides,
  }
}

export function sampleAnswer(
  status: SearchMeta['status'],
  results: FlightSummary[] = [],
  more: { id?: string; return_results?: FlightSummary[]; meta?: Partial<SearchMeta> } = {},
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

export const sampleOneWayRequest: SearchRequestLike = { search_type: 'one_way' }

export const sampleMulticityRequest: SearchRequestLike = {
  search_type: 'multicity',
  segments: [
    { origin: { code: 'DEL' }, destination: { code: 'BOM' }, travel_date: '2026-12-01' },
    { origin: { code: 'BOM' }, destination: { code: 'GOI' }, travel_date: '2026-12-04' },
  ],
}
