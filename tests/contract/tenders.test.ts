// Tenders at the hotel and train checkouts over real HTTP (PGlite, or PostgreSQL with DATABASE_URL;
// docs/decisions/0220): the wallet applied and undone through the commerce core, the gateway order
// made for what is left, a booking the wallet covers paid without the gateway, and the wallet given
// back exactly once when the checkout fails or expires, however often those events repeat.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TenderState } from '@contracts/commerce/tenders'
import type { RunningUpstream } from '~/services/main'
import type { TestUser } from '../support/accounts'
import { json, payOnPage } from '../support/checkout'
import {
  RETURN_URL,
  bookingBody,
  guestDetails,
  madeBooking,
  pickOffer,
  readBooking,
  settleHotel,
  stayOf,
} from '../support/hotel-booking'
import {
  madeTrainBooking,
  readTrainBooking,
  runningDate,
  settleTrain,
  trainBookingBody,
} from '../support/train-booking'
import { clockFrom, readJson, startTestUpstream } from '../support/upstream'
import { bearer, grant, statementOf, walletOf, walletUser } from '../support/wallet'

const now = clockFrom()
let services: RunningUpstream
beforeAll(async () => {
  services = await startTestUpstream({ flightsNow: now })
}, 60_000)
afterAll(() => services?.close())

type Product = 'hotels' | 'trains'
const base = (product: Product, id: string) =>
  `${services.url}/${product}/${product === 'hotels' ? 'booking' : 'bookings'}/${id}/tenders`

function apply(product: Product, id: string, user: TestUser | null, amount: number, key = randomUUID()) {
  return fetch(base(product, id), {
    method: 'POST',
    ...json({ kind: 'wallet', amount }, { ...(user ? bearer(user) : {}), 'idempotency-key': key }),
  })
}
const undo = (product: Product, id: string, user: TestUser) =>
  fetch(`${base(product, id)}/undo`, { method: 'POST', ...json({ kind: 'wallet' }, bearer(user)) })
const payWithTenders = (product: Product, id: string, user: TestUser) =>
  fetch(`${base(product, id)}/pay`, {
    method: 'POST',
    ...json({}, { ...bearer(user), 'idempotency-key': randomUUID() }),
  })

async function stateOf(res: Response): Promise<TenderState> {
  expect(res.status, await res.clone().text()).toBe(200)
  return (await readJson<{ data: TenderState }>(res)).data
}

/** The run of 12952 `fromDays` ahead with 3A berths free in GN (the railway can book it). */
async function openRun(fromDays: number) {
  const res = await fetch(`${services.url}/trains/sandbox/run`, {
    method: 'POST',
    ...json({
      trainNumber: '12952',
      runDate: runningDate('12952', now(), fromDays),
      class: '3A',
      quota: 'GN',
      free: 20,
    }),
  })
  expect(res.status, await res.clone().text()).toBe(200)
}

async function trainFor(user: TestUser, days: number, scenario?: string) {
  return madeTrainBooking(services.url, trainBookingBody(runningDate('12952', now(), days)), {
    ...bearer(user),
    ...(scenario ? { 'x-sandbox-scenario': scenario } : {}),
  })
}

async function hotelFor(user: TestUser, from: number, scenario?: string) {
  const stay = stayOf(from, 1)
  const offer = pickOffer(stay, { panRequired: false })
  const body = bookingBody(offer, stay, { ...guestDetails(1), return_url: RETURN_URL })
  return madeBooking(services.url, body, {
    ...bearer(user),
    ...(scenario ? { 'x-sandbox-scenario': scenario } : {}),
  })
}

/** The wallet's reversals of spends on this Trip Id: each spend is given back at most once. */
async function reversalsOn(user: TestUser, tripId: string) {
  const statement = await statementOf(services.url, user, '?filter=credits')
  return statement.entries.filter((e) => e.reason === 'reversal' && e.reference === tripId)
}

