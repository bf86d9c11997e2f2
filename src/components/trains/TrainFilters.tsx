import { TIME_BUCKETS, TRAIN_TYPE_NAMES, type TrainType } from '@contracts/trains/codes'
import type { TrainResult } from '@contracts/trains/search'
import {
  FILTER_GROUPS,
  groupValues,
  hasFilters,
  type FilterGroup,
  type FilterGroupsShown,
  type FilterValues,
} from '@machines/trains/filters.logic'
import type { TrainFiltersEvent } from '@machines/trains/filters.machine'

const GROUP_NAMES: Record<FilterGroup, string> = {
  departure: 'Departure time',
  arrival: 'Arrival time',
  fromStations: 'From station',
  toStations: 'To station',
  trainTypes: 'Train type',
}

const bucketLabel = (id: string) => {
  const b = TIME_BUCKETS.find((x) => x.id === id)
  return b ? `${b.label} (${String(b.from).padStart(2, '0')}:00–${String(b.to).padStart(2, '0')}:00)` : id
}

function valueLabel(group: FilterGroup, value: string, names: Record<string, string>): string {
  if (group === 'departure' || group === 'arrival') return bucketLabel(value)
  if (group === 'trainTypes') return TRAIN_TYPE_NAMES[value as TrainType] ?? value
  return names[value] ? `${names[value]} (${value})` : value
}

/**
 * The results' filters (001 §9): each group a fieldset of checkboxes with how many trains each
 * value would show; a group's "Clear", and "Clear all filters". Groups the white-label site turns
 * off are not shown.
 */
export function TrainFilters({
  trains,
  values,
  counts,
  shown,
  names,
  send,
  flow,
}: {
  trains: TrainResult[]
  values: FilterValues
  counts: Record<FilterGroup, Record<string, number>>
  shown: FilterGroupsShown
  names: Record<string, string>
  send: (event: TrainFiltersEvent) => void
  flow: Record<string, string>
}) {
  return (
    <section aria-label="Filters" className="train-filters" {...flow}>
      <h2>Filters</h2>
      {hasFilters(values) ? (
        <button type="button" className="link-button" onClick={() => send({ type: 'RESET' })}>
          Clear all filters
        </button>
      ) : null}
      {FILTER_GROUPS.filter((g) => shown[g]).map((group) => {
        const options = groupValues(group, trains)
        // A nearby-station group with one station (the one searched) has nothing to choose.
        if ((group === 'fromStations' || group === 'toStations') && options.length < 2) return null
        return (
          <fieldset key={group} className="train-filter-group">
            <legend>{GROUP_NAMES[group]}</legend>
            {options.map((value) => {
              const id = `filter-${group}-${value}`
              const count = counts[group][value] ?? 0
              return (
                <div key={value} className="train-check">
                  <input
                    id={id}
                    type="checkbox"
                    checked={values[group].includes(value)}
                    onChange={() => send({ type: 'TOGGLE', group, value })}
                  />
                  <label htmlFor={id}>
                    {valueLabel(group, value, names)} ({count})
                  </label>
                </div>
              )
            })}
            {values[group].length ? (
              <button type="button" className="link-button" onClick={() => send({ type: 'CLEAR', group })}>
                Clear {GROUP_NAMES[group]}
              </button>
            ) : null}
          </fieldset>
        )
      })}
    </section>
  )
}
