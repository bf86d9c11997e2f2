import { Link, Outlet, createFileRoute, useNavigate, useRouterState } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import type { Booking } from '@contracts/checkout/booking'
import { checkoutMessages } from '@contracts/checkout/messages'
import type { CheckoutStep } from '@machines/checkout/checkout.machine'
import checkoutCss from '~/components/commerce/checkout.css?url'
import formsCss from '~/components/forms/forms.css?url'
import { CheckoutContext } from '~/components/checkout/CheckoutContext'
import { SessionTimer } from '~/components/commerce/SessionTimer'
import { isOpen, searchAgainHref, stepOfPath, stepPaths, stepTitles } from '~/components/checkout/trip-words'
import { useShell } from '~/components/useShell'
import { useCheckoutActor } from '~/flows/checkout/checkout.flow'
import { checkoutQueryOptions } from '~/flows/checkout/checkout.queries'

/**
 * The flight checkout (000 §2 booking routes): a frame with the session timer and the steps, around
 * the step pages. Reached by address only with a live checkout; otherwise a clear message and a way
 * back to the search.
 */
export const Route = createFileRoute('/flights/booking')({
  loader: ({ context }) => context.queryClient.ensureQueryData(checkoutQueryOptions()),
  head: () => ({
    meta: [{ name: 'robots', content: 'noindex' }],
    links: [
      { rel: 'stylesheet', href: formsCss },
      { rel: 'stylesheet', href: checkoutCss },
    ],
  }),
  component: BookingLayout,
})

function BookingLayout() {
  const { data: booking } = useSuspenseQuery(checkoutQueryOptions())
  if (!booking) return <NoCheckout message={checkoutMessages.noCheckout} href="/" />
  if (booking.status === 'EXPIRED' || (isOpen(booking) && Date.parse(booking.expires_at) <= Date.now()))
    return <NoCheckout message={checkoutMessages.expired} href={searchAgainHref(booking.offer)} />
  if (!isOpen(booking)) return <AlreadyPaid booking={booking} />
  return <CheckoutFrame booking={booking} />
}

function NoCheckout({ message, href }: { message: string; href: string }) {
  return (
    <div className="checkout-page checkout-none">
      <h1>Flight booking</h1>
      <p role="alert">{message}</p>
      <a className="checkout-primary" href={href}>
        Search flights
      </a>
    </div>
  )
}

function AlreadyPaid({ booking }: { booking: Booking }) {
  return (
    <div className="checkout-page checkout-none">
      <h1>Flight booking</h1>
      <p role="status">The payment for Trip Id {booking.trip_id} has been made or is under way.</p>
      <Link to="/flights/booking/confirmation/$tripId" params={{ tripId: booking.trip_id }}>
        See the booking
      </Link>
    </div>
  )
}

function CheckoutFrame({ booking }: { booking: Booking }) {
  const { config } = useShell()
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const navigate = useNavigate()
  const urlStep = stepOfPath(pathname)
  const input = useMemo(
    () => ({
      step: urlStep,
      remainingMs: Date.parse(booking.expires_at) - Date.now(),
      dangerMs: config.timers.sessionDangerMs,
      travellersSaved: booking.travellers.length > 0,
      // Going to pay held the seats for the booking timeout; a failed payment comes back to that hold.
      deadline: booking.status === 'PAYMENT_FAILED' ? ('paymentHold' as const) : ('session' as const),
    }),
    // The machine starts once per checkout; later changes come as events.
    [booking.id],
  )
  const [snapshot, send] = useCheckoutActor(input)
  const machineStep = snapshot.context.step ?? 'yourFlight'
  const leaf = typeof snapshot.value === 'string' ? snapshot.value : Object.values(snapshot.value)[0]
  // The machine leads: its step becomes the address. The address leads after back/forward.
  useEffect(() => {
    if (snapshot.status !== 'active') return
    if (machineStep !== urlStep) void navigate({ to: stepPaths[machineStep] })
  }, [machineStep])
  useEffect(() => {
    if (urlStep !== machineStep) send({ type: 'GO_TO', step: urlStep })
  }, [urlStep])
  useEffect(() => {
    if (leaf === 'redirecting' && snapshot.context.payUrl) window.location.assign(snapshot.context.payUrl)
  }, [leaf, snapshot.context.payUrl])
  const value = useMemo(() => ({ booking, snapshot, send }), [booking, snapshot, send])
  if (snapshot.matches('expired'))
    return <NoCheckout message={checkoutMessages.expired} href={searchAgainHref(booking.offer)} />
  const steps = Object.keys(stepPaths) as CheckoutStep[]
  return (
    <CheckoutContext.Provider value={value}>
      <div className="checkout-page" data-flow="checkout" data-flow-state={String(leaf)}>
        <div className="checkout-head">
          <p className="checkout-trip">Trip Id {booking.trip_id}</p>
          <SessionTimer
            expiresAt={booking.expires_at}
            danger={snapshot.context.danger}
            why={
              snapshot.context.deadline === 'paymentHold'
                ? checkoutMessages.heldForPayment(config.timers.flightBookingTimeoutMinutes)
                : undefined
            }
          />
        </div>
        <nav aria-label="Booking steps">
          <ol className="checkout-steps">
            {steps.map((step, i) => (
              <li key={step} aria-current={step === machineStep ? 'step' : undefined}>
                <span className="checkout-step-number">{i + 1}</span> {stepTitles[step]}
              </li>
            ))}
          </ol>
        </nav>
        <Outlet />
      </div>
    </CheckoutContext.Provider>
  )
}
