import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { isCalendarDay } from '@contracts/trains/search-params'
import checkoutCss from '~/components/commerce/checkout.css?url'
import formsCss from '~/components/forms/forms.css?url'
import { pageHead } from '~/components/pageHead'
import trainCss from '~/components/trains/train-booking.css?url'
import { fetchLiveStatus } from '~/flows/trains/booking.flow'

/** Live train status (issue 16; 001 §2 extra link): where a train is on the date it left its origin. */
export const Route = createFileRoute('/trains/live')({
  // Without zod: route options load with every page (docs/decisions/0021).
  validateSearch: (search: Record<string, unknown>): { train?: string; date?: string } => ({
    ...(typeof search.train === 'string' || typeof search.train === 'number'
      ? { train: String(search.train).slice(0, 5) }
      : {}),
    ...(isCalendarDay(search.date) ? { date: search.date } : {}),
  }),
  head: ({ match }) => ({
    ...pageHead(match.context, 'Live train status'),
    links: [
      { rel: 'stylesheet', href: formsCss },
      { rel: 'stylesheet', href: checkoutCss },
      { rel: 'stylesheet', href: trainCss },
    ],
  }),
  component: LivePage,
})

const time = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleTimeString('en-IN', {
        hour: '2-digit',
        minute: '2-digit',
        timeZone: 'Asia/Kolkata',
      })
    : '—'

function LivePage() {
  const search = Route.useSearch()
  const navigate = useNavigate()
  const [train, setTrain] = useState(search.train ?? '')
  const [date, setDate] = useState(search.date ?? '')
  const [error, setError] = useState<string | null>(null)
  const ready = search.train && /^\d{5}$/.test(search.train) && search.date
  return (
    <div className="checkout-page train-booking">
      <h1>Live train status</h1>
      <form
        role="search"
        aria-label="Live train status"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          if (!/^\d{5}$/.test(train.trim())) return setError('Enter the five-digit train number')
          if (!isCalendarDay(date)) return setError('Choose the date the train started')
          setError(null)
          void navigate({ to: '/trains/live', search: { train: train.trim(), date } })
        }}
      >
        <div className="field-row">
          <div className="form-field">
            <label htmlFor="live-train">Train number</label>
            <input
              id="live-train"
              inputMode="numeric"
              maxLength={5}
              value={train}
              onChange={(e) => setTrain(e.target.value)}
            />
          </div>
          <div className="form-field">
            <label htmlFor="live-date">Date the train started</label>
            <input id="live-date" type="date" value={date} onChange={(e) => setDate(e.target.value)} />
          </div>
        </div>
        {error ? (
          <p role="alert" className="form-alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="checkout-primary">
          Show status
        </button>
      </form>
      {ready ? <LiveView train={search.train ?? ''} date={search.date ?? ''} /> : null}
    </div>
  )
}

function LiveView({ train, date }: { train: string; date: string }) {
  const q = useQuery({
    queryKey: ['trains', 'live', train, date],
    queryFn: () => fetchLiveStatus({ data: { trainNo: train, date } }),
    retry: false,
    refetchInterval: 60_000,
  })
  if (q.isPending) return <p role="status">Looking up train {train}…</p>
  if (q.isError)
    return (
      <p role="alert" className="form-alert">
        {q.error.message}
      </p>
    )
  const l = q.data
  return (
    <section aria-label={`Train ${l.trainNumber}`}>
      <h2>
        {l.trainNumber} {l.trainName}
      </h2>
      <p role="status">{l.statusText}</p>
      <table className="train-table">
        <caption>Stations</caption>
        <thead>
          <tr>
            <th scope="col">Station</th>
            <th scope="col">Arrives</th>
            <th scope="col">Departs</th>
            <th scope="col">Delay</th>
          </tr>
        </thead>
        <tbody>
          {l.stations.map((s) => (
            <tr key={s.stationCode}>
              <td>
                {s.stationName} ({s.stationCode})
              </td>
              <td>{time(s.expectedArrival)}</td>
              <td>{time(s.expectedDeparture)}</td>
              <td>{s.delayMinutes ? `${s.delayMinutes} min` : 'On time'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
