/**
 * Every filter of 000 §3 as a form: fieldsets with legends, real labels, the cheapest fare beside
 * each choice. A sidebar on large screens and a drawer on small ones (results.css): the page
 * toggles `open` from a "Filters" button. Changes go out as FilterActions (filter-state.ts).
 */
import { useId, type ReactNode } from 'react'
import { timeBucketLabels, timeBuckets } from '~/lib/flights/buckets'
import type { FilterBounds } from '~/lib/flights/bounds'
import { isFiltering, type FilterAction, type FilterState } from '~/lib/flights/filter-state'

export interface FilterPanelProps {
  state: FilterState
  bounds: FilterBounds
  dispatch: (action: FilterAction) => void
  formatPrice: (paise: number) => string
  /** Round trips: offer the return time buckets too. */
  showReturnTimes?: boolean
  /** Agent stores: net fare and incentive display switches. */
  agent?: boolean
  /** Small screens: whether the drawer is open, and how to close it. */
  open?: boolean
  onClose?: () => void
  /** Shown on the drawer's close button: 'Show 42 flights'. */
  shownCount?: number
  id?: string
}

/** '2.5' → '2h 30m' for the range labels. */
export function hoursText(hours: number): string {
  const whole = Math.floor(hours)
  return `${whole}h ${Math.round((hours - whole) * 60)}m`
}

function Check({
  checked,
  onChange,
  children,
  extra,
}: {
  checked: boolean
  onChange: () => void
  children: ReactNode
  extra?: string
}) {
  return (
    <label className="fr-check">
      <input type="checkbox" checked={checked} onChange={onChange} />
      <span>{children}</span>
      {extra ? <span className="fr-check-extra">{extra}</span> : null}
    </label>
  )
}

function HourRange({
  legend,
  which,
  state,
  dispatch,
}: {
  legend: string
  which: 'layover' | 'duration'
  state: FilterState
  dispatch: (a: FilterAction) => void
}) {
  const r = state[which]
  const id = useId()
  return (
    <fieldset className="fr-fieldset">
      <legend>{legend}</legend>
      <label htmlFor={`${id}-min`}>
        Shortest: <output htmlFor={`${id}-min`}>{hoursText(r.min)}</output>
      </label>
      <input
        id={`${id}-min`}
        type="range"
        min={r.defaultMin}
        max={r.defaultMax}
        step={0.5}
        value={r.min}
        onChange={(e) => dispatch({ type: 'range', which, min: Number(e.currentTarget.value), max: r.max })}
      />
      <label htmlFor={`${id}-max`}>
        Longest: <output htmlFor={`${id}-max`}>{hoursText(r.max)}</output>
      </label>
      <input
        id={`${id}-max`}
        type="range"
        min={r.defaultMin}
        max={r.defaultMax}
        step={0.5}
        value={r.max}
        onChange={(e) => dispatch({ type: 'range', which, min: r.min, max: Number(e.currentTarget.value) })}
      />
    </fieldset>
  )
}

