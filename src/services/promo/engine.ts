/**
 * The promo rules as one pure function: whether a code applies to an amount, how much it gives and
 * the sentence a traveller reads. No database, no clock: the store (store.ts) loads the code and the
 * traveller's earlier uses and passes `now`. The spec shows no promo error texts (000 §8), so these
 * say what went wrong and what the traveller can do (docs/decisions/0070).
 */
import {
  PROMO_AND_POINTS_MESSAGE,
  type PromoBenefit,
  type PromoProduct,
  type PromoRefusal,
} from '@contracts/promo/schemas'
import type { promoCodes } from '../db/schema/promo'

export type PromoRule = Pick<
  typeof promoCodes.$inferSelect,
  | 'code'
  | 'product'
  | 'kind'
  | 'value'
  | 'maxDiscount'
  | 'minAmount'
  | 'benefit'
  | 'validFrom'
  | 'validUntil'
  | 'perUserLimit'
  | 'totalLimit'
  | 'usedCount'
  | 'active'
  | 'domesticOnly'
  | 'newUsersOnly'
>

export interface PromoContext {
  /** The booking amount in paise. */
  amountPaise: number
  now: Date
  product: PromoProduct
  /** Whether the trip is inside India. */
  domestic: boolean
  /** This traveller's uses of the code held or redeemed by other bookings. */
  userUsed: number
  /** The booking already holds this code, so its use is already in usedCount. */
  holdsIt?: boolean
  /** PAYBACK points are applied to the booking (000 §4: they cannot be combined with a promo). */
  pointsApplied?: boolean
  /** false when the traveller is known to have booked before; undefined when not known. */
  newUser?: boolean
}

export type PromoEvaluation =
  | { ok: true; discount: number; benefit: PromoBenefit; message: string }
  | { ok: false; code: PromoRefusal; message: string }

/**
 * What a promo leaves to pay at least: ₹1. Nothing is free — a ₹0 order cannot go through the
 * payment gateway, and a paid booking keeps its payment and fraud checks (docs/decisions/0070).
 */
export const MIN_PAYABLE_PAISE = 100

const productNames: Record<PromoProduct, string> = { flights: 'flights', hotels: 'hotels', trains: 'trains' }

const wholeRupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 })
const rupeesAndPaise = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** '₹1,500' for whole rupees, '₹123.45' otherwise: a discount is never shown larger than it is. */
export function formatRupees(paise: number): string {
  return paise % 100 === 0
    ? `₹${wholeRupees.format(paise / 100)}`
    : `₹${rupeesAndPaise.format(Math.floor(paise) / 100)}`
}

const istDate = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Asia/Kolkata',
})

const refuse = (code: PromoRefusal, message: string): PromoEvaluation => ({ ok: false, code, message })

/** The discount before the ₹1 floor: flat value, or the percent rounded down to paise and capped. */
function rawDiscount(promo: PromoRule, amountPaise: number): number {
  if (promo.kind === 'flat') return promo.value
  // Integers throughout: amount ≤ 2³¹ and value ≤ 10,000, so the product stays exact in a double.
  const percent = Math.floor((amountPaise * promo.value) / 10_000)
  return promo.maxDiscount === null ? percent : Math.min(percent, promo.maxDiscount)
}

/**
 * Whether `promo` (undefined: no such code) applies in `ctx`. Refusals a traveller cannot change
 * (product, dates, limits) come before the one they can (the minimum amount), so no one is told to
 * add to the booking for a code that would still be refused.
 */
export function evaluatePromo(promo: PromoRule | undefined, ctx: PromoContext): PromoEvaluation {
  // A caller's bug, not a traveller's input (the HTTP schema admits whole paise only): fail loudly
  // rather than work out a discount in fractions of a paisa.
  if (!Number.isSafeInteger(ctx.amountPaise) || ctx.amountPaise < 0)
    throw new RangeError(`amountPaise must be whole paise, got ${ctx.amountPaise}`)
  if (!promo) return refuse('UNKNOWN', 'Enter a valid promo code')
  const code = promo.code
  if (ctx.pointsApplied) return refuse('POINTS_APPLIED', PROMO_AND_POINTS_MESSAGE)
  if (!promo.active) return refuse('INACTIVE', `Promo code ${code} is no longer available`)
  if (promo.product !== ctx.product)
    return refuse('WRONG_PRODUCT', `${code} is for ${productNames[promo.product]} only`)
  if (ctx.now.getTime() < promo.validFrom.getTime())
    return refuse('NOT_STARTED', `Promo code ${code} can be used from ${istDate.format(promo.validFrom)} IST`)
  if (ctx.now.getTime() >= promo.validUntil.getTime())
    return refuse('EXPIRED', `Promo code ${code} has expired`)
  if (promo.domesticOnly && !ctx.domestic)
    return refuse('DOMESTIC_ONLY', `${code} is for travel within India only`)
  if (promo.newUsersOnly && ctx.newUser === false)
    return refuse('NEW_USERS_ONLY', `${code} is for your first booking only`)
  if (!ctx.holdsIt && promo.totalLimit !== null && promo.usedCount >= promo.totalLimit)
    return refuse('FULLY_USED', `${code} has been fully used`)
  if (ctx.userUsed >= promo.perUserLimit)
    return refuse(
      'ALREADY_USED',
      promo.perUserLimit === 1
        ? `You have already used ${code}`
        : `You have already used ${code} ${ctx.userUsed} times, the most it allows`,
    )
  if (ctx.amountPaise < promo.minAmount)
    return refuse(
      'MIN_AMOUNT',
      `Add ${formatRupees(promo.minAmount - ctx.amountPaise)} more to use ${code} (minimum booking ${formatRupees(promo.minAmount)})`,
    )
  const discount = Math.min(rawDiscount(promo, ctx.amountPaise), ctx.amountPaise - MIN_PAYABLE_PAISE)
  if (discount <= 0)
    return refuse(
      'MIN_AMOUNT',
      `This booking is too small for ${code}: add more to it and apply the code again`,
    )
  const capped = promo.kind === 'percent' && promo.maxDiscount !== null && discount === promo.maxDiscount
  const message =
    promo.benefit === 'cashback'
      ? `${formatRupees(discount)} cashback will be added to your wallet after the trip`
      : `Promo code applied: ${formatRupees(discount)} off${capped ? ` (the most ${code} gives)` : ''}`
  return { ok: true, discount, benefit: promo.benefit, message }
}
