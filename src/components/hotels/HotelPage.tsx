import { useEffect, useState } from 'react'
import { hotelAddress } from '@contracts/hotels/words'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import type { HotelOffer, HotelRoom } from '@contracts/hotels/hotel'
import { reviewAddressOf, type StayFields } from '@contracts/hotels/search-params'
import { findOffer } from '@machines/hotels/availability.machine'
import { contentQueryOptions } from '~/flows/content/content.queries'
import { useHotelAvailability } from '~/flows/hotels/search.flow'
import { hotelDetailsQueryOptions, hotelRatingsQueryOptions } from '~/flows/hotels/hotels.queries'
import { shortDate } from '~/lib/hotels/dates'
import { formatMoney } from '~/lib/money'
import { HotelSearchForm } from './HotelSearchForm'

const MEALS: Record<HotelOffer['meal'], string> = {
  room_only: 'Room only',
  breakfast_included: 'Breakfast included',
  dinner_included: 'Dinner included',
  lunch_included: 'Lunch included',
  lunch_or_dinner: 'Lunch or dinner included',
}

/** Up to 3 inclusions of an offer, as the card lists them. */
export function inclusionsOf(offer: HotelOffer): string[] {
  return [
    MEALS[offer.meal],
    offer.cancellation_policy.refundable ? 'Free cancellation' : 'Non-refundable',
    offer.pay_at_hotel ? 'Pay at hotel' : 'Pay now',
  ].slice(0, 3)
}

/** The review page's address (another page reads it): exactly its six keys. */
export function reviewHref(stay: StayFields, hotelId: string, offerId: string, roomIdx: number) {
  const address = reviewAddressOf(stay, hotelId, offerId, roomIdx)
  return `/hotels/booking/review?${new URLSearchParams(Object.entries(address).map(([k, v]) => [k, String(v)])).toString()}`
}

