/**
 * The store's session revocations (docs/decisions/0187): the store seals its sessions in a cookie,
 * so ending one means remembering its id here. PUT revokes (idempotent); GET is the store's check,
 * once per request that carries a session: one primary-key lookup.
 */
import type { Hono } from 'hono'
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { revokedSessions } from '~/services/db/schema/accounts'
import { envelope } from '~/services/http/envelope'
import { parsePath } from '~/services/http/validate'
import type { AccountsContext } from '../context'

const sessionPath = z.object({
  id: z.string().regex(/^[0-9a-f]{32}$/, 'must be a session id: 32 lower-case hexadecimal characters'),
})

export function registerSessions(app: Hono, ctx: AccountsContext): void {
  app.get('/sessions/:id', async (c) => {
    const { id } = parsePath(c, sessionPath)
    const [row] = await ctx.db
      .select({ revokedAt: revokedSessions.revokedAt })
      .from(revokedSessions)
      .where(eq(revokedSessions.sessionId, id))
    return c.json(
      envelope({ session_id: id, revoked: !!row, revoked_at: row?.revokedAt.toISOString() ?? null }),
    )
  })

  app.put('/sessions/:id/revocation', async (c) => {
    const { id } = parsePath(c, sessionPath)
    await ctx.db
      .insert(revokedSessions)
      .values({ sessionId: id, revokedAt: ctx.clock.now() })
      .onConflictDoNothing()
    const [row] = await ctx.db.select().from(revokedSessions).where(eq(revokedSessions.sessionId, id))
    return c.json(
      envelope({ session_id: id, revoked: true, revoked_at: row?.revokedAt.toISOString() ?? null }),
    )
  })
}
