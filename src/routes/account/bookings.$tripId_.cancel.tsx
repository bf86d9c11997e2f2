import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/components/pageHead'
import { CancelBooking } from '~/components/bookings/CancelBooking'
import { TripNotFound } from '~/components/TripNotFound'
import { cancelOptionsQueryOptions, refundsQueryOptions } from '~/flows/bookings/cancellation.queries'
import { readTripOr404 } from '~/lib/missing-trip'

/** The signed-in owner cancels a booking (src/components/bookings/CancelBooking.tsx). */
export const Route = createFileRoute('/account/bookings/$tripId_/cancel')({
  // What can be cancelled first: a trip it cannot show (404) asks the services once (issue 24).
  loader: async ({ context, params }) => {
    await readTripOr404(params.tripId, () =>
      context.queryClient.ensureQueryData(cancelOptionsQueryOptions(params.tripId)),
    )
    await context.queryClient.ensureQueryData(refundsQueryOptions(params.tripId))
  },
  head: ({ match, params }) => pageHead(match.context, `Cancel Trip ${params.tripId}`),
  notFoundComponent: TripNotFound,
  component: OwnerCancelPage,
})

function OwnerCancelPage() {
  const { tripId } = Route.useParams()
  return <CancelBooking tripId={tripId} className="account-page" />
}
