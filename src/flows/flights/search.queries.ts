/**
 * The flights reads that pages and components make beside the search machines: the fare
 * calendar, place names, the airline directory and the exchange rates. Pages and components reach
 * src/server/flights/search.functions.ts only through here or the search flows
 * (docs/decisions/0037). The results loader imports this module on demand (docs/decisions/0021).
 */
export {
  airlineDirectoryQueryOptions,
  exchangeRatesQueryOptions,
  periodPricesQueryOptions,
  placeNamesQueryOptions,
} from '~/server/flights/search.functions'
