/** Authorization on every account record: a token's user reaches only their own customer and company. */
import type { Context } from 'hono'
import { eq } from 'drizzle-orm'
import { travelCompanies } from '~/services/db/schema/accounts'
import { notFoundError } from '~/services/http/errors'
import type { AccountsContext } from '../context'
import { forbidden, requireUserId } from '../request'

/** The caller, who must be customer `customerId` (403 otherwise). */
export async function requireOwnCustomer(
  ctx: AccountsContext,
  c: Context,
  customerId: number,
): Promise<number> {
  const userId = await requireUserId(ctx, c)
  if (userId !== customerId) throw forbidden('account')
  return userId
}

/** The caller's travel company `companyId`: 404 when it does not exist, 403 when it is someone else's. */
export async function requireOwnCompany(
  ctx: AccountsContext,
  c: Context,
  companyId: number,
): Promise<number> {
  const userId = await requireUserId(ctx, c)
  const [company] = await ctx.db.select().from(travelCompanies).where(eq(travelCompanies.id, companyId))
  if (!company) throw notFoundError(`No travel company ${companyId}`)
  if (company.customerId !== userId) throw forbidden('GST profiles and travellers')
  return company.id
}

/** The customer's company, created on first use (one per customer). */
export async function companyOf(ctx: AccountsContext, customerId: number): Promise<number> {
  const [existing] = await ctx.db
    .select({ id: travelCompanies.id })
    .from(travelCompanies)
    .where(eq(travelCompanies.customerId, customerId))
  if (existing) return existing.id
  const [created] = await ctx.db
    .insert(travelCompanies)
    .values({ customerId, createdAt: ctx.clock.now() })
    .onConflictDoNothing()
    .returning({ id: travelCompanies.id })
  if (created) return created.id
  // Another request created it between our read and insert.
  return companyOf(ctx, customerId)
}
