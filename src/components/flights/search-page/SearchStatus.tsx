/** What the search is doing, above the results: progress while polling, or why it stopped. */
import { progressCount, type ProgressUnit } from '~/lib/flights/calendar'
import { ExpiredNotice, SearchProgress } from '../results/Notices'

export function SearchStatus({
  state,
  error,
  answered,
  total,
  onRepeat,
  onStop,
  unit = 'airlines',
}: {
  /** starting | polling | searching | succeeded | finished | expired | failed | cancelled */
  state: string
  error: string | null
  answered: number
  total: number
  onRepeat: () => void
  /** Offered while the search runs (one-way and round trip). */
  onStop?: () => void
  /** What `answered` and `total` count: airlines of one search, or the legs of a multi-city one. */
  unit?: ProgressUnit
}) {
  if (state === 'starting' || state === 'polling' || state === 'searching')
    return <SearchProgress answered={answered} total={total} onStop={onStop} unit={unit} />
  if (state === 'expired') return <ExpiredNotice onSearchAgain={onRepeat} />
  if (state === 'failed')
    return (
      <div className="fr-notice" role="alert">
        <p>We could not finish this flight search. {error ?? 'Please try again.'}</p>
        <button type="button" onClick={onRepeat}>
          Try again
        </button>
      </div>
    )
  if (state === 'cancelled')
    return (
      <div className="fr-notice" role="status">
        <p>Search stopped.</p>
        <button type="button" onClick={onRepeat}>
          Search again
        </button>
      </div>
    )
  if (state === 'succeeded' || state === 'finished')
    // Same shape as the progress block (a line of text and a bar's height), so the results do not
    // jump up when the search ends (Lighthouse CLS on the results page).
    return (
      <div className="fr-progress">
        <p role="status">{doneText(answered, total, unit)}</p>
        <span className="fr-progress-done" aria-hidden="true" />
      </div>
    )
  return null
}

function doneText(answered: number, total: number, unit: ProgressUnit): string {
  if (total <= 0) return 'Search complete.'
  return `Search complete: ${progressCount(answered, total, unit)}`
}
