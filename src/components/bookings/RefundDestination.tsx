import { destinationLabel } from './refund-words'

export type RefundTo = 'source' | 'wallet'

/** "Refund to": where a cancellation's refund goes, for a flight or a stay (CancelBooking, CancelStay). */
export function RefundDestination({
  destinations,
  value,
  onChange,
}: {
  destinations: RefundTo[]
  value: RefundTo
  onChange: (to: RefundTo) => void
}) {
  return (
    <fieldset>
      <legend>Refund to</legend>
      {destinations.map((d) => (
        <label key={d} className="radio">
          <input
            type="radio"
            name="destination"
            value={d}
            checked={value === d}
            onChange={() => onChange(d)}
          />{' '}
          {destinationLabel[d]}
        </label>
      ))}
    </fieldset>
  )
}
