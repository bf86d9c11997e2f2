/**
 * Each traveller's seat numbers, meals and extra baggage per flight, as a boarding pass and the
 * airline's meal list say them: the fare breakdown only has their prices (issue 24).
 */
import { extrasByTraveller } from '@contracts/checkout/words'
import type { Booking } from '@contracts/checkout/booking'

export function TravellerExtras({ booking }: { booking: Booking }) {
  const rows = extrasByTraveller(booking)
  if (!rows.length) return null
  return (
    <table className="checkout-fare">
      <caption>Seats and meals</caption>
      <thead>
        <tr>
          <th scope="col">Traveller</th>
          <th scope="col">Flight</th>
          <th scope="col">Seat</th>
          <th scope="col">Meal</th>
          <th scope="col">Extra baggage</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => (
          <tr key={`${r.name}${r.flight}${i}`}>
            <th scope="row">{r.name}</th>
            <td>{r.flight}</td>
            <td>{r.seat ?? 'Not chosen'}</td>
            <td>{r.meal ?? 'None'}</td>
            <td>{r.baggage ?? 'None'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
