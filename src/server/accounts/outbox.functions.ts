/**
 * The dev outbox page's read: the SMS and e-mails the sandbox "sent". Whether this deployment is
 * the sandbox at all is src/server/shell/sandbox.functions.ts.
 */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { readOutbox as fetchOutbox, type OutboxMessage } from './auth-client.server'
import { deployment } from '../platform/config.server'
import { UserError, asUserErrors } from '../platform/errors'
import { input } from '../platform/validate'
import { readSession } from '../session/session.server'

export type { OutboxMessage } from './auth-client.server'

// Not exported: an exported schema stays in the browser bundle with zod (docs/decisions/0021).
const readOutboxInput = z.object({
  /** '+91 9876543210' or an e-mail address; all of this session's recipients when absent. */
  to: z.string().trim().min(1).max(254).optional(),
})

/**
 * The dev outbox page: the SMS and e-mails the sandbox "sent" in answer to this browser session's
 * own requests, newest first; nothing before it asked for any (0050). 404 outside the sandbox.
 */
export const readOutbox = createServerFn({ method: 'GET' })
  .validator(input(readOutboxInput))
  .handler(({ data }): Promise<OutboxMessage[]> => {
    if (!deployment.SANDBOX) {
      throw new UserError('The outbox exists only in the sandbox', {
        kind: 'rejected',
        status: 404,
        code: 'NOT_FOUND',
      })
    }
    const tag = readSession()?.outboxTag
    if (!tag) return Promise.resolve([])
    return asUserErrors(() => fetchOutbox(data.to, tag))
  })
