/**
 * The booking confirmation in the real store (machines/lib/binding.ts): a checkout is paid on the
 * sandbox gateway's own page with the outcome a path needs, and the browser comes back to the
 * booking's confirmation page, whose flow runs this machine with the real server function against
 * the real services.
 *
 * The outcome of the payment is chosen before it is made (`{outcome}`; a payment the bank confirms
 * later when a path does not say). Each answer is the services' own: the harness waits until the
 * booking has reached it — seen on the confirmation page in a second tab — before the held request
 * goes on; the bank decides a pending payment (POST /payment/sandbox/settle) and a checkout's time
 * runs out (POST /flights/sandbox/checkout_ends) when the path says. Timers run on the page's clock.
 */
import type { Cause, Check, MachineBinding, Step, Target } from '../lib/binding'

const flowIs = (state: string): Check => ({ flowState: state, flow: 'booking-confirmation' })
const outcome = (name: string): Step => ({ set: { outcome: name } })
const shows = (status: string): Step => ({ harness: 'booking-shows', args: { status } })
const answer = (status: string, before: Step[] = [], first: Step[] = []): Cause => ({
  before,
  do: [...first, shows(status), { answer: 'arrives' }],
})
export const checkAgain: Target = { role: 'button', name: 'Check again', exact: true }
/** A confirmation page that could not read its booking (the flight's and the hotel's say it alike). */
export const unreachableChecks: Check[] = [
  { visible: { text: 'We could not check your booking just now. Please check again in a moment.' } },
  { visible: checkAgain },
]
const tripId: Check = { visible: { text: /^Trip Id SF\d{10}$/ } }

export const confirmationBinding: MachineBinding = {
  start: [{ harness: 'paid-checkout' }],
  states: {
    'following.checking': [flowIs('following.checking'), tripId],
    'following.waiting': [
      flowIs('following.waiting'),
      { visible: { text: /not confirmed the payment yet|confirming your booking/ } },
    ],
    notConfirmedYet: [
      flowIs('notConfirmedYet'),
      {
        visible: {
          text: /^(Something went wrong while confirming your booking|We're sorry but your booking is not confirmed yet)/,
        },
      },
      { visible: checkAgain },
    ],
    unreachable: unreachableChecks,
    confirmed: [
      { visible: { role: 'heading', level: 1, name: 'Booking confirmed', exact: true } },
      { visible: { role: 'table', name: 'PNRs and ticket numbers' } },
      { visible: { role: 'link', name: 'Download e-ticket (PDF)', exact: true } },
    ],
    refunded: [
      // One message, 000 §8 status 1 (decision 0195), and the refund's state beneath it (0206).
      { visible: { text: /^Sorry! Your booking did not go through\. We are processing a refund\./ } },
      { visible: { text: /^Refund of ₹[\d,]+\.\d{2} to your original payment method: / } },
    ],
    paymentFailed: [
      { visible: { text: 'Payment failed. Please try again', exact: true } },
      { visible: { role: 'button', name: 'Pay again', exact: true } },
    ],
    payingAgain: [
      { url: '/flights/booking/payment' },
      { visible: { role: 'heading', level: 1, name: 'Payment', exact: true } },
      { visible: { text: 'Payment failed. Please try again', exact: true } },
    ],
    review: [{ visible: { text: /^It seems like we have encountered an issue/ } }, tripId],
    notPaid: [{ visible: { text: /^We have not received your payment/ } }, tripId],
  },
  events: {
    'xstate.done.actor.fetchBooking': {
      bySample: {
        'the bank has not confirmed the payment yet': answer('PAYMENT_PENDING', [outcome('pending')]),
        'the tickets are issued': answer(
          'TICKETED',
          [outcome('success')],
          [{ harness: 'bank-decides', args: { outcome: 'captured' } }],
        ),
        'the booking failed and is refunded': answer('REFUNDED', [outcome('ticketing_failure')]),
        'the payment failed': answer(
          'PAYMENT_FAILED',
          [outcome('failure')],
          [{ harness: 'bank-decides', args: { outcome: 'failed' } }],
        ),
        'the payment is held for a fraud check': answer('REVIEW', [outcome('fraud')]),
        'the session ended unpaid': answer('EXPIRED', [outcome('failure')], [{ harness: 'checkout-ends' }]),
      },
    },
    'xstate.error.actor.fetchBooking': { do: [{ answer: 'fails' }] },
    'xstate.after.patience.confirmation.following': { do: [{ tick: 'delay' }] },
    'xstate.after.pollInterval.confirmation.following.waiting': { do: [{ tick: 'delay' }] },
    RETRY: { do: [{ click: checkAgain }] },
    PAY_AGAIN: { do: [{ click: { role: 'button', name: 'Pay again', exact: true } }] },
  },
  actors: {
    fetchBooking: { url: '/_serverFn/{fn:fetchBookingByTrip}', method: 'GET' },
  },
}
