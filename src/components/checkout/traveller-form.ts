/**
 * The traveller details form's values and rules: what a traveller types (dates as DD/MM/YYYY),
 * checked with the same 000 §5 rules the booking service applies (contracts/checkout/travellers.ts),
 * so errors appear beside the field before anything is sent, and the service's 400 lands on the same
 * fields if it disagrees.
 */
import { z } from 'zod'
import {
  emailSchema,
  gstNumberSchema,
  nameSchema,
  phoneNumberSchema,
  titleSchema,
} from '@contracts/accounts/rules'
import type { Booking, PassengerType, TravellersRequest } from '@contracts/checkout/booking'
import { travellerProblems, type AgeRules } from '@contracts/checkout/travellers'
import { displayToIso, isoToDisplay, todayIso } from '~/lib/date-input'

const optionalDate = z
  .string()
  .trim()
  .refine((v) => v === '' || displayToIso(v) !== null, 'must be a date as DD/MM/YYYY')

export const travellerRow = z.object({
  type: z.enum(['ADULT', 'CHILD', 'INFANT']),
  title: titleSchema,
  first_name: nameSchema,
  last_name: nameSchema,
  gender: z.enum(['male', 'female'], { error: 'Choose the gender' }),
  dob: optionalDate,
  senior_citizen: z.boolean(),
  insurance: z.boolean(),
  passport_number: z.string().trim().toUpperCase(),
  passport_expiry: optionalDate,
  nationality: z.string().trim().toUpperCase(),
  saved_traveller_id: z.string(),
})

export function travellerFormSchema(ctx: { booking: Booking; rules: AgeRules; now: Date }) {
  const offer = ctx.booking.offer
  const lastFlight = offer.flights.at(-1)
  const lastJourney = lastFlight?.return_journey ?? lastFlight
  const context = {
    travelDate: (offer.flights[0]?.departureDateTime ?? '').slice(0, 10),
    lastTravelDate: (lastJourney?.arrivalDateTime ?? '').slice(0, 10),
    today: todayIso(ctx.now),
    international: offer.flight_type === 'INTERNATIONAL',
    insuranceOffered: ctx.booking.insurance_offered,
    rules: ctx.rules,
  }
  return z
    .object({
      travellers: z.array(travellerRow),
      contact: z.object({ email: emailSchema, phone_number: phoneNumberSchema }),
      gst_wanted: z.boolean(),
      gst: z.object({ gst_number: z.string(), company_name: z.string() }),
    })
    .superRefine((v, issue) => {
      v.travellers.forEach((t, i) => {
        const body = toTraveller(t)
        for (const p of travellerProblems(body, context)) {
          const field = p.field === 'date_of_birth' ? 'dob' : p.field
          issue.addIssue({ code: 'custom', message: p.message, path: ['travellers', i, field] })
        }
      })
      if (v.gst_wanted) {
        if (!gstNumberSchema.safeParse(v.gst.gst_number).success)
          issue.addIssue({ code: 'custom', message: 'Enter a valid GST Number', path: ['gst', 'gst_number'] })
        if (!v.gst.company_name.trim())
          issue.addIssue({
            code: 'custom',
            message: 'Enter the company name on the GST registration',
            path: ['gst', 'company_name'],
          })
      }
    })
}

export type TravellerFormInput = z.input<ReturnType<typeof travellerFormSchema>>
export type TravellerFormValues = z.output<ReturnType<typeof travellerFormSchema>>
export type TravellerRow = z.infer<typeof travellerRow>

