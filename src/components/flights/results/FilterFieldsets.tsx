/**
 * The fieldsets of the filter panel (FilterPanel.tsx), each memoised on its own slice of the filter
 * state: a click re-renders the fieldset it changed, not the whole panel (issue 3: filter click →
 * paint within 50 ms with 5,000 results). The reducer keeps untouched slices by reference.
 */
import { memo, useId, type ReactNode } from 'react'
import { timeBucketLabels, timeBuckets } from '~/lib/flights/buckets'
import type { FilterBounds } from '~/lib/flights/bounds'
import type { FilterAction, FilterState } from '~/lib/flights/filter-state'

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

export const HourRange = memo(function HourRange({
  legend,
  which,
  range: r,
  dispatch,
}: {
  legend: string
  which: 'layover' | 'duration'
  range: FilterState['layover']
  dispatch: (a: FilterAction) => void
}) {
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
})

export type Dispatch = (action: FilterAction) => void
export type Format = (paise: number) => string

export const PriceFieldset = memo(function PriceFieldset({
  price,
  bounds,
  dispatch,
  formatPrice,
}: {
  price: FilterState['adult_price']
  bounds: FilterBounds['price']
  dispatch: Dispatch
  formatPrice: Format
}) {
  const priceId = useId()
  return (
    <fieldset className="fr-fieldset">
      <legend>Price</legend>
      <label htmlFor={priceId}>
        Up to <output htmlFor={priceId}>{formatPrice(price.max)}</output> per adult
      </label>
      <input
        id={priceId}
        type="range"
        min={bounds.min}
        max={price.defaultMax}
        step={bounds.step}
        value={price.max}
        onChange={(e) => dispatch({ type: 'price', max: Number(e.currentTarget.value) })}
      />
    </fieldset>
  )
})

export const StopsFieldset = memo(function StopsFieldset({
  stops,
  options,
  dispatch,
  formatPrice,
}: {
  stops: FilterState['stops']
  options: FilterBounds['stops']
  dispatch: Dispatch
  formatPrice: Format
}) {
  return (
    <fieldset className="fr-fieldset">
      <legend>Stops</legend>
      {options.map((s) => (
        <Check
          key={s.label}
          checked={stops[s.label] === true}
          onChange={() => dispatch({ type: 'toggleStop', label: s.label })}
          extra={formatPrice(s.minPrice)}
        >
          {s.label}
        </Check>
      ))}
    </fieldset>
  )
})

export const TimesFieldset = memo(function TimesFieldset({
  which,
  flags,
  legend,
  dispatch,
}: {
  which: 'departure_datetime' | 'return_datetime'
  flags: FilterState['departure_datetime']
  legend: string
  dispatch: Dispatch
}) {
  return (
    <fieldset className="fr-fieldset">
      <legend>{legend}</legend>
      {timeBuckets.map((b) => (
        <Check key={b} checked={flags[b]} onChange={() => dispatch({ type: 'toggleTime', which, bucket: b })}>
          {timeBucketLabels[b]}
        </Check>
      ))}
    </fieldset>
  )
})

export const FareTypeFieldset = memo(function FareTypeFieldset({
  refundable,
  withDiscount,
  dispatch,
}: {
  refundable: boolean
  withDiscount: boolean
  dispatch: Dispatch
}) {
  return (
    <fieldset className="fr-fieldset">
      <legend>Fare type</legend>
      <Check checked={refundable} onChange={() => dispatch({ type: 'refundable', on: !refundable })}>
        Refundable only
      </Check>
      <Check
        checked={withDiscount}
        onChange={() => dispatch({ type: 'flag', name: 'withDiscount', on: !withDiscount })}
      >
        Discounted fares only
      </Check>
    </fieldset>
  )
})

export const CodesFieldset = memo(function CodesFieldset({
  legend,
  options,
  chosen,
  onToggle,
  formatPrice,
}: {
  legend: string
  options: readonly { code: string; name: string; minPrice: number }[]
  chosen: readonly string[]
  onToggle: (code: string) => void
  formatPrice: Format
}) {
  if (options.length === 0) return null
  return (
    <fieldset className="fr-fieldset">
      <legend>{legend}</legend>
      {options.map((a) => (
        <Check
          key={a.code}
          checked={chosen.includes(a.code)}
          onChange={() => onToggle(a.code)}
          extra={formatPrice(a.minPrice)}
        >
          {a.name}
        </Check>
      ))}
    </fieldset>
  )
})

export const AgentFieldset = memo(function AgentFieldset({
  showNet,
  showIncentive,
  dispatch,
}: {
  showNet: boolean
  showIncentive: boolean
  dispatch: Dispatch
}) {
  return (
    <fieldset className="fr-fieldset">
      <legend>Agent display</legend>
      <Check checked={showNet} onChange={() => dispatch({ type: 'flag', name: 'showNet', on: !showNet })}>
        Show net fare
      </Check>
      <Check
        checked={showIncentive}
        onChange={() => dispatch({ type: 'flag', name: 'showIncentive', on: !showIncentive })}
      >
        Show incentive
      </Check>
    </fieldset>
  )
})
