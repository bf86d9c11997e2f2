/**
 * The flight checkout in the real store (machines/lib/binding.ts): a one-way DEL → BOM flight is
 * booked as a traveller books it (the fare confirmed at once), and the checkout pages run this
 * machine with the real server functions against the real services.
 *
 * "From the address" is the traveller opening a step's address: the page loads again and the
 * machine starts again from the server's checkout, at that step with the time that is left. The
 * session timer runs on the page's clock. A total that changed meanwhile is a promo code applied in
 * a second tab of the same checkout while the first tab's payment request is held.
 */
import type { Cause, Check, MachineBinding, Step, Target } from '../lib/binding'

const flowIs = (state: string): Check => ({ flowState: state, flow: 'checkout' })
const heading = (name: string): Target => ({ role: 'heading', level: 1, name, exact: true })
const press = (name: string | RegExp): Step => ({
  click: { role: 'button', name, ...(typeof name === 'string' ? { exact: true } : {}) },
})
const opens = (path: string): Cause => ({ do: [{ goto: `/flights/booking/${path}` }] })
const drops: Cause = { do: [{ answer: 'fails' }] }
const clockRunsOut: Cause = { do: [{ tick: 'delay' }] }
const payButton: Target = { role: 'button', name: /^Pay ₹/ }

export const checkoutBinding: MachineBinding = {
  start: [{ harness: 'open-checkout' }],
  // The covering paths of this machine are long (every step, each after the warning): shorter ones
  // fail nearer their cause.
  maxSteps: 8,
  states: {
    'open.yourFlight': [
      flowIs('yourFlight'),
      { url: '/flights/booking/your-flight' },
      { visible: heading('Your flight') },
    ],
    'open.addOns': [flowIs('addOns'), { url: '/flights/booking/add-ons' }, { visible: heading('Add-ons') }],
    'open.travellerDetails': [
      flowIs('travellerDetails'),
      { url: '/flights/booking/traveller-details' },
      { visible: heading('Traveller details') },
      { visible: { role: 'button', name: 'Continue to payment', exact: true }, enabled: true },
    ],
    'open.savingTravellers': [
      flowIs('savingTravellers'),
      { visible: { role: 'button', name: 'Saving…', exact: true }, enabled: false },
    ],
    'open.payment': [
      flowIs('payment'),
      { url: '/flights/booking/payment' },
      { visible: heading('Payment') },
      { visible: payButton },
    ],
    'open.paying': [flowIs('paying'), { visible: { role: 'dialog', name: 'Processing your payment' } }],
    redirecting: [{ url: '/payment/pay/' }],
    expired: [
      { visible: { text: 'Your booking session has expired. Please search again to book.' } },
      { visible: { role: 'link', name: 'Search flights', exact: true } },
      { hidden: { role: 'navigation', name: 'Booking steps' } },
    ],
  },
  events: {
    CONTINUE: {
      byState: {
        'open.yourFlight': { do: [press('Continue')] },
        'open.addOns': { do: [press(/^(Continue|Skip add-ons)$/)] },
      },
    },
    BACK: {
      byState: {
        'open.addOns': { do: [press('Back')] },
        'open.travellerDetails': { do: [press('Back')] },
        'open.payment': { do: [press('Change traveller details')] },
      },
    },
    GO_TO: {
      bySample: {
        'the traveller opens Add-ons from the address': opens('add-ons'),
        'the traveller opens Traveller details from the address': opens('traveller-details'),
      },
    },
    SUBMIT_TRAVELLERS: { do: [{ harness: 'type-travellers' }, press('Continue to payment')] },
    'xstate.done.actor.saveTravellers': { do: [{ answer: 'arrives' }] },
    'xstate.error.actor.saveTravellers': drops,
    PAY: { do: [{ check: { label: /I accept the/ } }, { click: payButton }] },
    'xstate.done.actor.pay': { do: [{ answer: 'arrives' }] },
    'xstate.error.actor.pay': {
      do: [{ harness: 'promo-in-another-tab', args: { code: 'SAVE10' } }, { answer: 'arrives' }],
    },
    'xstate.after.sessionDanger.checkout.open': clockRunsOut,
    'xstate.after.checkoutExpiry.checkout.open': clockRunsOut,
  },
  actors: {
    saveTravellers: { url: '/_serverFn/{fn:saveTravellers}', method: 'POST' },
    pay: { url: '/_serverFn/{fn:payForBooking}', method: 'POST' },
  },
}