function toTraveller(t: TravellerRow) {
  return {
    type: t.type,
    title: t.title,
    first_name: t.first_name,
    last_name: t.last_name,
    gender: t.gender,
    ...(t.dob ? { date_of_birth: displayToIso(t.dob) ?? undefined } : {}),
    senior_citizen: t.senior_citizen,
    insurance: t.insurance,
    ...(t.passport_number ? { passport_number: t.passport_number } : {}),
    ...(t.passport_expiry ? { passport_expiry: displayToIso(t.passport_expiry) ?? undefined } : {}),
    ...(t.nationality ? { nationality: t.nationality } : {}),
    ...(t.saved_traveller_id ? { saved_traveller_id: Number(t.saved_traveller_id) } : {}),
  }
}

export function toRequest(v: TravellerFormValues): TravellersRequest {
  return {
    travellers: v.travellers.map(toTraveller),
    contact: { email: v.contact.email, country_code: '91', phone_number: v.contact.phone_number },
    gst: v.gst_wanted
      ? { gst_number: v.gst.gst_number.trim().toUpperCase(), company_name: v.gst.company_name.trim() }
      : null,
  }
}

const typeOrder: PassengerType[] = ['ADULT', 'CHILD', 'INFANT']

/** The form's starting values: what the booking holds, else an empty row per passenger. */
export function initialValues(
  booking: Booking,
  viewer: { email?: string; phone?: string } | null,
): TravellerFormInput {
  const types = typeOrder.flatMap((type) =>
    Array.from(
      { length: booking.passengers[type === 'ADULT' ? 'adult' : type === 'CHILD' ? 'child' : 'infant'] },
      () => type,
    ),
  )
  const saved = booking.travellers
  return {
    travellers: types.map((type, i) => {
      const t = saved[i]
      return t && t.type === type
        ? {
            type,
            title: t.title,
            first_name: t.first_name,
            last_name: t.last_name,
            gender: t.gender,
            dob: t.date_of_birth ? isoToDisplay(t.date_of_birth) : '',
            senior_citizen: t.senior_citizen,
            insurance: t.insurance,
            passport_number: t.passport_number ?? '',
            passport_expiry: t.passport_expiry ? isoToDisplay(t.passport_expiry) : '',
            nationality: t.nationality ?? '',
            saved_traveller_id: t.saved_traveller_id ? String(t.saved_traveller_id) : '',
          }
        : {
            type,
            title: type === 'ADULT' ? 'Mr' : type === 'CHILD' ? 'Mstr' : 'Mstr',
            first_name: '',
            last_name: '',
            gender: 'male',
            dob: '',
            senior_citizen: false,
            insurance: false,
            passport_number: '',
            passport_expiry: '',
            nationality: booking.offer.flight_type === 'INTERNATIONAL' ? 'IN' : '',
            saved_traveller_id: '',
          }
    }),
    contact: {
      email: booking.contact?.email ?? viewer?.email ?? '',
      phone_number: booking.contact?.phone_number ?? viewer?.phone ?? '',
    },
    gst_wanted: booking.gst !== null,
    gst: { gst_number: booking.gst?.gst_number ?? '', company_name: booking.gst?.company_name ?? '' },
  }
}

const rowFields = [
  'title',
  'first_name',
  'last_name',
  'gender',
  'dob',
  'senior_citizen',
  'insurance',
  'passport_number',
  'passport_expiry',
  'nationality',
] as const
const otherFields = ['contact.email', 'contact.phone_number', 'gst.gst_number', 'gst.company_name'] as const

type FormField = `travellers.${number}.${(typeof rowFields)[number]}` | (typeof otherFields)[number]

/**
 * The form field a server error names ('travellers.2.date_of_birth' is the form's
 * 'travellers.2.dob'), or undefined when the form has no such field (the alert says it then).
 */
export function formFieldOf(serverField: string): FormField | undefined {
  const row = /^travellers\.(\d+)\.(\w+)$/.exec(serverField)
  if (row) {
    const name = row[2] === 'date_of_birth' ? 'dob' : row[2]
    const field = rowFields.find((f) => f === name)
    return field ? `travellers.${Number(row[1])}.${field}` : undefined
  }
  return otherFields.find((f) => f === serverField)
}
