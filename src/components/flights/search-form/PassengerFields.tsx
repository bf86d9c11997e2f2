import type { SearchFormEvent, SearchFormValues } from '@machines/flights/search-form.rules'

type Kind = 'adults' | 'children' | 'infants'
const rows: Array<{ kind: Kind; label: string; hint: string }> = [
  { kind: 'adults', label: 'Adults', hint: '12 years and over' },
  { kind: 'children', label: 'Children', hint: '2 to 11 years' },
  { kind: 'infants', label: 'Infants', hint: 'under 2, on an adult’s lap' },
]

/** Steppers for the travellers; the rules (max 9, infants ≤ adults) live in the form's reducer. */
export function PassengerFields({
  values,
  dispatch,
  idPrefix,
}: {
  values: SearchFormValues
  dispatch: (e: SearchFormEvent) => void
  idPrefix: string
}) {
  const { maxPassengers } = values.limits
  const max: Record<Kind, number> = {
    adults: maxPassengers - values.children,
    children: maxPassengers - values.adults,
    infants: values.adults,
  }
  const min: Record<Kind, number> = { adults: 1, children: 0, infants: 0 }
  const error = values.errors.passengers
  return (
    <fieldset
      className="passengers"
      aria-describedby={error ? `${idPrefix}-passengers-error` : `${idPrefix}-passengers-note`}
    >
      <legend>Travellers</legend>
      {rows.map(({ kind, label, hint }) => {
        const id = `${idPrefix}-${kind}`
        const set = (count: number) => dispatch({ type: 'SET_PASSENGERS', kind, count })
        return (
          <div className="stepper" key={kind}>
            <label htmlFor={id}>
              {label} <span className="hint">({hint})</span>
            </label>
            <button
              type="button"
              aria-label={`Fewer ${label.toLowerCase()}`}
              aria-controls={id}
              disabled={values[kind] <= min[kind]}
              onClick={() => set(values[kind] - 1)}
            >
              −
            </button>
            <input
              id={id}
              name={kind}
              type="number"
              inputMode="numeric"
              min={min[kind]}
              max={max[kind]}
              value={values[kind]}
              onChange={(e) => {
                const n = e.target.valueAsNumber
                if (!Number.isNaN(n)) set(n)
              }}
            />
            <button
              type="button"
              aria-label={`More ${label.toLowerCase()}`}
              aria-controls={id}
              disabled={values[kind] >= max[kind]}
              onClick={() => set(values[kind] + 1)}
            >
              +
            </button>
          </div>
        )
      })}
      <p id={`${idPrefix}-passengers-note`} className="hint">
        Up to {maxPassengers} travellers (adults and children) per booking; one infant per adult.
      </p>
      {error ? (
        <p id={`${idPrefix}-passengers-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
