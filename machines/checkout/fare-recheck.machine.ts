/**
 * The fare re-check between "Book" on a result and the checkout (000 §4 "Selecting a flight",
 * §3 "Flight offer state", §7 offer and tax calls): the 'Rechecking Fares' loader while the airline
 * confirms the fare (an initial call, then the final one polled), then the checkout — or, when the
 * fare changed, the old and new totals side by side and the traveller's choice; when sold out, back
 * to the results with the reason.
 */
import { assign, fromPromise, setup } from 'xstate'
import type { Offer } from '@contracts/checkout/booking'
import { notProvided } from '../lib/not-provided'

export interface RecheckInput {
  searchId: string
  travelPlanIds: string[]
  /** Sandbox controls from the results address (reprice=up…), honoured by a sandbox store only. */
  scenario?: string
}

export interface FareRecheckInput extends RecheckInput {
  /** 000 §9 polling: how often the final fare is asked for (app.config.ts polling.intervalMs). */
  pollIntervalMs: number
}

export interface RecheckContext extends RecheckInput {
  pollIntervalMs: number
  offer: Offer | null
  /** What went wrong, in words for the traveller. */
  error: string | null
  bookingId: string | null
}

export type RecheckEvent = { type: 'CONTINUE' } | { type: 'BACK' } | { type: 'RETRY' }

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Oops! Something went wrong'
const codeOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined

export const fareRecheckMachine = setup({
  types: {
    context: {} as RecheckContext,
    input: {} as FareRecheckInput,
    events: {} as RecheckEvent,
    output: {} as { bookingId: string | null },
  },
  actors: {
    recheckFare: fromPromise<Offer, RecheckInput>(async () => notProvided('recheckFare')),
    pollOffer: fromPromise<Offer, { offerId: string }>(async () => notProvided('pollOffer')),
    startCheckout: fromPromise<
      { bookingId: string; tripId: string },
      { offerId: string; acceptedTotal: number }
    >(async () => notProvided('startCheckout')),
  },
  delays: {
    pollInterval: ({ context }) => context.pollIntervalMs,
  },
  guards: {
    isPending: (_, offer: Offer) => offer.status === 'PENDING',
    isSoldOut: (_, offer: Offer) => offer.status === 'SOLD_OUT',
    isExpired: (_, offer: Offer) => offer.status === 'EXPIRED',
    isChanged: (_, offer: Offer) => offer.status === 'CHANGED',
    soldOutMeanwhile: (_, error: unknown) => codeOf(error) === 'SOLD_OUT',
  },
}).createMachine({
  id: 'fareRecheck',
  description: 'Re-checks the chosen flights’ fare with the airline before the checkout opens.',
  context: ({ input }) => ({ ...input, offer: null, error: null, bookingId: null }),
  output: ({ context }) => ({ bookingId: context.bookingId }),
  initial: 'rechecking',
  states: {
    rechecking: {
      description: "the 'Rechecking Fares' loader: the fare of the chosen flights is sent to the airline",
      invoke: {
        id: 'recheckFare',
        src: 'recheckFare',
        input: ({ context }) => ({
          searchId: context.searchId,
          travelPlanIds: context.travelPlanIds,
          ...(context.scenario ? { scenario: context.scenario } : {}),
        }),
        // An airline that answers at once answers the initial call finally: no wait for a poll.
        onDone: [
          {
            guard: { type: 'isPending', params: ({ event }) => event.output },
            target: 'waiting',
            actions: assign({ offer: ({ event }) => event.output, error: null }),
          },
          {
            guard: { type: 'isSoldOut', params: ({ event }) => event.output },
            target: 'soldOut',
            actions: assign({ offer: ({ event }) => event.output }),
          },
          {
            guard: { type: 'isChanged', params: ({ event }) => event.output },
            target: 'changed',
            actions: assign({ offer: ({ event }) => event.output }),
          },
          { target: 'startingCheckout', actions: assign({ offer: ({ event }) => event.output }) },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    waiting: {
      description: "still 'Rechecking Fares': the airline has not answered yet",
      after: { pollInterval: 'polling' },
    },
    polling: {
      description: "still 'Rechecking Fares': the store asks whether the airline has answered",
      invoke: {
        id: 'pollOffer',
        src: 'pollOffer',
        input: ({ context }) => ({ offerId: context.offer?.id ?? '' }),
        onDone: [
          {
            guard: { type: 'isPending', params: ({ event }) => event.output },
            target: 'waiting',
          },
          {
            guard: { type: 'isSoldOut', params: ({ event }) => event.output },
            target: 'soldOut',
            actions: assign({ offer: ({ event }) => event.output }),
          },
          {
            guard: { type: 'isExpired', params: ({ event }) => event.output },
            target: 'failed',
            actions: assign({
              offer: ({ event }) => event.output,
              error: ({ event }) => event.output.message,
            }),
          },
          {
            guard: { type: 'isChanged', params: ({ event }) => event.output },
            target: 'changed',
            actions: assign({ offer: ({ event }) => event.output }),
          },
          { target: 'startingCheckout', actions: assign({ offer: ({ event }) => event.output }) },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    changed: {
      description:
        'the airline changed the fare: the old and the new total side by side; the traveller continues at the new fare or goes back to the results',
      on: { CONTINUE: 'startingCheckout', BACK: 'cancelled' },
    },
    startingCheckout: {
      description:
        'the fare is agreed: the checkout is opened on the server (the seats are held for 12 minutes)',
      invoke: {
        id: 'startCheckout',
        src: 'startCheckout',
        input: ({ context }) => ({
          offerId: context.offer?.id ?? '',
          acceptedTotal: context.offer?.fare?.total ?? 0,
        }),
        onDone: {
          target: 'checkoutReady',
          actions: assign({ bookingId: ({ event }) => event.output.bookingId }),
        },
        onError: [
          {
            guard: {
              type: 'soldOutMeanwhile',
              params: ({ event }: { event: { error: unknown } }) => event.error,
            },
            target: 'soldOut',
            actions: assign({ error: ({ event }) => messageOf(event.error) }),
          },
          { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
        ],
      },
    },
    soldOut: {
      description:
        'sold out: the traveller is told why and goes back to the results to choose another flight',
      on: { BACK: 'cancelled' },
    },
    failed: {
      description: 'the fare could not be checked (or the check expired): try again, or back to the results',
      on: { RETRY: 'rechecking', BACK: 'cancelled' },
    },
    checkoutReady: {
      type: 'final',
      description: 'the checkout is open: the page moves to "Your flight"',
    },
    cancelled: {
      type: 'final',
      description: 'back to the results, the search as it was',
    },
  },
})
