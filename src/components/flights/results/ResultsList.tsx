/**
 * The results of one list (one-way, a multi-city segment, a round-trip column): a live count and
 * the virtualised cards. Receives results already filtered and sorted (useResultsView).
 */
import { memo, useCallback, useId } from 'react'
import type { FlightResult } from '@contracts/flights/schemas'
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
  /** Give the list its own (unseen) h2; off where the page already heads it (round-trip columns). */
  heading?: boolean
  /** The results `results` were filtered from: a new batch reaches the cards row by row (VirtualList). */
  source?: unknown
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
  heading = true,
  source,
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
  const headingId = useId()
  return (
    // A heading for the list (read, not shown): the cards' h3 headings then sit under an h2 on
    // every screen, also when the filter panel (and its h2) is a closed drawer.
    <section
      className="fr-results"
      aria-labelledby={heading ? headingId : undefined}
      aria-label={heading ? undefined : label}
    >
      {heading ? (
        <h2 id={headingId} className="visually-hidden">
          {label}
        </h2>
      ) : null}
      <p className="fr-count" role="status">
        {showingText(results.length, total)}
      </p>
      <VirtualList items={results} renderItem={renderItem} label={label} source={source} />
    </section>
  )
}
