import { memo } from 'react'
import { formatMoney } from '~/lib/money'
import type { HotelCard as Card } from '@contracts/hotels/search'
import type { ShowingPrice } from '@contracts/hotels/search-params'
import { dayAndTime } from '~/lib/hotels/dates'

const BANDS = { LOW: 'Budget', MID: 'Mid-range', HIGH: 'Luxury', NO_INFO: null } as const

/**
 * One hotel of the results: photo, stars, rating, locality, 5 amenities (2 on a phone), price band,
 * the price per night or for the stay with taxes, free cancellation and pay at hotel.
 */
export const HotelCard = memo(function HotelCard({
  hotel,
  href,
  showing,
  nights,
  selected,
  onSelect,
  eager = false,
}: {
  /** In the first screen: the photo loads at once, not when scrolled to. */
  eager?: boolean
  hotel: Card
  /**
   * The hotel's page with this stay: a plain link (the list opens it in the app, HotelList), not a
   * router Link each, which 50 cards pay for on every address change (docs/decisions/0173).
   */
  href: string
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
            <a href={href} data-hotel-id={hotel.hotel_id}>
              {hotel.name}
            </a>
          </h3>
          <p className="fine">
            {/* The type is for every reader (a homestay among hotels), not only a screen reader's. */}
            {hotel.star_rating > 0 ? (
              <>
                <span role="img" aria-label={`${hotel.star_rating}-star`}>
                  {'★'.repeat(hotel.star_rating)}
                </span>{' '}
              </>
            ) : null}
            {hotel.property_type} · {hotel.locality.name}
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
              <span className="badge">
                Free cancellation till {dayAndTime(hotel.free_cancellation_until)}
              </span>
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
