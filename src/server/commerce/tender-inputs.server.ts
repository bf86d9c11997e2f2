/** What the browser may send to a product's tender server functions (zod; docs/decisions/0220). */
import { z } from 'zod'
import { MAX_TENDER_INDEX, tenderKinds } from '@contracts/commerce/tenders'

const kind = z.enum(tenderKinds, { error: 'Choose the wallet, PAYBACK points or a voucher' })
const index = z.number().int().min(0).max(MAX_TENDER_INDEX).default(0)
/** A key the browser makes per attempt: a repeated press is the same tender. */
export const attemptKey = z.string().regex(/^[A-Za-z0-9_.:-]{8,100}$/, 'must be an idempotency key')

export const tenderApplyFields = {
  kind,
  index,
  amount: z.number().int().min(1, 'Enter an amount to use').max(2_000_000_000),
  key: attemptKey,
}
export const tenderUndoFields = { kind, index }
export const tenderPayFields = { key: attemptKey }
