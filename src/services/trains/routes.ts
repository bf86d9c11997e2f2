/**
 * The sandbox railway's enquiry service (001 §7 Trains; issue 16; docs/decisions/0119, 0128),
 * mounted under /trains:
 *   GET  /stations?q=                                     stations by code, name or city
 *   GET  /between?from&to&date&quota                      trains between (nearby stations included)
 *   GET  /:train/schedule                                 the stationList
 *   GET  /:train/availability?from&to&date&class&quota=GN&moreThanOneDay=true
 *                                                         the adult fare and that day (+ the next 5)
 *   GET  /:train/boarding-points?from&to&date             where one may board
 *   GET  /:train/live?date                                a simulated running status of a run
 *   POST /sandbox/run                                     sandbox only (loopback): a run's free berths
 *   POST /sandbox/clock                                   sandbox only (loopback): the railway's clock
 * Sandbox scenarios (`x-sandbox-scenario`) in ./scenario.ts; documented in docs/upstream.md ("Trains").
 */
import { Hono, type Context } from 'hono'
import { inArray } from 'drizzle-orm'
import { z } from 'zod'
import type { ProductConfig } from '@config'
import {
  availabilityQuerySchema,
  betweenQuerySchema,
  boardingPointsQuerySchema,
  liveQuerySchema,
  sandboxClockBodySchema,
  sandboxRunBodySchema,
  stationsQuerySchema,
  trainNumberSchema,
} from '@contracts/trains/search'
import type { Database } from '../db/client'
import { railSandboxControls } from '../db/schema'
import { ApiError, notFoundError } from '../http/errors'
import { requireSandboxCaller, sandboxClientOf } from '../http/sandbox-guard'
import { parseJsonBody, parsePath, parseQuery } from '../http/validate'
import { inDowntime } from './clock'
import { setRunState } from './inventory'
import { defaultTrainScenario, parseTrainScenario, type TrainScenario } from './scenario'
import { availabilityOf, boardingPointsOf, checkClass, checkQuota, scheduleOf, trainsBetween } from './search'
import { liveOf } from './live-status'
import { searchStations, trainByNumber, type Train } from './supplier'

export interface TrainRoutesOptions {
  /** Sandbox controls are honoured only when true (SANDBOX). */
  sandbox: boolean
  product: ProductConfig
  /** The services' clock (epoch ms); the sandbox offsets are added to it. */
  now?: () => number
}

const clockKey = (client: string) => (client ? `clock:${client}` : 'clock')
const trainPath = z.object({ train: trainNumberSchema })

/** 503: the railway's system is not available (the store's not-available modal). */
export const railwayNotAvailable = (why: string) =>
  new ApiError(
    503,
    'RAILWAY_NOT_AVAILABLE',
    'The railway reservation system is not available right now. Please try again later.',
    why,
  )

const availabilityFailed = () =>
  new ApiError(
    503,
    'AVAILABILITY_FAILED',
    'Oops! Something went wrong. Please try again',
    'Sandbox scenario availability=error: the railway failed the availability call.',
  )

/**
 * The sandbox clock offset set with POST /trains/sandbox/clock (0 when none): the one set for the
 * client (the browser's address the BFF forwards in X-Forwarded-For) if any, else the one set
 * without a client (for everyone: the booking service's jobs read this one).
 */
export async function railwayClockOffset(db: Database, client = ''): Promise<number> {
  const keys = client ? [clockKey(client), clockKey('')] : [clockKey('')]
  const rows = await db
    .select({ key: railSandboxControls.key, value: railSandboxControls.value })
    .from(railSandboxControls)
    .where(inArray(railSandboxControls.key, keys))
  for (const key of keys) {
    const value = rows.find((r) => r.key === key)?.value
    if (typeof value === 'number' && Number.isFinite(value)) return value
  }
  return 0
}

