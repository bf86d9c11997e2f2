// The wallet at the flight checkout over real HTTP: part or all of a DRAFT booking paid from the
// wallet (the debit and the booking's line in one transaction), the undo of 000 §7
// (reverse-booking-payment), a booking paid in full without the gateway, and the wallet part given
// back exactly once when the checkout ends unpaid or the booking fails and is refunded.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TripDetail } from '@contracts/bookings/trips'
import type { Booking } from '@contracts/checkout/booking'
import type { RunningUpstream } from '~/services/main'
import { signUp } from '../support/accounts'
import { json, payOnPage } from '../support/checkout'
import { docExample } from '../support/doc-examples'
import { expectMatchesExample } from '../support/expect-example'
import { clockFrom, readJson, startTestUpstream } from '../support/upstream'
import {
  bearer,
  bookingOf,
  bookingUntil,
  grant,
  spendOn,
  statementOf,
  undoOn,
  userBooking,
  walletOf,
  walletUser,
} from '../support/wallet'

const now = clockFrom()
let services: RunningUpstream
beforeAll(async () => {
  services = await startTestUpstream({ flightsNow: now })
})
afterAll(() => services?.close())

const days = (n: number) => new Date(Date.now() + n * 86_400_000)
const WTX = /^wtx_[0-9a-f]{20}$/

async function applied(res: Response): Promise<Booking> {
  expect(res.status, await res.clone().text()).toBe(200)
  return (await readJson<{ data: Booking }>(res)).data
}

function pay(user: Awaited<ReturnType<typeof walletUser>>, booking: Booking) {
  return fetch(`${services.url}/flights/api/v1.0/booking/${booking.id}/payment`, {
    method: 'POST',
    ...json(
      {
        return_url: 'http://store.test/flights/booking/payment-return',
        terms_accepted: true,
        shown_total: booking.total,
      },
      { ...bearer(user), 'idempotency-key': `pay-${booking.id}` },
    ),
  })
}

