/**
 * Promo codes (000 §4 "Checkout", §5; 001 §3 "Hotel promo result", §4 "Promo code"): what the
 * browser sends to check a code before a booking exists, and what it gets back. Client-safe zod.
 * Money is integer paise.
 */
import { z } from 'zod'
import { text, wholeNumber } from '@contracts/fields'

export const promoProducts = ['flights', 'hotels', 'trains'] as const
export type PromoProduct = (typeof promoProducts)[number]

export const promoBenefits = ['instant', 'cashback'] as const
export type PromoBenefit = (typeof promoBenefits)[number]

/** 000 §5: shown when a traveller tries to use a promo code and PAYBACK points on one booking. */
export const PROMO_AND_POINTS_MESSAGE =
  "You've got the best deal! You can either use PAYBACK points or a promo code to save on this booking."

/** Letters and digits, 1 to 20 of them; spaces around are dropped and the case does not matter. */
export const PROMO_CODE_PATTERN = /^[A-Za-z0-9]{1,20}$/

export const promoCodeSchema = text({ max: 40, min: 1, trim: true, required: 'Enter a promo code' })
  .regex(PROMO_CODE_PATTERN, 'Enter a valid promo code: letters and digits only, up to 20')
  .transform((v) => v.toUpperCase())

/** POST /flights/api/v1.0/promo/check */
export const promoCheckRequestSchema = z.object({
  code: promoCodeSchema,
  /** The booking amount the code would apply to, in paise. */
  amount: wholeNumber({ min: 1 }),
  product: z.enum(promoProducts, { error: "must be 'flights', 'hotels' or 'trains'" }),
  /** Whether every leg (or the stay) is inside India; some codes are for domestic trips only. */
  domestic: z.boolean({ error: 'must be true or false' }),
  /** Whether PAYBACK points are already applied to this booking (they cannot be combined). */
  pointsApplied: z.boolean({ error: 'must be true or false' }).optional(),
})
export type PromoCheckRequest = z.infer<typeof promoCheckRequestSchema>

/** The answer's `data` when the code applies. */
export const promoCheckResultSchema = z.object({
  code: z.string(),
  /** Paise off the booking ('instant') or credited to the wallet after the trip ('cashback'). */
  discount: z.number().int(),
  benefit: z.enum(promoBenefits),
  /** What the traveller pays: the amount less an instant discount; the amount for cashback. */
  payable: z.number().int(),
  message: z.string(),
})
export type PromoCheckResult = z.infer<typeof promoCheckResultSchema>

/** Why a code does not apply: the `errors[0].symbol` of a 422, stable for programs. */
export const promoRefusals = [
  'UNKNOWN',
  'INACTIVE',
  'NOT_STARTED',
  'EXPIRED',
  'WRONG_PRODUCT',
  'DOMESTIC_ONLY',
  'NEW_USERS_ONLY',
  'MIN_AMOUNT',
  'ALREADY_USED',
  'FULLY_USED',
  'POINTS_APPLIED',
] as const
export type PromoRefusal = (typeof promoRefusals)[number]
