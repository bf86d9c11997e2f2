/** All flights / special round-trip fares (000 §3 special_fare). Hidden when there are none. */
import { memo } from 'react'
export type FareTab = 'all' | 'special'

function SpecialFareTabBody({
  value,
  onChange,
  allCount,
  specialCount,
}: {
  value: FareTab
  onChange: (tab: FareTab) => void
  allCount: number
  specialCount: number
}) {
  if (specialCount === 0) return null
  return (
    <div className="fr-fare-tabs" role="group" aria-label="Fares">
      <button type="button" aria-pressed={value === 'all'} onClick={() => onChange('all')}>
        All flights ({allCount})
      </button>
      <button type="button" aria-pressed={value === 'special'} onClick={() => onChange('special')}>
        Special fares ({specialCount})
      </button>
    </div>
  )
}

/** Memoised: a polling batch re-renders the page around it, not this (docs/decisions/0025). */
export const SpecialFareTab = memo(SpecialFareTabBody)
