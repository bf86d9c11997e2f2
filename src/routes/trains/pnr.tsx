import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { CLASS_NAMES, PNR_PATTERN, TDR_REASONS, type TdrReason } from '@contracts/trains/codes'
import checkoutCss from '~/components/commerce/checkout.css?url'
import formsCss from '~/components/forms/forms.css?url'
import { pageHead } from '~/components/pageHead'
import { PlacesTable } from '~/components/trains/PlacesTable'
import { TrainModal } from '~/components/trains/TrainModal'
import trainCss from '~/components/trains/train-booking.css?url'
import { fetchPnrStatus, fetchTrainTdrs, useTrainTdr } from '~/flows/trains/booking.flow'

/**
 * PNR status (issue 16; 001 §2 "booking lookup by PNR, with a file-TDR modal"): the journey and
 * each passenger's place, never the names (anyone holding a PNR may look). The booking's owner in
 * this browser may file a TDR once the chart is prepared.
 */
export const Route = createFileRoute('/trains/pnr')({
  // Without zod: route options load with every page (docs/decisions/0021).
  validateSearch: (search: Record<string, unknown>): { pnr?: string; status?: string } => ({
    ...(typeof search.pnr === 'string' || typeof search.pnr === 'number'
      ? { pnr: String(search.pnr).slice(0, 20) }
      : {}),
    ...(search.status === 'invalid' ? { status: 'invalid' } : {}),
  }),
  head: ({ match }) => ({
    ...pageHead(match.context, 'PNR status'),
    links: [
      { rel: 'stylesheet', href: formsCss },
      { rel: 'stylesheet', href: checkoutCss },
      { rel: 'stylesheet', href: trainCss },
    ],
  }),
  component: PnrPage,
})

function PnrPage() {
  const search = Route.useSearch()
  const navigate = useNavigate()
  const [typed, setTyped] = useState(search.pnr ?? '')
  const [error, setError] = useState<string | null>(null)
  const pnr = search.pnr && PNR_PATTERN.test(search.pnr) ? search.pnr : null
  return (
    <div className="checkout-page train-booking">
      <h1>PNR status</h1>
      {search.status === 'invalid' ? (
        <p role="alert" className="form-alert">
          We could not find the train booking you paid for in this browser. Look it up by its PNR or in your
          bookings.
        </p>
      ) : null}
      {/* A plain GET form to this page's own address: it works before the app has started too. */}
      <form
        role="search"
        aria-label="PNR status"
        method="get"
        action="/trains/pnr"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          const value = typed.trim()
          if (!PNR_PATTERN.test(value)) return setError('Enter the 10-digit PNR printed on the ticket')
          setError(null)
          void navigate({ to: '/trains/pnr', search: { pnr: value } })
        }}
      >
        <div className="form-field">
          <label htmlFor="pnr">PNR number</label>
          <input
            id="pnr"
            name="pnr"
            inputMode="numeric"
            maxLength={10}
            value={typed}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'pnr-error' : undefined}
            onChange={(e) => setTyped(e.target.value)}
          />
          {error ? (
            <p id="pnr-error" className="field-error">
              {error}
            </p>
          ) : null}
        </div>
        <button type="submit" className="checkout-primary">
          Check status
        </button>
      </form>
      {pnr ? <PnrStatusView pnr={pnr} /> : null}
    </div>
  )
}

function PnrStatusView({ pnr }: { pnr: string }) {
  const q = useQuery({
    queryKey: ['trains', 'pnr', pnr],
    queryFn: () => fetchPnrStatus({ data: { pnr } }),
    retry: false,
  })
  if (q.isPending) return <p role="status">Looking up PNR {pnr}…</p>
  if (q.isError)
    return (
      <p role="alert" className="form-alert">
        {q.error.message}
      </p>
    )
  const s = q.data
  const j = s.journey
  return (
    <section aria-label={`PNR ${pnr}`}>
      <h2>
        PNR <span className="train-pnr">{s.pnr}</span>
      </h2>
      <p>
        {j.trainNo} {j.trainName}: {j.fromName} ({j.from}) {j.journeyDate} {j.departureTime} → {j.toName} (
        {j.to}) {j.arrivalDate} {j.arrivalTime}, {CLASS_NAMES[j.travelClass]} ({j.travelClass})
      </p>
      <p>
        {s.cancelled
          ? 'This ticket is cancelled.'
          : s.chartPrepared
            ? 'Chart prepared.'
            : 'Chart not prepared yet.'}
      </p>
      <PlacesTable caption="Passengers" rows={s.passengers} />
      {s.bookingId && !s.cancelled ? (
        <Tdr
          bookingId={s.bookingId}
          chartPrepared={s.chartPrepared}
          serials={s.passengers.map((p) => p.serial)}
        />
      ) : null}
    </section>
  )
}

