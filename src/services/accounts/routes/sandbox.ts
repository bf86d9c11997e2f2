/**
 * Sandbox only (404 everywhere else) and loopback only (403): GET /sandbox/outbox?to=&requester= —
 * the dev outbox (`requester`: one store session's messages); GET
 * /sandbox/outbox/:id/attachments/:index — an e-mail's file (the e-ticket PDF); POST
 * /sandbox/code_age — when a recipient's newest one-time code was sent, as the services see it
 * (browser tests move the page's clock past the resend cool-down and need the services to agree).
 */
import type { Hono } from 'hono'
import { desc, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import { oneTimeCodes } from '~/services/db/schema/accounts'
import { envelope } from '~/services/http/envelope'
import { requireSandboxCaller } from '~/services/http/sandbox-guard'
import { notFoundError } from '~/services/http/errors'
import { parseJsonBody, parsePath, parseQuery } from '~/services/http/validate'
import { readAttachment, readOutbox } from '~/services/messaging/outbox'
import type { AccountsContext } from '../context'

const outboxQuery = z.object({
  to: z.string().trim().min(1).max(254).optional(),
  /** Only the messages asked for by this store session's tag (the store always sends it). */
  requester: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,64}$/, 'must be the opaque tag the store sent as X-Sandbox-Requester')
    .optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
})

const attachmentPath = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  index: z.coerce.number().int().min(0).max(20),
})

const ageBody = z.object({
  /** As the codes were sent: '+91 9876543210', or an e-mail address. */
  to: z.string().trim().min(1).max(254),
  /** How long ago the newest code was sent, from now on (0: just now). */
  seconds: z.number().int().min(0).max(86_400),
})

export function registerSandbox(app: Hono, ctx: AccountsContext): void {
  app.post('/sandbox/code_age', async (c) => {
    requireSandboxCaller(c, ctx.sandbox)
    const { to, seconds } = await parseJsonBody(c, ageBody)
    const subject = to.toLowerCase()
    const [newest] = await ctx.db
      .select({ createdAt: oneTimeCodes.createdAt })
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.subject, subject))
      .orderBy(desc(oneTimeCodes.id))
      .limit(1)
    c.header('Cache-Control', 'no-store')
    if (!newest) return c.json(envelope({ moved: 0 }))
    // Every code of the recipient moves by the same time, so their order and lifetimes stay as sent.
    const by = ctx.clock.now().getTime() - seconds * 1000 - newest.createdAt.getTime()
    const shift = sql`make_interval(secs => ${by / 1000})`
    const moved = await ctx.db
      .update(oneTimeCodes)
      .set({
        createdAt: sql`${oneTimeCodes.createdAt} + ${shift}`,
        expiresAt: sql`${oneTimeCodes.expiresAt} + ${shift}`,
      })
      .where(eq(oneTimeCodes.subject, subject))
      .returning({ id: oneTimeCodes.id })
    return c.json(envelope({ moved: moved.length }))
  })

  app.get('/sandbox/outbox/:id/attachments/:index', async (c) => {
    requireSandboxCaller(c, ctx.sandbox)
    const { id, index } = parsePath(c, attachmentPath)
    const file = await readAttachment(ctx.db, id, index)
    if (!file) throw notFoundError('This message has no such attachment')
    c.header('Cache-Control', 'no-store')
    c.header('Content-Type', file.contentType)
    c.header('Content-Disposition', `attachment; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`)
    return c.body(new Uint8Array(file.content).buffer)
  })

  app.get('/sandbox/outbox', async (c) => {
    requireSandboxCaller(c, ctx.sandbox)
    const { to, requester, limit } = parseQuery(c, outboxQuery)
    // '+' in a query string decodes to a space; '+91 98…' arrives as ' 91 98…'.
    const recipient = to && /^\d/.test(to) && /^\d+ \d+$/.test(to) ? `+${to}` : to
    c.header('Cache-Control', 'no-store')
    return c.json(
      envelope({ messages: await readOutbox(ctx.db, { to: recipient?.toLowerCase(), requester, limit }) }),
    )
  })
}
