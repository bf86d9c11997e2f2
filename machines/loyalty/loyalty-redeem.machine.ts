/**
 * Loyalty redeem (issue 26, named on the design card; 001 §2 "Loyalty redeem flow with a PIN-sent
 * modal", §3 redeem state, §4 "Loyalty"; 000 §8 look-up failure; docs/decisions/0229): the traveller
 * gives a mobile or card number, asks for a PIN (sent by SMS and e-mail: the PIN-sent modal), enters
 * it, chooses how much to redeem, and may undo it or pay without PAYBACK. Choosing another flight,
 * room or class resets every loyalty flag; removing the discount clears the account data too.
 */
import { assign, fromPromise, setup } from 'xstate'
import { notProvided } from '../lib/not-provided'

/** Account data as the look-up shows it (masked; contracts/loyalty accountSummarySchema). */
export interface PaybackAccount {
  card: string
  mobile: string
  name: string
  membership_status: number
}

export interface PaybackBalance {
  points: number
  /** Paise the points are worth. */
  value: number
  paise_per_point: number
  /** The largest share of a booking's total points may pay (percent). */
  max_share_percent: number
}

export interface LoyaltyRedeemContext {
  /** The number typed (10-digit mobile or 16-digit card). */
  number: string
  account: PaybackAccount | null
  /** Where the PIN went, masked, while the PIN-sent modal is open. */
  pinSentTo: { mobile: string; email: string } | null
  /** A PIN may be asked for again once the resend wait is over. */
  canResend: boolean
  authorization: string | null
  balance: PaybackBalance | null
  /** The booking's total before any tender, and what is left to pay now (paise). */
  bookingTotal: number
  left: number
  /** 001 §3 amountToRedeem: paise asked for. */
  amountToRedeem: number
  /** 001 §3 redeemed: paise the points paid, or null. */
  redeemed: number | null
  /** Nothing is left to pay after the points (the gateway is skipped). */
  fullAmountPaid: boolean
  proceedWithoutPayback: boolean
  lookupError: string | null
  pinError: string | null
  error: string | null
  undoError: string | null
}

export type LoyaltyRedeemEvent =
  | { type: 'SUBMIT_NUMBER'; number: string }
  | { type: 'REQUEST_PIN' }
  | { type: 'RESEND_PIN' }
  | { type: 'CLOSE_PIN_MODAL' }
  | { type: 'SUBMIT_PIN'; pin: string }
  | { type: 'REDEEM'; amount: number }
  | { type: 'UNDO' }
  | { type: 'REMOVE_DISCOUNT' }
  | { type: 'CHANGE_NUMBER' }
  | { type: 'PROCEED_WITHOUT_PAYBACK' }
  | { type: 'USE_PAYBACK' }
  | { type: 'TOTALS_CHANGED'; bookingTotal: number; left: number }
  /** Another flight, room or class was chosen: every loyalty flag is reset. */
  | { type: 'SELECTION_CHANGED' }

export interface LoyaltyRedeemInput {
  bookingTotal: number
  left: number
  /** Named delays' values (app.config.ts loyalty.pinResendCooldownMs, authorizationTtlMs). */
  resendCooldownMs: number
  authorizationTtlMs: number
}

