import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import bookingsCss from '~/components/bookings/bookings.css?url'
import { TripDetail } from '~/components/bookings/TripDetail'
import { TripNotFound } from '~/components/TripNotFound'
import { pageHead } from '~/components/pageHead'
import { tripQueryOptions } from '~/flows/bookings/bookings.queries'
import { readTripOr404 } from '~/lib/missing-trip'

/** One of the signed-in traveller's bookings, with the way to cancel it. */
export const Route = createFileRoute('/account/bookings/$tripId/')({
  // The refund tracker's first answer comes with the page, so it never flashes a loading state.
  loader: async ({ context, params }) => {
    const { tripQueryOptions } = await import('~/flows/bookings/bookings.queries')
    const { refundsQueryOptions } = await import('~/flows/bookings/cancellation.queries')
    // The trip first: a page it cannot show (404) asks the services once (issue 24).
    const trip = await readTripOr404(params.tripId, () =>
      context.queryClient.ensureQueryData(tripQueryOptions(params.tripId)),
    )
    await context.queryClient.ensureQueryData(refundsQueryOptions(params.tripId))
    return trip
  },
  head: ({ match, params }) => ({
    ...pageHead(match.context, `Booking ${params.tripId}`),
    links: [{ rel: 'stylesheet', href: bookingsCss }],
  }),
  notFoundComponent: TripNotFound,
  component: AccountTripPage,
})

function AccountTripPage() {
  const { tripId } = Route.useParams()
  const { data } = useSuspenseQuery(tripQueryOptions(tripId))
  return (
    <div className="account-page">
      <TripDetail data={data} cancelHref={`/account/bookings/${data.trip.trip_id}/cancel`} />
    </div>
  )
}
