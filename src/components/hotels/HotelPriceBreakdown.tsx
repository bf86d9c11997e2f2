/**
 * The hotel price: the room price, each tax under its label (001 §3's four), the promo discount and
 * the total, to the paisa, as the hotel service computed them. A table, so a screen reader reads
 * each line with its amount.
 */
import type { OfferPrice } from '@contracts/hotels/hotel'
import { formatPaise } from '~/lib/money'

const taxWords: Record<OfferPrice['taxes'][number]['label'], string> = {
  'mandatory tax': 'Taxes (GST)',
  'resort fee': 'Resort fee',
  'mandatory fee': 'Mandatory fee',
  'sales tax': 'Sales tax',
}

export function HotelPriceBreakdown({
  price,
  rooms,
}: {
  price: OfferPrice & { discount?: number; total?: number }
  rooms: number
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
            <th scope="row">{taxWords[t.label]}</th>
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
          <th scope="row">Total to pay</th>
          <td>
            <strong data-testid="hotel-total">{formatPaise(total)}</strong>
          </td>
        </tr>
      </tfoot>
    </table>
  )
}
