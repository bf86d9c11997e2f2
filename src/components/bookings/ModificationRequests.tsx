import { useCallback, useRef, useState, type FormEvent } from 'react'
import type { FlightTripDetail, ModificationKind } from '@contracts/bookings/trips'
import { useModificationRequest } from '~/flows/bookings/bookings.flow'
import { FormAlert, FormStatus, SubmitButton } from '../forms/Field'
import { ChangeCode } from './ChangeCode'
import { dateTime, modificationWords, requestStateWords } from './format'

const kinds: ModificationKind[] = ['date_change', 'name_correction', 'add_baggage']

function describe(details: Record<string, string | number>): string {
  return Object.entries(details)
    .filter(([k]) => k !== 'note')
    .map(([k, v]) => `${k.replace('_', ' ')} ${v}`)
    .join(', ')
}

/** The details a kind of change needs, read from the form's fields. */
function detailsOf(kind: ModificationKind, form: FormData): Record<string, string | number> {
  const text = (name: string) => String(form.get(name) ?? '').trim()
  const note = text('note')
  const withNote = (d: Record<string, string | number>) => (note ? { ...d, note } : d)
  if (kind === 'date_change') return withNote({ new_date: text('new_date') })
  if (kind === 'name_correction')
    return withNote({
      traveller: Number(text('traveller')),
      first_name: text('first_name'),
      last_name: text('last_name'),
    })
  return withNote({ traveller: Number(text('traveller')), kg: Number(text('kg')) })
}

interface Request {
  kind: ModificationKind
  details: Record<string, string | number>
}

function RequestForm({ data }: { data: FlightTripDetail }) {
  const [snapshot, send] = useModificationRequest(data.trip.trip_id)
  const [kind, setKind] = useState<ModificationKind>('date_change')
  // A guest who found the trip confirms the code first (decision 0208); the request waits for it.
  const [waiting, setWaiting] = useState<Request | null>(null)
  const [proven, setProven] = useState(false)
  const waitingRef = useRef<Request | null>(null)
  const onProven = useCallback(() => {
    setProven(true)
    const request = waitingRef.current
    waitingRef.current = null
    setWaiting(null)
    if (request) send({ type: 'SEND', ...request })
  }, [send])
  const travellers = data.booking.travellers
  if (snapshot.matches('sent'))
    return (
      <div>
        <FormStatus message={`Request received. Your reference is ${snapshot.context.reference}.`} />
        <button type="button" className="button button-outline" onClick={() => send({ type: 'NEW_REQUEST' })}>
          Ask for another change
        </button>
      </div>
    )
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const request = { kind, details: detailsOf(kind, new FormData(e.currentTarget)) }
    if (data.change === 'code' && !proven) {
      waitingRef.current = request
      setWaiting(request)
    } else send({ type: 'SEND', ...request })
  }
  const travellerField = (
    <div className="form-field">
      <label htmlFor="mr-traveller">Traveller</label>
      <select id="mr-traveller" name="traveller">
        {travellers.map((t, i) => (
          <option key={`${t.first_name}${i}`} value={i + 1}>
            {t.title} {t.first_name} {t.last_name}
          </option>
        ))}
      </select>
    </div>
  )
  const form = (
    <form className="trip-request" method="post" onSubmit={submit} aria-label="Ask for a change">
      <h3>Ask for a change</h3>
      <div className="form-field">
        <label htmlFor="mr-kind">What to change</label>
        <select
          id="mr-kind"
          name="kind"
          value={kind}
          onChange={(e) => setKind(kinds.find((k) => k === e.target.value) ?? 'date_change')}
        >
          {kinds.map((k) => (
            <option key={k} value={k}>
              {modificationWords[k]}
            </option>
          ))}
        </select>
      </div>
      {kind === 'date_change' ? (
        <div className="form-field">
          <label htmlFor="mr-date">New travel date</label>
          <input id="mr-date" name="new_date" type="date" required />
        </div>
      ) : null}
      {kind === 'name_correction' ? (
        <>
          {travellerField}
          <div className="form-field">
            <label htmlFor="mr-first">Correct first name</label>
            <input id="mr-first" name="first_name" type="text" required maxLength={50} />
          </div>
          <div className="form-field">
            <label htmlFor="mr-last">Correct last name</label>
            <input id="mr-last" name="last_name" type="text" required maxLength={50} />
          </div>
        </>
      ) : null}
      {kind === 'add_baggage' ? (
        <>
          {travellerField}
          <div className="form-field">
            <label htmlFor="mr-kg">Extra baggage</label>
            <select id="mr-kg" name="kg">
              {[5, 10, 15, 20].map((kg) => (
                <option key={kg} value={kg}>
                  {kg} kg
                </option>
              ))}
            </select>
          </div>
        </>
      ) : null}
      <div className="form-field">
        <label htmlFor="mr-note">Note (optional)</label>
        <textarea id="mr-note" name="note" maxLength={500} rows={2} />
      </div>
      <FormAlert message={snapshot.context.error} />
      <SubmitButton pending={snapshot.matches('sending')} pendingText="Sending…">
        Send request
      </SubmitButton>
    </form>
  )
  // The form stays as typed while the code is asked for (one tree, so nothing is remounted).
  return (
    <>
      {form}
      {waiting ? <ChangeCode tripId={data.trip.trip_id} onProven={onProven} action="change" /> : null}
    </>
  )
}

/** The booking's modification requests with their state, and the form to send one. */
export function ModificationRequests({ data }: { data: FlightTripDetail }) {
  return (
    <>
      {data.modification_requests.length ? (
        <ul className="trip-requests" aria-label="Requests">
          {data.modification_requests.map((m) => (
            <li key={m.reference}>
              <strong>{modificationWords[m.kind]}</strong> · reference {m.reference} ·{' '}
              {requestStateWords[m.status]} · {dateTime(m.created_at)}
              <br />
              {describe(m.details)}
            </li>
          ))}
        </ul>
      ) : (
        <p>No changes requested.</p>
      )}
      {data.can_modify && data.change === 'sign_in' ? (
        <p role="alert" className="form-alert">
          This booking belongs to an account. <a href="/sign-in">Sign in</a> with that account to ask for a
          change.
        </p>
      ) : data.can_modify ? (
        <RequestForm data={data} />
      ) : null}
    </>
  )
}
