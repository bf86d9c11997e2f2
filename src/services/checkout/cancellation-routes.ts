/**
 * Cancellation and refund endpoints of a flight booking, by Trip Id (docs/decisions/0084), mounted
 * by checkoutRoutes under /flights:
 *   GET  /api/v1.0/trips/:tripId/cancellation         what is left to cancel, where refunds may go
 *   POST /api/v1.0/trips/:tripId/cancellation/quote   a refund quote (FULL or PARTIAL)
 *   POST /api/v1.0/trips/:tripId/cancellation         confirm a quote (Idempotency-Key)
 *   GET  /api/v1.0/trips/:tripId/refunds              the trip's refunds and their states
 * Who asks is checked first (docs/decisions/0180): whoever may read the trip (its owner, its booking
 * key's holder, a guest's lookup grant) reads the options, quotes and refunds; confirming is a change
 * (the owner; for a guest's trip the key's holder or a change grant), else 403 saying how to get the
 * right; anyone else a 404 saying nothing, whatever the trip.
 * A hotel trip's Trip Id is answered by the hotel cancellation (../hotels/cancellation.ts, by its
 * policy; docs/decisions/0106), the same shapes with the stay. Documented in docs/upstream.md
 * ("Cancellation and refunds").
 */
import type { Context, Hono } from 'hono'
import { z } from 'zod'
import {
  cancellationSchema,
  confirmRequestSchema,
  quoteRequestSchema,
  tripIdSchema,
  type ChangeRight,
} from '@contracts/bookings/cancellation'
import type { Database, Tx } from '../db/client'
import { envelope } from '../http/envelope'
import { parseJsonBody, parsePath } from '../http/validate'
import { parseScenario } from '../flights/scenario'
import type { Caller } from './bookings'
import { tripRefundsAnswer, type ProductCancellation } from '../commerce/cancel-core'
import { cancelOptions, confirmQuote, createQuote, loadTrip, type CancelDeps } from './cancellation'
import { ApiError } from '../http/errors'
import { fingerprint, idempotencyKeyOf, once } from '../commerce/idempotency'
import type { TripNeed } from '../http/trip-access'

export interface CancellationRouteDeps extends CancelDeps {
  callerOf: (c: Context) => Promise<Caller>
  /** The sandbox controls in force for this request and booking (empty outside the sandbox). */
  scenarioText: (c: Context, bookingScenario: string) => Promise<string>
  /** The flight supplier's clock (its departures are on it). */
  now: () => number
  /** Hotel trips' cancellation by policy (app.ts); without it a hotel Trip Id is not found here. */
  hotels?: ProductCancellation
}

const tripPath = z.object({ tripId: tripIdSchema })

export function mountCancellation(app: Hono, db: Database, deps: CancellationRouteDeps): void {
  const noStore = (c: Context) => c.header('Cache-Control', 'no-store')
  const scenarioOf = async (c: Context, bookingScenario: string) => {
    const s = parseScenario((await deps.scenarioText(c, bookingScenario)) || undefined)
    return {
      cancelFails: s.cancelFails,
      departsInHours: s.departsInHours,
      quoteAgeMs: s.quoteAgeMs,
      refundAfterMs: s.refundAfterMs,
    }
  }

  const hotels = deps.hotels
  const hotelTrip = async (tripId: string) => (hotels ? hotels.owns(tripId) : false)
  /**
   * Who asks, checked before the body and any product rule (docs/decisions/0180): 404 for no
   * access, whatever the trip is; 403 when the caller may read it but `need` to change it.
   */
  async function admit(c: Context, tripId: string, need: TripNeed): Promise<Caller> {
    const caller = await deps.callerOf(c)
    if (hotels && (await hotelTrip(tripId))) await hotels.open(tripId, caller, need)
    else await loadTrip(db, tripId, caller, need)
    return caller
  }
  /** The flight confirmation, with the sandbox controls of the request and the booking. */
  async function flightConfirm(c: Context, tripId: string, quoteId: string, caller: Caller, at: Date) {
    const row = await loadTrip(db, tripId, caller, 'change')
    const scenario = await scenarioOf(c, row.scenario)
    return (tx: Tx) => confirmQuote(tx, tripId, quoteId, caller, deps, scenario, at)
  }

  /** Whether the caller, who may read the trip, may also confirm its cancellation, and if not why. */
  async function changeRightOf(c: Context, tripId: string): Promise<ChangeRight> {
    try {
      await admit(c, tripId, 'change')
      return 'allowed'
    } catch (e) {
      if (!(e instanceof ApiError) || e.status !== 403) throw e
      return e.code === 'SIGN_IN_REQUIRED' ? 'sign_in' : 'code'
    }
  }

  app.get('/api/v1.0/trips/:tripId/cancellation', async (c) => {
    const { tripId } = parsePath(c, tripPath)
    const caller = await admit(c, tripId, 'read')
    const change = await changeRightOf(c, tripId)
    noStore(c)
    if (hotels && (await hotelTrip(tripId)))
      return c.json(envelope({ ...(await hotels.options(tripId, caller, new Date())), change }))
    const row = await loadTrip(db, tripId, caller, 'read')
    const options = await cancelOptions(db, row, caller, deps, deps.now(), await scenarioOf(c, row.scenario))
    return c.json(envelope({ ...options, change }))
  })

  // A quote may be read by whoever may read the trip; confirming it is a change.
  app.post('/api/v1.0/trips/:tripId/cancellation/quote', async (c) => {
    const { tripId } = parsePath(c, tripPath)
    const caller = await admit(c, tripId, 'read')
    const body = await parseJsonBody(c, quoteRequestSchema)
    noStore(c)
    if (hotels && (await hotelTrip(tripId)))
      return c.json(envelope(await hotels.quote(tripId, caller, body, new Date())), 201)
    const row = await loadTrip(db, tripId, caller, 'read')
    const quote = await createQuote(
      db,
      tripId,
      caller,
      body,
      deps,
      deps.now(),
      await scenarioOf(c, row.scenario),
      new Date(),
    )
    return c.json(envelope(quote), 201)
  })

  app.post('/api/v1.0/trips/:tripId/cancellation', async (c) => {
    const { tripId } = parsePath(c, tripPath)
    // Before the Idempotency-Key: a stored answer is replayed only to whoever may change the trip.
    const caller = await admit(c, tripId, 'change')
    const key = idempotencyKeyOf(c)
    const body = await parseJsonBody(c, confirmRequestSchema)
    const at = new Date()
    const confirm =
      hotels && (await hotelTrip(tripId))
        ? (tx: Tx) => hotels.confirm(tx, tripId, body.quote_id, caller, at)
        : await flightConfirm(c, tripId, body.quote_id, caller, at)
    const answer = await once(
      db,
      `cancel:${tripId}`,
      key,
      fingerprint({ body, user: caller.userId ?? null }),
      cancellationSchema,
      confirm,
    )
    noStore(c)
    return c.json(envelope(answer), 201)
  })

  app.get('/api/v1.0/trips/:tripId/refunds', async (c) => {
    const { tripId } = parsePath(c, tripPath)
    await admit(c, tripId, 'read')
    noStore(c)
    return c.json(envelope(await tripRefundsAnswer(db, tripId)))
  })
}
