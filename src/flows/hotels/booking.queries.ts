/**
 * The hotel booking pages' reads: queryOptions factories for `useQuery`. Pages reach the hotel
 * server functions only through src/flows (docs/decisions/0037). The review step reads the offer
 * from the hotel's availability for the stay (the search's server function).
 */
import { queryOptions } from '@tanstack/react-query'
import type { BookingAddress } from '@contracts/hotels/booking-params'
import { fetchHotelAvailability } from '~/server/hotels/search.functions'

export { hotelBookingQueryOptions, hotelTendersQueryOptions } from '~/server/hotels/booking.functions'

export const reviewOfferQueryOptions = (address: BookingAddress) =>
  queryOptions({
    queryKey: ['hotels', 'review', address],
    queryFn: () =>
      fetchHotelAvailability({
        data: {
          hotelId: address.hotel_id,
          stay: {
            checkin_date: address.checkin_date,
            checkout_date: address.checkout_date,
            rooms: address.rooms,
            ...(address.search_id ? { search_id: address.search_id } : {}),
          },
        },
      }),
    staleTime: 30_000,
  })
