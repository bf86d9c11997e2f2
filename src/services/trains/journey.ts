/**
 * The times of one journey (pure): the run a journey date belongs to, when the train leaves the
 * boarding station and reaches the destination, and when it leaves its origin (the chart is
 * prepared before that). Every time is India's; the railway's clock helpers are in ./clock.ts.
 */
import { hhmm, istInstant, runDateOf } from './clock'
import type { Train } from './supplier'

const DAY_MS = 86_400_000

export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)

/** The calendar date in India of an instant. */
export const istDate = (at: Date | number) =>
  new Date(new Date(at).getTime() + 330 * 60_000).toISOString().slice(0, 10)

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
  const runDate = runDateOf(board, journeyDate)
  const arrives = new Date(istInstant(runDate, destMin))
  return {
    runDate,
    departs: new Date(istInstant(runDate, boardMin)),
    arrives,
    departureTime: hhmm(boardMin),
    arrivalTime: hhmm(destMin),
    arrivalDate: istDate(arrives),
    originDeparts: new Date(istInstant(runDate, origin.depart ?? 0)),
  }
}
