/** Sandbox only: a hotel booking's time runs out now (its rooms and promo given back). */
import { eq } from 'drizzle-orm'
import type { Hono } from 'hono'
import { z } from 'zod'
import { hotelBookings } from '~/services/db/schema'
import { envelope } from '~/services/http/envelope'
import { notFoundError } from '~/services/http/errors'
import { requireSandboxCaller } from '~/services/http/sandbox-guard'
import { parseJsonBody } from '~/services/http/validate'
import { sweepExpiredHotelBookings } from '../booking-store'
import { idPath, noStore, type HotelBookingContext } from './common'

const bookingEndsBody = z.object({ booking_id: idPath.shape.id })

export function registerSandbox(app: Hono, ctx: HotelBookingContext): void {
  const { db, options, catalogue, onEnded } = ctx

  app.post('/sandbox/booking_ends', async (c) => {
    requireSandboxCaller(c, options.sandbox)
    const { booking_id } = await parseJsonBody(c, bookingEndsBody)
    const now = new Date()
    const [row] = await db
      .update(hotelBookings)
      .set({ expiresAt: new Date(now.getTime() - 1) })
      .where(eq(hotelBookings.id, booking_id))
      .returning({ id: hotelBookings.id })
    if (!row) throw notFoundError(`No hotel booking ${booking_id}`)
    await sweepExpiredHotelBookings(db, catalogue, onEnded, now)
    const [after] = await db
      .select({ status: hotelBookings.status })
      .from(hotelBookings)
      .where(eq(hotelBookings.id, booking_id))
    noStore(c)
    return c.json(envelope({ booking_id, status: after?.status ?? 'EXPIRED' }))
  })
}
