/**
 * Flight search for the browser (000 §7 "Flight calls"): start a search, poll it by ETag position,
 * the fare calendar, and the airport list for the autocomplete. The flows call these; pages read
 * the calendar and airports through their queryOptions.
 *
 * `scenario` (sandbox controls such as 'batches=3;latencyMs=200') is forwarded only when the
 * store runs with SANDBOX=true, so tests and benchmarks can drive every path of a search.
 */
import { createServerFn } from '@tanstack/react-start'
import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import {
  flightSearchRequestSchema,
  isoDateSchema,
  type PeriodPrice,
  type SearchAnswer,
} from '~/lib/flights/schemas'
import type { Airport } from './master-data'
import { getPeriodPrices, pollSearch, startSearch } from './clients/flights.server'
import { getAirports } from './clients/master-data.server'
import { deployment } from './config.server'
import { asUserErrors } from './errors'
import { input } from './validate'

const scenarioSchema = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9=;,&_-]*$/, 'a sandbox scenario is key=value pairs like batches=3;latencyMs=200')

export const startFlightSearchInput = flightSearchRequestSchema.extend({
  scenario: scenarioSchema.optional(),
})

export interface StartedFlightSearch {
  answer: SearchAnswer
  /** Send back as `etag` on the first poll; null for multi-city (poll each segment id). */
  etag: string | null
}

export const startFlightSearch = createServerFn({ method: 'POST' })
  .validator(input(startFlightSearchInput))
  .handler(({ data }): Promise<StartedFlightSearch> =>
    asUserErrors(() => {
      const { scenario, ...request } = data
      return startSearch(request, deployment.SANDBOX && scenario ? { scenario } : {})
    }),
  )

export const pollFlightSearchInput = z.object({
  id: z.string().regex(/^[0-9a-f-]{36}(-s\d)?$/, 'is not a flight search id'),
  etag: z.string().max(128).optional(),
  storeId: z.string().max(64).optional(),
  companyTerminalId: z.string().max(64).optional(),
})

export type FlightPoll =
  { notModified: true } | { notModified: false; etag: string | null; answer: SearchAnswer }

export const pollFlightSearch = createServerFn({ method: 'GET' })
  .validator(input(pollFlightSearchInput))
  .handler(({ data }): Promise<FlightPoll> =>
    asUserErrors(async () => {
      const { id, ...options } = data
      const result = await pollSearch(id, options)
      if (result.notModified) return { notModified: true }
      return { notModified: false, etag: result.etag, answer: result.answer }
    }),
  )

const placeCode = z.string().regex(/^X?[A-Z]{3}$/, 'Use a 3-letter airport code or an X city code')

export const periodPricesInput = z.object({
  start_date: isoDateSchema,
  end_date: isoDateSchema,
  origin: placeCode,
  destination: placeCode,
  type: z.enum(['one_way', 'roundtrip']).default('one_way'),
  ongoing_date: isoDateSchema.optional(),
})
export type PeriodPricesInput = z.input<typeof periodPricesInput>

export const fetchPeriodPrices = createServerFn({ method: 'GET' })
  .validator(input(periodPricesInput))
  .handler(({ data }): Promise<PeriodPrice[]> => asUserErrors(() => getPeriodPrices(data)))

export const periodPricesQueryOptions = (input: PeriodPricesInput) =>
  queryOptions({
    queryKey: ['flights', 'period-prices', input],
    queryFn: () => fetchPeriodPrices({ data: input }),
    // Fares move during the day; a calendar a few minutes old is fine for choosing a date.
    staleTime: 5 * 60_000,
  })

/** An airport as the autocomplete needs it (000 §3 "Airline, airport, alliance"). */
export interface FlightAirport {
  airport_code: string
  airport_name: string
  city_code: string
  city_name: string
  country_abbreviation: string
  country_name: string
  latitude: number
  longitude: number
  popular: boolean
  /** 'city' for an X entry standing for all of a city's airports. */
  station_type: string
  legacy_names: string[]
}

const plain = (a: Airport): FlightAirport => ({
  airport_code: a.airport_code,
  airport_name: a.airport_name,
  city_code: a.city_code,
  city_name: a.city_name,
  country_abbreviation: a.country_abbreviation,
  country_name: a.country_name,
  latitude: a.latitude,
  longitude: a.longitude,
  popular: a.popular,
  station_type: a.station_type,
  legacy_names: a.legacy_names ?? [],
})

/** The BFF's copy of the airport list and its tag: revalidated with If-None-Match on each call. */
let airportsCopy: { etag: string | null; value: FlightAirport[] } | undefined

export const fetchAirports = createServerFn({ method: 'GET' }).handler((): Promise<FlightAirport[]> =>
  asUserErrors(async () => {
    const answer = await getAirports(airportsCopy?.etag ?? undefined)
    if (answer.status === 'fresh') {
      airportsCopy = { etag: answer.etag, value: answer.value.map(plain) }
      return airportsCopy.value
    }
    if (airportsCopy) return airportsCopy.value
    // Not modified without a copy cannot happen unless we sent no tag; ask once more in full.
    const fresh = await getAirports()
    if (fresh.status !== 'fresh')
      throw new Error('The airport list answered not modified to a request without a tag')
    airportsCopy = { etag: fresh.etag, value: fresh.value.map(plain) }
    return airportsCopy.value
  }),
)

export const flightAirportsQueryOptions = () =>
  queryOptions({
    queryKey: ['flights', 'airports'],
    queryFn: () => fetchAirports(),
    // Master data changes rarely; one copy per visit is plenty.
    staleTime: Infinity,
  })
