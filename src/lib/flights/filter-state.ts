/**
 * Filter state for flight results (000 §3 "Filter state for flight results") and its changes
 * (000 §4 "Filters"), as a pure reducer: the page keeps it in useReducer (local UI state) and
 * nothing here knows about React.
 *
 * Units: adult_price in paise, like every amount; its step is app.config flights.priceFilterStep
 * in rupees (100 → ₹100 = 10,000 paise), the unit the slider shows. layover and duration in
 * hours on half-hour steps.
 */
import { timeBuckets, type TimeBucket } from './buckets'
import { EMPTY_RANGE, NO_ALLIANCE, type FilterBounds } from './bounds'
import { sortKeyOr, type SortKey } from './sort'

export interface RangeFilter {
  min: number
  defaultMin: number
  max: number
  defaultMax: number
}
export type TimeFlags = Record<TimeBucket, boolean>
export type DisplayFlag = 'withDiscount' | 'showNet' | 'showIncentive'

export interface FilterState {
  sort_attribute: SortKey
  return_sort_attribute: SortKey
  /** Paise. */
  adult_price: { max: number; defaultMax: number }
  refundable: boolean
  /** By label (app.config flights.stopsLabels); none on means every number of stops. */
  stops: Record<string, boolean>
  departure_datetime: TimeFlags
  return_datetime: TimeFlags
  /** Airline codes; empty means every airline. */
  airlines: string[]
  /** Alliance codes, NO_ALLIANCE for airlines without one. */
  alliances: string[]
  /** Layover airport codes; empty means any. */
  airports: string[]
  airline_tab: string | null
  layover: RangeFilter
  duration: RangeFilter
  /** True from a reset until the next change: the panel shows "Reset all" disabled. */
  reset: boolean
  /** Only fares with a discount (an old price struck through). */
  withDiscount: boolean
  /** Agent display: the net fare (gross minus commission) and the incentive (commission). */
  showNet: boolean
  showIncentive: boolean
}

export interface FiltersConfig {
  /** app.config flights.defaultSort */
  defaultSort: string
  /** app.config flights.stopsLabels */
  stopsLabels: readonly string[]
}

/** Who is searching what: decides the agent-store defaults of 000 §4. */
export interface SearchContext {
  /** Store category; 'B2B' is an agent store. */
  storeCategory?: 'B2B' | 'B2C'
  originCountry: string
  destinationCountry: string
  mobile: boolean
  /** app.config money.domesticCountry */
  domesticCountry: string
}

const noTimes = (): TimeFlags => ({ NIGHT: false, MORNING: false, AFTERNOON: false, EVENING: false })
const range = (r: { min: number; max: number }): RangeFilter => ({
  min: r.min,
  defaultMin: r.min,
  max: r.max,
  defaultMax: r.max,
})

export function initialFilterState(
  bounds: FilterBounds | null,
  config: FiltersConfig,
  search?: SearchContext,
): FilterState {
  const sort = sortKeyOr(config.defaultSort)
  const agent = search?.storeCategory === 'B2B'
  const domestic =
    search !== undefined &&
    search.originCountry === search.domesticCountry &&
    search.destinationCountry === search.domesticCountry
  const stops = Object.fromEntries(config.stopsLabels.map((l) => [l, false]))
  const nonStop = config.stopsLabels[0]
  // 000 §4: an agent's domestic search on a desktop starts with Non-Stop on.
  if (agent && domestic && !search.mobile && nonStop !== undefined) stops[nonStop] = true
  return {
    sort_attribute: sort,
    return_sort_attribute: sort,
    adult_price: { max: bounds?.price.max ?? 0, defaultMax: bounds?.price.max ?? 0 },
    refundable: false,
    stops,
    departure_datetime: noTimes(),
    return_datetime: noTimes(),
    airlines: [],
    alliances: [],
    airports: [],
    airline_tab: null,
    layover: range(bounds?.layover ?? EMPTY_RANGE),
    duration: range(bounds?.duration ?? EMPTY_RANGE),
    reset: false,
    withDiscount: false,
    // Net fares and incentives are agent figures: off to start with (000 §4), and off on a B2C store.
    showNet: false,
    showIncentive: false,
  }
}

export type FilterAction =
  | { type: 'sort'; key: SortKey }
  | { type: 'returnSort'; key: SortKey }
  | { type: 'price'; max: number }
  | { type: 'toggleStop'; label: string }
  | { type: 'toggleTime'; which: 'departure_datetime' | 'return_datetime'; bucket: TimeBucket }
  | { type: 'toggleAirline'; code: string }
  | { type: 'toggleAlliance'; code: string }
  | { type: 'toggleAirport'; code: string }
  | { type: 'range'; which: 'layover' | 'duration'; min: number; max: number }
  | { type: 'refundable'; on: boolean }
  | { type: 'airlineTab'; code: string | null }
  | { type: 'flag'; name: DisplayFlag; on: boolean }
  /** New results (a polling batch): defaults follow the data, untouched filters follow their defaults. */
  | { type: 'bounds'; bounds: FilterBounds }
  | { type: 'reset' }

const toggle = (list: readonly string[], item: string) =>
  list.includes(item) ? list.filter((x) => x !== item) : [...list, item]

const clampHalf = (value: number, lo: number, hi: number) =>
  Math.min(Math.max(Math.round(value * 2) / 2, lo), hi)

