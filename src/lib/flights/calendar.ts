/**
 * Fare calendar and price strip helpers (PeriodPrice[] from GET /flights/period_prices): the days
 * around the travel date and the nearby dates offered when a search found nothing.
 */
import { classLabels, type ClassType, type TripType } from '@contracts/flights/codes'
import type { PeriodPrice } from '@contracts/flights/schemas'

/**
 * What the strip's prices are, said above it: the cheapest one-way fare per adult in the class
 * searched. On a round trip that is the onward flight alone, not the pair the results price.
 */
export function stripCaption(searchType: TripType, classType: ClassType): string {
  const fare = `cheapest one-way fare per adult, ${classLabels[classType].toLowerCase()}`
  return searchType === 'roundtrip' ? `Onward flight on each day: ${fare}` : `Each day's ${fare}`
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']

const dayNumber = (date: string) =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000

/** '2026-12-01' → 'Tue 1 Dec' (the calendar date itself, no time zone involved). */
export function shortDate(date: string): string {
  const d = new Date(dayNumber(date) * 86_400_000)
  return `${weekdays[d.getUTCDay()]} ${d.getUTCDate()} ${months[d.getUTCMonth()]}`
}

/** '2026-12-01' → '1 Dec 2026'. */
export function longDate(date: string): string {
  const d = new Date(dayNumber(date) * 86_400_000)
  return `${d.getUTCDate()} ${months[d.getUTCMonth()]} ${d.getUTCFullYear()}`
}

/** The `days` either side of `date`, in date order, from the prices given (missing days are left out). */
export function stripAround(prices: readonly PeriodPrice[], date: string, days: number): PeriodPrice[] {
  const centre = dayNumber(date)
  return prices
    .filter((p) => Math.abs(dayNumber(p.date) - centre) <= days)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
}

/** Dates with flights, nearest to `date` first (then cheaper), excluding `date` and past days. */
export function nearbyDates(
  prices: readonly PeriodPrice[],
  date: string,
  today: string,
  count: number,
): PeriodPrice[] {
  const centre = dayNumber(date)
  return prices
    .filter((p) => p.price !== null && p.date !== date && p.date >= today)
    .sort(
      (a, b) =>
        Math.abs(dayNumber(a.date) - centre) - Math.abs(dayNumber(b.date) - centre) ||
        (a.price ?? 0) - (b.price ?? 0) ||
        (a.date < b.date ? -1 : a.date > b.date ? 1 : 0),
    )
    .slice(0, count)
}

/** The cheapest day of a strip, to mark it. */
export function cheapestDate(prices: readonly PeriodPrice[]): string | null {
  let best: PeriodPrice | null = null
  for (const p of prices)
    if (p.price !== null && (best === null || p.price < (best.price ?? Infinity))) best = p
  return best?.date ?? null
}

/**
 * What a search counts as it goes: the airlines (connectors) of one search, or the legs of a
 * multi-city search (each a search of its own).
 */
export type ProgressUnit = 'airlines' | 'legs'

/** '3 of 5 airlines answered', '2 of 3 legs searched'. */
export function progressCount(answered: number, total: number, unit: ProgressUnit = 'airlines'): string {
  const n = Math.min(answered, total)
  return unit === 'legs'
    ? `${n} of ${total} leg${total === 1 ? '' : 's'} searched`
    : `${n} of ${total} airline${total === 1 ? '' : 's'} answered`
}

/** 'Finding flights… 3 of 5 airlines answered'. */
export function progressText(answered: number, total: number, unit: ProgressUnit = 'airlines'): string {
  if (total <= 0) return 'Finding flights…'
  return `Finding flights… ${progressCount(answered, total, unit)}`
}
