import { TAX_WORDS, hotelAddress } from '@contracts/hotels/words'
import type { HotelTripDetail } from '@contracts/bookings/trips'
import {
  freeCancellationWords,
  hotelStatusWords,
  mealWords,
  roomGuestWords,
  stayWords,
} from '@contracts/bookings/hotel-words'
import { formatPaise } from '@contracts/money'
import { Section } from './Section'

type HotelBooking = HotelTripDetail['booking']

function Hotel({ booking }: { booking: HotelBooking }) {
  const { hotel } = booking
  return (
    <>
      <p>
        <strong>{hotel.name}</strong>
        {hotel.star_rating ? ` · ${hotel.star_rating}-star ${hotel.property_type.toLowerCase()}` : ''}
      </p>
      <address>{hotelAddress(hotel)}</address>
    </>
  )
}

function Stay({ booking }: { booking: HotelBooking }) {
  const words = stayWords(booking)
  const guests = booking.guests_details.map(({ guest }) => `${guest.title} ${guest.name} ${guest.surname}`)
  return (
    <>
      <ul>
        <li>{words.checkin}</li>
        <li>{words.checkout}</li>
        <li>
          {words.nights}, {words.rooms}: {booking.room.name} ({booking.room.offer_name}),{' '}
          {mealWords[booking.room.meal]}
        </li>
      </ul>
      <h3>Guests per room</h3>
      <ul>
        {roomGuestWords(booking.stay.rooms).map((words, i) => (
          <li key={words}>
            {words}
            {guests[i] ? ` · lead guest ${guests[i]}` : ''}
          </li>
        ))}
      </ul>
      {booking.special_requests ? <p>Special requests: {booking.special_requests}</p> : null}
    </>
  )
}

function Payment({ booking }: { booking: HotelBooking }) {
  const { price } = booking
  return (
    <table className="trip-money">
      <caption className="visually-hidden">Price breakdown</caption>
      <tbody>
        <tr>
          <th scope="row">Room charges</th>
          <td>{formatPaise(price.base)}</td>
        </tr>
        {price.taxes.map((t) => (
          <tr key={t.label}>
            <th scope="row">{TAX_WORDS[t.label]}</th>
            <td>{formatPaise(t.amount)}</td>
          </tr>
        ))}
        {price.discount > 0 ? (
          <tr>
            <th scope="row">Promo {booking.promo?.code ?? ''}</th>
            <td>−{formatPaise(price.discount)}</td>
          </tr>
        ) : null}
        <tr>
          <th scope="row">{booking.pay_at_hotel ? 'To pay at the hotel' : 'Total paid'}</th>
          <td>
            <strong>{formatPaise(price.total)}</strong> (including taxes)
          </td>
        </tr>
      </tbody>
    </table>
  )
}

/** A hotel trip's own parts of its page: the hotel, the stay, the payment, the policy, the voucher. */
export function HotelTrip({ data }: { data: HotelTripDetail }) {
  const { booking } = data
  const voucher = data.documents.find((d) => d.kind === 'hotel_voucher')
  return (
    <>
      <p>Booking: {hotelStatusWords[booking.status]}</p>
      <Section title="Hotel">
        <Hotel booking={booking} />
      </Section>
      <Section title="Stay">
        <Stay booking={booking} />
      </Section>
      <Section title="Payment">
        <Payment booking={booking} />
      </Section>
      <Section title="Cancellation policy">
        <p>
          <strong>{freeCancellationWords(booking)}</strong>
        </p>
        <p>{booking.cancellation_policy.text}</p>
      </Section>
      <Section title="Documents">
        {voucher?.available ? (
          <a href={`/bookings/e-ticket/${data.trip.trip_id}`} download>
            Download the hotel voucher (PDF)
          </a>
        ) : (
          <p>The hotel voucher is ready once the hotel has confirmed the booking.</p>
        )}
      </Section>
    </>
  )
}
