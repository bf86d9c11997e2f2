/** A train booking read by its owner, and the PNR status anyone may read (places, never names). */
import { eq } from 'drizzle-orm'
import type { Hono } from 'hono'
import { z } from 'zod'
import { PNR_PATTERN } from '@contracts/trains/codes'
import { railBookings } from '~/services/db/schema'
import { envelope } from '~/services/http/envelope'
import { notFoundError } from '~/services/http/errors'
import { parsePath } from '~/services/http/validate'
import {
  chartPreparedOf,
  detailsSchema,
  loadBooking,
  passengerPlaces,
  storedFareSchema,
} from '../booking-store'
import { idPath, noStore, type TrainBookingContext } from './common'

const pnrPath = z.object({ pnr: z.string().regex(PNR_PATTERN, 'must be a PNR of ten digits') })

export function registerBookingStatus(app: Hono, ctx: TrainBookingContext): void {
  const { db, catalogue } = ctx

  app.get('/bookings/:id', async (c) => {
    const { id } = parsePath(c, idPath)
    const row = await loadBooking(db, id, await ctx.callerOf(c))
    noStore(c)
    return c.json(envelope({ booking: await ctx.view(row) }))
  })

  app.get('/pnr/:pnr', async (c) => {
    const { pnr } = parsePath(c, pnrPath)
    const [row] = await db.select().from(railBookings).where(eq(railBookings.pnr, pnr)).limit(1)
    if (!row)
      throw notFoundError(
        `No booking has PNR ${pnr}. Check the ten digits on the ticket or in the confirmation e-mail.`,
      )
    const current = await catalogue.currentPlaces(db, row.id)
    const placeOf = passengerPlaces(row, current)
    const details = detailsSchema.parse(row.details)
    noStore(c)
    return c.json(
      envelope({
        pnr,
        journey: storedFareSchema.parse(row.fare).journey,
        chartPrepared: await chartPreparedOf(db, row),
        passengers: details.passengers.map((_, i) => ({ serial: i + 1, ...placeOf(i + 1) })),
        cancelled: row.status === 'CANCELLED',
      }),
    )
  })
}
