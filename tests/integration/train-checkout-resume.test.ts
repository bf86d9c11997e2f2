// A reloaded train review page (or a second tab of the same checkout) through the BFF against the
// real services (docs/decisions/0170): the session's checkout returns the same unpaid booking with
// what is left of its first timer, a repeated Confirm books nothing new, and the services' database
// holds one booking for the checkout. The store's clock is moved by hand (Date.now), never waited on.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { eq } from 'drizzle-orm'
import { openDatabase } from '~/services/db/client'
import { railBookings } from '~/services/db/schema'
import { startUpstream, type RunningUpstream } from '~/services/main'
import { browsers } from '../support/bff'
import { clockFrom, createTestDatabase, type TestDatabase } from '../support/upstream'
import { runningDate } from '../support/train-booking'

vi.mock('@tanstack/react-start/server', () => import('../support/fake-start-request'))
vi.mock('@tanstack/react-start', () => import('../support/fake-server-fn'))

const { newBrowser, again } = browsers('198.18.70.')
const savedEnv = { UPSTREAM_URL: process.env.UPSTREAM_URL, SESSION_SECRET: process.env.SESSION_SECRET }
// 2026-11-26 10:00 IST on the railway's clock: outside its nightly downtime whatever the real time.
const railNow = clockFrom()
let database: TestDatabase
let services: RunningUpstream | undefined
let fns: typeof import('~/server/trains/booking.functions')

beforeAll(async () => {
  database = await createTestDatabase()
  services = await startUpstream({ deployment: database.deployment, port: 0, flightsNow: railNow })
  process.env.UPSTREAM_URL = services.url
  process.env.SESSION_SECRET = 'train-checkout-resume-secret-0123456789abcdef'
  fns = await import('~/server/trains/booking.functions')
}, 60_000)

afterAll(async () => {
  vi.restoreAllMocks()
  await services?.close()
  await database?.drop()
  for (const [key, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[key]
    else process.env[key] = value
  }
})

/** The store's clock runs `shift` ms ahead from now on. */
function storeClockAhead(shift: number) {
  const real = Date.now.bind(Date)
  vi.spyOn(Date, 'now').mockImplementation(() => real() + shift)
}

describe('a reloaded train review', () => {
  it('returns to the same unpaid booking with its first timer; a second Confirm books nothing new', async () => {
    const journey = {
      trainNo: '12952',
      journeyDate: runningDate('12952', railNow(), 10),
      from: 'NDLS',
      to: 'BCT',
      travelClass: '3A' as const,
      quota: 'GN' as const,
    }
    const body = {
      ...journey,
      passengers: [{ name: 'Ravi Kumar', age: 34, gender: 'M' as const, food: 'V' as const }],
      infants: [],
      contact: { mobile: '9876543210', email: 'ravi@example.com', address: '12 MG Road, Pune' },
      berthChoice: 99,
      agent: false,
    }
    newBrowser()
    // Nothing to return to before a booking.
    expect(await fns.resumeTrainCheckout({ data: journey })).toEqual({ booking: null })
    again()
    await fns.loginRailUser({ data: { userId: 'safar.rail', password: 'Rail@Safar123' } })
    again()
    const made = await fns.createTrainBooking({ data: body })
    const windowMs = Date.parse(made.expiresAt) - Date.parse(made.checkoutStartedAt)

    // 100 seconds later the page is reloaded.
    storeClockAhead(100_000)
    again()
    const resumed = await fns.resumeTrainCheckout({ data: journey })
    expect(resumed.booking?.id).toBe(made.id)
    expect(resumed.booking?.checkoutStartedAt).toBe(made.checkoutStartedAt)
    const left = 'timeLeftMs' in resumed ? resumed.timeLeftMs : 0
    expect(left).toBeLessThanOrEqual(windowMs - 100_000)
    expect(left).toBeGreaterThan(windowMs - 130_000)

    // A second tab of the same checkout presses Confirm: the same booking, the same timer.
    again()
    expect((await fns.createTrainBooking({ data: body })).id).toBe(made.id)
    again()
    const still = await fns.resumeTrainCheckout({ data: journey })
    expect(still.booking?.id).toBe(made.id)
    expect('timeLeftMs' in still ? still.timeLeftMs : Infinity).toBeLessThanOrEqual(left)

    // Once its time is up there is nothing to return to, and the page is told why (it says the
    // booking timed out): the login step starts a new attempt.
    vi.restoreAllMocks()
    storeClockAhead(windowMs + 1_000)
    again()
    expect(await fns.resumeTrainCheckout({ data: journey })).toEqual({ booking: null, expired: true })
    vi.restoreAllMocks()

    // Another journey has no checkout to return to; nor has this one once logged out.
    again()
    expect(await fns.resumeTrainCheckout({ data: { ...journey, travelClass: '2A' } })).toEqual({
      booking: null,
    })
    again()
    await fns.logoutRailUser()
    again()
    expect(await fns.resumeTrainCheckout({ data: journey })).toEqual({ booking: null })

    // The services' database: one booking for this checkout.
    await services?.close()
    services = undefined
    const opened = await openDatabase(database.deployment)
    try {
      const rows = await opened.db
        .select({ id: railBookings.id })
        .from(railBookings)
        .where(eq(railBookings.railUserId, 'safar.rail'))
      expect(rows).toEqual([{ id: made.id }])
    } finally {
      await opened.close()
    }
  })
})
