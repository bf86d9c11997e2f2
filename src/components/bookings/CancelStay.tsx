import { RefundDestination, type RefundTo } from './RefundDestination'
import { useState, type FormEvent } from 'react'
import { stayPenalty, type Quote, type StayCancel } from '@contracts/bookings/cancellation'
import { formatPaise } from '@contracts/money'
import { istTime } from './refund-words'

function StayFacts({ stay }: { stay: StayCancel }) {
  return (
    <>
      <p>
        <strong>{stay.hotel}</strong>, {stay.room}
        <br />
        Check-in {stay.checkin}, check-out {stay.checkout}
      </p>
      <p>
        {stay.free_until ? `Free cancellation until ${istTime(stay.free_until)}. ` : ''}
        {stay.policy}
      </p>
    </>
  )
}

/**
 * A hotel stay's cancellation (docs/decisions/0106): the whole stay, by its policy. What the hotel
 * keeps if cancelled now, and where the refund goes; nothing is refunded for a stay to pay at the hotel.
 */
export function StayChooseForm({
  stay,
  destinations,
  onQuote,
}: {
  stay: StayCancel
  destinations: Array<'source' | 'wallet'>
  onQuote: (s: { travellers: number[]; flightKeys: string[]; destination: 'source' | 'wallet' }) => void
}) {
  const [destination, setDestination] = useState<RefundTo>('source')
  const submit = (e: FormEvent) => {
    e.preventDefault()
    onQuote({ travellers: [], flightKeys: [], destination })
  }
  const penalty = stayPenalty(stay.paid, stay.penalty_percent)
  return (
    <form className="account-form" onSubmit={submit} aria-label="What to cancel">
      <StayFacts stay={stay} />
      <p>
        {stay.pay_at_hotel
          ? 'Nothing was paid online for this stay, so there is nothing to refund.'
          : penalty > 0
            ? `If you cancel now, the hotel keeps ${stay.penalty_percent}% of ${formatPaise(stay.paid)}.`
            : `Cancelling now is free: ${formatPaise(stay.paid)} is refunded.`}
      </p>
      {stay.pay_at_hotel ? null : (
        <RefundDestination destinations={destinations} value={destination} onChange={setDestination} />
      )}
      <button type="submit" className="button">
        Get refund quote
      </button>
    </form>
  )
}

/** The quote of a stay: paid, what the hotel keeps by its policy, the refund. */
export function StayQuoteTable({ quote, stay }: { quote: Quote; stay: StayCancel }) {
  return (
    <>
      <StayFacts stay={stay} />
      <table className="refund-table">
        <caption>Refund quote for the whole stay</caption>
        <thead>
          <tr>
            <th scope="col">Paid</th>
            <th scope="col">Hotel penalty ({stay.penalty_percent}%)</th>
            <th scope="col">Refund</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>{formatPaise(stay.paid)}</td>
            <td>{formatPaise(quote.penalty)}</td>
            <td>{formatPaise(quote.refund)}</td>
          </tr>
        </tbody>
      </table>
    </>
  )
}
