/**
 * The list a traveller sees: results sorted once per (results, sort key) and filtered on every
 * filter change. Filtering keeps the order, so a filter click never re-sorts 5,000 results; it
 * reads the sorted list's filter columns (filter-index.ts), built once per order.
 */
import { useEffect, useMemo } from 'react'
import { filterIndexOf } from '~/lib/flights/filter-index'
import { applyFilters } from '~/lib/flights/filters'
import type { FilterState } from '~/lib/flights/filter-state'
import type { FlightResult } from '@contracts/flights/schemas'
import { sortedOnce, sortKeys, type SortKey } from '~/lib/flights/sort'

/** How long the list must stay unchanged (no new batch) before the other orders are prepared. */
const PRESORT_AFTER_QUIET_MS = 1500

export function useResultsView(
  results: readonly FlightResult[],
  state: FilterState,
  sortKey: SortKey,
  stopsLabels: readonly string[],
): FlightResult[] {
  const sorted = useMemo(() => sortedOnce(results, sortKey), [results, sortKey])
  // Sort by the other keys (and index each order for filtering) while the page is idle, so a sort
  // click finds its order and its filter columns ready. Not while batches are still arriving (each
  // batch is a new list: the work would be thrown away), and one order per idle period: a long
  // idle callback is a long task all the same (docs/decisions/0025).
  useEffect(() => {
    if (typeof requestIdleCallback === 'undefined') return
    // The order on screen is ready already; a later sort change does not restart the others.
    const pending = sortKeys.filter((key) => key !== sortKey)
    let handle = 0
    const work = () => {
      const key = pending.shift()
      if (key) filterIndexOf(sortedOnce(results, key))
      if (pending.length > 0) handle = requestIdleCallback(work)
    }
    const settle = setTimeout(() => {
      handle = requestIdleCallback(work)
    }, PRESORT_AFTER_QUIET_MS)
    return () => {
      clearTimeout(settle)
      cancelIdleCallback(handle)
    }
  }, [results])
  return useMemo(() => applyFilters(sorted, state, stopsLabels), [sorted, state, stopsLabels])
}
