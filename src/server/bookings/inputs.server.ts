/** Input schemas of the bookings server functions (server-only, inside `.validator()`). */
import { z } from 'zod'
import {
  modificationKindSchema,
  productSchema,
  tripFilterSchema,
  tripIdSchema,
} from '@contracts/bookings/trips'
import { emailSchema } from '@contracts/accounts/rules'

export const tripsInput = z.object({
  product: productSchema.optional(),
  status: tripFilterSchema.optional(),
  page: z.number().int().min(1).max(10_000).default(1),
})

export const tripInput = z.object({ tripId: tripIdSchema })

/** The Trip Id and one contact field: an e-mail (it has an @) or a mobile number. */
export const lookupInput = z.object({
  tripId: tripIdSchema,
  contact: z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'Enter the e-mail or mobile number used when booking')
    .max(254, 'must be at most 254 characters')
    .pipe(
      z.union(
        [
          emailSchema.transform((email) => ({ email })),
          z
            .string()
            .transform((v) => v.replace(/[\s()+-]/g, ''))
            .pipe(z.string().regex(/^(91)?\d{10}$/))
            .transform((digits) => ({ phone: digits.slice(-10) })),
        ],
        { error: 'Enter the e-mail address or the 10-digit mobile number used when booking' },
      ),
    ),
})

export const modificationInput = z.object({
  tripId: tripIdSchema,
  kind: modificationKindSchema,
  details: z.record(z.string().max(40), z.union([z.string().max(500), z.number()])),
})
