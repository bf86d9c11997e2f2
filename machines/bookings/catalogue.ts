/**
 * The bookings machines' catalogue entries (machines/catalogue.ts lists them): sample answers that
 * let the visualizer and the generated model paths reach every state, and the bindings that drive
 * the real store.
 */
import type { CatalogueEntry } from '../catalogue'
import type { SampleEvents } from '../lib/events'
import { TRY_AGAIN } from './failure'
import { LOOKUP_MISS, guestLookupBinding } from './guest-lookup.binding'
import { guestLookupMachine } from './guest-lookup.machine'
import { modificationRequestBinding } from './modification-request.binding'
import { modificationRequestMachine } from './modification-request.machine'
import { cancellationBinding } from './cancellation.binding'
import { cancellationMachine } from './cancellation.machine'
import { changeCodeMachine } from './change-code.machine'
import { refundTrackingBinding } from './refund-tracking.binding'
import { refundTrackingMachine } from './refund-tracking.machine'
import { sampleCancellation, sampleQuote, sampleRefund } from './samples'

/** A failure as the BFF throws it (a UserError's own fields, as they reach the browser). */
const failure = (message: string, status?: number) =>
  Object.assign(new Error(message), status ? { status } : {})

export const guestLookupSampleEvents: SampleEvents = {
  FIND: [
    { label: 'the guest types the Trip Id and e-mail', tripId: 'SF1234567890', contact: 'asha@example.com' },
  ],
  'xstate.done.actor.findBooking': [{ label: 'the booking is found', output: { tripId: 'SF1234567890' } }],
  'xstate.error.actor.findBooking': [
    { label: 'no booking has this Trip Id with this contact', error: failure(LOOKUP_MISS, 404) },
    { label: 'the connection drops', error: failure(TRY_AGAIN) },
  ],
}

export const modificationRequestSampleEvents: SampleEvents = {
  SEND: [
    {
      label: 'the traveller asks for 15 kg of extra baggage',
      kind: 'add_baggage',
      details: { traveller: 1, kg: 15 },
    },
  ],
  NEW_REQUEST: [{ label: 'the traveller asks for another change' }],
  'xstate.done.actor.sendRequest': [
    {
      label: 'the request is recorded',
      output: {
        reference: 'MR12345678',
        kind: 'add_baggage',
        details: { traveller: 1, kg: 15 },
        status: 'received',
        created_at: '2026-11-26T04:31:00.000Z',
        updated_at: '2026-11-26T04:31:00.000Z',
      },
    },
  ],
  'xstate.error.actor.sendRequest': [{ label: 'the connection drops', error: failure(TRY_AGAIN) }],
}

/** A failure with the services' error code (the cancellation's refusals). */
const coded = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {})

export const cancellationSampleEvents: SampleEvents = {
  QUOTE: [
    // The whole booking (decision 0093): the store's sandbox airline refuses one traveller's tickets
    // (partial) or all of them (failed) only when more than one traveller is cancelled.
    {
      label: 'the traveller asks for a quote for the whole booking, to the original payment',
      selection: { travellers: [], flightKeys: [], destination: 'source' },
    },
  ],
  'xstate.done.actor.requestQuote': [{ label: 'the quote is made', output: sampleQuote }],
  'xstate.error.actor.requestQuote': [
    {
      label: 'a flight is too close to departure',
      error: coded(
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
      error: coded(
        'This refund quote has expired. Ask for a fresh quote to see the refund now.',
        'QUOTE_EXPIRED',
      ),
    },
    { label: 'the cancellation cannot be sent', error: coded('Oops! Something went wrong') },
  ],
}

export const changeCodeSampleEvents: SampleEvents = {
  SEND: [{ label: 'the guest asks for the code by e-mail', channel: 'email' }],
  'xstate.done.actor.sendCode': [
    {
      label: 'the code is sent',
      output: {
        trip_id: 'SF1234567890',
        channel: 'email',
        sent_to: 'r•••@example.com',
        expires_at: '2026-11-26T04:41:00.000Z',
      },
    },
  ],
  'xstate.error.actor.sendCode': [
    {
      label: 'a code was sent moments ago',
      error: failure('A code was sent moments ago. You can ask for another in 30 seconds.', 429),
    },
  ],
  VERIFY: [{ label: 'the guest types the code', code: '123456' }],
  RESEND: [{ label: 'the guest asks for a new code' }],
  'xstate.done.actor.verifyCode': [{ label: 'the code is right', output: { tripId: 'SF1234567890' } }],
  'xstate.error.actor.verifyCode': [
    { label: 'the code is wrong', error: failure('This code is not right. Check it and try again.', 422) },
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
    { label: 'the refunds cannot be read', error: coded('Oops! Something went wrong') },
  ],
  RETRY: [{ label: 'the traveller checks again' }],
}

export const bookingsCatalogueEntries: CatalogueEntry[] = [
  {
    id: 'guest-lookup',
    title: 'Find a booking (guest)',
    summary: 'A guest finds a booking by Trip Id and the e-mail or mobile number used when booking.',
    machine: guestLookupMachine,
    sampleEvents: guestLookupSampleEvents,
    binding: guestLookupBinding,
  },
  {
    id: 'modification-request',
    title: 'Modification request',
    summary: 'A traveller asks for a date change, a name correction or extra baggage, and gets a reference.',
    machine: modificationRequestMachine,
    sampleEvents: modificationRequestSampleEvents,
    sampleInputs: { tripId: 'SF1234567890' },
    binding: modificationRequestBinding,
  },
  {
    id: 'cancellation',
    title: 'Booking cancellation',
    summary:
      'Choose travellers and flights, see the refund quote, confirm: done, partial or failed; expiry asks again.',
    machine: cancellationMachine,
    sampleEvents: cancellationSampleEvents,
    sampleInputs: { tripId: 'SF1234567890', quoteValidityMs: 900_000 },
    binding: cancellationBinding,
  },
  {
    id: 'change-code',
    title: 'Code before a guest changes a trip',
    summary:
      'A guest who found a trip confirms the code sent to its e-mail or mobile before cancelling it or asking for a change.',
    machine: changeCodeMachine,
    sampleEvents: changeCodeSampleEvents,
    sampleInputs: { tripId: 'SF1234567890' },
  },
  {
    id: 'refund-tracking',
    title: 'Refund tracker',
    summary:
      'Follows a trip’s refunds: requested, initiated, then processed with the bank reference, or failed.',
    machine: refundTrackingMachine,
    sampleEvents: refundTrackingSampleEvents,
    sampleInputs: { tripId: 'SF1234567890', refunds: [], refundPollMs: 3000 },
    binding: refundTrackingBinding,
  },
]
