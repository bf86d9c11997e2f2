/**
 * Voucher redeem (001 §2 "Voucher redeem screen", §3 "Vouchers", §4 "Vouchers"; issue 26): a list of
 * voucher entries, each with its applied status; the answers of redeem attempts and the errors of
 * removals are kept per entry index. A redeem that succeeds marks its entry applied; undo removes
 * the entry; reset restores a single empty entry. The same machine serves the redeem screen (where
 * "redeem" checks a code's value and validity) and the payment panel (where it applies a voucher to
 * the booking as a tender): the flow gives the actors.
 */
import { assign, fromPromise, setup } from 'xstate'
import { notProvided } from '../lib/not-provided'

/** At most this many vouchers on one booking. */
export const MAX_VOUCHER_ENTRIES = 5

export interface VoucherEntry {
  code: string
  applied: boolean
  /** Paise the voucher covers once applied (its value on the redeem screen). */
  amount: number | null
  /** The server's reference of the applied voucher (what undo sends back), or null. */
  ref: string | null
}

export interface VoucherAnswer {
  ok: boolean
  message: string
}

export interface VoucherRedeemContext {
  entries: VoucherEntry[]
  /** 001 §3: the answers keyed by entry index. */
  responses: Record<number, VoucherAnswer>
  /** The errors of removals, keyed by entry index. */
  removalErrors: Record<number, string>
  /** The entry being redeemed or removed. */
  busy: number | null
}

export type VoucherRedeemEvent =
  | { type: 'EDIT'; index: number; code: string }
  | { type: 'ADD_ENTRY' }
  | { type: 'REDEEM'; index: number }
  | { type: 'UNDO'; index: number }
  | { type: 'RESET' }

export interface RedeemOutput {
  amount: number
  ref: string | null
  message: string
}

const emptyEntry = (): VoucherEntry => ({ code: '', applied: false, amount: null, ref: null })
const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Oops! Something went wrong')

/** The map with key `index` removed and the keys above it moved down by one (the entries shift). */
function dropIndex<T>(map: Record<number, T>, index: number): Record<number, T> {
  const out: Record<number, T> = {}
  for (const [key, value] of Object.entries(map)) {
    const k = Number(key)
    if (k < index) out[k] = value
    else if (k > index) out[k - 1] = value
  }
  return out
}

function without<T>(map: Record<number, T>, index: number): Record<number, T> {
  const out = { ...map }
  delete out[index]
  return out
}

export const voucherRedeemMachine = setup({
  types: {
    context: {} as VoucherRedeemContext,
    events: {} as VoucherRedeemEvent,
  },
  actors: {
    /** Redeems (or, on the redeem screen, checks) one entry's code. */
    redeemVoucher: fromPromise<RedeemOutput, { code: string; index: number }>(async () =>
      notProvided('redeemVoucher'),
    ),
    /** Takes an applied voucher off the booking. */
    removeVoucher: fromPromise<void, { ref: string | null; index: number }>(async () =>
      notProvided('removeVoucher'),
    ),
  },
  guards: {
    canRedeem: ({ context, event }) => {
      if (event.type !== 'REDEEM') return false
      const entry = context.entries[event.index]
      return entry !== undefined && !entry.applied && entry.code.trim() !== ''
    },
    canUndo: ({ context, event }) => event.type === 'UNDO' && context.entries[event.index]?.applied === true,
    canEdit: ({ context, event }) =>
      event.type === 'EDIT' &&
      context.entries[event.index] !== undefined &&
      !context.entries[event.index]?.applied,
    canAdd: ({ context }) =>
      context.entries.length < MAX_VOUCHER_ENTRIES && context.entries.every((e) => e.applied),
  },
}).createMachine({
  id: 'voucherRedeem',
  description: 'Vouchers on a booking (or checked on the redeem screen): enter codes, redeem, undo, reset.',
  context: () => ({ entries: [emptyEntry()], responses: {}, removalErrors: {}, busy: null }),
  initial: 'ready',
  states: {
    ready: {
      description:
        'each voucher entry shows its code field and "Redeem", or, once applied, its amount and "Undo"; the last answer of each entry is shown under it; "Add another voucher" appears when every entry is applied',
      on: {
        EDIT: {
          guard: 'canEdit',
          actions: assign({
            entries: ({ context, event }) =>
              context.entries.map((e, i) => (i === event.index ? { ...e, code: event.code } : e)),
            responses: ({ context, event }) => without(context.responses, event.index),
          }),
        },
        ADD_ENTRY: {
          guard: 'canAdd',
          actions: assign({ entries: ({ context }) => [...context.entries, emptyEntry()] }),
        },
        REDEEM: {
          guard: 'canRedeem',
          target: 'redeeming',
          actions: assign({
            busy: ({ event }) => event.index,
            responses: ({ context, event }) => without(context.responses, event.index),
          }),
        },
        UNDO: {
          guard: 'canUndo',
          target: 'removing',
          actions: assign({
            busy: ({ event }) => event.index,
            removalErrors: ({ context, event }) => without(context.removalErrors, event.index),
          }),
        },
        RESET: {
          actions: assign({ entries: () => [emptyEntry()], responses: {}, removalErrors: {}, busy: null }),
        },
      },
    },
    redeeming: {
      description:
        'the code of one entry is sent; its "Redeem" button says it is working and the other entries wait',
      invoke: {
        id: 'redeemVoucher',
        src: 'redeemVoucher',
        input: ({ context }) => ({
          code: context.entries[context.busy ?? 0]?.code.trim() ?? '',
          index: context.busy ?? 0,
        }),
        onDone: {
          target: 'ready',
          actions: assign({
            entries: ({ context, event }) =>
              context.entries.map((e, i) =>
                i === context.busy
                  ? { ...e, applied: true, amount: event.output.amount, ref: event.output.ref }
                  : e,
              ),
            responses: ({ context, event }) => ({
              ...context.responses,
              [context.busy ?? 0]: { ok: true, message: event.output.message },
            }),
            busy: null,
          }),
        },
        onError: {
          target: 'ready',
          actions: assign({
            responses: ({ context, event }) => ({
              ...context.responses,
              [context.busy ?? 0]: { ok: false, message: messageOf(event.error) },
            }),
            busy: null,
          }),
        },
      },
    },
    removing: {
      description: 'an applied voucher is taken off the booking; its "Undo" button says it is working',
      invoke: {
        id: 'removeVoucher',
        src: 'removeVoucher',
        input: ({ context }) => ({
          ref: context.entries[context.busy ?? 0]?.ref ?? null,
          index: context.busy ?? 0,
        }),
        onDone: {
          target: 'ready',
          actions: assign(({ context }) => {
            const index = context.busy ?? 0
            const entries = context.entries.filter((_, i) => i !== index)
            return {
              entries: entries.length ? entries : [emptyEntry()],
              responses: dropIndex(context.responses, index),
              removalErrors: dropIndex(context.removalErrors, index),
              busy: null,
            }
          }),
        },
        onError: {
          target: 'ready',
          actions: assign({
            removalErrors: ({ context, event }) => ({
              ...context.removalErrors,
              [context.busy ?? 0]: messageOf(event.error),
            }),
            busy: null,
          }),
        },
      },
    },
  },
})

/** Paise the applied entries cover together. */
export const appliedTotal = (context: VoucherRedeemContext) =>
  context.entries.reduce((sum, e) => sum + (e.applied ? (e.amount ?? 0) : 0), 0)
