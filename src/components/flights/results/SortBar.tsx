/**
 * Sort by every key of 000 §3: a click on a field sorts by it ascending, a second click descending.
 * Toggle buttons: the current one is pressed, and its name says the direction.
 */
import { memo } from 'react'
import { parseSortKey, sortFieldLabels, sortFields, toggleSort, type SortKey } from '~/lib/flights/sort'

export function sortButtonName(field: keyof typeof sortFieldLabels, current: SortKey): string {
  const now = parseSortKey(current)
  const label = sortFieldLabels[field]
  if (now.field !== field) return `Sort by ${label.toLowerCase()}`
  return `Sorted by ${label.toLowerCase()}, ${now.direction === 'ASC' ? 'ascending' : 'descending'}`
}

function SortBarBody({
  value,
  onChange,
  label = 'Sort flights',
}: {
  value: SortKey
  onChange: (key: SortKey) => void
  label?: string
}) {
  const now = parseSortKey(value)
  return (
    <div className="fr-sortbar" role="group" aria-label={label}>
      {sortFields.map((field) => {
        const active = now.field === field
        return (
          <button
            key={field}
            type="button"
            aria-pressed={active}
            aria-label={sortButtonName(field, value)}
            onClick={() => onChange(toggleSort(value, field))}
          >
            {sortFieldLabels[field]}
            {active ? <span aria-hidden="true">{now.direction === 'ASC' ? ' ↑' : ' ↓'}</span> : null}
          </button>
        )
      })}
    </div>
  )
}

/** Memoised: a polling batch re-renders the page around it, not this (docs/decisions/0025). */
export const SortBar = memo(SortBarBody)
