/**
 * Sample events of the hotel booking machines: the catalogue entries' (booking-catalogue.ts) and,
 * picked by label, the store bindings' (bindings.ts), which take only what their page can cause.
 */
import type { SampleEvents } from '../lib/events'
import { hotelConfirmationOutcome } from './booking.logic'
import {
  heldAnswer,
  refusedAnswer,
  sampleDetailsRequest,
  sampleHoldRequest,
  sampleHotelBooking,
  samplePromo,
} from './booking-samples'

export const failure = (message: string, code?: string) =>
  Object.assign(new Error(message), code ? { code } : {})

export const hotelBookingSampleEvents: SampleEvents = {
  SUBMIT: [
    {
      label: 'the traveller continues from the review',
      intent: { kind: 'hold', shownAmount: 1_054_000 },
      request: sampleHoldRequest,
    },
    { label: 'the traveller pays now', intent: { kind: 'payNow' }, request: sampleDetailsRequest },
    {
      label: 'the traveller books to pay at the hotel',
      intent: { kind: 'payAtHotel' },
      request: sampleDetailsRequest,
    },
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

/** A booking as the hotel port reads it for the confirmation page. */
const polled = (booking: ReturnType<typeof sampleHotelBooking>) => ({
  booking,
  outcome: hotelConfirmationOutcome(booking),
})

export const hotelConfirmationSampleEvents: SampleEvents = {
  'xstate.done.actor.fetchBooking': [
    { label: 'the bank has not told us yet', output: polled(sampleHotelBooking('PENDING')) },
    { label: 'paid, the hotel is confirming', output: polled(sampleHotelBooking('PAID')) },
    { label: 'the hotel confirmed', output: polled(sampleHotelBooking('CONFIRMED')) },
    { label: 'booked to pay at the hotel', output: polled(sampleHotelBooking('SUCCESS')) },
    { label: 'the booking failed and is refunded', output: polled(sampleHotelBooking('BOOKING_FAILED')) },
    { label: 'held for a fraud check', output: polled(sampleHotelBooking('BOOKING_FRAUD')) },
    { label: 'the payment failed', output: polled(sampleHotelBooking('PAYMENT_FAILED')) },
    { label: 'the time ran out unpaid', output: polled(sampleHotelBooking('EXPIRED')) },
  ],
  'xstate.error.actor.fetchBooking': [
    { label: 'the booking cannot be read', error: failure('Oops! Something went wrong') },
  ],
  RETRY: [{ label: 'the traveller checks again' }],
}

/** The samples of an event with these labels (all of them without labels), for a binding's own set. */
export function samplesOf(events: SampleEvents, type: string, labels?: string[]) {
  const all = events[type] ?? []
  const picked = labels ? all.filter((sample) => labels.includes(sample.label ?? '')) : all
  if (labels && picked.length !== labels.length)
    throw new Error(`${type}: no sample labelled ${labels.join(', ')}`)
  return picked
}
