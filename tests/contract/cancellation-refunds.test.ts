// Cancellation and refunds over real HTTP (issue 14; docs/decisions/0084, 0085), on PGlite and, with
// DATABASE_URL, on PostgreSQL: the quote, its confirmation, the airline refusing a ticket, quote
// expiry, refunds tracked to processed with the bank's reference, the wallet, failed bookings'
// refunds, a refund webhook delivered 10 times at once and out of order, the same booking cancelled
// from two callers at once, and another caller probing every endpoint.
// Long on purpose: one contract suite on one running service and its helpers; each describe is a section.
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Cancellation, Quote, RefundsAnswer } from '@contracts/bookings/cancellation'
import type { Booking } from '@contracts/checkout/booking'
import {
  cancellationQuotes,
  flightBookings,
  jobs,
  refunds,
  tripEvents,
  trips,
  wallets,
} from '~/services/db/schema'
import { settleRefund } from '~/services/payment/refunds'
import { outcomeSchema } from '~/services/checkout/bookings'
import { walletBalance } from '~/services/wallet/ledger'
import { signUp } from '../support/accounts'
import {
  merchantAuth,
  runJobs,
  signedEvent,
  startBookingUpstream,
  ticketedBooking,
  type BookingUpstream,
} from '../support/cancellation'
import { json } from '../support/checkout'
import { bearer as bearerOf, grant, spendOn, walletUser } from '../support/wallet'
import { docExample } from '../support/doc-examples'
import { expectMatchesExample } from '../support/expect-example'
import { clockFrom, readJson } from '../support/upstream'

const now = clockFrom()
let up: BookingUpstream
beforeAll(async () => {
  up = await startBookingUpstream(now)
})
afterAll(() => up?.close())

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/
const TRIP = /^SF\d{10}$/
const ARN = /^\d{23}$/
const api = (tripId: string) => `${up.url}/flights/api/v1.0/trips/${tripId}`

async function quote(tripId: string, body: unknown, headers: Record<string, string>) {
  return fetch(`${api(tripId)}/cancellation/quote`, { method: 'POST', ...json(body, headers) })
}
async function confirm(
  tripId: string,
  quoteId: string,
  headers: Record<string, string>,
  key: string = randomUUID(),
) {
  return fetch(`${api(tripId)}/cancellation`, {
    method: 'POST',
    ...json({ quote_id: quoteId }, { ...headers, 'idempotency-key': key }),
  })
}
async function quoted(tripId: string, body: unknown, headers: Record<string, string>): Promise<Quote> {
  const res = await quote(tripId, body, headers)
  expect(res.status, await res.clone().text()).toBe(201)
  return (await readJson<{ data: Quote }>(res)).data
}
async function refundsOf(tripId: string, headers: Record<string, string>) {
  const res = await fetch(`${api(tripId)}/refunds`, { headers })
  expect(res.status).toBe(200)
  return (await readJson<{ data: RefundsAnswer }>(res)).data
}
/** Runs the jobs until every refund of the trip is final. */
async function settled(tripId: string, headers: Record<string, string>) {
  for (let i = 0; i < 30; i++) {
    await runJobs(up.url)
    const answer = await refundsOf(tripId, headers)
    if (answer.refunds.every((r) => r.status === 'processed' || r.status === 'failed')) return answer
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`the refunds of ${tripId} never ended`)
}
async function paymentOf(booking: Booking) {
  const [row] = await up.db.select().from(flightBookings).where(eq(flightBookings.id, booking.id))
  const id = outcomeSchema.parse(row?.outcome ?? {}).captured[0] ?? ''
  const res = await fetch(`${up.url}/payment/payments/${id}`, { headers: merchantAuth })
  return (await readJson<{ data: { id: string; amount: number; amount_refunded: number } }>(res)).data
}
/** The four endpoints of a trip, called by `who`: each a 404 that says nothing of the trip. */
async function expectEveryEndpointHidden(tripId: string, quoteId: string, who: Record<string, string>) {
  const probes = [
    fetch(`${api(tripId)}/cancellation`, { headers: who }),
    quote(tripId, { kind: 'FULL' }, who),
    confirm(tripId, quoteId, who),
    fetch(`${api(tripId)}/refunds`, { headers: who }),
  ]
  for (const res of await Promise.all(probes)) {
    expect(res.status).toBe(404)
    const text = await res.text()
    expect(text).not.toContain(tripId)
    expect(text).not.toContain('Ravi')
    expectMatchesExample(JSON.parse(text), docExample('cancellation.not-found.response'))
  }
}
const idPatterns = (prefix = 'data') => ({
  [`${prefix}.trip_id`]: TRIP,
  [`${prefix}.id`]: /^(cq|cn)_[0-9a-f]{32}$/,
  [`${prefix}.created_at`]: ISO,
})

