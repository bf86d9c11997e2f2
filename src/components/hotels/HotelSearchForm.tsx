import { useEffect } from 'react'
import { useNavigate } from '@tanstack/react-router'
import {
  noFilters,
  resultsAddressOf,
  encodeRooms,
  type FieldErrors,
  type HotelPlace,
} from '@contracts/hotels/search-params'
import type { Room } from '@contracts/hotels/search'
import { useHotelSearchForm } from '~/flows/hotels/search-form.flow'
import { shortDate } from '~/lib/hotels/dates'
import { PlaceField } from './PlaceField'
import { RoomsFields } from './RoomsFields'

export interface HotelFormStart {
  place?: HotelPlace | null
  /** The place's text when no place was picked (a form sent before the app started). */
  placeText?: string
  checkin_date?: string
  checkout_date?: string
  rooms?: Room[]
  errors?: FieldErrors
}

/**
 * The hotel search form (the /hotels tab, and "Modify search" on the results page): a city or area
 * opens the results, a hotel opens its own page, both with the dates and rooms.
 */
export function HotelSearchForm({
  start,
  label = 'Search hotels',
}: {
  start?: HotelFormStart
  label?: string
}) {
  const { snapshot, send, recent, flow } = useHotelSearchForm(start)
  const navigate = useNavigate()
  const { context } = snapshot
  const opening = snapshot.matches('openingHotel')
  const submitted = snapshot.matches('submitted')

  useEffect(() => {
    const { place } = context
    if (!place || !(opening || submitted)) return
    const stay = {
      checkin_date: context.checkin_date,
      checkout_date: context.checkout_date,
      rooms: context.rooms,
    }
    if (opening) {
      void navigate({
        to: '/hotels/$hotelId',
        params: { hotelId: place.id },
        search: { ...stay, rooms: encodeRooms(stay.rooms) },
      })
    } else {
      void navigate({
        to: '/hotels/search',
        search: resultsAddressOf({
          ...stay,
          place,
          page_no: 1,
          showing_price: 'roomPerNight',
          filters: noFilters(),
        }),
      })
    }
  }, [opening, submitted, context, navigate])

  const { errors } = context
  return (
    // A real GET form of the results address: sent before the app has started (or without it), the
    // results route looks up the place typed (docs/decisions/0121); once started, the machine runs it.
    <form
      aria-label={label}
      className="hotel-form"
      method="get"
      action="/hotels/search"
      {...flow}
      onSubmit={(e) => {
        e.preventDefault()
        send({ type: 'SUBMIT' })
      }}
    >
      {context.place ? <PlaceInputs place={context.place} /> : null}
      <input type="hidden" name="rooms" value={encodeRooms(context.rooms)} />
      <PlaceField
        text={context.placeText}
        suggestions={context.suggestions}
        open={snapshot.matches({ editing: 'placeListed' })}
        looking={snapshot.matches({ editing: 'placeLooking' })}
        error={errors.place}
        note={context.placesError}
        onType={(text) => send({ type: 'TYPE_PLACE', text })}
        onPick={(place) => send({ type: 'PICK_PLACE', place })}
      />
      <div className="hotel-dates">
        <div className="hotel-field">
          <label htmlFor="hotel-checkin">Check-in</label>
          <input
            id="hotel-checkin"
            name="checkin_date"
            type="date"
            min={context.today}
            value={context.checkin_date}
            aria-invalid={errors.checkin_date ? true : undefined}
            aria-describedby={errors.checkin_date ? 'hotel-checkin-error' : undefined}
            onChange={(e) => e.target.value && send({ type: 'SET_CHECKIN', date: e.target.value })}
          />
          {errors.checkin_date ? (
            <p id="hotel-checkin-error" className="field-error">
              {errors.checkin_date}
            </p>
          ) : null}
        </div>
        <div className="hotel-field">
          <label htmlFor="hotel-checkout">Check-out</label>
          <input
            id="hotel-checkout"
            name="checkout_date"
            type="date"
            value={context.checkout_date}
            aria-invalid={errors.checkout_date ? true : undefined}
            aria-describedby={errors.checkout_date ? 'hotel-checkout-error' : undefined}
            onChange={(e) => e.target.value && send({ type: 'SET_CHECKOUT', date: e.target.value })}
          />
          {errors.checkout_date ? (
            <p id="hotel-checkout-error" className="field-error">
              {errors.checkout_date}
            </p>
          ) : null}
        </div>
      </div>
      <RoomsFields rooms={context.rooms} send={send} error={errors.rooms} />
      <button type="submit" className="button">
        Search hotels
      </button>
      {recent.length > 0 ? (
        <section aria-label="Recent hotel searches" className="hotel-recent">
          <h3>Recent searches</h3>
          <ul>
            {recent.map((r) => (
              <li key={`${r.place.kind}:${r.place.id}`}>
                <button
                  type="button"
                  className="button-outline"
                  onClick={() => {
                    send({ type: 'PICK_PLACE', place: r.place })
                    send({ type: 'SET_CHECKIN', date: r.checkin_date })
                    send({ type: 'SET_CHECKOUT', date: r.checkout_date })
                  }}
                >
                  {r.place.name}: {shortDate(r.checkin_date)} – {shortDate(r.checkout_date)}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </form>
  )
}

/** The picked place as the results address names it (resultsAddressOf), for the plain GET. */
function PlaceInputs({ place }: { place: HotelPlace }) {
  const idKey =
    place.kind === 'hotel' ? 'hotel_id' : place.kind === 'locality' ? 'locality_id' : 'location_id'
  const nameKey = place.kind === 'hotel' ? 'hotel_name' : place.kind === 'locality' ? 'locality_name' : null
  return (
    <>
      <input type="hidden" name={idKey} value={place.id} />
      {nameKey ? <input type="hidden" name={nameKey} value={place.name} /> : null}
      {place.kind === 'location' || place.city_name ? (
        <input type="hidden" name="city_name" value={place.city_name ?? place.name} />
      ) : null}
    </>
  )
}
