/** Progress while polling, the expired search and the empty result. */
import { longDate, nearbyDates, progressText, shortDate, type ProgressUnit } from '~/lib/flights/calendar'
import type { PeriodPrice } from '@contracts/flights/schemas'

export function SearchProgress({
  answered,
  total,
  onStop,
  unit = 'airlines',
}: {
  answered: number
  total: number
  /** What the counts are of: airlines of one search, or the legs of a multi-city search. */
  unit?: ProgressUnit
  /** Stops the search (a one-way or round-trip search offers it; 000 §4 "cancelled"). */
  onStop?: () => void
}) {
  const text = progressText(answered, total, unit)
  return (
    <div className="fr-progress">
      {onStop ? (
        <div className="fr-progress-line">
          <p role="status">{text}</p>
          <button type="button" className="fr-stop" onClick={onStop}>
            Stop search
          </button>
        </div>
      ) : (
        <p role="status">{text}</p>
      )}
      <progress
        aria-label="Search progress"
        max={Math.max(total, 1)}
        value={total > 0 ? Math.min(answered, total) : undefined}
      />
    </div>
  )
}

export const EXPIRED_MESSAGE = 'Your search has expired. Prices may have changed.'

export function ExpiredNotice({ onSearchAgain }: { onSearchAgain: () => void }) {
  return (
    <div className="fr-notice" role="alert">
      <p>{EXPIRED_MESSAGE}</p>
      <button type="button" onClick={onSearchAgain}>
        Search again
      </button>
    </div>
  )
}

export function NoResultsNotice({
  route,
  date,
  today,
  prices = [],
  onPickDate,
  formatPrice,
  filtered = false,
  onResetFilters,
}: {
  /** 'Delhi → Mumbai' */
  route: string
  date: string
  /** 'YYYY-MM-DD' at the store (nearby dates never offer the past). */
  today: string
  prices?: readonly PeriodPrice[]
  onPickDate: (date: string) => void
  formatPrice: (paise: number) => string
  /** There are results, the filters hid them all. */
  filtered?: boolean
  onResetFilters?: () => void
}) {
  const nearby = filtered ? [] : nearbyDates(prices, date, today, 4)
  return (
    <div className="fr-notice" role="status">
      {filtered ? (
        <>
          <p>No flights match your filters.</p>
          {onResetFilters ? (
            <button type="button" onClick={onResetFilters}>
              Reset all filters
            </button>
          ) : null}
        </>
      ) : (
        <>
          <p>
            No flights found for {route} on {longDate(date)}.
          </p>
          {nearby.length > 0 ? (
            <>
              <p>Flights on nearby dates:</p>
              <ul className="fr-nearby">
                {nearby.map((p) => (
                  <li key={p.date}>
                    <button type="button" onClick={() => onPickDate(p.date)}>
                      {shortDate(p.date)} from {p.price === null ? '' : formatPrice(p.price)}
                    </button>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      )}
    </div>
  )
}
