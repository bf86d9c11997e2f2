/**
 * The account service (/account, 000 §7 "Account service") as the BFF calls it: GST profiles
 * (sub-terminals), saved travellers, the GST state and country-code lists. The customer and
 * company ids are parameters here; the server functions take them from the session, never from
 * the browser.
 */
import { z } from 'zod'
import { upstream } from '../upstream/client.server'

const envelope = <S extends z.ZodType>(data: S) => z.object({ data })

async function must<T>(result: Promise<{ data: T | null }>, what: string): Promise<T> {
  const { data } = await result
  if (data === null) throw new Error(`${what} answered without a body`)
  return data
}

export const gstProfileOut = z.object({
  id: z.number().int(),
  travelCompanyId: z.number().int(),
  subTerminalName: z.string(),
  subTerminalStatus: z.string(),
  companyName: z.string(),
  countryId: z.string(),
  email: z.string(),
  extension: z.string(),
  phoneNumber: z.string(),
  gstNumber: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  stateId: z.string(),
  cityId: z.string(),
  zipCode: z.string(),
  updatedAt: z.string(),
})
export type GstProfile = z.infer<typeof gstProfileOut>

const gstProfilesAnswer = envelope(
  z.object({ travelCompanyId: z.number().int(), subTerminals: z.array(gstProfileOut) }),
)
export type GstProfiles = z.infer<typeof gstProfilesAnswer>['data']

export const travellerOut = z.object({
  travelUserId: z.number().int(),
  travelCompanyId: z.number().int(),
  title: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  status: z.string(),
  passengerType: z.string(),
  dateOfBirth: z.string().nullable(),
  documents: z.array(
    z.object({
      id: z.string(),
      number: z.string(),
      type: z.literal('passport'),
      expiryDate: z.string(),
      issueDate: z.string().optional(),
      issuingCountry: z.string().optional(),
      status: z.string(),
      passportType: z.string(),
    }),
  ),
  updatedAt: z.string(),
})
export type Traveller = z.infer<typeof travellerOut>

/** A GST profile as the service takes it (countryId is always India here: GST is Indian). */
export interface GstProfileBody {
  companyName: string
  subTerminalName: string
  email: string
  phoneNumber: string
  extension: string
  gstNumber: string
  addressLine1: string
  addressLine2?: string | undefined
  stateId: string
  cityId: string
  zipCode: string
}

export interface TravellerBody {
  title: string
  firstName: string
  lastName: string
  passengerType: string
  dateOfBirth?: string | undefined
  documents: Array<{
    id?: string | undefined
    number: string
    type: 'passport'
    passportType: 'Personal'
    expiryDate: string
    issueDate?: string | undefined
    issuingCountry?: string | undefined
  }>
}

export async function listGstProfiles(customerId: number): Promise<GstProfiles> {
  const data = await must(
    upstream()({
      method: 'GET',
      path: `/account/customer/${customerId}/sub-terminals`,
      schema: gstProfilesAnswer,
    }),
    'sub-terminals',
  )
  return data.data
}

export async function createGstProfile(customerId: number, body: GstProfileBody): Promise<GstProfile> {
  const data = await must(
    upstream()({
      method: 'POST',
      path: `/account/customer/${customerId}/travel-company`,
      body: { subTerminals: [{ ...body, countryId: 'IN' }] },
      schema: gstProfilesAnswer,
    }),
    'travel-company',
  )
  const created = data.data.subTerminals[0]
  if (!created) throw new Error('travel-company answered without the new GST profile')
  return created
}

export async function updateGstProfile(
  companyId: number,
  id: number,
  body: GstProfileBody,
): Promise<GstProfile> {
  const data = await must(
    upstream()({
      method: 'PUT',
      path: `/account/company/${companyId}/sub-terminal/${id}`,
      body: { ...body, countryId: 'IN' },
      schema: envelope(gstProfileOut),
    }),
    'sub-terminal',
  )
  return data.data
}

export const gstStateOut = z.object({
  stateGstCode: z.string(),
  name: z.string(),
  abbreviation: z.string(),
  capital: z.string(),
})
export type GstState = z.infer<typeof gstStateOut>

export async function lookupGstState(stateGstCode: string): Promise<GstState> {
  const data = await must(
    upstream()({
      method: 'GET',
      path: '/account/province',
      query: { stateGstCode },
      skipAuth: true,
      schema: envelope(gstStateOut),
    }),
    'province',
  )
  return data.data
}

export async function listTravellers(customerId: number): Promise<Traveller[]> {
  const data = await must(
    upstream()({
      method: 'GET',
      path: '/account/travel-users',
      query: { userId: customerId },
      schema: envelope(z.array(travellerOut)),
    }),
    'travel-users',
  )
  return data.data
}

export async function createTraveller(customerId: number, body: TravellerBody): Promise<Traveller> {
  const data = await must(
    upstream()({
      method: 'POST',
      path: `/account/customer/${customerId}/travel-users`,
      body: [body],
      schema: envelope(z.array(travellerOut)),
    }),
    'travel-users',
  )
  const created = data.data[0]
  if (!created) throw new Error('travel-users answered without the new traveller')
  return created
}

export async function updateTraveller(
  companyId: number,
  travelUserId: number,
  body: TravellerBody,
): Promise<Traveller> {
  const data = await must(
    upstream()({
      method: 'PUT',
      path: `/account/company/${companyId}/travel-user/${travelUserId}`,
      body,
      schema: envelope(travellerOut),
    }),
    'travel-user',
  )
  return data.data
}

export async function deleteTraveller(companyId: number, travelUserId: number): Promise<void> {
  await upstream()({
    method: 'DELETE',
    path: `/account/company/${companyId}/travel-user/${travelUserId}`,
    schema: z.unknown(),
  })
}

export const countryCodeOut = z.object({
  id: z.union([z.number(), z.string()]),
  isoCode: z.string(),
  name: z.string(),
  countryCode: z.string(),
  dialCode: z.string(),
})
export type CountryCode = z.infer<typeof countryCodeOut>

export async function listCountryCodes(perPage: number): Promise<CountryCode[]> {
  const data = await must(
    upstream()({
      method: 'GET',
      path: '/account/country-codes',
      query: { currentPage: 1, perPage },
      skipAuth: true,
      schema: envelope(z.object({ countryCodes: z.array(countryCodeOut) })),
    }),
    'country-codes',
  )
  return data.data.countryCodes
}
