import { createFileRoute } from '@tanstack/react-router'
import { useState } from 'react'
import { CLASS_NAMES, QUOTA_NAMES } from '@contracts/trains/codes'
import { trainSearchUrl } from '@contracts/trains/search-params'
import { SessionTimer } from '~/components/commerce/SessionTimer'
import { TrainFare } from '~/components/trains/TrainFare'
import { TimeRanOut } from '~/components/trains/TimeRanOut'
import { useShell } from '~/components/useShell'
import { railLogout, useTrainBooking } from '~/flows/trains/booking.flow'

/**
 * Train checkout step 4 (issue 16; 001 §4 Session): the train, the fare lines the railway priced,
 * the passengers and the 5-minute timer counted from the checkout start; the terms, then Pay (the
 * gateway). When the time runs out the checkout session is over: the page says so and offers to
 * search again.
 */
export const Route = createFileRoute('/trains/booking/review')({
  component: ReviewStep,
})

function ReviewStep() {
  const flow = useTrainBooking()
  const { snapshot, send, deadline } = flow
  const { timers } = useShell().config
  const [terms, setTerms] = useState(false)
  const [termsError, setTermsError] = useState(false)
  const booking = snapshot.context.booking
  const results = trainSearchUrl({
    from: flow.journey.from,
    to: flow.journey.to,
    date: flow.journey.journeyDate,
    quota: flow.journey.quota,
  })
  if (snapshot.matches('sessionEnded')) return <TimeRanOut results={results} />
  if (!booking) return <p role="status">Loading your booking…</p>
  const j = booking.journey
  const paying = snapshot.context.paymentSubmitted
  const expiresAt = deadline ? new Date(deadline).toISOString() : booking.expiresAt
  return (
    <>
      <div className="checkout-head">
        <p className="checkout-trip">Trip Id {booking.tripId}</p>
        {/* The warning comes from the ticking clock itself, so it appears in the last 2 minutes
            (issue 24: a danger computed once at render never showed). */}
        <SessionTimer expiresAt={expiresAt} danger={false} dangerMs={timers.sessionDangerMs} />
      </div>
      <h1>Review and pay</h1>
      <section aria-labelledby="train-review-journey">
        <h2 id="train-review-journey">
          {j.trainNo} {j.trainName}
        </h2>
        <dl className="hotel-facts">
          <dt>From</dt>
          <dd>
            {j.fromName} ({j.from}) {j.journeyDate} {j.departureTime}
          </dd>
          <dt>To</dt>
          <dd>
            {j.toName} ({j.to}) {j.arrivalDate} {j.arrivalTime}
          </dd>
          <dt>Boarding at</dt>
          <dd>{j.boarding}</dd>
          <dt>Class</dt>
          <dd>
            {CLASS_NAMES[j.travelClass]} ({j.travelClass}), {QUOTA_NAMES[j.quota]} quota
          </dd>
        </dl>
      </section>
      <section aria-labelledby="train-review-passengers">
        <h2 id="train-review-passengers">Passengers</h2>
        <table className="train-table" aria-labelledby="train-review-passengers">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Name</th>
              <th scope="col">Age</th>
              <th scope="col">Type</th>
              <th scope="col">Berth preference</th>
            </tr>
          </thead>
          <tbody>
            {booking.passengers.map((p) => (
              <tr key={p.serial}>
                <td>{p.serial}</td>
                <td>{p.name}</td>
                <td>
                  {p.age} {p.gender}
                </td>
                <td>{p.type}</td>
                <td>{p.berthPreference || 'No preference'}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {booking.infants.length ? (
          <p>Infants: {booking.infants.map((i) => `${i.title} ${i.name} (${i.age})`).join(', ')}</p>
        ) : null}
      </section>
      <TrainFare fare={booking.fare} />
      <p>
        No berth is held before payment: the railway allots berths, RAC or a waitlist place when it books.
      </p>
      <form
        aria-label="Pay"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          if (!terms) return setTermsError(true)
          send({ type: 'PAY' })
        }}
      >
        <label className="train-check">
          <input
            type="checkbox"
            checked={terms}
            aria-invalid={termsError || undefined}
            aria-describedby={termsError ? 'train-terms-error' : undefined}
            onChange={(e) => {
              setTerms(e.target.checked)
              setTermsError(false)
            }}
          />{' '}
          I accept the terms and conditions and the railway’s cancellation rules
        </label>
        {termsError ? (
          <p id="train-terms-error" className="field-error">
            Please accept the terms and conditions to pay
          </p>
        ) : null}
        <div className="train-actions">
          <button
            type="button"
            disabled={paying}
            onClick={() => {
              send({ type: 'LOGOUT' })
              void railLogout()
            }}
          >
            Log out of the railway
          </button>
          <button
            type="submit"
            className="checkout-primary"
            disabled={paying}
            aria-busy={paying || undefined}
          >
            {paying ? 'Opening the payment page…' : 'Pay'}
          </button>
        </div>
      </form>
    </>
  )
}
