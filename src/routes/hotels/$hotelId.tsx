import { createFileRoute, Link } from '@tanstack/react-router'
import { pageHead } from '~/components/pageHead'
import { HotelPage } from '~/components/hotels/HotelPage'
import css from '~/components/hotels/hotels.css?inline'
import { primitiveSearch } from '~/lib/search-address'
import { todayIso } from '~/lib/date-input'
import { readStay } from '@contracts/hotels/search-params'

/**
 * One hotel (001 §3 "Hotel", "Hotel availability"): /hotels/{hotelId}?checkin_date&checkout_date&rooms.
 * The rooms and offers come from the availability machine; details, ratings and the SEO text are
 * reads beside it.
 */
const validateHotelAddress = primitiveSearch(['checkin_date', 'checkout_date', 'rooms', 'scenario'])

export const Route = createFileRoute('/hotels/$hotelId')({
  validateSearch: validateHotelAddress,
  head: ({ match }) => ({ ...pageHead(match.context, 'Hotel'), styles: [{ children: css }] }),
  component: HotelRoute,
})

function HotelRoute() {
  const { hotelId } = Route.useParams()
  const address = Route.useSearch()
  const read = readStay(address, todayIso())
  const scenario = typeof address.scenario === 'string' ? address.scenario : undefined
  if (!read.stay) {
    return (
      <div className="page narrow">
        <h1>Choose your stay</h1>
        <ul role="alert">
          {Object.entries(read.errors).map(([field, message]) => (
            <li key={field}>{message}</li>
          ))}
        </ul>
        <p>
          <Link to="/hotels">Search hotels</Link> with your dates and rooms.
        </p>
      </div>
    )
  }
  return (
    <HotelPage
      key={JSON.stringify([hotelId, read.stay, scenario])}
      hotelId={hotelId}
      stay={read.stay}
      scenario={scenario}
    />
  )
}
