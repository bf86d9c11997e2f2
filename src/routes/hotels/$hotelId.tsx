import { createFileRoute, Link } from '@tanstack/react-router'
import { pageHead } from '~/components/pageHead'
import { HotelPage } from '~/components/hotels/HotelPage'
import css from '~/components/hotels/hotels.css?inline'
import { primitiveSearch } from '~/lib/search-address'
import { todayIso } from '~/lib/date-input'
import { readStay } from '@contracts/hotels/search-params'

/**
 * One hotel (001 §3 "Hotel", "Hotel availability"): /hotels/{hotelId}?checkin_date&checkout_date&rooms
 * (and search_id with the card's card_total when opened from the results, to tell a price change
 * since the card with both amounts).
 * The rooms and offers come from the availability machine; details, ratings and the SEO text are
 * reads beside it.
 */
const validateHotelAddress = primitiveSearch([
  'checkin_date',
  'checkout_date',
  'rooms',
  'search_id',
  'card_total',
  'scenario',
])

/** The card's total (whole paise) from the address, when it is one. */
const cardTotalOf = (value: unknown): number | undefined => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN
  return Number.isSafeInteger(n) && n >= 0 ? n : undefined
}

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
  // The search the traveller came from: its card's price is compared with the hotel's now.
  const searchId = typeof address.search_id === 'string' ? address.search_id.slice(0, 80) : undefined
  const cardTotal = cardTotalOf(address.card_total)
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
      key={JSON.stringify([hotelId, read.stay, scenario, searchId, cardTotal])}
      hotelId={hotelId}
      stay={read.stay}
      searchId={searchId}
      cardTotal={cardTotal}
      scenario={scenario}
    />
  )
}