describe('cancellation', () => {
  it('quotes one traveller, cancels them to the original payment, and tracks the refund to processed with the bank reference', async () => {
    const { booking, key } = await ticketedBooking(up.url, now, 0)
    const options = await fetch(`${api(booking.trip_id)}/cancellation`, { headers: key })
    expect(options.status).toBe(200)
    expectMatchesExample(await options.json(), docExample('cancellation.options.response'), {
      patterns: { 'data.trip_id': TRIP },
    })
    const request = docExample('cancellation.quote.request')
    const q = await quote(booking.trip_id, request, key)
    expect(q.status).toBe(201)
    const quoteAnswer = await readJson<{ data: Quote }>(q)
    expectMatchesExample(quoteAnswer, docExample('cancellation.quote.response'), {
      patterns: { ...idPatterns(), 'data.expires_at': ISO },
    })
    // Valid for quoteValidityMs (15 minutes).
    expect(Date.parse(quoteAnswer.data.expires_at) - Date.parse(quoteAnswer.data.created_at)).toBe(900_000)
    const idem = `cancel-${randomUUID()}`
    const done = await confirm(booking.trip_id, quoteAnswer.data.id, key, idem)
    expect(done.status).toBe(201)
    const cancellation = await readJson<{ data: Cancellation }>(done)
    expectMatchesExample(cancellation, docExample('cancellation.confirm.response'), {
      patterns: {
        ...idPatterns(),
        'data.quote_id': /^cq_[0-9a-f]{32}$/,
        'data.refunds.0.id': /^rf_[0-9a-f]{32}$/,
        'data.refunds.0.trip_id': TRIP,
        'data.refunds.0.requested_at': ISO,
      },
    })
    // Repeated with its Idempotency-Key: the same answer, nothing cancelled twice.
    const again = await confirm(booking.trip_id, quoteAnswer.data.id, key, idem)
    expect((await readJson<{ data: Cancellation }>(again)).data.id).toBe(cancellation.data.id)
    const tracked = await settled(booking.trip_id, key)
    expectMatchesExample(
      { data: tracked, meta: { status: 'SUCCESS' } },
      docExample('cancellation.refunds.response'),
      {
        patterns: {
          'data.trip_id': TRIP,
          'data.refunds.0.id': /^rf_[0-9a-f]{32}$/,
          'data.refunds.0.trip_id': TRIP,
          'data.refunds.0.bank_reference': ARN,
          'data.refunds.0.requested_at': ISO,
          'data.refunds.0.initiated_at': ISO,
          'data.refunds.0.processed_at': ISO,
        },
      },
    )
    // The gateway refunded exactly the quote, once.
    expect((await paymentOf(booking)).amount_refunded).toBe(quoteAnswer.data.refund)
    // Asking again for what is cancelled: 409 with what to do next.
    const gone = await quote(booking.trip_id, request, key)
    expect(gone.status).toBe(409)
    expectMatchesExample(await gone.json(), docExample('cancellation.already-cancelled.response'))
    // What is left: Ravi on both flights.
    const left = await fetch(`${api(booking.trip_id)}/cancellation`, { headers: key })
    expect((await readJson<{ data: { remaining: { traveller: number }[] } }>(left)).data.remaining).toEqual([
      { traveller: 0, flight_key: quoteAnswer.data.lines[0]?.flight_key },
      { traveller: 0, flight_key: quoteAnswer.data.lines[1]?.flight_key },
    ])
  })

  it('the airline refuses one traveller’s tickets: the others are cancelled and only they are refunded', async () => {
    const { booking, key } = await ticketedBooking(up.url, now, 1)
    const full = await quoted(booking.trip_id, { kind: 'FULL' }, key)
    expect(full.kind).toBe('FULL')
    expect(full.lines.map((l) => l.traveller)).toEqual([0, 0, 1, 1])
    const res = await confirm(booking.trip_id, full.id, { ...key, 'x-sandbox-scenario': 'cancelFails=0' })
    expect(res.status).toBe(201)
    const { data } = await readJson<{ data: Cancellation }>(res)
    expect(data.status).toBe('partial')
    expect(data.message).toBe(
      'Some tickets could not be cancelled by the airline and are kept. Only what was cancelled is refunded.',
    )
    expect(data.results.map((r) => [r.traveller, r.status, r.reason])).toEqual([
      [
        0,
        'failed',
        'The airline could not cancel this ticket. It is kept; try again later or call customer care.',
      ],
      [
        0,
        'failed',
        'The airline could not cancel this ticket. It is kept; try again later or call customer care.',
      ],
      [1, 'cancelled', null],
      [1, 'cancelled', null],
    ])
    const kept = full.lines.filter((l) => l.traveller === 1).reduce((s, l) => s + l.refund, 0)
    expect(data.refund).toBe(kept)
    expect(data.refunds.map((r) => [r.amount, r.status, r.destination])).toEqual([
      [kept, 'requested', 'source'],
    ])
    const history = await up.db.select().from(tripEvents).where(eq(tripEvents.tripId, booking.trip_id))
    // After what the checkout wrote (paid, ticketed), what the cancellation added:
    const cancellationKinds = ['cancelled', 'cancellation_failed', 'refund_requested']
    expect(history.filter((e) => cancellationKinds.includes(e.kind)).map((e) => e.text)).toEqual([
      `Cancelled: Mr Asha Sharma on ${full.lines[2]?.route}, Mr Asha Sharma on ${full.lines[3]?.route}.`,
      `The airline could not cancel: Mr Ravi Sharma on ${full.lines[0]?.route}, Mr Ravi Sharma on ${full.lines[1]?.route}. These tickets are kept.`,
      `Refund of ₹${(kept / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })} requested to your original payment method.`,
    ])
  })

  it('an expired quote asks for a fresh one; a flight too close to departure or flown is refused with the reason', async () => {
    const { booking, key } = await ticketedBooking(up.url, now, 2)
    const old = await quoted(booking.trip_id, { kind: 'FULL' }, key)
    await up.db
      .update(cancellationQuotes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(cancellationQuotes.id, old.id))
    const expired = await confirm(booking.trip_id, old.id, key)
    expect(expired.status).toBe(409)
    expectMatchesExample(await expired.json(), docExample('cancellation.quote-expired.response'))
    const close = await quote(
      booking.trip_id,
      { kind: 'FULL' },
      { ...key, 'x-sandbox-scenario': 'departsInHours=2' },
    )
    expect(close.status).toBe(409)
    expectMatchesExample(await close.json(), docExample('cancellation.refused.response'), {
      patterns: {
        description:
          /^Flight [A-Z0-9]{2}-\d+-\d{4}-\d{2}-\d{2} \([A-Z]{3} → [A-Z]{3}\) cannot be cancelled online\.$/,
      },
    })
    const flown = await quote(
      booking.trip_id,
      { kind: 'FULL' },
      { ...key, 'x-sandbox-scenario': 'departsInHours=-3' },
    )
    expect((await readJson<{ statusMessage: string }>(flown)).statusMessage).toBe(
      'This flight has already departed, so it can no longer be cancelled.',
    )
    // Within 72 hours the airline's penalty is half as much again.
    const late = await quoted(
      booking.trip_id,
      { kind: 'FULL' },
      { ...key, 'x-sandbox-scenario': 'departsInHours=30' },
    )
    const fresh = await quoted(booking.trip_id, { kind: 'FULL' }, key)
    expect(late.penalty).toBe(fresh.lines.reduce((s, l) => s + Math.round((l.penalty * 1.5) / 100) * 100, 0))
    // A guest has no wallet to refund to.
    const wallet = await quote(booking.trip_id, { kind: 'FULL', destination: 'wallet' }, key)
    expect(wallet.status).toBe(409)
    expectMatchesExample(await wallet.json(), docExample('cancellation.wallet-not-available.response'))
    const bad = await quote(booking.trip_id, { kind: 'PARTIAL', travellers: [5] }, key)
    expect(bad.status).toBe(400)
    expectMatchesExample(await bad.json(), docExample('cancellation.quote.bad-traveller.response'))
  })

  it('a guest who found the trip by lookup gets a quote to the original payment only and cancels after the code sent to the e-mail; a grant for another trip gets 404', async () => {
    const { booking } = await ticketedBooking(up.url, now, 10)
    const { booking: other } = await ticketedBooking(up.url, now, 11)
    const grantFor = async (tripId: string, ip: string) => {
      const found = await fetch(`${up.url}/flights/flights/booking/lookup`, {
        method: 'POST',
        ...json({ trip_id: tripId, email: 'ravi@example.com' }, { 'x-forwarded-for': ip }),
      })
      expect(found.status, await found.clone().text()).toBe(200)
      return { 'x-trip-grant': (await readJson<{ data: { grant: string } }>(found)).data.grant }
    }
    const guest = await grantFor(booking.trip_id, '10.61.0.1')
    const options = await fetch(`${api(booking.trip_id)}/cancellation`, { headers: guest })
    expect(options.status).toBe(200)
    const read = (await readJson<{ data: { destinations: string[]; remaining: unknown[] } }>(options)).data
    expect(read.destinations).toEqual(['source'])
    // Two travellers on a flight of two legs.
    expect(read.remaining).toHaveLength(4)
    // The wallet is the signed-in owner's: a guest is told to choose the original payment.
    const wallet = await quote(booking.trip_id, { kind: 'FULL', destination: 'wallet' }, guest)
    expect(wallet.status).toBe(409)
    expectMatchesExample(await wallet.json(), docExample('cancellation.wallet-not-available.response'))
    const q = await quoted(booking.trip_id, { kind: 'FULL', destination: 'source' }, guest)
    expect(q.kind).toBe('FULL')
    expect(q.destination).toBe('source')
    expect([...new Set(q.lines.map((l) => l.name))].sort()).toEqual(['Mr Asha Sharma', 'Mr Ravi Sharma'])
    expect(q.lines).toHaveLength(4)
    // The lookup grant reads and quotes; cancelling needs the code sent to the booking's e-mail.
    expect((await confirm(booking.trip_id, q.id, guest)).status).toBe(403)
    const codeUrl = `${up.url}/flights/flights/booking/${booking.trip_id}/change_code`
    expect((await fetch(codeUrl, { method: 'POST', ...json({ channel: 'email' }, guest) })).status).toBe(201)
    const outbox = await fetch(`${up.url}/auth/sandbox/outbox?to=ravi%40example.com`)
    const { messages } = (await readJson<{ data: { messages: { body: string }[] } }>(outbox)).data
    const code = messages.find((m) => m.body.includes(booking.trip_id))?.body.slice(0, 6) ?? ''
    const verified = await fetch(`${codeUrl}/verify`, { method: 'POST', ...json({ code }, guest) })
    expect(verified.status, await verified.clone().text()).toBe(200)
    const change = { 'x-trip-grant': (await readJson<{ data: { grant: string } }>(verified)).data.grant }
    const done = await confirm(booking.trip_id, q.id, change)
    expect(done.status).toBe(201)
    const cancellation = (await readJson<{ data: Cancellation }>(done)).data
    expect(cancellation.status).toBe('done')
    expect(cancellation.refund).toBe(q.refund)
    expect(cancellation.results.map((r) => r.status)).toEqual([
      'cancelled',
      'cancelled',
      'cancelled',
      'cancelled',
    ])
    const tracked = await settled(booking.trip_id, guest)
    expect(tracked.refunds.map((r) => [r.destination, r.status, r.amount])).toEqual([
      ['source', 'processed', q.refund],
    ])
    // The grant opens its own trip only: the other trip's four endpoints say nothing of it.
    const otherQuote = await quoted(
      other.trip_id,
      { kind: 'FULL' },
      await grantFor(other.trip_id, '10.61.0.2'),
    )
    await expectEveryEndpointHidden(other.trip_id, otherQuote.id, guest)
    // A tampered grant is no grant.
    const tampered = { 'x-trip-grant': `${guest['x-trip-grant'].slice(0, -2)}AA` }
    expect((await fetch(`${api(booking.trip_id)}/refunds`, { headers: tampered })).status).toBe(404)
  })

  it('sandbox controls for the store paths: every ticket refused, a quote seen expired, a refund held back from the gateway', async () => {
    const { booking, key } = await ticketedBooking(up.url, now, 12)
    const full = await quoted(booking.trip_id, { kind: 'FULL' }, key)
    // cancelFails=all: the airline refuses every ticket; nothing is cancelled or refunded.
    const refused = await confirm(booking.trip_id, full.id, {
      ...key,
      'x-sandbox-scenario': 'cancelFails=all',
    })
    const nothing = (await readJson<{ data: Cancellation }>(refused)).data
    expect([nothing.status, nothing.refund, nothing.refunds]).toEqual(['failed', 0, []])
    expect(nothing.message).toBe(
      'The airline could not cancel these tickets. Nothing was cancelled and nothing is charged.',
    )
    // quoteAgeMs: a quote made now counts as older than its 15 minutes.
    const fresh = await quoted(booking.trip_id, { kind: 'FULL' }, key)
    const aged = await confirm(booking.trip_id, fresh.id, {
      ...key,
      'x-sandbox-scenario': 'quoteAgeMs=900000',
    })
    expect(aged.status).toBe(409)
    expectMatchesExample(await aged.json(), docExample('cancellation.quote-expired.response'))
    // refundAfterMs: the refund stays requested until the jobs due then run.
    const last = await quoted(booking.trip_id, { kind: 'FULL' }, key)
    const held = await confirm(booking.trip_id, last.id, {
      ...key,
      'x-sandbox-scenario': 'refundAfterMs=3600000',
    })
    expect(held.status).toBe(201)
    const [requested] = (await refundsOf(booking.trip_id, key)).refunds
    expect(requested?.status).toBe('requested')
    // Its job to ask the gateway is due an hour after the refund was registered (the worker's
    // next run would otherwise take it at once).
    const [job] = await up.db
      .select({ runAt: jobs.runAt })
      .from(jobs)
      .where(eq(jobs.dedupeKey, `refund-initiate:${requested?.id}`))
    expect((job?.runAt.getTime() ?? 0) - Date.parse(requested?.requested_at ?? '')).toBe(3_600_000)
    const done = await settled(booking.trip_id, key)
    expect(done.refunds.map((r) => [r.status, r.amount])).toEqual([['processed', last.refund]])
    const bad = await quote(
      booking.trip_id,
      { kind: 'FULL' },
      { ...key, 'x-sandbox-scenario': 'cancelFails=some' },
    )
    expect(bad.status).toBe(400)
    expect((await readJson<{ statusMessage: string }>(bad)).statusMessage).toContain(
      'must be a traveller number (from 0) or all',
    )
  })

  it('to the wallet: a signed-in owner with a wallet is credited at once, once', async () => {
    const user = await signUp(up.url)
    const bearer = { authorization: `Bearer ${user.token}` }
    await up.db.insert(wallets).values({ userId: user.id, phone: user.phone })
    const { booking } = await ticketedBooking(up.url, now, 3, bearer)
    const options = await fetch(`${api(booking.trip_id)}/cancellation`, { headers: bearer })
    expect((await readJson<{ data: { destinations: string[] } }>(options)).data.destinations).toEqual([
      'source',
      'wallet',
    ])
    const q = await quoted(
      booking.trip_id,
      { kind: 'PARTIAL', travellers: [0], destination: 'wallet' },
      bearer,
    )
    const res = await confirm(booking.trip_id, q.id, bearer)
    const { data } = await readJson<{ data: Cancellation }>(res)
    expect(data.refunds.map((r) => [r.amount, r.destination, r.status, r.bank_reference])).toEqual([
      [q.refund, 'wallet', 'processed', null],
    ])
    await runJobs(up.url)
    expect(await walletBalance(up.db, user.id)).toBe(q.refund)
    expect((await paymentOf(booking)).amount_refunded).toBe(0)
  })

  it('a booking paid mostly from the wallet, cancelled to the original payment: the card gets back at most what it paid, the wallet the rest', async () => {
    const user = await walletUser(up.url)
    await grant(up.url, user, 5_000_000)
    let walletPaid = 0
    const { booking, key } = await ticketedBooking(
      up.url,
      now,
      4,
      bearerOf(user),
      'success',
      async (saved) => {
        // Everything but ₹1,000 from the wallet: the card pays ₹1,000.
        walletPaid = saved.total - 100_000
        const spent = await spendOn(up.url, user, saved.id, walletPaid)
        expect(spent.status, await spent.clone().text()).toBe(200)
        return (await readJson<{ data: Booking }>(spent)).data
      },
    )
    expect((await paymentOf(booking)).amount).toBe(100_000)
    const before = await walletBalance(up.db, user.id)
    const q = await quoted(booking.trip_id, { kind: 'FULL', destination: 'source' }, key)
    expect(q.refund).toBeGreaterThan(100_000)
    // An account's trip is changed only by that account (decision 0180): the owner confirms.
    const made = (
      await readJson<{ data: Cancellation }>(await confirm(booking.trip_id, q.id, bearerOf(user)))
    ).data
    expect(made.refunds.map((r) => [r.destination, r.amount]).sort()).toEqual([
      ['source', 100_000],
      ['wallet', q.refund - 100_000],
    ])
    const answer = await settled(booking.trip_id, key)
    const byDestination = answer.refunds.map((r) => [r.destination, r.amount, r.status]).sort()
    expect(byDestination).toEqual([
      ['source', 100_000, 'processed'],
      ['wallet', q.refund - 100_000, 'processed'],
    ])
    expect((await paymentOf(booking)).amount_refunded).toBe(100_000)
    expect(await walletBalance(up.db, user.id)).toBe(before + q.refund - 100_000)
  })

  it('the bank refuses a refund to the original payment: the tracker says failed, with the reason, and the amount can be refunded again', async () => {
    const { booking, key } = await ticketedBooking(up.url, now, 9)
    const q = await quoted(booking.trip_id, { kind: 'PARTIAL', travellers: [0] }, key)
    const made = (await readJson<{ data: Cancellation }>(await confirm(booking.trip_id, q.id, key))).data
    const ours = made.refunds[0]?.id ?? ''
    const payment = await paymentOf(booking)
    const asked = await fetch(`${up.url}/payment/payments/${payment.id}/refunds`, {
      method: 'POST',
      ...json({ amount: q.refund }, { ...merchantAuth, 'idempotency-key': ours }),
    })
    expect(asked.status).toBe(201)
    expect((await paymentOf(booking)).amount_refunded).toBe(q.refund)
    const refused = await fetch(`${up.url}/payment/sandbox/settle_refund`, {
      method: 'POST',
      ...json({ receipt: ours, outcome: 'failed' }),
    })
    expect(refused.status).toBe(200)
    const answer = await refundsOf(booking.trip_id, key)
    expect(answer.refunds.map((r) => [r.status, r.failure_reason, r.bank_reference])).toEqual([
      [
        'failed',
        'The bank could not credit the refund to the account. It was returned to the merchant.',
        null,
      ],
    ])
    expect((await paymentOf(booking)).amount_refunded).toBe(0)
    const again = await fetch(`${up.url}/payment/sandbox/settle_refund`, {
      method: 'POST',
      ...json({ receipt: ours, outcome: 'processed' }),
    })
    expect(again.status).toBe(409)
    expect((await readJson<{ code: string }>(again)).code).toBe('REFUND_NOT_PENDING')
  })

  it('a paid booking the airline could not ticket: its refund is tracked like any other', async () => {
    const { booking, key } = await ticketedBooking(up.url, now, 4, {}, 'ticketing_failure')
    const answer = await settled(booking.trip_id, key)
    expect(answer.refunds.map((r) => [r.cause, r.amount, r.destination, r.status])).toEqual([
      ['booking_failed', booking.total, 'source', 'processed'],
    ])
    expect(answer.refunds[0]?.bank_reference).toMatch(ARN)
    const payment = await paymentOf(booking)
    expect(payment.amount_refunded).toBe(payment.amount)
    // Not ticketed: nothing to cancel.
    const q = await quote(booking.trip_id, { kind: 'FULL' }, key)
    expect(q.status).toBe(409)
    expect((await readJson<{ code: string }>(q)).code).toBe('NOT_TICKETED')
  })
})

