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

/**
 * What the round-trip pair's settlement changed, in words (roundtrip.machine.ts fareChanges): a
 * special round-trip fare back at its regular fare, or the other flight's matching special fare.
 */
export function fareChangeWords(
  change: { side: 'ongoing' | 'return'; from: FlightResult; to: FlightResult; kind: 'regular' | 'special' },
  formatPrice: (paise: number) => string,
): string {
  const leg = change.side === 'ongoing' ? 'outbound' : 'return'
  const other = change.side === 'ongoing' ? 'return' : 'outbound'
  const flight = `${change.to.airlinesNames.join(', ')} ${change.to.flights.map(flightNumber).join(', ')}`
  const difference = change.to.adultPrice - change.from.adultPrice
  const by =
    difference === 0
      ? 'the same price'
      : `${formatPrice(Math.abs(difference))} ${difference > 0 ? 'more' : 'less'}`
  return change.kind === 'regular'
    ? `Your ${leg} flight ${flight} is now at its regular fare, ${formatPrice(change.to.adultPrice)} per adult (${by}): its special round-trip fare is sold only with the same airline’s special fare on the ${other}.`
    : `Your ${leg} flight ${flight} is now at its special round-trip fare, ${formatPrice(change.to.adultPrice)} per adult (${by}), sold together with the ${other} you chose.`
}
