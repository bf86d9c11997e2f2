/**
 * The hotel price: the room price, each tax under its label (001 §3's four), the promo discount and
 * the total, to the paisa, as the hotel service computed them. A table, so a screen reader reads
 * each line with its amount.
 */
import type { OfferPrice } from '@contracts/hotels/hotel'
import { TAX_WORDS } from '@contracts/hotels/words'
import { formatPaise } from '~/lib/money'

export function HotelPriceBreakdown({
  price,
  rooms,
  totalLabel = 'Total to pay',
}: {
  price: OfferPrice & { discount?: number; total?: number }
  rooms: number
  /** After payment: 'Total paid' and the like (contracts/checkout/words). */
  totalLabel?: string
}) {
  const total = price.total ?? price.amount
  return (
    <table className="checkout-fare">
      <caption>Price breakdown</caption>
      <tbody>
        <tr>
          <th scope="row">
            Room price ({rooms} room{rooms === 1 ? '' : 's'} × {price.nights} night
            {price.nights === 1 ? '' : 's'})
          </th>
          <td>{formatPaise(price.base)}</td>
        </tr>
        {price.taxes.map((t) => (
          <tr key={t.label}>
            <th scope="row">{TAX_WORDS[t.label]}</th>
            <td>{formatPaise(t.amount)}</td>
          </tr>
        ))}
        {price.discount ? (
          <tr>
            <th scope="row">Promo discount</th>
            <td>−{formatPaise(price.discount)}</td>
          </tr>
        ) : null}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{totalLabel}</th>
          <td>
            <strong data-testid="hotel-total">{formatPaise(total)}</strong>
          </td>
        </tr>
      </tfoot>
    </table>
  )
}
