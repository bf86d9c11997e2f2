/**
 * The railway's time (docs/decisions/0128): India Standard Time, the services' clock plus the
 * sandbox offset. A run is a train and the date it leaves its origin; a journey date is the date
 * it leaves the boarding station; stop times are minutes after midnight of the run date.
 */
import type { ProductConfig } from '@config'
import { AC_CLASSES, type TrainClass } from '@contracts/trains/codes'
import { indiaToday, plusDays } from '@contracts/trains/search-params'
import type { Stop, Train } from './supplier'

export const IST_OFFSET_MS = 330 * 60_000

/** The instant of a run date's midnight in India plus `minutes`. */
export const istInstant = (day: string, minutes = 0) => Date.parse(`${day}T00:00:00+05:30`) + minutes * 60_000

/** 'HH:mm' of minutes after midnight (any day). */
export const hhmm = (minutes: number) => {
  const m = ((minutes % 1440) + 1440) % 1440
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`
}

/** Minutes after midnight in India of an instant. */
export const istMinutes = (at: number) => Math.floor(((at + IST_OFFSET_MS) % 86_400_000) / 60_000)

export { indiaToday }

/** Mon = 0 … Sun = 6 of a calendar day. */
export const weekdayOf = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7

/** The stop's day offset from the run date (0 on the run date). */
export const dayOffset = (stop: Stop) => Math.floor((stop.depart ?? stop.arrive ?? 0) / 1440)

/** The run (date at the origin) of a journey date at a stop. */
export const runDateOf = (stop: Stop, journeyDate: string) => plusDays(journeyDate, -dayOffset(stop))

export const runsOn = (train: Train, runDate: string) => train.runningDays[weekdayOf(runDate)] === true

/** The running days at a stop (Mon..Sun), shifted by its day offset. */
export const runningDaysAt = (train: Train, stop: Stop) => {
  const shift = dayOffset(stop)
  return train.runningDays.map((_, d) => train.runningDays[(((d - shift) % 7) + 7) % 7] === true)
}

/** When the train leaves its origin on a run. */
export const departureOfRun = (train: Train, runDate: string) =>
  istInstant(runDate, train.stops[0]?.depart ?? 0)

/** The chart of a run is prepared this long before the train leaves its origin. */
export const chartTimeOf = (train: Train, runDate: string, product: ProductConfig) =>
  departureOfRun(train, runDate) - product.trains.chartBeforeDepartureMs

const minutesOfText = (text: string) => {
  const [h, m] = text.split(':').map(Number)
  return (h ?? 0) * 60 + (m ?? 0)
}

/** Tatkal for a run opens the day before it at 10:00 (AC) or 11:00 (others), in India. */
export function tatkalOpensAt(runDate: string, travelClass: TrainClass, product: ProductConfig): number {
  const at = AC_CLASSES.includes(travelClass) ? product.trains.tatkalOpensAc : product.trains.tatkalOpensNonAc
  return istInstant(plusDays(runDate, -1), minutesOfText(at))
}

/** Inside the nightly downtime of the railway's booking system (23:45–00:20 India by default). */
export function inDowntime(at: number, product: ProductConfig): boolean {
  const from = minutesOfText(product.trains.downtimeFrom)
  const to = minutesOfText(product.trains.downtimeTo)
  const now = istMinutes(at)
  return from <= to ? now >= from && now < to : now >= from || now < to
}
