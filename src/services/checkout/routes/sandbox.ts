/** Sandbox only: the checkout's controls (seats left at a fare, a re-check's answer, a checkout's end). */
import { eq } from 'drizzle-orm'
import type { Context, Hono } from 'hono'
import { z } from 'zod'
import { travelPlanIdSchema, type Offer } from '@contracts/checkout/booking'
import { fareInventory, flightBookings } from '~/services/db/schema'
import { envelope } from '~/services/http/envelope'
import { notFoundError } from '~/services/http/errors'
import { requireSandboxCaller, sandboxClientOf } from '~/services/http/sandbox-guard'
import { parseJsonBody } from '~/services/http/validate'
import { sandboxControl } from '~/services/flights/store'
import { sweepExpiredCheckouts } from '../bookings'
import { endOfferNow, readOffer } from '../offers'
import { noStore, type CheckoutContext } from './common'

const inventoryBody = z.object({
  /** The fare's flight; without it, every flight of the caller's newest re-check. */
  travel_plan_id: travelPlanIdSchema.optional(),
  seats_left: z.number().int().min(0).max(500),
})

const checkoutEndsBody = z.object({
  trip_id: z.string().regex(/^SF\d{10}$/, 'must be a Trip Id like SF1234567890'),
})

const offerEndBody = z.object({ status: z.enum(['CONFIRMED', 'CHANGED', 'SOLD_OUT', 'EXPIRED']) })

export function registerSandbox(app: Hono, ctx: CheckoutContext): void {
  const { db, options, now } = ctx

  /** Sandbox only: the caller's newest re-check (POST /sandbox/offer_end and fare_inventory use it). */
  async function newestOffer(c: Context): Promise<Offer> {
    const id = await sandboxControl(db, `newest-offer:${sandboxClientOf(c)}`)
    if (typeof id !== 'string') throw notFoundError('This client has no fare re-check')
    return readOffer(db, id, now())
  }

  app.post('/sandbox/fare_inventory', async (c) => {
    requireSandboxCaller(c, options.sandbox)
    const body = await parseJsonBody(c, inventoryBody)
    const ids = body.travel_plan_id
      ? [body.travel_plan_id]
      : (await newestOffer(c)).flights.map((f) => f.travel_plan_id)
    for (const travelPlanId of ids)
      await db
        .insert(fareInventory)
        .values({ travelPlanId, capacity: body.seats_left, taken: 0 })
        .onConflictDoUpdate({
          target: fareInventory.travelPlanId,
          set: { capacity: body.seats_left, taken: 0 },
        })
    noStore(c)
    return c.json(envelope({ travel_plan_ids: ids, seats_left: body.seats_left }))
  })

  app.post('/sandbox/checkout_ends', async (c) => {
    requireSandboxCaller(c, options.sandbox)
    const { trip_id } = await parseJsonBody(c, checkoutEndsBody)
    const at = new Date()
    const [row] = await db
      .update(flightBookings)
      .set({ expiresAt: new Date(at.getTime() - 1) })
      .where(eq(flightBookings.tripId, trip_id))
      .returning({ id: flightBookings.id })
    if (!row) throw notFoundError(`No booking has Trip Id ${trip_id}`)
    await sweepExpiredCheckouts(db, options.onEnded, at)
    const [after] = await db
      .select({ status: flightBookings.status })
      .from(flightBookings)
      .where(eq(flightBookings.id, row.id))
    noStore(c)
    return c.json(envelope({ trip_id, status: after?.status ?? 'EXPIRED' }))
  })

  app.post('/sandbox/offer_end', async (c) => {
    requireSandboxCaller(c, options.sandbox)
    const { status } = await parseJsonBody(c, offerEndBody)
    const offer = await endOfferNow(db, (await newestOffer(c)).id, status, now())
    noStore(c)
    return c.json(envelope({ id: offer.id, status: offer.status }))
  })
}
