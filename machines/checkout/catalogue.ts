/**
 * The checkout machines' catalogue entries (machines/catalogue.ts lists them): sample answers that
 * let the visualizer and the generated model paths reach every state.
 */
import type { CatalogueEntry } from '../catalogue'
import type { SampleEvents } from '../lib/events'
import { checkoutMachine } from './checkout.machine'
import { confirmationMachine } from '../commerce/confirmation.machine'
import { flightConfirmationOutcome } from './confirmation.outcome'
import { checkoutBinding } from './checkout.binding'
import { confirmationBinding } from '../commerce/confirmation.binding'
import { fareRecheckBinding } from './fare-recheck.binding'
import { fareRecheckMachine } from './fare-recheck.machine'
import { sampleBooking, sampleOffer, sampleRecheckInput, sampleTravellers } from './samples'

/** A booking as the flight port reads it for the confirmation page. */
const polled = (booking: ReturnType<typeof sampleBooking>) => ({
  booking,
  outcome: flightConfirmationOutcome(booking),
})

const failure = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {})

export const recheckSampleEvents: SampleEvents = {
  'xstate.done.actor.recheckFare': [
    { label: 'the airline is asked', output: sampleOffer('PENDING') },
    { label: 'the airline confirms the fare at once', output: sampleOffer('CONFIRMED') },
    { label: 'the airline changes the fare at once', output: sampleOffer('CHANGED', 472_500) },
    { label: 'the flight is sold out at once', output: sampleOffer('SOLD_OUT') },
  ],
  'xstate.error.actor.recheckFare': [
    {
      label: 'the fare check cannot be sent',
      error: failure('We appear to be having technical difficulties right now, please try again later.'),
    },
  ],
  'xstate.done.actor.pollOffer': [
    { label: 'the airline has not answered yet', output: sampleOffer('PENDING') },
    { label: 'the airline confirms the fare', output: sampleOffer('CONFIRMED') },
    { label: 'the airline changed the fare', output: sampleOffer('CHANGED', 472_500) },
    { label: 'the flight sold out', output: sampleOffer('SOLD_OUT') },
    {
      label: 'the fare check expired',
      output: {
        ...sampleOffer('EXPIRED'),
        message: 'This fare check has expired. Please check the fare again.',
      },
    },
  ],
  'xstate.error.actor.pollOffer': [
    { label: 'the answer cannot be read', error: failure('Oops! Something went wrong') },
  ],
  'xstate.done.actor.startCheckout': [
    {
      label: 'the checkout is opened',
      output: { bookingId: 'bk_0123456789abcdef0123456789abcdef', tripId: 'SF1234567890' },
    },
  ],
  'xstate.error.actor.startCheckout': [
    {
      label: 'the last seats went meanwhile',
      error: failure('These seats have just sold out. Please choose another flight.', 'SOLD_OUT'),
    },
    { label: 'the checkout cannot be opened', error: failure('Oops! Something went wrong') },
  ],
  CONTINUE: [{ label: 'the traveller continues at the new fare' }],
  BACK: [{ label: 'the traveller goes back to the results' }],
  RETRY: [{ label: 'the traveller tries again' }],
}

export const checkoutSampleInputs = {
  step: 'yourFlight',
  remainingMs: 720_000,
  dangerMs: 120_000,
  travellersSaved: false,
}

export const checkoutSampleEvents: SampleEvents = {
  CONTINUE: [{ label: 'the traveller continues' }],
  BACK: [{ label: 'the traveller goes back a step' }],
  GO_TO: [
    { label: 'the traveller opens Add-ons from the address', step: 'addOns' },
    { label: 'the traveller opens Traveller details from the address', step: 'travellerDetails' },
  ],
  SUBMIT_TRAVELLERS: [{ label: 'the traveller sends the details', travellers: sampleTravellers }],
  'xstate.done.actor.saveTravellers': [{ label: 'the details are saved', output: polled(sampleBooking('DRAFT')) }],
  // A refusal naming a field (a date of birth that contradicts the type) cannot come from the store:
  // the form checks the same rules first (contracts/checkout/travellers.ts). The machine test
  // covers how such a refusal lands on the field.
  'xstate.error.actor.saveTravellers': [
    { label: 'the details cannot be sent', error: failure('Oops! Something went wrong') },
  ],
  // Pay stays disabled until the terms are accepted, so the store never sends PAY without them; the
  // machine's own refusal of it is covered by the machine test.
  PAY: [{ label: 'the traveller pays, terms accepted', shownTotal: 479_900, termsAccepted: true }],
  'xstate.done.actor.pay': [
    { label: 'the gateway order is made', output: { payUrl: 'http://127.0.0.1:3001/payment/pay/order_1' } },
  ],
  'xstate.error.actor.pay': [
    {
      label: 'the total changed meanwhile',
      error: failure('The total is now 4818.00 rupees. Please check it before paying.', 'TOTAL_CHANGED'),
    },
  ],
}

export const confirmationSampleEvents: SampleEvents = {
  'xstate.done.actor.fetchBooking': [
    // Waiting for the bank, not the airline: from here every other answer can follow in the store
    // (the bank confirms, then the airline tickets or fails; the bank declines; the session ends).
    { label: 'the bank has not confirmed the payment yet', output: polled(sampleBooking('PAYMENT_PENDING')) },
    { label: 'the tickets are issued', output: polled(sampleBooking('TICKETED')) },
    { label: 'the booking failed and is refunded', output: polled(sampleBooking('REFUNDED')) },
    { label: 'the payment failed', output: polled(sampleBooking('PAYMENT_FAILED')) },
    { label: 'the payment is held for a fraud check', output: polled(sampleBooking('REVIEW')) },
    { label: 'the session ended unpaid', output: polled(sampleBooking('EXPIRED')) },
  ],
  'xstate.error.actor.fetchBooking': [
    { label: 'the booking cannot be read', error: failure('Oops! Something went wrong') },
  ],
  RETRY: [{ label: 'the traveller checks again' }],
  PAY_AGAIN: [{ label: 'the traveller pays again' }],
}

export const checkoutCatalogueEntries: CatalogueEntry[] = [
  {
    id: 'fare-recheck',
    title: 'Fare re-check',
    summary:
      "'Rechecking Fares' after Book: confirmed opens the checkout; a changed fare shows both totals; sold out goes back.",
    machine: fareRecheckMachine,
    sampleEvents: recheckSampleEvents,
    sampleInputs: sampleRecheckInput,
    binding: fareRecheckBinding,
  },
  {
    id: 'checkout',
    title: 'Flight checkout',
    summary: 'Your flight, add-ons, traveller details and payment under the 12-minute session timer.',
    machine: checkoutMachine,
    sampleEvents: checkoutSampleEvents,
    sampleInputs: checkoutSampleInputs,
    binding: checkoutBinding,
  },
  {
    id: 'booking-confirmation',
    title: 'Booking confirmation',
    summary: 'After the gateway: ticketed, refunded, pay again, fraud check, or not confirmed yet.',
    machine: confirmationMachine,
    sampleEvents: confirmationSampleEvents,
    sampleInputs: { ref: 'SF2611300001', booking: null, canPayAgain: true },
    binding: confirmationBinding,
    notInThisProduct: {
      'confirmation.confirmedPayLater': 'a flight is paid before the airline tickets it: nothing is paid later',
    },
  },
]
