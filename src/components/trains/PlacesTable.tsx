/** Each passenger's place as booked and now: CNF with coach and berth, RAC or WL with its number. */
import type { PlaceView } from '@contracts/trains/booking'

export interface PlaceRow {
  serial: number
  name?: string
  booked: PlaceView | null
  current: PlaceView | null
}

export function PlacesTable({ rows, caption }: { rows: PlaceRow[]; caption: string }) {
  const named = rows.some((r) => r.name)
  return (
    <table className="train-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Passenger</th>
          {named ? <th scope="col">Name</th> : null}
          <th scope="col">Booking status</th>
          <th scope="col">Current status</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.serial}>
            <td>{r.serial}</td>
            {named ? <td>{r.name}</td> : null}
            <td>{r.booked?.text ?? '—'}</td>
            <td>{r.current?.text ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
