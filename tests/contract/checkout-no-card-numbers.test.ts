// No card number anywhere (issue 13): after bookings paid with every sandbox outcome, neither the
// services' log nor (on PostgreSQL) any table holds a Luhn-valid 13–19 digit number.
import { Writable } from 'node:stream'
import pg from 'pg'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Booking } from '@contracts/checkout/booking'
import { createLogger } from '~/services/platform/log'
import { startUpstream, type RunningUpstream } from '~/services/main'
import { createdBooking, json, offerFor, searchOneWay } from '../support/checkout'
import { cardLike } from '../support/card-like'
import { clockFrom, createTestDatabase, readJson, type TestDatabase } from '../support/upstream'

const now = clockFrom()
const lines: string[] = []
let services: RunningUpstream
let database: TestDatabase
beforeAll(async () => {
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'))
      done()
    },
  })
  database = await createTestDatabase()
  services = await startUpstream({
    deployment: database.deployment,
    port: 0,
    flightsNow: now,
    log: createLogger({ level: 'debug', destination }),
  })
})
afterAll(async () => {
  await services?.close()
  await database?.drop()
})

it('recognises a card number (a test of the test)', () => {
  expect(cardLike('paid with 4111111111111111 today')).toEqual(['4111111111111111'])
  expect(cardLike('trip SF1234567890, ticket 312-0000000001')).toEqual([])
})

it('no card-like number in the log or the database after paying with each outcome', async () => {
  const search = await searchOneWay(services.url, now)
  const ours: string[] = []
  for (const [i, outcome] of ['success', 'failure', 'ticketing_failure', 'fraud', 'pending'].entries()) {
    const offer = await offerFor(
      services.url,
      search.data.id,
      [search.data.results[i]?.travel_plan_id ?? ''],
      'reprice=same',
    )
    const { booking, access_key } = await createdBooking(services.url, offer)
    ours.push(booking.id)
    const key = { 'x-booking-key': access_key }
    const saved = await readJson<{ data: Booking }>(
      await fetch(`${services.url}/flights/api/v1.0/booking/${booking.id}/travellers`, {
        method: 'PUT',
        ...json(
          {
            travellers: [
              { type: 'ADULT', title: 'Mr', first_name: 'Ravi', last_name: 'Sharma', gender: 'male' },
            ],
            contact: { email: 'ravi@example.com', phone_number: '9876543210' },
          },
          key,
        ),
      }),
    )
    const paying = await readJson<{ data: Booking }>(
      await fetch(`${services.url}/flights/api/v1.0/booking/${booking.id}/payment`, {
        method: 'POST',
        ...json(
          { return_url: 'http://store.test/back', terms_accepted: true, shown_total: saved.data.total },
          { ...key, 'idempotency-key': `k-${booking.id}` },
        ),
      }),
    )
    const payUrl = paying.data.payment?.pay_url ?? ''
    const page = await (await fetch(payUrl)).text()
    const token = /name="form_token" value="([^"]+)"/.exec(page)?.[1] ?? ''
    const back = await fetch(payUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        form_token: token,
        method: 'Credit / Debit Card (Issued in India)',
        outcome,
      }).toString(),
      redirect: 'manual',
    })
    const returned = new URL(back.headers.get('location') ?? '')
    await fetch(`${services.url}/flights/api/v1.0/booking/${booking.id}/payment/callback`, {
      method: 'POST',
      ...json(Object.fromEntries(returned.searchParams), key),
    })
  }
  await fetch(`${services.url}/payment/sandbox/deliver_webhooks`, { method: 'POST' })
  expect(lines.length).toBeGreaterThan(10)
  expect(cardLike(lines.join('\n'))).toEqual([])
  // On PostgreSQL every table of this test's database is read while the services run.
  const url = database.deployment.DATABASE_URL
  if (!url) return
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const mine = await client.query('select 1 from flight_bookings where id = $1', [ours[0]])
    expect(mine.rowCount).toBe(1)
    const tables = await client.query<{ tablename: string }>(
      "select tablename from pg_tables where schemaname = 'public'",
    )
    for (const { tablename } of tables.rows) {
      const rows = await client.query(`select * from "${tablename}"`)
      expect(cardLike(JSON.stringify(rows.rows)), `table ${tablename}`).toEqual([])
    }
  } finally {
    await client.end()
  }
})
