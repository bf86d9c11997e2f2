/**
 * Cheapest fare per day around the travel date (fare calendar, price strip, nearby dates when
 * nothing is found): a plain read, so a query, not a machine. An empty list while loading or when
 * the calendar cannot be read (the strip then simply does not show); `loading` until it is known.
 */
import { useQuery } from '@tanstack/react-query'
import type { FlightSearchRequest, PeriodPrice } from '@contracts/flights/schemas'
import { addDays, todayIso } from '~/lib/flights/today'
import { periodPricesQueryOptions } from '~/flows/flights/search.queries'

/** Days either side of the travel date the strip and the nearby-dates offer look at. */
const SPAN_DAYS = 7
const none: PeriodPrice[] = []

export function usePeriodPrices(
  request: FlightSearchRequest,
  enabled: boolean,
): { prices: readonly PeriodPrice[]; loading: boolean } {
  const today = todayIso()
  // Plain arithmetic, not date-fns: its first use compiles a large module on the page's start.
  const from = addDays(request.travel_date, -SPAN_DAYS)
  const start = from < today ? today : from
  const end = addDays(request.travel_date, SPAN_DAYS)
  const query = {
    origin: request.origin.code,
    destination: request.destination.code,
    start_date: start,
    end_date: end,
    cabin: request.class_type,
  }
  const prices = useQuery({ ...periodPricesQueryOptions(query), enabled })
  return { prices: prices.data ?? none, loading: enabled && prices.isPending }
}
