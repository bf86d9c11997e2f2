import { createFileRoute, redirect } from '@tanstack/react-router'
import { pageHead } from '~/components/pageHead'
import { HotelResults, placeTitle, staysNoun } from '~/components/hotels/HotelResults'
import { LazyHotelSearchForm } from '~/components/hotels/lazy'
import css from '~/components/hotels/hotels.css?inline'
import { primitiveSearch } from '~/lib/search-address'
import { todayIso } from '~/lib/today'
import {
  decodeRooms,
  isCalendarDate,
  readResultsAddress,
  resultsAddressKeys,
} from '@contracts/hotels/search-params'

/**
 * Hotel results (001 §2, §3 "Hotel search parameters"): /hotels/search?checkin_date&checkout_date
 * &rooms&location_id|locality_id|hotel_id&… . validateSearch keeps primitives only (never throws,
 * no zod with every page); the page reads the address strictly and shows the form with its
 * messages when it cannot search. `scenario` is the sandbox's, for tests.
 */
const validateResultsAddress = primitiveSearch([...resultsAddressKeys, 'scenario'])

export const Route = createFileRoute('/hotels/search')({
  validateSearch: validateResultsAddress,
  // The form sent before the app started names the place by its text only: the place it names is
  // looked up and the address rewritten with its id (a hotel opens its own page, as a pick does).
  beforeLoad: async ({ search }) => {
    const text = typeof search.place === 'string' ? search.place : ''
    if (!text || search.location_id || search.locality_id || search.hotel_id) return
    const { placeFromText } = await import('~/flows/hotels/place-text')
    const place = await placeFromText(text)
    if (!place) return
    const { place: _typed, ...rest } = search
    const stay = { checkin_date: rest.checkin_date, checkout_date: rest.checkout_date, rooms: rest.rooms }
    if (place.kind === 'hotel')
      throw redirect({ to: '/hotels/$hotelId', params: { hotelId: place.id }, search: stay })
    throw redirect({
      to: '/hotels/search',
      search: {
        ...rest,
        [place.kind === 'locality' ? 'locality_id' : 'location_id']: place.id,
        ...(place.kind === 'locality' ? { locality_name: place.name } : {}),
        ...(place.city_name ? { city_name: place.city_name } : {}),
      },
    })
  },
  // The offers strip above the results is in the server's page (it no longer arrives later and
  // pushes the results down). A failure leaves the strip to try again in the browser.
  // Once per visit: a filter or sort click (a new address, the same page) does not run it again.
  staleTime: Infinity,
  loader: async ({ context }) => {
    if (!context.shell?.config.whiteLabel.hotelOffers) return
    const { contentQueryOptions } = await import('~/flows/content/content.queries')
    await context.queryClient
      .ensureQueryData({ ...contentQueryOptions('hotel_srp_offer'), retry: 0 })
      .catch(() => undefined)
  },
  head: ({ match }) => {
    const read = readResultsAddress(match.search, todayIso())
    return {
      ...pageHead(
        match.context,
        read.search
          ? `${staysNoun(read.search) === 'homestays' ? 'Homestays' : 'Hotels'} in ${placeTitle(read.search)}`
          : 'Search hotels',
      ),
      styles: [{ children: css }],
    }
  },
  component: ResultsRoute,
})

function ResultsRoute() {
  const address = Route.useSearch()
  const read = readResultsAddress(address, todayIso())
  const scenario = typeof address.scenario === 'string' ? address.scenario : undefined
  if (!read.search) {
    const rooms = decodeRooms(address.rooms)
    // A place typed in the form sent before the app started, that no place matched.
    const typedPlace =
      typeof address.place === 'string' && read.errors.place ? address.place.slice(0, 80) : ''
    return (
      <div className="page narrow">
        <h1>Search hotels</h1>
        <p>This search cannot be run as it is: please check the fields marked below.</p>
        <h2>Your search</h2>
        <LazyHotelSearchForm
          start={{
            errors: typedPlace
              ? {
                  ...read.errors,
                  place: `No city, area or hotel matches “${typedPlace}”: type it again and choose from the list`,
                }
              : read.errors,
            ...(typedPlace ? { placeText: typedPlace } : {}),
            ...(isCalendarDate(address.checkin_date) ? { checkin_date: address.checkin_date } : {}),
            ...(isCalendarDate(address.checkout_date) ? { checkout_date: address.checkout_date } : {}),
            ...('rooms' in rooms ? { rooms: rooms.rooms } : {}),
          }}
        />
      </div>
    )
  }
  const { search } = read
  // A new stay or place is a new search: a new machine.
  const key = JSON.stringify([
    search.place.kind,
    search.place.id,
    search.checkin_date,
    search.checkout_date,
    search.rooms,
    scenario,
  ])
  return <HotelResults key={key} search={search} scenario={scenario} />
}
