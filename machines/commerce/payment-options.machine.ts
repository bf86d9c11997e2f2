/**
 * Payment options, shared by every product's payment step (issue 26 "Payment options"; 000 §4
 * "Checkout", §5; 001 §3 white-label payment modes; docs/decisions/0222): which tenders are offered
 * (app.config flags, the white-label modes and their order, agent or consumer, signed in or not),
 * what is applied and what is left to pay, apply and undo of each tender, a promo code, and the rule
 * that a promo code and PAYBACK points never go together (000 §5's words, given as input). What is
 * applied comes from the server's answer (the commerce core's tender state), never guessed here.
 */
import { assign, fromPromise, setup } from 'xstate'
import type { TenderKindName, TenderLine } from '@contracts/commerce/tenders'
import { notProvided } from '../lib/not-provided'

/** 001 §3: the white-label payment modes, in the order the panel shows them by default. */
export const PAYMENT_MODES = [
  'PAYBACK',
  'MoCASH',
  'GIFTCARD',
  'NETBANKING',
  'CARD',
  'UPI',
  'WALLET',
  'SAVEDPAYMENTMODES',
] as const
export type PaymentMode = (typeof PAYMENT_MODES)[number]

/** The tender a mode applies before the gateway; the other modes are the gateway's own methods. */
const TENDER_OF: Partial<Record<PaymentMode, TenderKindName>> = {
  PAYBACK: 'points',
  GIFTCARD: 'voucher',
  WALLET: 'wallet',
}

export interface PaymentOptionFlags {
  loyaltyPoints: boolean
  vouchers: boolean
  cardVault: boolean
  wallet: boolean
  upi: boolean
}

export interface PaymentOptionsInput {
  /** The product's booking the tenders are for. */
  bookingId: string
  flags: PaymentOptionFlags
  /** The white-label modes in the deployment's order (unknown names are ignored). */
  modes: readonly string[]
  /** An agent books for others: no traveller's wallet, points, vouchers or saved cards. */
  agent: boolean
  signedIn: boolean
  /** The booking's total before tenders (paise; after a promo's instant discount). */
  total: number
  applied: TenderLine[]
  promo: { code: string; discount: number } | null
  /** 000 §5: the promo-xor-points sentence, from contracts/promo. */
  promoXorPoints: string
}

export interface PaymentOption {
  mode: PaymentMode
  /** The tender it applies, or null for the gateway's methods (net banking, card, UPI, MoCASH, saved cards). */
  tender: TenderKindName | null
}

/** The modes offered on this booking, in the white-label order. */
export function offeredModes(input: Pick<PaymentOptionsInput, 'flags' | 'modes' | 'agent' | 'signedIn'>) {
  const { flags, agent, signedIn } = input
  const on: Record<PaymentMode, boolean> = {
    PAYBACK: flags.loyaltyPoints && !agent,
    MoCASH: true,
    GIFTCARD: flags.vouchers && !agent,
    NETBANKING: true,
    CARD: true,
    UPI: flags.upi,
    WALLET: flags.wallet && !agent && signedIn,
    SAVEDPAYMENTMODES: flags.cardVault && !agent && signedIn,
  }
  const known = (m: string): m is PaymentMode => (PAYMENT_MODES as readonly string[]).includes(m)
  return [...new Set(input.modes)]
    .filter(known)
    .filter((m) => on[m])
    .map((mode): PaymentOption => ({ mode, tender: TENDER_OF[mode] ?? null }))
}

export const tenderedOf = (applied: readonly TenderLine[]) => applied.reduce((s, t) => s + t.amount, 0)
export const leftOf = (c: { total: number; applied: readonly TenderLine[] }) =>
  Math.max(c.total - tenderedOf(c.applied), 0)

export interface PaymentOptionsContext extends PaymentOptionsInput {
  offered: PaymentOption[]
  error: string | null
  /** What the last change did, for the panel's live region. */
  announcement: string
}

/** The server's answer to an apply or undo: the booking's total and its live tenders. */
export interface TenderAnswer {
  total: number
  applied: TenderLine[]
}