describe('POST /flights/api/v1.0/booking/{id}/wallet', () => {
  it('pays part of the total from the soonest-expiring promotional credit first; a repeat debits once', async () => {
    const user = await walletUser(services.url)
    await grant(services.url, user, 50_000, 'cashback')
    const later = await grant(services.url, user, 30_000, 'promotional', days(20), 'PROMO-LATER')
    const sooner = await grant(services.url, user, 20_000, 'promotional', days(5), 'PROMO-SOONER')
    const booking = await userBooking(services.url, now, user)
    const key = randomUUID()
    const paid = await applied(await spendOn(services.url, user, booking.id, 35_000, key))
    expect(paid.total).toBe(booking.total - 35_000)
    expectMatchesExample(
      { wallet: paid.wallet, line: paid.lines.at(-1) },
      docExample('checkout.wallet-applied.response'),
      { patterns: { 'wallet.transaction_id': WTX } },
    )
    const again = await applied(await spendOn(services.url, user, booking.id, 35_000, key))
    expect(again).toEqual(paid)
    const wallet = await walletOf(services.url, user)
    expect([wallet.balance, wallet.promotional]).toEqual([65_000, 15_000])
    expect(wallet.expiring.map((e) => [e.transaction_id, e.amount])).toEqual([[later.transaction_id, 15_000]])
    const statement = await statementOf(services.url, user)
    expect(statement.entries[0]).toMatchObject({
      reason: 'spend',
      amount: -35_000,
      balance_after: 65_000,
      reference: booking.trip_id,
      description: `Flight booking ${booking.trip_id}`,
    })
    expect(statement.total_entries).toBe(4)
    const other = await spendOn(services.url, user, booking.id, 1_000)
    expect(other.status).toBe(409)
    expect(await other.json()).toMatchObject({ code: 'WALLET_ALREADY_APPLIED' })
    expect(sooner.transaction_id).toMatch(WTX)
  })

  it('the undo (reverse-booking-payment) puts the money back where it came from, once, and removes the line', async () => {
    const user = await walletUser(services.url)
    await grant(services.url, user, 10_000, 'cashback')
    await grant(services.url, user, 20_000, 'promotional', days(5), 'PROMO-SOONER')
    const booking = await userBooking(services.url, now, user)
    await applied(await spendOn(services.url, user, booking.id, 25_000))
    const body = docExample('wallet.reverse-booking-payment.request')
    const undone = await applied(
      await fetch(`${services.url}/flights/api/v1.0/reverse-booking-payment`, {
        method: 'POST',
        ...json({ ...(body as object), bookingId: booking.id }, bearer(user)),
      }),
    )
    expect(undone.total).toBe(booking.total)
    expect(undone.wallet).toBeNull()
    expect(undone.lines.map((l) => l.kind)).not.toContain('wallet')
    const wallet = await walletOf(services.url, user)
    expect([wallet.balance, wallet.promotional]).toEqual([30_000, 20_000])
    const entries = (await statementOf(services.url, user)).entries
    expect(entries.map((e) => [e.reason, e.amount, e.balance_after])).toEqual([
      ['reversal', 25_000, 30_000],
      ['spend', -25_000, 5_000],
      ['promotional', 20_000, 30_000],
      ['cashback', 10_000, 10_000],
    ])
    const twice = await undoOn(services.url, user, booking.id)
    expect(twice.status).toBe(409)
    expect(await twice.json()).toMatchObject({ code: 'WALLET_NOT_APPLIED' })
    // Spending again after the undo is a new spend.
    const again = await applied(await spendOn(services.url, user, booking.id, 5_000))
    expect(again.total).toBe(booking.total - 5_000)
  })

  it('never more than the total or the balance; a guest and another user are refused', async () => {
    const user = await walletUser(services.url)
    await grant(services.url, user, 10_000, 'cashback')
    const booking = await userBooking(services.url, now, user)
    const over = await spendOn(services.url, user, booking.id, booking.total + 1)
    expect(over.status).toBe(409)
    expect(await over.json()).toMatchObject({ code: 'WALLET_OVER_TOTAL', errors: [{ field: 'amount' }] })
    const poor = await spendOn(services.url, user, booking.id, 10_001)
    expect(poor.status).toBe(409)
    expectMatchesExample(await poor.json(), docExample('checkout.wallet-insufficient.response'))
    const guest = await fetch(`${services.url}/flights/api/v1.0/booking/${booking.id}/wallet`, {
      method: 'POST',
      ...json({ amount: 100 }, { 'idempotency-key': randomUUID() }),
    })
    expect(guest.status).toBe(401)
    const stranger = await walletUser(services.url)
    await grant(services.url, stranger, 10_000, 'cashback')
    const theirs = await spendOn(services.url, stranger, booking.id, 100)
    expect(theirs.status).toBe(404)
    expect((await undoOn(services.url, stranger, booking.id)).status).toBe(404)
    const noWallet = await signUp(services.url)
    const mine = await userBooking(services.url, now, noWallet)
    const refused = await spendOn(services.url, noWallet, mine.id, 100)
    expect(refused.status).toBe(409)
    expect(await refused.json()).toMatchObject({ code: 'NO_WALLET' })
    expect((await walletOf(services.url, user)).balance).toBe(10_000)
  })

  it('works with a promo code; a promo that would leave less than the wallet part asks for the undo first', async () => {
    const user = await walletUser(services.url)
    await grant(services.url, user, 2_000_000, 'cashback')
    const booking = await userBooking(services.url, now, user)
    const promo = (code: string) =>
      fetch(`${services.url}/flights/api/v1.0/booking/${booking.id}/promo`, {
        method: 'POST',
        ...json({ code }, bearer(user)),
      })
    const discounted = await applied(await promo('SAVE10'))
    expect(discounted.total).toBeLessThan(booking.total)
    const both = await applied(await spendOn(services.url, user, booking.id, 10_000))
    expect(both.total).toBe(discounted.total - 10_000)
    expect(both.lines.slice(-2).map((l) => l.kind)).toEqual(['promo', 'wallet'])
    await applied(await undoOn(services.url, user, booking.id))
    await fetch(`${services.url}/flights/api/v1.0/booking/${booking.id}/promo`, {
      method: 'DELETE',
      headers: bearer(user),
    })
    const all = await applied(await spendOn(services.url, user, booking.id, booking.total))
    expect(all.total).toBe(0)
    const late = await promo('SAVE10')
    expect(late.status).toBe(409)
    expect(await late.json()).toMatchObject({
      code: 'WALLET_OVER_TOTAL',
      statusMessage:
        'Undo the wallet payment first, then change the booking: the wallet part would be more than the new total.',
    })
    expect((await bookingOf(services.url, user, booking.id)).promo).toBeNull()
  })
})

