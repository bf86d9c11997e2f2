import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import bookingsCss from '~/components/bookings/bookings.css?url'
import formsCss from '~/components/forms/forms.css?url'
import { TripDetail } from '~/components/bookings/TripDetail'
import { TripNotFound } from '~/components/TripNotFound'
import { pageHead } from '~/components/pageHead'
import { tripQueryOptions } from '~/flows/bookings/bookings.queries'
import { readTripOr404 } from '~/lib/missing-trip'

/** A booking a guest found (Trip Id + e-mail or mobile) or booked in this browser. */
export const Route = createFileRoute('/bookings/$tripId')({
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
    meta: [
      ...pageHead(match.context, `Booking ${params.tripId}`).meta,
      { name: 'robots', content: 'noindex' },
    ],
    links: [
      { rel: 'stylesheet', href: formsCss },
      { rel: 'stylesheet', href: bookingsCss },
    ],
  }),
  notFoundComponent: TripNotFound,
  component: GuestTripPage,
})

function GuestTripPage() {
  const { tripId } = Route.useParams()
  const { data } = useSuspenseQuery(tripQueryOptions(tripId))
  return (
    <div className="page">
      <TripDetail data={data} cancelHref={`/bookings/${data.trip.trip_id}/cancel`} />
    </div>
  )
}
