/** The flights of a checkout, journey by journey (000 §3 segments): times, airports, baggage. */
import type { Offer } from '@contracts/checkout/booking'
import type { Journey } from '@contracts/flights/schemas'
import { localClock } from '~/lib/flights/buckets'
import { flightNumber } from '~/lib/flights/display'

const duration = (minutes: number) => `${Math.floor(minutes / 60)}h ${minutes % 60}m`
const day = (iso: string) =>
  new Date(`${iso.slice(0, 10)}T00:00:00Z`).toLocaleDateString('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })

function JourneyView({
  journey,
  label,
  baggage,
}: {
  journey: Journey
  label: string
  baggage: { cabin_kg: number; check_in_kg: number }
}) {
  return (
    <section
      className="checkout-journey"
      aria-label={`${label}: ${journey.origin.city_name} to ${journey.destination.city_name}`}
    >
      <h2>
        {label}: {journey.origin.city_name} → {journey.destination.city_name}{' '}
        <span className="checkout-muted">{day(journey.departureDateTime)}</span>
      </h2>
      <ol className="checkout-legs">
        {journey.flights.map((leg) => (
          <li key={`${leg.airline_code}${leg.flight_number}${leg.departure_datetime}`}>
            <p>
              <strong>{leg.airline_name}</strong> {flightNumber(leg)}
              {leg.aircraft ? <span className="checkout-muted"> · {leg.aircraft}</span> : null}
            </p>
            <p>
              {localClock(leg.departure_datetime)} {leg.origin.airport_code} ({leg.origin.airport_name}) →{' '}
              {localClock(leg.arrival_datetime)} {leg.destination.airport_code} (
              {leg.destination.airport_name}), {duration(leg.travel_duration_in_minutes)}
            </p>
            {leg.layover_duration_in_minutes > 0 ? (
              <p className="checkout-muted">
                Change of plane in {leg.destination.city_name}: {duration(leg.layover_duration_in_minutes)}{' '}
                layover
              </p>
            ) : null}
          </li>
        ))}
      </ol>
      <p className="checkout-muted">
        Baggage per traveller: cabin {baggage.cabin_kg} kg,{' '}
        {baggage.check_in_kg > 0 ? `check-in ${baggage.check_in_kg} kg` : 'no check-in baggage'}
      </p>
    </section>
  )
}

export function TripSummary({ offer }: { offer: Offer }) {
  const many = offer.flights.length > 1
  return (
    <div className="checkout-trip-summary">
      {offer.flights.map((f, i) => (
        <div key={f.travel_plan_id}>
          <JourneyView
            journey={f}
            baggage={f.baggage}
            label={
              offer.search_type === 'multicity'
                ? `Leg ${i + 1}`
                : many
                  ? i === 0
                    ? 'Onward'
                    : 'Return'
                  : f.return_journey
                    ? 'Onward'
                    : 'Flight'
            }
          />
          {f.return_journey ? (
            <JourneyView journey={f.return_journey} baggage={f.baggage} label="Return" />
          ) : null}
        </div>
      ))}
    </div>
  )
}
