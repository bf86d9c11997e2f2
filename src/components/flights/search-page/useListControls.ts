/**
 * The local UI state behind one results list (000 §3 filter state, currency): filter bounds that
 * follow each polling batch, the filter reducer, the display currency and the list the traveller
 * sees. Filters are local state on purpose (docs/decisions/0007): a shared link reproduces the
 * search, not one person's clicks.
 */
import { useCallback, useEffect, useMemo, useReducer, useState } from 'react'
import { useShell } from '~/components/useShell'
import { useResultsView } from '~/components/flights/results/useResultsView'
import { deriveFilterBounds } from '~/lib/flights/bounds'
import { changeCurrency, displayPrice, initialCurrencyState, type ExchangeRate } from '~/lib/flights/currency'
import {
  initialFilterState,
  reduceFilters,
  type FilterAction,
  type FilterState,
} from '~/lib/flights/filter-state'
import type { FlightResult, FlightSearchRequest } from '~/lib/flights/schemas'
import type { SortKey } from '~/lib/flights/sort'
import type { Currency } from '~/lib/money'

/** No exchange-rate source exists yet; USD stays offered-but-disabled until one does. */
const noRates: readonly ExchangeRate[] = []

export function useFilters(results: readonly FlightResult[], request: FlightSearchRequest) {
  const { config, layout } = useShell()
  const flights = config.flights
  const bounds = useMemo(
    () =>
      deriveFilterBounds(results, {
        priceFilterStep: flights.priceFilterStep,
        stopsLabels: flights.stopsLabels,
      }),
    [results, flights],
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
  // A new batch moves the defaults; filters the traveller has not touched follow them.
  useEffect(() => {
    dispatch({ type: 'bounds', bounds })
  }, [bounds])
  return { bounds, state, dispatch }
}

export function useCurrency() {
  const { config } = useShell()
  const [currency, setCurrency] = useState(() => initialCurrencyState(config.money.defaultCurrency, noRates))
  const formatPrice = useCallback((paise: number) => displayPrice(paise, currency), [currency])
  return {
    currency: currency.currency,
    rates: noRates,
    setCurrency: (c: Currency) => setCurrency((s) => changeCurrency(s, c)),
    formatPrice,
  }
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
