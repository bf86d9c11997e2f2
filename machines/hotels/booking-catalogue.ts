/**
 * The hotel booking machines' catalogue entries (machines/catalogue.ts lists them): sample answers
 * that let the visualizer and the generated model paths reach every state.
 */
import type { CatalogueEntry } from '../catalogue'
import type { SampleEvents } from '../lib/events'
import { hotelBookingMachine, type HotelBookingContext } from './booking.machine'
import { confirmationMachine } from '../commerce/confirmation.machine'
import { homestayFormMachine, type HomestayFormContext } from './homestay-form.machine'
import { hotelPromoMachine } from './promo.machine'
import { hotelTimerMachine } from './timer.machine'
import {
  failure,
  hotelBookingSampleEvents,
  hotelConfirmationSampleEvents,
  hotelPromoSampleEvents,
} from './booking-events'
import {
  hotelBookingGuestsBinding,
  hotelBookingReviewBinding,
  hotelConfirmationBinding,
  hotelPromoBinding,
} from './bindings'

export { hotelBookingSampleEvents, hotelConfirmationSampleEvents, hotelPromoSampleEvents }

export const homestayFormSampleEvents: SampleEvents = {
  TYPE: [
    { label: 'the traveller types "Goa"', query: 'Goa' },
    { label: 'the traveller types "Go"', query: 'Go' },
  ],
  'xstate.done.actor.searchPlaces': [
    { label: 'places are found', output: [{ name: 'Goa', id: 'goa', city: 'Goa', state: 'Goa' }] },
  ],
  'xstate.error.actor.searchPlaces': [
    { label: 'the places call fails', error: failure('Oops! Something went wrong') },
  ],
  CHOOSE: [
    { label: 'the traveller chooses Goa', place: { name: 'Goa', id: 'goa', city: 'Goa', state: 'Goa' } },
  ],
  SET_DATES: [
    { label: 'the traveller picks 10–12 December', checkInDate: '2026-12-10', checkOutDate: '2026-12-12' },
  ],
  ADD_ROOM: [{ label: 'the traveller adds a room' }],
  REMOVE_ROOM: [{ label: 'the traveller removes the second room', index: 1 }],
  SET_ADULTS: [{ label: 'the traveller sets 2 adults in the first room', index: 0, adults: 2 }],
  SUBMIT: [{ label: 'the traveller searches' }],
}

export const hotelBookingCatalogueEntries: CatalogueEntry[] = [
  {
    id: 'hotel-booking',
    title: 'Hotel booking creation',
    summary: 'Hold the rooms, pay now or at the hotel; sold out, price expired or changed, promo refusals.',
    machine: hotelBookingMachine,
    sampleEvents: hotelBookingSampleEvents,
    binding: hotelBookingReviewBinding,
    // What was asked changes what an answer means: a hold and a payment are different states.
    serializeContext: (context) => (context as HotelBookingContext).intent?.kind ?? null,
  },
  {
    id: 'hotel-booking-guests',
    title: 'Hotel booking: pay now or at the hotel',
    summary:
      'The same machine on the guests page: the form filled in, Pay now goes to the gateway, Pay at hotel books.',
    machine: hotelBookingMachine,
    sampleEvents: hotelBookingSampleEvents,
    binding: hotelBookingGuestsBinding,
    serializeContext: (context) => (context as HotelBookingContext).intent?.kind ?? null,
  },
  {
    id: 'hotel-promo',
    title: 'Hotel promo code',
    summary:
      'Apply a promo code to a held hotel booking (not with PAYBACK), see why it is refused, remove it.',
    machine: hotelPromoMachine,
    sampleEvents: hotelPromoSampleEvents,
    sampleInputs: { bookingId: 'HB1234567890', applied: null },
    binding: hotelPromoBinding,
  },
  {
    id: 'hotel-confirmation',
    title: 'Hotel booking confirmation',
    summary: 'After the gateway: confirmed, pay at hotel, refunded, fraud check, or not confirmed yet.',
    machine: confirmationMachine,
    sampleEvents: hotelConfirmationSampleEvents,
    sampleInputs: { ref: 'hb_sample', booking: null },
    notInThisProduct: {
      'confirmation.payingAgain':
        'a failed hotel payment sends the traveller back to the guests step with a new hold, not to pay again here',
    },
    binding: hotelConfirmationBinding,
  },
  {
    id: 'hotel-timer',
    title: 'Hotel checkout timer',
    summary: 'The 12-minute hold on the rooms, its 2-minute warning and its end.',
    machine: hotelTimerMachine,
    sampleInputs: { remainingMs: 720_000, dangerMs: 120_000 },
  },
  {
    id: 'homestay-form',
    title: 'Homestay search form',
    summary:
      'Place (India, from 3 characters), dates and rooms of 1 adult; searches homestays, holiday homes, villas.',
    machine: homestayFormMachine,
    sampleEvents: homestayFormSampleEvents,
    // A chosen place is what makes Search go through.
    serializeContext: (context) => (context as HomestayFormContext).place !== null,
    sampleInputs: { today: '2026-12-01' },
  },
]
