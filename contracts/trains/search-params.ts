/**
 * The train search address without zod (001 §3 "Train search state"; issue 16): the results page
 * `/trains/search?from&to&date&quota[&class]` and the form read it in route options that load with
 * every page (docs/decisions/0021), so this file imports no zod. The railway service checks the
 * same values again with contracts/trains/search.ts; a test keeps the two in step.
 */
import { BOOKING_WINDOW_DAYS, CLASSES, DEFAULT_QUOTA, QUOTAS, type Quota, type TrainClass } from './codes'

const DATE = /^\d{4}-\d{2}-\d{2}$/
const STATION = /^[A-Z]{1,5}$/

/** A real calendar day 'YYYY-MM-DD' (2030-02-30 is not). */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string' || !DATE.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/** Whole days from `from` to `to` (both calendar days). */
export function dayDiff(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
}

export function plusDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

/** Today in India (IST, UTC+05:30) as 'YYYY-MM-DD': the railway's calendar. */
export function indiaToday(nowMs: number): string {
  return new Date(nowMs + 330 * 60_000).toISOString().slice(0, 10)
}

export const isStationCode = (value: unknown): value is string =>
  typeof value === 'string' && STATION.test(value)
export const isQuota = (value: unknown): value is Quota => QUOTAS.some((q) => q === value)
export const isTrainClass = (value: unknown): value is TrainClass => CLASSES.some((c) => c === value)

export interface TrainSearchFields {
  from: string
  to: string
  /** The day of travel from the boarding station. */
  date: string
  quota: Quota
  class?: TrainClass
  /** Travellers (001 §3 "Train search state"): adult 1, child 0, senior 0 when the address has none. */
  adults?: number
  children?: number
  seniors?: number
}

export type TrainSearchErrors = Partial<
  Record<'from' | 'to' | 'date' | 'quota' | 'class' | 'travellers', string>
>

/** 001 §5/§9: a train booking holds at most 6 passengers (infants under 5 are not counted). */
export const TRAIN_MAX_PASSENGERS = 6

const count = (value: unknown, fallback: number): number | null => {
  if (value === undefined || value === '') return fallback
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN
  return Number.isInteger(n) && n >= 0 && n <= 99 ? n : null
}

/** The travellers of an address, or what is wrong with them, in words for the form. */
export function readTravellers(
  search: Record<string, unknown>,
  max = TRAIN_MAX_PASSENGERS,
): { adults: number; children: number; seniors: number } | { error: string } {
  const adults = count(search.adults, 1)
  const children = count(search.children, 0)
  const seniors = count(search.seniors, 0)
  if (adults === null || children === null || seniors === null)
    return { error: 'Enter the number of travellers as whole numbers' }
  if (adults + seniors < 1) return { error: 'At least one adult or senior citizen travels' }
  if (adults + children + seniors > max)
    return {
      error: `A train ticket holds at most ${max} passengers: you chose ${adults + children + seniors}. Book the others on a second ticket.`,
    }
  return { adults, children, seniors }
}

/** The date checked the way the railway checks it: not past, within the booking window. */
export function journeyDateProblem(
  date: unknown,
  today: string,
  windowDays = BOOKING_WINDOW_DAYS,
): string | undefined {
  if (!isCalendarDay(date)) return 'Choose a date of journey'
  if (date < today) return 'The date of journey cannot be in the past'
  if (dayDiff(today, date) > windowDays)
    return `Tickets can be booked at most ${windowDays} days ahead: choose an earlier date`
  return undefined
}

const upper = (value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : value)

/**
 * The search of an address checked strictly: the fields, or the errors for the form (a bad address
 * opens the form with its messages, never a crash). A missing quota is GN; a bad class is dropped
 * (it only narrows the search), a bad quota is an error (it changes what is sold).
 */
export function readTrainSearch(
  search: Record<string, unknown>,
  today: string,
  windowDays = BOOKING_WINDOW_DAYS,
  maxPassengers = TRAIN_MAX_PASSENGERS,
): { search: TrainSearchFields; errors?: undefined } | { search?: undefined; errors: TrainSearchErrors } {
  const errors: TrainSearchErrors = {}
  const from = upper(search.from)
  const to = upper(search.to)
  if (!isStationCode(from)) errors.from = 'Choose a From station'
  if (!isStationCode(to)) errors.to = 'Choose a To station'
  else if (from === to) errors.to = 'From and To stations cannot be the same'
  const dateProblem = journeyDateProblem(search.date, today, windowDays)
  if (dateProblem) errors.date = dateProblem
  const quota = search.quota === undefined || search.quota === '' ? DEFAULT_QUOTA : search.quota
  if (!isQuota(quota)) errors.quota = 'Choose a quota: General, Ladies, Tatkal or Senior Citizen'
  const travellers = readTravellers(search, maxPassengers)
  if ('error' in travellers) errors.travellers = travellers.error
  if (
    Object.keys(errors).length > 0 ||
    !isStationCode(from) ||
    !isStationCode(to) ||
    !isQuota(quota) ||
    'error' in travellers
  )
    return { errors }
  const travelClass = isTrainClass(search.class) ? search.class : undefined
  return {
    search: {
      from,
      to,
      date: String(search.date),
      quota,
      ...(travelClass ? { class: travelClass } : {}),
      // Carried only when not the default one adult, so the usual address stays as it was.
      ...(travellers.adults !== 1 || travellers.children || travellers.seniors ? travellers : {}),
    },
  }
}

/** Counts are numbers: the router writes a string "2" into the address as %222%22. */
export type TrainSearchAddress = Partial<Record<'from' | 'to' | 'date' | 'quota' | 'class', string>> & {
  adults?: number
  children?: number
  seniors?: number
}

/** The address of a results page (for Link `search` and URLs): quota always, class when chosen. */
export function trainSearchAddressOf(search: TrainSearchFields): TrainSearchAddress {
  return {
    from: search.from,
    to: search.to,
    date: search.date,
    quota: search.quota,
    ...(search.class ? { class: search.class } : {}),
    ...(search.adults !== undefined ? { adults: search.adults } : {}),
    ...(search.children !== undefined ? { children: search.children } : {}),
    ...(search.seniors !== undefined ? { seniors: search.seniors } : {}),
  }
}

/** '/trains/search?from=NDLS&to=BCT&date=2026-12-07&quota=GN' */
export function trainSearchUrl(search: TrainSearchFields): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(trainSearchAddressOf(search)))
    if (value !== undefined) params.set(key, String(value))
  return `/trains/search?${params.toString()}`
}

/** '16h 10m', '45m' (issue 16: duration 'Xh Ym'). */
export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  return h > 0 ? `${h}h ${m}m` : `${m}m`
}