describe('paid in full from the wallet, and the wallet part given back', () => {
  it('a booking with nothing left to pay is paid without the gateway and ticketed', async () => {
    const user = await walletUser(services.url)
    await grant(services.url, user, 2_000_000, 'cashback')
    const booking = await userBooking(services.url, now, user)
    const free = await applied(await spendOn(services.url, user, booking.id, booking.total))
    expect(free.total).toBe(0)
    const paid = await applied(await pay(user, free))
    expect(paid.status).toBe('TICKETING')
    expect(paid.payment).toEqual({ status: 'captured', attempts: 1, pay_url: null, message: null })
    const ticketed = await bookingUntil(services.url, user, booking.id, ['TICKETED'])
    expect(ticketed.tickets[0]?.ticket_numbers).toHaveLength(1)
    expect((await walletOf(services.url, user)).balance).toBe(2_000_000 - booking.total)
    // In the bookings area at its price, whoever paid it, and its history says how it was paid.
    const auth = { headers: { authorization: `Bearer ${user.token}` } }
    const detail = await fetch(`${services.url}/flights/flights/booking/${booking.trip_id}`, auth)
    const trip = (await readJson<{ data: TripDetail }>(detail)).data
    expect([trip.trip.status, trip.trip.total]).toEqual(['confirmed', booking.total])
    const price = `₹${(booking.total / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`
    expect(trip.history.map((e) => e.text)).toContain(
      `Payment of ${price} (${price} from the wallet) received; asking the airline to confirm`,
    )
  })

  it('a checkout that ends unpaid gives the wallet part back, once', async () => {
    const user = await walletUser(services.url)
    await grant(services.url, user, 50_000, 'cashback')
    const booking = await userBooking(services.url, now, user, 1)
    await applied(await spendOn(services.url, user, booking.id, 30_000))
    const end = () =>
      fetch(`${services.url}/flights/sandbox/checkout_ends`, {
        method: 'POST',
        ...json({ trip_id: booking.trip_id }),
      })
    expect((await end()).status).toBe(200)
    expect((await end()).status).toBe(200)
    expect((await bookingOf(services.url, user, booking.id)).status).toBe('EXPIRED')
    const entries = (await statementOf(services.url, user)).entries
    expect(entries.map((e) => [e.reason, e.amount, e.description])).toEqual([
      ['reversal', 30_000, 'The checkout ended unpaid'],
      ['spend', -30_000, `Flight booking ${booking.trip_id}`],
      ['cashback', 5_0000, 'Cashback'],
    ])
  })

  it('a paid booking the airline refuses is refunded: the wallet part goes back, once', async () => {
    const user = await walletUser(services.url)
    await grant(services.url, user, 2_000_000, 'cashback')
    const booking = await userBooking(services.url, now, user, 2, 'reprice=same', {
      'x-sandbox-scenario': 'ticketing=fail',
    })
    const free = await applied(await spendOn(services.url, user, booking.id, booking.total))
    await applied(await pay(user, free))
    const refunded = await bookingUntil(services.url, user, booking.id, ['REFUNDED'])
    expect(refunded.message).toContain(booking.trip_id)
    const wallet = await walletOf(services.url, user)
    expect(wallet.balance).toBe(2_000_000)
    const reasons = (await statementOf(services.url, user)).entries.map((e) => [e.reason, e.description])
    expect(reasons).toEqual([
      ['reversal', 'The booking did not go through'],
      ['spend', `Flight booking ${booking.trip_id}`],
      ['cashback', 'Cashback'],
    ])
  })

  it('a payment captured after its checkout ended (the wallet part already back) is refunded, not ticketed', async () => {
    const user = await walletUser(services.url)
    await grant(services.url, user, 50_000, 'cashback')
    const booking = await userBooking(services.url, now, user, 3)
    const part = await applied(await spendOn(services.url, user, booking.id, 30_000))
    const paying = await applied(await pay(user, part))
    expect(paying.status).toBe('AWAITING_PAYMENT')
    const end = await fetch(`${services.url}/flights/sandbox/checkout_ends`, {
      method: 'POST',
      ...json({ trip_id: booking.trip_id }),
    })
    expect(await end.json()).toMatchObject({ data: { status: 'EXPIRED' } })
    expect((await walletOf(services.url, user)).balance).toBe(50_000)
    const back = await payOnPage(paying.payment?.pay_url ?? '', 'success')
    const res = await fetch(`${services.url}/flights/api/v1.0/booking/${booking.id}/payment/callback`, {
      method: 'POST',
      ...json(Object.fromEntries(back.searchParams), bearer(user)),
    })
    const after = await applied(res)
    expect(after.status).toBe('REFUNDED')
    expect(after.message).toContain(booking.trip_id)
    expect((await walletOf(services.url, user)).balance).toBe(50_000)
  })
})
