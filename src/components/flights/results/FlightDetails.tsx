/**
 * "Flight details": each flight of the itinerary with its times, duration, aircraft and the
 * layover after it. A native disclosure (details/summary): keyboard and screen-reader support
 * come from the browser, and it costs no script.
 */
import { useState } from 'react'
import { formatDuration } from '~/lib/duration'
import { localClock } from '~/lib/flights/buckets'
import { flightNumber } from '~/lib/flights/display'
import type { FlightResult, Journey } from '@contracts/flights/schemas'

function Legs({ journey, title }: { journey: Journey; title?: string }) {
  return (
    <>
      {title ? <h4>{title}</h4> : null}
      <ol className="fr-legs">
        {journey.flights.map((f, i) => (
          <li key={`${f.airline_code}${f.flight_number}-${i}`}>
            <p>
              <strong>
                {f.airline_name} {flightNumber(f)}
              </strong>
              {f.aircraft ? `, ${f.aircraft}` : ''}
            </p>
            <p>
              {localClock(f.departure_datetime)} {f.origin.city_name} ({f.origin.airport_code}) →{' '}
              {localClock(f.arrival_datetime)} {f.destination.city_name} ({f.destination.airport_code}),{' '}
              {formatDuration(f.travel_duration_in_minutes)}
            </p>
            {f.via.length > 0 ? <p>Technical stop at {f.via.join(', ')}</p> : null}
            {f.no_check_in_luggage_alert ? (
              <p className="fr-alert">No check-in baggage on this flight</p>
            ) : null}
            {i < journey.flights.length - 1 ? (
              <p className="fr-layover-detail">
                Layover in {f.destination.city_name}: {formatDuration(f.layover_duration_in_minutes)}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </>
  )
}

export function FlightDetails({ result }: { result: FlightResult }) {
  // The legs are rendered only once opened: a long list then carries one summary per card. Open
  // for one flight: when the list shows another flight in this card (rows are kept by position,
  // docs/decisions/0018), the disclosure is closed again without rebuilding it (0025).
  const [openFor, setOpenFor] = useState<FlightResult | null>(null)
  const open = openFor === result
  return (
    <details
      className="fr-details"
      open={open}
      onToggle={(e) => {
        const nowOpen = e.currentTarget.open
        if (nowOpen !== open) setOpenFor(nowOpen ? result : null)
      }}
    >
      <summary>Flight details</summary>
      {open ? <DetailsBody result={result} /> : null}
    </details>
  )
}

function DetailsBody({ result }: { result: FlightResult }) {
  return (
    <>
      <Legs journey={result} title={result.return_journey ? 'Onward' : undefined} />
      {result.return_journey ? <Legs journey={result.return_journey} title="Return" /> : null}
      <p>
        Baggage: cabin {result.baggage.cabin_kg} kg
        {result.baggage.check_in_kg > 0
          ? `, check-in ${result.baggage.check_in_kg} kg`
          : ', no check-in baggage'}
      </p>
    </>
  )
}
