import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import type { HotelBooking } from '@contracts/hotels/booking'
import { hotelMessages } from '@contracts/hotels/messages'
import { bookingAddressSearch, type BookingAddress } from '@contracts/hotels/booking-params'
import checkoutCss from '~/components/commerce/checkout.css?url'
import { SessionTimer } from '~/components/commerce/SessionTimer'
import formsCss from '~/components/forms/forms.css?url'
import hotelCss from '~/components/hotels/hotel-booking.css?url'
import { HotelPriceBreakdown } from '~/components/hotels/HotelPriceBreakdown'
import { HotelPromo } from '~/components/hotels/HotelPromo'
import { HotelPaymentOptions } from '~/components/hotels/HotelPaymentOptions'
import { BookingStop } from '~/components/commerce/InvalidBooking'
import { StaySummary } from '~/components/hotels/StaySummary'
import { addressOf, validateBookingSearch } from '~/components/hotels/booking-search'
import { GuestsFields } from '~/components/hotels/GuestsFields'
import { checkGuestsForm, emptyGuestsForm, type GuestsFormErrors } from '~/components/hotels/guests-form'
import { hotelPageHref, searchAgainHref } from '~/components/hotels/hotel-words'
import { pageHead } from '~/components/pageHead'
import { useHotelBooking, useHotelTimer } from '~/flows/hotels/booking.flow'
import { hotelBookingQueryOptions } from '~/flows/hotels/booking.queries'

/**
 * Hotel checkout step 2 (001 §2, §3 guest form, §5): the 12-minute timer, the price, a promo code
 * or PAYBACK (not both), the contact, a lead guest per room, the PAN when the hotel asks for it, a
 * special request, the terms; then Pay now (the gateway) or Pay at hotel. A refusal says why and
 * offers a way on; what was typed stays.
 */
export const Route = createFileRoute('/hotels/booking/guests')({
  validateSearch: validateBookingSearch,
  // The held booking comes with the page, so its form is there at first paint and what a traveller
  // types or presses before the app has started is kept (docs/decisions/0201); fetched only in the
  // browser, the page showed "Loading your booking…" until the app ran. A refusal is not kept
  // (prefetch), and the page asks again in the browser as before.
  loaderDeps: ({ search }) => ({ bookingId: search.booking_id }),
  loader: ({ context, deps }) =>
    deps.bookingId ? context.queryClient.prefetchQuery(hotelBookingQueryOptions(deps.bookingId)) : undefined,
  head: ({ match }) => ({
    ...pageHead(match.context, 'Guest details'),
    meta: [{ name: 'robots', content: 'noindex' }],
    links: [
      { rel: 'stylesheet', href: formsCss },
      { rel: 'stylesheet', href: checkoutCss },
      { rel: 'stylesheet', href: hotelCss },
    ],
  }),
  component: GuestsPage,
})

function GuestsPage() {
  const search = Route.useSearch()
  const address = addressOf(search)
  if (!address)
    return (
      <BookingStop
        message={
          search.status === 'invalid'
            ? `${hotelMessages.invalidPayment} ${hotelMessages.invalidBooking}`
            : hotelMessages.invalidBooking
        }
        links={[{ href: searchAgainHref, label: 'Search hotels' }]}
      />
    )
  const review = `/hotels/booking/review?${new URLSearchParams(bookingAddressSearch(address)).toString()}`
  if (!search.booking_id)
    return (
      <BookingStop
        heading="Guest details"
        message="This room is not held yet. Review it and continue to hold it for 12 minutes."
        links={[{ href: review, label: 'Review the room' }]}
      />
    )
  return (
    <Guests
      address={address}
      bookingId={search.booking_id}
      review={review}
      invalid={search.status === 'invalid'}
    />
  )
}

function Guests({
  address,
  bookingId,
  review,
  invalid,
}: {
  address: BookingAddress
  bookingId: string
  review: string
  invalid: boolean
}) {
  const q = useQuery(hotelBookingQueryOptions(bookingId))
  if (q.isPending)
    return (
      <div className="checkout-page">
        <h1>Guest details</h1>
        <p role="status">Loading your booking…</p>
      </div>
    )
  if (q.isError)
    return (
      <BookingStop
        heading="Guest details"
        message={q.error.message || hotelMessages.expired}
        links={[
          { href: review, label: 'Review the room again' },
          { href: searchAgainHref, label: 'Search again' },
        ]}
      />
    )
  const booking = q.data
  if (booking.status === 'EXPIRED' || Date.parse(booking.expires_at) <= Date.now())
    return <Expired address={address} />
  if (booking.status !== 'PENDING' && booking.status !== 'PAYMENT_FAILED')
    return (
      <BookingStop
        heading="Guest details"
        message={`This booking (${booking.booking_id}) has been paid for or is under way.`}
        links={[{ href: `/hotels/confirmation/${booking.booking_id}`, label: 'See the booking' }]}
      />
    )
  return <GuestsForm address={address} booking={booking} invalid={invalid} />
}

