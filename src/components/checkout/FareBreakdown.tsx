/**
 * The fare breakdown: the server's lines and total, to the paisa (the lines add up to the total
 * shown, which is the total charged). A table, so a screen reader reads each line with its amount.
 */
import type { Booking } from '@contracts/checkout/booking'
import { formatPaise } from '~/lib/money'

export function FareBreakdown({
  booking,
  caption = 'Fare breakdown',
  totalLabel = 'Total to pay',
}: {
  booking: Booking
  caption?: string
  /** After payment: 'Total paid' and the like (contracts/checkout/words totalLabel). */
  totalLabel?: string
}) {
  const p = booking.passengers
  const who = [
    `${p.adult} adult${p.adult === 1 ? '' : 's'}`,
    p.child ? `${p.child} child${p.child === 1 ? '' : 'ren'}` : '',
    p.infant ? `${p.infant} infant${p.infant === 1 ? '' : 's'}` : '',
  ]
    .filter(Boolean)
    .join(', ')
  return (
    <table className="checkout-fare">
      <caption>
        {caption} <span className="checkout-muted">({who})</span>
      </caption>
      <tbody>
        {booking.lines.map((line) => (
          <tr key={line.kind}>
            <th scope="row">{line.label}</th>
            <td>{formatPaise(line.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{totalLabel}</th>
          <td>
            <strong data-testid="checkout-total">{formatPaise(booking.total)}</strong>
          </td>
        </tr>
      </tfoot>
    </table>
  )
}
