import { createFileRoute } from '@tanstack/react-router'
import { trainPaymentReturn } from '~/flows/trains/booking-routes.flow'

/** Where the payment gateway sends the browser back from a train payment (a server route). */
export const Route = createFileRoute('/trains/payment-return')({
  server: { handlers: { GET: ({ request }) => trainPaymentReturn(request) } },
})
