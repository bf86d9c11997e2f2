import { useEffect, useState, type FormEvent } from 'react'
import type { CodeChannel } from '@machines/bookings/change-code.machine'
import { useChangeCode } from '~/flows/bookings/change-code.flow'

/**
 * A guest confirms the booking is theirs before cancelling (docs/decisions/0180): the code goes to
 * the e-mail or mobile given when booking (shown masked), the guest types it; `onProven` then
 * confirms the cancellation the guest already chose (the quote stays on the page meanwhile).
 */
export function ChangeCode({ tripId, onProven }: { tripId: string; onProven: () => void }) {
  const code = useChangeCode(tripId)
  const [channel, setChannel] = useState<CodeChannel>('email')
  const [typed, setTyped] = useState('')
  const proven = code.state === 'proven'
  useEffect(() => {
    if (proven) onProven()
  }, [proven, onProven])
  const send = (e: FormEvent) => {
    e.preventDefault()
    code.send(channel)
  }
  const verify = (e: FormEvent) => {
    e.preventDefault()
    code.verify(typed)
  }
  const entering = code.state === 'entering' || code.state === 'verifying'
  return (
    <section aria-labelledby="code-heading" {...code.flow}>
      <h2 id="code-heading">Confirm it is you</h2>
      {code.error ? (
        <p role="alert" className="form-alert">
          {code.error}
        </p>
      ) : null}
      {code.state === 'choosing' || code.state === 'sending' ? (
        <form className="account-form" onSubmit={send} aria-label="Send a code">
          <p>To cancel, we send a code to the e-mail or mobile number given when booking.</p>
          <fieldset>
            <legend>Send the code to</legend>
            <label className="radio">
              <input
                type="radio"
                name="code-channel"
                checked={channel === 'email'}
                onChange={() => setChannel('email')}
              />{' '}
              E-mail
            </label>
            <label className="radio">
              <input
                type="radio"
                name="code-channel"
                checked={channel === 'sms'}
                onChange={() => setChannel('sms')}
              />{' '}
              Mobile (SMS)
            </label>
          </fieldset>
          <button type="submit" className="button" disabled={code.state === 'sending'}>
            Send code
          </button>
        </form>
      ) : null}
      {entering ? (
        <form className="account-form" onSubmit={verify} aria-label="Enter the code">
          <p role="status">We sent a code to {code.sentTo}.</p>
          <label>
            Code
            <input
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
            />
          </label>
          <div className="form-actions">
            <button type="submit" className="button" disabled={code.state === 'verifying'}>
              Confirm code and cancel
            </button>
            <button
              type="button"
              className="button button-outline"
              disabled={code.state === 'verifying'}
              onClick={code.resend}
            >
              Send a new code
            </button>
          </div>
        </form>
      ) : null}
      {proven ? <p role="status">Thank you. Cancelling now…</p> : null}
    </section>
  )
}
