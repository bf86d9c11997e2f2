import { createFileRoute } from '@tanstack/react-router'
import { eTicket } from '~/flows/checkout/checkout-routes.flow'

/** The e-ticket PDF of a ticketed booking of this browser (a server route). */
export const Route = createFileRoute('/flights/booking_/eticket/$tripId')({
  server: { handlers: { GET: ({ params }) => eTicket(params.tripId) } },
})
