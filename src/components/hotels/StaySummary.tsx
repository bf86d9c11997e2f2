/** What is being booked: hotel, room, meal, dates, guests, check-in/out times and the cancellation policy. */
import type { CancellationPolicy, HotelSummary } from '@contracts/hotels/hotel'
import type { MealInclusion, Room } from '@contracts/hotels/search'
import { dayWords, guestsWords, mealWords } from './hotel-words'
import { hotelAddress } from '@contracts/hotels/words'

export function StaySummary({
  hotel,
  roomName,
  offerName,
  meal,
  stay,
  policy,
}: {
  hotel: HotelSummary
  roomName: string
  offerName: string
  meal: MealInclusion
  stay: { checkin_date: string; checkout_date: string; rooms: Room[]; nights: number }
  policy: CancellationPolicy
}) {
  const photo = hotel.media_list.find((m) => m.default) ?? hotel.media_list[0]
  return (
    <section className="hotel-stay" aria-labelledby="stay-heading">
      {photo ? <img src={photo.src} alt={photo.alt} width={160} height={120} /> : null}
      <div>
        <h2 id="stay-heading">{hotel.name}</h2>
        <p className="checkout-muted">
          {hotel.star_rating ? `${hotel.star_rating}-star ${hotel.property_type.toLowerCase()} · ` : ''}
          {hotelAddress(hotel)}
        </p>
        <dl className="hotel-facts">
          <dt>Room</dt>
          <dd>
            {roomName} ({offerName})
          </dd>
          <dt>Meals</dt>
          <dd>{mealWords[meal]}</dd>
          <dt>Check-in</dt>
          <dd>
            {dayWords(stay.checkin_date)}, from {hotel.checkin_time}
          </dd>
          <dt>Check-out</dt>
          <dd>
            {dayWords(stay.checkout_date)}, by {hotel.checkout_time}
          </dd>
          <dt>Guests</dt>
          <dd>
            {guestsWords(stay.rooms)}, {stay.nights} night{stay.nights === 1 ? '' : 's'}
          </dd>
          <dt>Cancellation policy</dt>
          <dd>{policy.text}</dd>
        </dl>
      </div>
    </section>
  )
}
