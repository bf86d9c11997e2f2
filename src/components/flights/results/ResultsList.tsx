/**
 * The results of one list (one-way, a multi-city segment, a round-trip column): a live count and
 * the virtualised cards. Receives results already filtered and sorted (useResultsView).
 */
import { memo, useCallback } from 'react'
import type { FlightResult } from '~/lib/flights/schemas'
import { FlightCard, type CardSettings } from './FlightCard'
import { VirtualList } from './VirtualList'

export interface ResultsListProps extends CardSettings {
  results: readonly FlightResult[]
  /** How many there are before filtering, for 'Showing 12 of 340 flights'. */
  total?: number
  label?: string
  onSelect: (result: FlightResult) => void
  action?: 'Book' | 'Select'
  selectedPlanId?: string | null
}

export function showingText(shown: number, total?: number): string {
  const noun = (n: number) => (n === 1 ? 'flight' : 'flights')
  if (total === undefined || total === shown) return `Showing ${shown} ${noun(shown)}`
  return `Showing ${shown} of ${total} ${noun(total)}`
}

const MemoCard = memo(FlightCard)

export function ResultsList({
  results,
  total,
  label = 'Flights',
  onSelect,
  action,
  selectedPlanId = null,
  ...settings
}: ResultsListProps) {
  const { formatPrice, shortLayoverHours, stopsLabels, showNet, showIncentive } = settings
  const renderItem = useCallback(
    (r: FlightResult) => (
      <MemoCard
        result={r}
        onSelect={onSelect}
        action={action}
        selected={selectedPlanId === r.travel_plan_id}
        formatPrice={formatPrice}
        shortLayoverHours={shortLayoverHours}
        stopsLabels={stopsLabels}
        showNet={showNet}
        showIncentive={showIncentive}
      />
    ),
    [onSelect, action, selectedPlanId, formatPrice, shortLayoverHours, stopsLabels, showNet, showIncentive],
  )
  return (
    <section className="fr-results" aria-label={label}>
      <p className="fr-count" role="status">
        {showingText(results.length, total)}
      </p>
      <VirtualList items={results} renderItem={renderItem} label={label} />
    </section>
  )
}
