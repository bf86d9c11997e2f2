/**
 * Tenders at checkout (issue 26; docs/decisions/0220): what a booking's payment options answer and
 * accept in every product (flights, hotels, trains, and holidays as it comes). A tender is a part of
 * the booking's total paid by the wallet, PAYBACK points or a voucher; the gateway is asked only for
 * what is left. Client-safe zod; money is integer paise.
 */
import { z } from 'zod'
import { wholeNumber } from '@contracts/fields'
import { walletMessages } from '@contracts/wallet/messages'

export const tenderKinds = ['wallet', 'points', 'voucher'] as const
export type TenderKindName = (typeof tenderKinds)[number]

/** 001 §3 "Vouchers": several at once, keyed by index. A wallet or points tender is index 0. */
export const MAX_TENDER_INDEX = 9

const kind = z.enum(tenderKinds, { error: "must be 'wallet', 'points' or 'voucher'" })
const index = wholeNumber({ max: MAX_TENDER_INDEX }).default(0)

/** POST …/booking/{id}/tenders + Idempotency-Key: apply a tender. */
export const tenderApplySchema = z.object({
  kind,
  index,
  amount: wholeNumber({ min: 1 }),
  /** The kind's own data (a voucher's code, a PAYBACK redeem authorisation); the wallet takes none. */
  detail: z.record(z.string(), z.union([z.string().max(200), z.number(), z.boolean()])).optional(),
})
export type TenderApply = z.input<typeof tenderApplySchema>

/** POST …/booking/{id}/tenders/undo: take one tender off. */
export const tenderUndoSchema = z.object({ kind, index })
export type TenderUndo = z.input<typeof tenderUndoSchema>

export const tenderLineSchema = z.object({
  kind,
  index: z.number().int().nonnegative(),
  amount: z.number().int().positive(),
  label: z.string(),
  status: z.enum(['held', 'committed', 'released']),
})
export type TenderLine = z.infer<typeof tenderLineSchema>

/** A booking's tenders: what it costs before them, what they cover and what is left for the gateway. */
export const tenderStateSchema = z.object({
  booking_id: z.string(),
  /** The booking's total before any tender (after a promo code's discount). */
  total: z.number().int().nonnegative(),
  applied: z.array(tenderLineSchema),
  tendered: z.number().int().nonnegative(),
  left: z.number().int().nonnegative(),
  /** Whether the booking can still take or give back tenders (open and in time). */
  open: z.boolean(),
  /** Paid by tenders alone: no gateway order was made (left was 0). */
  paid_without_gateway: z.boolean(),
})
export type TenderState = z.infer<typeof tenderStateSchema>

/** The words a traveller reads when a tender is refused (the wallet's are 0082's). */
export const tenderMessages = {
  label: { wallet: 'Paid from wallet', points: 'Paid with PAYBACK points', voucher: 'Voucher' },
  alreadyApplied: {
    wallet: walletMessages.alreadyApplied,
    points: 'PAYBACK points are already applied to this booking. Undo them to change the amount.',
    voucher: 'A voucher is already applied in this entry. Remove it to use another one.',
  },
  notApplied: {
    wallet: walletMessages.notApplied,
    points: 'No PAYBACK points are applied to this booking.',
    voucher: 'No voucher is applied in this entry.',
  },
  overTotal: walletMessages.overTotal,
  notOffered: 'This way to pay is not offered on this booking.',
  signIn: walletMessages.signIn,
  undoFirst:
    'Undo the wallet, points or voucher first, then change the booking: they would cover more than the new total.',
  leftToPay: (left: string) => `${left} is still to pay: choose how to pay it.`,
} as const
