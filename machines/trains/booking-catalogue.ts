/**
 * The train booking machines' catalogue entries (machines/catalogue.ts lists them): sample answers
 * that let the visualizer and the generated model paths reach every state.
 */
import type { CatalogueEntry } from '../catalogue'
import type { SampleEvents } from '../lib/events'
import { trainBookingMachine } from './booking.machine'
import { confirmationMachine } from '../commerce/confirmation.machine'
import { trainConfirmationOutcome } from './booking.logic'
import { trainTdrMachine } from './tdr.machine'
import {
  sampleCheckout,
  sampleContact,
  sampleJourney,
  sampleTrainBooking,
  sampleTravellers,
} from './booking-samples'
import { trainBookingBinding, trainConfirmationBinding, trainTdrBinding } from './booking-bindings'

const failure = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {})

const down = failure(
  'The railway booking system is not available just now. Please try again later.',
  'RAILWAY_DOWN',
)

export const trainBookingSampleEvents: SampleEvents = {
  SUBMIT_PASSENGERS: [{ label: 'the traveller continues with 2 passengers', travellers: sampleTravellers }],
  SUBMIT_CONTACT: [{ label: 'the traveller gives a mobile, e-mail and address', contact: sampleContact }],
  BACK: [{ label: 'the traveller goes back a step' }],
  CHECK_USER: [{ label: 'the traveller checks the railway user id ravi.kumar', userId: 'ravi.kumar' }],
  'xstate.done.actor.checkUser': [
    { label: 'the user id exists', output: { available: true } },
    { label: 'no user has that id', output: { available: false } },
  ],
  'xstate.error.actor.checkUser': [
    { label: 'the railway is down', error: down },
    { label: 'the check cannot be sent', error: failure('Oops! Something went wrong. Please try again') },
  ],
  LOGIN: [{ label: 'the traveller logs in with the railway password', password: 'Rail@1234' }],
  'xstate.done.actor.railLogin': [{ label: 'the railway accepts the login', output: undefined }],
  'xstate.error.actor.railLogin': [
    { label: 'the password is wrong', error: failure('Invalid user id or password.', 'LOGIN_FAILED') },
    { label: 'the railway is down', error: down },
  ],
  LOGOUT: [{ label: 'the traveller logs out of the railway' }],
  CONFIRM: [{ label: 'the traveller confirms the booking' }],
  'xstate.done.actor.createBooking': [
    { label: 'the booking is created, the checkout starts', output: sampleCheckout },
  ],
  'xstate.error.actor.createBooking': [
    { label: 'the railway is down', error: down },
    {
      label: 'the railway cannot book this now',
      error: failure(
        'Booking is not available between 23:45 and 00:20. Please try after 00:20.',
        'NOT_AVAILABLE',
      ),
    },
    {
      label: 'the railway refuses the booking',
      error: failure('This train does not run on that date.', 'VALIDATION_FAILED'),
    },
  ],
  PAY: [{ label: 'the traveller accepts the terms and pays' }],
  DISMISS: [{ label: 'the traveller closes the modal' }],
  RESUME: [
    {
      label: 'a reloaded review finds its unpaid booking, 3 minutes left',
      booking: sampleCheckout,
      timeLeftMs: 180_000,
    },
  ],
}

/** A booking as the train port reads it for the confirmation page. */
const polled = (booking: ReturnType<typeof sampleTrainBooking>) => ({
  booking,
  outcome: trainConfirmationOutcome(booking),
})

export const trainConfirmationSampleEvents: SampleEvents = {
  'xstate.done.actor.fetchBooking': [
    { label: 'paid, the railway is booking', output: polled(sampleTrainBooking('PAID')) },
    { label: 'the railway answers with a PNR', output: polled(sampleTrainBooking('BOOKED')) },
    {
      label: 'the booking failed after payment and is refunded',
      output: polled(sampleTrainBooking('BOOKING_FAILED')),
    },
    { label: 'the payment failed', output: polled(sampleTrainBooking('PAYMENT_FAILED')) },
    { label: 'the checkout session ended unpaid', output: polled(sampleTrainBooking('EXPIRED')) },
  ],
  'xstate.error.actor.fetchBooking': [
    { label: 'the booking cannot be read', error: failure('Oops! Something went wrong') },
  ],
  RETRY: [{ label: 'the traveller checks again' }],
}

export const trainTdrSampleEvents: SampleEvents = {
  OPEN: [{ label: 'the owner opens File TDR' }],
  CLOSE: [{ label: 'the owner closes the modal' }],
  FILE: [
    {
      label: 'the owner files a TDR for passenger 1: AC failure',
      request: { reason: 'AC_FAILURE', serials: [1] },
    },
  ],
  'xstate.done.actor.fileTdr': [{ label: 'the railway accepts the TDR', output: { tdrId: 'TDR0000000001' } }],
  'xstate.error.actor.fileTdr': [
    {
      label: 'the TDR is not sent (the connection drops)',
      error: failure('Oops! Something went wrong. Please try again'),
    },
  ],
  RETRY: [{ label: 'the owner tries again' }],
}

export const trainBookingCatalogueEntries: CatalogueEntry[] = [
  {
    id: 'train-booking',
    title: 'Train booking',
    summary:
      'Passengers, contact, the railway login (user id checked, logout resets), confirm, review and pay within 5 minutes.',
    machine: trainBookingMachine,
    sampleEvents: trainBookingSampleEvents,
    sampleInputs: { checkoutMs: 300_000, journey: sampleJourney },
    binding: trainBookingBinding,
    // The typed passengers and contact are the same on every path; what the login found is what matters.
    serializeContext: (context) => {
      const c = context as { userAvailability: { available: boolean } | null }
      return c.userAvailability?.available ?? null
    },
  },
  {
    id: 'train-confirmation',
    title: 'Train booking confirmation',
    summary:
      'After the gateway: polled every second until the PNR, a refund, or not confirmed yet after 30 minutes.',
    machine: confirmationMachine,
    sampleEvents: trainConfirmationSampleEvents,
    // 001 §8: about 30 minutes unconfirmed, and the booking is retried no more but refunded.
    sampleInputs: { ref: 'tb_sample', booking: null, patienceMs: 1_800_000 },
    notInThisProduct: {
      'confirmation.confirmedPayLater': 'a train ticket is paid before the railway books it',
      'confirmation.payingAgain': 'a failed train payment offers a new search, not to pay again here',
      'confirmation.review': 'the gateway offers trains no fraud hold (docs/decisions/0205)',
    },
    binding: trainConfirmationBinding,
  },
  {
    id: 'train-tdr',
    title: 'File a TDR',
    summary: 'The PNR page’s file-TDR modal: open, choose a reason and passengers, filed or refused, closed.',
    machine: trainTdrMachine,
    sampleEvents: trainTdrSampleEvents,
    sampleInputs: { bookingId: 'rb_0123456789abcdef' },
    binding: trainTdrBinding,
  },
]
