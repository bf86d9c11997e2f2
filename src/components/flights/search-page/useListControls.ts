/**
 * The local UI state behind one results list (000 §3 filter state, currency): filter bounds that
 * follow each polling batch, the filter reducer, the display currency and the list the traveller
 * sees. Filters are local state on purpose (docs/decisions/0007): a shared link reproduces the
 * search, not one person's clicks.
 */
import { useQuery } from '@tanstack/react-query'
import { useCallback, useMemo, useReducer, useState } from 'react'
import { useShell } from '~/components/useShell'
import { useResultsView } from '../results/useResultsView'
import { deriveFilterBounds } from '~/lib/flights/bounds'
import { changeCurrency, displayPrice, initialCurrencyState, type ExchangeRate } from '~/lib/flights/currency'
import {
  initialFilterState,
  reduceFilters,
  type FilterAction,
  type FilterState,
} from '~/lib/flights/filter-state'
import type { FlightResult, FlightSearchRequest } from '@contracts/flights/schemas'
import type { SortKey } from '~/lib/flights/sort'
import type { Currency } from '~/lib/money'
import { airlineDirectoryQueryOptions, exchangeRatesQueryOptions } from '~/flows/flights/search.queries'

/** Until the rates arrive (or when they cannot be read) USD is offered but disabled. */
const noRates: readonly ExchangeRate[] = []

/**
 * Airline names and alliances from master data (the route's loader warms the query). Read with
 * useQuery, not useSuspenseQuery: without the directory the list still works, only the alliance
 * filter is missing (docs/decisions/0017).
 */
export function useAirlineDirectory() {
  return useQuery(airlineDirectoryQueryOptions()).data
}

export function useFilters(results: readonly FlightResult[], request: FlightSearchRequest) {
  const { config, layout } = useShell()
  const flights = config.flights
  const directory = useAirlineDirectory()
  const bounds = useMemo(
    () =>
      deriveFilterBounds(results, {
        priceFilterStep: flights.priceFilterStep,
        stopsLabels: flights.stopsLabels,
        ...(directory ? { allianceInfo: directory } : {}),
      }),
    [results, flights, directory],
  )
  const [state, dispatch] = useReducer(
    (s: FilterState, a: FilterAction) => reduceFilters(s, a, bounds),
    null,
    () =>
      initialFilterState(bounds, flights, {
        originCountry: request.origin.country,
        destinationCountry: request.destination.country,
        mobile: layout === 'mobile',
        domesticCountry: config.money.domesticCountry,
      }),
  )
  // A new batch moves the defaults; filters the traveller has not touched follow them. Adopted
  // during the render that brings the batch (React re-runs this component at once, before
  // committing), not from an effect: an effect would commit the batch, then render and commit the
  // list a second time (docs/decisions/0024, 0025).
  const [adopted, setAdopted] = useState(bounds)
  if (adopted !== bounds) {
    setAdopted(bounds)
    dispatch({ type: 'bounds', bounds })
  }
  return { bounds, state, dispatch }
}

export function useCurrency() {
  const { config } = useShell()
  const rates = useQuery(exchangeRatesQueryOptions()).data ?? noRates
  const [currency, setCurrency] = useState(() => initialCurrencyState(config.money.defaultCurrency, rates))
  // The rates come from a query: the state shows with the latest ones (000 §3 response.exchange_rates).
  const shown = useMemo(
    () => ({ currency: currency.currency, exchange_rates: [...rates] }),
    [currency, rates],
  )
  const formatPrice = useCallback((paise: number) => displayPrice(paise, shown), [shown])
  const choose = useCallback((c: Currency) => setCurrency((s) => changeCurrency(s, c)), [])
  return { currency: currency.currency, rates, setCurrency: choose, formatPrice }
}

/** Filters + sort over one list; `sortKey` defaults to the filter state's own. */
export function useListControls(
  results: readonly FlightResult[],
  request: FlightSearchRequest,
  sortKey?: (state: FilterState) => SortKey,
) {
  const { config } = useShell()
  const filters = useFilters(results, request)
  const key = sortKey ? sortKey(filters.state) : filters.state.sort_attribute
  const visible = useResultsView(results, filters.state, key, config.flights.stopsLabels)
  return { ...filters, visible }
}
