import type { FlightSearchRequest } from '~/lib/flights/schemas'

/**
 * Placeholder until the BFF's flight server functions land (src/server/flights.functions.ts);
 * FlightResultsLive.tsx is the wired page and replaces this then.
 */
export function FlightResults({
  request,
  anyDate,
}: {
  request: FlightSearchRequest
  anyDate: boolean
  onPickDate: (date: string) => void
}) {
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
