import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/components/pageHead'
import { CancelBooking } from '~/components/bookings/CancelBooking'
import { cancelOptionsQueryOptions, refundsQueryOptions } from '~/flows/bookings/cancellation.queries'

/** The signed-in owner cancels a booking (src/components/bookings/CancelBooking.tsx). */
export const Route = createFileRoute('/account/bookings/$tripId_/cancel')({
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.ensureQueryData(cancelOptionsQueryOptions(params.tripId)),
      context.queryClient.ensureQueryData(refundsQueryOptions(params.tripId)),
    ]),
  head: ({ match, params }) => pageHead(match.context, `Cancel Trip ${params.tripId}`),
  component: OwnerCancelPage,
})

function OwnerCancelPage() {
  const { tripId } = Route.useParams()
  return <CancelBooking tripId={tripId} className="account-page" />
}
