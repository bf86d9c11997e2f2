import { createFileRoute } from '@tanstack/react-router'
import { paymentReturn } from '~/flows/checkout/checkout-routes.flow'

/** Where the payment gateway sends the browser back (a server route: no page of its own). */
export const Route = createFileRoute('/flights/booking_/payment-return')({
  server: { handlers: { GET: ({ request }) => paymentReturn(request) } },
})
