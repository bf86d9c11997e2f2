/**
 * Hotel booking creation (001 §4): the review page's Continue holds the rooms (POST /hotels/booking),
 * the guests page's Pay now sends the details and gets the gateway's page (PUT), Pay at hotel books
 * without paying (POST /hotels/book_at_hotel). A request sets paymentFormSubmitted (the buttons are
 * disabled while it is on); success or failure clears it. What the answer means is booking.logic.ts.
 */
import { assign, fromPromise, setup } from 'xstate'
import type { BookingAnswer, Guest, HotelBooking, HotelContact } from '@contracts/hotels/booking'
import type { BookingAddress } from '@contracts/hotels/booking-params'
import type { HotelBookingFailure } from '@contracts/hotels/messages'
import { notProvided } from '../lib/not-provided'
import { classifyBookingAnswer, failureOf, type BookingIntent, type BookingOutcome } from './booking.logic'

/** What the guests form sends (the booking id and the terms are added by the page). */
export interface GuestsDetails {
  contact: HotelContact
  guests: Guest[]
  pan?: string
  specialRequests?: string
  payback?: { number: string; pin: string }
  address: string
}

/**
 * What the page sends with its intent, as it stands when the traveller presses the button: the
 * review's hold (the address, the price shown, the page's attempt), or the guests step's details.
 */
export type HotelBookingRequest =
  | { kind: 'hold'; address: BookingAddress; shownAmount: number; attempt: string; scenario?: string }
  | { kind: 'details'; bookingId: string; details: GuestsDetails }

export interface SubmitBookingInput {
  intent: BookingIntent
  request: HotelBookingRequest | null
}

export interface HotelBookingContext {
  paymentFormSubmitted: boolean
  intent: BookingIntent | null
  request: HotelBookingRequest | null
  booking: HotelBooking | null
  failure: { code: HotelBookingFailure; message: string } | null
  /** The price the traveller saw before the hotel changed it (paise). */
  oldAmount: number | null
  payUrl: string | null
}

export type HotelBookingEvent =
  | { type: 'SUBMIT'; intent: BookingIntent; request: HotelBookingRequest }
  | { type: 'CONTINUE' }
  | { type: 'BACK' }

const outcomeIs = (result: BookingOutcome['result']) => (_: unknown, outcome: BookingOutcome) =>
  outcome.result === result

/** The answer read against what was asked (booking.logic.ts), for the guards. */
const outcomeOf = ({
  context,
  event,
}: {
  context: HotelBookingContext
  event: { output: BookingAnswer }
}): BookingOutcome => classifyBookingAnswer(event.output, context.intent ?? { kind: 'payNow' })

export const hotelBookingMachine = setup({
  types: {
    context: {} as HotelBookingContext,
    events: {} as HotelBookingEvent,
  },
  actors: {
    submitBooking: fromPromise<BookingAnswer, SubmitBookingInput>(async () => notProvided('submitBooking')),
  },
  guards: {
    isHeld: outcomeIs('held'),
    isPriceChanged: outcomeIs('priceChanged'),
    isPaying: outcomeIs('paying'),
    isBookedAtHotel: outcomeIs('bookedAtHotel'),
  },
}).createMachine({
  id: 'hotelBooking',
  description: 'Holds the rooms, then pays now or books to pay at the hotel; says why when it cannot.',
  context: {
    paymentFormSubmitted: false,
    intent: null,
    request: null,
    booking: null,
    failure: null,
    oldAmount: null,
    payUrl: null,
  },
  initial: 'idle',
  states: {
    idle: {
      description: 'the traveller reads the booking and fills in the form; nothing is sent yet',
      on: { SUBMIT: 'submitting' },
    },
    submitting: {
      description:
        'paymentFormSubmitted: the booking service is asked to hold the rooms, take the details or book at the hotel',
      entry: assign({
        paymentFormSubmitted: true,
        intent: ({ event }) => (event.type === 'SUBMIT' ? event.intent : null),
        request: ({ event }) => (event.type === 'SUBMIT' ? event.request : null),
        failure: null,
      }),
      invoke: {
        id: 'submitBooking',
        src: 'submitBooking',
        input: ({ context }) => ({ intent: context.intent ?? { kind: 'payNow' }, request: context.request }),
        onDone: [
          {
            guard: { type: 'isHeld', params: outcomeOf },
            target: 'held',
            actions: assign({ paymentFormSubmitted: false, booking: ({ event }) => event.output.booking }),
          },
          {
            guard: { type: 'isPriceChanged', params: outcomeOf },
            target: 'priceChanged',
            actions: assign({
              paymentFormSubmitted: false,
              booking: ({ event }) => event.output.booking,
              oldAmount: ({ context }) =>
                context.intent?.kind === 'hold' ? context.intent.shownAmount : null,
            }),
          },
          {
            guard: { type: 'isPaying', params: outcomeOf },
            target: 'paying',
            actions: assign({
              paymentFormSubmitted: false,
              booking: ({ event }) => event.output.booking,
              payUrl: ({ event }) => event.output.booking?.payment_url ?? null,
            }),
          },
          {
            guard: { type: 'isBookedAtHotel', params: outcomeOf },
            target: 'bookedAtHotel',
            actions: assign({ paymentFormSubmitted: false, booking: ({ event }) => event.output.booking }),
          },
          {
            target: 'failed',
            actions: assign({
              paymentFormSubmitted: false,
              failure: ({ context, event }) => {
                const outcome = classifyBookingAnswer(event.output, context.intent ?? { kind: 'payNow' })
                return outcome.result === 'failed' ? { code: outcome.code, message: outcome.message } : null
              },
            }),
          },
        ],
        onError: {
          target: 'failed',
          actions: assign({ paymentFormSubmitted: false, failure: ({ event }) => failureOf(event.error) }),
        },
      },
    },
    priceChanged: {
      description:
        'the hotel changed the price: the old and the new price, continue at the new one or go back',
      on: { CONTINUE: 'held', BACK: 'backToHotel' },
    },
    held: {
      type: 'final',
      description: 'the rooms are held for the 12-minute timer: on to the guests step with the booking id',
    },
    backToHotel: { type: 'final', description: 'back to the hotel page to choose another room' },
    paying: { type: 'final', description: "off to the gateway's payment page" },
    bookedAtHotel: {
      type: 'final',
      description: 'booked to pay at the hotel: the confirmation page with status SUCCESS',
    },
    failed: {
      description:
        'refused (sold out, price expired, promo already applied, error, or no payment URL): the words and a way on; nothing typed is lost',
      on: { SUBMIT: 'submitting' },
    },
  },
})
