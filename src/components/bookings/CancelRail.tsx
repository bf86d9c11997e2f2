import { RefundDestination, type RefundTo } from './RefundDestination'
import { useState, type FormEvent } from 'react'
import type { Quote, RailCancel } from '@contracts/bookings/cancellation'
import { formatPaise } from '@contracts/money'
import { istTime } from './refund-words'

type Selection = { travellers: number[]; flightKeys: string[]; destination: 'source' | 'wallet' }

function RailFacts({ rail }: { rail: RailCancel }) {
  return (
    <p>
      <strong>{rail.train}</strong>
      {rail.pnr ? `, PNR ${rail.pnr}` : ''}, departs {istTime(rail.departs_at)}
    </p>
  )
}

/**
 * A train ticket's cancellation (docs/decisions/0137, 0169): the passengers still on it, each with
 * the railway's rule for cancelling now, and where the refund goes.
 */
export function RailChooseForm({
  rail,
  destinations,
  onQuote,
}: {
  rail: RailCancel
  destinations: Array<'source' | 'wallet'>
  onQuote: (s: Selection) => void
}) {
  const open = rail.passengers.filter((p) => p.status !== 'CAN')
  const [chosen, setChosen] = useState(() => open.map((p) => p.index))
  const [destination, setDestination] = useState<RefundTo>('source')
  const submit = (e: FormEvent) => {
    e.preventDefault()
    onQuote({ travellers: chosen.length === open.length ? [] : chosen, flightKeys: [], destination })
  }
  return (
    <form className="account-form" onSubmit={submit} aria-label="What to cancel">
      <RailFacts rail={rail} />
      <fieldset>
        <legend>Passengers</legend>
        {open.map((p) => (
          <div key={p.index}>
            <label className="checkbox">
              <input
                type="checkbox"
                checked={chosen.includes(p.index)}
                onChange={() =>
                  setChosen((l) => (l.includes(p.index) ? l.filter((i) => i !== p.index) : [...l, p.index]))
                }
                aria-describedby={`rail-rule-${p.index}`}
              />{' '}
              {p.name} ({p.status})
            </label>
            <p id={`rail-rule-${p.index}`}>{p.rule}</p>
          </div>
        ))}
      </fieldset>
      <RefundDestination destinations={destinations} value={destination} onChange={setDestination} />
      <button type="submit" className="button" disabled={chosen.length === 0}>
        Get refund quote
      </button>
    </form>
  )
}

/** The quote of a train ticket: per passenger what was paid, the railway's charge, its GST, the refund. */
export function RailQuoteTable({ quote, rail }: { quote: Quote; rail: RailCancel }) {
  const paid = rail.passengers.reduce((s, p) => s + p.paid, 0)
  return (
    <>
      <RailFacts rail={rail} />
      <table className="refund-table">
        <caption>Refund quote, per passenger</caption>
        <thead>
          <tr>
            <th scope="col">Passenger</th>
            <th scope="col">Paid</th>
            <th scope="col">Cancellation charge</th>
            <th scope="col">GST on charge</th>
            <th scope="col">Refund</th>
          </tr>
        </thead>
        <tbody>
          {rail.passengers.map((p) => (
            <tr key={p.index}>
              <th scope="row">{p.name}</th>
              <td>{formatPaise(p.paid)}</td>
              <td>{formatPaise(p.charge)}</td>
              <td>{formatPaise(p.gst)}</td>
              <td>{formatPaise(p.refund)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td>{formatPaise(paid)}</td>
            <td>{formatPaise(quote.penalty)}</td>
            <td>{formatPaise(rail.gst)}</td>
            <td>{formatPaise(quote.refund)}</td>
          </tr>
        </tfoot>
      </table>
    </>
  )
}
