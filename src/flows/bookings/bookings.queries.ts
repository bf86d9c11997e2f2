/**
 * The bookings pages' reads: queryOptions factories for the loaders and `useSuspenseQuery`. Pages
 * reach src/server/bookings only through this module and bookings.flow.ts (docs/decisions/0037).
 */
export { tripQueryOptions, tripsQueryOptions, type TripsSearch } from '~/server/bookings/bookings.functions'
