/**
 * A hotel's rooms and offers for a stay (001 §3 "Hotel availability", §4; issue 15): the rooms
 * are asked for; an offer chosen is checked again before the booking review opens — still there at
 * the same price (chosen), at a new price (the traveller sees old and new and continues or goes
 * back), or gone (sold out). Opened from a search whose card showed another price, the hotel page
 * starts with that change (old and new): continue to the rooms, or back to the results. A 500 or 503 of the supplier side is a failure the logging service
 * hears of.
 */
import { assign, fromPromise, setup } from 'xstate'
import type { AvailabilityAnswer, AvailabilityQuery, HotelOffer } from '@contracts/hotels/hotel'
import { notProvided } from '../lib/not-provided'
import { isServerFailure, messageOf } from '../lib/errors'
import { scenarioOf } from '../lib/scenario'

export interface AvailabilityInput {
  hotelId: string
  stay: AvailabilityQuery
  /** The sandbox scenario of the address (the server forwards it only in the sandbox). */
  scenario?: string
}

export interface ChosenOffer {
  room_idx: number
  offer_id: string
}

export interface PriceChange {
  /** Paise, the whole stay. */
  old: number
  new: number
}

export interface AvailabilityContext extends AvailabilityInput {
  answer: AvailabilityAnswer | null
  chosen: ChosenOffer | null
  priceChange: PriceChange | null
  error: string | null
}

export type AvailabilityEvent =
  { type: 'CHOOSE'; offer: ChosenOffer } | { type: 'CONTINUE' } | { type: 'BACK' } | { type: 'RETRY' }

const FAILED = 'We could not load the rooms of this hotel.'

export function findOffer(
  answer: AvailabilityAnswer | null,
  chosen: ChosenOffer | null,
): HotelOffer | undefined {
  if (!answer || !chosen) return undefined
  return answer.hotel.rooms
    .find((room) => room.room_idx === chosen.room_idx)
    ?.offers.find((offer) => offer.offer_id === chosen.offer_id && offer.available_count > 0)
}

