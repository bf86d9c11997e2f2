/**
 * The times of a train journey (pure): the run a journey date belongs to, whether the train runs
 * that day, when it leaves the boarding station and reaches the destination, when the chart is
 * prepared, when Tatkal opens and whether the railway's nightly downtime is on (docs/decisions/0119,
 * 0136). Every time is India's (+05:30).
 */
import { AC_CLASSES, type TrainClass } from '@contracts/trains/codes'
import type { Stop, Train } from './supplier'

const DAY_MS = 86_400_000
const IST = '+05:30'

export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)

/** Midnight (India) of a date, plus minutes. */
export const istInstant = (date: string, minutes = 0) =>
  new Date(Date.parse(`${date}T00:00:00${IST}`) + minutes * 60_000)

export const istDate = (at: Date | number) =>
  new Date(new Date(at).getTime() + 330 * 60_000).toISOString().slice(0, 10)
export const istMinutes = (at: Date | number) => {
  const d = new Date(new Date(at).getTime() + 330 * 60_000)
  return d.getUTCHours() * 60 + d.getUTCMinutes()
}
const hhmm = (minutes: number) => {
  const m = ((minutes % 1440) + 1440) % 1440
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`
}
const minutesOf = (text: string) => {
  const [h = '0', m = '0'] = text.split(':')
  return Number(h) * 60 + Number(m)
}

export const stopOf = (train: Train, code: string): Stop | undefined =>
  train.stops.find((s) => s.code === code)

export interface JourneyTimes {
  runDate: string
  /** Leaves the boarding station, reaches the destination. */
  departs: Date
  arrives: Date
  departureTime: string
  arrivalTime: string
  arrivalDate: string
  /** The train leaves its origin; the chart is prepared before that. */
  originDeparts: Date
}

/**
 * The journey from `from` (boarding at `boarding`) to `to` on `journeyDate` (the date at the
 * boarding station). Undefined when the stations are not on the train in that order.
 */
export function journeyOf(
  train: Train,
  from: string,
  boarding: string,
  to: string,
  journeyDate: string,
): JourneyTimes | undefined {
  const idx = (code: string) => train.stops.findIndex((s) => s.code === code)
  const [fi, bi, ti] = [idx(from), idx(boarding), idx(to)]
  if (fi < 0 || bi < 0 || ti < 0 || !(fi <= bi && bi < ti)) return undefined
  const board = train.stops[bi]
  const dest = train.stops[ti]
  const origin = train.stops[0]
  if (!board || !dest || !origin) return undefined
  const boardMin = board.depart ?? board.arrive ?? 0
  const destMin = dest.arrive ?? dest.depart ?? boardMin
  const runDate = addDays(journeyDate, -Math.floor(boardMin / 1440))
  const departs = istInstant(runDate, boardMin)
  const arrives = istInstant(runDate, destMin)
  return {
    runDate,
    departs,
    arrives,
    departureTime: hhmm(boardMin),
    arrivalTime: hhmm(destMin),
    arrivalDate: istDate(arrives),
    originDeparts: istInstant(runDate, origin.depart ?? 0),
  }
}

/** The train leaves its origin on this date (running days Mon..Sun). */
export function runsOn(train: Train, runDate: string): boolean {
  const weekday = (new Date(`${runDate}T00:00:00Z`).getUTCDay() + 6) % 7
  return train.runningDays[weekday] === true
}

/** Tatkal opens the day before the journey at 10:00 (AC) or 11:00 (non-AC). */
export function tatkalOpensAt(
  journeyDate: string,
  travelClass: TrainClass,
  opens: { ac: string; nonAc: string },
): Date {
  const time = AC_CLASSES.includes(travelClass) ? opens.ac : opens.nonAc
  return istInstant(addDays(journeyDate, -1), minutesOf(time))
}

/** The nightly downtime (India time, 'HH:mm' to 'HH:mm', across midnight allowed). */
export function inDowntime(now: number, from: string, to: string): boolean {
  const m = istMinutes(now)
  const [a, b] = [minutesOf(from), minutesOf(to)]
  return a <= b ? m >= a && m < b : m >= a || m < b
}
