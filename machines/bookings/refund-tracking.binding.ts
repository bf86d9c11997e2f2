/**
 * The refund tracker in the real store: on the owner's booking page (/account/bookings/{tripId}),
 * under "Refunds", of a ticketed booking made through the services. Each answer is the services'
 * own, the refund brought to the path's state just before the held request goes on
 * ('refunds-reach', tests/e2e/model/cancellation-steps.ts): the booking is cancelled to the original
 * payment with the refund held back from the gateway (sandbox `refundAfterMs`: requested), then sent
 * (POST /payment/sandbox/deliver_webhooks: initiated), then decided by the sandbox bank
 * (POST /payment/sandbox/settle_refund: processed with its bank reference, or failed). Its polls run
 * on the page's clock; a dropped connection stands for "cannot be read" (docs/decisions/0093).
 */
import type { Cause, Check, MachineBinding, Target } from '../lib/binding'
import { ownerOnPage } from './owner-start'

const tracker: Target = { role: 'region', name: 'Refunds', exact: true }
const table: Target = { role: 'table', name: /^Refunds of Trip Id SF\d{10}$/, within: tracker }
const says = (text: string): Check => ({ visible: { text, exact: true, within: tracker } })
const flowIs = (state: string): Check => ({ flowState: state, flow: 'refund-tracking' })
/** The refund reaches `status` at the services, then the held request goes on. */
const reaches = (status: string): Cause => ({
  do: [{ harness: 'refunds-reach', args: { status } }, { answer: 'arrives' }],
})

export const refundTrackingBinding: MachineBinding = {
  start: ownerOnPage('/account/bookings/{tripId}'),
  states: {
    checking: [says('Checking your refunds…'), flowIs('checking')],
    requested: [
      says('Your refund is registered and will be sent shortly.'),
      { visible: { role: 'cell', name: 'Requested', exact: true, within: table } },
      flowIs('requested'),
    ],
    initiated: [
      says('Your refund is with the bank. It usually reaches your account in 5-7 working days.'),
      { visible: { role: 'cell', name: 'Initiated', exact: true, within: table } },
      flowIs('initiated'),
    ],
    processed: [
      says('Your refund is processed.'),
      { visible: { role: 'cell', name: 'Processed', exact: true, within: table } },
      // The bank's reference (an ARN of 23 digits) for a refund to the original payment.
      { visible: { role: 'cell', name: /^\d{23}$/, within: table } },
    ],
    failed: [
      says('A refund could not be made. Our customer care will contact you (6AM - 11:59PM).'),
      { visible: { role: 'cell', name: /^Failed \(.+\)$/, within: table } },
    ],
    none: [says('Nothing has been refunded on this booking.'), { hidden: table }],
    unreachable: [
      says('We could not check your refunds just now.'),
      { visible: { role: 'button', name: 'Check again', within: tracker }, enabled: true },
    ],
  },
  events: {
    'xstate.done.actor.fetchRefunds': {
      bySample: {
        'the refund is registered': reaches('requested'),
        'the refund is with the bank': reaches('initiated'),
        'the refund is processed': reaches('processed'),
        'the refund failed': reaches('failed'),
        'nothing was refunded': { do: [{ answer: 'arrives' }] },
      },
    },
    'xstate.error.actor.fetchRefunds': { do: [{ answer: 'fails' }] },
    'xstate.after.refundPoll.refundTracking.requested': { do: [{ tick: 'delay' }] },
    'xstate.after.refundPoll.refundTracking.initiated': { do: [{ tick: 'delay' }] },
    RETRY: { do: [{ click: { role: 'button', name: 'Check again', within: tracker } }] },
  },
  actors: { fetchRefunds: { url: '/_serverFn/{fn:fetchRefunds}', method: 'GET' } },
}
