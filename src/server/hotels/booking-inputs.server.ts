/**
 * Input schemas of the hotel booking server functions (server-only, used inside `.validator()`).
 * Prices are never taken from the browser: `shownAmount` is only what the page showed, so a
 * changed price can be said in words.
 */
import { z } from 'zod'
import { tenderApplyFields, tenderPayFields, tenderUndoFields } from '../commerce/tender-inputs.server'
import { text } from '@contracts/fields'
import { emailSchema } from '@contracts/accounts/rules'
import { guestSchema, hotelContactSchema, panSchema } from '@contracts/hotels/booking'
import { bookingAddressSchema } from '@contracts/hotels/booking-address'

const bookingId = z
  .string()
  .min(1)
  .max(60)
  .regex(/^[A-Za-z0-9_-]+$/, 'is not a booking id')
const agent = z.boolean().default(false)

export const holdInput = z.object({
  address: bookingAddressSchema,
  shownAmount: z.number().int().nonnegative().max(2_000_000_000),
  /** One per checkout attempt (the review page's visit): pressing Continue twice holds once. */
  attempt: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be a checkout attempt id'),
  agent,
  scenario: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9=;,&_-]*$/, 'a sandbox scenario is key=value pairs like sold-out=1')
    .optional(),
})

export const bookingRefInput = z.object({ bookingId })

export const guestsInput = z.object({
  bookingId,
  contact: hotelContactSchema,
  guests: z.array(guestSchema).min(1, 'Enter a lead guest for each room').max(8),
  pan: panSchema.optional(),
  specialRequests: text({ max: 500, trim: true }).optional(),
  payback: z
    .object({
      number: z
        .string()
        .regex(/^\d{10}(\d{6})?$/, 'Enter the 10-digit mobile or 16-digit PAYBACK card number'),
      pin: z.string().regex(/^\d{4}$/, 'Enter the 4-digit PAYBACK PIN'),
    })
    .optional(),
  termsAccepted: z.literal(true, { error: 'Please accept the terms and conditions to pay' }),
  /** The guests step's address (the browser comes back to it if a payment return is unreadable). */
  address: z
    .string()
    .max(1000)
    .regex(/^\/hotels\/booking\/guests\?/, 'must be the guests step address'),
  agent,
})

export const promoInput = z.object({
  bookingId,
  code: z.string().trim().min(1, 'Enter a promo code').max(40),
  /** A guest's e-mail as typed in the contact (per-traveller limits count by it). */
  email: emailSchema.optional(),
  remove: z.boolean().optional(),
})

export const placesInput = z.object({
  q: z.string().trim().min(3, 'Type at least 3 characters of a place').max(80),
})

/** The wallet (points, vouchers) at the payment step: docs/decisions/0220. */
export const tenderApplyInput = z.object({ bookingId, ...tenderApplyFields })
export const tenderUndoInput = z.object({ bookingId, ...tenderUndoFields })
export const tenderPayInput = z.object({ bookingId, ...tenderPayFields })
