import { useContext } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { TrainTripDetail } from '@contracts/bookings/trips'
import type { TrainTdr } from '@contracts/trains/booking'
import { TripReaders } from './trip-readers'
import { CLASS_NAMES, QUOTA_NAMES } from '@contracts/trains/codes'
import { formatPaise } from '@contracts/money'
import { Section } from './Section'

type TrainBooking = TrainTripDetail['booking']

const tdrStatusWords: Record<TrainTdr['status'], string> = {
  FILED: 'Filed, the railway is deciding',
  REFUNDED: 'Accepted, refunded',
  REJECTED: 'Rejected by the railway',
}

/** The ticket's TDRs, read when the page is open (a TDR is decided after the chart, later). */
function TrainTdrs({ bookingId }: { bookingId: string }) {
  const { trainTdrs } = useContext(TripReaders)
  const tdrs = useQuery({
    queryKey: ['trains', 'tdrs', bookingId],
    queryFn: () => trainTdrs(bookingId),
  })
  if (!tdrs.data?.length) return null
  return (
    <Section title="TDR">
      <table className="trip-money">
        <caption className="visually-hidden">Ticket deposit receipts filed</caption>
        <thead>
          <tr>
            <th scope="col">Reason</th>
            <th scope="col">Passengers</th>
            <th scope="col">Status</th>
            <th scope="col">Refund</th>
          </tr>
        </thead>
        <tbody>
          {tdrs.data.map((t) => (
            <tr key={t.id}>
              <th scope="row">{t.reasonLabel}</th>
              <td>{t.passengers.join(', ')}</td>
              <td>{tdrStatusWords[t.status]}</td>
              <td>{t.status === 'REFUNDED' ? formatPaise(t.refund) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  )
}

/** A train trip in the bookings area: the PNR, the journey, each passenger's place, the fare, its TDRs. */
export function TrainTrip({ data }: { data: TrainTripDetail }) {
  const b: TrainBooking = data.booking
  const j = b.journey
  return (
    <>
      <Section title="Journey">
        <p>
          <strong>
            {j.trainNo} {j.trainName}
          </strong>
          {b.pnr ? ` · PNR ${b.pnr}` : ''}
        </p>
        <ul>
          <li>
            {j.fromName} ({j.from}) {j.journeyDate} {j.departureTime} → {j.toName} ({j.to}) {j.arrivalDate}{' '}
            {j.arrivalTime}
          </li>
          {j.boarding !== j.from ? <li>Boarding at {j.boarding}</li> : null}
          <li>
            {CLASS_NAMES[j.travelClass]} ({j.travelClass}), {QUOTA_NAMES[j.quota]} quota
          </li>
          {b.chartPrepared ? <li>Chart prepared</li> : null}
        </ul>
      </Section>
      <Section title="Passengers">
        <table className="trip-money">
          <caption className="visually-hidden">Passengers and their places</caption>
          <thead>
            <tr>
              <th scope="col">Passenger</th>
              <th scope="col">Booking status</th>
              <th scope="col">Current status</th>
            </tr>
          </thead>
          <tbody>
            {b.passengers.map((p) => (
              <tr key={p.serial}>
                <th scope="row">
                  {p.serial}. {p.name} ({p.age}, {p.gender})
                </th>
                <td>{p.booked?.text ?? '—'}</td>
                <td>{p.current?.text ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
      <Section title="Payment">
        <table className="trip-money">
          <caption className="visually-hidden">Fare breakdown</caption>
          <tbody>
            {b.fare.lines.map((line) => (
              <tr key={line.label}>
                <th scope="row">{line.label}</th>
                <td>{formatPaise(line.amount)}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">Total paid</th>
              <td>
                <strong>{formatPaise(b.fare.total)}</strong>
              </td>
            </tr>
          </tbody>
        </table>
      </Section>
      {b.pnr && b.chartPrepared ? <TrainTdrs bookingId={b.id} /> : null}
    </>
  )
}
