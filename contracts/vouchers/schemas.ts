/**
 * Vouchers (001 §3 "Vouchers", §4 "Vouchers"; issue 26): a code worth a sum in paise, for one
 * product or any, valid in a window, used once or a given number of times, given to one account
 * or open to anyone. What the browser sends to check a code and what it gets back. Client-safe zod.
 */
import { z } from 'zod'
import { text } from '@contracts/fields'

import { voucherProducts } from './products'

export { voucherProducts, type VoucherProduct } from './products'

/** Letters, digits and dashes, 4 to 24 of them; spaces around are dropped, case does not matter. */
export const VOUCHER_CODE_PATTERN = /^[A-Za-z0-9-]{4,24}$/

export const voucherCodeSchema = text({ max: 40, min: 1, trim: true, required: 'Enter a voucher code' })
  .regex(VOUCHER_CODE_PATTERN, 'Enter the code as printed on your voucher: 4 to 24 letters, digits or dashes')
  .transform((v) => v.toUpperCase())

/** POST /vouchers/api/v1.0/check */
export const voucherCheckRequestSchema = z.object({
  code: voucherCodeSchema,
  /** The product the traveller means to use it on; without it, any product's voucher answers. */
  product: z
    .enum(voucherProducts, { error: "must be 'flights', 'hotels', 'trains' or 'holidays'" })
    .optional(),
})
export type VoucherCheckRequest = z.infer<typeof voucherCheckRequestSchema>

/** A voucher as a traveller may see it (never who it was given to, never other travellers' uses). */
export const voucherViewSchema = z.object({
  code: z.string(),
  description: z.string(),
  /** Paise. */
  value: z.number().int(),
  /** null: any product. */
  product: z.enum(voucherProducts).nullable(),
  valid_from: z.string(),
  valid_until: z.string(),
  single_use: z.boolean(),
  /** Uses neither held by a checkout nor consumed by a paid booking. */
  uses_left: z.number().int(),
  message: z.string(),
})
export type VoucherView = z.infer<typeof voucherViewSchema>

/** Why a voucher does not apply: the `code` of the 4xx, stable for programs. */
export const voucherRefusals = [
  'VOUCHER_NOT_FOUND',
  'VOUCHER_NOT_STARTED',
  'VOUCHER_EXPIRED',
  'VOUCHER_USED',
  'VOUCHER_HELD',
  'VOUCHER_OTHER_PRODUCT',
  'VOUCHER_NOT_YOURS',
  'VOUCHER_SIGN_IN',
  'VOUCHER_ALREADY_APPLIED',
  'VOUCHER_NOTHING_LEFT',
  'VOUCHER_ABOVE_VALUE',
] as const
export type VoucherRefusal = (typeof voucherRefusals)[number]

/** What a tender hold takes as its `detail` (001 §3: the entries are keyed by index). */
export const voucherTenderDetailSchema = z.object({
  code: voucherCodeSchema,
  index: z.number().int().min(0).max(9),
})
export type VoucherTenderDetail = z.input<typeof voucherTenderDetailSchema>
