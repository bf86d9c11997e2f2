/** Helpers for the wallet tests over real HTTP: a user with a wallet, credit granted, a booking to spend on. */
import { randomUUID } from 'node:crypto'
import { expect } from 'vitest'
import type { Booking } from '@contracts/checkout/booking'
import type { Statement, Wallet } from '@contracts/wallet/schemas'
import { call, signUp, type TestUser } from './accounts'
import { createdBooking, json, offerFor, searchOneWay } from './checkout'
import { readJson } from './upstream'

export const bearer = (user: TestUser) => ({ authorization: `Bearer ${user.token}` })

/** A signed-up user (verified mobile) with a wallet. */
export async function walletUser(base: string): Promise<TestUser> {
  const user = await signUp(base)
  const made = await call(base, 'GET', `/flights/flights/booking/create_wallet?phone=${user.phone}`, {
    token: user.token,
  })
  expect(made.status, JSON.stringify(made.body)).toBe(200)
  return user
}

export async function grant(
  base: string,
  user: TestUser,
  amount: number,
  reason: 'promotional' | 'cashback' = 'cashback',
  expiresAt?: Date,
  reference = 'SANDBOX',
) {
  const res = await call<{ data: { transaction_id: string; balance: number } }>(
    base,
    'POST',
    '/wallet/sandbox/credit',
    {
      body: {
        user_id: user.id,
        reason,
        amount,
        reference,
        ...(expiresAt ? { expires_at: expiresAt.toISOString() } : {}),
      },
    },
  )
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.data
}

export async function walletOf(base: string, user: TestUser): Promise<Wallet> {
  const res = await call<{ data: Wallet }>(base, 'GET', '/wallet/api/v1.0/wallet', { token: user.token })
  expect(res.status).toBe(200)
  return res.body.data
}

export async function statementOf(base: string, user: TestUser, query = ''): Promise<Statement> {
  const res = await call<{ data: Statement }>(base, 'GET', `/wallet/api/v1.0/wallet/statement${query}`, {
    token: user.token,
  })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.data
}

/** A signed-in user's checkout with its traveller and contact given: ready to pay. */
export async function userBooking(
  base: string,
  now: () => number,
  user: TestUser,
  index = 0,
  scenario = 'reprice=same',
  headers: Record<string, string> = {},
): Promise<Booking> {
  const search = await searchOneWay(base, now)
  const offer = await offerFor(
    base,
    search.data.id,
    [search.data.results[index]?.travel_plan_id ?? ''],
    scenario,
  )
  const { booking } = await createdBooking(base, offer, { ...bearer(user), ...headers })
  const put = await fetch(`${base}/flights/api/v1.0/booking/${booking.id}/travellers`, {
    method: 'PUT',
    ...json(
      {
        travellers: [{ type: 'ADULT', title: 'Mr', first_name: 'Ravi', last_name: 'Sharma', gender: 'male' }],
        contact: { email: user.email, phone_number: user.phone },
      },
      bearer(user),
    ),
  })
  expect(put.status, await put.clone().text()).toBe(200)
  return (await readJson<{ data: Booking }>(put)).data
}

export function spendOn(base: string, user: TestUser, bookingId: string, amount: number, key = randomUUID()) {
  return fetch(`${base}/flights/api/v1.0/booking/${bookingId}/wallet`, {
    method: 'POST',
    ...json({ amount }, { ...bearer(user), 'idempotency-key': key }),
  })
}

export function undoOn(base: string, user: TestUser, bookingId: string) {
  return fetch(`${base}/flights/api/v1.0/reverse-booking-payment`, {
    method: 'POST',
    ...json({ bookingId, remarks: 'back page', txnBy: 'WALLET', txnReqType: 'REFUND' }, bearer(user)),
  })
}

export async function bookingOf(base: string, user: TestUser, id: string): Promise<Booking> {
  const res = await fetch(`${base}/flights/api/v1.0/booking/${id}`, { headers: bearer(user) })
  expect(res.status).toBe(200)
  return (await readJson<{ data: Booking }>(res)).data
}

/** Polls the booking until its status is one of `statuses` (the job worker runs every 500 ms). */
export async function bookingUntil(
  base: string,
  user: TestUser,
  id: string,
  statuses: string[],
): Promise<Booking> {
  for (let i = 0; i < 60; i++) {
    const booking = await bookingOf(base, user, id)
    if (statuses.includes(booking.status)) return booking
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`booking ${id} never reached ${statuses.join(' or ')}`)
}
