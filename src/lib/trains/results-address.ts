/**
 * The train results page's own address keys, zod-free (route options load with every page,
 * docs/decisions/0021): the filters (dep, arr, fromStn, toStn, type: comma-separated values) and
 * the sort (`sort=duration-desc`; departure ascending when absent). A value the page does not know
 * is dropped, never an error: the search itself is read by contracts/trains/search-params.ts.
 */
import { TIME_BUCKETS, TRAIN_SORTS, TRAIN_TYPES, type TrainSort } from '@contracts/trains/codes'
import {
  DEFAULT_TRAIN_SORT,
  FILTER_GROUPS,
  noTrainFilters,
  type FilterGroup,
  type FilterValues,
  type TrainSortChoice,
} from '@machines/trains/filters.logic'

export const FILTER_KEYS: Record<FilterGroup, string> = {
  departure: 'dep',
  arrival: 'arr',
  fromStations: 'fromStn',
  toStations: 'toStn',
  trainTypes: 'type',
}
export const resultsViewKeys = [...Object.values(FILTER_KEYS), 'sort'] as const

const buckets = new Set<string>(TIME_BUCKETS.map((b) => b.id))
const types = new Set<string>(TRAIN_TYPES)
const valid: Record<FilterGroup, (v: string) => boolean> = {
  departure: (v) => buckets.has(v),
  arrival: (v) => buckets.has(v),
  fromStations: (v) => /^[A-Z]{1,5}$/.test(v),
  toStations: (v) => /^[A-Z]{1,5}$/.test(v),
  trainTypes: (v) => types.has(v),
}

export function readTrainFilters(search: Record<string, unknown>): FilterValues {
  const values = noTrainFilters()
  for (const group of FILTER_GROUPS) {
    const raw = search[FILTER_KEYS[group]]
    if (typeof raw !== 'string') continue
    values[group] = [...new Set(raw.split(',').map((v) => v.trim().toUpperCase()))].filter(valid[group])
  }
  return values
}

export function filtersAddressOf(values: FilterValues): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {}
  for (const group of FILTER_GROUPS)
    out[FILTER_KEYS[group]] = values[group].length ? values[group].join(',') : undefined
  return out
}

const isSort = (v: string): v is TrainSort => TRAIN_SORTS.some((s) => s === v)

export function readTrainSort(search: Record<string, unknown>): TrainSortChoice {
  const raw = search.sort
  if (typeof raw !== 'string') return DEFAULT_TRAIN_SORT
  const [by = '', dir = 'asc'] = raw.split('-')
  return isSort(by) && (dir === 'asc' || dir === 'desc') ? { by, dir } : DEFAULT_TRAIN_SORT
}

/** Absent for the default, so a plain search's address stays short. */
export function sortAddressOf(choice: TrainSortChoice): string | undefined {
  return choice.by === DEFAULT_TRAIN_SORT.by && choice.dir === DEFAULT_TRAIN_SORT.dir
    ? undefined
    : `${choice.by}-${choice.dir}`
}

/** The form's station text, 'New Delhi (NDLS)', or a code as typed: the station code. */
export function stationCodeOf(value: unknown): unknown {
  if (typeof value !== 'string') return value
  const inBrackets = /\(([A-Za-z]{1,5})\)\s*$/.exec(value)
  return inBrackets ? inBrackets[1]!.toUpperCase() : value.trim().toUpperCase()
}
