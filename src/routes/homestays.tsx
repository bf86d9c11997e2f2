import { createFileRoute } from '@tanstack/react-router'
import { useEffect, useId } from 'react'
import formsCss from '~/components/forms/forms.css?url'
import hotelCss from '~/components/hotels/hotel-booking.css?url'
import { homestayResultsHref, hotelsFilteredToHomestayHref } from '~/components/hotels/homestay-search'
import { pageHead } from '~/components/pageHead'
import { useShell } from '~/components/useShell'
import { useHomestayForm } from '~/flows/hotels/booking.flow'
import { todayIso } from '~/lib/date-input'

/**
 * Homestays (001 §2, §3 Homestay): a place in India, dates and rooms of 1 adult; the search opens
 * the hotel results for homestays, holiday homes and villas. With `flags.homestay` off the page
 * says so and points to the hotels filtered to Homestay (docs/decisions/0115).
 */
export const Route = createFileRoute('/homestays')({
  head: ({ match }) => ({
    ...pageHead(match.context, 'Homestays'),
    links: [
      { rel: 'stylesheet', href: formsCss },
      { rel: 'stylesheet', href: hotelCss },
    ],
  }),
  component: HomestaysPage,
})

function HomestaysPage() {
  const { config } = useShell()
  if (!config.flags.homestay)
    return (
      <section className="page narrow">
        <h1 className="panel-title">Homestays</h1>
        <p className="notice">Homestay search is not available on {config.whiteLabel.productName}.</p>
        <p>
          <a href={hotelsFilteredToHomestayHref}>Search hotels filtered to homestays</a>
        </p>
      </section>
    )
  return (
    <section className="page narrow">
      <h1 className="panel-title">Homestays</h1>
      <HomestayForm />
    </section>
  )
}

function HomestayForm() {
  const f = useHomestayForm(todayIso())
  const { context: c } = f.snapshot
  const id = useId()
  useEffect(() => {
    if (f.snapshot.matches('submitted') && c.place)
      window.location.assign(
        homestayResultsHref({
          place: c.place,
          checkInDate: c.checkInDate,
          checkOutDate: c.checkOutDate,
          rooms: c.rooms,
        }),
      )
  }, [f.snapshot.status])
  const err = (k: keyof typeof c.errors) =>
    c.errors[k] ? (
      <p id={`${id}-${k}-error`} className="field-error">
        {c.errors[k]}
      </p>
    ) : null
  const described = (k: keyof typeof c.errors) =>
    c.errors[k] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${k}-error` } : {}
  return (
    <form
      method="get"
      className="homestay-form"
      aria-label="Search homestays"
      {...f.flow}
      onSubmit={(e) => {
        e.preventDefault()
        f.send({ type: 'SUBMIT' })
      }}
    >
      <div className="form-field">
        <label htmlFor={`${id}-place`}>Place</label>
        <input
          id={`${id}-place`}
          autoComplete="off"
          placeholder="City, town or area in India"
          value={c.query}
          onChange={(e) => f.send({ type: 'TYPE', query: e.target.value })}
          {...described('place')}
        />
        {c.suggestions.length > 0 ? (
          <ul id={`${id}-places`} aria-label="Places found" className="hotel-suggestions">
            {c.suggestions.map((p) => (
              <li key={p.id}>
                <button type="button" onClick={() => f.send({ type: 'CHOOSE', place: p })}>
                  {p.name || p.city}, {p.state}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {c.placesError ? <p role="alert">{c.placesError}</p> : null}
        {err('place')}
      </div>
      <div className="hotel-row">
        <div className="form-field">
          <label htmlFor={`${id}-in`}>Check-in</label>
          <input
            id={`${id}-in`}
            type="date"
            min={c.today}
            value={c.checkInDate}
            onChange={(e) =>
              f.send({ type: 'SET_DATES', checkInDate: e.target.value, checkOutDate: c.checkOutDate })
            }
            {...described('checkInDate')}
          />
          {err('checkInDate')}
        </div>
        <div className="form-field">
          <label htmlFor={`${id}-out`}>Check-out</label>
          <input
            id={`${id}-out`}
            type="date"
            min={c.checkInDate}
            value={c.checkOutDate}
            onChange={(e) =>
              f.send({ type: 'SET_DATES', checkInDate: c.checkInDate, checkOutDate: e.target.value })
            }
            {...described('checkOutDate')}
          />
          {err('checkOutDate')}
        </div>
      </div>
      <fieldset>
        <legend>Rooms</legend>
        {c.rooms.map((r, i) => (
          <div key={i} className="hotel-row">
            <div className="form-field">
              <label htmlFor={`${id}-adults-${i}`}>Room {i + 1} adults</label>
              <input
                id={`${id}-adults-${i}`}
                type="number"
                min={1}
                max={4}
                value={r.adults_count}
                onChange={(e) =>
                  f.send({ type: 'SET_ADULTS', index: i, adults: Number(e.target.value) || 1 })
                }
              />
            </div>
            {c.rooms.length > 1 ? (
              <button type="button" onClick={() => f.send({ type: 'REMOVE_ROOM', index: i })}>
                Remove room {i + 1}
              </button>
            ) : null}
          </div>
        ))}
        <button type="button" onClick={() => f.send({ type: 'ADD_ROOM' })} disabled={c.rooms.length >= 8}>
          Add a room
        </button>
      </fieldset>
      <button type="submit" className="checkout-primary" disabled={f.snapshot.matches('submitted')}>
        Search homestays
      </button>
    </form>
  )
}
