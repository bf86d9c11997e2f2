/**
 * What a person fills in for a GST profile and a saved traveller (000 §3, §5), as zod schemas the
 * forms, the BFF and the account service share: the service's body schemas
 * (src/services/accounts/routes/account-bodies.ts) are built from these, so the two cannot drift.
 */
import { z } from 'zod'
import { text } from '@contracts/fields'
import { emailSchema, gstNumberSchema, nameSchema, phoneNumberSchema, titleSchema } from './rules'

export const isoDateSchema = z.iso.date({ error: 'must be a date as YYYY-MM-DD' })

/** A traveller's date of birth: 1940 to today. */
export const birthDateSchema = isoDateSchema.refine(
  (d) => d >= '1940-01-01' && d <= new Date().toISOString().slice(0, 10),
  'must be between 1940-01-01 and today',
)

/** The GST state code: '07' or 7, 01 to 38. */
export const stateGstCodeSchema = z
  .union([z.string(), z.number()], { error: "is required: a GST state code such as '07'" })
  .transform((v) => String(v).trim().padStart(2, '0'))
  .pipe(z.string().regex(/^(0[1-9]|[12]\d|3[0-8])$/, 'must be a GST state code from 01 to 38'))

export const gstProfileFields = z.object({
  companyName: text({ max: 200, min: 1, trim: true }),
  subTerminalName: text({ max: 100, min: 1, trim: true }),
  email: emailSchema,
  phoneNumber: phoneNumberSchema,
  extension: z
    .string()
    .trim()
    .regex(/^\+\d{1,4}$/, "must be a dialling code such as '+91'")
    .default('+91'),
  gstNumber: gstNumberSchema,
  addressLine1: text({ max: 200, min: 1, trim: true }),
  addressLine2: text({ max: 200, trim: true }).optional(),
  stateId: stateGstCodeSchema,
  cityId: text({ max: 40, min: 1, trim: true }),
  zipCode: z
    .string()
    .trim()
    .regex(/^[1-9]\d{5}$/, 'must be a 6-digit PIN code'),
})

/** The GSTIN's first two digits name its state: they must agree with stateId. */
export const gstStateAgrees = <T extends { gstNumber: string; stateId: string }>(schema: z.ZodType<T>) =>
  schema.refine((t) => t.gstNumber.slice(0, 2) === t.stateId, {
    message: "must start with the state's GST code (its first two digits name the state)",
    path: ['gstNumber'],
  })

export const gstProfileSchema = gstStateAgrees(gstProfileFields)
export type GstProfileInput = z.input<typeof gstProfileSchema>

/** A passport (the only document kind the service keeps). */
export const travelDocumentSchema = z.object({
  /** Kept when editing a saved document. */
  id: z.string().max(40).optional(),
  type: z.literal('passport').default('passport'),
  passportType: z.literal('Personal').default('Personal'),
  number: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{6,12}$/, 'must be 6 to 12 letters and digits'),
  expiryDate: isoDateSchema,
  issueDate: isoDateSchema.optional(),
  issuingCountry: z
    .string()
    .regex(/^[A-Z]{2}$/, 'must be a 2-letter country code such as IN')
    .optional(),
})

export const passengerTypeSchema = z.enum(['ADULT', 'CHILD', 'INFANT', 'SENIOR'], {
  error: "must be 'ADULT', 'CHILD', 'INFANT' or 'SENIOR'",
})

export const travellerSchema = z.object({
  title: titleSchema,
  firstName: nameSchema,
  lastName: nameSchema,
  passengerType: passengerTypeSchema,
  dateOfBirth: birthDateSchema.optional(),
  documents: z.array(travelDocumentSchema).max(5).default([]),
})
export type TravellerInput = z.input<typeof travellerSchema>
