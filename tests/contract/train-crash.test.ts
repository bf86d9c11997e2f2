// Issue 16 (reliability): `kill -9` of the services and the app at random points of 6 train
// bookings; after the last restart the poll ends in the PNR, one booking, one charge.
//
// The services run in a child process on this file's own database (PGlite, or PostgreSQL when
// DATABASE_URL is set) and are SIGKILLed and started again on the same database and port at a
// random point of each booking: during POST /trains/bookings (the booking and its payment order),
// after it, during or after the submit of the gateway's page, during a webhook delivery run (the
// gateway's callback to /trains/payment_callbacks), while the confirm job books with the railway.
// Two bookings run at once, so a kill also lands in the middle of the other's requests; every
// caller tries again as a browser would (the same Idempotency-Key, the gateway's form posted
// again). The app keeps no state for a train booking: its whole part is polling
// GET /trains/bookings/{id}, so a kill of the app is a poll that stops and starts again.
//
// After the last restart the jobs run (deliver_webhooks) and the poll goes on until every booking
// is settled; then the services stop and the database is read.
// Random choices follow a seed, printed; CRASH_SEED=<n> replays a run.
import { randomInt } from 'node:crypto'
import { and, eq, inArray, like } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { TrainBooking } from '@contracts/trains/booking'
import { openDatabase } from '~/services/db/client'
import {
  idempotencyKeys,
  jobs,
  paymentOrders,
  paymentRefunds,
  payments,
  railBookings,
  railPassengers,
} from '~/services/db/schema'
import { dataOf, killsOf, persistentClient, seededRandom, sleep, type Persistent } from '../support/crash'
import { startRestartableServices, type RestartableServices } from '../support/services-child'
import { passenger, runningDate, trainBookingBody } from '../support/train-booking'

const seed = process.env.CRASH_SEED ? Number(process.env.CRASH_SEED) : randomInt(2 ** 31)
const random = seededRandom(seed)
const AT_ONCE = 2

const killPoints = [
  'duringCreate',
  'afterCreate',
  'duringSubmit',
  'afterSubmit',
  'duringWebhooks',
  'duringConfirm',
] as const
type KillPoint = (typeof killPoints)[number]
const BOOKINGS = killPoints.length

const people = [
  passenger(),
  passenger({ name: 'Sita Devi', gender: 'F', age: 31 }),
  passenger({ name: 'Arjun Mehta', age: 45, food: 'N' }),
  passenger({ name: 'Meera Iyer', gender: 'F', age: 62 }),
]

interface Plan {
  n: number
  travelClass: '1A' | '2A' | '3A'
  passengers: number
  /** Whether the caller asks the sandbox to run the jobs now (deliver_webhooks) when it is done. */
  deliver: boolean
  kill: KillPoint
  /** How far into the request (or, while confirming, after the payment) the kill comes. */
  killDelayMs: number
}

// Each kill point once, shuffled by the seed.
const plans: Plan[] = random.shuffle([...killPoints]).map((kill, n) => ({
  n,
  travelClass: random.weighted([
    ['3A', 3],
    ['2A', 2],
    ['1A', 1],
  ] as const),
  passengers: 1 + random.below(3),
  // A kill during a delivery run needs one; a kill while confirming is the worker's.
  deliver: kill === 'duringWebhooks' || (kill !== 'duringConfirm' && random.below(2) === 0),
  kill,
  // The worker looks every 500 ms: a kill while confirming comes somewhere in its next runs.
  killDelayMs: random.below(kill === 'duringConfirm' ? 1200 : 40),
}))

let services: RestartableServices
beforeAll(async () => {
  console.info(`CRASH_SEED=${seed}`)
  services = await startRestartableServices()
}, 150_000)
afterAll(async () => {
  await services?.stop()
  await services?.database.drop()
}, 60_000)

interface Made {
  plan: Plan
  key: string
  bookingId: string
  accessKey: string
}

