/**
 * The tender endpoints every product mounts under its prefix (docs/decisions/0220):
 *   GET  <base>/:id/tenders        the booking's tenders and what is left to pay
 *   POST <base>/:id/tenders        {kind, index, amount, detail} + Idempotency-Key: apply one
 *   POST <base>/:id/tenders/undo   {kind, index}: take one off
 *   POST <base>/:id/tenders/pay    + Idempotency-Key: nothing left, paid without the gateway
 * The product gives its booking port, its caller and its booking id's shape; after a change the
 * product's gateway order follows the new total (`afterChange`, outside the transaction).
 */
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { tenderApplySchema, tenderStateSchema, tenderUndoSchema } from '@contracts/commerce/tenders'
import type { Database } from '../db/client'
import { envelope } from '../http/envelope'
import { parseJsonBody, parsePath } from '../http/validate'
import { fingerprint, idempotencyKeyOf, once } from './idempotency'
import {
  applyTender,
  payWithTenders,
  readTenders,
  undoTender,
  type TenderBookingPort,
  type TenderProviders,
} from './tenders'

export interface TenderRoutesOptions<Caller> {
  port: TenderBookingPort<Caller>
  providers: TenderProviders
  callerOf: (c: Context) => Promise<Caller>
  /** The product's bookings path ('/booking' for hotels, '/bookings' for trains). */
  base: string
  /** The product's booking id in the path (hb_…, rb_…), with the words of its refusal. */
  bookingId: z.ZodString
  /** The product's follow-up once the total moved (a new gateway order for what is left). */
  afterChange?: (bookingId: string, now: Date) => Promise<unknown>
  now?: () => number
}

export function tenderRoutes<Caller>(db: Database, options: TenderRoutesOptions<Caller>): Hono {
  const app = new Hono()
  const { port, providers, base } = options
  const idPath = z.object({ id: options.bookingId })
  const clock = () => new Date(options.now?.() ?? Date.now())
  const answer = (c: Context, state: unknown) => {
    c.header('Cache-Control', 'no-store')
    return c.json(envelope(state))
  }

  app.get(`${base}/:id/tenders`, async (c) => {
    const { id } = parsePath(c, idPath)
    const caller = await options.callerOf(c)
    return answer(c, await readTenders(db, port, id, caller, clock()))
  })

  app.post(`${base}/:id/tenders`, async (c) => {
    const { id } = parsePath(c, idPath)
    const key = idempotencyKeyOf(c)
    const body = await parseJsonBody(c, tenderApplySchema)
    const caller = await options.callerOf(c)
    const now = clock()
    const state = await once(
      db,
      `tender:${port.product}:${id}`,
      key,
      fingerprint(body),
      tenderStateSchema,
      (tx) => applyTender(tx, port, providers, { ...body, bookingId: id, caller, idempotencyKey: key, now }),
    )
    await options.afterChange?.(id, now)
    return answer(c, state)
  })

  app.post(`${base}/:id/tenders/undo`, async (c) => {
    const { id } = parsePath(c, idPath)
    const body = await parseJsonBody(c, tenderUndoSchema)
    const caller = await options.callerOf(c)
    const now = clock()
    const state = await db.transaction((tx) =>
      undoTender(tx, port, providers, {
        ...body,
        bookingId: id,
        caller,
        why: 'Taken off the booking at checkout',
        now,
      }),
    )
    await options.afterChange?.(id, now)
    return answer(c, state)
  })

  app.post(`${base}/:id/tenders/pay`, async (c) => {
    const { id } = parsePath(c, idPath)
    const key = idempotencyKeyOf(c)
    const caller = await options.callerOf(c)
    const now = clock()
    const state = await once(
      db,
      `tender-pay:${port.product}:${id}`,
      key,
      fingerprint({ id }),
      tenderStateSchema,
      (tx) => payWithTenders(tx, port, providers, { bookingId: id, caller, now }),
    )
    return answer(c, state)
  })

  return app
}
