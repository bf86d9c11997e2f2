/**
 * The sandbox PAYBACK programme (issue 26; 001 §2 loyalty redeem flow, §3 "Loyalty points
 * (PAYBACK)", §5; docs/decisions/0225, 0228), mounted under /loyalty:
 *   POST /api/v1.0/accounts/lookup {number}        the account behind a mobile or card number, masked
 *   POST /api/v1.0/pin {number}                    a PIN by SMS and e-mail (the PIN-sent modal)
 *   POST /api/v1.0/pin/verify {number, pin}        a redeem authorisation and the balance it opens
 *   POST /api/v1.0/balance {authorization}         balance, expiring points and transactions
 *   GET  /api/v1.0/me                              the signed-in user's account (null when none)
 *   POST /api/v1.0/me/create                       one for the signed-in user's verified mobile
 *   POST /api/v1.0/me/link {authorization}         the account a verified PIN opened, linked to the user
 *   POST /sandbox/points {number, points}          sandbox, loopback only: points granted
 * Refusals carry the traveller's words in statusMessage and description (000 §8 for the look-up).
 */
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import {
  authorizationRequestSchema,
  lookupRequestSchema,
  pinRequestSchema,
  sandboxPointsSchema,
  verifyPinRequestSchema,
} from '@contracts/loyalty/schemas'
import { loyaltyMessages } from '@contracts/loyalty/messages'
import type { Database } from '../db/client'
import { envelope } from '../http/envelope'
import { countHit } from '../http/rate-limit'
import { requireSandboxCaller, sandboxRequester } from '../http/sandbox-guard'
import { parseJsonBody, parseQuery } from '../http/validate'
import type { Enqueue } from '../jobs/queue'
import type { MessageSender } from '../messaging/sender'
import { requestPin, verifyPin } from './pin'
import {
  balanceOf,
  createForUser,
  creditPoints,
  linkToUser,
  loyaltyError,
  myLoyalty,
  requireAuthorized,
  requireByNumber,
  summaryOf,
  transactionsOf,
  type LoyaltyConfig,
} from './store'

export interface LoyaltyOptions {
  sandbox: boolean
  config: LoyaltyConfig
  sender: MessageSender
  productName: string
  /** The signed-in user (bearer), or a 401; from the accounts service (src/services/app.ts). */
  requireUserId: (c: Context) => Promise<number>
  /** The browser's address, for the per-address look-up limit. */
  clientIpOf: (c: Context) => string
  enqueue: Enqueue
  now?: () => Date
}

const noStore = (c: Context) => c.header('Cache-Control', 'no-store')

export function loyaltyRoutes(db: Database, options: LoyaltyOptions): Hono {
  const app = new Hono()
  const now = options.now ?? (() => new Date())
  const { config } = options
  const pinDeps = { db, config, sender: options.sender, productName: options.productName }

  /** Numbers tried from one address are counted: the look-up must not list the members. */
  const countLookup = async (c: Context, at: Date) => {
    const wait = await countHit(db, `loyalty-lookup:${options.clientIpOf(c)}`, config.lookups, at)
    if (wait !== undefined) throw loyaltyError(429, 'TOO_MANY_LOOKUPS', loyaltyMessages.lookupsTooMany(wait))
  }

  app.post('/api/v1.0/accounts/lookup', async (c) => {
    const { number } = await parseJsonBody(c, lookupRequestSchema)
    const at = now()
    await countLookup(c, at)
    const account = await requireByNumber(db, number)
    noStore(c)
    return c.json(envelope(summaryOf(account)))
  })

  app.post('/api/v1.0/pin', async (c) => {
    const { number } = await parseJsonBody(c, pinRequestSchema)
    const at = now()
    await countLookup(c, at)
    const account = await requireByNumber(db, number)
    const sent = await requestPin(pinDeps, account, sandboxRequester(c), at)
    noStore(c)
    return c.json(envelope(sent), 201)
  })

  app.post('/api/v1.0/pin/verify', async (c) => {
    const { number, pin } = await parseJsonBody(c, verifyPinRequestSchema)
    const at = now()
    await countLookup(c, at)
    const account = await requireByNumber(db, number)
    const verified = await verifyPin(pinDeps, account, pin, at)
    noStore(c)
    return c.json(
      envelope({
        authorization: verified.authorization,
        expires_at: verified.expiresAt.toISOString(),
        balance: await balanceOf(db, account, config, at),
      }),
    )
  })

  app.post('/api/v1.0/balance', async (c) => {
    const { authorization } = await parseJsonBody(c, authorizationRequestSchema)
    const at = now()
    const account = await requireAuthorized(db, authorization, at)
    noStore(c)
    return c.json(
      envelope({
        balance: await balanceOf(db, account, config, at),
        transactions: await transactionsOf(db, account.id),
      }),
    )
  })

  app.get('/api/v1.0/me', async (c) => {
    parseQuery(c, z.object({}))
    const userId = await options.requireUserId(c)
    noStore(c)
    return c.json(envelope(await myLoyalty(db, userId, config, now())))
  })

  app.post('/api/v1.0/me/create', async (c) => {
    await parseJsonBody(c, z.object({}))
    const userId = await options.requireUserId(c)
    await createForUser(db, userId)
    noStore(c)
    return c.json(envelope(await myLoyalty(db, userId, config, now())), 201)
  })

  app.post('/api/v1.0/me/link', async (c) => {
    const { authorization } = await parseJsonBody(c, authorizationRequestSchema)
    const userId = await options.requireUserId(c)
    const at = now()
    await linkToUser(db, await requireAuthorized(db, authorization, at), userId)
    noStore(c)
    return c.json(envelope(await myLoyalty(db, userId, config, at)))
  })

  app.post('/sandbox/points', async (c) => {
    requireSandboxCaller(c, options.sandbox)
    const body = await parseJsonBody(c, sandboxPointsSchema)
    const account = await requireByNumber(db, body.number)
    const at = now()
    const days = body.expires_in_days ?? config.pointsValidityDays
    const posted = await db.transaction((tx) =>
      creditPoints(tx, options.enqueue, config, {
        accountId: account.id,
        reason: 'bonus',
        points: body.points,
        reference: 'SANDBOX',
        description: body.description ?? 'Sandbox points',
        idempotencyKey: `sandbox:${account.id}:${crypto.randomUUID()}`,
        expiresAt: new Date(at.getTime() + days * 86_400_000),
        at,
      }),
    )
    if (!posted.ok) throw loyaltyError(409, posted.reason, loyaltyMessages.blocked)
    noStore(c)
    return c.json(envelope({ transaction_id: posted.row.id, points: posted.balance }), 201)
  })

  return app
}
