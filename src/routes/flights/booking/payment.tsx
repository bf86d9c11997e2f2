import { createFileRoute } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import { checkoutMessages } from '@contracts/checkout/messages'
import { pageHead } from '~/components/pageHead'
import { useCheckout } from '~/components/checkout/CheckoutContext'
import { FareBreakdown } from '~/components/checkout/FareBreakdown'
import { FlightPaymentOptions } from '~/components/checkout/FlightPaymentOptions'
import { TripSummary } from '~/components/checkout/TripSummary'
import { useShell } from '~/components/useShell'
import { formatPaise } from '~/lib/money'

/** Step 4 (000 §2 /flights/booking/payment): the total with every charge, before the gateway (X4). */
export const Route = createFileRoute('/flights/booking/payment')({
  head: ({ match }) => pageHead(match.context, 'Payment'),
  component: PaymentPage,
})

function PaymentPage() {
  const { booking, snapshot, send } = useCheckout()
  const { config } = useShell()
  const [accepted, setAccepted] = useState(false)
  const paying = snapshot.matches({ open: 'paying' }) || snapshot.matches('redirecting')
  const modes = config.labels.paymentModes
  const failedBefore = booking.status === 'PAYMENT_FAILED'
  return (
    <div className="checkout-step checkout-two-columns">
      <div>
        <h1>Payment</h1>
        {failedBefore ? (
          <p role="alert" className="form-alert">
            {checkoutMessages.paymentFailed}
          </p>
        ) : null}
        <section aria-labelledby="who">
          <h2 id="who">Travellers</h2>
          <ul className="checkout-people">
            {booking.travellers.map((t, i) => (
              <li key={i}>
                {t.title} {t.first_name} {t.last_name}{' '}
                <span className="checkout-muted">({t.type.toLowerCase()})</span>
              </li>
            ))}
          </ul>
          <button type="button" className="checkout-link" onClick={() => send({ type: 'BACK' })}>
            Change traveller details
          </button>
        </section>
        <FlightPaymentOptions booking={booking} config={config} disabled={paying} />
        {booking.total === 0 && booking.wallet ? (
          <p className="checkout-muted">Nothing more to pay: no payment page follows.</p>
        ) : (
          <p className="checkout-muted">
            You will pay on our payment partner’s secure page: {modes.join(', ')}.
          </p>
        )}
        <div className="form-field form-check">
          <input
            id="terms"
            type="checkbox"
            checked={accepted}
            onChange={(e) => setAccepted(e.target.checked)}
          />
          <label htmlFor="terms">
            I accept the{' '}
            <a href="/in/terms" target="_blank" rel="noreferrer">
              terms and conditions
            </a>{' '}
            and the fare rules
          </label>
        </div>
        {snapshot.context.error ? (
          <p role="alert" className="form-alert">
            {snapshot.context.error}
          </p>
        ) : null}
        <div className="checkout-actions">
          <button
            type="button"
            className="checkout-primary"
            disabled={!accepted || paying}
            aria-busy={paying || undefined}
            onClick={() => send({ type: 'PAY', shownTotal: booking.total, termsAccepted: accepted })}
          >
            {booking.total === 0 && booking.wallet ? 'Pay with wallet' : `Pay ${formatPaise(booking.total)}`}
          </button>
        </div>
        {!accepted ? <p className="checkout-muted">Accept the terms and conditions to pay.</p> : null}
        <ProcessingModal open={paying} />
      </div>
      <aside>
        <FareBreakdown booking={booking} caption="You pay" />
        <details>
          <summary>Your flights</summary>
          <TripSummary offer={booking.offer} />
        </details>
      </aside>
    </div>
  )
}

/** The payment-processing modal (000 §2 overlays) while the gateway order is made. */
function ProcessingModal({ open }: { open: boolean }) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useEffect(() => {
    const d = ref.current
    if (!d) return
    if (open && !d.open) d.showModal()
    if (!open && d.open) d.close()
  }, [open])
  return (
    <dialog ref={ref} className="fr-dialog" aria-labelledby={titleId} onCancel={(e) => e.preventDefault()}>
      <h2 id={titleId}>Processing your payment</h2>
      <p role="status">Taking you to the secure payment page. Please do not close this window.</p>
    </dialog>
  )
}
