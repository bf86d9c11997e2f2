/** Saved travellers (travel users) and the passenger list (000 §3, §7 "Account service"). */
import type { Hono } from 'hono'
import { and, asc, eq, notInArray } from 'drizzle-orm'
import { passengers, travelUsers } from '~/services/db/schema/accounts'
import { envelope } from '~/services/http/envelope'
import { notFoundError } from '~/services/http/errors'
import { parseJsonBody, parsePath, parseQuery } from '~/services/http/validate'
import type { AccountsContext } from '../context'
import { requireUserId } from '../request'
import {
  idParam,
  passengersBody,
  travelUserBody,
  travelUserParams,
  travelUsersBody,
  travelUsersQuery,
} from './account-bodies'
import { companyOf, requireOwnCompany, requireOwnCustomer } from './ownership'

type TravelUserRow = typeof travelUsers.$inferSelect
const travelUserOut = ({ id, updatedAt, ...row }: TravelUserRow) => ({
  travelUserId: id,
  ...row,
  updatedAt: updatedAt.toISOString(),
})

type PassengerRow = typeof passengers.$inferSelect
const passengerOut = ({ updatedAt, userId: _userId, ...row }: PassengerRow) => ({
  ...row,
  updatedAt: updatedAt.toISOString(),
})

export function registerTravellers(app: Hono, ctx: AccountsContext): void {
  app.post('/customer/:id/travel-users', async (c) => {
    const { id } = parsePath(c, idParam)
    await requireOwnCustomer(ctx, c, id)
    const body = await parseJsonBody(c, travelUsersBody)
    const companyId = await companyOf(ctx, id)
    const now = ctx.clock.now()
    const rows = await ctx.db
      .insert(travelUsers)
      .values(
        body.map((t) => ({
          ...t,
          travelCompanyId: companyId,
          status: 'Active',
          documents: t.documents.map((d, i) => ({
            ...d,
            id: d.id ?? String(i + 1),
            status: 'Valid' as const,
          })),
          updatedAt: now,
        })),
      )
      .returning()
    return c.json(envelope(rows.map(travelUserOut)), 201)
  })

  app.get('/travel-users', async (c) => {
    const { userId } = parseQuery(c, travelUsersQuery)
    await requireOwnCustomer(ctx, c, userId)
    const companyId = await companyOf(ctx, userId)
    const rows = await ctx.db
      .select()
      .from(travelUsers)
      .where(eq(travelUsers.travelCompanyId, companyId))
      .orderBy(asc(travelUsers.id))
    return c.json(envelope(rows.map(travelUserOut)))
  })

  app.put('/company/:companyId/travel-user/:travelUserId', async (c) => {
    const { companyId, travelUserId } = parsePath(c, travelUserParams)
    await requireOwnCompany(ctx, c, companyId)
    const body = await parseJsonBody(c, travelUserBody)
    const [row] = await ctx.db
      .update(travelUsers)
      .set({
        ...body,
        documents: body.documents.map((d, i) => ({
          ...d,
          id: d.id ?? String(i + 1),
          status: 'Valid' as const,
        })),
        updatedAt: ctx.clock.now(),
      })
      .where(and(eq(travelUsers.id, travelUserId), eq(travelUsers.travelCompanyId, companyId)))
      .returning()
    if (!row) throw notFoundError(`No saved traveller ${travelUserId} in travel company ${companyId}`)
    return c.json(envelope(travelUserOut(row)))
  })

  app.delete('/company/:companyId/travel-user/:travelUserId', async (c) => {
    const { companyId, travelUserId } = parsePath(c, travelUserParams)
    await requireOwnCompany(ctx, c, companyId)
    const [row] = await ctx.db
      .delete(travelUsers)
      .where(and(eq(travelUsers.id, travelUserId), eq(travelUsers.travelCompanyId, companyId)))
      .returning({ id: travelUsers.id })
    if (!row) throw notFoundError(`No saved traveller ${travelUserId} in travel company ${companyId}`)
    return c.body(null, 204)
  })

  /** Replaces the caller's passenger list; the first is the active one. */
  app.put('/passengers', async (c) => {
    const userId = await requireUserId(ctx, c)
    const list = await parseJsonBody(c, passengersBody)
    const now = ctx.clock.now()
    const saved = await ctx.db.transaction(async (tx) => {
      const keep = list.flatMap((p) => (p.id ? [p.id] : []))
      await tx
        .delete(passengers)
        .where(and(eq(passengers.userId, userId), keep.length ? notInArray(passengers.id, keep) : undefined))
      const out: PassengerRow[] = []
      for (const [position, { id, ...p }] of list.entries()) {
        const values = { ...p, userId, position, active: position === 0, updatedAt: now }
        // An id that is not one of the caller's passengers is treated as a new passenger.
        const [updated] = id
          ? await tx
              .update(passengers)
              .set(values)
              .where(and(eq(passengers.id, id), eq(passengers.userId, userId)))
              .returning()
          : []
        const row = updated ?? (await tx.insert(passengers).values(values).returning())[0]
        if (row) out.push(row)
      }
      return out
    })
    return c.json(envelope(saved.map(passengerOut)))
  })

  app.delete('/passengers/:id', async (c) => {
    const userId = await requireUserId(ctx, c)
    const { id } = parsePath(c, idParam)
    const [row] = await ctx.db
      .delete(passengers)
      .where(and(eq(passengers.id, id), eq(passengers.userId, userId)))
      .returning({ id: passengers.id })
    // Someone else's passenger answers like a missing one: ids are not confirmed to strangers.
    if (!row) throw notFoundError(`No passenger ${id} in your list`)
    return c.body(null, 204)
  })
}
