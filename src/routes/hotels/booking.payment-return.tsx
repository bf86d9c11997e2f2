import { createFileRoute } from '@tanstack/react-router'
import { hotelPaymentReturn } from '~/flows/hotels/booking-routes.flow'

/** Where the payment gateway sends the browser back from a hotel payment (a server route). */
export const Route = createFileRoute('/hotels/booking/payment-return')({
  server: { handlers: { GET: ({ request }) => hotelPaymentReturn(request) } },
})
