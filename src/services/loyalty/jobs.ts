/**
 * The PAYBACK programme's jobs (000 §9 "Reward expiry alert: 3 days"; docs/decisions/0227):
 * 'loyalty.expire' takes the unspent part of every grant past its time, 'loyalty.expiry-alert'
 * tells the member by SMS and e-mail, 3 days before, how many points of a grant are about to go.
 * Both are queued with the grant (store.ts creditPoints) and safe to repeat.
 */
import { format } from 'date-fns'
import type { Database, Tx } from '../db/client'
import { payloadField, type JobHandlers } from '../jobs/queue'
import type { MessageSender } from '../messaging/sender'
import { dueGrants, ledgerOf, lockAccount, postPoints, replayPoints } from './ledger'
import type { LoyaltyConfig } from './store'

/** Expires what is due on one account; the key names the grant and what had expired of it before. */
export async function expireDue(tx: Tx, accountId: string, now: Date): Promise<number> {
  if (!(await lockAccount(tx, accountId))) return 0
  let expired = 0
  for (const grant of dueGrants(replayPoints(await ledgerOf(tx, accountId)), now)) {
    const posted = await postPoints(tx, {
      accountId,
      idempotencyKey: `expiry:${grant.id}:${grant.expired}`,
      reason: 'expiry',
      points: -grant.left,
      reference: grant.id,
      description: 'Points expired',
      at: now,
    })
    if (posted.ok && !posted.replayed) expired += grant.left
  }
  return expired
}

export interface LoyaltyJobDeps {
  sender: MessageSender
  productName: string
  config: LoyaltyConfig
}

export function loyaltyJobs(db: Database, deps: LoyaltyJobDeps): JobHandlers {
  return {
    'loyalty.expire': async (payload, ctx) => {
      const accountId = payloadField(payload, 'accountId')
      if (typeof accountId !== 'string') return
      await db.transaction((tx) => expireDue(tx, accountId, ctx.now))
    },
    'loyalty.expiry-alert': async (payload, ctx) => {
      const accountId = payloadField(payload, 'accountId')
      const grantId = payloadField(payload, 'grantId')
      if (typeof accountId !== 'string' || typeof grantId !== 'string') return
      const account = await db.transaction((tx) => lockAccount(tx, accountId))
      const grant = replayPoints(await ledgerOf(db, accountId)).grants.get(grantId)
      if (!account || !grant || grant.left < 1 || grant.expiresAt.getTime() <= ctx.now.getTime()) return
      const when = format(grant.expiresAt, 'd MMM yyyy')
      const body = `${grant.left} of your PAYBACK points expire on ${when}. Redeem them on your next ${deps.productName} booking.`
      await deps.sender.send({
        channel: 'sms',
        to: `+91 ${account.mobile}`,
        subject: 'PAYBACK points expiring',
        body,
      })
      await deps.sender.send({
        channel: 'email',
        to: account.email,
        subject: `${deps.productName}: your PAYBACK points expire on ${when}`,
        body: `Hello ${account.name},\n\n${body}`,
      })
    },
  }
}