describe('the wallet at the train checkout', () => {
  it('pays part, moves the gateway order to what is left, undoes and applies again', async () => {
    const user = await walletUser(services.url)
    await grant(services.url, user, 50_000)
    const { booking, key } = await trainFor(user, 6)
    const total = booking.fare.total
    const part = await stateOf(await apply('trains', booking.id, user, 20_000))
    expect(part).toMatchObject({ total, tendered: 20_000, left: total - 20_000, open: true })
    expect(part.applied).toEqual([
      { kind: 'wallet', index: 0, amount: 20_000, label: 'Paid from wallet', status: 'held' },
    ])
    expect((await walletOf(services.url, user)).balance).toBe(30_000)
    const read = await readTrainBooking(services.url, booking.id, { ...bearer(user), ...key })
    expect(read.payment?.orderId).not.toBe(booking.payment?.orderId)
    const twice = await apply('trains', booking.id, user, 1_000)
    expect(twice.status).toBe(409)
    expect(await twice.json()).toMatchObject({ code: 'WALLET_ALREADY_APPLIED' })
    const back = await stateOf(await undo('trains', booking.id, user))
    expect(back).toMatchObject({ tendered: 0, left: total, applied: [] })
    expect((await walletOf(services.url, user)).balance).toBe(50_000)
    const none = await undo('trains', booking.id, user)
    expect(none.status).toBe(409)
    expect(await none.json()).toMatchObject({ code: 'WALLET_NOT_APPLIED' })
    const over = await apply('trains', booking.id, user, total + 1)
    expect(over.status).toBe(409)
    expect(await over.json()).toMatchObject({ code: 'WALLET_OVER_TOTAL', errors: [{ field: 'amount' }] })
  })

  it('a guest is asked to sign in; another traveller finds no booking', async () => {
    const user = await walletUser(services.url)
    await grant(services.url, user, 5_000)
    const { booking } = await trainFor(user, 7)
    expect((await apply('trains', booking.id, null, 100)).status).toBe(404)
    const stranger = await walletUser(services.url)
    await grant(services.url, stranger, 5_000)
    expect((await apply('trains', booking.id, stranger, 100)).status).toBe(404)
    expect((await walletOf(services.url, stranger)).balance).toBe(5_000)
  })

  it('a booking the wallet covers is paid without the gateway and booked', async () => {
    const user = await walletUser(services.url)
    await openRun(8)
    const { booking, key } = await trainFor(user, 8)
    await grant(services.url, user, booking.fare.total + 1_000)
    const whole = await stateOf(await apply('trains', booking.id, user, booking.fare.total))
    expect(whole.left).toBe(0)
    const shown = await readTrainBooking(services.url, booking.id, { ...bearer(user), ...key })
    expect(shown.payment).toBeNull()
    const paid = await stateOf(await payWithTenders('trains', booking.id, user))
    expect(paid).toMatchObject({ paid_without_gateway: true, left: 0, open: false })
    expect(paid.applied.map((t) => t.status)).toEqual(['committed'])
    const booked = await settleTrain(services.url, booking.id, { ...bearer(user), ...key }, ['BOOKED'])
    expect(booked.pnr).toMatch(/^\d{10}$/)
    expect((await walletOf(services.url, user)).balance).toBe(1_000)
  })

  it('a failed gateway payment keeps the wallet part for a retry; the ended checkout gives it back once', async () => {
    const user = await walletUser(services.url)
    await grant(services.url, user, 30_000)
    const { booking, key } = await trainFor(user, 9)
    const who = { ...bearer(user), ...key }
    await stateOf(await apply('trains', booking.id, user, 10_000))
    const payable = await readTrainBooking(services.url, booking.id, who)
    await payOnPage(payable.payment?.url ?? '', 'failure')
    await settleTrain(services.url, booking.id, who, ['PAYMENT_FAILED'])
    expect((await walletOf(services.url, user)).balance).toBe(20_000)
    const end = () =>
      fetch(`${services.url}/trains/sandbox/booking_ends`, {
        method: 'POST',
        ...json({ bookingId: booking.id }),
      })
    const ends = await Promise.all([end(), end(), end()])
    expect(ends.map((r) => r.status)).toEqual([200, 200, 200])
    expect((await end()).status).toBe(200)
    expect((await walletOf(services.url, user)).balance).toBe(30_000)
    expect(await reversalsOn(user, booking.tripId)).toHaveLength(1)
    const late = await apply('trains', booking.id, user, 1_000)
    expect(late.status).toBe(410)
  })

  it('a paid booking the railway refuses gives the wallet part back once, and refunds the gateway part', async () => {
    const user = await walletUser(services.url)
    await grant(services.url, user, 30_000)
    const { booking, key } = await trainFor(user, 10, 'book=fail-after-payment')
    const who = { ...bearer(user), ...key }
    await stateOf(await apply('trains', booking.id, user, 10_000))
    const payable = await readTrainBooking(services.url, booking.id, who)
    await payOnPage(payable.payment?.url ?? '', 'success')
    const failed = await settleTrain(services.url, booking.id, who, ['BOOKING_FAILED', 'BOOKED'])
    expect(failed.status).toBe('BOOKING_FAILED')
    // Webhooks delivered again: nothing more comes back.
    await settleTrain(services.url, booking.id, who, ['BOOKING_FAILED'])
    expect((await walletOf(services.url, user)).balance).toBe(30_000)
    expect(await reversalsOn(user, booking.tripId)).toHaveLength(1)
    expect(failed.refunds.map((r) => r.amount)).toEqual([booking.fare.total - 10_000])
  })
})

