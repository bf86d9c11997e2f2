/** Words the train pages share: dates, running days, fares. Pure, server and browser alike. */
import { groupIndian } from '@contracts/money'
import { MONTHS, WEEKDAYS, utcDay } from '~/lib/calendar-words'
import { toWholeUnits } from '~/lib/money'

/** Mon..Sun, as contracts/trains/search.ts RUNNING_DAY_NAMES (that file carries zod; pages must not). */
export const DAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const

/** '2026-12-07' → 'Mon, 7 Dec 2026' (computed in UTC: the same string on the server and the browser). */
export function longDate(day: string): string {
  const d = utcDay(day)
  return `${WEEKDAYS[d.getUTCDay()]}, ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`
}

/** '2026-12-07' → 'Mon 7 Dec'. */
export function shortDay(day: string): string {
  const d = utcDay(day)
  return `${WEEKDAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`
}

/** Whole rupees: 325_500 paise → '₹3,255'. */
export const rupees = (paise: number) => `₹${groupIndian(String(toWholeUnits(paise)))}`

/** 'Runs daily' or 'Runs on Mon, Thu, Sat'. */
export function runningDaysText(days: readonly boolean[]): string {
  if (days.every(Boolean)) return 'Runs daily'
  return `Runs on ${DAY_NAMES.filter((_, i) => days[i]).join(', ')}`
}

/** '+1' → 'arrives next day'; '+2' → 'arrives in 2 days'. */
export const dayOffsetText = (offset: number) =>
  offset === 1 ? 'arrives next day' : `arrives in ${offset} days`
