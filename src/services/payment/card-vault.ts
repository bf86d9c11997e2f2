/**
 * The card vault (000 §7, 001 §7; issue 26), mounted under /card-vault:
 *   POST /card-vault/my-payment-modes      empty body: the signed-in traveller's saved payment modes
 *   POST /card-vault/delete-payment-mode   body { mode }: delete one of their own (404 for anyone else's)
 * The modes are saved by the sandbox gateway's page when a traveller ticks "Save this card" on a
 * captured card payment (./routes/pay-page.ts) and kept as tokens with network, issuer and last 4
 * only (docs/decisions/0232).
 */
import { randomBytes } from 'node:crypto'
import { and, asc, eq, isNull } from 'drizzle-orm'
import type { Context } from 'hono'
import { Hono } from 'hono'
import {
  cardVaultMessages,
  deletePaymentModeRequestSchema,
  myPaymentModesRequestSchema,
  type MyPaymentModes,
  type SandboxCard,
} from '@contracts/payments/card-vault'
import type { Database, Tx } from '../db/client'
import { savedPaymentModes } from '../db/schema'
import { envelope } from '../http/envelope'
import { ApiError } from '../http/errors'
import { parseJsonBody } from '../http/validate'

export interface CardVaultOptions {
  /** The signed-in user (bearer), or a 401; from the accounts service (src/services/app.ts). */
  requireUserId: (c: Context) => Promise<number>
}

export async function modesOf(db: Database | Tx, userId: number) {
  return db
    .select()
    .from(savedPaymentModes)
    .where(and(eq(savedPaymentModes.userId, userId), isNull(savedPaymentModes.deletedAt)))
    .orderBy(asc(savedPaymentModes.createdAt), asc(savedPaymentModes.token))
}

/** A live saved mode of this user, or undefined (someone else's token is no different from none). */
export async function liveModeOf(db: Database | Tx, userId: number, token: string) {
  const [row] = await db
    .select()
    .from(savedPaymentModes)
    .where(
      and(
        eq(savedPaymentModes.token, token),
        eq(savedPaymentModes.userId, userId),
        isNull(savedPaymentModes.deletedAt),
      ),
    )
  return row
}

/** Saves a card after a captured payment; the same card saved again keeps its first token. */
export async function saveCard(
  tx: Tx,
  userId: number,
  card: SandboxCard,
  paymentId: string,
): Promise<string> {
  const live = await modesOf(tx, userId)
  const same = live.find(
    (m) => m.network === card.network && m.issuer === card.issuer && m.last4 === card.last4,
  )
  if (same) return same.token
  const token = `tok_${randomBytes(10).toString('hex')}`
  await tx.insert(savedPaymentModes).values({
    token,
    userId,
    network: card.network,
    issuer: card.issuer,
    last4: card.last4,
    paymentId,
  })
  return token
}

const listOf = (rows: Awaited<ReturnType<typeof modesOf>>): MyPaymentModes => ({
  payment_modes: rows.map((r) => ({
    mode: r.token,
    network: r.network,
    issuer: r.issuer,
    last4: r.last4,
    saved_at: r.createdAt.toISOString(),
  })),
})

export function cardVaultRoutes(db: Database, options: CardVaultOptions): Hono {
  const app = new Hono()

  app.post('/my-payment-modes', async (c) => {
    await parseJsonBody(c, myPaymentModesRequestSchema)
    const userId = await options.requireUserId(c)
    c.header('Cache-Control', 'no-store')
    return c.json(envelope(listOf(await modesOf(db, userId))))
  })

  app.post('/delete-payment-mode', async (c) => {
    const { mode } = await parseJsonBody(c, deletePaymentModeRequestSchema)
    const userId = await options.requireUserId(c)
    const [deleted] = await db
      .update(savedPaymentModes)
      .set({ deletedAt: new Date() })
      .where(
        and(
          eq(savedPaymentModes.token, mode),
          eq(savedPaymentModes.userId, userId),
          isNull(savedPaymentModes.deletedAt),
        ),
      )
      .returning()
    if (!deleted)
      throw new ApiError(
        404,
        'PAYMENT_MODE_NOT_FOUND',
        cardVaultMessages.notFound,
        cardVaultMessages.notFound,
        [{ field: 'mode', message: cardVaultMessages.notFound }],
      )
    c.header('Cache-Control', 'no-store')
    return c.json(
      envelope({
        mode,
        message: cardVaultMessages.deleted(deleted.network, deleted.last4),
        ...listOf(await modesOf(db, userId)),
      }),
    )
  })

  return app
}
