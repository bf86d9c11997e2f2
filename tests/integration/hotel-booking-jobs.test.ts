/**
 * What a hotel booking leaves for the job worker, on a real database (a temp PGlite, or PostgreSQL
 * with DATABASE_URL): booked to pay at the hotel, its trip is written with the status change and one
 * `hotel_confirmation_email` job is queued; a worker without that job's handler leaves it for one
 * that has it instead of failing it.
 */
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { HotelBooking } from '@contracts/hotels/booking'
import { createUpstreamApp, upstreamJobs } from '~/services/app'
import { openDatabase, type OpenDatabase } from '~/services/db/client'
import { jobs, tripEvents, trips } from '~/services/db/schema'
import { runDueJobs } from '~/services/jobs/queue'
import { bookingBody, guestDetails, pickOffer, stayOf } from '../support/hotel-booking'
import { createTestDatabase, type TestDatabase } from '../support/upstream'

let database: TestDatabase
let open: OpenDatabase
beforeAll(async () => {
  database = await createTestDatabase()
  open = await openDatabase(database.deployment)
}, 60_000)
afterAll(async () => {
  await open?.close()
  await database?.drop()
})

const post = (app: ReturnType<typeof createUpstreamApp>, path: string, body: unknown, headers = {}) =>
  app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })

describe('hotel booking jobs', () => {
  it('pay at hotel: SUCCESS writes the trip and queues one confirmation e-mail, which waits for its handler', async () => {
    const deps = { db: open.db, kind: open.kind }
    const app = createUpstreamApp(deps)
    const stay = stayOf(60, 2)
    const offer = pickOffer(stay, { payAtHotel: true, panRequired: false })
    const made = await post(
      app,
      '/hotels/booking',
      bookingBody(offer, stay, { ...guestDetails(1), pay_at_hotel: true }),
      { 'idempotency-key': randomUUID() },
    )
    expect(made.status, await made.clone().text()).toBe(201)
    const { booking } = ((await made.json()) as { data: { booking: HotelBooking } }).data
    const key = { 'x-booking-key': booking.access_key ?? '' }
    for (let i = 0; i < 2; i++) {
      // The second call is refused (409: already booked) and queues nothing more.
      const res = await post(app, '/hotels/book_at_hotel', { booking_id: booking.id }, key)
      expect(res.status).toBe(i === 0 ? 200 : 409)
    }

    const [trip] = await open.db.select().from(trips).where(eq(trips.tripId, booking.trip_id))
    expect(trip).toMatchObject({
      product: 'hotels',
      bookingId: booking.id,
      status: 'confirmed',
      total: offer.amount,
      email: 'asha@example.com',
      title: `${booking.hotel.name}, ${booking.hotel.city.name}`,
    })
    const history = await open.db.select().from(tripEvents).where(eq(tripEvents.tripId, booking.trip_id))
    expect(history.map((e) => e.kind)).toEqual(['hotel_booked_pay_at_hotel'])

    const emails = () => open.db.select().from(jobs).where(eq(jobs.kind, 'hotel_confirmation_email'))
    expect((await emails()).map((j) => j.payload)).toEqual([{ bookingId: booking.id }])
    await runDueJobs(open.db, upstreamJobs(deps))
    const [waiting] = await emails()
    expect(waiting).toMatchObject({ attempts: 0, doneAt: null, failedAt: null })
  })
})
