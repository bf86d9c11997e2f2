/** Helpers for checkout tests over real HTTP: a search, its results, an offer, a booking. */
import { randomUUID } from 'node:crypto'
import { expect } from 'vitest'
import type { SearchAnswer } from '@contracts/flights/schemas'
import type { Booking, Offer } from '@contracts/checkout/booking'
import { addDays, todayInIndia } from '~/services/flights/supplier'
import { readJson } from './upstream'

export const json = (body: unknown, headers: Record<string, string> = {}) => ({
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
})

export async function searchOneWay(
  base: string,
  now: () => number,
  extra: Record<string, unknown> = {},
  scenario = 'latencyMs=0;batches=1',
): Promise<SearchAnswer> {
  const res = await fetch(`${base}/flights/b2b/v1.0/flights/search`, {
    method: 'POST',
    ...json(
      {
        origin: { code: 'DEL', country: 'IN' },
        destination: { code: 'BOM', country: 'IN' },
        search_type: 'one_way',
        travel_date: addDays(todayInIndia(now()), 12),
        ...extra,
      },
      { 'x-sandbox-scenario': scenario },
    ),
  })
  expect(res.status).toBe(200)
  const started = await readJson<SearchAnswer>(res)
  const polled = await fetch(`${base}/flights/b2b/v1.0/flights/search/${started.data.id}`)
  const all = await readJson<SearchAnswer>(polled)
  return { ...all, data: { ...all.data, results: [...started.data.results, ...all.data.results] } }
}

export async function offerFor(
  base: string,
  searchId: string,
  travelPlanIds: string[],
  scenario?: string,
): Promise<Offer> {
  const res = await fetch(`${base}/flights/api/v1.0/offers`, {
    method: 'POST',
    ...json(
      { search_id: searchId, travel_plan_ids: travelPlanIds },
      scenario ? { 'x-sandbox-scenario': scenario } : {},
    ),
  })
  expect(res.status, await res.clone().text()).toBe(201)
  const { data } = await readJson<{ data: Offer }>(res)
  const final = await fetch(`${base}/flights/api/v1.0/offers/${data.id}`)
  return (await readJson<{ data: Offer }>(final)).data
}

export function createBooking(
  base: string,
  offer: Offer,
  key: string = randomUUID(),
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${base}/flights/api/v1.0/booking`, {
    method: 'POST',
    ...json(
      { offer_id: offer.id, accepted_total: offer.fare?.total ?? 0 },
      { 'idempotency-key': key, ...headers },
    ),
  })
}

export async function createdBooking(base: string, offer: Offer, headers: Record<string, string> = {}) {
  const res = await createBooking(base, offer, randomUUID(), headers)
  expect(res.status, await res.clone().text()).toBe(201)
  return (await readJson<{ data: { booking: Booking; access_key: string } }>(res)).data
}

/** The tester's choice on the gateway's page; answers where the gateway sends the browser. */
export async function payOnPage(payUrl: string, outcome: string): Promise<URL> {
  const page = await (await fetch(payUrl)).text()
  expect(page).toContain('Net Banking')
  expect(page).not.toMatch(/card number/i)
  const token = /name="form_token" value="([^"]+)"/.exec(page)?.[1] ?? ''
  const res = await fetch(payUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ form_token: token, method: 'Net Banking', outcome }).toString(),
    redirect: 'manual',
  })
  expect(res.status).toBe(303)
  return new URL(res.headers.get('location') ?? '')
}