export type PaymentOptionsEvent =
  | { type: 'APPLY'; kind: TenderKindName; index: number; amount: number; detail?: Record<string, string> }
  | { type: 'UNDO'; kind: TenderKindName; index: number }
  | { type: 'APPLY_PROMO'; code: string }
  | { type: 'REMOVE_PROMO' }
  | { type: 'PAY' }

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Oops! Something went wrong')
const rupees = (paise: number) =>
  `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
const NAMES: Record<TenderKindName, string> = {
  wallet: 'Wallet balance',
  points: 'PAYBACK points',
  voucher: 'Voucher',
}
const afterChange = (what: string, c: TenderAnswer) => `${what}. ${rupees(leftOf(c))} left to pay.`

export const paymentOptionsMachine = setup({
  types: {
    context: {} as PaymentOptionsContext,
    input: {} as PaymentOptionsInput,
    events: {} as PaymentOptionsEvent,
  },
  actors: {
    /** POST …/tenders (a fresh Idempotency-Key per attempt): the tender state after it. */
    applyTender: fromPromise<
      TenderAnswer,
      {
        bookingId: string
        kind: TenderKindName
        index: number
        amount: number
        detail?: Record<string, string>
      }
    >(async () => notProvided('applyTender')),
    /** POST …/tenders/undo. */
    undoTender: fromPromise<TenderAnswer, { bookingId: string; kind: TenderKindName; index: number }>(
      async () => notProvided('undoTender'),
    ),
    /** The product's promo call: the total before tenders after the code, and its discount. */
    applyPromo: fromPromise<{ total: number; discount: number; code: string }, { code: string }>(async () =>
      notProvided('applyPromo'),
    ),
    removePromo: fromPromise<{ total: number }>(async () => notProvided('removePromo')),
    /** POST …/tenders/pay: nothing is left, the booking is paid without the gateway. */
    payWithTenders: fromPromise<void, { bookingId: string }>(async () => notProvided('payWithTenders')),
  },
  guards: {
    /** The kind is offered, not applied at that index yet, and not more than is left. */
    canApply: ({ context, event }) =>
      event.type === 'APPLY' &&
      context.offered.some((o) => o.tender === event.kind) &&
      !context.applied.some((t) => t.kind === event.kind && t.index === event.index) &&
      event.amount > 0 &&
      event.amount <= leftOf(context),
    pointsOverPromo: ({ context, event }) =>
      event.type === 'APPLY' && event.kind === 'points' && context.promo !== null,
    promoOverPoints: ({ context }) => context.applied.some((t) => t.kind === 'points'),
    isApplied: ({ context, event }) =>
      event.type === 'UNDO' &&
      context.applied.some((t) => t.kind === event.kind && t.index === event.index && t.status === 'held'),
    nothingLeft: ({ context }) => leftOf(context) === 0 && context.applied.length > 0,
  },
  actions: {
    keepError: assign({ error: ({ event }) => messageOf((event as { error?: unknown }).error) }),
    promoXorPoints: assign({ error: ({ context }) => context.promoXorPoints }),
    refuseApply: assign({
      error: ({ context, event }) => {
        if (event.type !== 'APPLY') return context.error
        if (!context.offered.some((o) => o.tender === event.kind))
          return 'This way to pay is not offered on this booking.'
        if (context.applied.some((t) => t.kind === event.kind && t.index === event.index))
          return `${NAMES[event.kind]} is already applied. Undo it to change the amount.`
        return `You can use at most ${rupees(leftOf(context))} on this booking.`
      },
    }),
  },
}).createMachine({
  id: 'paymentOptions',
  description:
    'The payment options panel: tenders offered in the white-label order, what is applied and what is left, then the gateway for the rest.',
  context: ({ input }) => ({
    ...input,
    offered: offeredModes(input),
    error: null,
    announcement: '',
  }),
  initial: 'choosing',
  states: {
    choosing: {
      description:
        'the panel shows each offered way to pay, what is applied (each with Undo) and what is left; an error stays until the next try',
      on: {
        APPLY: [
          { guard: 'pointsOverPromo', actions: 'promoXorPoints' },
          { guard: 'canApply', target: 'applying', actions: assign({ error: null }) },
          { actions: 'refuseApply' },
        ],
        UNDO: { guard: 'isApplied', target: 'undoing', actions: assign({ error: null }) },
        APPLY_PROMO: [
          { guard: 'promoOverPoints', actions: 'promoXorPoints' },
          { target: 'applyingPromo', actions: assign({ error: null }) },
        ],
        REMOVE_PROMO: { target: 'removingPromo', actions: assign({ error: null }) },
        PAY: [{ guard: 'nothingLeft', target: 'payingWithTenders' }, { target: 'toGateway' }],
      },
    },
    applying: {
      description: 'the tender is held on the server under the booking’s lock; the total left follows',
      invoke: {
        id: 'applyTender',
        src: 'applyTender',
        input: ({ context, event }) =>
          event.type === 'APPLY'
            ? {
                bookingId: context.bookingId,
                kind: event.kind,
                index: event.index,
                amount: event.amount,
                ...(event.detail ? { detail: event.detail } : {}),
              }
            : { bookingId: context.bookingId, kind: 'wallet' as const, index: 0, amount: 0 },
        onDone: {
          target: 'choosing',
          actions: assign(({ event }) => ({
            total: event.output.total,
            applied: event.output.applied,
            announcement: afterChange(
              `${NAMES[event.output.applied.at(-1)?.kind ?? 'wallet']} applied`,
              event.output,
            ),
          })),
        },
        onError: { target: 'choosing', actions: 'keepError' },
      },
    },
    undoing: {
      description:
        'the tender is given back to its owner (the wallet, the points, the voucher) and the total goes up',
      invoke: {
        id: 'undoTender',
        src: 'undoTender',
        input: ({ context, event }) => ({
          bookingId: context.bookingId,
          ...(event.type === 'UNDO'
            ? { kind: event.kind, index: event.index }
            : { kind: 'wallet' as const, index: 0 }),
        }),
        onDone: {
          target: 'choosing',
          actions: assign(({ event }) => ({
            total: event.output.total,
            applied: event.output.applied,
            announcement: afterChange('Taken off the booking', event.output),
          })),
        },
        onError: { target: 'choosing', actions: 'keepError' },
      },
    },
    applyingPromo: {
      description: 'the promo code is checked; an instant discount lowers the total before tenders',
      invoke: {
        id: 'applyPromo',
        src: 'applyPromo',
        input: ({ event }) => ({ code: event.type === 'APPLY_PROMO' ? event.code : '' }),
        onDone: {
          target: 'choosing',
          actions: assign(({ context, event }) => ({
            total: event.output.total,
            promo: { code: event.output.code, discount: event.output.discount },
            announcement: afterChange(`Promo code ${event.output.code} applied`, {
              total: event.output.total,
              applied: context.applied,
            }),
          })),
        },
        onError: { target: 'choosing', actions: 'keepError' },
      },
    },
    removingPromo: {
      description: 'the promo code is taken off; the total before tenders goes back up',
      invoke: {
        id: 'removePromo',
        src: 'removePromo',
        onDone: {
          target: 'choosing',
          actions: assign(({ context, event }) => ({
            total: event.output.total,
            promo: null,
            announcement: afterChange('Promo code removed', {
              total: event.output.total,
              applied: context.applied,
            }),
          })),
        },
        onError: { target: 'choosing', actions: 'keepError' },
      },
    },
    payingWithTenders: {
      description: 'the tenders cover the whole total: the booking is paid without the gateway',
      invoke: {
        id: 'payWithTenders',
        src: 'payWithTenders',
        input: ({ context }) => ({ bookingId: context.bookingId }),
        onDone: { target: 'paid' },
        onError: { target: 'choosing', actions: 'keepError' },
      },
    },
    paid: {
      description: 'paid by tenders alone: the product’s confirmation follows',
      type: 'final',
    },
    toGateway: {
      description: 'what is left goes to the gateway: the product’s payment step takes over with its order',
      type: 'final',
    },
  },
})