/** One train booking, start to end, with its kill where its plan puts it. */
async function book(http: Persistent, plan: Plan, journeyDate: string): Promise<Made> {
  const { crashAt, during } = killsOf<KillPoint>(plan, () => services.crash())
  const key = `train-crash-${seed}-${plan.n}`
  const body = trainBookingBody(journeyDate, {
    travelClass: plan.travelClass,
    passengers: people.slice(0, plan.passengers),
    contact: { mobile: '9876543210', email: `ravi${plan.n}@example.com`, address: '12 MG Road, Pune' },
  })
  const created = await during('duringCreate', () =>
    http.send(
      '/trains/bookings',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify(body),
      },
      [201],
    ),
  )
  let booking = dataOf<{ booking: TrainBooking }>(created).booking
  const accessKey = booking.accessKey ?? ''
  await crashAt('afterCreate')
  // A booking made before a kill in ensureOrder may come back without its order: the same request
  // again (as the browser retries) finishes it.
  while (!booking.payment?.url) {
    await sleep(200)
    booking = dataOf<{ booking: TrainBooking }>(
      await http.send(
        '/trains/bookings',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': key },
          body: JSON.stringify(body),
        },
        [201],
      ),
    ).booking
  }
  const payPath = new URL(booking.payment.url).pathname
  const page = await http.send(payPath, {}, [200])
  const token = /name="form_token" value="([^"]+)"/.exec(page.text)?.[1] ?? ''
  // Posted again after a cut connection, as a traveller presses Pay again: a paid order answers 409.
  await during('duringSubmit', () =>
    http.send(
      payPath,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          form_token: token,
          method: 'Net Banking',
          outcome: 'success',
        }).toString(),
      },
      [303, 409],
    ),
  )
  await crashAt('afterSubmit')
  if (plan.deliver)
    await during('duringWebhooks', () =>
      http.send('/payment/sandbox/deliver_webhooks', { method: 'POST' }, [200]),
    )
  if (plan.kill === 'duringConfirm') {
    await sleep(plan.killDelayMs)
    await services.crash()
  }
  return { plan, key, bookingId: booking.id, accessKey }
}

/** Settled as the poll sees it: booked, or failed (its refund is the jobs', checked below). */
const settled = (b: TrainBooking) => ['BOOKED', 'BOOKING_FAILED'].includes(b.status)

async function settleAll(http: Persistent, made: Made[], deadline: number): Promise<TrainBooking[]> {
  const view = async (m: Made) =>
    dataOf<{ booking: TrainBooking }>(
      await http.send(
        `/trains/bookings/${m.bookingId}`,
        { headers: { 'x-booking-key': m.accessKey } },
        [200],
      ),
    ).booking
  for (;;) {
    const { ran } = dataOf<{ ran: { claimed: number } }>(
      await http.send('/payment/sandbox/deliver_webhooks', { method: 'POST' }, [200]),
    )
    const seen = await Promise.all(made.map(view))
    if (ran.claimed === 0 && seen.every(settled)) return seen
    if (Date.now() > deadline)
      throw new Error(
        `CRASH_SEED=${seed}: not settled after the last restart:\n${seen
          .filter((b) => !settled(b))
          .map((b) => `${b.tripId} ${b.status}`)
          .join('\n')}`,
      )
    await sleep(200)
  }
}

