import { Link, rootRouteId, useRouteContext, type NotFoundRouteProps } from '@tanstack/react-router'
import { missingTripOf } from '~/lib/missing-trip'

/**
 * A trip page the services will not show this browser (issue 24), answered 404: it says why in
 * words a traveller can act on and offers the way on: find the booking (the Trip Id filled in),
 * and the bookings list for a signed-in traveller.
 */
export function TripNotFound({ data }: NotFoundRouteProps) {
  const { tripId, reason } = missingTripOf(data)
  const signedIn = useRouteContext({ from: rootRouteId, select: (c) => c.viewer !== null })
  return (
    <section className="page narrow" aria-labelledby="trip-nf-title">
      <h1 id="trip-nf-title">
        {reason === 'grant-expired' ? 'Find your booking again' : 'We could not find this booking'}
      </h1>
      <p>{explanation(reason, tripId)}</p>
      <ul className="link-list">
        <li>
          <Link to="/bookings/find" search={tripId ? { tripId } : {}}>
            Find your booking
          </Link>
        </li>
        {signedIn ? (
          <li>
            <Link to="/account/bookings">See all your bookings</Link>
          </li>
        ) : (
          <li>
            <a href="/sign-in?redirect=%2Faccount%2Fbookings">Sign in to see your bookings</a>
          </li>
        )}
      </ul>
    </section>
  )
}

function explanation(reason: 'malformed' | 'not-visible' | 'grant-expired', tripId: string | null): string {
  switch (reason) {
    case 'grant-expired':
      return `Your access to Trip ${tripId ?? ''} has ended. Find it again with its Trip Id and the e-mail or mobile number used when booking.`
    case 'malformed':
      return 'This address does not hold a Trip Id. A Trip Id is SF followed by ten digits (SF1234567890); you will find it in your confirmation e-mail.'
    case 'not-visible':
      return `There is no booking ${tripId ? `with Trip Id ${tripId}` : 'at this address'} that you can open here. Check the Trip Id, find the booking with the e-mail or mobile number used when booking, or sign in with the account that booked it.`
  }
}
