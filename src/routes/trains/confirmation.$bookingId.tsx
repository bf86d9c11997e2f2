import { createFileRoute } from '@tanstack/react-router'
import type { TrainBooking } from '@contracts/trains/booking'
import { trainBookingMessages } from '@contracts/trains/booking'
import { CLASS_NAMES } from '@contracts/trains/codes'
import { refundStateWords } from '@contracts/checkout/words'
import checkoutCss from '~/components/commerce/checkout.css?url'
import { pageHead } from '~/components/pageHead'
import { TripNotFound } from '~/components/TripNotFound'
import { firstReadOr404 } from '~/lib/refusal'
import { PlacesTable } from '~/components/trains/PlacesTable'
import { TrainFare } from '~/components/trains/TrainFare'
import trainCss from '~/components/trains/train-booking.css?url'
import { useTrainConfirmation } from '~/flows/trains/booking.flow'

/**
 * The train booking after payment (issue 16; 001 §2 "booking confirmation with polling", §8): the
 * page follows the booking every second until the railway answers with the PNR and each passenger's
 * place (CNF with coach and berth, RAC, WL), the booking failed after payment (refunded), or the
 * payment failed; unconfirmed after about 30 minutes it says so in 001 §8's words.
 */
export const Route = createFileRoute('/trains/confirmation/$bookingId')({
  // Without zod: route options load with every page (docs/decisions/0021).
  validateSearch: (search: Record<string, unknown>): { status?: string } =>
    typeof search.status === 'string' && search.status.length <= 40 ? { status: search.status } : {},
  // Read once for the first paint; a booking this browser cannot open is a 404 (issue 24).
  loader: async ({ context, params }) => {
    const { trainBookingQueryOptions } = await import('~/flows/trains/booking.flow')
    return firstReadOr404(() =>
      context.queryClient.ensureQueryData(trainBookingQueryOptions(params.bookingId)),
    )
  },
  head: ({ match }) => ({
    ...pageHead(match.context, 'Train booking'),
    meta: [{ name: 'robots', content: 'noindex' }],
    links: [
      { rel: 'stylesheet', href: checkoutCss },
      { rel: 'stylesheet', href: trainCss },
    ],
  }),
  notFoundComponent: TripNotFound,
  component: ConfirmationPage,
})

function words(state: string, booking: TrainBooking | null): { text: string; role: 'status' | 'alert' } {
  switch (state) {
    case 'confirmed':
      return {
        text: booking?.message ?? trainBookingMessages.booked,
        role: 'status',
      }
    case 'refunded':
      return {
        text: booking?.message ?? trainBookingMessages.paidButFailed,
        role: 'alert',
      }
    case 'paymentFailed':
      return { text: trainBookingMessages.paymentFailed, role: 'alert' }
    case 'notPaid':
      return { text: booking?.message ?? trainBookingMessages.expired, role: 'alert' }
    case 'notConfirmedYet':
      return { text: trainBookingMessages.notConfirmedYet, role: 'alert' }
    case 'unreachable':
      return {
        text: 'We could not check your booking just now. Please check again in a moment.',
        role: 'alert',
      }
    default:
      return {
        text:
          booking?.status === 'PAID'
            ? 'Payment received. The railway is booking your ticket…'
            : 'Waiting for the bank to confirm your payment…',
        role: 'status',
      }
  }
}

function ConfirmationPage() {
  const { bookingId } = Route.useParams()
  const c = useTrainConfirmation(bookingId, Route.useLoaderData())
  const booking = c.booking
  const said = words(c.state, booking)
  const booked = c.state === 'confirmed' && booking?.pnr
  return (
    <div className="checkout-page train-booking" {...c.flow}>
      <h1>{booked ? 'Ticket booked' : 'Your train booking'}</h1>
      {booking ? <p>Trip Id {booking.tripId}</p> : null}
      <p role={said.role} className={said.role === 'alert' ? 'form-alert' : undefined}>
        {said.text}
      </p>
      {c.state === 'refunded' || c.state === 'notPaid'
        ? booking?.refunds.map((r, i) => (
            <p key={`${r.reason}-${i}`} role="status">
              {refundStateWords({
                amount: r.amount,
                destination: r.to === 'wallet' ? 'wallet' : 'source',
                status: r.status === 'PROCESSED' ? 'processed' : 'initiated',
              })}
            </p>
          ))
        : null}
      {c.state === 'notConfirmedYet' || c.state === 'unreachable' ? (
        <button type="button" onClick={c.retry}>
          Check again
        </button>
      ) : null}
      {booked && booking ? (
        <>
          <p>
            PNR <span className="train-pnr">{booking.pnr}</span>
          </p>
          <p>
            {booking.journey.trainNo} {booking.journey.trainName}: {booking.journey.fromName} (
            {booking.journey.from}) {booking.journey.journeyDate} {booking.journey.departureTime} →{' '}
            {booking.journey.toName} ({booking.journey.to}) {booking.journey.arrivalDate}{' '}
            {booking.journey.arrivalTime}, {CLASS_NAMES[booking.journey.travelClass]}
          </p>
          <PlacesTable
            caption="Berths"
            rows={booking.passengers.map((p) => ({
              serial: p.serial,
              name: p.name,
              booked: p.booked,
              current: p.current,
            }))}
          />
          <TrainFare fare={booking.fare} />
          <p className="train-actions">
            <a href={`/bookings/e-ticket/${encodeURIComponent(booking.tripId)}`}>Download e-ticket (PDF)</a>
            <a href={`/trains/pnr?pnr=${booking.pnr}`}>PNR status</a>
            <a href={`/bookings/${encodeURIComponent(booking.tripId)}`}>See it in your bookings</a>
          </p>
        </>
      ) : null}
      {c.state === 'paymentFailed' || c.state === 'notPaid' || c.state === 'refunded' ? (
        <p className="train-actions">
          <a href="/trains">Search trains again</a>
        </p>
      ) : null}
    </div>
  )
}