it('after kill -9 at random points of 6 train bookings, each ends with one PNR or refunded, one booking, one charge', async () => {
  const started = Date.now()
  // Alone the run takes 30–50 s; a machine busy with other suites (and slow restarts) can take longer.
  const deadline = started + 240_000
  const http = persistentClient(services.url, deadline)
  const journeyDate = runningDate('12952', Date.now(), 5)
  const queue = [...plans]
  const made: Made[] = []
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      for (let next = queue.shift(); next; next = queue.shift())
        made.push(await book(http, next, journeyDate))
    }),
  )
  expect(made).toHaveLength(BOOKINGS)
  // The last restart, then the jobs and the poll.
  await services.crash()
  const seen = await settleAll(http, made, deadline)
  console.info(
    `CRASH_SEED=${seed}: ${services.kills()} kills; ${BOOKINGS} train bookings settled in ${Date.now() - started} ms (${seen.map((b) => b.status).join(', ')})`,
  )
  await services.stop()
  expect(http.serverErrors).toEqual([])
  expect(services.stderr()).not.toContain('unexpected error')

  const db = await openDatabase(services.database.deployment)
  try {
    const [orders, pays, refunds, bookings, places, keys, left] = await Promise.all([
      db.db.select().from(paymentOrders),
      db.db.select().from(payments),
      db.db.select().from(paymentRefunds),
      db.db.select().from(railBookings),
      db.db
        .select()
        .from(railPassengers)
        .where(
          inArray(
            railPassengers.bookingId,
            made.map((m) => m.bookingId),
          ),
        ),
      db.db
        .select()
        .from(idempotencyKeys)
        .where(
          and(eq(idempotencyKeys.scope, 'train-booking'), like(idempotencyKeys.key, `train-crash-${seed}-%`)),
        ),
      db.db.select().from(jobs),
    ])
    // One booking row per Idempotency-Key.
    expect(bookings).toHaveLength(BOOKINGS)
    expect(keys).toHaveLength(BOOKINGS)
    expect(new Set(made.map((m) => m.bookingId)).size).toBe(BOOKINGS)
    for (const b of bookings) expect(made.map((m) => m.bookingId)).toContain(b.id)

    const captured = pays.filter((p) => ['captured', 'partially_refunded', 'refunded'].includes(p.status))
    const bookingOf = new Map(orders.map((o) => [o.id, o.notes.booking_id]))
    const capturesOf = (bookingId: string) => captured.filter((p) => bookingOf.get(p.orderId) === bookingId)
    const refundedOf = (paymentId: string) =>
      refunds.filter((r) => r.paymentId === paymentId).reduce((sum, r) => sum + r.amount, 0)
    for (const p of pays) {
      expect(refunds.filter((r) => r.paymentId === p.id).length, p.id).toBeLessThanOrEqual(1)
      expect(refundedOf(p.id), p.id).toBeLessThanOrEqual(captured.includes(p) ? p.amount : 0)
    }

    const pnrs = bookings.map((b) => b.pnr).filter((p): p is string => p !== null)
    expect(new Set(pnrs).size).toBe(pnrs.length)
    for (const m of made) {
      const what = `CRASH_SEED=${seed} booking ${JSON.stringify(m.plan)}`
      const row = bookings.find((b) => b.id === m.bookingId)
      expect(row?.id, what).toBe(m.bookingId)
      if (!row) continue
      expect(seen.find((b) => b.id === m.bookingId)?.status, what).toBe(row.status)
      const captures = capturesOf(row.id)
      // Paid once, never twice.
      expect(captures.length, what).toBe(1)
      const [capture] = captures
      const mine = places.filter((p) => p.bookingId === row.id)
      if (row.status === 'BOOKED') {
        expect(row.pnr, what).toMatch(/^[0-9]{10}$/)
        expect(refundedOf(capture?.id ?? ''), what).toBe(0)
        expect(mine.length, what).toBe(m.plan.passengers)
        expect(mine.map((p) => p.serial).sort(), what).toEqual(
          Array.from({ length: m.plan.passengers }, (_, i) => i + 1),
        )
      } else {
        // Never a capture kept without a PNR: refunded in full.
        expect(row.status, what).toBe('BOOKING_FAILED')
        expect(row.pnr, what).toBeNull()
        expect(refundedOf(capture?.id ?? ''), what).toBe(capture?.amount)
        expect(
          mine.filter((p) => p.status !== 'CAN'),
          what,
        ).toEqual([])
      }
    }
    // No confirmed berth given twice on the run.
    const berths = places
      .filter((p) => p.status === 'CNF')
      .map((p) => `${p.travelClass} ${p.coach}/${p.berthNo}`)
    expect(new Set(berths).size).toBe(berths.length)
    // Nothing due is left undone (the chart is due days later, the sandbox PAYBACK points' expiry
    // and its alert months later), and nothing gave up.
    const horizon = Date.now() + 24 * 3600_000
    expect(
      left
        .filter((j) => j.doneAt === null && j.kind !== 'trains.chart' && j.runAt.getTime() <= horizon)
        .map((j) => `${j.kind}: ${j.lastError ?? 'not run'}`),
    ).toEqual([])
    expect(left.filter((j) => j.failedAt !== null).map((j) => `${j.kind}: ${j.lastError}`)).toEqual([])
  } finally {
    await db.close()
  }
}, 300_000)
