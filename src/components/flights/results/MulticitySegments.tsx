/**
 * Multi-city: a tab per segment (2–6), each with its own list and selection, and the choices so
 * far. Each segment is polled on its own, so a tab can still be loading or have expired while the
 * others are done; the page passes that as `status`.
 */
import { useId, type ReactNode } from 'react'
import { flightNumber } from '~/lib/flights/display'
import type { FlightResult } from '@contracts/flights/schemas'

export interface SegmentView {
  /** 'Delhi → Mumbai, Tue 1 Dec' */
  title: string
  status: 'loading' | 'done' | 'expired' | 'failed'
  selected: FlightResult | null
}

const statusText: Record<SegmentView['status'], string> = {
  loading: 'searching',
  done: '',
  expired: 'expired',
  failed: 'could not search',
}

export function MulticitySegments({
  segments,
  active,
  onActiveChange,
  children,
  formatPrice,
}: {
  segments: readonly SegmentView[]
  active: number
  onActiveChange: (index: number) => void
  /** The active segment's list (filters, sort bar, ResultsList). */
  children: ReactNode
  formatPrice: (paise: number) => string
}) {
  const base = useId()
  const chosen = segments.map((s) => s.selected)
  const total = chosen.every((c) => c !== null)
    ? chosen.reduce((sum, c) => sum + (c?.adultPrice ?? 0), 0)
    : null
  const focusTab = (index: number) => {
    onActiveChange(index)
    document.getElementById(`${base}-tab-${index}`)?.focus()
  }
  return (
    <div className="fr-multicity">
      <div
        role="tablist"
        aria-label="Flights of your trip"
        className="fr-seg-tabs"
        onKeyDown={(e) => {
          // Arrow keys move between tabs (WAI-ARIA tabs pattern); Tab leaves the strip.
          if (e.key === 'ArrowRight') focusTab((active + 1) % segments.length)
          else if (e.key === 'ArrowLeft') focusTab((active - 1 + segments.length) % segments.length)
        }}
      >
        {segments.map((s, i) => (
          <button
            key={i}
            id={`${base}-tab-${i}`}
            type="button"
            role="tab"
            aria-selected={i === active}
            aria-controls={`${base}-panel`}
            tabIndex={i === active ? 0 : -1}
            onClick={() => onActiveChange(i)}
          >
            <span>
              {i + 1}. {s.title}
            </span>
            {statusText[s.status] ? <span className="fr-seg-status"> ({statusText[s.status]})</span> : null}
            {s.selected ? (
              <span className="fr-seg-chosen">
                {' '}
                {flightNumber(s.selected.flights[0] ?? { airline_code: '', flight_number: '' })}
              </span>
            ) : null}
          </button>
        ))}
      </div>
      <div id={`${base}-panel`} role="tabpanel" aria-labelledby={`${base}-tab-${active}`}>
        {children}
      </div>
      <p className="fr-total">
        Total per adult:{' '}
        <strong>
          {total === null
            ? `Choose a flight for each of the ${segments.length} journeys`
            : formatPrice(total)}
        </strong>
      </p>
    </div>
  )
}
