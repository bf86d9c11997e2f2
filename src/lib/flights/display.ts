/**
 * What a flight card says, as plain functions (tested without a DOM): flight numbers, layovers
 * and the short-layover note, seats left, the select button's accessible name.
 */
import type { FlightLeg, FlightResult, Journey } from '@contracts/flights/schemas'

/** '6E 2134' whether the supplier sends '2134' or '6E2134'. */
export function flightNumber(leg: Pick<FlightLeg, 'airline_code' | 'flight_number'>): string {
  const n = leg.flight_number.trim()
  const bare = n.toUpperCase().startsWith(leg.airline_code.toUpperCase())
    ? n.slice(leg.airline_code.length).trim()
    : n
  return `${leg.airline_code} ${bare}`
}

export interface LayoverNote {
  airport: string
  city: string
  minutes: number
  /** Under app.config flights.shortLayoverHours: a tight connection worth pointing out. */
  short: boolean
}

export function layoversOf(journey: Journey, shortLayoverHours: number): LayoverNote[] {
  return journey.flights.slice(0, -1).map((f) => ({
    airport: f.destination.airport_code,
    city: f.destination.city_name,
    minutes: f.layover_duration_in_minutes,
    short: f.layover_duration_in_minutes < shortLayoverHours * 60,
  }))
}

/** Seats left is shown when it is few enough to matter to the decision (not a spec constant). */
export const FEW_SEATS = 5

export function seatsLeftNote(seats: number): string | null {
  if (seats <= 0 || seats > FEW_SEATS) return null
  return seats === 1 ? 'Only 1 seat left' : `Only ${seats} seats left`
}

/** 'Book IndiGo 6E 2134, ₹5,432' — what a screen reader announces for the select button. */
export function bookLabel(result: FlightResult, price: string): string {
  const first = result.flights[0]
  if (!first) return `Book this flight, ${price}`
  const numbers = result.flights.map(flightNumber).join(' + ')
  return `Book ${first.airline_name} ${numbers}, ${price}`
}

/** Whether any flight of the itinerary (either way) comes without check-in baggage. */
export function hasBaggageAlert(result: FlightResult): boolean {
  const legs = result.return_journey ? [...result.flights, ...result.return_journey.flights] : result.flights
  return legs.some((f) => f.no_check_in_luggage_alert) || result.baggage.check_in_kg === 0
}

/** '+1' when the arrival is on a later local date than the departure. */
export function dayOffset(departureIso: string, arrivalIso: string): string {
  const day = (iso: string) =>
    Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)))
  const days = Math.round((day(arrivalIso) - day(departureIso)) / 86_400_000)
  return days > 0 ? `+${days}` : ''
}
