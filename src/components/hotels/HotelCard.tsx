import { memo } from 'react'
import { Link } from '@tanstack/react-router'
import { formatMoney } from '~/lib/money'
import type { HotelCard as Card } from '@contracts/hotels/search'
import { encodeRooms, type ShowingPrice, type StayFields } from '@contracts/hotels/search-params'
import { dayAndTime } from '~/lib/hotels/dates'

const BANDS = { LOW: 'Budget', MID: 'Mid-range', HIGH: 'Luxury', NO_INFO: null } as const

/**
 * One hotel of the results: photo, stars, rating, locality, 5 amenities (2 on a phone), price band,
 * the price per night or for the stay with taxes, free cancellation and pay at hotel.
 */
export const HotelCard = memo(function HotelCard({
  hotel,
  stay,
  showing,
  nights,
  selected,
  onSelect,
  searchId,
  eager = false,
}: {
  searchId: string | null
  /** In the first screen: the photo loads at once, not when scrolled to. */
  eager?: boolean
  hotel: Card
  stay: StayFields
  showing: ShowingPrice
  nights: number
  selected: boolean
  onSelect: (hotelId: string | null) => void
}) {
  const band = BANDS[hotel.price_band]
  const price = showing === 'total' ? hotel.price.total : hotel.price.per_night
  return (
    <li>
      <article
        className={selected ? 'hotel-card selected' : 'hotel-card'}
        aria-labelledby={`hotel-${hotel.hotel_id}`}
        onMouseEnter={() => onSelect(hotel.hotel_id)}
        onFocus={() => onSelect(hotel.hotel_id)}
      >
        <img
          src={hotel.default_image.src}
          alt={hotel.default_image.alt}
          width={144}
          height={112}
          loading={eager ? 'eager' : 'lazy'}
        />
        <div>
          <h3 id={`hotel-${hotel.hotel_id}`}>
            <Link
              to="/hotels/$hotelId"
              params={{ hotelId: hotel.hotel_id }}
              search={{
                checkin_date: stay.checkin_date,
                checkout_date: stay.checkout_date,
                rooms: encodeRooms(stay.rooms),
                ...(searchId ? { search_id: searchId } : {}),
              }}
            >
              {hotel.name}
            </Link>
          </h3>
          <p className="fine">
            {hotel.star_rating > 0 ? (
              <span aria-label={`${hotel.star_rating}-star ${hotel.property_type.toLowerCase()}`}>
                {'★'.repeat(hotel.star_rating)}
              </span>
            ) : (
              hotel.property_type
            )}{' '}
            · {hotel.locality.name}
            {hotel.ta_rating !== null
              ? ` · Rated ${hotel.ta_rating.toFixed(1)}/5 (${hotel.ta_reviews} reviews)`
              : ''}
          </p>
          <ul className="amenities" aria-label="Amenities">
            {hotel.amenities.slice(0, 5).map((a) => (
              <li key={a.id}>{a.name}</li>
            ))}
          </ul>
          <p>
            {band ? <span className="badge band">{band}</span> : null}
            {hotel.free_cancellation_until ? (
              <span className="badge">Free cancellation till {dayAndTime(hotel.free_cancellation_until)}</span>
            ) : null}
            {hotel.pay_at_hotel ? <span className="badge">Pay at hotel</span> : null}
          </p>
        </div>
        <div className="price">
          <strong>{formatMoney(price, 'INR')}</strong>
          <span className="fine">
            {showing === 'total' ? `for ${nights} night${nights === 1 ? '' : 's'}` : 'per night'}
            <br />
            (including mandatory taxes &amp; surcharges)
          </span>
        </div>
      </article>
    </li>
  )
})
