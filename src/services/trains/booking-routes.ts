/**
 * Train booking endpoints (001 §7 Trains; contracts/trains/booking.ts; docs/decisions/0119, 0136),
 * mounted under /trains:
 *   GET  /users/:id/availability   the railway user id exists and is active
 *   POST /users/login              railway id + password (kept by the store in the booking flow only)
 *   POST /bookings                 a booking (Idempotency-Key); 001 §5 rules; priced here; timer starts
 *   GET  /bookings/:id             the booking (owner, or X-Booking-Key)
 *   GET  /pnr/:pnr                 the PNR status: each passenger's place, never the names
 *   POST /bookings/:id/tdr         a TDR after the chart (owner)
 *   GET  /bookings/:id/tdr         the booking's TDRs (owner)
 *   POST /payment_callbacks        the gateway's signed webhook for train orders
 *   POST /sandbox/booking_ends     sandbox only: a booking's 5-minute timer runs out now
 *   POST /sandbox/chart            sandbox only: a run's chart is prepared now
 *   POST /sandbox/scenario         sandbox only: the booking controls for one client (its address)
 * Documented in docs/upstream.md ("Train booking").
 */
import { randomUUID } from 'node:crypto'
import { and, desc, eq, or } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import {
  createTrainBookingSchema,
  fileTdrSchema,
  railLoginSchema,
  railUserIdSchema,
  trainBookingMessages,
} from '@contracts/trains/booking'
import {
  AC_CLASSES,
  BOOKING_WINDOW_DAYS,
  CLASS_NAMES,
  PNR_PATTERN,
  tdrReasonOf,
} from '@contracts/trains/codes'
import {
  effectiveConcession,
  passengerListProblems,
  type PassengerProblem,
} from '@contracts/trains/passengers'
import type { ProductConfig } from '@config'
import type { Database } from '../db/client'
import { railBookings, railSandboxControls, railTdrs } from '../db/schema'
import { assertAccess } from '../http/trip-access'
import { envelope } from '../http/envelope'
import { ApiError, notFoundError, validationError, type FieldError } from '../http/errors'
import { idempotencyKeyOf } from '../http/idempotency-key'
import { requireSandboxCaller, sandboxClientOf } from '../http/sandbox-guard'
import { parseJsonBody, parsePath } from '../http/validate'
import type { Logger } from '../platform/log'
import { fingerprint, once } from '../commerce/idempotency'
import { applyTrainPayment, ensureOrder, prepareChartOf, type TrainPaymentDeps } from './booking-payment'
import { parseTrainBookingScenario, trainBookingScenarioText } from './booking-scenario'
import { railwayClockOffset } from './routes'
import { parseTrainScenario } from './scenario'
import {
  bookingView,
  chartPreparedOf,
  createBooking,
  detailsSchema,
  loadBooking,
  outcomeSchema,
  passengerPlaces,
  saveBooking,
  storedFareSchema,
  type Caller,
  type TrainBookingRow,
  tdrView,
} from './booking-store'
import { addDays, istDate, journeyOf } from './journey'
import { inDowntime, runsOn, tatkalOpensAt } from './clock'
import { railLogin, railUserAvailability, railUserInactive } from './users'
import { paymentWebhookHandler } from '../commerce/payment-webhook'

export interface TrainBookingOptions {
  sandbox: boolean
  product: ProductConfig
  /** Who is signed in (bearer token); undefined for a guest; 401 for a dead token. */
  userIdOf: (c: Context) => Promise<number | undefined>
  payments: TrainPaymentDeps
  log?: Logger
}

const idPath = z.object({ id: z.string().regex(/^tb_[0-9a-f]{32}$/, 'must be a booking id such as tb_…') })
const userPath = z.object({ id: railUserIdSchema })
const pnrPath = z.object({ pnr: z.string().regex(PNR_PATTERN, 'must be a PNR of ten digits') })
const bookingEndsBody = z.object({ bookingId: idPath.shape.id })
const chartBody = z.object({
  trainNo: z.string().regex(/^[0-9]{5}$/, 'must be a five-digit train number'),
  runDate: z.iso.date('must be a date such as 2026-12-24'),
})
const createdSchema = z.object({ bookingId: z.string(), accessKey: z.string() })
const scenarioBody = z.object({ scenario: z.string().max(200) })
const scenarioKey = (client: string) => `booking-scenario:${client}`

