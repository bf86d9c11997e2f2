/**
 * Input schemas of the checkout server functions. Server-only, used inside `.validator()`: the
 * results page, which starts the fare re-check, carries no zod (docs/decisions/0019).
 */
import { z } from 'zod'
import {
  addOnsRequestSchema,
  promoRequestSchema,
  travelPlanIdSchema,
  travellersRequestSchema,
} from '@contracts/checkout/booking'

const idOf = (prefix: string) =>
  z
    .string()
    .regex(
      new RegExp(`^${prefix}_[0-9a-f]{32}$`),
      `is not a ${prefix === 'ofr' ? 'fare check' : 'booking'} id`,
    )

export const recheckInput = z.object({
  searchId: z.string().regex(/^[0-9a-f-]{36}$/, 'is not a flight search id'),
  travelPlanIds: z.array(travelPlanIdSchema).min(1).max(6),
  scenario: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9=;,&_-]*$/, 'a sandbox scenario is key=value pairs like reprice=up')
    .optional(),
})

export const offerInput = z.object({ offerId: idOf('ofr') })

export const startCheckoutInput = z.object({
  offerId: idOf('ofr'),
  acceptedTotal: z.number().int().nonnegative().max(2_000_000_000),
})

export const travellersInput = travellersRequestSchema
export const addOnsInput = addOnsRequestSchema
export const promoInput = promoRequestSchema

/** The wallet part: paise, and the browser's key for this attempt (a repeat debits once). */
export const walletInput = z.object({
  amount: z.number().int().min(1, 'Enter an amount to use').max(2_000_000_000),
  key: z.string().regex(/^[A-Za-z0-9_.:-]{8,100}$/, 'must be an idempotency key'),
})

export const payInput = z.object({
  shownTotal: z.number().int().nonnegative().max(2_000_000_000),
  termsAccepted: z.literal(true, { error: 'Please accept the terms and conditions to pay' }),
})

export const tripInput = z.object({ tripId: z.string().regex(/^SF\d{10}$/, 'is not a Trip Id') })
