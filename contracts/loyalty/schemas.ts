/**
 * The PAYBACK programme (001 §3 "Loyalty points (PAYBACK)": points, transaction details; redeem
 * state: account data, pin, earn-burn ratio, amountToRedeem; 000 §3 credited-points fields:
 * payback_number, membershipStatus, earnPoints, product): what the loyalty service answers and
 * accepts. Client-safe zod; points are whole numbers, money integer paise. docs/decisions/0225.
 */
import { z } from 'zod'
import { text, wholeNumber } from '@contracts/fields'

/** A 10-digit Indian mobile (no +91) or a 16-digit PAYBACK card number. */
export const PAYBACK_NUMBER = /^(\d{10}|\d{16})$/
export const paybackNumberSchema = z
  .string({ error: 'Enter your 10-digit mobile number or 16-digit PAYBACK card number' })
  .trim()
  .regex(PAYBACK_NUMBER, 'Enter your 10-digit mobile number or 16-digit PAYBACK card number')

export const PIN_DIGITS = 4
export const paybackPinSchema = z
  .string({ error: `Enter the ${PIN_DIGITS}-digit PIN` })
  .trim()
  .regex(new RegExp(`^\\d{${PIN_DIGITS}}$`), `Enter the ${PIN_DIGITS}-digit PIN`)

/** A redeem authorisation: what a verified PIN gives, and what a PAYBACK tender carries. */
export const authorizationSchema = z
  .string({ error: 'is required' })
  .regex(/^lra_[A-Za-z0-9_-]{32}$/, 'is not a PAYBACK authorisation')

export const membershipStatuses = [1, 2, 3] as const
export const loyaltyReasons = ['earn', 'bonus', 'redeem', 'reversal', 'expiry', 'earn_reversal'] as const
export type LoyaltyReason = (typeof loyaltyReasons)[number]

/** Account data as a look-up shows it: masked, no balance until the PIN is verified. */
export const accountSummarySchema = z.object({
  /** The card number with all but its last 4 digits hidden. */
  card: z.string(),
  /** The registered mobile, all but its last 4 digits hidden. */
  mobile: z.string(),
  name: z.string(),
  membership_status: z.number().int(),
})
export type AccountSummary = z.infer<typeof accountSummarySchema>

export const expiringPointsSchema = z.object({
  points: z.number().int().positive(),
  expires_at: z.string(),
})

/** The balance behind a verified PIN, or of the signed-in user's own account. */
export const balanceSchema = z.object({
  account: accountSummarySchema,
  points: z.number().int().nonnegative(),
  /** What the points are worth at the earn-burn ratio (paise). */
  value: z.number().int().nonnegative(),
  /** 001 §3 earn-burn ratio: paise one point is worth when redeemed. */
  paise_per_point: z.number().int().positive(),
  /** The largest share of a booking's total points may pay (percent). */
  max_share_percent: z.number().int().min(1).max(100),
  /** Points still to expire, soonest first. */
  expiring: z.array(expiringPointsSchema),
  /** Points expiring within the reward-expiry alert (000 §9: 3 days). */
  expiring_soon: z.number().int().nonnegative(),
})
export type LoyaltyBalance = z.infer<typeof balanceSchema>

export const loyaltyEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  reason: z.enum(loyaltyReasons),
  /** Signed points: earned > 0, redeemed or expired < 0. */
  points: z.number().int(),
  balance_after: z.number().int(),
  reference: z.string(),
  description: z.string(),
  expires_at: z.string().nullable(),
})
export type LoyaltyEntry = z.infer<typeof loyaltyEntrySchema>

/** GET /loyalty/api/v1.0/me: the signed-in user's account (null when none is linked). */
export const myLoyaltySchema = z
  .object({
    balance: balanceSchema,
    /** Newest first, the last 50. */
    transactions: z.array(loyaltyEntrySchema),
  })
  .nullable()
export type MyLoyalty = z.infer<typeof myLoyaltySchema>

// ——— Requests ———

export const lookupRequestSchema = z.object({ number: paybackNumberSchema })
export const pinRequestSchema = z.object({ number: paybackNumberSchema })
export const verifyPinRequestSchema = z.object({ number: paybackNumberSchema, pin: paybackPinSchema })
export const authorizationRequestSchema = z.object({ authorization: authorizationSchema })

/** POST /loyalty/api/v1.0/pin answers where it went (masked) and for how long the PIN holds. */
export const pinSentSchema = z.object({
  sent_to: z.object({ mobile: z.string(), email: z.string() }),
  expires_in_seconds: z.number().int().positive(),
  /** How long until another PIN may be asked for. */
  resend_in_seconds: z.number().int().nonnegative(),
})
export type PinSent = z.infer<typeof pinSentSchema>

/** POST /loyalty/api/v1.0/pin/verify: the redeem authorisation and the balance it unlocks. */
export const verifiedSchema = z.object({
  authorization: authorizationSchema,
  expires_at: z.string(),
  balance: balanceSchema,
})
export type Verified = z.infer<typeof verifiedSchema>

/** POST /loyalty/sandbox/points: sandbox only, loopback only. */
export const sandboxPointsSchema = z.object({
  number: paybackNumberSchema,
  points: wholeNumber({ min: 1, max: 10_000_000 }),
  /** Days until the points expire (default: the programme's validity). */
  expires_in_days: wholeNumber({ min: 1, max: 3650 }).optional(),
  description: text({ max: 200, min: 1, trim: true }).optional(),
})
