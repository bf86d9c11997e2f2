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
import { recordIdParamSchema, recordIdSchema, text, wholeNumber } from '@contracts/fields'

const idLike = z.union([text({ max: 40, min: 1, trim: true }), wholeNumber()]).transform(String)

export const idParam = z.object({ id: recordIdParamSchema })
export const companyParams = z.object({ companyId: recordIdParamSchema, id: recordIdParamSchema })
export const travelUserParams = z.object({
  companyId: recordIdParamSchema,
  travelUserId: recordIdParamSchema,
})

/** A PUT with nothing to change is a mistake (often a misspelt field, dropped as unknown): 400. */
export const customerUpdateBody = z
  .object({
    title: titleSchema.optional(),
    firstName: nameSchema.optional(),
    lastName: nameSchema.optional(),
  })
  .refine((b) => b.title !== undefined || b.firstName !== undefined || b.lastName !== undefined, {
    message: 'send at least one of title, firstName and lastName',
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
export const travelUsersQuery = z.object({ userId: recordIdParamSchema })

const passengerBody = z.object({
  id: recordIdSchema.optional(),
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
