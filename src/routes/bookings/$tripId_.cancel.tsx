import { createFileRoute } from '@tanstack/react-router'
import bookingsCss from '~/components/bookings/bookings.css?url'
import formsCss from '~/components/forms/forms.css?url'
import { pageHead } from '~/components/pageHead'
import { CancelBooking } from '~/components/bookings/CancelBooking'
import { TripNotFound } from '~/components/TripNotFound'
import { cancelOptionsQueryOptions, refundsQueryOptions } from '~/flows/bookings/cancellation.queries'
import { readTripOr404 } from '~/lib/missing-trip'

/**
 * A guest cancels a booking they found (Trip Id + e-mail or mobile) or booked in this browser: the
 * owner's cancel component; the service sends a guest's refund to the original payment only
 * (docs/decisions/0092). Anyone else gets the service's 404.
 */
export const Route = createFileRoute('/bookings/$tripId_/cancel')({
  // What can be cancelled first: a trip it cannot show (404) asks the services once (issue 24).
  loader: async ({ context, params }) => {
    await readTripOr404(params.tripId, () =>
      context.queryClient.ensureQueryData(cancelOptionsQueryOptions(params.tripId)),
    )
    await context.queryClient.ensureQueryData(refundsQueryOptions(params.tripId))
  },
  head: ({ match, params }) => ({
    meta: [
      ...pageHead(match.context, `Cancel Trip ${params.tripId}`).meta,
      { name: 'robots', content: 'noindex' },
    ],
    links: [
      { rel: 'stylesheet', href: formsCss },
      { rel: 'stylesheet', href: bookingsCss },
    ],
  }),
  notFoundComponent: TripNotFound,
  component: GuestCancelPage,
})

function GuestCancelPage() {
  const { tripId } = Route.useParams()
  return <CancelBooking tripId={tripId} className="page" />
}
