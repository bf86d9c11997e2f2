/**
 * The train booking machines in the real store (machines/lib/binding.ts): the booking steps
 * /trains/booking/* for 12952 New Delhi → Mumbai Central in 3A, the confirmation page after the
 * sandbox gateway, and the PNR page's file-TDR modal, against the trains service's sandbox railway.
 *
 * What the railway answers is decided for the path's own traveller (its address) through the
 * sandbox controls: POST /trains/sandbox/scenario (`down`, …) and POST /trains/sandbox/clock (the
 * railway's clock: the nightly downtime, a train that has left), so a page keeps its address and
 * its railway login while the path changes the answer (docs/decisions/0156, 0158).
 */
import type { Check, MachineBinding, Step, Target } from '../lib/binding'

export const trainPassengersAddress =
  '/trains/booking/passengers?train=12952&from=NDLS&to=BCT&date={today+10}&class=3A&quota=GN'

const flowIs =
  (flow: string) =>
  (state: string): Check => ({ flowState: state, flow })
const bookingIs = flowIs('train-booking')
const confirmationIs = flowIs('train-confirmation')
const tdrIs = flowIs('train-tdr')
const heading = (name: string): Target => ({ role: 'heading', level: 1, name, exact: true })
const button = (name: string): Target => ({ role: 'button', name, exact: true })
const press = (name: string): Step => ({ click: button(name) })
const arrives: Step = { answer: 'arrives' }
const railway = (scenario: string): Step => ({ harness: 'train-scenario', args: { scenario } })
const railwayClock = (at: string): Step => ({ harness: 'train-clock', args: { at } })
/** The railway answers as it does for everyone: no scenario, its own clock. */
const ordinary: Step[] = [railway(''), railwayClock('now')]
const userId: Target = { label: 'Railway user id', exact: true }
const modalClose: Target = { ...button('Close'), within: { role: 'dialog' } }

