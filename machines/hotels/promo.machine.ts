/**
 * The promo code on the guests step (001 §4 "Promo code"; §3 "Hotel promo result"; §5): submit,
 * then success (the new price) or failure with the service's promoError and promoErrorType; an
 * applied code can be removed. A promo code and PAYBACK points cannot both be used (§5 message).
 */
import { assign, fromPromise, setup } from 'xstate'
import type { HotelPromoResult } from '@contracts/hotels/booking'
import { hotelMessages } from '@contracts/hotels/messages'
import { notProvided } from '../lib/not-provided'

export interface HotelPromoInput {
  /** The held booking the code is for. */
  bookingId: string
  /** A code already on the booking (a reload), or null. */
  applied: HotelPromoResult | null
}

/** A code sent to the service; a guest's promo limits count by the contact e-mail, when typed. */
export interface ApplyPromoInput {
  bookingId: string
  code: string
  email?: string
}

export interface HotelPromoContext {
  bookingId: string
  code: string
  /** The contact e-mail as typed when the code was sent ('' when none). */
  email: string
  result: HotelPromoResult | null
  promoError: string | null
  promoErrorType: string | null
}

export type HotelPromoEvent =
  /** `email`: the contact e-mail as typed; empty, the code is not sent (it is checked against it). */
  | { type: 'SUBMIT'; code: string; paybackInUse: boolean; email?: string }
  | { type: 'REMOVE' }
  | { type: 'CLEAR' }

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Oops! Something went wrong'

const promoSetup = setup({
  types: {
    context: {} as HotelPromoContext,
    input: {} as HotelPromoInput,
    events: {} as HotelPromoEvent,
  },
  actors: {
    applyPromo: fromPromise<HotelPromoResult, ApplyPromoInput>(async () => notProvided('applyPromo')),
    removePromo: fromPromise<unknown, { bookingId: string; code: string }>(async () =>
      notProvided('removePromo'),
    ),
  },
  guards: {
    paybackInUse: (_, inUse: boolean) => inUse,
    noEmail: (_, missing: boolean) => missing,
    refused: (_, result: HotelPromoResult) => result.promoError !== null,
    hasApplied: ({ context }) => context.result !== null,
  },
})

/** Sending a code (first time or again after a refusal): refused at once while PAYBACK is in use. */
const submit = [
  {
    guard: {
      type: 'paybackInUse' as const,
      params: ({ event }: { event: HotelPromoEvent }) => event.type === 'SUBMIT' && event.paybackInUse,
    },
    target: 'refused',
    actions: promoSetup.assign({
      code: ({ event }) => (event.type === 'SUBMIT' ? event.code : ''),
      promoError: hotelMessages.promoAndPoints,
      promoErrorType: 'PAYBACK_IN_USE',
    }),
  },
  {
    // Asked before the e-mail is typed: said here, by the promo field, not as the service's 400.
    guard: {
      type: 'noEmail' as const,
      params: ({ event }: { event: HotelPromoEvent }) =>
        event.type === 'SUBMIT' && event.email !== undefined && event.email.trim() === '',
    },
    target: 'refused',
    actions: promoSetup.assign({
      code: ({ event }) => (event.type === 'SUBMIT' ? event.code : ''),
      promoError: hotelMessages.promoNeedsEmail,
      promoErrorType: 'EMAIL_NEEDED',
    }),
  },
  {
    target: 'applying',
    actions: promoSetup.assign({
      code: ({ event }) => (event.type === 'SUBMIT' ? event.code : ''),
      email: ({ event }) => (event.type === 'SUBMIT' ? (event.email ?? '').trim() : ''),
    }),
  },
]

export const hotelPromoMachine = promoSetup.createMachine({
  id: 'hotelPromo',
  description: 'Apply a promo code to the held booking, or remove it.',
  context: ({ input }) => ({
    bookingId: input.bookingId,
    code: input.applied?.code ?? '',
    email: '',
    result: input.applied,
    promoError: null,
    promoErrorType: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      description:
        'no code: the traveller may type one (a code already on the booking, after a reload, shows as applied)',
      always: { guard: 'hasApplied', target: 'applied' },
      on: {
        SUBMIT: submit,
      },
    },
    applying: {
      description: 'the hotel service checks the code against the booking and prices it',
      invoke: {
        id: 'applyPromo',
        src: 'applyPromo',
        input: ({ context }) => ({
          bookingId: context.bookingId,
          code: context.code,
          ...(context.email ? { email: context.email } : {}),
        }),
        onDone: [
          {
            guard: { type: 'refused', params: ({ event }) => event.output },
            target: 'refused',
            actions: assign({
              promoError: ({ event }) => event.output.promoError,
              promoErrorType: ({ event }) => event.output.promoErrorType,
            }),
          },
          {
            target: 'applied',
            actions: assign({
              result: ({ event }) => event.output,
              promoError: null,
              promoErrorType: null,
            }),
          },
        ],
        onError: {
          target: 'refused',
          actions: assign({
            promoError: ({ event }) => messageOf(event.error),
            promoErrorType: 'ERROR',
          }),
        },
      },
    },
    refused: {
      description: 'the code was refused: promoError says why (and the §5 message when PAYBACK is in use)',
      on: {
        SUBMIT: submit,
        CLEAR: {
          target: 'idle',
          actions: assign({ code: '', promoError: null, promoErrorType: null }),
        },
      },
    },
    applied: {
      description: 'the code is on the booking: the discount or cashback shows in the breakdown',
      on: { REMOVE: 'removing' },
    },
    removing: {
      description: 'the code is taken off the booking',
      invoke: {
        id: 'removePromo',
        src: 'removePromo',
        input: ({ context }) => ({ bookingId: context.bookingId, code: context.code }),
        onDone: {
          target: 'idle',
          actions: assign({ code: '', result: null, promoError: null, promoErrorType: null }),
        },
        onError: {
          target: 'applied',
          actions: assign({ promoError: ({ event }) => messageOf(event.error), promoErrorType: 'ERROR' }),
        },
      },
    },
  },
})
