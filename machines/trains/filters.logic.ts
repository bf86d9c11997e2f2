/**
 * The train results' filters and sort as plain functions (001 §4 Trains, §9 Trains): the machines
 * (filters.machine.ts, sort.machine.ts) hold the choices, the page applies them with these. Time
 * buckets go by the hour of departure or arrival (001 §9 buckets).
 */
import type { TrainResult } from '@contracts/trains/search'
import { bucketOfHour, TIME_BUCKETS, TRAIN_TYPES, type TrainSort } from '@contracts/trains/codes'

/** 001 §9: departure, arrival, nearby from and to station, train type. */
export const FILTER_GROUPS = ['departure', 'arrival', 'fromStations', 'toStations', 'trainTypes'] as const
export type FilterGroup = (typeof FILTER_GROUPS)[number]
export type FilterValues = Record<FilterGroup, string[]>
/** Which groups the site shows (white-label trains.filters; 001 §3). */
export type FilterGroupsShown = Record<FilterGroup, boolean>

export const noTrainFilters = (): FilterValues => ({
  departure: [],
  arrival: [],
  fromStations: [],
  toStations: [],
  trainTypes: [],
})

export const allGroupsShown: FilterGroupsShown = {
  departure: true,
  arrival: true,
  fromStations: true,
  toStations: true,
  trainTypes: true,
}

/** White-label `trains.filters` (departureTime, arrivalTime, fromStations, toStations, trainTypes). */
export function groupsShownOf(filters: {
  departureTime: boolean
  arrivalTime: boolean
  fromStations: boolean
  toStations: boolean
  trainTypes: boolean
}): FilterGroupsShown {
  return {
    departure: filters.departureTime,
    arrival: filters.arrivalTime,
    fromStations: filters.fromStations,
    toStations: filters.toStations,
    trainTypes: filters.trainTypes,
  }
}

const hourOf = (hhmm: string) => Number(hhmm.slice(0, 2))

/** The value a train has in a group. */
export function valueOf(train: TrainResult, group: FilterGroup): string {
  switch (group) {
    case 'departure':
      return bucketOfHour(hourOf(train.departureTime))
    case 'arrival':
      return bucketOfHour(hourOf(train.arrivalTime))
    case 'fromStations':
      return train.fromStnCode
    case 'toStations':
      return train.toStnCode
    case 'trainTypes':
      return train.trainType
  }
}

/** Values known in a group: the buckets and types in their fixed order; stations as found. */
export function groupValues(group: FilterGroup, trains: ReadonlyArray<TrainResult>): string[] {
  if (group === 'departure' || group === 'arrival') return TIME_BUCKETS.map((b) => b.id)
  if (group === 'trainTypes') {
    const found = new Set(trains.map((t) => t.trainType))
    return TRAIN_TYPES.filter((t) => found.has(t))
  }
  return [...new Set(trains.map((t) => valueOf(t, group)))]
}

export const hasFilters = (values: FilterValues) => FILTER_GROUPS.some((g) => values[g].length > 0)

/** A train passes when, in every group with a choice, its value is one of those chosen. */
export function passes(train: TrainResult, values: FilterValues, except?: FilterGroup): boolean {
  return FILTER_GROUPS.every(
    (g) => g === except || values[g].length === 0 || values[g].includes(valueOf(train, g)),
  )
}

export function applyTrainFilters(trains: ReadonlyArray<TrainResult>, values: FilterValues): TrainResult[] {
  return trains.filter((t) => passes(t, values))
}

/**
 * How many trains each value would show, given the choices in the other groups (the count beside a
 * checkbox is what ticking it adds).
 */
export function filterCounts(
  trains: ReadonlyArray<TrainResult>,
  values: FilterValues,
): Record<FilterGroup, Record<string, number>> {
  const counts = { departure: {}, arrival: {}, fromStations: {}, toStations: {}, trainTypes: {} } as Record<
    FilterGroup,
    Record<string, number>
  >
  for (const group of FILTER_GROUPS) {
    for (const train of trains) {
      if (!passes(train, values, group)) continue
      const value = valueOf(train, group)
      counts[group][value] = (counts[group][value] ?? 0) + 1
    }
  }
  return counts
}

export type SortDirection = 'asc' | 'desc'
export interface TrainSortChoice {
  by: TrainSort
  dir: SortDirection
}
/** 001 §4: departure, ascending. */
export const DEFAULT_TRAIN_SORT: TrainSortChoice = { by: 'departure', dir: 'asc' }

const minutesOf = (hhmm: string) => hourOf(hhmm) * 60 + Number(hhmm.slice(3, 5))
const sortKey: Record<TrainSort, (t: TrainResult) => number> = {
  departure: (t) => minutesOf(t.departureTime),
  // Arrival counts the days: a train arriving tomorrow morning arrives after one arriving tonight.
  arrival: (t) => t.arrivalDayOffset * 1440 + minutesOf(t.arrivalTime),
  duration: (t) => t.duration,
}

/** Sorted copy; ties keep the departure order, then the train number. */
export function sortTrains(trains: ReadonlyArray<TrainResult>, sort: TrainSortChoice): TrainResult[] {
  const key = sortKey[sort.by]
  const sign = sort.dir === 'asc' ? 1 : -1
  return [...trains].sort(
    (a, b) =>
      sign * (key(a) - key(b)) ||
      minutesOf(a.departureTime) - minutesOf(b.departureTime) ||
      a.trainNumber.localeCompare(b.trainNumber),
  )
}
