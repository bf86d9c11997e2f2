/** GET /sandbox/outbox?to= — the dev outbox: sandbox only, 404 everywhere else. */
import type { Hono } from 'hono'
import { z } from 'zod'
import { envelope } from '~/services/http/envelope'
import { notFoundError } from '~/services/http/errors'
import { parseQuery } from '~/services/http/validate'
import { readOutbox } from '~/services/messaging/outbox'
import type { AccountsContext } from '../context'

const outboxQuery = z.object({
  to: z.string().trim().min(1).max(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
})

export function registerSandbox(app: Hono, ctx: AccountsContext): void {
  app.get('/sandbox/outbox', async (c) => {
    if (!ctx.sandbox) throw notFoundError(`No endpoint GET ${new URL(c.req.url).pathname}`)
    const { to, limit } = parseQuery(c, outboxQuery)
    // '+' in a query string decodes to a space; '+91 98…' arrives as ' 91 98…'.
    const recipient = to && /^\d/.test(to) && /^\d+ \d+$/.test(to) ? `+${to}` : to
    c.header('Cache-Control', 'no-store')
    return c.json(envelope({ messages: await readOutbox(ctx.db, recipient?.toLowerCase(), limit) }))
  })
}
