/**
 * The cancel page's reads: queryOptions factories for loaders and `useSuspenseQuery`. Pages reach
 * the server functions only through src/flows (docs/decisions/0037).
 */
export { cancelOptionsQueryOptions, refundsQueryOptions } from '~/server/bookings/cancellation.functions'
