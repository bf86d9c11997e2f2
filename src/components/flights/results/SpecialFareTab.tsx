/** All flights / special round-trip fares (000 §3 special_fare). Hidden when there are none. */
export type FareTab = 'all' | 'special'

export function SpecialFareTab({
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
