/**
 * The hotel booking machines' catalogue entries (machines/catalogue.ts lists them): sample answers
 * that let the visualizer and the generated model paths reach every state.
 */
import type { CatalogueEntry } from '../catalogue'
import type { SampleEvents } from '../lib/events'
import { hotelBookingMachine, type HotelBookingContext } from './booking.machine'
import { hotelConfirmationMachine } from './confirmation.machine'
import { homestayFormMachine, type HomestayFormContext } from './homestay-form.machine'
import { hotelPromoMachine } from './promo.machine'
import { hotelTimerMachine } from './timer.machine'
import { heldAnswer, refusedAnswer, sampleHotelBooking, samplePromo } from './booking-samples'

const failure = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {})

export const hotelBookingSampleEvents: SampleEvents = {
  SUBMIT: [
    { label: 'the traveller continues from the review', intent: { kind: 'hold', shownAmount: 1_054_000 } },
    { label: 'the traveller pays now', intent: { kind: 'payNow' } },
    { label: 'the traveller books to pay at the hotel', intent: { kind: 'payAtHotel' } },
  ],
  'xstate.done.actor.submitBooking': [
    { label: 'the rooms are held at the price shown', output: heldAnswer() },
    {
      label: 'the rooms are held at a new price',
      output: heldAnswer({
        price: { ...sampleHotelBooking('PENDING').price, amount: 1_154_000, total: 1_154_000 },
      }),
    },
    {
      label: 'the gateway page is ready',
      output: heldAnswer({
        payment_url: 'http://127.0.0.1:3001/payment/pay/order_1',
        razor_order_id: 'order_1',
      }),
    },
    {
      label: 'booked to pay at the hotel',
      output: { booking: sampleHotelBooking('SUCCESS'), booking_error: null },
    },
    { label: 'the room sold out', output: refusedAnswer('sold-out') },
    { label: 'the price expired', output: refusedAnswer('cache-expired') },
    { label: 'the promo was applied already', output: refusedAnswer('PROMO_ALREADY_APPLIED') },
    { label: 'the booking service refused', output: refusedAnswer('ERROR') },
    { label: 'no way to pay came back', output: { booking: null, booking_error: null } },
  ],
  'xstate.error.actor.submitBooking': [
    {
      label: 'the hotel refuses to book at the hotel',
      error: failure('Pay at hotel is not offered for this room.'),
    },
  ],
  CONTINUE: [{ label: 'the traveller continues at the new price' }],
  BACK: [{ label: 'the traveller goes back to the hotel' }],
}

export const hotelPromoSampleEvents: SampleEvents = {
  SUBMIT: [
    { label: 'the traveller applies HOTEL500', code: 'HOTEL500', paybackInUse: false },
    { label: 'the traveller applies a code while using PAYBACK', code: 'HOTEL500', paybackInUse: true },
  ],
  'xstate.done.actor.applyPromo': [
    { label: 'the code is applied', output: samplePromo() },
    {
      label: 'the code is refused',
      output: samplePromo({
        promoDiscount: 0,
        promoError: 'This promo code has expired.',
        promoErrorType: 'EXPIRED',
      }),
    },
  ],
  'xstate.error.actor.applyPromo': [
    { label: 'the code cannot be sent', error: failure('Oops! Something went wrong') },
  ],
  'xstate.done.actor.removePromo': [{ label: 'the code is removed', output: undefined }],
  'xstate.error.actor.removePromo': [
    { label: 'the code cannot be removed', error: failure('Oops! Something went wrong') },
  ],
  REMOVE: [{ label: 'the traveller removes the code' }],
  CLEAR: [{ label: 'the traveller clears the refused code' }],
}

export const hotelConfirmationSampleEvents: SampleEvents = {
  'xstate.done.actor.fetchBooking': [
    { label: 'the bank has not told us yet', output: sampleHotelBooking('PENDING') },
    { label: 'paid, the hotel is confirming', output: sampleHotelBooking('PAID') },
    { label: 'the hotel confirmed', output: sampleHotelBooking('CONFIRMED') },
    { label: 'booked to pay at the hotel', output: sampleHotelBooking('SUCCESS') },
    { label: 'the booking failed and is refunded', output: sampleHotelBooking('BOOKING_FAILED') },
    { label: 'held for a fraud check', output: sampleHotelBooking('BOOKING_FRAUD') },
    { label: 'the payment failed', output: sampleHotelBooking('PAYMENT_FAILED') },
    { label: 'the time ran out unpaid', output: sampleHotelBooking('EXPIRED') },
  ],
  'xstate.error.actor.fetchBooking': [
    { label: 'the booking cannot be read', error: failure('Oops! Something went wrong') },
  ],
  RETRY: [{ label: 'the traveller checks again' }],
}

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
    // What was asked changes what an answer means: a hold and a payment are different states.
    serializeContext: (context) => (context as HotelBookingContext).intent?.kind ?? null,
  },
  {
    id: 'hotel-promo',
    title: 'Hotel promo code',
    summary:
      'Apply a promo code to a held hotel booking (not with PAYBACK), see why it is refused, remove it.',
    machine: hotelPromoMachine,
    sampleEvents: hotelPromoSampleEvents,
    sampleInputs: { applied: null },
  },
  {
    id: 'hotel-confirmation',
    title: 'Hotel booking confirmation',
    summary: 'After the gateway: confirmed, pay at hotel, refunded, fraud check, or not confirmed yet.',
    machine: hotelConfirmationMachine,
    sampleEvents: hotelConfirmationSampleEvents,
    sampleInputs: { booking: null },
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
