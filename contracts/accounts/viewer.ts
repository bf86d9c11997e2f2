/**
 * The signed-in person as the pages see them (000 §3 "Auth user", in camelCase). Client-safe: the
 * session keeps a copy (sealed in the cookie) and `getViewer()` hands it to the browser. Never
 * holds a token.
 */
import { z } from 'zod'

export const viewerSchema = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  passengerId: z.number().int(),
  email: z.string(),
  title: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string().nullable(),
  countryCode: z.string().nullable(),
  phoneVerified: z.boolean(),
  emailVerified: z.boolean(),
  avatarUrl: z.string().nullable(),
  loginMethod: z.string().nullable(),
  /** ISO date-time. */
  memberSince: z.string(),
  validTill: z.string().nullable(),
  /** A number is on the account but nobody proved owning it (000 §4 mobile-not-verified branch). */
  isMobileNotVerified: z.boolean(),
  /** No number on the account at all (000 §4 mobile-not-registered branch). */
  isMobileNotRegistered: z.boolean(),
})

export type Viewer = z.infer<typeof viewerSchema>
