import { Outlet, createFileRoute, useNavigate, useRouterState } from '@tanstack/react-router'
import { useEffect, useMemo, useState } from 'react'
import { CLASS_NAMES, QUOTA_NAMES } from '@contracts/trains/codes'
import { trainSearchUrl } from '@contracts/trains/search-params'
import { checkoutTimeLeft } from '@machines/trains/booking.machine'
import checkoutCss from '~/components/commerce/checkout.css?url'
import formsCss from '~/components/forms/forms.css?url'
import { BookingStop } from '~/components/commerce/InvalidBooking'
import { pageHead } from '~/components/pageHead'
import {
  readTrainBooking,
  stepHref,
  validateTrainBookingSearch,
  type TrainBookingJourney,
  type TrainBookingSearch,
} from '~/components/trains/booking-search'
import trainCss from '~/components/trains/train-booking.css?url'
import { TimeRanOut } from '~/components/trains/TimeRanOut'
import {
  TrainBookingFlowContext,
  journeyKey,
  readDraft,
  resumableCheckout,
  useTrainBookingMachine,
  type TrainBookingFlow,
} from '~/flows/trains/booking.flow'

/**
 * The train checkout (issue 16): one booking machine for its four steps — passengers, contact,
 * railway login, review and pay — each a page under this layout, which keeps the machine and moves
 * the address to the step the machine is in (the browser's Back goes a step back).
 */
export const Route = createFileRoute('/trains/booking')({
  validateSearch: validateTrainBookingSearch,
  head: ({ match }) => ({
    ...pageHead(match.context, 'Book train tickets'),
    meta: [{ name: 'robots', content: 'noindex' }],
    links: [
      { rel: 'stylesheet', href: formsCss },
      { rel: 'stylesheet', href: checkoutCss },
      { rel: 'stylesheet', href: trainCss },
    ],
  }),
  component: BookingLayout,
})

const STEPS = ['passengers', 'contact', 'login', 'review'] as const
export type TrainStep = (typeof STEPS)[number]
const STEP_NAMES: Record<TrainStep, string> = {
  passengers: 'Passengers',
  contact: 'Contact',
  login: 'Railway login',
  review: 'Review and pay',
}

function BookingLayout() {
  const search = Route.useSearch()
  const journey = readTrainBooking(search)
  if (!journey)
    return (
      <BookingStop
        heading="Book train tickets"
        message="This booking address is not complete: it needs the train, the stations, the date, the class and the quota. Please search again and choose a class of a train."
        links={[{ href: '/trains', label: 'Search trains' }]}
      />
    )
  // Another journey is another booking: a new machine (its input is the journey).
  return <Flow key={journeyKey(journey)} journey={journey} search={search} />
}

function stepOf(value: unknown): TrainStep {
  if (value === 'passengers') return 'passengers'
  if (value === 'contact') return 'contact'
  if (typeof value === 'object' && value !== null && 'checkout' in value) return 'review'
  if (value === 'sessionEnded' || value === 'toGateway') return 'review'
  return 'login'
}

function Flow({ journey, search }: { journey: TrainBookingJourney; search: TrainBookingSearch }) {
  const machine = useTrainBookingMachine(journey, search.scenario)
  const { snapshot, send } = machine
  const navigate = useNavigate()
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const urlStep = STEPS.find((s) => pathname.endsWith(`/${s}`)) ?? 'passengers'
  const machineStep = stepOf(snapshot.value)
  const [ready, setReady] = useState(false)
  const [deadline, setDeadline] = useState<number | null>(null)
  const [timeUp, setTimeUp] = useState(false)

  // A reload replays the steps this tab took (kept in session storage), then follows the machine.
  // A reloaded review returns to its checkout's unpaid booking, if the session still has one.
  useEffect(() => {
    const draft = readDraft(journey)
    if (draft?.travellers) send({ type: 'SUBMIT_PASSENGERS', travellers: draft.travellers })
    if (draft?.travellers && draft.contact) send({ type: 'SUBMIT_CONTACT', contact: draft.contact })
    if (urlStep !== 'review' || !draft?.contact) return setReady(true)
    resumableCheckout(journey)
      .then((found) => {
        if (found && 'booking' in found) send({ type: 'RESUME', ...found })
        // Its time ran out while away: the reload says so, not "Railway login" (issue 24).
        else if (found) setTimeUp(true)
      })
      // Not found or not readable: the login step, as before (a new checkout attempt).
      .catch(() => undefined)
      .finally(() => setReady(true))
  }, [])
  useEffect(() => {
    if (ready) machine.saveDraft()
  }, [ready, snapshot.context.travellers, snapshot.context.contact])

  // The browser's Back to an earlier step takes the machine back with it.
  useEffect(() => {
    if (!ready) return
    if (STEPS.indexOf(urlStep) < STEPS.indexOf(machineStep) && snapshot.can({ type: 'BACK' }))
      send({ type: 'BACK' })
  }, [ready, urlStep])
  // Otherwise the address follows the machine.
  useEffect(() => {
    if (!ready || timeUp || urlStep === machineStep) return
    void navigate({
      href: stepHref(machineStep, search),
      replace: STEPS.indexOf(machineStep) < STEPS.indexOf(urlStep),
    })
  }, [ready, machineStep])

  const inCheckout = snapshot.matches('checkout')
  useEffect(() => {
    if (inCheckout && deadline === null) {
      setDeadline(Date.now() + checkoutTimeLeft(snapshot.context))
    }
    if (!inCheckout && !snapshot.matches('sessionEnded')) setDeadline(null)
  }, [inCheckout])
  useEffect(() => {
    const url = snapshot.context.booking?.payment?.url
    if (snapshot.matches('toGateway') && url) window.location.assign(url)
  }, [snapshot.value])

  const flow: TrainBookingFlow = useMemo(() => ({ ...machine, journey, deadline }), [snapshot, deadline])
  const results = trainSearchUrl({
    from: journey.from,
    to: journey.to,
    date: journey.journeyDate,
    quota: journey.quota,
  })
  return (
    <TrainBookingFlowContext.Provider value={flow}>
      <div className="checkout-page train-booking" {...machine.machineFlow}>
        <p className="train-journey">
          <span>Train {journey.trainNo}</span>
          <span>
            {journey.from} → {journey.to}
          </span>
          <span>{journey.journeyDate}</span>
          <span>
            {CLASS_NAMES[journey.travelClass]} ({journey.travelClass})
          </span>
          <span>{QUOTA_NAMES[journey.quota]} quota</span>
          <a href={results}>Change train</a>
        </p>
        <nav aria-label="Booking steps">
          <ol className="train-steps">
            {STEPS.map((s) => (
              <li key={s} aria-current={s === urlStep ? 'step' : undefined}>
                {STEP_NAMES[s]}
              </li>
            ))}
          </ol>
        </nav>
        {timeUp ? (
          <TimeRanOut results={results} />
        ) : ready ? (
          <Outlet />
        ) : (
          <>
            <h1>Book train tickets</h1>
            <p role="status">Loading your booking…</p>
          </>
        )}
      </div>
    </TrainBookingFlowContext.Provider>
  )
}
