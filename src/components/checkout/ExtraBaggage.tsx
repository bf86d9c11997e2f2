/**
 * Prepaid extra check-in baggage (000 §9: only on the extra-service airlines' flights): per flight
 * that sells it, a select per traveller with a seat (infants have no allowance of their own). The
 * price of a piece is the server's; the total comes back from the server after the choice is saved.
 */
import type { Booking } from '@contracts/checkout/booking'
import type { FlightBaggage } from '@contracts/checkout/seat-map'
import { formatMoney } from '~/lib/money'
import { flightWords } from './trip-words'

export function ExtraBaggage({
  offers,
  booking,
  travellers,
  disabled,
  onChoose,
}: {
  offers: FlightBaggage[]
  booking: Booking
  travellers: { index: number; name: string }[]
  disabled: boolean
  /** '' for no extra baggage. */
  onChoose: (traveller: number, flightKey: string, code: string) => void
}) {
  const selling = offers.filter((f) => f.baggage.length > 0)
  if (!selling.length) return null
  return (
    <section aria-labelledby="extra-baggage-heading" className="checkout-baggage">
      <h2 id="extra-baggage-heading">Extra baggage</h2>
      <p className="checkout-muted">
        Prepaid check-in baggage on top of your fare&apos;s allowance, per traveller.
      </p>
      {selling.map((f) => (
        <fieldset key={f.flight_key} className="checkout-meals">
          <legend>Extra baggage on {flightWords(f.flight_key)}</legend>
          {travellers.map((t) => {
            const id = `baggage-${f.flight_key}-${t.index}`
            const current = booking.baggage.find(
              (b) => b.traveller === t.index && b.flight_key === f.flight_key,
            )
            return (
              <div className="form-field" key={t.index}>
                <label htmlFor={id}>
                  Extra baggage for {t.name}, {flightWords(f.flight_key)}
                </label>
                <select
                  id={id}
                  value={current?.code ?? ''}
                  disabled={disabled}
                  onChange={(e) => onChoose(t.index, f.flight_key, e.target.value)}
                >
                  <option value="">No extra baggage</option>
                  {f.baggage.map((piece) => (
                    <option key={piece.code} value={piece.code}>
                      {piece.quantity} {piece.unit} — {formatMoney(piece.price, 'INR')}
                    </option>
                  ))}
                </select>
              </div>
            )
          })}
        </fieldset>
      ))}
    </section>
  )
}
