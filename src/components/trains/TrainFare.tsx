/** The fare the railway priced, line by line, in rupees (amounts in paise). */
import type { TrainFare as Fare } from '@contracts/trains/booking'
import { formatPaise } from '@contracts/money'

export function TrainFare({ fare }: { fare: Fare }) {
  return (
    <section aria-labelledby="train-fare">
      <h2 id="train-fare">Fare</h2>
      <table className="train-table" aria-labelledby="train-fare">
        <tbody>
          {fare.lines.map((line) => (
            <tr key={line.label}>
              <th scope="row">{line.label}</th>
              <td>{formatPaise(line.amount)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">Total</th>
            <td>
              <strong>{formatPaise(fare.total)}</strong>
            </td>
          </tr>
        </tbody>
      </table>
    </section>
  )
}
