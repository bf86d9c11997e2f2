import { createFileRoute } from '@tanstack/react-router'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useMemo, useState } from 'react'
import type { AddOnsRequest, Booking } from '@contracts/checkout/booking'
import type { SeatPlace } from '@contracts/checkout/seat-map'
import { pageHead } from '~/components/pageHead'
import { useCheckout } from '~/components/checkout/CheckoutContext'
import { ExtraBaggage } from '~/components/checkout/ExtraBaggage'
import { FareBreakdown } from '~/components/checkout/FareBreakdown'
import { SeatMap } from '~/components/checkout/SeatMap'
import { flightWords, isOpen } from '~/components/checkout/trip-words'
import { readUserError } from '~/components/forms/server-errors'
import { addOnsQueryOptions, checkoutQueryOptions, saveAddOns } from '~/flows/checkout/checkout.queries'
import { formatMoney } from '~/lib/money'

/**
 * Step 2 (000 §2 /flights/booking/add-ons): the Seat(s) tab — a seat map per flight, one seat per
 * traveller (infants sit on a lap) — and the Meal(s) tab only when the airline offers meals; below
 * the tabs, extra baggage when a flight's airline sells it (000 §9). Every choice is sent at once
 * and priced by the server; a seat taken meanwhile is said so, and the map is read again.
 */
export const Route = createFileRoute('/flights/booking/add-ons')({
  // The seat maps come with the page (its first HTML on a load): fetched only once the app had
  // started, they showed at 4x CPU about 0.9 s after the navigation began (npm run bench).
  loader: async ({ context }) => {
    const booking = await context.queryClient.ensureQueryData(checkoutQueryOptions())
    if (booking && isOpen(booking)) await context.queryClient.prefetchQuery(addOnsQueryOptions(booking.id))
  },
  head: ({ match }) => pageHead(match.context, 'Add-ons'),
  component: AddOnsPage,
})

type Tab = 'seats' | 'meals'

