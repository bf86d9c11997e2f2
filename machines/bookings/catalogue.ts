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
]