function Tdr({
  bookingId,
  chartPrepared,
  serials,
}: {
  bookingId: string
  chartPrepared: boolean
  serials: number[]
}) {
  const queryClient = useQueryClient()
  const tdrs = useQuery({
    queryKey: ['trains', 'tdrs', bookingId],
    queryFn: () => fetchTrainTdrs({ data: { bookingId } }),
  })
  const t = useTrainTdr(
    bookingId,
    () => void queryClient.invalidateQueries({ queryKey: ['trains', 'tdrs', bookingId] }),
  )
  const [reason, setReason] = useState<TdrReason | ''>('')
  const [chosen, setChosen] = useState<number[]>(serials)
  const [problem, setProblem] = useState<string | null>(null)
  const state = t.state
  return (
    <div {...t.flow}>
      {tdrs.data?.length ? (
        <>
          <h3>TDRs filed</h3>
          <ul>
            {tdrs.data.map((x) => (
              <li key={x.id}>
                {x.id}: {x.reasonLabel} — {x.status}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {chartPrepared ? (
        <button type="button" onClick={() => t.send({ type: 'OPEN' })}>
          File TDR
        </button>
      ) : (
        <p>A TDR (ticket deposit receipt) can be filed once the chart is prepared.</p>
      )}
      {state !== 'closed' ? (
        <TrainModal title="File TDR" onClose={() => t.send({ type: 'CLOSE' })}>
          {state === 'filed' ? (
            <p role="status">
              TDR {t.context.filed?.tdrId} filed. The refund, when the railway grants it, shows in your
              bookings.
            </p>
          ) : (
            <form
              aria-label="File TDR"
              noValidate
              onSubmit={(e) => {
                e.preventDefault()
                if (!reason) return setProblem('Choose one of the railway’s TDR reasons')
                if (chosen.length === 0) return setProblem('Choose the passengers who did not travel')
                setProblem(null)
                if (state === 'failed') t.send({ type: 'RETRY' })
                else t.send({ type: 'FILE', request: { reason, serials: chosen } })
              }}
            >
              <div className="form-field">
                <label htmlFor="tdr-reason">Reason</label>
                <select
                  id="tdr-reason"
                  value={reason}
                  onChange={(e) => setReason(TDR_REASONS.find((r) => r.code === e.target.value)?.code ?? '')}
                >
                  <option value="">Choose a reason</option>
                  {TDR_REASONS.map((r) => (
                    <option key={r.code} value={r.code}>
                      {r.label}
                    </option>
                  ))}
                </select>
              </div>
              <fieldset>
                <legend>Passengers who did not travel</legend>
                {serials.map((s) => (
                  <label key={s} className="train-check">
                    <input
                      type="checkbox"
                      checked={chosen.includes(s)}
                      onChange={(e) =>
                        setChosen(e.target.checked ? [...chosen, s] : chosen.filter((x) => x !== s))
                      }
                    />{' '}
                    Passenger {s}
                  </label>
                ))}
              </fieldset>
              {problem ? <p className="field-error">{problem}</p> : null}
              {state === 'failed' ? (
                <p role="alert" className="form-alert">
                  {t.context.error}
                </p>
              ) : null}
              <div className="train-actions">
                <button type="button" onClick={() => t.send({ type: 'CLOSE' })}>
                  Cancel
                </button>
                <button type="submit" className="checkout-primary" disabled={state === 'filing'}>
                  {state === 'filing' ? 'Filing…' : state === 'failed' ? 'Try again' : 'File TDR'}
                </button>
              </div>
            </form>
          )}
          {state === 'filed' ? (
            <button type="button" onClick={() => t.send({ type: 'CLOSE' })}>
              Close
            </button>
          ) : null}
        </TrainModal>
      ) : null}
    </div>
  )
}