describe('the wallet at the hotel checkout', () => {
  it('pays part; a promo code after it keeps what is left in step; the gateway is asked for the rest', async () => {
    const user = await walletUser(services.url)
    await grant(services.url, user, 40_000)
    const { booking, key } = await hotelFor(user, 30)
    const who = { ...bearer(user), ...key }
    const part = await stateOf(await apply('hotels', booking.id, user, 15_000))
    expect(part).toMatchObject({ total: booking.price.total, left: booking.price.total - 15_000 })
    const read = await readBooking(services.url, booking.id, who)
    expect(read.price.total).toBe(booking.price.total - 15_000)
    expect(read.price.discount).toBe(booking.price.discount)
    const listed = await stateOf(await fetch(base('hotels', booking.id), { headers: who }))
    expect(listed).toEqual(part)
  })

  it('a paid booking the hotel refuses gives the wallet part back once, also when events repeat', async () => {
    const user = await walletUser(services.url)
    await grant(services.url, user, 40_000)
    const { booking, key } = await hotelFor(user, 31, 'confirm=BOOKING_FAILED')
    const who = { ...bearer(user), ...key }
    await stateOf(await apply('hotels', booking.id, user, 15_000))
    const payable = await readBooking(services.url, booking.id, who)
    expect(payable.payment_url).toBeTruthy()
    await payOnPage(payable.payment_url ?? '', 'success')
    await settleHotel(services.url, booking.id, who, ['BOOKING_FAILED'])
    await settleHotel(services.url, booking.id, who, ['BOOKING_FAILED'])
    const end = await fetch(`${services.url}/hotels/sandbox/booking_ends`, {
      method: 'POST',
      ...json({ booking_id: booking.id }),
    })
    expect(end.status).toBe(200)
    expect((await walletOf(services.url, user)).balance).toBe(40_000)
    expect(await reversalsOn(user, booking.trip_id)).toHaveLength(1)
  })

  it('a booking the wallet covers is paid without the gateway and confirmed', async () => {
    const user = await walletUser(services.url)
    const { booking, key } = await hotelFor(user, 32)
    await grant(services.url, user, booking.price.total)
    const who = { ...bearer(user), ...key }
    await stateOf(await apply('hotels', booking.id, user, booking.price.total))
    expect((await readBooking(services.url, booking.id, who)).payment_url).toBeNull()
    const early = await fetch(`${base('hotels', booking.id)}/pay`, {
      method: 'POST',
      ...json({}, { ...bearer(user), 'idempotency-key': randomUUID() }),
    })
    const paid = await stateOf(early)
    expect(paid.paid_without_gateway).toBe(true)
    await settleHotel(services.url, booking.id, who, ['CONFIRMED'])
    expect((await walletOf(services.url, user)).balance).toBe(0)
  })

  it('an expired checkout gives the wallet part back once', async () => {
    const user = await walletUser(services.url)
    await grant(services.url, user, 20_000)
    const { booking } = await hotelFor(user, 33)
    await stateOf(await apply('hotels', booking.id, user, 5_000))
    const end = () =>
      fetch(`${services.url}/hotels/sandbox/booking_ends`, {
        method: 'POST',
        ...json({ booking_id: booking.id }),
      })
    expect((await Promise.all([end(), end()])).map((r) => r.status)).toEqual([200, 200])
    expect((await walletOf(services.url, user)).balance).toBe(20_000)
    expect(await reversalsOn(user, booking.trip_id)).toHaveLength(1)
    expect((await undo('hotels', booking.id, user)).status).toBe(410)
  })
})

describe('concurrent applies', () => {
  it('the same wallet on one booking, ten keys at once: one part, never below zero', async () => {
    const user = await walletUser(services.url)
    await grant(services.url, user, 10_000)
    const { booking } = await trainFor(user, 11)
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => apply('trains', booking.id, user, 6_000)),
    )
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1)
    expect(answers.every((r) => r.status === 200 || r.status === 409)).toBe(true)
    expect((await walletOf(services.url, user)).balance).toBe(4_000)
  })

  it('one balance on two bookings at once: the second finds too little, the balance never goes negative', async () => {
    const user = await walletUser(services.url)
    await grant(services.url, user, 10_000)
    const [a, b] = await Promise.all([trainFor(user, 12), hotelFor(user, 34)])
    const answers = await Promise.all([
      apply('trains', a.booking.id, user, 7_000),
      apply('hotels', b.booking.id, user, 7_000),
    ])
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409])
    const refused = answers.find((r) => r.status === 409)
    expect(await refused?.json()).toMatchObject({ code: 'INSUFFICIENT_BALANCE' })
    expect((await walletOf(services.url, user)).balance).toBe(3_000)
  })
})
