/** A TDR (ticket deposit receipt) after the chart: filed by the ticket's owner, then decided by a job. */
import { randomUUID } from 'node:crypto'
import { and, desc, eq } from 'drizzle-orm'
import type { Hono } from 'hono'
import { fileTdrSchema } from '@contracts/trains/booking'
import { tdrReasonOf } from '@contracts/trains/codes'
import { railTdrs } from '~/services/db/schema'
import { envelope } from '~/services/http/envelope'
import { ApiError, validationError } from '~/services/http/errors'
import { assertAccess } from '~/services/http/trip-access'
import { parseJsonBody, parsePath } from '~/services/http/validate'
import {
  chartPreparedOf,
  detailsSchema,
  loadBooking,
  outcomeSchema,
  saveBooking,
  tdrView,
} from '../booking-store'
import { idPath, noStore, type TrainBookingContext } from './common'

export function registerTdr(app: Hono, ctx: TrainBookingContext): void {
  const { db, payments } = ctx

  app.get('/bookings/:id/tdr', async (c) => {
    const { id } = parsePath(c, idPath)
    // Only its owner (signed in, or the guest's access key) may read a booking's TDRs.
    await loadBooking(db, id, await ctx.callerOf(c))
    const rows = await db
      .select()
      .from(railTdrs)
      .where(eq(railTdrs.bookingId, id))
      .orderBy(desc(railTdrs.filedAt))
    noStore(c)
    return c.json(envelope({ tdrs: rows.map(tdrView) }))
  })

  app.post('/bookings/:id/tdr', async (c) => {
    const { id } = parsePath(c, idPath)
    const body = await parseJsonBody(c, fileTdrSchema)
    const now = ctx.clock()
    // Who asks is read before the transaction: the caller's session lookup uses its own connection,
    // which PGlite's single connection would only give after the transaction ends (a hang).
    const caller = await ctx.callerOf(c)
    const tdr = await db.transaction(async (tx) => {
      const row = await loadBooking(tx, id, caller, true)
      // A TDR asks for a refund: an account's ticket is changed by that account only (0180).
      if (row.tripId !== null)
        assertAccess({ tripId: row.tripId, userId: row.userId }, caller, true, 'change')
      if (row.status !== 'BOOKED')
        throw new ApiError(
          409,
          'TDR_NOT_ALLOWED',
          'A TDR can be filed only for a booked ticket that is not cancelled.',
          `The booking is ${row.status}.`,
        )
      if (!(await chartPreparedOf(tx, row)))
        throw new ApiError(
          409,
          'CHART_NOT_PREPARED',
          'A TDR can be filed only after the chart is prepared (about 4 hours before the train leaves). Before that, cancel the ticket instead.',
          'The chart of this run is not prepared yet.',
        )
      const details = detailsSchema.parse(row.details)
      const outcome = outcomeSchema.parse(row.outcome)
      const all = details.passengers.map((_, i) => i + 1).filter((s) => !outcome.cancelled.includes(s))
      const serials = body.passengers ?? all
      const bad = serials.find((s) => !all.includes(s))
      if (bad !== undefined)
        throw validationError(`passengers: Passenger ${bad} is not on this ticket (or is cancelled)`, [
          { field: 'passengers', message: `must be among the passengers of the ticket: ${all.join(', ')}` },
        ])
      const [open] = await tx
        .select({ id: railTdrs.id })
        .from(railTdrs)
        .where(and(eq(railTdrs.bookingId, id), eq(railTdrs.status, 'FILED')))
      if (open)
        throw new ApiError(
          409,
          'TDR_ALREADY_FILED',
          'A TDR is already filed for this ticket and is being decided. You will hear from us when the railway decides.',
          `TDR ${open.id} is open.`,
        )
      const [made] = await tx
        .insert(railTdrs)
        .values({
          id: `tdr_${randomUUID().replaceAll('-', '')}`,
          bookingId: id,
          reason: body.reason,
          status: 'FILED',
          passengers: [...new Set(serials)],
          filedAt: now,
        })
        .returning()
      if (!made) throw new Error('insert returned no row')
      await saveBooking(tx, row, {}, now, {
        kind: 'train_tdr_filed',
        text: `TDR filed: ${tdrReasonOf(body.reason).label}.`,
        data: { tdr_id: made.id },
      })
      await payments.enqueue(tx, {
        kind: 'trains.tdr_decide',
        payload: { tdrId: made.id },
        dedupeKey: `train-tdr:${made.id}`,
        runAt: new Date(now.getTime() + (payments.tdrDecisionMs ?? 5_000)),
      })
      return made
    })
    noStore(c)
    return c.json(envelope({ tdr: tdrView(tdr) }), 201)
  })
}