describe('reliability', () => {
  it('a refund webhook delivered 10 times at once, before the refund was initiated here: processed once, counted once', async () => {
    const { booking, key } = await ticketedBooking(up.url, now, 5)
    // The checkout wrote the trip when it was paid; the refund below is counted on it once.
    const [before] = await up.db.select().from(trips).where(eq(trips.tripId, booking.trip_id))
    expect({ status: before?.status, total: before?.total, refunded: before?.refunded }).toEqual({
      status: 'confirmed',
      total: booking.total,
      refunded: 0,
    })
    const q = await quoted(booking.trip_id, { kind: 'PARTIAL', travellers: [1] }, key)
    const made = (await readJson<{ data: Cancellation }>(await confirm(booking.trip_id, q.id, key))).data
    const ours = made.refunds[0]
    expect(ours?.status).toBe('requested')
    // The gateway refunds and the bank processes it before this store has recorded the initiation
    // (its answer lost): the events arrive first, processed before created.
    const payment = await paymentOf(booking)
    const asked = await fetch(`${up.url}/payment/payments/${payment.id}/refunds`, {
      method: 'POST',
      ...json({ amount: q.refund }, { ...merchantAuth, 'idempotency-key': ours?.id ?? '' }),
    })
    expect(asked.status).toBe(201)
    const pending = await readJson<{ data: { id: string } }>(asked)
    expectMatchesExample(pending, docExample('payment.refund.response'), {
      patterns: {
        'data.id': /^rfnd_[0-9a-f]{20}$/,
        'data.payment_id': /^pay_[0-9a-f]{20}$/,
        'data.amount': /^[1-9]\d*$/,
        'data.receipt': /^rf_[0-9a-f]{32}$/,
        'data.created_at': ISO,
      },
    })
    await up.db.transaction((tx) => settleRefund(tx, pending.data.id, 'processed'))
    const read = await fetch(`${up.url}/payment/refunds/${pending.data.id}`, { headers: merchantAuth })
    expectMatchesExample(await read.json(), docExample('payment.refund.processed.response'), {
      patterns: {
        'data.id': /^rfnd_[0-9a-f]{20}$/,
        'data.payment_id': /^pay_[0-9a-f]{20}$/,
        'data.amount': /^[1-9]\d*$/,
        'data.receipt': /^rf_[0-9a-f]{32}$/,
        'data.arn': ARN,
        'data.created_at': ISO,
        'data.processed_at': ISO,
      },
    })
    const event = (type: string) => ({
      id: `evt_${randomUUID().slice(0, 20)}`,
      type,
      payload: { refund: { id: pending.data.id } },
    })
    const processed = event('refund.processed')
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        fetch(`${up.url}/flights/api/v1.0/payment_webhook`, signedEvent(processed)),
      ),
    )
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 10 }, () => 200))
    // Each answer says what it did: one applied the news, the replays changed nothing.
    const results = await Promise.all(
      answers.map(async (a) => (await readJson<{ data: { result: string } }>(a)).data.result),
    )
    expect(results.filter((r) => r === 'applied')).toHaveLength(1)
    expect(results.filter((r) => r === 'duplicate')).toHaveLength(9)
    const replayed = await fetch(`${up.url}/flights/api/v1.0/payment_webhook`, signedEvent(processed))
    expect((await readJson<{ data: unknown }>(replayed)).data).toEqual({
      event: processed.id,
      result: 'duplicate',
    })
    // Older news of a refund already processed (a new event id) moves nothing either.
    const createdEvent = event('refund.created')
    const created = await fetch(`${up.url}/flights/api/v1.0/payment_webhook`, signedEvent(createdEvent))
    expect(created.status).toBe(200)
    expect((await readJson<{ data: unknown }>(created)).data).toEqual({
      event: createdEvent.id,
      result: 'ignored',
    })
    // The store's own refund job asks the gateway again with the refund's key and amount: the same
    // refund, answered again (200), not a second one.
    await runJobs(up.url)
    const [row] = await up.db
      .select()
      .from(refunds)
      .where(eq(refunds.id, ours?.id ?? ''))
    // The breakup stored at registration: the cancel-modify variant (PARTIAL), penalty, fee, lines.
    expect(row?.breakup).toEqual({ variant: 'cancel-modify', penalty: q.penalty, fee: q.fee, lines: q.lines })
    expect([row?.status, row?.gatewayRefundId, row?.bankReference]).toEqual([
      'processed',
      pending.data.id,
      expect.stringMatching(ARN),
    ])
    const [trip] = await up.db.select().from(trips).where(eq(trips.tripId, booking.trip_id))
    expect(trip?.refunded).toBe(q.refund)
    const history = await up.db.select().from(tripEvents).where(eq(tripEvents.tripId, booking.trip_id))
    expect(history.filter((e) => e.kind === 'refund_processed')).toHaveLength(1)
    expect((await paymentOf(booking)).amount_refunded).toBe(q.refund)
    // A forged event changes nothing.
    const forged = await fetch(`${up.url}/flights/api/v1.0/payment_webhook`, {
      ...signedEvent(event('refund.failed')),
      headers: { 'content-type': 'application/json', 'x-payment-signature': '0'.repeat(64) },
    })
    expect(forged.status).toBe(403)
  })

  it('the gateway: a refund repeated with its key is the same refund (200); the key with another amount is 409 IDEMPOTENCY_KEY_REUSED', async () => {
    const { booking } = await ticketedBooking(up.url, now, 5)
    const payment = await paymentOf(booking)
    const ask = (amount: number, key: string) =>
      fetch(`${up.url}/payment/payments/${payment.id}/refunds`, {
        method: 'POST',
        ...json({ amount }, { ...merchantAuth, 'idempotency-key': key }),
      })
    const key = `rf_${randomUUID().replaceAll('-', '')}`
    const first = await ask(1000, key)
    expect(first.status).toBe(201)
    const made = (await readJson<{ data: { id: string; amount: number } }>(first)).data
    const again = await ask(1000, key)
    expect(again.status).toBe(200)
    expect((await readJson<{ data: { id: string; amount: number } }>(again)).data).toMatchObject({
      id: made.id,
      amount: 1000,
    })
    const reused = await ask(2000, key)
    expect(reused.status).toBe(409)
    expect(await reused.json()).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      statusMessage: 'This Idempotency-Key was used for a different refund',
    })
    // Refunded once, for the first amount only.
    expect((await paymentOf(booking)).amount_refunded).toBe(1000)
  })

  it('the same booking cancelled by four requests at once: cancelled once, refunded once, the gateway refunding the quote', async () => {
    const user = await signUp(up.url)
    const bearer = { authorization: `Bearer ${user.token}` }
    const { booking, key } = await ticketedBooking(up.url, now, 6, bearer)
    const q = await quoted(booking.trip_id, { kind: 'FULL' }, bearer)
    const answers = await Promise.all([
      confirm(booking.trip_id, q.id, bearer),
      confirm(booking.trip_id, q.id, bearer),
      confirm(booking.trip_id, q.id, bearer),
      // The checkout's booking key reads an account's trip but does not change it (decision 0180).
      confirm(booking.trip_id, q.id, key),
    ])
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 403])
    const ids = await Promise.all(
      answers.slice(0, 3).map(async (a) => (await readJson<{ data: Cancellation }>(a)).data.id),
    )
    expect(new Set(ids).size).toBe(1)
    // Two quotes of the same tickets confirmed at once: one cancels, the other is told it is done.
    const other = await ticketedBooking(up.url, now, 7, bearer)
    const [q1, q2] = await Promise.all([
      quoted(other.booking.trip_id, { kind: 'FULL' }, bearer),
      quoted(other.booking.trip_id, { kind: 'FULL' }, other.key),
    ])
    const both = await Promise.all([
      confirm(other.booking.trip_id, q1.id, bearer),
      confirm(other.booking.trip_id, q2.id, bearer),
    ])
    expect(both.map((a) => a.status).sort()).toEqual([201, 409])
    const tracked = await settled(booking.trip_id, key)
    expect(tracked.refunds.map((r) => [r.amount, r.status])).toEqual([[q.refund, 'processed']])
    expect((await paymentOf(booking)).amount_refunded).toBe(q.refund)
    const otherTracked = await settled(other.booking.trip_id, other.key)
    expect(otherTracked.refunds.map((r) => r.amount)).toEqual([q1.refund])
    expect((await paymentOf(other.booking)).amount_refunded).toBe(q1.refund)
  })

  it('another caller probing every endpoint with a booking’s ids gets a 404 that says nothing of it', async () => {
    const owner = await signUp(up.url)
    const stranger = await signUp(up.url)
    const { booking, key } = await ticketedBooking(up.url, now, 8, { authorization: `Bearer ${owner.token}` })
    const q = await quoted(booking.trip_id, { kind: 'FULL' }, key)
    const before = await fetch(`${api(booking.trip_id)}/cancellation`, { headers: key })
    const remaining = (await readJson<{ data: { remaining: unknown[] } }>(before)).data.remaining
    expect(remaining.length).toBeGreaterThan(1)
    const callers: Record<string, string>[] = [
      { authorization: `Bearer ${stranger.token}` },
      { 'x-booking-key': 'not-the-key-of-this-booking' },
      {},
    ]
    for (const who of callers) await expectEveryEndpointHidden(booking.trip_id, q.id, who)
    // Nothing was cancelled by them.
    const left = await fetch(`${api(booking.trip_id)}/cancellation`, { headers: key })
    expect((await readJson<{ data: { remaining: unknown[] } }>(left)).data.remaining).toEqual(remaining)
  })
})
