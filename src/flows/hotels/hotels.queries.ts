/**
 * The hotel reads pages make beside the machines: a hotel's details and ratings, hotel names
 * within a search (the name filter). Pages reach src/server/hotels only through here or the flows.
 */
export {
  hotelDetailsQueryOptions,
  hotelNamesQueryOptions,
  hotelRatingsQueryOptions,
} from '~/server/hotels/search.functions'
