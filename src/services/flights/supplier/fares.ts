/**
 * What a seat costs: a distance-based market fare, moved by the airline, how soon the flight
 * leaves, the weekday, the hour, the cabin and the fare family. Rupees are computed, paise returned.
 */
import type { ClassType } from '@contracts/flights/schemas'
import type { Carrier } from './carriers'
import { rngFor } from '~/services/platform/prng'
import { distanceKm } from './places'
import type { Itinerary } from './itineraries'
import { daysBetween, localIso, weekday } from '~/services/platform/time'

export interface Fare {
  /** Paise per adult, what the traveller pays. */
  adult: number
  /** Paise taken off a published fare (0: none). */
  discount: number
  commission: number
  child: number
  infant: number
  refundable: boolean
  handBaggageOnly: boolean
  seatsLeft: number
  cabinKg: number
  checkInKg: number
}

const cabinFactor = (cabin: ClassType, domestic: boolean): number =>
  ({ ECONOMY: 1, PREMIUM_ECONOMY: 1.75, BUSINESS: domestic ? 3.4 : 3.1, FIRST_CLASS: 6 })[cabin]

/** Sunday … Saturday: Friday and Sunday evenings are what everybody wants. */
const weekdayFactor = [1.1, 1.04, 0.93, 0.94, 1.0, 1.12, 0.96]

/** Strictly falling with days to departure: 2.2× on the day, ~1.3× a week out, 0.9× far out. */
export function advanceFactor(daysToDeparture: number): number {
  return 0.9 + 1.3 * Math.exp(-Math.max(0, daysToDeparture) / 6)
}

function hourFactor(hour: number): number {
  if (hour < 5) return 0.86
  if ((hour >= 6 && hour < 10) || (hour >= 17 && hour < 21)) return 1.08
  return 1
}

const rupees = (x: number) => Math.max(1, Math.round(x)) * 100

export function fareFor(
  itinerary: Itinerary,
  cabin: ClassType,
  today: string,
  options: { seniorCitizen: boolean },
): Fare {
  const first = itinerary[0]
  const last = itinerary[itinerary.length - 1]
  if (!first || !last) throw new Error('fareFor: an itinerary has at least one flight')
  const carrier: Carrier = first.carrier
  const domestic = first.from.country === 'IN' && last.to.country === 'IN'
  const km = distanceKm(first.from, last.to)
  const stops = itinerary.length - 1
  const key = `${itinerary.map((f) => `${f.flightNumber}@${f.departureUtc}`).join('+')}:${cabin}`
  const rng = rngFor(`fare:${key}`)

  const market = domestic ? 1400 + 3.3 * km : 3500 + 4.6 * km
  const stopsFactor = domestic ? ([1, 1.06, 1.12][stops] ?? 1.12) : ([1, 0.95, 0.92][stops] ?? 0.92)
  const localDeparture = localIso(first.departureUtc, first.from.zone)
  const hour = Number(localDeparture.slice(11, 13))
  const days = daysBetween(today, first.date)
  const jitter = 0.88 + rng.next() * 0.3
  const refundable = rng.chance(cabin === 'ECONOMY' ? (carrier.lowCost ? 0.22 : 0.45) : 0.75)
  const handBaggageOnly = domestic && carrier.lowCost && cabin === 'ECONOMY' && rng.chance(0.18)

  let price =
    market *
    carrier.fareLevel *
    stopsFactor *
    advanceFactor(days) *
    (weekdayFactor[weekday(first.date)] ?? 1) *
    hourFactor(hour) *
    jitter *
    cabinFactor(cabin, domestic) *
    (refundable ? 1.15 : 1) *
    (handBaggageOnly ? 0.9 : 1)
  if (options.seniorCitizen && domestic) price *= 0.94
  const discountShare = rng.chance(0.25) ? rng.int(3, 8) / 100 : 0
  const adult = rupees(price * (1 - discountShare))
  const discount = discountShare ? rupees(price) - adult : 0

  const checkIn = handBaggageOnly
    ? 0
    : { ECONOMY: domestic ? 15 : 30, PREMIUM_ECONOMY: domestic ? 25 : 35, BUSINESS: 40, FIRST_CLASS: 50 }[
        cabin
      ]
  const seatsLeft = rng.chance(0.45) ? 9 : rng.int(1, 8)
  return {
    adult,
    discount,
    commission: Math.round(adult * (rng.int(5, 30) / 1000)),
    child: domestic ? rupees((adult / 100) * 0.97) : rupees((adult / 100) * 0.75),
    infant: domestic ? rupees(1750) : rupees((adult / 100) * 0.1),
    refundable,
    handBaggageOnly,
    seatsLeft,
    cabinKg: cabin === 'ECONOMY' ? 7 : cabin === 'PREMIUM_ECONOMY' ? 10 : 14,
    checkInKg: checkIn,
  }
}