/** 000 §8: the look-up failure's words depend on the input's length (contracts/loyalty/messages.ts). */
export function lookupFailure(number: string): string {
  return `PAYBACK account not found for this ${number.length === 10 ? 'mobile' : 'card'} number`
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Oops! Something went wrong')

const cleared = {
  number: '',
  account: null,
  pinSentTo: null,
  canResend: false,
  authorization: null,
  balance: null,
  amountToRedeem: 0,
  redeemed: null,
  fullAmountPaid: false,
  proceedWithoutPayback: false,
  lookupError: null,
  pinError: null,
  error: null,
  undoError: null,
} satisfies Omit<LoyaltyRedeemContext, 'bookingTotal' | 'left'>

/** The most points may pay now (paise): the allowed share of the total, and what is left. */
export function redeemCap(balance: PaybackBalance, totals: { bookingTotal: number; left: number }): number {
  return Math.max(
    0,
    Math.min(Math.floor((totals.bookingTotal * balance.max_share_percent) / 100), totals.left),
  )
}

/** The default amount: everything the points are worth, up to the cap, in whole points. */
const suggested = (balance: PaybackBalance, totals: { bookingTotal: number; left: number }) =>
  Math.floor(Math.min(balance.value, redeemCap(balance, totals)) / balance.paise_per_point) *
  balance.paise_per_point

export const loyaltyRedeemMachine = setup({
  types: {
    context: {} as LoyaltyRedeemContext & LoyaltyRedeemInput,
    input: {} as LoyaltyRedeemInput,
    events: {} as LoyaltyRedeemEvent,
  },
  actors: {
    /** The account behind the number, or null when there is none (a 404). */
    lookupAccount: fromPromise<PaybackAccount | null, { number: string }>(async () =>
      notProvided('lookupAccount'),
    ),
    /** Sends the PIN to the registered mobile and e-mail. */
    requestPin: fromPromise<{ mobile: string; email: string }, { number: string }>(async () =>
      notProvided('requestPin'),
    ),
    /** A right PIN: the redeem authorisation and the balance. */
    verifyPin: fromPromise<
      { authorization: string; balance: PaybackBalance },
      { number: string; pin: string }
    >(async () => notProvided('verifyPin')),
    /** The commerce core holds the points as a tender; answers what they paid and what is left. */
    redeemPoints: fromPromise<{ redeemed: number; left: number }, { authorization: string; amount: number }>(
      async () => notProvided('redeemPoints'),
    ),
    /** The core releases the points tender. */
    undoRedeem: fromPromise<void>(async () => notProvided('undoRedeem')),
  },
  delays: {
    resendCooldown: ({ context }) => context.resendCooldownMs,
    authorizationExpiry: ({ context }) => context.authorizationTtlMs,
  },
  actions: {
    resetEverything: assign(() => ({ ...cleared })),
  },
}).createMachine({
  id: 'loyaltyRedeem',
  description:
    'Redeem PAYBACK points on the payment step: number, PIN, amount; undo, or pay without PAYBACK.',
  context: ({ input }) => ({ ...cleared, ...input }),
  initial: 'enterNumber',
  on: {
    SELECTION_CHANGED: { target: '.enterNumber', actions: 'resetEverything' },
    TOTALS_CHANGED: {
      actions: assign({ bookingTotal: ({ event }) => event.bookingTotal, left: ({ event }) => event.left }),
    },
  },
  states: {
    enterNumber: {
      description:
        'the PAYBACK box: "Mobile number or PAYBACK card number" and "Find my account"; a failed look-up says not found for this mobile number (10 digits) or card number; "Pay without PAYBACK"',
      on: {
        SUBMIT_NUMBER: {
          target: 'lookingUp',
          actions: assign({ number: ({ event }) => event.number.trim(), lookupError: null, error: null }),
        },
        PROCEED_WITHOUT_PAYBACK: {
          target: 'withoutPayback',
          actions: assign({ proceedWithoutPayback: true }),
        },
      },
    },
    lookingUp: {
      description: 'the account is looked up by the mobile or card number',
      invoke: {
        id: 'lookupAccount',
        src: 'lookupAccount',
        input: ({ context }) => ({ number: context.number }),
        onDone: [
          {
            guard: ({ event }) => event.output === null,
            target: 'enterNumber',
            actions: assign({ lookupError: ({ context }) => lookupFailure(context.number) }),
          },
          { target: 'accountFound', actions: assign({ account: ({ event }) => event.output }) },
        ],
        onError: {
          target: 'enterNumber',
          actions: assign({ lookupError: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    accountFound: {
      description:
        'the account, masked (name, card and mobile ending), with "Send PIN": a PIN goes to its registered mobile and e-mail; "Change number"',
      on: {
        REQUEST_PIN: { target: 'requestingPin', actions: assign({ error: null }) },
        CHANGE_NUMBER: { target: 'enterNumber', actions: 'resetEverything' },
        PROCEED_WITHOUT_PAYBACK: {
          target: 'withoutPayback',
          actions: assign({ proceedWithoutPayback: true }),
        },
      },
    },
    requestingPin: {
      description: 'the PIN is being sent',
      invoke: {
        id: 'requestPin',
        src: 'requestPin',
        input: ({ context }) => ({ number: context.number }),
        onDone: {
          target: 'pinSent',
          actions: assign({ pinSentTo: ({ event }) => event.output, pinError: null, canResend: false }),
        },
        onError: {
          target: 'accountFound',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    pinSent: {
      description:
        'the PIN-sent modal: where the PIN went, the PIN field and "Verify PIN"; a wrong PIN says how many tries are left (pin error), too many lock PAYBACK for a while; "Resend PIN" after a short wait',
      after: { resendCooldown: { actions: assign({ canResend: true }) } },
      on: {
        SUBMIT_PIN: { target: 'verifyingPin', actions: assign({ pinError: null }) },
        RESEND_PIN: { guard: ({ context }) => context.canResend, target: 'requestingPin' },
        CLOSE_PIN_MODAL: { target: 'accountFound', actions: assign({ pinSentTo: null, pinError: null }) },
      },
    },
    verifyingPin: {
      description: 'the PIN is checked',
      invoke: {
        id: 'verifyPin',
        src: 'verifyPin',
        input: ({ context, event }) => ({
          number: context.number,
          pin: event.type === 'SUBMIT_PIN' ? event.pin : '',
        }),
        onDone: {
          target: 'ready',
          actions: assign({
            authorization: ({ event }) => event.output.authorization,
            balance: ({ event }) => event.output.balance,
            amountToRedeem: ({ event, context }) => suggested(event.output.balance, context),
            pinSentTo: null,
          }),
        },
        onError: { target: 'pinSent', actions: assign({ pinError: ({ event }) => messageOf(event.error) }) },
      },
    },
    ready: {
      description:
        'the points and what they are worth, an amount to redeem (at most the allowed share of the booking and what is left) and "Redeem points"; "Pay without PAYBACK"',
      after: {
        authorizationExpiry: {
          target: 'accountFound',
          actions: assign({
            authorization: null,
            balance: null,
            error:
              'Your PAYBACK session has expired. Enter your number and ask for a new PIN to redeem points.',
          }),
        },
      },
      on: {
        REDEEM: {
          target: 'redeeming',
          actions: assign({ amountToRedeem: ({ event }) => event.amount, error: null }),
        },
        REMOVE_DISCOUNT: { target: 'enterNumber', actions: 'resetEverything' },
        PROCEED_WITHOUT_PAYBACK: {
          target: 'withoutPayback',
          actions: assign({ proceedWithoutPayback: true }),
        },
      },
    },
    redeeming: {
      description: 'the points are held on the booking by the checkout',
      invoke: {
        id: 'redeemPoints',
        src: 'redeemPoints',
        input: ({ context }) => ({
          authorization: context.authorization ?? '',
          amount: context.amountToRedeem,
        }),
        onDone: {
          target: 'redeemed',
          actions: assign({
            redeemed: ({ event }) => event.output.redeemed,
            fullAmountPaid: ({ event }) => event.output.left === 0,
            undoError: null,
          }),
        },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    redeemed: {
      description:
        'the points paid part of the booking: the amount shows as paid with PAYBACK and what is left to pay (nothing: fully paid); "Undo" and "Remove PAYBACK discount"',
      on: {
        UNDO: { target: 'undoing', actions: assign({ undoError: null }) },
        REMOVE_DISCOUNT: { target: 'removing', actions: assign({ undoError: null }) },
      },
    },
    undoing: {
      description: 'the points go back to the account; the amount field shows again',
      invoke: {
        id: 'undoRedeem',
        src: 'undoRedeem',
        onDone: { target: 'ready', actions: assign({ redeemed: null, fullAmountPaid: false }) },
        onError: {
          target: 'redeemed',
          actions: assign({ undoError: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    removing: {
      description: 'the points go back and the account data is cleared',
      invoke: {
        id: 'removeRedeem',
        src: 'undoRedeem',
        onDone: { target: 'enterNumber', actions: 'resetEverything' },
        onError: {
          target: 'redeemed',
          actions: assign({ undoError: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    withoutPayback: {
      description:
        'the traveller pays without PAYBACK (proceedWithoutPayback); "Use PAYBACK points" brings the box back',
      on: { USE_PAYBACK: { target: 'enterNumber', actions: 'resetEverything' } },
    },
  },
})
