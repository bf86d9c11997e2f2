import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { CodeChannel } from '@machines/bookings/change-code.machine'
import { useChangeCode } from '~/flows/bookings/change-code.flow'

/** What the code is for, in the words of the page that asks for it. */
const words = {
  cancel: {
    why: 'To cancel, we send a code to the e-mail or mobile number given when booking.',
    confirm: 'Confirm code and cancel',
    proven: 'Thank you. Cancelling now…',
  },
  change: {
    why: 'To ask for a change, we send a code to the e-mail or mobile number given when booking.',
    confirm: 'Confirm code and send request',
    proven: 'Thank you. Sending your request…',
  },
}

/**
 * A guest confirms the booking is theirs before cancelling or asking for a change (docs/decisions/0180,
 * 0208): the code goes to the e-mail or mobile given when booking (shown masked), the guest types it;
 * `onProven` then does what the guest already chose (the quote or the request stays on the page
 * meanwhile). `onProven` is called once.
 */
export function ChangeCode({
  tripId,
  onProven,
  action = 'cancel',
}: {
  tripId: string
  onProven: () => void
  action?: 'cancel' | 'change'
}) {
  const code = useChangeCode(tripId)
  const [channel, setChannel] = useState<CodeChannel>('email')
  const [typed, setTyped] = useState('')
  const proven = code.state === 'proven'
  const said = words[action]
  const done = useRef(false)
  useEffect(() => {
    if (!proven || done.current) return
    done.current = true
    onProven()
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
          <p>{said.why}</p>
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
              {said.confirm}
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
      {proven ? <p role="status">{said.proven}</p> : null}
    </section>
  )
}
