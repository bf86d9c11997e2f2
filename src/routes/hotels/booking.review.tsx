import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { hotelMessages } from '@contracts/hotels/messages'
import { bookingAddressSearch, type BookingAddress } from '@contracts/hotels/booking-params'
import checkoutCss from '~/components/commerce/checkout.css?url'
import hotelCss from '~/components/hotels/hotel-booking.css?url'
import { BookingStop } from '~/components/commerce/InvalidBooking'
import { HotelPriceBreakdown } from '~/components/hotels/HotelPriceBreakdown'
import { StaySummary } from '~/components/hotels/StaySummary'
import { addressOf, validateBookingSearch } from '~/components/hotels/booking-search'
import { hotelPageHref, searchAgainHref } from '~/components/hotels/hotel-words'
import { pageHead } from '~/components/pageHead'
import { useHotelBooking } from '~/flows/hotels/booking.flow'
import { reviewOfferQueryOptions } from '~/flows/hotels/booking.queries'
import { formatPaise } from '~/lib/money'

/**
 * Hotel checkout step 1 (001 §2): the room as booked — hotel, room, meal, dates, guests, the price
 * with its taxes, the cancellation policy, check-in/out times. Continue holds the rooms (the
 * 12-minute timer starts) and opens the guests step with the booking id.
 */
export const Route = createFileRoute('/hotels/booking/review')({
  validateSearch: validateBookingSearch,
  head: ({ match }) => ({
    ...pageHead(match.context, 'Review your booking'),
    meta: [{ name: 'robots', content: 'noindex' }],
    links: [
      { rel: 'stylesheet', href: checkoutCss },
      { rel: 'stylesheet', href: hotelCss },
    ],
  }),
  component: ReviewPage,
})

function ReviewPage() {
  const search = Route.useSearch()
  const address = addressOf(search)
  if (!address)
    return (
      <BookingStop
        message={hotelMessages.invalidBooking}
        links={[{ href: searchAgainHref, label: 'Search hotels' }]}
      />
    )
  return <Review address={address} scenario={search.scenario} />
}

function newAttempt(): string {
  return crypto.randomUUID().replaceAll('-', '')
}

function Review({ address, scenario }: { address: BookingAddress; scenario: string | undefined }) {
  // The sandbox scenario goes with the booking only (docs/upstream.md): the offer shown is the
  // hotel's own, so a scenario's price change shows as a change at Continue.
  const offerQuery = useQuery(reviewOfferQueryOptions(address))
  const [attempt] = useState(newAttempt)
  const navigate = useNavigate()
  const room = offerQuery.data?.hotel.rooms.find((r) => r.room_idx === address.room_idx)
  const offer = room?.offers.find((o) => o.offer_id === address.offer_id)
  const b = useHotelBooking()
  const held = b.state === 'held' ? b.context.booking : null
  useEffect(() => {
    if (held)
      void navigate({
        to: '/hotels/booking/guests',
        search: { ...bookingAddressSearch(address), booking_id: held.booking_id },
      })
  }, [held])
  const back = hotelPageHref(address)
  if (offerQuery.isPending)
    return (
      <div className="checkout-page">
        <h1>Review your booking</h1>
        <p role="status">Checking the room and its price…</p>
      </div>
    )
  if (offerQuery.isError)
    return (
      <BookingStop
        heading="Review your booking"
        message="We could not check this room just now. Please try again in a moment."
        links={[
          { href: back, label: 'Back to the hotel' },
          { href: searchAgainHref, label: 'Search again' },
        ]}
      />
    )
  if (!offerQuery.data.hotelAvailable || !room || !offer || offer.available_count === 0)
    return (
      <BookingStop
        heading="Review your booking"
        message={hotelMessages.soldOut}
        links={[
          { href: back, label: 'Back to the hotel' },
          { href: searchAgainHref, label: 'Search again' },
        ]}
      />
    )
  const hotel = offerQuery.data.hotel
  const failure = b.state === 'failed' ? b.context.failure : null
  const busy = b.context.paymentFormSubmitted || b.state === 'held'
  return (
    <div className="checkout-page hotel-review" {...b.flow}>
      <h1>Review your booking</h1>
      <StaySummary
        hotel={hotel}
        roomName={room.name}
        offerName={offer.name}
        meal={offer.meal}
        stay={{ ...address, nights: offer.price.nights }}
        policy={offer.cancellation_policy}
      />
      {b.state === 'priceChanged' && b.context.booking ? (
        <div role="alert" className="form-alert hotel-price-change">
          <p>{hotelMessages.priceChanged}</p>
          <p>
            Was <s>{formatPaise(b.context.oldAmount ?? offer.price.amount)}</s>, now{' '}
            <strong>{formatPaise(b.context.booking.price.amount)}</strong>.
          </p>
          <button type="button" className="checkout-primary" onClick={() => b.send({ type: 'CONTINUE' })}>
            Continue at the new price
          </button>
          <button type="button" onClick={() => b.send({ type: 'BACK' })}>
            Back to the hotel
          </button>
        </div>
      ) : null}
      {b.state === 'backToHotel' ? <BackTo href={back} /> : null}
      <HotelPriceBreakdown
        price={b.state === 'priceChanged' && b.context.booking ? b.context.booking.price : offer.price}
        rooms={address.rooms.length}
      />
      {failure ? (
        <div role="alert" className="form-alert">
          <p>{failure.message}</p>
          <p className="hotel-ways">
            {failure.code === 'SOLD_OUT' ? <a href={back}>Choose another room</a> : null}
            {failure.code === 'CACHE_EXPIRED' || failure.code === 'SOLD_OUT' ? (
              <a href={searchAgainHref}>Search again</a>
            ) : null}
          </p>
        </div>
      ) : null}
      {b.state !== 'priceChanged' ? (
        <button
          type="button"
          className="checkout-primary"
          disabled={busy}
          onClick={() => {
            const shownAmount = offer.price.amount
            b.send({
              type: 'SUBMIT',
              intent: { kind: 'hold', shownAmount },
              request: { kind: 'hold', address, shownAmount, attempt, ...(scenario ? { scenario } : {}) },
            })
          }}
        >
          {busy ? 'Holding your room…' : 'Continue'}
        </button>
      ) : null}
    </div>
  )
}

function BackTo({ href }: { href: string }) {
  useEffect(() => {
    window.location.assign(href)
  }, [href])
  return <p role="status">Going back to the hotel…</p>
}
