import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/components/pageHead'
import { HotelResults, placeTitle } from '~/components/hotels/HotelResults'
import { HotelSearchForm } from '~/components/hotels/HotelSearchForm'
import css from '~/components/hotels/hotels.css?inline'
import { primitiveSearch } from '~/lib/search-address'
import { todayIso } from '~/lib/date-input'
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
  // The offers strip above the results is in the server's page (it no longer arrives later and
  // pushes the results down). A failure leaves the strip to try again in the browser.
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
      ...pageHead(match.context, read.search ? `Hotels in ${placeTitle(read.search)}` : 'Search hotels'),
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
    return (
      <div className="page narrow">
        <h1>Search hotels</h1>
        <p>This search cannot be run as it is: please check the fields marked below.</p>
        <h2>Your search</h2>
        <HotelSearchForm
          start={{
            errors: read.errors,
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
