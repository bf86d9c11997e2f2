/**
 * Whether a voucher may be used, as one pure function (the check endpoint and the tender hold ask
 * the same questions in the same order, so a code that checks fine holds, and a refusal reads the
 * same in both places). docs/decisions/0230.
 */
import { voucherMessages, voucherProductWords } from '@contracts/vouchers/messages'
import type { VoucherRefusal } from '@contracts/vouchers/schemas'
import type { vouchers } from '../db/schema/vouchers'

export type VoucherRow = typeof vouchers.$inferSelect

export interface Refusal {
  ok: false
  status: 400 | 403 | 404 | 409
  code: VoucherRefusal
  message: string
}

export const refusal = (status: Refusal['status'], code: VoucherRefusal, message: string): Refusal => ({
  ok: false,
  status,
  code,
  message,
})

/** 1 January 2027, in India's time: the day a traveller reads on the voucher. */
export function dayOf(at: Date): string {
  return at.toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  })
}

export interface Asking {
  now: Date
  /** The product it is for; undefined on the check screen when the traveller names none. */
  product?: string | undefined
  /** The signed-in traveller, null for a guest. */
  userId: number | null
  /** Whether some checkout holds one of its uses now (a used-up voucher may only be held). */
  heldElsewhere: boolean
}

/** Undefined when the voucher may be used, else why not. Not found is the caller's (no row). */
export function refusalOf(row: VoucherRow, asking: Asking): Refusal | undefined {
  if (row.userId !== null) {
    if (asking.userId === null) return refusal(403, 'VOUCHER_SIGN_IN', voucherMessages.signIn)
    if (asking.userId !== row.userId) return refusal(403, 'VOUCHER_NOT_YOURS', voucherMessages.notYours)
  }
  if (asking.product && row.product && row.product !== asking.product)
    return refusal(
      409,
      'VOUCHER_OTHER_PRODUCT',
      voucherMessages.otherProduct(voucherProductWords[row.product] ?? row.product),
    )
  if (asking.now.getTime() < row.validFrom.getTime())
    return refusal(409, 'VOUCHER_NOT_STARTED', voucherMessages.notStarted(dayOf(row.validFrom)))
  if (asking.now.getTime() >= row.validUntil.getTime())
    // The last day it worked, not the instant it stopped (midnight belongs to the day before).
    return refusal(
      409,
      'VOUCHER_EXPIRED',
      voucherMessages.expired(dayOf(new Date(row.validUntil.getTime() - 1))),
    )
  if (row.usedCount >= row.useLimit)
    return asking.heldElsewhere
      ? refusal(409, 'VOUCHER_HELD', voucherMessages.held)
      : refusal(409, 'VOUCHER_USED', voucherMessages.used)
  return undefined
}