function Expired({ address }: { address: BookingAddress }) {
  return (
    <BookingStop
      heading="Guest details"
      message={hotelMessages.expired}
      links={[
        { href: searchAgainHref, label: 'Search again' },
        { href: hotelPageHref(address), label: 'Back to the hotel' },
      ]}
    />
  )
}

function GuestsForm({
  address,
  booking,
  invalid,
}: {
  address: BookingAddress
  booking: HotelBooking
  invalid: boolean
}) {
  const navigate = useNavigate()
  const { shell, viewer } = Route.useRouteContext()
  const timer = useHotelTimer(booking.expires_at)
  const [values, setValues] = useState(() => emptyGuestsForm(booking.stay.rooms.length))
  const [errors, setErrors] = useState<GuestsFormErrors>({})
  // The promo field reads the e-mail as typed when a code is sent.
  const valuesRef = useRef(values)
  valuesRef.current = values
  const here = `/hotels/booking/guests?${new URLSearchParams({
    ...bookingAddressSearch(address),
    booking_id: booking.booking_id,
  }).toString()}`
  const b = useHotelBooking()
  useEffect(() => {
    if (b.state === 'paying' && b.context.payUrl) window.location.assign(b.context.payUrl)
    if (b.state === 'bookedAtHotel')
      void navigate({
        to: '/hotels/confirmation/$bookingId',
        params: { bookingId: booking.booking_id },
        search: { status: 'SUCCESS' },
      })
  }, [b.state])
  if (timer.state === 'expired') return <Expired address={address} />
  const paybackInUse = !!(values.paybackNumber.trim() || values.paybackPin.trim())
  const submit = (kind: 'payNow' | 'payAtHotel') => {
    const checked = checkGuestsForm(values, {
      panRequired: booking.pan_required,
      promoApplied: !!booking.promo,
      address: here,
    })
    if ('errors' in checked) {
      setErrors(checked.errors)
      const first = Object.keys(checked.errors)[0]
      if (first) document.getElementById(`hotel-${first.replaceAll('.', '-')}`)?.focus()
      return
    }
    setErrors({})
    b.send({
      type: 'SUBMIT',
      intent: { kind },
      request: { kind: 'details', bookingId: booking.booking_id, details: checked.details },
    })
  }
  const failure = b.state === 'failed' ? b.context.failure : null
  const busy = b.context.paymentFormSubmitted || b.state === 'paying' || b.state === 'bookedAtHotel'
  return (
    <div className="checkout-page hotel-guests" {...b.flow}>
      <div className="checkout-head">
        <p className="checkout-trip">Booking Id {booking.booking_id}</p>
        <SessionTimer expiresAt={booking.expires_at} danger={timer.state === 'hurry'} />
      </div>
      <h1>Guest details</h1>
      {invalid ? (
        <p role="alert" className="form-alert">
          {hotelMessages.invalidPayment}
        </p>
      ) : null}
      {booking.status === 'PAYMENT_FAILED' ? (
        <p role="alert" className="form-alert">
          {hotelMessages.paymentFailed}
        </p>
      ) : null}
      <StaySummary
        hotel={booking.hotel}
        roomName={booking.room.name}
        offerName={booking.room.offer_name}
        meal={booking.room.meal}
        stay={booking.stay}
        policy={booking.cancellation_policy}
      />
      <HotelPriceBreakdown price={booking.price} rooms={booking.stay.rooms.length} />
      <HotelPaymentOptions
        booking={booking}
        config={shell.config}
        signedIn={!!viewer}
        disabled={busy}
        promo={
          <HotelPromo
            booking={booking}
            paybackInUse={paybackInUse}
            disabled={busy}
            emailOf={() => valuesRef.current.contact.email}
          />
        }
      />
      <form
        method="post"
        aria-label="Guest details"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          submit('payNow')
        }}
      >
        <GuestsFields
          values={values}
          errors={errors}
          onChange={setValues}
          panRequired={booking.pan_required}
          promoApplied={!!booking.promo}
        />
        {failure ? (
          <div role="alert" className="form-alert">
            <p>{failure.message}</p>
            <p className="hotel-ways">
              {failure.code === 'SOLD_OUT' ? <a href={hotelPageHref(address)}>Choose another room</a> : null}
              {failure.code === 'SOLD_OUT' || failure.code === 'CACHE_EXPIRED' ? (
                <a href={searchAgainHref}>Search again</a>
              ) : null}
            </p>
          </div>
        ) : null}
        <div className="hotel-pay">
          <button type="submit" className="checkout-primary" disabled={busy}>
            {busy ? 'Please wait…' : 'Pay now'}
          </button>
          {booking.pay_at_hotel_allowed ? (
            <button type="button" disabled={busy} onClick={() => submit('payAtHotel')}>
              Pay at hotel
            </button>
          ) : null}
        </div>
      </form>
    </div>
  )
}
