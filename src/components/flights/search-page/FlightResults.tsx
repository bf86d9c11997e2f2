import type { FlightSearchRequest } from '~/lib/flights/schemas'

/** The results of a valid search: wired to the search flows and the results components. */
export function FlightResults({ request, anyDate }: { request: FlightSearchRequest; anyDate: boolean }) {
  const legs = request.segments ?? [
    { origin: request.origin, destination: request.destination, travel_date: request.travel_date },
  ]
  return (
    <div className="flight-results">
      <h1>Flights {legs.map((l) => `${l.origin.code} → ${l.destination.code}`).join(', ')}</h1>
      {anyDate ? <p>Any date: showing the earliest day; pick another day from the fare calendar.</p> : null}
      <p role="status">Searching flights…</p>
    </div>
  )
}