export const hotelAvailabilityMachine = setup({
  types: {
    context: {} as AvailabilityContext,
    input: {} as AvailabilityInput,
    events: {} as AvailabilityEvent,
  },
  actors: {
    fetchAvailability: fromPromise<AvailabilityAnswer, AvailabilityInput>(async () =>
      notProvided('fetchAvailability'),
    ),
  },
  actions: {
    // The flow reports to the logging service (src/flows/hotels/hotel.flow.ts).
    logFailure: (_, _params: { error: unknown }) => {},
    fail: assign({ error: ({ event }) => messageOf('error' in event ? event.error : undefined, FAILED) }),
  },
  guards: {
    soldOut: (_, params: { answer: AvailabilityAnswer }) => !params.answer.hotelAvailable,
    offerGone: ({ context }, params: { answer: AvailabilityAnswer }) =>
      !params.answer.hotelAvailable || findOffer(params.answer, context.chosen) === undefined,
    priceSame: ({ context }, params: { answer: AvailabilityAnswer }) =>
      findOffer(params.answer, context.chosen)?.price.amount ===
      findOffer(context.answer, context.chosen)?.price.amount,
    roomsLeft: ({ context }) => context.answer?.hotelAvailable === true,
    hasChosen: ({ context }) => context.chosen !== null,
    cardPriceChanged: (_, params: { answer: AvailabilityAnswer }) => params.answer.price_change !== null,
    serverFailure: ({ event }) => 'error' in event && isServerFailure(event.error),
  },
}).createMachine({
  id: 'hotelAvailability',
  description: "A hotel's rooms and offers for the stay, and the check of the offer chosen before booking.",
  context: ({ input }) => ({ ...input, answer: null, chosen: null, priceChange: null, error: null }),
  initial: 'request',
  states: {
    request: {
      description: 'The rooms and offers of the hotel for these dates and guests are being asked for.',
      invoke: {
        id: 'fetchAvailability',
        src: 'fetchAvailability',
        input: ({ context }) => ({ hotelId: context.hotelId, stay: context.stay, ...scenarioOf(context) }),
        onDone: [
          {
            guard: { type: 'soldOut', params: ({ event }) => ({ answer: event.output }) },
            target: 'soldOut',
            actions: assign({ answer: ({ event }) => event.output }),
          },
          {
            // Opened from a search whose card showed another price (the answer's price_change).
            guard: { type: 'cardPriceChanged', params: ({ event }) => ({ answer: event.output }) },
            target: 'priceChange',
            actions: assign(({ event }) => ({
              answer: event.output,
              error: null,
              priceChange: event.output.price_change
                ? { old: event.output.price_change.old.total, new: event.output.price_change.new.total }
                : null,
            })),
          },
          { target: 'success', actions: assign({ answer: ({ event }) => event.output, error: null }) },
        ],
        onError: [
          {
            guard: 'serverFailure',
            target: 'failure',
            actions: ['fail', { type: 'logFailure', params: ({ event }) => ({ error: event.error }) }],
          },
          { target: 'failure', actions: 'fail' },
        ],
      },
    },
    success: {
      description:
        'The rooms and their offers are listed: price per night and for the stay, policy, pay at hotel.',
      on: {
        CHOOSE: { target: 'pending', actions: assign({ chosen: ({ event }) => event.offer }) },
      },
    },
    pending: {
      description: 'The offer chosen is checked again: still available, and at what price.',
      invoke: {
        id: 'checkOffer',
        src: 'fetchAvailability',
        input: ({ context }) => ({ hotelId: context.hotelId, stay: context.stay, ...scenarioOf(context) }),
        onDone: [
          {
            guard: { type: 'offerGone', params: ({ event }) => ({ answer: event.output }) },
            target: 'soldOut',
            actions: assign({ answer: ({ event }) => event.output }),
          },
          {
            guard: { type: 'priceSame', params: ({ event }) => ({ answer: event.output }) },
            target: 'chosen',
            actions: assign({ answer: ({ event }) => event.output }),
          },
          {
            target: 'priceChange',
            actions: assign(({ context, event }) => ({
              priceChange: {
                old: findOffer(context.answer, context.chosen)?.price.amount ?? 0,
                new: findOffer(event.output, context.chosen)?.price.amount ?? 0,
              },
              answer: event.output,
            })),
          },
        ],
        onError: [
          {
            guard: 'serverFailure',
            target: 'failure',
            actions: ['fail', { type: 'logFailure', params: ({ event }) => ({ error: event.error }) }],
          },
          { target: 'failure', actions: 'fail' },
        ],
      },
    },
    priceChange: {
      description:
        'The price has changed since the search (or since the rooms were shown): the old and new prices are shown, to continue or go back.',
      on: {
        CONTINUE: [
          { guard: 'hasChosen', target: 'chosen', actions: assign({ priceChange: null }) },
          { target: 'success', actions: assign({ priceChange: null }) },
        ],
        BACK: [
          { guard: 'hasChosen', target: 'success', actions: assign({ priceChange: null, chosen: null }) },
          { target: 'leaving' },
        ],
      },
    },
    leaving: {
      description: 'The traveller went back to the search results rather than pay the new price.',
      type: 'final',
    },
    soldOut: {
      description:
        'No room is left for these dates (or the offer chosen just sold out): other dates or hotels are offered.',
      // Back to the other rooms when only the offer chosen sold out; a hotel with none left has none.
      on: { BACK: { guard: 'roomsLeft', target: 'success', actions: assign({ chosen: null }) } },
    },
    chosen: {
      description: 'The offer is confirmed at its price: the booking review opens.',
      type: 'final',
    },
    failure: {
      description: 'The rooms could not be loaded; the reason is shown with a way to try again.',
      on: { RETRY: { target: 'request', actions: assign({ error: null, chosen: null }) } },
    },
  },
})