function followRange(current: RangeFilter, next: { min: number; max: number }): RangeFilter {
  return {
    min: current.min === current.defaultMin ? next.min : current.min,
    defaultMin: next.min,
    max: current.max === current.defaultMax ? next.max : current.max,
    defaultMax: next.max,
  }
}

function change(state: FilterState, action: FilterAction, bounds: FilterBounds | null): FilterState {
  switch (action.type) {
    case 'sort':
      return { ...state, sort_attribute: action.key }
    case 'returnSort':
      return { ...state, return_sort_attribute: action.key }
    case 'price': {
      const step = bounds?.price.step ?? 1
      const snapped = Math.ceil(action.max / step) * step
      return {
        ...state,
        adult_price: { ...state.adult_price, max: Math.min(snapped, state.adult_price.defaultMax) },
      }
    }
    case 'toggleStop':
      return { ...state, stops: { ...state.stops, [action.label]: !state.stops[action.label] } }
    case 'toggleTime':
      return {
        ...state,
        [action.which]: { ...state[action.which], [action.bucket]: !state[action.which][action.bucket] },
      }
    case 'toggleAirline': {
      const airlines = toggle(state.airlines, action.code)
      const tabGone = state.airline_tab !== null && !airlines.includes(state.airline_tab)
      return { ...state, airlines, airline_tab: tabGone ? null : state.airline_tab }
    }
    case 'toggleAlliance': {
      // 000 §4: selecting alliances sets the airlines of those alliances.
      const alliances = toggle(state.alliances, action.code)
      const airlines = (bounds?.alliances ?? [])
        .filter((a) => alliances.includes(a.code))
        .flatMap((a) => a.airlines)
      return { ...state, alliances, airlines, airline_tab: null }
    }
    case 'toggleAirport':
      return { ...state, airports: toggle(state.airports, action.code) }
    case 'range': {
      const r = state[action.which]
      const min = clampHalf(Math.min(action.min, action.max), r.defaultMin, r.defaultMax)
      const max = clampHalf(Math.max(action.min, action.max), r.defaultMin, r.defaultMax)
      return { ...state, [action.which]: { ...r, min, max } }
    }
    case 'refundable':
      return { ...state, refundable: action.on }
    case 'airlineTab': {
      if (action.code === null || action.code === state.airline_tab) {
        const airlines = state.airline_tab
          ? state.airlines.filter((a) => a !== state.airline_tab)
          : state.airlines
        return { ...state, airline_tab: null, airlines }
      }
      // 000 §4: an airline tab forces that airline on; the tab shows that airline alone.
      return { ...state, airline_tab: action.code, airlines: [action.code], alliances: [] }
    }
    case 'flag':
      return { ...state, [action.name]: action.on }
    case 'bounds':
      return {
        ...state,
        adult_price: {
          max:
            state.adult_price.max === state.adult_price.defaultMax
              ? action.bounds.price.max
              : state.adult_price.max,
          defaultMax: action.bounds.price.max,
        },
        layover: followRange(state.layover, action.bounds.layover),
        duration: followRange(state.duration, action.bounds.duration),
      }
    case 'reset':
      return resetFilters(state)
  }
}

export function reduceFilters(
  state: FilterState,
  action: FilterAction,
  bounds: FilterBounds | null,
): FilterState {
  const next = change(state, action, bounds)
  // Sorting, new data and display toggles are not filtering: they leave the reset mark as it was.
  const keepsReset =
    action.type === 'sort' ||
    action.type === 'returnSort' ||
    action.type === 'bounds' ||
    (action.type === 'flag' && action.name !== 'withDiscount')
  return action.type === 'reset' ? next : { ...next, reset: keepsReset ? state.reset : false }
}

/**
 * 000 §4: reset restores the defaults — price max to its default max, every filter flag off. The
 * sort order and the agent's net/incentive display are kept: they are how the list is shown, not
 * which flights are in it.
 */
export function resetFilters(state: FilterState): FilterState {
  const offAll = (flags: Record<string, boolean>) =>
    Object.fromEntries(Object.keys(flags).map((k) => [k, false]))
  return {
    ...state,
    adult_price: { ...state.adult_price, max: state.adult_price.defaultMax },
    refundable: false,
    stops: offAll(state.stops),
    departure_datetime: noTimes(),
    return_datetime: noTimes(),
    airlines: [],
    alliances: [],
    airports: [],
    airline_tab: null,
    layover: { ...state.layover, min: state.layover.defaultMin, max: state.layover.defaultMax },
    duration: { ...state.duration, min: state.duration.defaultMin, max: state.duration.defaultMax },
    withDiscount: false,
    reset: true,
  }
}

/** Whether any filter narrows the list (the panel's "Reset all" and the list's empty message). */
export function isFiltering(state: FilterState): boolean {
  return (
    state.adult_price.max < state.adult_price.defaultMax ||
    state.refundable ||
    state.withDiscount ||
    Object.values(state.stops).some(Boolean) ||
    timeBuckets.some((b) => state.departure_datetime[b] || state.return_datetime[b]) ||
    state.airlines.length > 0 ||
    state.airports.length > 0 ||
    state.layover.min > state.layover.defaultMin ||
    state.layover.max < state.layover.defaultMax ||
    state.duration.min > state.duration.defaultMin ||
    state.duration.max < state.duration.defaultMax
  )
}

export { NO_ALLIANCE }
