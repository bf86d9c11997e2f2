/**
 * The signed-in person's account (000 §4 "My account", §7 "Account service"): profile, password,
 * avatar, mobile, GST profiles, saved travellers, and the GST-state and country-code lists.
 * Signed-in only (401 UNAUTHORIZED 'Please sign in to continue'), except the two public lists.
 * Customer and company ids come from the session's viewer, never from the browser: a person can
 * only ever name records inside their own company.
 */
import { createServerFn } from '@tanstack/react-start'
import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import {
  gstProfileFields,
  gstProfileSchema,
  gstStateAgrees,
  stateGstCodeSchema,
  travellerSchema,
} from '@contracts/accounts/records'
import {
  countryCodeSchema,
  nameSchema,
  passwordSchema,
  phoneNumberSchema,
  titleSchema,
} from '@contracts/accounts/rules'
import type { Viewer } from '@contracts/accounts/viewer'
import * as account from './account-client.server'
import type { CountryCode, GstProfile, GstProfiles, GstState, Traveller } from './account-client.server'
import * as auth from './auth-client.server'
import { product } from '../platform/config.server'
import { accountsCall } from './errors'
import { readSession, writeSession } from '../session/session.server'
import { signedInCall } from './viewer.server'
import { input } from '../platform/validate'

export type { CountryCode, GstProfile, GstProfiles, GstState, Traveller } from './account-client.server'

// Records are numbered by PostgreSQL `serial` (a 32-bit integer): a larger id names nothing and
// reached the services as a 500 (the store fuzz suite found 9e15).
const recordId = z
  .number({ error: 'is required' })
  .int()
  .positive()
  .max(2_147_483_647, 'must be at most 2147483647')

/** The viewer's travel company: from the session, else learnt once from the service. */
async function companyOf(viewer: Viewer): Promise<number> {
  const known = readSession()?.companyId
  if (known) return known
  const { travelCompanyId } = await account.listGstProfiles(viewer.customerId)
  writeSession({ companyId: travelCompanyId })
  return travelCompanyId
}

/** The viewer after a PUT /auth/me, kept in the session. */
function keep(viewer: Viewer): { user: Viewer } {
  writeSession({ viewer })
  return { user: viewer }
}

export const updateProfile = createServerFn({ method: 'POST' })
  .validator(input(z.object({ title: titleSchema, firstName: nameSchema, lastName: nameSchema })))
  .handler(({ data }): Promise<{ user: Viewer }> => signedInCall(async () => keep(await auth.updateMe(data))))

/** The service ends the other sessions and hands this one a new token (stored by upstream()). */
export const changePassword = createServerFn({ method: 'POST' })
  .validator(
    input(
      z.object({
        currentPassword: z.string({ error: 'is required' }).min(1, 'is required').max(128),
        password: passwordSchema,
      }),
    ),
  )
  .handler(({ data }): Promise<{ user: Viewer }> =>
    signedInCall(async () =>
      keep(await auth.updateMe({ current_password: data.currentPassword, password: data.password })),
    ),
  )

export const removeAvatar = createServerFn({ method: 'POST' }).handler((): Promise<{ user: Viewer }> =>
  signedInCall(async () => keep(await auth.updateMe({ remove_avatar: true }))),
)

/** A new number is unverified and gets an OTP; finish with confirmPhone (auth.functions.ts). */
export const updatePhone = createServerFn({ method: 'POST' })
  .validator(
    input(z.object({ phoneNumber: phoneNumberSchema, countryCode: countryCodeSchema.default('91') })),
  )
  .handler(({ data }): Promise<{ user: Viewer }> =>
    signedInCall(async () =>
      keep(await auth.updateMe({ phone_number: data.phoneNumber, country_code: data.countryCode })),
    ),
  )

export const listGstProfiles = createServerFn({ method: 'GET' }).handler((): Promise<GstProfiles> =>
  signedInCall(async (viewer) => {
    const answer = await account.listGstProfiles(viewer.customerId)
    writeSession({ companyId: answer.travelCompanyId })
    return answer
  }),
)

export const gstProfilesQueryOptions = () =>
  queryOptions({ queryKey: ['account', 'gst-profiles'], queryFn: () => listGstProfiles() })

export const createGstProfile = createServerFn({ method: 'POST' })
  .validator(input(gstProfileSchema))
  .handler(({ data }): Promise<GstProfile> =>
    signedInCall((viewer) => account.createGstProfile(viewer.customerId, data)),
  )

/** Saving a GST profile sets it Active again (000 §4). */
export const updateGstProfile = createServerFn({ method: 'POST' })
  .validator(input(gstStateAgrees(gstProfileFields.extend({ id: recordId }))))
  .handler(({ data }): Promise<GstProfile> =>
    signedInCall(async (viewer) => {
      const { id, ...profile } = data
      return account.updateGstProfile(await companyOf(viewer), id, profile)
    }),
  )

export const lookupGstState = createServerFn({ method: 'GET' })
  .validator(input(z.object({ stateGstCode: stateGstCodeSchema })))
  .handler(({ data }): Promise<GstState> => accountsCall(() => account.lookupGstState(data.stateGstCode)))

export const gstStateQueryOptions = (stateGstCode: string) =>
  queryOptions({
    queryKey: ['account', 'gst-state', stateGstCode],
    queryFn: () => lookupGstState({ data: { stateGstCode } }),
    // The GST state table changes once in years.
    staleTime: Infinity,
  })

export const listTravellers = createServerFn({ method: 'GET' }).handler((): Promise<Traveller[]> =>
  signedInCall((viewer) => account.listTravellers(viewer.customerId)),
)

export const travellersQueryOptions = () =>
  queryOptions({ queryKey: ['account', 'travellers'], queryFn: () => listTravellers() })

export const createTraveller = createServerFn({ method: 'POST' })
  .validator(input(travellerSchema))
  .handler(({ data }): Promise<Traveller> =>
    signedInCall((viewer) => account.createTraveller(viewer.customerId, data)),
  )

export const updateTraveller = createServerFn({ method: 'POST' })
  .validator(input(travellerSchema.extend({ id: recordId })))
  .handler(({ data }): Promise<Traveller> =>
    signedInCall(async (viewer) => {
      const { id, ...traveller } = data
      return account.updateTraveller(await companyOf(viewer), id, traveller)
    }),
  )

export const deleteTraveller = createServerFn({ method: 'POST' })
  .validator(input(z.object({ id: recordId })))
  .handler(({ data }): Promise<{ deleted: true }> =>
    signedInCall(async (viewer) => {
      await account.deleteTraveller(await companyOf(viewer), data.id)
      return { deleted: true }
    }),
  )

/** Public: the dialling codes for the mobile fields, India first. */
export const listCountryCodes = createServerFn({ method: 'GET' }).handler((): Promise<CountryCode[]> =>
  accountsCall(() => account.listCountryCodes(product.limits.countryCodePageSize)),
)

export const countryCodesQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'country-codes'],
    queryFn: () => listCountryCodes(),
    staleTime: Infinity,
  })
