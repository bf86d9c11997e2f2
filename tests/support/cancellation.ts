/**
 * Helpers for the cancellation and refund contract tests: the services served with a handle on
 * their database and no job worker (the tests run the jobs when they choose, through the sandbox's
 * deliver_webhooks, so a refund's steps can be put in any order), and a ticketed booking made
 * through the real checkout and the sandbox gateway's page.
 */
import { randomUUID } from 'node:crypto'
import { serve } from '@hono/node-server'
import { expect } from 'vitest'
import type { Booking } from '@contracts/checkout/booking'
import { createUpstreamApp, defaultPaymentSettings } from '~/services/app'
import { openDatabase, type Database } from '~/services/db/client'
import { signWebhook } from '~/services/payment/signature'
import { createdBooking, json, offerFor, searchOneWay } from './checkout'
import { createTestDatabase, readJson } from './upstream'

export interface BookingUpstream {
  url: string
  db: Database
  close(): Promise<void>
}

export async function startBookingUpstream(flightsNow: () => number): Promise<BookingUpstream> {
  const database = await createTestDatabase()
  const opened = await openDatabase(database.deployment)
  // Known once listening; the gateway's webhooks come back to it.
  const self: { url?: string } = {}
  const app = createUpstreamApp({
    db: opened.db,
    kind: opened.kind,
    flightsNow,
    payment: defaultPaymentSettings,
    selfUrl: () => self.url,
    // The tests stand where the store does: each gives its own client address in X-Forwarded-For.
    accounts: { trustProxy: true },
  })
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(s))
  })
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('server has no TCP address')
  const url = `http://127.0.0.1:${address.port}`
  self.url = url
  return {
    url,
    db: opened.db,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        if ('closeAllConnections' in server) server.closeAllConnections()
      })
      await opened.close()
      await database.drop()
    },
  }
}

/** Runs every job due within a day (webhook deliveries, ticketing, refunds at the gateway and here). */
export const runJobs = (base: string) => fetch(`${base}/payment/sandbox/deliver_webhooks`, { method: 'POST' })

const RETURN = 'http://store.test/flights/booking/payment-return'

const traveller = (first: string) => ({
  type: 'ADULT',
  title: 'Mr',
  first_name: first,
  last_name: 'Sharma',
  gender: 'male',
})

/**
 * A ticketed booking of two adults (Ravi and Asha) on the index-th flight of a one-way search,
 * paid in full on the sandbox page. `auth`: the owner's bearer header (a guest's booking otherwise).
 */
export async function ticketedBooking(
  base: string,
  now: () => number,
  index: number,
  auth: Record<string, string> = {},
  outcome: 'success' | 'ticketing_failure' = 'success',
  /** Before paying: e.g. part of the total paid from the wallet; answers the booking as it then is. */
  beforePay: (saved: Booking, key: Record<string, string>) => Promise<Booking> = async (saved) => saved,
): Promise<{ booking: Booking; key: Record<string, string> }> {
  const search = await searchOneWay(base, now, { adult_count: 2 })
  const offer = await offerFor(
    base,
    search.data.id,
    [search.data.results[index]?.travel_plan_id ?? ''],
    'reprice=same',
  )
  const { booking, access_key } = await createdBooking(base, offer, auth)
  const key = { 'x-booking-key': access_key }
  const put = await fetch(`${base}/flights/api/v1.0/booking/${booking.id}/travellers`, {
    method: 'PUT',
    ...json(
      {
        travellers: [traveller('Ravi'), traveller('Asha')],
        contact: { email: 'ravi@example.com', phone_number: '9876543210' },
      },
      key,
    ),
  })
  expect(put.status, await put.clone().text()).toBe(200)
  const saved = await beforePay((await readJson<{ data: Booking }>(put)).data, key)
  const pay = await fetch(`${base}/flights/api/v1.0/booking/${booking.id}/payment`, {
    method: 'POST',
    ...json(
      { return_url: RETURN, terms_accepted: true, shown_total: saved.total },
      { ...key, 'idempotency-key': randomUUID() },
    ),
  })
  expect(pay.status, await pay.clone().text()).toBe(200)
  const payUrl = (await readJson<{ data: Booking }>(pay)).data.payment?.pay_url ?? ''
  const page = await (await fetch(payUrl)).text()
  const token = /name="form_token" value="([^"]+)"/.exec(page)?.[1] ?? ''
  const submitted = await fetch(payUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ form_token: token, method: 'Net Banking', outcome }).toString(),
    redirect: 'manual',
  })
  const back = new URL(submitted.headers.get('location') ?? '')
  const res = await fetch(`${base}/flights/api/v1.0/booking/${booking.id}/payment/callback`, {
    method: 'POST',
    ...json(Object.fromEntries(back.searchParams), key),
  })
  expect(res.status).toBe(200)
  for (let i = 0; i < 40; i++) {
    await runJobs(base)
    const read = await fetch(`${base}/flights/api/v1.0/booking/${booking.id}`, { headers: key })
    const seen = (await readJson<{ data: Booking }>(read)).data
    if (seen.status === (outcome === 'success' ? 'TICKETED' : 'REFUNDED')) return { booking: seen, key }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`booking ${booking.id} never ended ${outcome === 'success' ? 'TICKETED' : 'REFUNDED'}`)
}

/** A gateway event as the sandbox gateway signs it (the default sandbox webhook secret). */
export function signedEvent(body: unknown): RequestInit {
  const raw = JSON.stringify(body)
  return {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-payment-signature': signWebhook(defaultPaymentSettings.webhookSecret, raw),
    },
    body: raw,
  }
}

/** The sandbox gateway's merchant auth (default sandbox keys). */
export const merchantAuth = {
  authorization: `Basic ${Buffer.from(`${defaultPaymentSettings.keyId}:${defaultPaymentSettings.keySecret}`).toString('base64')}`,
}
