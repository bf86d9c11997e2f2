/**
 * The bookings machines' catalogue entries (machines/catalogue.ts lists them): sample answers that
 * let the visualizer and the generated model paths reach every state.
 */
import type { CatalogueEntry } from '../catalogue'
import type { SampleEvents } from '../lib/events'
import { cancellationMachine } from './cancellation.machine'
import { refundTrackingMachine } from './refund-tracking.machine'
import { sampleCancellation, sampleQuote, sampleRefund } from './samples'

const failure = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {})

export const cancellationSampleEvents: SampleEvents = {
  QUOTE: [
    {
      label: 'the traveller asks for a quote for one traveller, to the original payment',
      selection: { travellers: [1], flightKeys: [], destination: 'source' },
    },
  ],
  'xstate.done.actor.requestQuote': [{ label: 'the quote is made', output: sampleQuote }],
  'xstate.error.actor.requestQuote': [
    {
      label: 'a flight is too close to departure',
      error: failure(
        'This flight leaves in less than 4 hours and can no longer be cancelled online. Please call customer care (6AM - 11:59PM).',
        'CANCELLATION_REFUSED',
      ),
    },
  ],
  CONFIRM: [{ label: 'the traveller confirms the cancellation' }],
  CHANGE: [{ label: 'the traveller changes the selection' }],
  REQUOTE: [{ label: 'the traveller asks for a fresh quote' }],
  'xstate.done.actor.confirmQuote': [
    { label: 'everything chosen is cancelled', output: sampleCancellation('done') },
    { label: 'the airline refuses some tickets', output: sampleCancellation('partial') },
    { label: 'the airline cancels nothing', output: sampleCancellation('failed') },
  ],
  'xstate.error.actor.confirmQuote': [
    {
      label: 'the quote expired meanwhile',
      error: failure(
        'This refund quote has expired. Ask for a fresh quote to see the refund now.',
        'QUOTE_EXPIRED',
      ),
    },
    { label: 'the cancellation cannot be sent', error: failure('Oops! Something went wrong') },
  ],
}

export const refundTrackingSampleEvents: SampleEvents = {
  'xstate.done.actor.fetchRefunds': [
    { label: 'the refund is registered', output: [sampleRefund('requested')] },
    { label: 'the refund is with the bank', output: [sampleRefund('initiated')] },
    { label: 'the refund is processed', output: [sampleRefund('processed')] },
    { label: 'the refund failed', output: [sampleRefund('failed')] },
    { label: 'nothing was refunded', output: [] },
  ],
  'xstate.error.actor.fetchRefunds': [
    { label: 'the refunds cannot be read', error: failure('Oops! Something went wrong') },
  ],
  RETRY: [{ label: 'the traveller checks again' }],
}

export const bookingsCatalogueEntries: CatalogueEntry[] = [
  {
    id: 'cancellation',
    title: 'Booking cancellation',
    summary:
      'Choose travellers and flights, see the refund quote, confirm: done, partial or failed; expiry asks again.',
    machine: cancellationMachine,
    sampleEvents: cancellationSampleEvents,
  },
  {
    id: 'refund-tracking',
    title: 'Refund tracker',
    summary:
      'Follows a trip’s refunds: requested, initiated, then processed with the bank reference, or failed.',
    machine: refundTrackingMachine,
    sampleEvents: refundTrackingSampleEvents,
    sampleInputs: { refunds: [] },
  },
]