export const trainBookingBinding: MachineBinding = {
  start: [{ goto: trainPassengersAddress }],
  // Each path is a fresh checkout from the passengers: short paths fail near their cause.
  maxSteps: 16,
  states: {
    passengers: [
      bookingIs('passengers'),
      { url: '/trains/booking/passengers' },
      { visible: heading('Passengers') },
    ],
    contact: [
      bookingIs('contact'),
      { url: '/trains/booking/contact' },
      { visible: heading('Contact details') },
    ],
    railwayLogin: [{ url: '/trains/booking/login' }, { visible: heading('Railway login') }],
    'railwayLogin.userId': [bookingIs('railwayLogin.userId'), { visible: userId }],
    'railwayLogin.checkingUser': [
      bookingIs('railwayLogin.checkingUser'),
      { visible: button('Check user id'), enabled: false },
    ],
    'railwayLogin.userUnknown': [
      bookingIs('railwayLogin.userUnknown'),
      { visible: { text: 'No railway user with this id. Check the id or register with the railway.' } },
    ],
    'railwayLogin.password': [
      bookingIs('railwayLogin.password'),
      { visible: { text: 'User id found.' } },
      { visible: { label: 'Railway password' } },
    ],
    'railwayLogin.loggingIn': [
      bookingIs('railwayLogin.loggingIn'),
      { visible: button('Log in'), enabled: false },
    ],
    'railwayLogin.loggedIn': [
      { visible: { text: /^Logged in to the railway as / } },
      { visible: button('Confirm booking'), enabled: true },
    ],
    confirming: [bookingIs('confirming'), { visible: button('Confirming…'), enabled: false }],
    'checkout.review': [
      bookingIs('checkout.review'),
      { url: '/trains/booking/review' },
      { visible: heading('Review and pay') },
      { visible: { role: 'timer', name: 'Time left to complete your booking' } },
    ],
    toGateway: [{ url: '/payment/pay/' }],
    sessionEnded: [
      { visible: heading('Your booking time ran out') },
      { visible: { role: 'link', name: 'Search again' } },
    ],
    systemDown: [{ visible: { role: 'dialog', name: 'Railway system not available' } }],
    notAvailable: [{ visible: { role: 'dialog', name: 'Booking not available' } }],
    bookingError: [{ visible: { role: 'dialog', name: 'We could not book this ticket' } }],
  },
  events: {
    SUBMIT_PASSENGERS: { do: [{ harness: 'train-passengers' }, press('Continue')] },
    SUBMIT_CONTACT: {
      do: [
        { fill: { label: 'Mobile number' }, value: '9876543210' },
        { fill: { label: 'E-mail' }, value: 'ravi.kumar@example.com' },
        { fill: { label: 'Address' }, value: '12 MG Road, Pune' },
        press('Continue'),
      ],
    },
    BACK: {
      byState: {
        contact: { do: [press('Back to passengers')] },
        // Logged in, the page offers no Back: the browser's own takes the flow back with it.
        'railwayLogin.loggedIn': { do: [{ harness: 'browser-back' }] },
        railwayLogin: { do: [press('Back to contact')] },
      },
    },
    // Typed and left (the field checks the id when it changes): the user id the answer is about.
    CHECK_USER: { do: [{ harness: 'type-rail-user' }] },
    'xstate.done.actor.checkUser': {
      bySample: {
        'the user id exists': {
          before: [...ordinary, { harness: 'rail-user', args: { kind: 'known' } }],
          do: [arrives],
        },
        'no user has that id': {
          before: [...ordinary, { harness: 'rail-user', args: { kind: 'unknown' } }],
          do: [arrives],
        },
      },
    },
    'xstate.error.actor.checkUser': {
      bySample: {
        'the railway is down': {
          before: [railway('down'), { harness: 'rail-user', args: { kind: 'known' } }],
          do: [arrives],
        },
        'the check cannot be sent': {
          before: [{ harness: 'rail-user', args: { kind: 'known' } }],
          do: [{ answer: 'fails' }],
        },
      },
    },
    LOGIN: {
      do: [{ fill: { label: 'Railway password' }, value: '{railPassword}' }, press('Log in')],
    },
    'xstate.done.actor.railLogin': {
      before: [...ordinary, { harness: 'rail-password', args: { right: true } }],
      do: [arrives],
    },
    'xstate.error.actor.railLogin': {
      bySample: {
        'the password is wrong': {
          before: [...ordinary, { harness: 'rail-password', args: { right: false } }],
          do: [arrives],
        },
        'the railway is down': {
          before: [railway('down'), { harness: 'rail-password', args: { right: true } }],
          do: [arrives],
        },
      },
    },
    LOGOUT: { do: [press('Log out of the railway')] },
    CONFIRM: { do: [press('Confirm booking')] },
    'xstate.done.actor.createBooking': { before: ordinary, do: [arrives] },
    'xstate.error.actor.createBooking': {
      bySample: {
        'the railway is down': { before: [railway('down'), railwayClock('now')], do: [arrives] },
        // 23:50 in India on the railway's clock: the nightly downtime.
        'the railway cannot book this now': { before: [railway(''), railwayClock('night')], do: [arrives] },
        // 30 days on, the train of {today+10} has left: the railway refuses the date.
        'the railway refuses the booking': { before: [railway(''), railwayClock('+30d')], do: [arrives] },
      },
    },
    PAY: { do: [{ check: { label: /I accept the terms/ } }, press('Pay')] },
    DISMISS: { do: [{ click: modalClose }] },
    'xstate.after.checkoutExpiry.trainBooking.checkout': { do: [{ tick: 'delay' }] },
  },
  actors: {
    checkUser: { url: '/_serverFn/{fn:checkRailUser}', method: 'GET' },
    railLogin: { url: '/_serverFn/{fn:loginRailUser}', method: 'POST' },
    createBooking: { url: '/_serverFn/{fn:createTrainBooking}', method: 'POST' },
  },
  notInStore: {
    RESUME:
      'sent by the page itself when a reloaded review finds its checkout’s unpaid booking (docs/decisions/0170); tests/e2e/train-booking.spec.ts reloads the review',
  },
  refusals: true,
}

// ——— The confirmation page after the gateway ———

/** The gateway outcome the traveller chooses ({outcome}), then the booking made and paid. */
const outcome = (name: string): Step => ({ set: { outcome: name } })
const shows = (status: string): Step => ({ harness: 'train-booking-shows', args: { status } })
const checkAgain = button('Check again')
const searchAgain: Check = { visible: { role: 'link', name: 'Search trains again' } }