export function trainRoutes(db: Database, options: TrainRoutesOptions): Hono {
  const app = new Hono()
  const base = options.now ?? Date.now
  const product = options.product

  function scenarioOf(c: Context): TrainScenario {
    if (!options.sandbox) return defaultTrainScenario
    return parseTrainScenario(c.req.header('x-sandbox-scenario') ?? c.req.query('sandbox'))
  }

  /** The railway's now (sandbox offsets applied); a 503 when the railway is down. */
  async function railwayNow(c: Context, scenario: TrainScenario): Promise<number> {
    if (scenario.down)
      throw railwayNotAvailable('Sandbox scenario down: the railway answers every call with 503.')
    const offset = options.sandbox ? await railwayClockOffset(db, sandboxClientOf(c)) : 0
    return base() + offset + scenario.clockOffsetMs
  }

  const knownTrain = (c: Context): Train => {
    const { train } = parsePath(c, trainPath)
    const found = trainByNumber(train)
    if (!found)
      throw notFoundError(`There is no train ${train}: check the number or search trains between stations`)
    return found
  }

  app.post('/sandbox/run', async (c) => {
    requireSandboxCaller(c, options.sandbox)
    const body = await parseJsonBody(c, sandboxRunBodySchema)
    const train = trainByNumber(body.trainNumber)
    if (!train) throw notFoundError(`There is no train ${body.trainNumber}`)
    checkClass(train, body.class)
    checkQuota(train, body.class, body.quota, body.runDate, Number.MAX_SAFE_INTEGER, product)
    const status = await db.transaction((tx) =>
      setRunState(
        tx,
        { trainNo: train.number, runDate: body.runDate, travelClass: body.class, quota: body.quota },
        {
          free: body.free,
          ...(body.rac !== undefined ? { rac: body.rac } : {}),
          ...(body.wl !== undefined ? { wl: body.wl } : {}),
        },
      ),
    )
    c.header('Cache-Control', 'no-store')
    return c.json({
      data: {
        trainNumber: train.number,
        runDate: body.runDate,
        class: body.class,
        quota: body.quota,
        ...status,
      },
      meta: { status: 'SUCCESS' },
    })
  })

  app.post('/sandbox/clock', async (c) => {
    requireSandboxCaller(c, options.sandbox)
    const { offsetMs } = await parseJsonBody(c, sandboxClockBodySchema)
    await db
      .insert(railSandboxControls)
      .values({ key: clockKey(sandboxClientOf(c)), value: offsetMs, updatedAt: new Date() })
      .onConflictDoUpdate({
        target: railSandboxControls.key,
        set: { value: offsetMs, updatedAt: new Date() },
      })
    c.header('Cache-Control', 'no-store')
    return c.json({
      data: { offsetMs, now: new Date(base() + offsetMs).toISOString() },
      meta: { status: 'SUCCESS' },
    })
  })

  app.get('/stations', async (c) => {
    await railwayNow(c, scenarioOf(c))
    const { q } = parseQuery(c, stationsQuerySchema)
    c.header('Cache-Control', 'public, max-age=3600')
    return c.json({ data: searchStations(q) })
  })

  app.get('/between', async (c) => {
    const now = await railwayNow(c, scenarioOf(c))
    const query = parseQuery(c, betweenQuerySchema)
    c.header('Cache-Control', 'no-store')
    return c.json(trainsBetween(query, now, product))
  })

  app.get('/:train/schedule', async (c) => {
    await railwayNow(c, scenarioOf(c))
    const train = knownTrain(c)
    c.header('Cache-Control', 'public, max-age=3600')
    return c.json(scheduleOf(train))
  })

  app.get('/:train/availability', async (c) => {
    const scenario = scenarioOf(c)
    const now = await railwayNow(c, scenario)
    const train = knownTrain(c)
    const query = parseQuery(c, availabilityQuerySchema)
    if (inDowntime(now, product))
      throw railwayNotAvailable(
        `The railway's booking system is down every night from ${product.trains.downtimeFrom} to ${product.trains.downtimeTo} (India).`,
      )
    if (scenario.availability === 'error') throw availabilityFailed()
    c.header('Cache-Control', 'no-store')
    return c.json(await availabilityOf(db, train, query, now, product))
  })

  app.get('/:train/boarding-points', async (c) => {
    const now = await railwayNow(c, scenarioOf(c))
    const train = knownTrain(c)
    const query = parseQuery(c, boardingPointsQuerySchema)
    return c.json({ data: boardingPointsOf(train, query, now, product) })
  })

  app.get('/:train/live', async (c) => {
    const now = await railwayNow(c, scenarioOf(c))
    const train = knownTrain(c)
    const { date } = parseQuery(c, liveQuerySchema)
    c.header('Cache-Control', 'no-store')
    return c.json(liveOf(train, date, now))
  })

  return app
}
