import { Link, createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { checkoutMessages } from '@contracts/checkout/messages'
import type { Booking } from '@contracts/checkout/booking'
import checkoutCss from '~/components/commerce/checkout.css?url'
import { refundStateWords, totalLabel } from '@contracts/checkout/words'
import { FareBreakdown } from '~/components/checkout/FareBreakdown'
import { TravellerExtras } from '~/components/checkout/TravellerExtras'
import { TripSummary } from '~/components/checkout/TripSummary'
import { TripNotFound } from '~/components/TripNotFound'
import { pageHead } from '~/components/pageHead'
import { useConfirmation } from '~/flows/checkout/checkout.flow'
import { bookingByTripQueryOptions } from '~/flows/checkout/checkout.queries'
import { readTripOr404 } from '~/lib/missing-trip'

/**
 * The booking after payment, by Trip Id: its status in 000 §8's words, the PNRs and the e-ticket
 * once ticketed; a failed payment offers to pay again with everything kept.
 */
export const Route = createFileRoute('/flights/booking_/confirmation/$tripId')({
  // A trip this browser cannot open (not its checkout, not the signed-in owner's) is a 404 (issue 24).
  loader: ({ context, params }) =>
    readTripOr404(params.tripId, () =>
      context.queryClient.ensureQueryData(bookingByTripQueryOptions(params.tripId)),
    ),
  head: ({ match, params }) => ({
    ...pageHead(match.context, `Trip ${params.tripId}`),
    links: [{ rel: 'stylesheet', href: checkoutCss }],
  }),
  notFoundComponent: TripNotFound,
  component: ConfirmationPage,
})

function statusWords(state: string, booking: Booking | null): { text: string; role: 'status' | 'alert' } {
  switch (state) {
    case 'confirmed':
      return { text: checkoutMessages.confirmed, role: 'status' }
    case 'refunded':
      // One message (000 §8 status 1), not "call us" and "we are refunding" run together (issue 24).
      return { text: checkoutMessages.status1, role: 'alert' }
    case 'paymentFailed':
    case 'payingAgain':
      return { text: checkoutMessages.paymentFailed, role: 'alert' }
    case 'review':
      return { text: checkoutMessages.fraud, role: 'alert' }
    case 'notPaid':
      return { text: checkoutMessages.status2, role: 'alert' }
    case 'notConfirmedYet':
      return {
        text:
          booking?.status === 'PAYMENT_PENDING' ? checkoutMessages.status3 : checkoutMessages.notConfirmedYet,
        role: 'alert',
      }
    case 'unreachable':
      return {
        text: 'We could not check your booking just now. Please check again in a moment.',
        role: 'alert',
      }
    default:
      return {
        text:
          booking?.status === 'PAYMENT_PENDING'
            ? 'Your bank has not confirmed the payment yet. We are waiting for it…'
            : 'Payment received. We are confirming your booking with the airline…',
        role: 'status',
      }
  }
}

function ConfirmationPage() {
  const { tripId } = Route.useParams()
  const { data } = useSuspenseQuery(bookingByTripQueryOptions(tripId))
  const c = useConfirmation(tripId, data)
  const booking = c.booking ?? data
  const navigate = Route.useNavigate()
  useEffect(() => {
    if (c.state === 'payingAgain') void navigate({ to: '/flights/booking/payment' })
  }, [c.state, navigate])
  const words = statusWords(c.state, booking)
  return (
    <div className="checkout-page checkout-confirmation" {...c.flow}>
      <h1>{c.state === 'confirmed' ? 'Booking confirmed' : 'Your booking'}</h1>
      <p className="checkout-trip">Trip Id {booking.trip_id}</p>
      <p role={words.role} className={words.role === 'alert' ? 'form-alert' : 'checkout-status'}>
        {words.text}
      </p>
      {c.state === 'paymentFailed' ? (
        <button type="button" className="checkout-primary" onClick={c.payAgain}>
          Pay again
        </button>
      ) : null}
      {c.state === 'refunded' ? (
        <>
          {booking.refund ? <p role="status">{refundStateWords(booking.refund)}</p> : null}
          <p>
            <a href={`/bookings/${booking.trip_id}`}>Follow the refund in your booking</a>
          </p>
        </>
      ) : null}
      {c.state === 'notConfirmedYet' || c.state === 'unreachable' ? (
        <button type="button" onClick={c.retry}>
          Check again
        </button>
      ) : null}
      {c.state === 'confirmed' ? (
        <section aria-labelledby="tickets">
          <h2 id="tickets">Your tickets</h2>
          <table className="checkout-fare">
            <caption className="visually-hidden">PNRs and ticket numbers</caption>
            <thead>
              <tr>
                <th scope="col">Flight</th>
                <th scope="col">PNR</th>
                <th scope="col">Ticket numbers</th>
              </tr>
            </thead>
            <tbody>
              {booking.tickets.map((t) => (
                <tr key={t.flight_key}>
                  <th scope="row">{t.flight_key.split('-').slice(0, 2).join(' ')}</th>
                  <td data-testid="pnr">{t.pnr}</td>
                  <td>{t.ticket_numbers.join(', ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <a
            className="checkout-primary"
            href={`/flights/booking/eticket/${booking.trip_id}`}
            download={`e-ticket-${booking.trip_id}.pdf`}
          >
            Download e-ticket (PDF)
          </a>
          {booking.contact ? (
            <p className="checkout-muted">We have also e-mailed it to {booking.contact.email}.</p>
          ) : null}
        </section>
      ) : null}
      <TripSummary offer={booking.offer} />
      <TravellerExtras booking={booking} />
      <FareBreakdown
        booking={booking}
        caption="Amount"
        totalLabel={totalLabel(booking.status === 'REFUNDED' ? 'refunded' : booking.payment?.status)}
      />
      <p>
        <Link to="/">Book another trip</Link>
      </p>
    </div>
  )
}
