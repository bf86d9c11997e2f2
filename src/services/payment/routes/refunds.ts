/** Refunds of a captured payment (Idempotency-Key): asked for, then processed by the bank later. */
import { eq, sql } from 'drizzle-orm'
import type { Hono } from 'hono'
import { z } from 'zod'
import { refundRequestSchema } from '@contracts/payments/schemas'
import { paymentRefunds, payments } from '~/services/db/schema'
import { envelope } from '~/services/http/envelope'
import { ApiError, notFoundError } from '~/services/http/errors'
import { parseJsonBody, parsePath } from '~/services/http/validate'
import { enqueue } from '~/services/jobs/queue'
import { newId } from '../events'
import { recordRefundEvent, refundView } from '../refunds'
import { fingerprint, idempotencyKey, paymentPath, type GatewayContext } from './common'

const refundPath = z.object({
  id: z.string().regex(/^rfnd_[0-9a-f]{20}$/, 'must be a refund id such as rfnd_…'),
})

export function registerRefunds(app: Hono, ctx: GatewayContext): void {
  const { db, options, merchant } = ctx

  app.post('/payments/:id/refunds', async (c) => {
    merchant(c)
    const { id } = parsePath(c, paymentPath)
    const key = idempotencyKey(c, 'refund')
    const body = await parseJsonBody(c, refundRequestSchema)
    const print = fingerprint({ payment: id, ...body })
    const { refund, repeated } = await db.transaction(async (tx) => {
      // Concurrent repeats of one key wait here, then find the first's refund (the payment's own
      // row lock would not cover the same key sent for two payments).
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`refund:${key}`}))`)
      const [p] = await tx.select().from(payments).where(eq(payments.id, id)).for('update')
      if (!p) throw notFoundError('No such payment')
      const [again] = await tx.select().from(paymentRefunds).where(eq(paymentRefunds.idempotencyKey, key))
      if (again) {
        // The same request again gets the first answer; the key with another payment or amount is
        // a mistake that must not pass for a refund (decision 0189).
        const same = again.fingerprint === null ? again.paymentId === id : again.fingerprint === print
        if (!same)
          throw new ApiError(
            409,
            'IDEMPOTENCY_KEY_REUSED',
            'This Idempotency-Key was used for a different refund',
            'Use a new key for a new refund; repeat a refund with its own key and the same body.',
          )
        return { refund: await refundView(tx, again), repeated: true }
      }
      if (!['captured', 'partially_refunded'].includes(p.status))
        throw new ApiError(
          409,
          'NOT_REFUNDABLE',
          `A ${p.status} payment cannot be refunded`,
          'Only captured payments are refunded.',
        )
      const left = p.amount - p.amountRefunded
      const amount = body.amount ?? left
      if (amount > left)
        throw new ApiError(
          409,
          'REFUND_TOO_LARGE',
          `At most ${left} paise can still be refunded`,
          'A refund never exceeds what was captured.',
        )
      const refunded = p.amountRefunded + amount
      const [updated] = await tx
        .update(payments)
        .set({ amountRefunded: refunded, status: refunded === p.amount ? 'refunded' : 'partially_refunded' })
        .where(eq(payments.id, id))
        .returning()
      const [row] = await tx
        .insert(paymentRefunds)
        .values({ id: newId('rfnd'), paymentId: id, amount, idempotencyKey: key, fingerprint: print })
        .returning()
      if (!row || !updated) throw new Error('insert returned no row')
      await recordRefundEvent(tx, 'refund.created', row, updated)
      // The bank processes it later (PAYMENT_REFUND_SETTLE_MS); /sandbox/settle_refund decides now.
      await enqueue(tx, {
        kind: 'payment.refund-settle',
        payload: { refundId: row.id },
        runAt: new Date(Date.now() + options.refundSettleMs),
        dedupeKey: `refund-settle:${row.id}`,
      })
      return { refund: await refundView(tx, row), repeated: false }
    })
    c.header('Cache-Control', 'no-store')
    // 201 made it; 200 is the same refund answered again.
    return c.json(envelope(refund), repeated ? 200 : 201)
  })

  app.get('/refunds/:id', async (c) => {
    merchant(c)
    const { id } = parsePath(c, refundPath)
    const [row] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.id, id))
    if (!row) throw notFoundError('No such refund')
    c.header('Cache-Control', 'no-store')
    return c.json(envelope(await refundView(db, row)))
  })
}