function AddOnsPage() {
  const { booking, send } = useCheckout()
  const queryClient = useQueryClient()
  const options = useQuery(addOnsQueryOptions(booking.id))
  const [tab, setTab] = useState<Tab>('seats')
  const [flightIndex, setFlightIndex] = useState(0)
  const [seating, setSeating] = useState(0)
  const [error, setError] = useState<string | null>(null)
  const tabsId = useId()
  const seated = useMemo(() => seatedTravellers(booking), [booking])
  const save = useMutation({
    mutationFn: (body: AddOnsRequest) => saveAddOns({ data: body }),
    onSuccess: (b: Booking) => {
      queryClient.setQueryData(['checkout', 'current'], b)
      setError(null)
    },
    onError: (e) => {
      setError(readUserError(e).message)
      void queryClient.invalidateQueries({ queryKey: ['checkout', 'add-ons', booking.id] })
    },
  })
  const maps = options.data?.seat_maps ?? []
  const meals = options.data?.meals ?? []
  const anyMeals = meals.some((m) => m.meals.length > 0)
  const map = maps[flightIndex]
  const selection = (): AddOnsRequest => ({
    seats: booking.seats.map(({ traveller, flight_key, seat }) => ({ traveller, flight_key, seat })),
    meals: booking.meals.map(({ traveller, flight_key, meal }) => ({ traveller, flight_key, meal })),
    baggage: booking.baggage.map(({ traveller, flight_key, code }) => ({ traveller, flight_key, code })),
  })
  const pick = (place: SeatPlace) => {
    if (!map) return
    const who = seated[seating]
    if (!who) return
    const current = selection()
    const seats =
      current.seats?.filter((s) => !(s.flight_key === map.flight_key && s.traveller === who.index)) ?? []
    save.mutate({
      ...current,
      seats: [...seats, { traveller: who.index, flight_key: map.flight_key, seat: place.number }],
    })
    // Next traveller without a seat on this flight, for a quick family seating.
    const next = seated.findIndex(
      (t, i) =>
        i > seating && !booking.seats.some((s) => s.traveller === t.index && s.flight_key === map.flight_key),
    )
    if (next >= 0) setSeating(next)
  }
  const chosen = new Map(
    booking.seats
      .filter((s) => s.flight_key === map?.flight_key)
      .map((s) => [
        s.seat,
        seated.find((t) => t.index === s.traveller)?.name ?? `traveller ${s.traveller + 1}`,
      ]),
  )
  return (
    <div className="checkout-step checkout-two-columns">
      <div>
        <h1>Add-ons</h1>
        <div role="tablist" aria-label="Add-ons" className="checkout-tabs">
          <button
            role="tab"
            id={`${tabsId}-seats`}
            aria-selected={tab === 'seats'}
            aria-controls={`${tabsId}-seats-panel`}
            onClick={() => setTab('seats')}
          >
            Seat(s)
          </button>
          {anyMeals ? (
            <button
              role="tab"
              id={`${tabsId}-meals`}
              aria-selected={tab === 'meals'}
              aria-controls={`${tabsId}-meals-panel`}
              onClick={() => setTab('meals')}
            >
              Meal(s)
            </button>
          ) : null}
        </div>
        {error ? (
          <p role="alert" className="form-alert">
            {error}
          </p>
        ) : null}
        {options.isPending ? <p role="status">Loading the seat maps…</p> : null}
        {options.isError ? <p role="alert">{readUserError(options.error).message}</p> : null}
        {tab === 'seats' ? (
          <div role="tabpanel" id={`${tabsId}-seats-panel`} aria-labelledby={`${tabsId}-seats`}>
            {maps.length > 1 ? (
              <div className="checkout-flight-choice" role="group" aria-label="Flight">
                {maps.map((m, i) => (
                  <button
                    key={m.flight_key}
                    type="button"
                    aria-pressed={i === flightIndex}
                    onClick={() => setFlightIndex(i)}
                  >
                    {flightWords(m.flight_key)}
                  </button>
                ))}
              </div>
            ) : null}
            <fieldset className="checkout-seating">
              <legend>Choosing a seat for</legend>
              {seated.map((t, i) => {
                const seat = booking.seats.find(
                  (s) => s.traveller === t.index && s.flight_key === map?.flight_key,
                )
                return (
                  <label key={t.index}>
                    <input
                      type="radio"
                      name="seating"
                      checked={seating === i}
                      onChange={() => setSeating(i)}
                    />{' '}
                    {t.name}
                    {seat
                      ? ` — seat ${seat.seat}${seat.price ? ` (${formatMoney(seat.price, 'INR')})` : ''}`
                      : ' — no seat chosen'}
                  </label>
                )
              })}
            </fieldset>
            {map ? (
              <SeatMap
                map={map}
                chosen={chosen}
                onPick={pick}
                label={`Seats on ${flightWords(map.flight_key)}, ${map.aircraft}`}
              />
            ) : null}
            <p role="status" aria-live="polite" className="visually-hidden">
              {save.isPending ? 'Saving your seat…' : ''}
            </p>
          </div>
        ) : (
          <div role="tabpanel" id={`${tabsId}-meals-panel`} aria-labelledby={`${tabsId}-meals`}>
            {meals.map((m) =>
              m.meals.length ? (
                <fieldset key={m.flight_key} className="checkout-meals">
                  <legend>Meals on {flightWords(m.flight_key)}</legend>
                  {seated.map((t) => {
                    const current = booking.meals.find(
                      (x) => x.traveller === t.index && x.flight_key === m.flight_key,
                    )
                    return (
                      <div className="form-field" key={t.index}>
                        <label htmlFor={`meal-${m.flight_key}-${t.index}`}>Meal for {t.name}</label>
                        <select
                          id={`meal-${m.flight_key}-${t.index}`}
                          value={current?.meal ?? ''}
                          disabled={save.isPending}
                          onChange={(e) => {
                            const now = selection()
                            const meal = e.target.value
                            save.mutate({
                              ...now,
                              meals: withChoice(
                                now.meals ?? [],
                                t.index,
                                m.flight_key,
                                meal ? { traveller: t.index, flight_key: m.flight_key, meal } : null,
                              ),
                            })
                          }}
                        >
                          <option value="">No meal</option>
                          {m.meals.map((meal) => (
                            <option key={meal.code} value={meal.code}>
                              {meal.name} ({meal.vegetarian ? 'veg' : 'non-veg'}),{' '}
                              {formatMoney(meal.price, 'INR')}
                            </option>
                          ))}
                        </select>
                      </div>
                    )
                  })}
                </fieldset>
              ) : null,
            )}
          </div>
        )}
        <ExtraBaggage
          offers={options.data?.baggage ?? []}
          booking={booking}
          travellers={seated}
          disabled={save.isPending}
          onChoose={(traveller, flight_key, code) => {
            const now = selection()
            save.mutate({
              ...now,
              baggage: withChoice(
                now.baggage ?? [],
                traveller,
                flight_key,
                code ? { traveller, flight_key, code } : null,
              ),
            })
          }}
        />
        <div className="checkout-actions">
          <button type="button" onClick={() => send({ type: 'BACK' })}>
            Back
          </button>
          <button
            type="button"
            className="checkout-primary"
            disabled={save.isPending}
            onClick={() => send({ type: 'CONTINUE' })}
          >
            {booking.seats.length || booking.meals.length || booking.baggage.length
              ? 'Continue'
              : 'Skip add-ons'}
          </button>
        </div>
      </div>
      <aside>
        <FareBreakdown booking={booking} />
      </aside>
    </div>
  )
}

/** The list with the traveller's choice on the flight replaced (or taken off, for null). */
function withChoice<T extends { traveller: number; flight_key: string }>(
  list: T[],
  traveller: number,
  flightKey: string,
  choice: T | null,
): T[] {
  const rest = list.filter((x) => !(x.traveller === traveller && x.flight_key === flightKey))
  return choice ? [...rest, choice] : rest
}

/** Travellers who take a seat (infants sit on a lap), named as the traveller form names them. */
function seatedTravellers(booking: Booking) {
  const count = booking.passengers.adult + booking.passengers.child
  return Array.from({ length: count }, (_, index) => {
    const t = booking.travellers[index]
    const isChild = index >= booking.passengers.adult
    const fallback = isChild ? `Child ${index - booking.passengers.adult + 1}` : `Adult ${index + 1}`
    return { index, name: t ? `${t.first_name} ${t.last_name}` : fallback }
  })
}
