/**
 * Harness steps for the bookings machines' store paths (machines/bookings/*.binding.ts): a flight
 * booked and paid through the services' own HTTP API and the sandbox gateway's page (quicker than
 * the store's checkout, which its own paths drive), and the contact a guest types.
 */
import { addDays, todayIso } from '~/lib/flights/today'
import { upstreamUrl } from '../auth-support'
import { expect } from '../fixtures'
import type { Harness } from './harness'

type Args = Record<string, string | number | boolean>

const address = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.11`

export async function api<T>(
  h: Harness,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: unknown,
  headers = {},
) {
  const res = await h.request.fetch(`${upstreamUrl}${path}`, {
    method,
    ...(data === undefined ? {} : { data }),
    headers: { 'x-forwarded-for': address(), ...headers },
    maxRedirects: 0,
  })
  if (res.status() >= 400) throw new Error(`${method} ${path} answered ${res.status()}: ${await res.text()}`)
  return {
    res,
    body: (res.headers()['content-type'] ?? '').includes('json') ? ((await res.json()) as T) : undefined,
  }
}

export interface Data<T> {
  data: T
}

export const bookingsSteps: Record<string, (h: Harness, args: Args) => Promise<void>> = {
  /**
   * A one-way DEL→BOM flight, 20 to 300 days ahead, booked for Ms Asha Verma (with `travellers: 2`,
   * and Mr Ravi Verma) and paid (success): `{tripId}` and its contact `{email}` are set. With
   * `owner`, it is booked by the account signed in with `{login}` and `{password}` (its owner, whose
   * bearer header is kept as `{bearer}`); else by a guest.
   */
  'paid-trip': async (h, { owner = false, travellers = 1 }) => {
    const headers: Record<string, string> = {}
    if (owner) {
      const signed = await api<{ meta: { authentication_token: string } }>(h, 'POST', '/auth/users/sign_in', {
        user: { email: h.vars.get('login'), password: h.vars.get('password') },
      })
      headers.authorization = `Bearer ${signed.body?.meta.authentication_token ?? ''}`
      h.vars.set('bearer', headers.authorization)
    }
    const date = addDays(todayIso(), 20 + Math.floor(Math.random() * 280))
    const scenario = { 'x-sandbox-scenario': 'latencyMs=0;batches=1' }
    const search = await api<Data<{ id: string; results: Array<{ travel_plan_id: string }> }>>(
      h,
      'POST',
      '/flights/b2b/v1.0/flights/search',
      {
        origin: { code: 'DEL', country: 'IN' },
        destination: { code: 'BOM', country: 'IN' },
        search_type: 'one_way',
        travel_date: date,
        adult_count: Number(travellers),
      },
      scenario,
    )
    const polled = await api<Data<{ results: Array<{ travel_plan_id: string }> }>>(
      h,
      'GET',
      `/flights/b2b/v1.0/flights/search/${search.body?.data.id}`,
    )
    const plan = [...(search.body?.data.results ?? []), ...(polled.body?.data.results ?? [])][0]
      ?.travel_plan_id
    const offer = await api<Data<{ id: string }>>(
      h,
      'POST',
      '/flights/api/v1.0/offers',
      { search_id: search.body?.data.id, travel_plan_ids: [plan] },
      { 'x-sandbox-scenario': 'reprice=same' },
    )
    const final = await api<Data<{ fare: { total: number } }>>(
      h,
      'GET',
      `/flights/api/v1.0/offers/${offer.body?.data.id}`,
    )
    const created = await api<Data<{ booking: { id: string; trip_id: string }; access_key: string }>>(
      h,
      'POST',
      '/flights/api/v1.0/booking',
      { offer_id: offer.body?.data.id, accepted_total: final.body?.data.fare.total },
      { ...headers, 'idempotency-key': `model-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    )
    const booking = created.body?.data.booking
    const keyed = { ...headers, 'x-booking-key': created.body?.data.access_key ?? '' }
    const email = `guest.${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`
    const named = await api<Data<{ total: number }>>(
      h,
      'PUT',
      `/flights/api/v1.0/booking/${booking?.id}/travellers`,
      {
        travellers: [
          { type: 'ADULT', title: 'Ms', first_name: 'Asha', last_name: 'Verma', gender: 'female' },
          ...(Number(travellers) > 1
            ? [{ type: 'ADULT', title: 'Mr', first_name: 'Ravi', last_name: 'Verma', gender: 'male' }]
            : []),
        ],
        contact: { email, phone_number: '9812345678' },
      },
      keyed,
    )
    const paying = await api<Data<{ payment: { pay_url: string } }>>(
      h,
      'POST',
      `/flights/api/v1.0/booking/${booking?.id}/payment`,
      { return_url: 'http://store.test/back', terms_accepted: true, shown_total: named.body?.data.total },
      { ...keyed, 'idempotency-key': `model-pay-${booking?.id}` },
    )
    const payUrl = paying.body?.data.payment.pay_url ?? ''
    const page = await (await h.request.get(payUrl)).text()
    const token = /name="form_token" value="([^"]+)"/.exec(page)?.[1] ?? ''
    const paid = await h.request.post(payUrl, {
      form: { form_token: token, method: 'Net Banking', outcome: 'success' },
      maxRedirects: 0,
    })
    const back = new URL(paid.headers().location ?? '')
    await api(
      h,
      'POST',
      `/flights/api/v1.0/booking/${booking?.id}/payment/callback`,
      Object.fromEntries(back.searchParams),
      keyed,
    )
    await expect
      .poll(
        async () => {
          await h.request.post(`${upstreamUrl}/payment/sandbox/deliver_webhooks`)
          const read = await api<Data<{ status: string }>>(
            h,
            'GET',
            `/flights/api/v1.0/booking/${booking?.id}`,
            undefined,
            keyed,
          )
          return read.body?.data.status
        },
        { timeout: 20_000 },
      )
      .toBe('TICKETED')
    h.vars.set('tripId', booking?.trip_id ?? '')
    h.vars.set('email', email)
  },

  /** `{contact}` is the booking's e-mail (`right`), or an e-mail no booking of `{tripId}` has. */
  'lookup-contact': async (h, { right = true }) => {
    h.vars.set('contact', right ? (h.vars.get('email') ?? '') : 'nobody.at.all@example.com')
  },
}
