/** The merchant's orders (Idempotency-Key, one per key) and the payments made against them. */
import { randomBytes } from 'node:crypto'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Hono } from 'hono'
import { z } from 'zod'
import { createOrderSchema } from '@contracts/payments/schemas'
import { paymentOrders, payments } from '~/services/db/schema'
import { envelope } from '~/services/http/envelope'
import { ApiError, notFoundError } from '~/services/http/errors'
import { parseJsonBody, parsePath } from '~/services/http/validate'
import { newId, orderView, paymentView } from '../events'
import { fingerprint, idempotencyKey, paymentPath, type GatewayContext } from './common'

const orderPath = z.object({
  id: z.string().regex(/^order_[0-9a-f]{20}$/, 'must be an order id such as order_…'),
})

export function registerOrders(app: Hono, ctx: GatewayContext): void {
  const { db, merchant, base } = ctx

  app.post('/orders', async (c) => {
    const who = merchant(c)
    const key = idempotencyKey(c, 'order')
    const body = await parseJsonBody(c, createOrderSchema)
    const print = fingerprint(body)
    const order = await db.transaction(async (tx) => {
      // One order per merchant key: concurrent repeats wait on this lock, then find the first's order.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${who}:${key}`}))`)
      const [existing] = await tx
        .select()
        .from(paymentOrders)
        .where(and(eq(paymentOrders.merchant, who), eq(paymentOrders.idempotencyKey, key)))
      if (existing) {
        if (existing.fingerprint !== print)
          throw new ApiError(
            409,
            'IDEMPOTENCY_KEY_REUSED',
            'This Idempotency-Key was used for a different order',
            'Use a new key for a new order.',
          )
        return existing
      }
      const [created] = await tx
        .insert(paymentOrders)
        .values({
          id: newId('order'),
          merchant: who,
          amount: body.amount,
          receipt: body.receipt,
          notes: body.notes,
          returnUrl: body.return_url,
          webhookUrl: body.webhook_url ?? null,
          formToken: randomBytes(18).toString('base64url'),
          idempotencyKey: key,
          fingerprint: print,
        })
        .returning()
      if (!created) throw new Error('insert returned no row')
      return created
    })
    c.header('Cache-Control', 'no-store')
    return c.json(envelope(orderView(order, base(c))), 201)
  })

  async function orderOf(id: string) {
    const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, id))
    if (!order) throw notFoundError('No such order')
    return order
  }

  app.get('/orders/:id', async (c) => {
    merchant(c)
    const { id } = parsePath(c, orderPath)
    return c.json(envelope(orderView(await orderOf(id), base(c))))
  })

  app.get('/orders/:id/payments', async (c) => {
    merchant(c)
    const { id } = parsePath(c, orderPath)
    const rows = await db
      .select()
      .from(payments)
      .where(eq(payments.orderId, id))
      .orderBy(asc(payments.createdAt))
    return c.json(envelope(rows.map(paymentView)))
  })

  app.get('/payments/:id', async (c) => {
    merchant(c)
    const { id } = parsePath(c, paymentPath)
    const [p] = await db.select().from(payments).where(eq(payments.id, id))
    if (!p) throw notFoundError('No such payment')
    return c.json(envelope(paymentView(p)))
  })
}
