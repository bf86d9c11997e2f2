import { RefundDestination, type RefundTo } from './RefundDestination'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useCallback, useState, type FormEvent } from 'react'
import type { CancelOptions, Cancellation, Quote } from '@contracts/bookings/cancellation'
import { formatPaise } from '@contracts/money'
import { useCancellation } from '~/flows/bookings/cancellation.flow'
import { cancelOptionsQueryOptions } from '~/flows/bookings/cancellation.queries'
import { ChangeCode } from './ChangeCode'
import { RailChooseForm, RailQuoteTable } from './CancelRail'
import { StayChooseForm, StayQuoteTable } from './CancelStay'
import { RefundTracker } from './RefundTracker'
import { destinationLabel, istTime } from './refund-words'

/**
 * Cancelling a booking (001 §4 "Bookings cancellation"; docs/decisions/0086): choose travellers and
 * flights (or all), where the refund goes, see the quote and until when it holds, confirm; then
 * what the airline cancelled and the refund tracker. The owner's page (/account/bookings/$tripId/cancel)
 * and a guest's (/bookings/$tripId/cancel, docs/decisions/0092) are this component: the service
 * offers a guest the original payment only. Its loader warms `cancelOptionsQueryOptions(tripId)` and
 * `refundsQueryOptions(tripId)`.
 */
export function CancelBooking({ tripId, className }: { tripId: string; className: string }) {
  const { data: options } = useSuspenseQuery(cancelOptionsQueryOptions(tripId))
  const c = useCancellation(tripId)
  const finished = c.state === 'done' || c.state === 'partial' || c.state === 'failed'
  // A hotel stay is cancelled whole, or not at all (docs/decisions/0106).
  const stay = options.stay
  // A train ticket: all or some passengers, before the chart (docs/decisions/0137).
  const rail = options.rail
  // A guest who found the trip confirms the code first; an account's trip is its account's (0180).
  const [askingCode, setAskingCode] = useState(false)
  const [proven, setProven] = useState(false)
  const { confirm } = c
  const onProven = useCallback(() => {
    setProven(true)
    setAskingCode(false)
    confirm()
  }, [confirm])
  const onConfirm = options.change === 'code' && !proven ? () => setAskingCode(true) : c.confirm
  const nothingLeft = stay
    ? stay.refused !== null
    : rail
      ? rail.refused !== null || rail.passengers.every((p) => p.status === 'CAN')
      : options.remaining.length === 0
  return (
    <div className={`${className} cancel-page`} {...c.flow}>
      <h1>Cancel booking</h1>
      <p>Trip Id {tripId}</p>
      {c.error ? (
        <p role="alert" className="form-alert">
          {c.error}
        </p>
      ) : null}
      {nothingLeft && !finished ? (
        <p role="status">{stay?.refused ?? rail?.refused ?? 'Nothing is left to cancel on this booking.'}</p>
      ) : null}
      {options.change === 'sign_in' && !nothingLeft ? (
        <p role="alert" className="form-alert">
          This booking belongs to an account. <a href="/sign-in">Sign in</a> with that account to cancel it.
        </p>
      ) : null}
      {c.state === 'choosing' && !nothingLeft && options.change !== 'sign_in' ? (
        stay ? (
          <StayChooseForm stay={stay} destinations={options.destinations} onQuote={c.requestQuote} />
        ) : rail ? (
          <RailChooseForm rail={rail} destinations={options.destinations} onQuote={c.requestQuote} />
        ) : (
          <ChooseForm options={options} onQuote={c.requestQuote} />
        )
      ) : null}
      {c.state === 'quoting' ? <p role="status">Getting your refund quote…</p> : null}
      {c.quote && (c.state === 'quoted' || c.state === 'cancelling') ? (
        <QuoteView
          quote={c.quote}
          busy={c.state === 'cancelling'}
          onConfirm={onConfirm}
          onChange={c.change}
        />
      ) : null}
      {askingCode && c.state === 'quoted' ? <ChangeCode tripId={tripId} onProven={onProven} /> : null}
      {c.state === 'expired' ? (
        <div>
          <p role="alert" className="form-alert">
            This refund quote has expired. Ask for a fresh quote to see the refund now.
          </p>
          <button type="button" className="button" onClick={c.requote}>
            Get a fresh quote
          </button>
        </div>
      ) : null}
      {finished && c.cancellation ? <Outcome cancellation={c.cancellation} options={options} /> : null}
      {finished || nothingLeft ? <RefundTracker tripId={tripId} /> : null}
    </div>
  )
}

