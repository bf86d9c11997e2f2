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
import type { PeriodPrice } from '@contracts/flights/schemas'
import type { PollAnswer, StartAnswer } from '@contracts/flights/search-answers'
import type { Airline, Airport, Alliance, ExchangeRateRow } from '@contracts/flights/master-data'
import { readExchangeRate, type ExchangeRate } from '~/lib/flights/currency'
import { isCityLevelCode, placeNamesKey } from '~/lib/flights/places'
import { getPeriodPrices, pollSearch, startSearch } from './client.server'
import { getAirlines, getAirports, getAlliances, getExchangeRates } from './master-data-client.server'
import { revalidatedCopy } from '../upstream/revalidate.server'
import { deployment } from '../platform/config.server'
import { asUserErrors } from '../platform/errors'
import { input } from '../platform/validate'
// Input schemas live in a server-only module and are used only inside `.validator()`, which Start
// removes from the browser's copy of this file: the results page loads this module and carries no
// zod (docs/decisions/0021, 0019).
import {
  periodPricesInput,
  placeNamesInput,
  pollFlightSearchInput,
  startFlightSearchInput,
  type PeriodPricesInput,
} from './inputs.server'

export type { PeriodPricesInput }

export const startFlightSearch = createServerFn({ method: 'POST' })
  .validator(input(startFlightSearchInput))
  .handler(({ data }): Promise<StartAnswer> =>
    asUserErrors(() => {
      const { scenario, ...request } = data
      return startSearch(request, deployment.SANDBOX && scenario ? { scenario } : {})
    }),
  )

export const pollFlightSearch = createServerFn({ method: 'GET' })
  .validator(input(pollFlightSearchInput))
  .handler(({ data }): Promise<PollAnswer> =>
    asUserErrors(async () => {
      const { id, ...options } = data
      const result = await pollSearch(id, options)
      if (result.notModified) return { notModified: true }
      return { notModified: false, etag: result.etag, answer: result.answer }
    }),
  )

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
const airportsCopy = revalidatedCopy('airport list', getAirports, (rows: Airport[]) => rows.map(plain))

export const fetchAirports = createServerFn({ method: 'GET' }).handler((): Promise<FlightAirport[]> =>
  asUserErrors(() => airportsCopy()),
)

/**
 * City names of the city-level codes among `codes` (XBOM → Mumbai), for the results page's
 * headings: a traveller who chose "Mumbai (all airports)" reads Mumbai, not XBOM. Airport codes are
 * left out (headings show them as they are); an unknown code is simply absent.
 */
export const fetchPlaceNames = createServerFn({ method: 'GET' })
  .validator(input(placeNamesInput))
  .handler(({ data }): Promise<Record<string, string>> =>
    asUserErrors(async () => {
      const wanted = new Set(data.codes.filter(isCityLevelCode))
      if (wanted.size === 0) return {}
      const names: Record<string, string> = {}
      for (const a of await airportsCopy())
        if (wanted.has(a.airport_code)) names[a.airport_code] = a.city_name
      return names
    }),
  )

export const placeNamesQueryOptions = (codes: readonly string[]) => {
  const queryKey = placeNamesKey(codes)
  return queryOptions({
    queryKey,
    // The key's codes: each once, sorted (the same places give the same read).
    queryFn: () => fetchPlaceNames({ data: { codes: [...queryKey[2]] } }),
    staleTime: Infinity,
  })
}

export const flightAirportsQueryOptions = () =>
  queryOptions({
    queryKey: ['flights', 'airports'],
    queryFn: () => fetchAirports(),
    // Master data changes rarely; one copy per visit is plenty.
    staleTime: Infinity,
  })

/** Airlines and alliances as the results page needs them: names, logos and the alliance filter. */
export interface AirlineDirectory {
  airlines: { iata_code: string; name: string; image_url: string | null; alliance_code: string | null }[]
  alliances: { code: string; name: string; image_url: string | null }[]
}

const airlinesCopy = revalidatedCopy('airline list', getAirlines, (rows: Airline[]) =>
  rows.map((a) => ({
    iata_code: a.iata_code,
    name: a.name,
    image_url: a.image_url ?? null,
    alliance_code: a.alliance_code,
  })),
)
const alliancesCopy = revalidatedCopy('alliance list', getAlliances, (rows: Alliance[]) =>
  rows.map((a) => ({ code: a.code, name: a.name, image_url: a.image_url ?? null })),
)

export const fetchAirlineDirectory = createServerFn({ method: 'GET' }).handler(
  (): Promise<AirlineDirectory> =>
    asUserErrors(async () => {
      const [airlines, alliances] = await Promise.all([airlinesCopy(), alliancesCopy()])
      return { airlines, alliances }
    }),
)

export const airlineDirectoryQueryOptions = () =>
  queryOptions({
    queryKey: ['flights', 'airline-directory'],
    queryFn: () => fetchAirlineDirectory(),
    // Master data changes rarely; one copy per visit is plenty.
    staleTime: Infinity,
  })

/** Rates in currencies the store can show; a row in another currency is left out, not an error. */
const ratesCopy = revalidatedCopy('exchange rates', getExchangeRates, (rows: ExchangeRateRow[]) =>
  rows.flatMap((r): ExchangeRate[] => {
    const rate = readExchangeRate(r)
    return rate ? [rate] : []
  }),
)

export const fetchExchangeRates = createServerFn({ method: 'GET' }).handler((): Promise<ExchangeRate[]> =>
  asUserErrors(() => ratesCopy()),
)

export const exchangeRatesQueryOptions = () =>
  queryOptions({
    queryKey: ['flights', 'exchange-rates'],
    queryFn: () => fetchExchangeRates(),
    // Display rates: an hour-old rate is fine for showing a converted fare (charging is in INR).
    staleTime: 60 * 60_000,
  })
