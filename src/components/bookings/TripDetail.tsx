import type { FlightTripDetail, TripDetail as TripDetailData } from '@contracts/bookings/trips'
import { formatPaise } from '@contracts/money'
import { HotelTrip } from './HotelTrip'
import { TrainTrip } from './TrainTrip'
import { ModificationRequests } from './ModificationRequests'
import { RefundTracker } from './RefundTracker'
import { Section } from './Section'
import { extrasByTraveller } from '@contracts/checkout/words'
import { dateTime, productWords, statusLine, travellerCancelWords } from './format'

function Itinerary({ booking }: { booking: FlightTripDetail['booking'] }) {
  const journeys = booking.offer.flights.flatMap((f) => [f, ...(f.return_journey ? [f.return_journey] : [])])
  return (
    <ol className="trip-legs">
      {journeys.flatMap((j) =>
        j.flights.map((leg) => (
          <li key={`${leg.airline_code}${leg.flight_number}${leg.departure_datetime}`}>
            <strong>
              {leg.airline_name} {leg.airline_code}-{leg.flight_number}
            </strong>
            <br />
            {leg.origin.city_name} ({leg.origin.airport_code}) {dateTime(leg.departure_datetime)} →{' '}
            {leg.destination.city_name} ({leg.destination.airport_code}) {dateTime(leg.arrival_datetime)}
          </li>
        )),
      )}
    </ol>
  )
}

function Travellers({
  booking,
  cancelled,
}: {
  booking: FlightTripDetail['booking']
  cancelled: NonNullable<FlightTripDetail['cancelled']>
}) {
  const rows = extrasByTraveller(booking)
  const flights = booking.tickets.map((t) => t.flight_key)
  return (
    <>
      <ul>
        {booking.travellers.map((t, i) => {
          const status = travellerCancelWords(i, cancelled, flights)
          return (
            <li key={`${t.first_name}${t.last_name}${i}`}>
              {t.title} {t.first_name} {t.last_name} ({t.type.toLowerCase()})
              {booking.tickets.length
                ? ` · ticket ${booking.tickets
                    .map((tk) => tk.ticket_numbers[i])
                    .filter(Boolean)
                    .join(', ')}`
                : ''}
              {status ? (
                <>
                  {' · '}
                  <strong className="trip-cancelled">{status}</strong>
                </>
              ) : null}
            </li>
          )
        })}
      </ul>
      <h3>Seats, meals and baggage</h3>
      {rows.length ? (
        <ul>
          {rows.map((r, i) => (
            <li key={`${r.name}${r.flight}${i}`}>
              {r.name}, {r.flight}:{' '}
              {[
                r.seat ? `seat ${r.seat}` : null,
                r.meal ? `meal ${r.meal}` : null,
                r.baggage ? `${r.baggage} baggage` : null,
              ]
                .filter(Boolean)
                .join(', ')}
            </li>
          ))}
        </ul>
      ) : (
        <p>No seats, meals or extra baggage were chosen.</p>
      )}
    </>
  )
}

function Payment({ booking }: { booking: FlightTripDetail['booking'] }) {
  return (
    <table className="trip-money">
      <caption className="visually-hidden">Price breakdown</caption>
      <tbody>
        {booking.lines.map((l) => (
          <tr key={`${l.kind}${l.label}`}>
            <th scope="row">{l.label}</th>
            <td>{formatPaise(l.amount)}</td>
          </tr>
        ))}
        <tr>
          <th scope="row">Total paid</th>
          <td>
            <strong>{formatPaise(booking.total)}</strong>
          </td>
        </tr>
      </tbody>
    </table>
  )
}

/** A flight trip's own parts of its page: itinerary, travellers with their extras, payment, e-ticket. */
function FlightTrip({ data }: { data: FlightTripDetail }) {
  const { booking } = data
  const ticket = data.documents.find((d) => d.kind === 'e_ticket')
  return (
    <>
      <Section title="Itinerary">
        <Itinerary booking={booking} />
        {booking.tickets.length ? (
          <p>PNR {[...new Set(booking.tickets.map((t) => t.pnr))].join(', ')}</p>
        ) : null}
      </Section>
      <Section title="Travellers">
        <Travellers booking={booking} cancelled={data.cancelled ?? []} />
      </Section>
      <Section title="Payment">
        <Payment booking={booking} />
      </Section>
      <Section title="Documents">
        {ticket?.available ? (
          <a href={`/bookings/e-ticket/${data.trip.trip_id}`} download>
            Download the e-ticket (PDF)
          </a>
        ) : (
          <p>The e-ticket is ready once the airline has confirmed the booking.</p>
        )}
      </Section>
    </>
  )
}

/**
 * One booking, by product (docs/decisions/0105): a flight's itinerary, travellers with seats, meals
 * and baggage, payment and e-ticket, or a hotel's stay, guests, payment, policy and voucher; then
 * refunds, history and (flights) modification requests. The same for its owner (the account area)
 * and a guest who found it; `cancelHref` is the way to the cancellation (the owner's or the guest's
 * page). The refunds are the live tracker: the page's loader warms `refundsQueryOptions(tripId)`.
 */
export function TripDetail({ data, cancelHref }: { data: TripDetailData; cancelHref?: string }) {
  const { trip, booking } = data
  const status = statusLine(trip.status, booking.message)
  return (
    <article className="trip-detail">
      <h1>{trip.title}</h1>
      <p className="trip-meta">
        {productWords[trip.product]} · Trip Id <strong>{trip.trip_id}</strong> · Booked{' '}
        {dateTime(trip.booked_at)}
      </p>
      <p className="trip-status">
        Status: <strong>{status.words}</strong>
        {status.note ? ` · ${status.note}` : ''}
      </p>
      {data.can_cancel && cancelHref ? (
        <p>
          <a className="button button-outline" href={cancelHref}>
            Cancel booking
          </a>
        </p>
      ) : null}
      {data.product === 'flights' ? (
        <FlightTrip data={data} />
      ) : data.product === 'trains' ? (
        <TrainTrip data={data} />
      ) : (
        <HotelTrip data={data} />
      )}
      <RefundTracker tripId={trip.trip_id} />
      <Section title="History">
        <ol className="trip-history">
          {data.history.map((h, i) => (
            <li key={`${h.at}${i}`}>
              <time dateTime={h.at}>{dateTime(h.at)}</time> {h.text}
            </li>
          ))}
        </ol>
      </Section>
      {data.product === 'flights' ? (
        <Section title="Changes">
          <ModificationRequests data={data} />
        </Section>
      ) : null}
    </article>
  )
}
