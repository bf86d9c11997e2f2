import { Link, createFileRoute } from '@tanstack/react-router'
import bookingsCss from '~/components/bookings/bookings.css?url'
import formsCss from '~/components/forms/forms.css?url'
import { GuestLookupForm } from '~/components/bookings/GuestLookupForm'
import { pageHead } from '~/components/pageHead'
import { tripIdOf } from '@contracts/bookings/values'

/** A guest finds a booking by Trip Id and the e-mail or mobile number used when booking. */
export const Route = createFileRoute('/bookings/find')({
  // ?tripId= fills the Trip Id in (a trip page that could not be shown sends the guest here); a
  // value that is not a Trip Id is dropped. Every key returned: the router keeps the address's own.
  validateSearch: (search: Record<string, unknown>): { tripId?: string | undefined } => ({
    tripId: tripIdOf(search.tripId),
  }),
  head: ({ match }) => ({
    ...pageHead(
      match.context,
      'Find a booking',
      'Find your booking with its Trip Id and your e-mail or mobile number.',
    ),
    links: [
      { rel: 'stylesheet', href: formsCss },
      { rel: 'stylesheet', href: bookingsCss },
    ],
  }),
  component: FindBookingPage,
})

function FindBookingPage() {
  const { tripId } = Route.useSearch()
  return (
    <div className="page">
      <h1>Find a booking</h1>
      <p>
        Enter the Trip Id from your confirmation e-mail and the e-mail address or mobile number used when
        booking.
      </p>
      <GuestLookupForm tripId={tripId} />
      <p>
        Booked while signed in? <Link to="/account/bookings">See all your bookings</Link>.
      </p>
    </div>
  )
}
