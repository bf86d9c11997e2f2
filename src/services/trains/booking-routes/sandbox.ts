/** Sandbox only: a booking's timer runs out now, the booking controls of a client, a run's chart. */
import { eq } from 'drizzle-orm'
import type { Hono } from 'hono'
import { z } from 'zod'
import { railBookings, railSandboxControls } from '~/services/db/schema'
import { envelope } from '~/services/http/envelope'
import { notFoundError } from '~/services/http/errors'
import { requireSandboxCaller, sandboxClientOf } from '~/services/http/sandbox-guard'
import { parseJsonBody } from '~/services/http/validate'
import { prepareChartOf, releaseEndedTrainTenders } from '../booking-payment'
import { parseTrainScenario } from '../scenario'
import { idPath, noStore, scenarioKey, type TrainBookingContext } from './common'

/** The booking by its id, or by the Trip Id its review page shows. */
const bookingEndsBody = z
  .object({
    bookingId: idPath.shape.id.optional(),
    tripId: z
      .string()
      .regex(/^SF\d{10}$/, 'must be a Trip Id like SF1234567890')
      .optional(),
  })
  .refine((b) => (b.bookingId === undefined) !== (b.tripId === undefined), {
    message: 'give either bookingId or tripId',
  })
const chartBody = z.object({
  trainNo: z.string().regex(/^[0-9]{5}$/, 'must be a five-digit train number'),
  runDate: z.iso.date('must be a date such as 2026-12-24'),
})
const scenarioBody = z.object({ scenario: z.string().max(200) })

export function registerSandbox(app: Hono, ctx: TrainBookingContext): void {
  const { db, options, payments, catalogue, clock } = ctx

  app.post('/sandbox/booking_ends', async (c) => {
    requireSandboxCaller(c, options.sandbox)
    const { bookingId, tripId } = await parseJsonBody(c, bookingEndsBody)
    const now = clock()
    const [row] = await db
      .update(railBookings)
      .set({ expiresAt: new Date(now.getTime() - 1) })
      .where(bookingId ? eq(railBookings.id, bookingId) : eq(railBookings.tripId, tripId!))
      .returning({ id: railBookings.id })
    if (!row) throw notFoundError(`No train booking ${bookingId ?? tripId}`)
    // Its tenders go back now, as the services' beat would give them back.
    await releaseEndedTrainTenders(db, payments, now)
    noStore(c)
    return c.json(envelope({ bookingId: row.id, status: 'EXPIRED' }))
  })

  /** Sandbox: the booking controls (x-sandbox-scenario's) for calls from this client; '' clears them. */
  app.post('/sandbox/scenario', async (c) => {
    requireSandboxCaller(c, options.sandbox)
    const { scenario } = await parseJsonBody(c, scenarioBody)
    parseTrainScenario(scenario, 'scenario')
    const key = scenarioKey(sandboxClientOf(c))
    await db
      .insert(railSandboxControls)
      .values({ key, value: scenario, updatedAt: new Date() })
      .onConflictDoUpdate({
        target: railSandboxControls.key,
        set: { value: scenario, updatedAt: new Date() },
      })
    noStore(c)
    return c.json(envelope({ client: sandboxClientOf(c), scenario }))
  })

  /** Sandbox: the chart of a run is prepared now (what the chart job does 4 hours before departure). */
  app.post('/sandbox/chart', async (c) => {
    requireSandboxCaller(c, options.sandbox)
    const run = await parseJsonBody(c, chartBody)
    if (!catalogue.trainOf(run.trainNo)) throw notFoundError(`No train ${run.trainNo}`)
    await prepareChartOf(db, run, payments, clock())
    noStore(c)
    return c.json(envelope({ ...run, chartPrepared: true }))
  })
}
