/**
 * The wallet's job: promotional credit expires. Enqueued with each promotional grant for its
 * expiry time (store.ts grantCredit); runs expireDue for the user, which is safe to repeat.
 */
import type { Database } from '../db/client'
import { payloadField, type JobHandlers } from '../jobs/queue'
import { expireDue } from './store'

export function walletJobs(db: Database): JobHandlers {
  return {
    'wallet.expire': async (payload, ctx) => {
      const userId = payloadField(payload, 'userId')
      if (typeof userId !== 'number') return
      await db.transaction((tx) => expireDue(tx, userId, ctx.now))
    },
  }
}
