import { createFileRoute } from '@tanstack/react-router'
import { eTicket } from '~/flows/bookings/bookings-routes.flow'

/** The e-ticket PDF of a ticketed booking this browser may read (its owner, or a guest with a grant). */
export const Route = createFileRoute('/bookings/e-ticket/$tripId')({
  server: { handlers: { GET: ({ params }) => eTicket(params.tripId) } },
})
