/** Helpers of the train booking tests: a running date, a booking body, paying on the sandbox gateway, waiting for a status. */
import { randomUUID } from 'node:crypto'
import { expect } from 'vitest'
import type { TrainBooking, TrainBookingStatus } from '@contracts/trains/booking'
import { indiaToday, plusDays } from '@contracts/trains/search-params'
import { runsOn } from '~/services/trains/clock'
import { trainByNumber } from '~/services/trains/supplier'
import { payOnPage } from './checkout'
import { readJson } from './upstream'

export const RETURN_URL = 'http://store.test/trains/payment-return'

/** The first date at least `fromDays` ahead on which the train leaves its origin (journey from its origin). */
export function runningDate(trainNo: string, now: number, fromDays = 5): string {
  const train = trainByNumber(trainNo)
  if (!train) throw new Error(`no train ${trainNo}`)
  for (let d = fromDays; d < fromDays + 14; d++) {
    const date = plusDays(indiaToday(now), d)
    if (runsOn(train, date)) return date
  }
  throw new Error(`train ${trainNo} never runs`)
}

export const passenger = (over: Record<string, unknown> = {}) => ({
  name: 'Ravi Kumar',
  age: 34,
  gender: 'M',
  food: 'V',
  ...over,
})

export function trainBookingBody(journeyDate: string, over: Record<string, unknown> = {}) {
  return {
    trainNo: '12952',
    journeyDate,
    from: 'NDLS',
    to: 'BCT',
    travelClass: '3A',
    quota: 'GN',
    passengers: [passenger()],
    contact: { mobile: '9876543210', email: 'ravi@example.com', address: '12 MG Road, Pune' },
    railUserId: 'safar.rail',
    returnUrl: RETURN_URL,
    ...over,
  }
}

export function postTrainBooking(
  base: string,
  body: unknown,
  headers: Record<string, string> = {},
  key: string = randomUUID(),
) {
  return fetch(`${base}/trains/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key, ...headers },
    body: JSON.stringify(body),
  })
}

export async function madeTrainBooking(base: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await postTrainBooking(base, body, headers)
  expect(res.status, await res.clone().text()).toBe(201)
  const booking = (await readJson<{ data: { booking: TrainBooking } }>(res)).data.booking
  return { booking, key: { 'x-booking-key': booking.accessKey ?? '' } }
}

export async function readTrainBooking(base: string, id: string, headers: Record<string, string>) {
  const res = await fetch(`${base}/trains/bookings/${id}`, { headers })
  expect(res.status, await res.clone().text()).toBe(200)
  return (await readJson<{ data: { booking: TrainBooking } }>(res)).data.booking
}

/** Pays on the sandbox gateway's page with the outcome chosen there ('success', 'failure', …). */
export async function payTrain(booking: TrainBooking, outcome = 'success') {
  expect(booking.payment?.url).toBeTruthy()
  return payOnPage(booking.payment?.url ?? '', outcome)
}

/** Delivers the gateway's webhooks and polls until the booking reaches one of `want`. */
export async function settleTrain(
  base: string,
  id: string,
  key: Record<string, string>,
  want: TrainBookingStatus[],
  tries = 60,
): Promise<TrainBooking> {
  let last: TrainBooking | undefined
  for (let i = 0; i < tries; i++) {
    await fetch(`${base}/payment/sandbox/deliver_webhooks`, { method: 'POST' })
    last = await readTrainBooking(base, id, key)
    if (want.includes(last.status)) return last
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`train booking ${id} never reached ${want.join('/')} (last ${last?.status})`)
}
