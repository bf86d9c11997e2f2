/**
 * The hotel booking pages' reads: queryOptions factories for loaders and `useSuspenseQuery`. Pages
 * reach the hotel booking server functions only through src/flows (docs/decisions/0037).
 */
export { hotelBookingQueryOptions, reviewOfferQueryOptions } from '~/server/hotels/booking.functions'
