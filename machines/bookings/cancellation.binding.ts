/**
 * The cancellation in the real store: the signed-in owner of a ticketed booking of two travellers
 * (made through the services) on /account/bookings/{tripId}/cancel. Every answer is the services'
 * own; what they answer is set, just before the held request goes on, with the sandbox scenario of
 * this path's traveller ('flight-scenario', POST /flights/sandbox/scenario): `departsInHours=2` (too
 * close to departure), `cancelFails=1` or `all` (the airline refuses Ravi's tickets, or every one),
 * `quoteAgeMs` (the quote counts as older than its validity: 409 QUOTE_EXPIRED). The quote's own
 * timer runs on the page's clock; a dropped connection stands for "cannot be sent"
 * (docs/decisions/0093).
 */
import type { Cause, Check, MachineBinding, Step, Target } from '../lib/binding'
import { ownerOnPage } from './owner-start'

const form: Target = { role: 'form', name: 'What to cancel' }
const getQuote: Target = { role: 'button', name: 'Get refund quote', within: form }
const confirm: Target = { role: 'button', name: 'Confirm cancellation' }
const quoteTable: Target = { role: 'table', name: 'Refund quote, per traveller and flight' }
const flowIs = (state: string): Check => ({ flowState: state, flow: 'cancellation' })
const scenario = (text: string): Step => ({ harness: 'flight-scenario', args: { scenario: text } })
/** The services answer under this scenario. */
const answers = (text: string): Cause => ({ do: [scenario(text), { answer: 'arrives' }] })
/** The services' words (contracts/bookings/cancellation.ts cancellationMessages). */
const message = {
  done: 'Your cancellation is done. The refund is on its way.',
  partial:
    'Some tickets could not be cancelled by the airline and are kept. Only what was cancelled is refunded.',
  failed: 'The airline could not cancel these tickets. Nothing was cancelled and nothing is charged.',
  quoteExpired: 'This refund quote has expired. Ask for a fresh quote to see the refund now.',
}
const outcome = (heading: string): Check[] => [
  { visible: { role: 'heading', level: 2, name: heading, exact: true } },
  { visible: { role: 'list', name: 'Tickets' } },
  { hidden: confirm },
]

export const cancellationBinding: MachineBinding = {
  start: ownerOnPage('/account/bookings/{tripId}/cancel', { travellers: 2 }),
  states: {
    choosing: [
      { visible: { role: 'heading', level: 1, name: 'Cancel booking' } },
      { visible: { role: 'checkbox', name: 'Ms Asha Verma', within: form } },
      { visible: { role: 'checkbox', name: 'Mr Ravi Verma', within: form } },
      { visible: { role: 'radio', name: 'Original payment method', within: form } },
      { visible: getQuote, enabled: true },
    ],
    quoting: [{ visible: { text: 'Getting your refund quote…', exact: true } }, flowIs('quoting')],
    quoted: [
      { visible: { role: 'heading', level: 2, name: 'Your refund quote' } },
      { visible: quoteTable },
      { visible: { text: 'Full cancellation: nothing stays booked.' } },
      { visible: { text: /^This quote is valid until \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} IST\.$/ } },
      { visible: confirm, enabled: true },
      flowIs('quoted'),
    ],
    cancelling: [
      { visible: { text: 'Cancelling your tickets with the airline…', exact: true } },
      { visible: confirm, enabled: false },
      flowIs('cancelling'),
    ],
    expired: [
      { visible: { text: message.quoteExpired, exact: true } },
      { visible: { role: 'button', name: 'Get a fresh quote' }, enabled: true },
      { hidden: confirm },
    ],
    done: [
      ...outcome('Cancellation done'),
      { visible: { text: message.done, exact: true } },
      { visible: { role: 'table', name: /^Refunds of Trip Id SF\d{10}$/ } },
    ],
    partial: [...outcome('Partly cancelled'), { visible: { text: message.partial, exact: true } }],
    failed: [
      ...outcome('Cancellation failed'),
      { visible: { text: message.failed, exact: true } },
      { visible: { text: 'Nothing has been refunded on this booking.', exact: true } },
    ],
  },
  events: {
    QUOTE: { do: [{ click: getQuote }] },
    CONFIRM: { do: [{ click: confirm }] },
    CHANGE: { do: [{ click: { role: 'button', name: 'Change selection' } }] },
    REQUOTE: { do: [{ click: { role: 'button', name: 'Get a fresh quote' } }] },
    'xstate.done.actor.requestQuote': answers(''),
    'xstate.error.actor.requestQuote': answers('departsInHours=2'),
    'xstate.after.quoteExpiry.cancellation.quoted': { do: [{ tick: 'delay' }] },
    'xstate.done.actor.confirmQuote': {
      bySample: {
        'everything chosen is cancelled': answers(''),
        'the airline refuses some tickets': answers('cancelFails=1'),
        'the airline cancels nothing': answers('cancelFails=all'),
      },
    },
    'xstate.error.actor.confirmQuote': {
      bySample: {
        // The quote's whole validity (cancellation.quoteValidityMs) has passed, as the services see it.
        'the quote expired meanwhile': answers('quoteAgeMs=900000'),
        'the cancellation cannot be sent': { do: [{ answer: 'fails' }] },
      },
    },
  },
  actors: {
    requestQuote: { url: '/_serverFn/{fn:requestCancelQuote}', method: 'POST' },
    confirmQuote: { url: '/_serverFn/{fn:confirmCancellation}', method: 'POST' },
  },
}
