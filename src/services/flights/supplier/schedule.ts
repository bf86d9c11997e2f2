/**
 * Timetables: the flights one airline operates on one pair on one day. The daily pattern (times,
 * flight numbers) depends only on the airline and the pair, like a real seasonal schedule; a few
 * frequencies do not operate on some days.
 */
import { flies, type Carrier } from './carriers'
import { unit, rngFor } from '~/services/platform/prng'
import { blockMinutes, distanceKm, weightOf, type Airport } from './places'
import { addDays, utcOfLocal } from '~/services/platform/time'

export interface ScheduledFlight {
  carrier: Carrier
  flightNumber: string
  from: Airport
  to: Airport
  /** Local date at `from`. */
  date: string
  departureUtc: number
  arrivalUtc: number
  minutes: number
  aircraft: string
}

/** Relative chance of a departure in each local hour: morning and evening banks, a night bank abroad. */
const domesticBanks = [
  0.3, 0.2, 0.2, 0.2, 0.5, 1.6, 3, 3, 2.6, 1.8, 1.4, 1.2, 1.2, 1.3, 1.5, 1.8, 2.2, 2.8, 3, 2.8, 2.4, 1.6, 1,
  0.6,
]
const longHaulBanks = [
  2.5, 2.5, 3, 2.5, 1.5, 1, 0.8, 0.8, 1, 1, 1, 0.8, 0.8, 0.8, 1, 1, 1, 1, 1, 1.2, 1.4, 1.6, 2, 2.5,
]
const hours = Array.from({ length: 24 }, (_, h) => h)

function aircraftFor(carrier: Carrier, km: number, key: string): string {
  const pick = (list: string[]) => list[Math.floor(unit(key) * list.length)] ?? list[0] ?? 'A320neo'
  switch (carrier.code) {
    case '6E':
      return km < 450 ? 'ATR 72-600' : km > 2500 ? 'A321neo' : pick(['A320neo', 'A321neo'])
    case 'AI':
      return km > 5000
        ? pick(['Boeing 777-300ER', 'Airbus A350-900', 'Boeing 787-8'])
        : pick(['A320neo', 'A321neo'])
    case 'IX':
    case 'QP':
      return 'Boeing 737-8'
    case 'SG':
      return km < 450 ? 'Q400' : 'Boeing 737-800'
    case 'EK':
      return km > 4000 ? pick(['Airbus A380-800', 'Boeing 777-300ER']) : 'Boeing 777-300ER'
    case 'FZ':
      return 'Boeing 737-8'
    default:
      return km > 4000
        ? pick(['Airbus A350-900', 'Boeing 787-9', 'Boeing 777-300ER'])
        : pick(['A320neo', 'A321neo', 'Boeing 737-8'])
  }
}

/** How many times a day the airline flies this pair in each direction. */
function frequency(carrier: Carrier, from: Airport, to: Airport): number {
  const base = carrier.indian ? ({ '6E': 18, AI: 11 }[carrier.code] ?? 5) : 3
  const domestic = from.country === 'IN' && to.country === 'IN'
  const weight = domestic
    ? Math.sqrt(weightOf(from.code) * weightOf(to.code)) / 10
    : from.country === 'IN' || to.country === 'IN'
      ? Math.min(weightOf(from.code), weightOf(to.code) || 10) / 10
      : 0.8
  const jitter = unit(`freq:${carrier.code}:${[from.code, to.code].sort().join('-')}`)
  const n = Math.round(base * weight * (0.7 + 0.6 * jitter) * (domestic || !carrier.indian ? 1 : 0.5))
  return Math.max(1, Math.min(n, 16))
}

function flightNumber(carrier: Carrier, from: Airport, to: Airport, slot: number): string {
  const international = from.country !== 'IN' || to.country !== 'IN'
  const [lo, hi] = international ? carrier.numbers.international : carrier.numbers.domestic
  const span = hi - lo + 1
  // Stepping by slot keeps the numbers of one route distinct from each other.
  const start = Math.floor(unit(`fn:${carrier.code}:${from.code}:${to.code}`) * span)
  const n = lo + ((start + slot * 37) % span)
  return `${carrier.code}${n}`
}

/** A flight of the daily pattern: the same every day the route operates. */
interface Slot {
  key: string
  flightNumber: string
  minuteOfDay: number
  minutes: number
  aircraft: string
}

const patterns = new Map<string, Slot[]>()

function patternFor(carrier: Carrier, from: Airport, to: Airport): Slot[] {
  const key = `${carrier.code}:${from.code}:${to.code}`
  const hit = patterns.get(key)
  if (hit) return hit
  const slots: Slot[] = []
  if (flies(carrier, from, to)) {
    const km = distanceKm(from, to)
    const banks = km > 5000 ? longHaulBanks : domesticBanks
    const minutesBase = blockMinutes(from, to)
    const count = frequency(carrier, from, to)
    for (let slot = 0; slot < count; slot++) {
      const slotKey = `${key}:${slot}`
      const rng = rngFor(`dep:${slotKey}`)
      slots.push({
        key: count > 2 ? slotKey : '',
        flightNumber: flightNumber(carrier, from, to, slot),
        minuteOfDay: rng.weighted(hours, (h) => banks[h] ?? 1) * 60 + rng.int(0, 11) * 5,
        minutes: minutesBase + rng.int(-1, 2) * 5,
        aircraft: aircraftFor(carrier, km, slotKey),
      })
    }
  }
  patterns.set(key, slots)
  return slots
}

/** Whether the airline flies the pair at all (on any day). */
export function operates(carrier: Carrier, from: Airport, to: Airport): boolean {
  return patternFor(carrier, from, to).length > 0
}

const EMPTY: ScheduledFlight[] = []
const cache = new Map<string, ScheduledFlight[]>()

/** The flights of `carrier` from `from` to `to` departing on local date `date`, by departure time. */
export function scheduleFor(carrier: Carrier, from: Airport, to: Airport, date: string): ScheduledFlight[] {
  const pattern = patternFor(carrier, from, to)
  if (!pattern.length) return EMPTY
  const cacheKey = `${carrier.code}:${from.code}:${to.code}:${date}`
  const hit = cache.get(cacheKey)
  if (hit) return hit
  const flights: ScheduledFlight[] = []
  for (const slot of pattern) {
    // Routes flown more than twice a day skip a frequency now and then.
    if (slot.key && unit(`op:${slot.key}:${date}`) < 0.06) continue
    const departureUtc = utcOfLocal(date, slot.minuteOfDay, from.zone)
    flights.push({
      carrier,
      flightNumber: slot.flightNumber,
      from,
      to,
      date,
      departureUtc,
      arrivalUtc: departureUtc + slot.minutes * 60_000,
      minutes: slot.minutes,
      aircraft: slot.aircraft,
    })
  }
  flights.sort((a, b) => a.departureUtc - b.departureUtc)
  if (cache.size > 100_000) cache.clear()
  cache.set(cacheKey, flights)
  return flights
}

/** Flights of `carrier` leaving `from` for `to` within [earliestUtc, latestUtc]. */
export function departuresBetween(
  carrier: Carrier,
  from: Airport,
  to: Airport,
  earliestUtc: number,
  latestUtc: number,
  date: string,
): ScheduledFlight[] {
  const out: ScheduledFlight[] = []
  // A connection can leave on the next local day.
  for (const day of [date, addDays(date, 1)]) {
    for (const f of scheduleFor(carrier, from, to, day)) {
      if (f.departureUtc >= earliestUtc && f.departureUtc <= latestUtc) out.push(f)
    }
  }
  return out
}
