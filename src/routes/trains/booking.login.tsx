import { createFileRoute } from '@tanstack/react-router'
import { useState } from 'react'
import { trainBookingMessages } from '@contracts/trains/booking'
import { trainSearchUrl } from '@contracts/trains/search-params'
import { TrainModal } from '~/components/trains/TrainModal'
import { railLogout, useTrainBooking } from '~/flows/trains/booking.flow'

/**
 * Train checkout step 3 (issue 16; 001 §2 "login form for the national railway booking system",
 * §4 user availability): the railway user id is checked first, then the password; logging out
 * resets it. Continue confirms the booking with the railway; its refusals open the booking-error,
 * railway-system-down and not-available modals (001 §8).
 */
export const Route = createFileRoute('/trains/booking/login')({
  component: LoginStep,
})

const USER_ID = /^[A-Za-z0-9._]{3,35}$/

function LoginStep() {
  const flow = useTrainBooking()
  const { snapshot, send } = flow
  const ctx = snapshot.context
  const [userId, setUserId] = useState(ctx.railUserId ?? '')
  const [password, setPassword] = useState('')
  const [idError, setIdError] = useState<string | null>(null)
  const [pwError, setPwError] = useState<string | null>(null)
  type LoginState = 'userId' | 'checkingUser' | 'userUnknown' | 'password' | 'loggingIn' | 'loggedIn'
  const at = (state: LoginState) => snapshot.matches({ railwayLogin: state })
  const loggedIn = at('loggedIn')
  const busy = at('checkingUser') || at('loggingIn') || snapshot.matches('confirming')
  const passwordStep = at('password') || at('loggingIn')
  const failure = ctx.failure
  const results = trainSearchUrl({
    from: flow.journey.from,
    to: flow.journey.to,
    date: flow.journey.journeyDate,
    quota: flow.journey.quota,
  })
  const check = () => {
    const id = userId.trim()
    if (!USER_ID.test(id)) {
      setIdError('Enter your railway user id: 3 to 35 letters, digits, dots or underscores')
      return
    }
    setIdError(null)
    send({ type: 'CHECK_USER', userId: id.toLowerCase() })
  }
  const logout = () => {
    setPassword('')
    send({ type: 'LOGOUT' })
    void railLogout()
  }
  return (
    <>
      <h1>Railway login</h1>
      <p>Tickets are booked on the railway’s own system: log in with your railway user id.</p>
      {loggedIn || snapshot.matches('confirming') ? (
        <section aria-label="Logged in to the railway">
          <p role="status">Logged in to the railway as {ctx.railUserId}.</p>
          <div className="train-actions">
            <button type="button" onClick={logout} disabled={busy}>
              Log out of the railway
            </button>
            <button
              type="button"
              className="checkout-primary"
              disabled={busy}
              aria-busy={busy || undefined}
              onClick={() => send({ type: 'CONFIRM' })}
            >
              {snapshot.matches('confirming') ? 'Confirming…' : 'Confirm booking'}
            </button>
          </div>
        </section>
      ) : (
        <form
          aria-label="Railway login"
          noValidate
          onSubmit={(e) => {
            e.preventDefault()
            if (!passwordStep) return check()
            if (!password) return setPwError('Enter your railway password')
            setPwError(null)
            send({ type: 'LOGIN', password })
          }}
        >
          <div className="form-field">
            <label htmlFor="rail-user">Railway user id</label>
            <input
              id="rail-user"
              value={userId}
              autoComplete="username"
              maxLength={35}
              aria-invalid={idError || at('userUnknown') ? true : undefined}
              aria-describedby={idError || at('userUnknown') ? 'rail-user-error' : undefined}
              onChange={(e) => setUserId(e.target.value)}
              onBlur={() => {
                if (userId.trim() && userId.trim().toLowerCase() !== ctx.railUserId) check()
              }}
            />
            {idError || at('userUnknown') ? (
              <p id="rail-user-error" className="field-error">
                {idError ?? trainBookingMessages.railUserUnknown}
              </p>
            ) : null}
            {ctx.userAvailability?.available ? <p className="field-hint">User id found.</p> : null}
          </div>
          {passwordStep ? (
            <div className="form-field">
              <label htmlFor="rail-password">Railway password</label>
              <input
                id="rail-password"
                type="password"
                value={password}
                autoComplete="current-password"
                maxLength={128}
                aria-invalid={pwError || failure ? true : undefined}
                aria-describedby={pwError || failure ? 'rail-password-error' : undefined}
                onChange={(e) => setPassword(e.target.value)}
              />
              {pwError || failure ? (
                <p id="rail-password-error" className="field-error">
                  {pwError ?? failure?.message}
                </p>
              ) : null}
            </div>
          ) : failure && at('userId') ? (
            <p role="alert" className="form-alert">
              {failure.message}
            </p>
          ) : null}
          <div className="train-actions">
            <button type="button" onClick={() => send({ type: 'BACK' })}>
              Back to contact
            </button>
            <button type="submit" className="checkout-primary" disabled={busy} aria-busy={busy || undefined}>
              {passwordStep ? 'Log in' : 'Check user id'}
            </button>
          </div>
        </form>
      )}
      {snapshot.matches('systemDown') ? (
        <TrainModal title="Railway system not available" onClose={() => send({ type: 'DISMISS' })}>
          <p>{failure?.message ?? trainBookingMessages.railDown}</p>
          <div className="train-actions">
            <button type="button" className="checkout-primary" onClick={() => send({ type: 'DISMISS' })}>
              Close
            </button>
          </div>
        </TrainModal>
      ) : null}
      {snapshot.matches('notAvailable') || snapshot.matches('bookingError') ? (
        <TrainModal
          title={snapshot.matches('notAvailable') ? 'Booking not available' : 'We could not book this ticket'}
          onClose={() => send({ type: 'DISMISS' })}
        >
          <p>{failure?.message}</p>
          <div className="train-actions">
            <a href={results}>Search again</a>
            <button type="button" className="checkout-primary" onClick={() => send({ type: 'DISMISS' })}>
              Close
            </button>
          </div>
        </TrainModal>
      ) : null}
    </>
  )
}