export function FilterPanel({
  state,
  bounds,
  dispatch,
  formatPrice,
  showReturnTimes = false,
  agent = false,
  open = false,
  onClose,
  shownCount,
  id,
}: FilterPanelProps) {
  const headingId = useId()
  const priceId = useId()
  const times = (which: 'departure_datetime' | 'return_datetime', legend: string) => (
    <fieldset className="fr-fieldset">
      <legend>{legend}</legend>
      {timeBuckets.map((b) => (
        <Check
          key={b}
          checked={state[which][b]}
          onChange={() => dispatch({ type: 'toggleTime', which, bucket: b })}
        >
          {timeBucketLabels[b]}
        </Check>
      ))}
    </fieldset>
  )
  return (
    <section id={id} className="fr-filters" data-open={open} aria-labelledby={headingId}>
      <div className="fr-filters-head">
        <h2 id={headingId}>Filters</h2>
        <button type="button" disabled={!isFiltering(state)} onClick={() => dispatch({ type: 'reset' })}>
          Reset all
        </button>
      </div>

      <fieldset className="fr-fieldset">
        <legend>Price</legend>
        <label htmlFor={priceId}>
          Up to <output htmlFor={priceId}>{formatPrice(state.adult_price.max)}</output> per adult
        </label>
        <input
          id={priceId}
          type="range"
          min={bounds.price.min}
          max={state.adult_price.defaultMax}
          step={bounds.price.step}
          value={state.adult_price.max}
          onChange={(e) => dispatch({ type: 'price', max: Number(e.currentTarget.value) })}
        />
      </fieldset>

      <fieldset className="fr-fieldset">
        <legend>Stops</legend>
        {bounds.stops.map((s) => (
          <Check
            key={s.label}
            checked={state.stops[s.label] === true}
            onChange={() => dispatch({ type: 'toggleStop', label: s.label })}
            extra={formatPrice(s.minPrice)}
          >
            {s.label}
          </Check>
        ))}
      </fieldset>

      {times('departure_datetime', showReturnTimes ? 'Onward departure' : 'Departure')}
      {showReturnTimes ? times('return_datetime', 'Return departure') : null}

      <fieldset className="fr-fieldset">
        <legend>Fare type</legend>
        <Check
          checked={state.refundable}
          onChange={() => dispatch({ type: 'refundable', on: !state.refundable })}
        >
          Refundable only
        </Check>
        <Check
          checked={state.withDiscount}
          onChange={() => dispatch({ type: 'flag', name: 'withDiscount', on: !state.withDiscount })}
        >
          Discounted fares only
        </Check>
      </fieldset>

      <fieldset className="fr-fieldset">
        <legend>Airlines</legend>
        {bounds.airlines.map((a) => (
          <Check
            key={a.code}
            checked={state.airlines.includes(a.code)}
            onChange={() => dispatch({ type: 'toggleAirline', code: a.code })}
            extra={formatPrice(a.minPrice)}
          >
            {a.name}
          </Check>
        ))}
      </fieldset>

      {bounds.alliances.length > 0 ? (
        <fieldset className="fr-fieldset">
          <legend>Alliances</legend>
          {bounds.alliances.map((a) => (
            <Check
              key={a.code}
              checked={state.alliances.includes(a.code)}
              onChange={() => dispatch({ type: 'toggleAlliance', code: a.code })}
              extra={formatPrice(a.minPrice)}
            >
              {a.name}
            </Check>
          ))}
        </fieldset>
      ) : null}

      {bounds.airports.length > 0 ? (
        <fieldset className="fr-fieldset">
          <legend>Layover airports</legend>
          {bounds.airports.map((a) => (
            <Check
              key={a.code}
              checked={state.airports.includes(a.code)}
              onChange={() => dispatch({ type: 'toggleAirport', code: a.code })}
              extra={formatPrice(a.minPrice)}
            >
              {a.city} ({a.code})
            </Check>
          ))}
        </fieldset>
      ) : null}

      <HourRange legend="Layover duration" which="layover" state={state} dispatch={dispatch} />
      <HourRange legend="Trip duration" which="duration" state={state} dispatch={dispatch} />

      {agent ? (
        <fieldset className="fr-fieldset">
          <legend>Agent display</legend>
          <Check
            checked={state.showNet}
            onChange={() => dispatch({ type: 'flag', name: 'showNet', on: !state.showNet })}
          >
            Show net fare
          </Check>
          <Check
            checked={state.showIncentive}
            onChange={() => dispatch({ type: 'flag', name: 'showIncentive', on: !state.showIncentive })}
          >
            Show incentive
          </Check>
        </fieldset>
      ) : null}

      {onClose ? (
        <button type="button" className="fr-drawer-close" onClick={onClose}>
          {shownCount === undefined
            ? 'Done'
            : `Show ${shownCount} ${shownCount === 1 ? 'flight' : 'flights'}`}
        </button>
      ) : null}
    </section>
  )
}

/** The button that opens the filter drawer on small screens. */
export function FiltersButton({
  controls,
  open,
  onToggle,
  active,
}: {
  controls: string
  open: boolean
  onToggle: () => void
  active: boolean
}) {
  return (
    <button
      type="button"
      className="fr-filters-button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      Filters{active ? ' (on)' : ''}
    </button>
  )
}
