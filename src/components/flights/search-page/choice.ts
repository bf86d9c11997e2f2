/** Words for a chosen flight, for the booking dialog: 'IndiGo 6E 2131, 06:05 DEL → 08:15 BOM, ₹4,520'. */
import { localClock } from '~/lib/flights/buckets'
import { flightNumber } from '~/lib/flights/display'
import type { FlightResult, Journey } from '@contracts/flights/schemas'

export function journeyWords(j: Journey): string {
  const numbers = j.flights.map(flightNumber).join(', ')
  return `${j.airlinesNames.join(', ')} ${numbers}, ${localClock(j.departureDateTime)} ${j.origin.airport_code} → ${localClock(j.arrivalDateTime)} ${j.destination.airport_code}`
}

export function choiceWords(r: FlightResult, price: string): string {
  const back = r.return_journey ? `, returning ${journeyWords(r.return_journey)}` : ''
  return `${journeyWords(r)}${back}, ${price} per adult`
}
