import { createFileRoute } from '@tanstack/react-router'
import type { HotelBooking } from '@contracts/hotels/booking'
import { hotelMessages } from '@contracts/hotels/messages'
import { totalLabel, type PaymentState } from '@contracts/checkout/words'
import { guestsAddressOf } from '@contracts/hotels/booking-params'
import checkoutCss from '~/components/commerce/checkout.css?url'
import hotelCss from '~/components/hotels/hotel-booking.css?url'
import { HotelPriceBreakdown } from '~/components/hotels/HotelPriceBreakdown'
import { StaySummary } from '~/components/hotels/StaySummary'
import { pageHead } from '~/components/pageHead'
import { TripNotFound } from '~/components/TripNotFound'
import { firstReadOr404 } from '~/lib/refusal'
import { useHotelConfirmation } from '~/flows/hotels/booking.flow'

/**
 * The hotel booking after payment (001 §2 /hotels/confirmation/{bookingId}?status=): the page
 * follows the booking every second until it settles and says where it stands in 000 §8's words,
 * with the booking id, the Trip Id and the way to the voucher in the bookings area.
 */
export const Route = createFileRoute('/hotels/confirmation/$bookingId')({
  // Without zod: route options load with every page (docs/decisions/0021).
  validateSearch: (search: Record<string, unknown>): { status?: string } =>
    typeof search.status === 'string' && search.status.length <= 40 ? { status: search.status } : {},
  // Read once for the first paint; a booking this browser cannot open is a 404 (issue 24).
  loader: async ({ context, params }) => {
    const { hotelBookingQueryOptions } = await import('~/flows/hotels/booking.queries')
    return firstReadOr404(() =>
      context.queryClient.ensureQueryData(hotelBookingQueryOptions(params.bookingId)),
    )
  },
  head: ({ match, params }) => ({
    ...pageHead(match.context, `Hotel booking ${params.bookingId}`),
    meta: [{ name: 'robots', content: 'noindex' }],
    links: [
      { rel: 'stylesheet', href: checkoutCss },
      { rel: 'stylesheet', href: hotelCss },
    ],
  }),
  notFoundComponent: TripNotFound,
  component: ConfirmationPage,
})

function statusWords(
  state: string,
  booking: HotelBooking | null,
): { text: string; role: 'status' | 'alert' } {
  switch (state) {
    case 'confirmed':
      return { text: hotelMessages.confirmed, role: 'status' }
    case 'confirmedPayLater':
      return { text: hotelMessages.payAtHotel, role: 'status' }
    case 'refunded':
      return {
        // One message (000 §8 status 1), not "call us" and "we are refunding" run together (issue 24).
        text: hotelMessages.refunding,
        role: 'alert',
      }
    case 'review':
      return { text: hotelMessages.fraud, role: 'alert' }
    case 'paymentFailed':
      return { text: hotelMessages.paymentFailed, role: 'alert' }
    case 'notPaid':
      return { text: hotelMessages.notPaid, role: 'alert' }
    case 'notConfirmedYet':
      return { text: hotelMessages.notConfirmedYet, role: 'alert' }
    case 'unreachable':
      return {
        text: 'We could not check your booking just now. Please check again in a moment.',
        role: 'alert',
      }
    default:
      if (booking?.status === 'PAID') return { text: hotelMessages.notConfirmedYet, role: 'status' }
      return {
        text: booking
          ? 'Your bank has not confirmed the payment yet. We are waiting for it…'
          : 'Checking your booking…',
        role: 'status',
      }
  }
}

/** What the total is by now: paid, to pay at the hotel, being refunded, or still to pay. */
function hotelTotalLabel(booking: HotelBooking): string {
  if (booking.pay_at_hotel) return 'Total to pay at the hotel'
  return totalLabel(hotelPaymentState[booking.status])
}

const hotelPaymentState: Record<HotelBooking['status'], PaymentState> = {
  PENDING: 'awaiting',
  PAYMENT_FAILED: 'failed',
  PAID: 'captured',
  CONFIRMED: 'captured',
  SUCCESS: 'none',
  BOOKING_FAILED: 'refunded',
  BOOKING_FRAUD: 'review',
  EXPIRED: 'none',
  CANCELLED: 'captured',
}

const headings: Record<string, string> = {
  confirmed: 'Booking confirmed',
  confirmedPayLater: 'Booking confirmed: pay at the hotel',
  refunded: 'Booking failed',
  paymentFailed: 'Payment failed',
}

function ConfirmationPage() {
  const { bookingId } = Route.useParams()
  const c = useHotelConfirmation(bookingId, Route.useLoaderData())
  const booking = c.booking
  const words = statusWords(c.state, booking)
  const guests = booking ? guestsAddressOf(booking) : null
  return (
    <div className="checkout-page checkout-confirmation" {...c.flow}>
      <h1>{headings[c.state] ?? 'Your hotel booking'}</h1>
      <p className="checkout-trip">Booking Id {bookingId}</p>
      {booking ? <p className="checkout-trip">Trip Id {booking.trip_id}</p> : null}
      <p role={words.role} className={words.role === 'alert' ? 'form-alert' : 'checkout-status'}>
        {words.text}
      </p>
      {c.state === 'notConfirmedYet' || c.state === 'unreachable' ? (
        <button type="button" onClick={c.retry}>
          Check again
        </button>
      ) : null}
      {c.state === 'refunded' && booking ? (
        <p>
          <a href={`/bookings/${booking.trip_id}`}>Follow the refund in your booking</a>
        </p>
      ) : null}
      {c.state === 'paymentFailed' && guests ? (
        <a className="checkout-primary" href={guests}>
          Pay again
        </a>
      ) : null}
      {(c.state === 'confirmed' || c.state === 'confirmedPayLater') && booking ? (
        <p>
          <a className="checkout-primary" href={`/bookings/${booking.trip_id}`}>
            See the voucher in your bookings
          </a>
          {booking.contact_details ? (
            <span className="checkout-muted">
              {' '}
              We have also e-mailed it to {booking.contact_details.email}.
            </span>
          ) : null}
        </p>
      ) : null}
      {booking ? (
        <>
          <StaySummary
            hotel={booking.hotel}
            roomName={booking.room.name}
            offerName={booking.room.offer_name}
            meal={booking.room.meal}
            stay={booking.stay}
            policy={booking.cancellation_policy}
          />
          <HotelPriceBreakdown
            price={booking.price}
            rooms={booking.stay.rooms.length}
            totalLabel={hotelTotalLabel(booking)}
          />
        </>
      ) : null}
      <p>
        <a href="/hotels">Book another hotel</a>
      </p>
    </div>
  )
}
