/**
 * The list a traveller sees: results sorted once per (results, sort key) and filtered on every
 * filter change. Filtering keeps the order, so a filter click never re-sorts 5,000 results; it
 * reads the sorted list's filter columns (filter-index.ts), built once per order.
 */
import { useEffect, useMemo } from 'react'
import { filterIndexOf } from '~/lib/flights/filter-index'
import { applyFilters } from '~/lib/flights/filters'
import type { FilterState } from '~/lib/flights/filter-state'
import type { FlightResult } from '~/lib/flights/schemas'
import { sortedOnce, sortKeys, type SortKey } from '~/lib/flights/sort'

export function useResultsView(
  results: readonly FlightResult[],
  state: FilterState,
  sortKey: SortKey,
  stopsLabels: readonly string[],
): FlightResult[] {
  const sorted = useMemo(() => sortedOnce(results, sortKey), [results, sortKey])
  // Sort by the other keys (and index each order for filtering) while the page is idle, so a sort
  // click finds its order and its filter columns ready.
  useEffect(() => {
    if (typeof requestIdleCallback === 'undefined') return
    const pending = [...sortKeys]
    let handle = 0
    const work = (deadline: IdleDeadline) => {
      while (pending.length > 0 && deadline.timeRemaining() > 8) {
        const key = pending.shift()
        if (key) filterIndexOf(sortedOnce(results, key))
      }
      if (pending.length > 0) handle = requestIdleCallback(work)
    }
    handle = requestIdleCallback(work)
    return () => cancelIdleCallback(handle)
  }, [results])
  return useMemo(() => applyFilters(sorted, state, stopsLabels), [sorted, state, stopsLabels])
}
