import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/components/pageHead'
import { useCheckout } from '~/components/checkout/CheckoutContext'
import { FareBreakdown } from '~/components/checkout/FareBreakdown'
import { TripSummary } from '~/components/checkout/TripSummary'

/** Step 1: the flights chosen, their baggage and the fare (000 §2 /flights/booking/your-flight). */
export const Route = createFileRoute('/flights/booking/your-flight')({
  head: ({ match }) => pageHead(match.context, 'Your flight'),
  component: YourFlightPage,
})

function YourFlightPage() {
  const { booking, send } = useCheckout()
  return (
    <div className="checkout-step">
      <h1>Your flight</h1>
      <TripSummary offer={booking.offer} />
      <FareBreakdown booking={booking} />
      <div className="checkout-actions">
        <button type="button" className="checkout-primary" onClick={() => send({ type: 'CONTINUE' })}>
          Continue
        </button>
      </div>
    </div>
  )
}
