/** zod shapes of the account service bodies (000 §7 "Account service"). */
import { z } from 'zod'
import {
  emailSchema,
  gstNumberSchema,
  nameSchema,
  phoneNumberSchema,
  titleSchema,
} from '~/lib/accounts/rules'
import { gstStateByCode } from '../data/gst-states'

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

/** stateId is the GST state code ('07' or 7); it must agree with the GSTIN's first two digits. */
export const subTerminalBody = z
  .object({
    companyName: z.string().trim().min(1, 'is required').max(200),
    countryId: idLike.default('IN'),
    email: emailSchema,
    extension: z
      .string()
      .trim()
      .regex(/^\+\d{1,4}$/, "must be a dialling code such as '+91'")
      .default('+91'),
    subTerminalName: z.string().trim().min(1, 'is required').max(100),
    phoneNumber: phoneNumberSchema,
    gstNumber: gstNumberSchema,
    addressLine1: z.string().trim().min(1, 'is required').max(200),
    addressLine2: z.string().trim().max(200).optional(),
    stateId: idLike
      .transform((v) => v.padStart(2, '0'))
      .refine((v) => gstStateByCode.has(v), 'must be a GST state code from 01 to 38'),
    cityId: idLike,
    zipCode: z
      .string()
      .trim()
      .regex(/^[1-9]\d{5}$/, 'must be a 6-digit PIN code'),
  })
  .refine((t) => t.gstNumber.slice(0, 2) === t.stateId, {
    message: "must start with the state's GST code (its first two digits name the state)",
    path: ['gstNumber'],
  })

export const travelCompanyBody = z.object({ subTerminals: z.array(subTerminalBody).min(1).max(20) })

const isoDate = z.iso.date({ error: 'must be a date as YYYY-MM-DD' })
const birthDate = isoDate.refine(
  (d) => d >= '1940-01-01' && d <= new Date().toISOString().slice(0, 10),
  'must be between 1940-01-01 and today',
)

const passengerType = z.enum(['ADULT', 'CHILD', 'INFANT', 'SENIOR'], {
  error: "must be 'ADULT', 'CHILD', 'INFANT' or 'SENIOR'",
})

export const documentBody = z.object({
  id: z.string().max(40).optional(),
  number: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{6,12}$/, 'must be 6 to 12 letters and digits'),
  type: z.literal('passport').default('passport'),
  expiryDate: isoDate,
  issueDate: isoDate.optional(),
  issuingCountry: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  passportType: z.literal('Personal').default('Personal'),
})

export const travelUserBody = z.object({
  title: titleSchema,
  firstName: nameSchema,
  lastName: nameSchema,
  passengerType,
  dateOfBirth: birthDate.optional(),
  documents: z.array(documentBody).max(5).default([]),
})

export const travelUsersBody = z.array(travelUserBody).min(1).max(50)
export const travelUsersQuery = z.object({ userId: z.coerce.number().int().positive() })

const passengerBody = z.object({
  id: z.number().int().positive().optional(),
  title: titleSchema.optional(),
  firstName: nameSchema,
  lastName: nameSchema,
  passengerType,
  dateOfBirth: birthDate.optional(),
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
