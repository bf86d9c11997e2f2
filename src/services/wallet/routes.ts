/**
 * The wallet service (001 §3 "Wallet", §7 "Bookings and wallet"; docs/decisions/0080, 0081):
 *   GET  /flights/flights/booking/create_wallet?phone=   000 §7: the signed-in user's wallet for their verified mobile
 *   GET  /wallet/api/v1.0/wallet                         the wallet (null when none): balance, promotional credit, expiry
 *   GET  /wallet/api/v1.0/wallet/statement?filter=&page= the statement, newest first, running balance
 *   POST /wallet/sandbox/credit                          sandbox, loopback only: promotional credit or cashback
 * Refusals carry the traveller's words in both statusMessage and description (001 §8: a status other
 * than SUCCESS stores its description as the error). Documented in docs/upstream.md ("Wallet").
 */
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { createWalletQuerySchema, sandboxCreditSchema, statementQuerySchema } from '@contracts/wallet/schemas'
import { walletMessages } from '@contracts/wallet/messages'
import type { Database } from '../db/client'
import { envelope } from '../http/envelope'
import { requireSandboxCaller } from '../http/sandbox-guard'
import { parseJsonBody, parseQuery } from '../http/validate'
import type { Enqueue } from '../jobs/queue'
import {
  createWallet,
  findWallet,
  grantCredit,
  sandboxKey,
  statementOf,
  userIdByEmail,
  walletError,
  walletView,
} from './store'

export interface WalletOptions {
  sandbox: boolean
  /** The signed-in user (bearer), or a 401; from the accounts service (src/services/app.ts). */
  requireUserId: (c: Context) => Promise<number>
  enqueue: Enqueue
  now?: () => Date
}

const noStore = (c: Context) => c.header('Cache-Control', 'no-store')

/** Mounted under /flights: 000 §7 names the call there. */
export function createWalletRoutes(db: Database, options: WalletOptions): Hono {
  const app = new Hono()
  const now = options.now ?? (() => new Date())
  app.get('/flights/booking/create_wallet', async (c) => {
    const { phone } = parseQuery(c, createWalletQuerySchema)
    const userId = await options.requireUserId(c)
    await createWallet(db, userId, phone)
    noStore(c)
    return c.json(envelope(await walletView(db, userId, now())))
  })
  return app
}

/** Mounted under /wallet. */
export function walletRoutes(db: Database, options: WalletOptions): Hono {
  const app = new Hono()
  const now = options.now ?? (() => new Date())

  app.get('/api/v1.0/wallet', async (c) => {
    parseQuery(c, z.object({}))
    const userId = await options.requireUserId(c)
    noStore(c)
    return c.json(envelope(await walletView(db, userId, now())))
  })

  app.get('/api/v1.0/wallet/statement', async (c) => {
    const query = parseQuery(c, statementQuerySchema)
    const userId = await options.requireUserId(c)
    const statement = await statementOf(db, userId, query, now())
    if (!statement) throw walletError(404, 'NO_WALLET', walletMessages.noWallet)
    noStore(c)
    return c.json(envelope(statement))
  })

  app.post('/sandbox/credit', async (c) => {
    requireSandboxCaller(c, options.sandbox)
    const body = await parseJsonBody(c, sandboxCreditSchema)
    const userId = body.user_id ?? (body.email ? await userIdByEmail(db, body.email) : undefined)
    if (userId === undefined || !(await findWallet(db, userId)))
      throw walletError(404, 'NO_WALLET', 'This user has no wallet: create it first (create_wallet).')
    if (body.expires_at && body.expires_at.getTime() <= now().getTime())
      throw walletError(400, 'VALIDATION_FAILED', 'expires_at must be in the future')
    const posted = await db.transaction((tx) =>
      grantCredit(tx, options.enqueue, {
        userId,
        reason: body.reason,
        amount: body.amount,
        expiresAt: body.expires_at,
        reference: body.reference,
        description: body.description ?? (body.reason === 'cashback' ? 'Cashback' : 'Promotional credit'),
        idempotencyKey: sandboxKey(userId),
      }),
    )
    if (!posted.ok) throw walletError(409, posted.reason, walletMessages.blocked)
    noStore(c)
    return c.json(envelope({ transaction_id: posted.id, balance: posted.balance }), 201)
  })

  return app
}