export const trainConfirmationBinding: MachineBinding = {
  start: [{ harness: 'train-paid' }],
  maxSteps: 6,
  states: {
    following: [{ url: '/trains/confirmation/tb_' }],
    'following.checking': [confirmationIs('following.checking'), { visible: { text: /^Trip Id SF\d{10}$/ } }],
    'following.waiting': [
      confirmationIs('following.waiting'),
      {
        visible: {
          text: /^(Payment received\. The railway is booking your ticket…|Waiting for the bank to confirm your payment…)$/,
        },
      },
    ],
    notConfirmedYet: [
      { visible: { text: /^We're sorry but your booking is not confirmed yet\./ } },
      { visible: checkAgain },
    ],
    unreachable: [
      { visible: { text: 'We could not check your booking just now. Please check again in a moment.' } },
      { visible: checkAgain },
    ],
    confirmed: [
      { visible: heading('Ticket booked') },
      { visible: { role: 'table', name: 'Berths' } },
      { visible: { role: 'link', name: 'Download e-ticket (PDF)' } },
    ],
    refunded: [
      // 000 §8 status 1 (with the railway's reason when it has one) and the refund's state (0206).
      { visible: { text: /^Sorry! Your booking did not go through[.:]/ } },
      { visible: { text: /^Refund of ₹[\d,]+\.\d{2} to your original payment method: / } },
      searchAgain,
    ],
    paymentFailed: [{ visible: { text: 'Payment failed. Please try again', exact: true } }, searchAgain],
    notPaid: [confirmationIs('notPaid'), searchAgain],
  },
  events: {
    'xstate.done.actor.fetchBooking': {
      bySample: {
        // The railway books 10 minutes after the capture: paid, still booking.
        'paid, the railway is booking': {
          before: [railway('bookLatencyMs=600000'), outcome('success')],
          // (A payment still pending, when the path began otherwise, is captured now.)
          do: [{ harness: 'bank-decides', args: { outcome: 'captured' } }, shows('PAID'), arrives],
        },
        // The railway's jobs due run now (a booking made slow above is booked too).
        'the railway answers with a PNR': {
          before: [railway(''), outcome('success')],
          do: [
            { harness: 'bank-decides', args: { outcome: 'captured' } },
            { harness: 'train-jobs-run' },
            shows('BOOKED'),
            arrives,
          ],
        },
        'the booking failed after payment and is refunded': {
          before: [railway('book=fail-after-payment'), outcome('success')],
          do: [shows('BOOKING_FAILED'), arrives],
        },
        'the payment failed': {
          before: [railway(''), outcome('failure')],
          do: [{ harness: 'bank-decides', args: { outcome: 'failed' } }, shows('PAYMENT_FAILED'), arrives],
        },
        'the checkout session ended unpaid': {
          before: [railway(''), outcome('pending')],
          do: [{ harness: 'train-checkout-ends' }, shows('EXPIRED'), arrives],
        },
      },
    },
    'xstate.error.actor.fetchBooking': { do: [{ answer: 'fails' }] },
    'xstate.after.patience.confirmation.following': { do: [{ tick: 'delay' }] },
    'xstate.after.pollInterval.confirmation.following.waiting': { do: [{ tick: 'delay' }] },
    RETRY: { do: [{ click: checkAgain }] },
  },
  actors: { fetchBooking: { url: '/_serverFn/{fn:fetchTrainBooking}', method: 'GET' } },
}

// ——— The PNR page's file-TDR modal ———

const tdrModal: Target = { role: 'dialog', name: 'File TDR' }
const inModal = (target: Target): Target => ({ ...target, within: tdrModal })

export const trainTdrBinding: MachineBinding = {
  // A ticket booked for a run whose chart the railway then prepares (the sandbox's clock: 0158).
  start: [{ harness: 'train-charted-ticket' }],
  maxSteps: 8,
  states: {
    closed: [
      tdrIs('closed'),
      { visible: { text: 'Chart prepared.' } },
      { visible: button('File TDR') },
      { hidden: tdrModal },
    ],
    open: [tdrIs('open'), { visible: tdrModal }, { visible: inModal({ label: 'Reason' }) }],
    filing: [tdrIs('filing'), { visible: tdrModal }],
    filed: [
      tdrIs('filed'),
      { visible: inModal({ role: 'status', name: undefined }) },
      { visible: inModal(button('Close')) },
    ],
    failed: [
      tdrIs('failed'),
      { visible: inModal({ role: 'alert' }) },
      { visible: inModal(button('Try again')) },
    ],
  },
  events: {
    OPEN: { do: [press('File TDR')] },
    CLOSE: {
      byState: {
        filed: { do: [{ click: inModal(button('Close')) }] },
        open: { do: [{ click: inModal(button('Cancel')) }] },
        failed: { do: [{ click: inModal(button('Cancel')) }] },
      },
    },
    FILE: {
      do: [
        { select: inModal({ label: 'Reason' }), option: 'AC failure' },
        { click: inModal(button('File TDR')) },
      ],
    },
    // The railway decides a TDR filed before (one is open at a time), so this one is accepted.
    'xstate.done.actor.fileTdr': { before: [{ harness: 'train-jobs-run' }], do: [arrives] },
    'xstate.error.actor.fileTdr': { do: [{ answer: 'fails' }] },
    RETRY: { do: [{ click: inModal(button('Try again')) }] },
  },
  actors: { fileTdr: { url: '/_serverFn/{fn:fileTrainTdr}', method: 'POST' } },
}
