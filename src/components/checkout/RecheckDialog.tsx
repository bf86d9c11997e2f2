/**
 * "Book" on a result: the fare re-check in a modal dialog — the 'Rechecking Fares' loader, then the
 * checkout; or the old and new total side by side when the airline changed the fare; or the reason
 * when it sold out, and back to the results as they were. Native <dialog> with showModal(): focus
 * moves in, the page behind is inert; Escape goes back to the results.
 */
import { useNavigate, useRouter } from '@tanstack/react-router'
import { useEffect, useId, useRef } from 'react'
import type { RecheckInput } from '@machines/checkout/fare-recheck.machine'
import { useFareRecheck } from '~/flows/checkout/checkout.flow'
import { soldOutPlans } from '~/lib/flights/sold-out'
import { formatPaise } from '~/lib/money'

export interface BookingChoice extends RecheckInput {
  /** The chosen flights in words: 'IndiGo 6E 2131, 06:05 DEL → 08:15 BOM'. */
  words: string
}

export default function RecheckDialog({
  choice,
  onClose,
  onSoldOut,
}: {
  choice: BookingChoice
  onClose: () => void
  /** The fares the airline no longer sells: the results take their cards off at once. */
  onSoldOut?: (travelPlanIds: string[]) => void
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const navigate = useNavigate()
  const recheck = useFareRecheck({
    searchId: choice.searchId,
    travelPlanIds: choice.travelPlanIds,
    ...(choice.scenario ? { scenario: choice.scenario } : {}),
  })
  const router = useRouter()
  useEffect(() => {
    const dialog = ref.current
    if (dialog && !dialog.open) dialog.showModal()
    // The checkout's code loads while the airline is asked (its data comes with the answer).
    for (const path of ['/flights/booking', '/flights/booking/your-flight'] as const) {
      const route = router.routesByPath[path]
      void router.loadRouteChunk(route)
    }
  }, [router])
  useEffect(() => {
    if (recheck.state === 'checkoutReady') void navigate({ to: '/flights/booking/your-flight' })
    if (recheck.state === 'cancelled') onClose()
  }, [recheck.state, navigate, onClose])
  const { offer } = recheck
  useEffect(() => {
    if (recheck.state === 'soldOut') onSoldOut?.(soldOutPlans(choice.travelPlanIds, offer))
  }, [recheck.state, onSoldOut, choice.travelPlanIds, offer])
  const loading = ['rechecking', 'waiting', 'polling', 'startingCheckout', 'checkoutReady'].includes(
    recheck.state,
  )
  return (
    <dialog
      ref={ref}
      className="fr-dialog checkout-recheck"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault()
        if (!loading) recheck.back()
      }}
      {...recheck.flow}
    >
      {loading ? (
        <>
          <h2 id={titleId}>Rechecking Fares</h2>
          <p role="status" aria-live="polite">
            <span className="checkout-spinner" aria-hidden="true" /> Confirming the fare of {choice.words}{' '}
            with the airline…
          </p>
        </>
      ) : recheck.state === 'changed' && offer?.fare ? (
        <>
          <h2 id={titleId}>The fare has changed</h2>
          <p role="status">The airline has changed the fare of {choice.words}.</p>
          <dl className="checkout-fare-change">
            <div>
              <dt>Fare shown</dt>
              <dd>
                <s>{formatPaise(offer.shown_fare.total)}</s>
              </dd>
            </div>
            <div>
              <dt>New fare</dt>
              <dd>
                <strong>{formatPaise(offer.fare.total)}</strong>
              </dd>
            </div>
          </dl>
          <p>
            It is {formatPaise(Math.abs(offer.fare.total - offer.shown_fare.total))}{' '}
            {offer.fare.total > offer.shown_fare.total ? 'more' : 'less'} for all travellers.
          </p>
          <div className="checkout-actions">
            <button type="button" className="checkout-primary" onClick={recheck.continueAtNewFare}>
              Continue at {formatPaise(offer.fare.total)}
            </button>
            <button type="button" onClick={recheck.back}>
              Choose another flight
            </button>
          </div>
        </>
      ) : recheck.state === 'soldOut' ? (
        <>
          <h2 id={titleId}>Sold out</h2>
          <p role="alert">
            {offer?.message ??
              recheck.error ??
              'These seats have just sold out. Please choose another flight.'}
          </p>
          <button type="button" onClick={recheck.back}>
            Back to the results
          </button>
        </>
      ) : (
        <>
          <h2 id={titleId}>We could not check the fare</h2>
          <p role="alert">{recheck.error ?? 'Oops! Something went wrong'}</p>
          <div className="checkout-actions">
            <button type="button" className="checkout-primary" onClick={recheck.retry}>
              Try again
            </button>
            <button type="button" onClick={recheck.back}>
              Back to the results
            </button>
          </div>
        </>
      )}
    </dialog>
  )
}