/** The nightly downtime (docs/decisions/0128): the store's not-available modal, not the system-down one. */
const notAvailableNow = (product: ProductConfig) =>
  new ApiError(
    503,
    'NOT_AVAILABLE',
    `Booking is not available between ${product.trains.downtimeFrom} and ${product.trains.downtimeTo}. Please try after ${product.trains.downtimeTo}.`,
    "The railway's booking system is down every night (India time); enquiries still answer.",
  )

export const railDown = () =>
  new ApiError(
    503,
    'RAILWAY_DOWN',
    trainBookingMessages.railDown,
    'The railway booking system is not answering (sandbox `down`, or the nightly downtime).',
  )

const refuse = (field: string, message: string, status: 400 | 409 = 400, code = 'VALIDATION_FAILED') =>
  new ApiError(
    status,
    code,
    message,
    'The booking was not made: correct what errors says and send it again.',
    [{ field, message }],
  )

export function trainBookingRoutes(db: Database, options: TrainBookingOptions): Hono {
  const app = new Hono()
  const { payments } = options
  const catalogue = payments.catalogue
  const trains = options.product.trains
  const holdMs = options.product.timers.trainsCheckoutMs
  const noStore = (c: Context) => c.header('Cache-Control', 'no-store')
  const clock = () => new Date(catalogue.now())

  async function callerOf(c: Context): Promise<Caller> {
    const userId = await options.userIdOf(c)
    const bookingKey = c.req.header('x-booking-key')?.trim() || undefined
    return { userId, bookingKey }
  }
  /**
   * The sandbox controls of a call: its x-sandbox-scenario header, else the ones set for its client
   * with POST /sandbox/scenario (the browser's address the BFF forwards), so a test can decide what
   * the railway answers a page without changing the page's address.
   */
  async function scenarioOf(c: Context): Promise<string> {
    if (!options.sandbox) return ''
    const header = c.req.header('x-sandbox-scenario')
    if (header !== undefined) return header
    const client = sandboxClientOf(c)
    if (!client) return ''
    const [row] = await db
      .select({ value: railSandboxControls.value })
      .from(railSandboxControls)
      .where(eq(railSandboxControls.key, scenarioKey(client)))
    return typeof row?.value === 'string' ? row.value : ''
  }
  /**
   * The railway's clock for a call's rules (departed, the booking window, the chart, Tatkal, the
   * nightly downtime): the services' clock plus the sandbox offset of the caller, as the enquiry
   * service counts it (docs/decisions/0156).
   */
  async function railwayOffsetOf(c: Context, scenarioText: string): Promise<number> {
    if (!options.sandbox) return 0
    return (await railwayClockOffset(db, sandboxClientOf(c))) + parseTrainScenario(scenarioText).clockOffsetMs
  }

  async function view(row: TrainBookingRow, accessKey?: string) {
    const current = row.pnr ? await catalogue.currentPlaces(db, row.id) : []
    const chartPrepared = row.pnr ? await chartPreparedOf(db, row) : false
    return bookingView(row, { now: clock(), current, chartPrepared, ...(accessKey ? { accessKey } : {}) })
  }

  app.get('/users/:id/availability', async (c) => {
    const { id } = parsePath(c, userPath)
    if (parseTrainBookingScenario(await scenarioOf(c)).down) throw railDown()
    noStore(c)
    return c.json(envelope(await railUserAvailability(db, id)))
  })

  app.post('/users/login', async (c) => {
    const body = await parseJsonBody(c, railLoginSchema)
    const scenario = parseTrainBookingScenario(await scenarioOf(c))
    if (scenario.down) throw railDown()
    noStore(c)
    return c.json(envelope(await railLogin(db, body.userId, body.password, scenario.login === 'fail')))
  })

  app.post('/bookings', async (c) => {
    const key = idempotencyKeyOf(c)
    const body = await parseJsonBody(c, createTrainBookingSchema)
    const caller = await callerOf(c)
    const sent = await scenarioOf(c)
    const offsetMs = await railwayOffsetOf(c, sent)
    // Kept on the booking with its controls: its later jobs (the chart) count on the same clock.
    const scenarioText = trainBookingScenarioText(sent, offsetMs)
    const scenario = parseTrainBookingScenario(scenarioText)
    const now = clock()
    const railNow = new Date(now.getTime() + offsetMs)
    if (scenario.down) throw railDown()
    if (inDowntime(railNow.getTime(), options.product)) throw notAvailableNow(options.product)

    const train = catalogue.trainOf(body.trainNo)
    if (!train)
      throw refuse(
        'trainNo',
        `There is no train ${body.trainNo}. Search again and choose a train from the results.`,
      )
    const boarding = body.boarding ?? body.from
    const times = journeyOf(train, body.from, boarding, body.to, body.journeyDate)
    if (!times)
      throw refuse(
        'from',
        `Train ${train.number} does not run from ${body.from}${boarding !== body.from ? ` (boarding at ${boarding})` : ''} to ${body.to}. Search again for this journey.`,
      )
    if (!runsOn(train, times.runDate))
      throw refuse(
        'journeyDate',
        `Train ${train.number} ${train.name} does not run on ${body.journeyDate} from ${boarding}. Choose another date.`,
      )
    if (!train.classes.includes(body.travelClass))
      throw refuse(
        'travelClass',
        `Train ${train.number} has no ${CLASS_NAMES[body.travelClass]} (${body.travelClass}). Choose one of ${train.classes.join(', ')}.`,
      )
    if (times.departs.getTime() <= railNow.getTime())
      throw refuse(
        'journeyDate',
        `Train ${train.number} has already left ${boarding} on ${body.journeyDate}. Choose a later date.`,
      )
    const lastDay = addDays(istDate(railNow), trains.bookingWindowDays ?? BOOKING_WINDOW_DAYS)
    if (body.journeyDate > lastDay)
      throw refuse(
        'journeyDate',
        `Tickets can be booked at most ${trains.bookingWindowDays} days ahead (until ${lastDay}). Choose an earlier date.`,
      )
    if (railNow.getTime() >= times.originDeparts.getTime() - trains.chartBeforeDepartureMs)
      throw refuse(
        'journeyDate',
        'The chart of this train is prepared: tickets can no longer be booked online for this date.',
        409,
        'CHART_PREPARED',
      )
    if (body.quota === 'TQ') {
      const opens = tatkalOpensAt(times.runDate, body.travelClass, options.product)
      if (railNow.getTime() < opens) {
        const at = AC_CLASSES.includes(body.travelClass) ? trains.tatkalOpensAc : trains.tatkalOpensNonAc
        throw refuse(
          'quota',
          `Tatkal booking for this journey opens at ${at} on ${addDays(times.runDate, -1)}. Book then, or choose General quota.`,
        )
      }
    }
    const problems = passengerListProblems(body.passengers, body.infants, body.berthChoice, {
      travelClass: body.travelClass,
      quota: body.quota,
      catered: train.catering,
      maxPassengers: options.product.limits.trainsMaxPassengers,
    })
    if (!problems.ok) throw passengerRefusal(problems)
    const availability = await railUserAvailability(db, body.railUserId)
    if (!availability.exists) throw refuse('railUserId', trainBookingMessages.railUserUnknown)
    if (!availability.active) throw railUserInactive('railUserId')

    const fare = catalogue.fare({
      train,
      from: body.from,
      to: body.to,
      travelClass: body.travelClass,
      quota: body.quota,
      passengers: body.passengers.map((p) => {
        const concession = effectiveConcession(p)
        return {
          age: p.age,
          gender: p.gender,
          childBerth: p.opt_for_child_berth,
          ...(concession ? { concession } : {}),
        }
      }),
    })
    const journey = {
      trainNo: train.number,
      trainName: train.name,
      from: body.from,
      fromName: catalogue.stationName(body.from) ?? body.from,
      to: body.to,
      toName: catalogue.stationName(body.to) ?? body.to,
      boarding,
      journeyDate: body.journeyDate,
      runDate: times.runDate,
      departureTime: times.departureTime,
      arrivalTime: times.arrivalTime,
      arrivalDate: times.arrivalDate,
      travelClass: body.travelClass,
      quota: body.quota,
    }
    const details = detailsSchema.parse({
      passengers: body.passengers,
      infants: body.infants,
      contact: body.contact,
      berthChoice: body.berthChoice,
      tenancy: body.tenancy,
      returnUrl: body.returnUrl ?? null,
      catered: train.catering,
    })
    const created = await once(
      db,
      'train-booking',
      key,
      fingerprint({ body, user: caller.userId ?? null, scenarioText }),
      createdSchema,
      async (tx) => {
        const made = await createBooking(tx, {
          details,
          fare: {
            fare: {
              lines: fare.lines,
              perPassenger: fare.perPassenger.map((p) => p.total),
              total: fare.total,
            },
            journey,
          },
          railUserId: body.railUserId,
          userId: caller.userId ?? null,
          scenario: scenarioText,
          holdMs,
          now,
        })
        return { bookingId: made.row.id, accessKey: made.accessKey }
      },
    )
    const row =
      (await ensureOrder(db, created.bookingId, payments, now)) ??
      (await loadBooking(db, created.bookingId, { bookingKey: created.accessKey }))
    options.log?.info(
      { bookingId: row.id, trainNo: row.trainNo, status: row.status },
      'train booking created',
    )
    noStore(c)
    return c.json(envelope({ booking: await view(row, created.accessKey) }), 201)
  })

  app.get('/bookings/:id', async (c) => {
    const { id } = parsePath(c, idPath)
    const row = await loadBooking(db, id, await callerOf(c))
    noStore(c)
    return c.json(envelope({ booking: await view(row) }))
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

  app.get('/bookings/:id/tdr', async (c) => {
    const { id } = parsePath(c, idPath)
    // Only its owner (signed in, or the guest's access key) may read a booking's TDRs.
    await loadBooking(db, id, await callerOf(c))
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
    const now = clock()
    // Who asks is read before the transaction: the caller's session lookup uses its own connection,
    // which PGlite's single connection would only give after the transaction ends (a hang).
    const caller = await callerOf(c)
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

  /** The gateway's server-to-server events for train orders: signed, delivered at least once, acted on once. */
  app.post(
    '/payment_callbacks',
    paymentWebhookHandler({
      db,
      product: 'trains',
      gateway: () => payments.gateway,
      now: clock,
      ...(options.log ? { log: options.log } : {}),
      apply: async (tx, { orderId, bookingId, payment, now }) => {
        const [row] = await tx
          .select()
          .from(railBookings)
          .where(or(eq(railBookings.orderId, orderId), eq(railBookings.id, bookingId ?? '')))
          .limit(1)
          .for('update')
        if (!row) return undefined
        const after = await applyTrainPayment(tx, row, payment, payments, now)
        options.log?.info(
          { bookingId: row.id, paymentId: payment.id, status: after.status },
          'train payment applied',
        )
        return row.id
      },
    }),
  )

  app.post('/sandbox/booking_ends', async (c) => {
    requireSandboxCaller(c, options.sandbox)
    const { bookingId } = await parseJsonBody(c, bookingEndsBody)
    const now = clock()
    const [row] = await db
      .update(railBookings)
      .set({ expiresAt: new Date(now.getTime() - 1) })
      .where(eq(railBookings.id, bookingId))
      .returning({ id: railBookings.id })
    if (!row) throw notFoundError(`No train booking ${bookingId}`)
    noStore(c)
    return c.json(envelope({ bookingId, status: 'EXPIRED' }))
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

  return app
}

/** The 001 §5 problems as a 400: the first one read out, every one beside its field. */
function passengerRefusal(problems: ReturnType<typeof passengerListProblems>): ApiError {
  const errors: FieldError[] = [
    ...problems.list.map((message) => ({ field: 'passengers', message })),
    ...problems.passengers.flatMap((list: PassengerProblem[], i) =>
      list.map((p) => ({ field: `passengers.${i}.${p.field}`, message: p.message })),
    ),
    ...problems.infants.map((p) => ({
      field: p.field ? `infants.${p.field}` : 'infants',
      message: p.message,
    })),
  ]
  const first =
    errors[0]?.message ??
    'Some details seem to be missing/incorrect in the form above. Please complete it and try again.'
  return validationError(first, errors)
}
