/** Reading users and presenting them as the "Auth user" of 000 §3. */
import { and, eq } from 'drizzle-orm'
import { users } from '../db/schema/accounts'
import { notFoundError } from '../http/errors'
import type { AccountsContext } from './context'

export type UserRow = typeof users.$inferSelect

/** How a phone is written as an OTP recipient and outbox address. */
export const phoneSubject = (countryCode: string, phoneNumber: string) => `+${countryCode} ${phoneNumber}`

export async function userById(ctx: AccountsContext, id: number): Promise<UserRow> {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, id))
  // A live token whose user was deleted: the session is as good as gone.
  if (!row) throw notFoundError('This account no longer exists')
  return row
}

export async function userByEmail(ctx: AccountsContext, email: string): Promise<UserRow | undefined> {
  const [row] = await ctx.db.select().from(users).where(eq(users.email, email.toLowerCase()))
  return row
}

export async function userByPhone(
  ctx: AccountsContext,
  countryCode: string,
  phoneNumber: string,
): Promise<UserRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.countryCode, countryCode), eq(users.phoneNumber, phoneNumber)))
  return row
}

/** 000 §3 "Auth user". validTill: membership is open-ended in this product, so it stays null. */
export function authUser(row: UserRow) {
  return {
    id: row.id,
    customer_id: row.id,
    passenger_id: row.id,
    email: row.email,
    title: row.title,
    first_name: row.firstName,
    last_name: row.lastName,
    phone_number: row.phoneNumber,
    country_code: row.countryCode,
    phone_verified: row.phoneVerified,
    email_verified: row.emailVerified,
    avatar_url: row.avatarUrl,
    login_method: row.loginMethod,
    // A verified number is the sign-in key for OTP login; changing it goes through PUT /me + OTP.
    isMobileNotEditable: row.phoneVerified,
    last_sign_in_at: row.lastSignInAt?.toISOString() ?? null,
    memberSince: row.createdAt.toISOString(),
    validTill: null,
  }
}

export type AuthUser = ReturnType<typeof authUser>
