/** Customer profile and GST sub-terminals (000 §7 "Account service"). */
import type { Hono } from 'hono'
import { and, asc, eq } from 'drizzle-orm'
import { z } from 'zod'
import { subTerminals, users } from '~/services/db/schema/accounts'
import { envelope } from '~/services/http/envelope'
import { notFoundError } from '~/services/http/errors'
import { parseJsonBody, parsePath, parseQuery } from '~/services/http/validate'
import type { AccountsContext } from '../context'
import { userById, type UserRow } from '../users'
import {
  companyParams,
  customerUpdateBody,
  idParam,
  subTerminalBody,
  travelCompanyBody,
} from './account-bodies'
import { companyOf, requireOwnCompany, requireOwnCustomer } from './ownership'

function customerOf(user: UserRow, withContact: boolean) {
  return {
    id: user.id,
    title: user.title,
    firstName: user.firstName,
    lastName: user.lastName,
    memberSince: user.createdAt.toISOString(),
    ...(withContact
      ? {
          contact: {
            contactId: user.id,
            email: user.email,
            countryCode: user.countryCode,
            phoneNumber: user.phoneNumber,
            emailVerified: user.emailVerified,
            phoneVerified: user.phoneVerified,
          },
        }
      : {}),
  }
}

type SubTerminalRow = typeof subTerminals.$inferSelect
const subTerminalOut = ({ updatedAt, ...row }: SubTerminalRow) => ({
  ...row,
  updatedAt: updatedAt.toISOString(),
})

export function registerCustomer(app: Hono, ctx: AccountsContext): void {
  app.get('/customer/:id', async (c) => {
    const { id } = parsePath(c, idParam)
    const { contact } = parseQuery(c, z.object({ contact: z.enum(['true', 'false']).optional() }))
    await requireOwnCustomer(ctx, c, id)
    return c.json(envelope(customerOf(await userById(ctx, id), contact === 'true')))
  })

  app.put('/customer/:id', async (c) => {
    const { id } = parsePath(c, idParam)
    await requireOwnCustomer(ctx, c, id)
    const body = await parseJsonBody(c, customerUpdateBody)
    const [row] = await ctx.db.update(users).set(body).where(eq(users.id, id)).returning()
    return c.json(envelope(customerOf(row ?? (await userById(ctx, id)), true)))
  })

  app.get('/customer/:id/sub-terminals', async (c) => {
    const { id } = parsePath(c, idParam)
    await requireOwnCustomer(ctx, c, id)
    const companyId = await companyOf(ctx, id)
    const rows = await ctx.db
      .select()
      .from(subTerminals)
      .where(eq(subTerminals.travelCompanyId, companyId))
      .orderBy(asc(subTerminals.id))
    return c.json(envelope({ travelCompanyId: companyId, subTerminals: rows.map(subTerminalOut) }))
  })

  app.post('/customer/:id/travel-company', async (c) => {
    const { id } = parsePath(c, idParam)
    await requireOwnCustomer(ctx, c, id)
    const body = await parseJsonBody(c, travelCompanyBody)
    const companyId = await companyOf(ctx, id)
    const now = ctx.clock.now()
    const rows = await ctx.db
      .insert(subTerminals)
      .values(
        body.subTerminals.map((t) => ({
          ...t,
          travelCompanyId: companyId,
          subTerminalStatus: 'Active',
          updatedAt: now,
        })),
      )
      .returning()
    return c.json(envelope({ travelCompanyId: companyId, subTerminals: rows.map(subTerminalOut) }), 201)
  })

  app.put('/company/:companyId/sub-terminal/:id', async (c) => {
    const { companyId, id } = parsePath(c, companyParams)
    await requireOwnCompany(ctx, c, companyId)
    const body = await parseJsonBody(c, subTerminalBody)
    // 000 §4: a saved GST sub-terminal is set Active when updated.
    const [row] = await ctx.db
      .update(subTerminals)
      .set({ ...body, subTerminalStatus: 'Active', updatedAt: ctx.clock.now() })
      .where(and(eq(subTerminals.id, id), eq(subTerminals.travelCompanyId, companyId)))
      .returning()
    if (!row) throw notFoundError(`No GST profile ${id} in travel company ${companyId}`)
    return c.json(envelope(subTerminalOut(row)))
  })
}
