/**
 * The saved-traveller form (000 §3 "Saved traveller") and how it becomes the account service's
 * body: dates typed as DD/MM/YYYY (000 §5 date helper), the passenger type worked out from the
 * date of birth and gender (000 §5), the passport as the one document. Pure and client-safe.
 */
import { z } from 'zod'
import { nameSchema, titleSchema } from '@contracts/accounts/rules'
import { travelDocumentSchema, type TravellerInput } from '@contracts/accounts/records'
import { EARLIEST_DATE, displayToIso, isoToDisplay, todayIso } from '../date-input'
import { ageOn, passengerTypeFor, type Gender } from './traveller-type'

export const genderOptions = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'other', label: 'Other' },
] as const

const optional = (check: (v: string) => boolean, message: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || check(v), message)

const isBirthDate = (v: string) => {
  const iso = displayToIso(v)
  return iso !== null && iso >= EARLIEST_DATE && iso <= todayIso()
}
const isFutureDate = (v: string) => {
  const iso = displayToIso(v)
  return iso !== null && iso > todayIso()
}

// Each field checks itself (so every wrong field is named at once); the object check only adds
// what needs two fields: a passport needs both its number and its expiry date.
export const travellerFormSchema = z
  .object({
    title: titleSchema,
    firstName: nameSchema,
    lastName: nameSchema,
    // A string in the form (the select starts empty when the gender is unknown), a gender out of it.
    gender: z.string().pipe(z.enum(['female', 'male', 'other'], { error: 'is required' })),
    dateOfBirth: optional(isBirthDate, 'must be a date from 01/01/1940 to today, as DD/MM/YYYY'),
    passportNumber: z
      .string()
      .trim()
      .toUpperCase()
      .refine(
        (v) => v === '' || travelDocumentSchema.shape.number.safeParse(v).success,
        'must be 6 to 12 letters and digits',
      ),
    passportExpiry: optional(isFutureDate, 'must be a date after today, as DD/MM/YYYY'),
    issuingCountry: optional((v) => /^[A-Z]{2}$/.test(v), 'must be a country from the list'),
  })
  .superRefine((v, ctx) => {
    if (v.passportNumber === '' && v.passportExpiry === '' && v.issuingCountry === '') return
    if (v.passportNumber === '')
      ctx.addIssue({ code: 'custom', path: ['passportNumber'], message: 'is required for a passport' })
    if (v.passportExpiry === '')
      ctx.addIssue({ code: 'custom', path: ['passportExpiry'], message: 'is required for a passport' })
  })

export type TravellerFormInput = z.input<typeof travellerFormSchema>
export type TravellerFormValues = z.output<typeof travellerFormSchema>

/** The fields of the form, for placing the service's field errors. */
export const travellerFormFields = [
  'title',
  'firstName',
  'lastName',
  'gender',
  'dateOfBirth',
  'passportNumber',
  'passportExpiry',
  'issuingCountry',
] as const

/** The service's names for the same fields (documents[0].number → number). */
export const travellerFieldAliases = {
  number: 'passportNumber',
  expiryDate: 'passportExpiry',
  passengerType: 'dateOfBirth',
} as const

export type TravellerBody = TravellerInput

export function toTravellerBody(v: TravellerFormValues, now: Date, documentId?: string): TravellerBody {
  const dateOfBirth = displayToIso(v.dateOfBirth) ?? undefined
  const expiryDate = displayToIso(v.passportExpiry)
  return {
    title: v.title,
    firstName: v.firstName,
    lastName: v.lastName,
    passengerType: passengerTypeFor(dateOfBirth, v.gender, now),
    ...(dateOfBirth ? { dateOfBirth } : {}),
    documents:
      v.passportNumber && expiryDate
        ? [
            {
              ...(documentId ? { id: documentId } : {}),
              number: v.passportNumber,
              type: 'passport',
              passportType: 'Personal',
              expiryDate,
              ...(v.issuingCountry ? { issuingCountry: v.issuingCountry } : {}),
            },
          ]
        : [],
  }
}

/** The service keeps no gender: a guess from the title, and from a senior type saved at 59–60. */
export function genderFromSaved(
  title: string,
  passengerType: string,
  dateOfBirth: string | null,
  now: Date,
): Gender | '' {
  if (dateOfBirth && passengerType === 'SENIOR' && ageOn(dateOfBirth, now) <= 60) return 'female'
  if (title === 'Mrs' || title === 'Ms' || title === 'Miss') return 'female'
  if (title === 'Mr' || title === 'Mstr') return 'male'
  return ''
}

export interface SavedTraveller {
  title: string
  firstName: string
  lastName: string
  passengerType: string
  dateOfBirth: string | null
  documents: { id: string; number: string; expiryDate: string; issuingCountry?: string | undefined }[]
}

/** A saved traveller as the form's starting values (for editing). */
export function travellerFormValuesOf(t: SavedTraveller, now: Date): TravellerFormInput {
  const passport = t.documents[0]
  const title = titleSchema.safeParse(t.title).data ?? 'Mr'
  const gender = genderFromSaved(t.title, t.passengerType, t.dateOfBirth, now)
  return {
    title,
    firstName: t.firstName,
    lastName: t.lastName,
    // Empty until the person chooses when the title does not tell: the resolver then asks for it.
    gender,
    dateOfBirth: t.dateOfBirth ? isoToDisplay(t.dateOfBirth) : '',
    passportNumber: passport?.number ?? '',
    passportExpiry: passport ? isoToDisplay(passport.expiryDate) : '',
    issuingCountry: passport?.issuingCountry ?? '',
  }
}
