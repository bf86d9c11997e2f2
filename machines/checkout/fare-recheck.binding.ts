/**
 * The fare re-check in the real store (machines/lib/binding.ts): "Book" on a one-way result opens
 * the 'Rechecking Fares' dialog, whose flow runs this machine with the real server functions
 * against the sandbox airline.
 *
 * Every answer is the services' own. Before the re-check starts, the 'flight-scenario' harness step sets the scenario of
 * the traveller's next re-check (POST /flights/sandbox/scenario): confirmed, changed or sold out at
 * once, or pending for a minute. A pending re-check is answered when the path says so
 * (POST /flights/sandbox/offer_end); the last seats go to someone else through the sandbox's fare
 * inventory while the store's request to open the checkout is held. Each request of the flow is
 * held until the path's answer step (its server function's address, `{fn:…}`).
 */
import type { Cause, Check, MachineBinding, Step, Target } from '../lib/binding'

const dialog: Target = { role: 'dialog' }
const flowIs = (state: string): Check => ({ flowState: state, flow: 'fare-recheck' })
const scenario = (text: string): Step => ({ harness: 'flight-scenario', args: { scenario: text } })
const answersAtOnce = (text: string): Cause => ({ before: [scenario(text)], do: [{ answer: 'arrives' }] })
const ends = (status: string): Cause => ({
  do: [{ harness: 'recheck-ends', args: { status } }, { answer: 'arrives' }],
})
const drops: Cause = { do: [{ answer: 'fails' }] }
const backToResults: Target = { role: 'button', name: 'Back to the results', exact: true, within: dialog }
const loading: Check[] = [
  { visible: { role: 'heading', name: 'Rechecking Fares', exact: true, within: dialog } },
  { visible: { role: 'status', within: dialog } },
]

export const fareRecheckBinding: MachineBinding = {
  start: [{ harness: 'book-first-result' }],
  states: {
    rechecking: [...loading, flowIs('rechecking')],
    waiting: [...loading, flowIs('waiting')],
    polling: [...loading, flowIs('polling')],
    startingCheckout: [...loading, flowIs('startingCheckout')],
    changed: [
      { visible: { role: 'heading', name: 'The fare has changed', exact: true, within: dialog } },
      { visible: { text: 'Fare shown', exact: true } },
      { visible: { text: 'New fare', exact: true } },
      { visible: { role: 'button', name: /^Continue at ₹/, within: dialog }, enabled: true },
      { visible: { role: 'button', name: 'Choose another flight', exact: true, within: dialog } },
    ],
    soldOut: [
      { visible: { role: 'heading', name: 'Sold out', exact: true, within: dialog } },
      { visible: { role: 'alert', within: dialog } },
      { visible: backToResults },
    ],
    failed: [
      { visible: { role: 'heading', name: 'We could not check the fare', exact: true, within: dialog } },
      { visible: { role: 'button', name: 'Try again', exact: true, within: dialog } },
      { visible: backToResults },
    ],
    checkoutReady: [
      { url: '/flights/booking/your-flight' },
      { visible: { role: 'heading', level: 1, name: 'Your flight', exact: true } },
    ],
    cancelled: [
      { hidden: dialog },
      { visible: { role: 'region', name: 'Flights', exact: true } },
      { url: '/flights/search/one_way' },
    ],
  },
  events: {
    'xstate.done.actor.recheckFare': {
      bySample: {
        'the airline is asked': answersAtOnce('repriceLatencyMs=60000'),
        'the airline confirms the fare at once': answersAtOnce('reprice=same'),
        'the airline changes the fare at once': answersAtOnce('reprice=up'),
        'the flight is sold out at once': answersAtOnce('reprice=soldout'),
      },
    },
    'xstate.error.actor.recheckFare': drops,
    'xstate.after.pollInterval.fareRecheck.waiting': { do: [{ tick: 'delay' }] },
    'xstate.done.actor.pollOffer': {
      bySample: {
        'the airline has not answered yet': { do: [{ answer: 'arrives' }] },
        'the airline confirms the fare': ends('CONFIRMED'),
        'the airline changed the fare': ends('CHANGED'),
        'the flight sold out': ends('SOLD_OUT'),
        'the fare check expired': ends('EXPIRED'),
      },
    },
    'xstate.error.actor.pollOffer': drops,
    'xstate.done.actor.startCheckout': { do: [{ answer: 'arrives' }] },
    'xstate.error.actor.startCheckout': {
      bySample: {
        'the last seats went meanwhile': { do: [{ harness: 'seats-sell-out' }, { answer: 'arrives' }] },
        'the checkout cannot be opened': drops,
      },
    },
    CONTINUE: { do: [{ click: { role: 'button', name: /^Continue at ₹/, within: dialog } }] },
    BACK: {
      byState: {
        changed: {
          do: [{ click: { role: 'button', name: 'Choose another flight', exact: true, within: dialog } }],
        },
        soldOut: { do: [{ click: backToResults }] },
        failed: { do: [{ click: backToResults }] },
      },
    },
    RETRY: { do: [{ click: { role: 'button', name: 'Try again', exact: true, within: dialog } }] },
  },
  actors: {
    recheckFare: { url: '/_serverFn/{fn:recheckFare}', method: 'POST' },
    pollOffer: { url: '/_serverFn/{fn:pollOffer}', method: 'GET' },
    startCheckout: { url: '/_serverFn/{fn:startCheckout}', method: 'POST' },
  },
}