export function HotelPage({
  hotelId,
  stay,
  searchId,
  scenario,
  cardTotal,
}: {
  hotelId: string
  stay: StayFields
  searchId?: string | undefined
  scenario?: string | undefined
  /** The stay's total (paise) on the results card the traveller opened. */
  cardTotal?: number | undefined
}) {
  const { state, context, send, flow } = useHotelAvailability(hotelId, stay, {
    searchId,
    scenario,
    cardTotal,
  })
  const details = useQuery({ ...hotelDetailsQueryOptions(hotelId), retry: 0 })
  const ratings = useQuery({ ...hotelRatingsQueryOptions(hotelId), retry: 0 })
  const navigate = useNavigate()
  const [modifying, setModifying] = useState(false)
  const hotel = context.answer?.hotel ?? details.data?.hotel
  const cityName = hotel?.city.name
  const cityId = hotel?.city.id
  const seo = useQuery({
    ...contentQueryOptions('hotel_seo_detail'),
    retry: 0,
    enabled: cityName !== undefined,
  })
  const seoText = cityId ? seoFor(seo.data, cityId) : undefined

  useEffect(() => {
    // Back to the results the traveller came from (or the form, when the page was opened directly).
    if (state === 'leaving') {
      if (window.history.length > 1) window.history.back()
      else void navigate({ to: '/hotels' })
    }
    if (state === 'chosen' && context.chosen)
      void navigate({ href: reviewHref(stay, hotelId, context.chosen.offer_id, context.chosen.room_idx) })
  }, [state, context.chosen, navigate, stay, hotelId])

  const nights = context.answer?.hotel.rooms[0]?.offers[0]?.price.nights
  return (
    <div className="page" {...flow}>
      <h1>{hotel?.name ?? 'Hotel'}</h1>
      {hotel ? (
        <p>
          {hotel.star_rating > 0 ? `${hotel.star_rating}-star ${hotel.property_type.toLowerCase()} · ` : ''}
          {hotelAddress(hotel)} · Check-in from {hotel.checkin_time}, check-out by {hotel.checkout_time}
        </p>
      ) : null}
      <p>
        {shortDate(stay.checkin_date)} – {shortDate(stay.checkout_date)} · {stay.rooms.length} room
        {stay.rooms.length === 1 ? '' : 's'} ·{' '}
        <a
          href="#modify-search"
          onClick={(e) => {
            e.preventDefault()
            setModifying((m) => !m)
          }}
        >
          Modify search
        </a>
      </p>
      {modifying ? (
        <div id="modify-search">
          <h2>Modify search</h2>
          <HotelSearchForm
            label="Modify search"
            start={{
              place: hotel
                ? { kind: 'hotel', id: hotelId, name: hotel.name, city_name: hotel.city.name }
                : null,
              checkin_date: stay.checkin_date,
              checkout_date: stay.checkout_date,
              rooms: stay.rooms,
            }}
          />
        </div>
      ) : null}
      {hotel && hotel.media_list.length > 0 ? (
        <ul className="hotel-gallery" aria-label="Photos">
          {[...hotel.media_list]
            .sort((a, b) => Number(b.default) - Number(a.default))
            .slice(0, 8)
            .map((m) => (
              <li key={m.src}>
                <img src={m.src} alt={m.alt} width={240} height={160} loading="lazy" />
              </li>
            ))}
        </ul>
      ) : null}

      <section aria-labelledby="rooms-heading">
        <h2 id="rooms-heading">Rooms</h2>
        {state === 'request' ? <p role="status">Looking up rooms for your dates…</p> : null}
        {state === 'failure' ? (
          <div role="alert">
            <p>{context.error}</p>
            <button type="button" className="button" onClick={() => send({ type: 'RETRY' })}>
              Try again
            </button>
          </div>
        ) : null}
        {state === 'soldOut' ? (
          <div role="alert">
            <p>
              Sold out for these dates{context.chosen ? ': the room you chose has just been booked' : ''}.
            </p>
            {context.answer?.hotelAvailable ? (
              <button type="button" className="button-outline" onClick={() => send({ type: 'BACK' })}>
                Back to the rooms
              </button>
            ) : (
              <Link to="/hotels">Search other dates or hotels</Link>
            )}
          </div>
        ) : null}
        {context.answer && (state === 'success' || state === 'pending' || state === 'priceChange') ? (
          <ul className="room-list">
            {context.answer.hotel.rooms
              .filter((room) => room.offers.length > 0)
              .map((room) => (
                <RoomItem
                  key={room.room_idx}
                  room={room}
                  busy={state !== 'success'}
                  onChoose={(offer) =>
                    send({ type: 'CHOOSE', offer: { room_idx: room.room_idx, offer_id: offer.offer_id } })
                  }
                />
              ))}
          </ul>
        ) : null}
        {state === 'priceChange' && context.priceChange ? (
          <div role="dialog" aria-modal="true" aria-labelledby="price-change-title" className="modal">
            <h2 id="price-change-title">The price has changed</h2>
            <p>
              It was {formatMoney(context.priceChange.old, 'INR')}; it is now{' '}
              <strong>{formatMoney(context.priceChange.new, 'INR')}</strong>{' '}
              {context.chosen ? 'for this room' : 'for the cheapest room'} for{' '}
              {nights ? `${nights} night${nights === 1 ? '' : 's'}` : 'the stay'}, taxes included.
            </p>
            <div className="modal-actions">
              <button type="button" className="button" autoFocus onClick={() => send({ type: 'CONTINUE' })}>
                {context.chosen ? 'Continue at the new price' : 'See the rooms at the new price'}
              </button>
              <button type="button" className="button-outline" onClick={() => send({ type: 'BACK' })}>
                {context.chosen ? 'Back to the rooms' : 'Back to the results'}
              </button>
            </div>
          </div>
        ) : null}
        {state === 'pending' ? (
          <p role="status">Checking that the room you chose is still available…</p>
        ) : null}
        {state === 'chosen' && findOffer(context.answer, context.chosen) ? (
          <p role="status">Opening the booking review…</p>
        ) : null}
      </section>

      <section aria-labelledby="about-heading">
        <h2 id="about-heading">About the hotel</h2>
        {details.isError ? (
          <p role="alert" data-error-type="STATIC_PAGE">
            We could not load this hotel’s details just now. The rooms and prices above are current.
          </p>
        ) : details.data ? (
          <>
            <p>{details.data.hotel.description}</p>
            <h3>Amenities</h3>
            <ul>
              {details.data.hotel.amenities.map((a) => (
                <li key={a.id}>{a.name}</li>
              ))}
            </ul>
            <h3>Policies</h3>
            <ul>
              {details.data.hotel.policies.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
            {details.data.hotel.landmarks.length ? (
              <>
                <h3>Nearby</h3>
                <ul>
                  {details.data.hotel.landmarks.map((l) => (
                    <li key={l.name}>
                      {l.name}: {l.distance_km} km
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </>
        ) : (
          <p role="status">Loading the hotel’s details…</p>
        )}
      </section>

      <section aria-labelledby="ratings-heading">
        <h2 id="ratings-heading">Guest ratings</h2>
        {ratings.data && ratings.data.rating !== null ? (
          <>
            <p>
              Rated {ratings.data.rating.toFixed(1)}/5 from {ratings.data.reviews_count} reviews
            </p>
            <dl className="hotel-fine">
              {Object.entries(ratings.data.breakdown).map(([k, v]) => (
                <div key={k}>
                  <dt>{k[0]?.toUpperCase() + k.slice(1)}</dt>
                  <dd>{v}</dd>
                </div>
              ))}
            </dl>
          </>
        ) : ratings.isError || ratings.data ? (
          <p>No guest ratings yet.</p>
        ) : null}
      </section>

      {seoText ? (
        <section aria-labelledby="seo-heading" data-seo="shown">
          <h2 id="seo-heading">Staying in {cityName}</h2>
          <p>{seoText}</p>
        </section>
      ) : (
        <div data-seo={seo.isPending ? 'loading' : 'missing'} hidden />
      )}
    </div>
  )
}

function RoomItem({
  room,
  busy,
  onChoose,
}: {
  room: HotelRoom
  busy: boolean
  onChoose: (offer: HotelOffer) => void
}) {
  const name = room.name || 'Room'
  return (
    <li className="room">
      <h3>{name}</h3>
      <p className="hotel-fine">
        {room.bed}
        {room.size_sqft ? ` · ${room.size_sqft} sq ft` : ''} · up to {room.max_adults} adults
      </p>
      <ul className="amenities" aria-label={`Facilities of ${name}`}>
        {room.facilities.slice(0, 4).map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
      {room.offers.map((offer) => (
        <div key={offer.offer_id} className="offer">
          <div>
            <strong>{offer.name}</strong>
            <ul aria-label="Inclusions">
              {inclusionsOf(offer).map((i) => (
                <li key={i}>{i}</li>
              ))}
            </ul>
            <p className="hotel-fine">{offer.cancellation_policy.text}</p>
            {offer.available_count > 0 && offer.available_count <= 5 ? (
              <p className="hotel-fine">Only {offer.available_count} left</p>
            ) : null}
          </div>
          <div className="price">
            <strong>{formatMoney(offer.price.per_night, 'INR')}</strong>
            <span className="hotel-fine">
              per room per night
              <br />
              {formatMoney(offer.price.amount, 'INR')} for {offer.price.nights} night
              {offer.price.nights === 1 ? '' : 's'}
              <br />
              (including mandatory taxes &amp; surcharges)
            </span>
            <button
              type="button"
              className="button"
              disabled={busy || offer.available_count === 0}
              aria-label={`Choose ${offer.name} in ${name}`}
              onClick={() => onChoose(offer)}
            >
              Choose
            </button>
          </div>
        </div>
      ))}
    </li>
  )
}

/**
 * The SEO text of the content entry hotel_seo_detail for a city: `{ cities: { [cityId]: { text } } }`
 * (src/services/content/hotels.ts); undefined when the entry or the city is missing (the page flags it).
 */
export function seoFor(doc: unknown, cityId: string): string | undefined {
  if (typeof doc !== 'object' || doc === null) return undefined
  const cities: unknown = Reflect.get(doc, 'cities')
  if (typeof cities !== 'object' || cities === null) return undefined
  const entry: unknown = Reflect.get(cities, cityId)
  if (typeof entry !== 'object' || entry === null) return undefined
  const text: unknown = Reflect.get(entry, 'text')
  return typeof text === 'string' && text.trim() ? text : undefined
}