function ChooseForm({
  options,
  onQuote,
}: {
  options: CancelOptions
  onQuote: (s: { travellers: number[]; flightKeys: string[]; destination: 'source' | 'wallet' }) => void
}) {
  const left = (pick: (p: CancelOptions['remaining'][number]) => string | number) =>
    new Set(options.remaining.map(pick))
  const travellers = options.travellers.filter((t) => left((p) => p.traveller).has(t.index))
  const flights = options.flights.filter((f) => left((p) => p.flight_key).has(f.flight_key))
  const [chosenTravellers, setTravellers] = useState(() => travellers.map((t) => t.index))
  const [chosenFlights, setFlights] = useState(() =>
    flights.filter((f) => !f.refused).map((f) => f.flight_key),
  )
  const [destination, setDestination] = useState<RefundTo>('source')
  const toggle = <T,>(list: T[], value: T) =>
    list.includes(value) ? list.filter((v) => v !== value) : [...list, value]
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const allTravellers = chosenTravellers.length === travellers.length
    const allFlights = chosenFlights.length === flights.length
    onQuote({
      travellers: allTravellers ? [] : chosenTravellers,
      flightKeys: allFlights ? [] : chosenFlights,
      destination,
    })
  }
  const nothing = chosenTravellers.length === 0 || chosenFlights.length === 0
  return (
    <form className="account-form" onSubmit={submit} aria-label="What to cancel">
      <fieldset>
        <legend>Travellers</legend>
        {travellers.map((t) => (
          <label key={t.index} className="checkbox">
            <input
              type="checkbox"
              checked={chosenTravellers.includes(t.index)}
              onChange={() => setTravellers((l) => toggle(l, t.index))}
            />{' '}
            {t.name}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>Flights</legend>
        {flights.map((f) => (
          <div key={f.flight_key}>
            <label className="checkbox">
              <input
                type="checkbox"
                disabled={f.refused !== null}
                checked={chosenFlights.includes(f.flight_key)}
                onChange={() => setFlights((l) => toggle(l, f.flight_key))}
                aria-describedby={f.refused ? `refused-${f.flight_key}` : undefined}
              />{' '}
              {f.route}, {istTime(f.departs_at)}
            </label>
            {f.refused ? <p id={`refused-${f.flight_key}`}>{f.refused}</p> : null}
          </div>
        ))}
      </fieldset>
      <RefundDestination destinations={options.destinations} value={destination} onChange={setDestination} />
      <button type="submit" className="button" disabled={nothing}>
        Get refund quote
      </button>
    </form>
  )
}

function QuoteView({
  quote,
  busy,
  onConfirm,
  onChange,
}: {
  quote: Quote
  busy: boolean
  onConfirm: () => void
  onChange: () => void
}) {
  return (
    <section aria-labelledby="quote-heading">
      <h2 id="quote-heading">Your refund quote</h2>
      <p>
        {quote.kind === 'FULL'
          ? 'Full cancellation: nothing stays booked.'
          : 'Partial cancellation: the rest of the booking stays as it is.'}
      </p>
      {quote.stay ? (
        <StayQuoteTable quote={quote} stay={quote.stay} />
      ) : quote.rail ? (
        <RailQuoteTable quote={quote} rail={quote.rail} />
      ) : (
        <FlightQuoteTable quote={quote} />
      )}
      <p>
        Refund of {formatPaise(quote.refund)} to: {destinationLabel[quote.destination]}.
      </p>
      <p>This quote is valid until {istTime(quote.expires_at)}.</p>
      {busy ? (
        <p role="status">
          {quote.stay
            ? 'Cancelling your stay with the hotel…'
            : quote.rail
              ? 'Cancelling your ticket with the railway…'
              : 'Cancelling your tickets with the airline…'}
        </p>
      ) : null}
      <div className="form-actions">
        <button type="button" className="button" disabled={busy} onClick={onConfirm}>
          Confirm cancellation
        </button>
        <button type="button" className="button button-outline" disabled={busy} onClick={onChange}>
          Change selection
        </button>
      </div>
    </section>
  )
}

function FlightQuoteTable({ quote }: { quote: Quote }) {
  return (
    <table className="refund-table">
      <caption>Refund quote, per traveller and flight</caption>
      <thead>
        <tr>
          <th scope="col">Traveller</th>
          <th scope="col">Flight</th>
          <th scope="col">Paid</th>
          <th scope="col">Airline penalty</th>
          <th scope="col">Store fee</th>
          <th scope="col">Refund</th>
        </tr>
      </thead>
      <tbody>
        {quote.lines.map((l) => (
          <tr key={`${l.traveller}-${l.flight_key}`}>
            <td>{l.name}</td>
            <td>{l.route}</td>
            <td>{formatPaise(l.paid)}</td>
            <td>{formatPaise(l.penalty)}</td>
            <td>{formatPaise(l.fee)}</td>
            <td>{formatPaise(l.refund)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={3}>
            Total
          </th>
          <td>{formatPaise(quote.penalty)}</td>
          <td>{formatPaise(quote.fee)}</td>
          <td>{formatPaise(quote.refund)}</td>
        </tr>
      </tfoot>
    </table>
  )
}

const outcomeHeading = {
  done: 'Cancellation done',
  partial: 'Partly cancelled',
  failed: 'Cancellation failed',
}

function Outcome({ cancellation, options }: { cancellation: Cancellation; options: CancelOptions }) {
  const name = (i: number) => options.travellers.find((t) => t.index === i)?.name ?? `Traveller ${i + 1}`
  const route = (k: string) => options.flights.find((f) => f.flight_key === k)?.route ?? k
  return (
    <section aria-labelledby="outcome-heading">
      <h2 id="outcome-heading">{outcomeHeading[cancellation.status]}</h2>
      <p role={cancellation.status === 'done' ? 'status' : 'alert'}>{cancellation.message}</p>
      {cancellation.results.length ? (
        <ul aria-label="Tickets">
          {cancellation.results.map((r) => (
            <li key={`${r.traveller}-${r.flight_key}`}>
              {name(r.traveller)}, {route(r.flight_key)}:{' '}
              {r.status === 'cancelled'
                ? `cancelled, refund ${formatPaise(r.refund)}`
                : `not cancelled. ${r.reason ?? ''}`}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
