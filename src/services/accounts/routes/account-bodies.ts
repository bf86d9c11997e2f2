/** zod shapes of the account service bodies (000 §7 "Account service"). */
import { z } from 'zod'
import {
  birthDateSchema,
  gstProfileFields,
  gstStateAgrees,
  passengerTypeSchema,
  travelDocumentSchema,
  travellerSchema,
} from '@contracts/accounts/records'
import { nameSchema, titleSchema } from '@contracts/accounts/rules'

const idLike = z.union([z.string().trim().min(1).max(40), z.number().int()]).transform(String)

export const idParam = z.object({
  id: z.coerce.number().int().positive({ error: 'must be a positive whole number' }),
})
export const companyParams = z.object({
  companyId: z.coerce.number().int().positive(),
  id: z.coerce.number().int().positive(),
})
export const travelUserParams = z.object({
  companyId: z.coerce.number().int().positive(),
  travelUserId: z.coerce.number().int().positive(),
})

export const customerUpdateBody = z.object({
  title: titleSchema.optional(),
  firstName: nameSchema.optional(),
  lastName: nameSchema.optional(),
})

/**
 * A GST profile as the form sends it (contracts/accounts/records.ts), plus what older callers send:
 * a country id, and city ids as numbers. stateId is the GST state code ('07' or 7) and must agree
 * with the GSTIN's first two digits.
 */
export const subTerminalBody = gstStateAgrees(
  gstProfileFields.extend({ countryId: idLike.default('IN'), cityId: idLike }),
)

export const travelCompanyBody = z.object({ subTerminals: z.array(subTerminalBody).min(1).max(20) })

/** A saved traveller and their passports: the same schema the form and the BFF use. */
export const documentBody = travelDocumentSchema
export const travelUserBody = travellerSchema

export const travelUsersBody = z.array(travelUserBody).min(1).max(50)
export const travelUsersQuery = z.object({ userId: z.coerce.number().int().positive() })

const passengerBody = z.object({
  id: z.number().int().positive().optional(),
  title: titleSchema.optional(),
  firstName: nameSchema,
  lastName: nameSchema,
  passengerType: passengerTypeSchema,
  dateOfBirth: birthDateSchema.optional(),
})
export const passengersBody = z.union([
  z.array(passengerBody).max(50),
  z.object({ passengers: z.array(passengerBody).max(50) }).transform((b) => b.passengers),
])

export const countryCodesQuery = z.object({
  currentPage: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(1000).default(1000),
})
export const provinceQuery = z.object({
  stateGstCode: z
    .string({ error: "is required: a GST state code such as '07'" })
    .trim()
    .regex(/^\d{1,2}$/, "must be a GST state code such as '07'")
    .transform((v) => v.padStart(2, '0')),
})
