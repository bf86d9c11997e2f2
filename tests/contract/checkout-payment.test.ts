// Paying for a booking over real HTTP, through the sandbox gateway's own page: each outcome, the
// signed return, the webhook delivered at least once and acted on once, ticketing and refunds by
// the job worker, and replays that capture once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Booking } from '@contracts/checkout/booking'
import type { RunningUpstream } from '~/services/main'
import { createdBooking, json, offerFor, payOnPage, searchOneWay } from '../support/checkout'
import { clockFrom, readJson, startTestUpstream } from '../support/upstream'
import { pdfText } from '../support/pdf-text'

const now = clockFrom()
let services: RunningUpstream
beforeAll(async () => {
  services = await startTestUpstream({ flightsNow: now })
})
afterAll(() => services?.close())

const RETURN = 'http://store.test/flights/booking/payment-return'

async function readyToPay(index: number, scenario = 'reprice=same', bookingScenario?: string) {
  const search = await searchOneWay(services.url, now)
  const offer = await offerFor(
    services.url,
    search.data.id,
    [search.data.results[index]?.travel_plan_id ?? ''],
    scenario,
  )
  const { booking, access_key } = await createdBooking(
    services.url,
    offer,
    bookingScenario ? { 'x-sandbox-scenario': bookingScenario } : {},
  )
  const key = { 'x-booking-key': access_key }
  const put = await fetch(`${services.url}/flights/api/v1.0/booking/${booking.id}/travellers`, {
    method: 'PUT',
    ...json(
      {
        travellers: [{ type: 'ADULT', title: 'Mr', first_name: 'Ravi', last_name: 'Sharma', gender: 'male' }],
        contact: { email: 'ravi@example.com', phone_number: '9876543210' },
      },
      key,
    ),
  })
  expect(put.status, await put.clone().text()).toBe(200)
  const saved = (await readJson<{ data: Booking }>(put)).data
  return { booking: saved, key }
}

async function startPayment(b: Booking, key: Record<string, string>, idem = `pay-${b.id}-1`) {
  const res = await fetch(`${services.url}/flights/api/v1.0/booking/${b.id}/payment`, {
    method: 'POST',
    ...json(
      { return_url: RETURN, terms_accepted: true, shown_total: b.total },
      { ...key, 'idempotency-key': idem },
    ),
  })
  expect(res.status, await res.clone().text()).toBe(200)
  return (await readJson<{ data: Booking }>(res)).data
}

async function returned(b: Booking, key: Record<string, string>, back: URL) {
  return fetch(`${services.url}/flights/api/v1.0/booking/${b.id}/payment/callback`, {
    method: 'POST',
    ...json(Object.fromEntries(back.searchParams), key),
  })
}

async function settle(b: Booking, key: Record<string, string>, want: Booking['status'][]) {
  for (let i = 0; i < 40; i++) {
    await fetch(`${services.url}/payment/sandbox/deliver_webhooks`, { method: 'POST' })
    const read = (
      await readJson<{ data: Booking }>(
        await fetch(`${services.url}/flights/api/v1.0/booking/${b.id}`, { headers: key }),
      )
    ).data
    if (want.includes(read.status)) return read
    await new Promise((r) => setTimeout(r, 150))
  }
  throw new Error(`booking ${b.id} never reached ${want.join('/')}`)
}

describe('payment', () => {
  it('success: the signed return captures, the airline tickets, PNRs and ticket numbers appear', async () => {
    const { booking, key } = await readyToPay(0)
    const paying = await startPayment(booking, key)
    expect(paying.status).toBe('AWAITING_PAYMENT')
    const back = await payOnPage(paying.payment?.pay_url ?? '', 'success')
    expect(back.origin + back.pathname).toBe(RETURN)
    expect(back.searchParams.get('status')).toBe('captured')
    const res = await returned(booking, key, back)
    expect(res.status).toBe(200)
    const done = await settle(booking, key, ['TICKETED'])
    expect(done.tickets[0]?.pnr).toMatch(/^[A-Z2-9]{6}$/)
    expect(done.tickets[0]?.ticket_numbers).toHaveLength(1)
    expect(done.message).toBe('Your booking is confirmed.')
    // The e-ticket is a real PDF holding the Trip Id, the PNR, the traveller and the ticket number.
    const pdf = await fetch(`${services.url}/flights/api/v1.0/booking/${booking.id}/download`, {
      headers: key,
    })
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    const bytes = new Uint8Array(await pdf.arrayBuffer())
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-')
    const text = pdfText(bytes)
    for (const words of [
      booking.trip_id,
      done.tickets[0]?.pnr ?? '?',
      'Mr Ravi Sharma',
      done.tickets[0]?.ticket_numbers[0] ?? '?',
      'Terminal',
    ])
      expect(text).toContain(words)
    expect(text).toContain(`INR ${(done.total / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`)
    // The same e-ticket is e-mailed to the contact: the outbox holds the e-mail and its PDF.
    type Sent = {
      id: number
      subject: string
      attachments: { filename: string; contentType: string; size: number }[]
    }
    let mail: Sent | undefined
    for (let i = 0; i < 40 && !mail; i++) {
      await fetch(`${services.url}/payment/sandbox/deliver_webhooks`, { method: 'POST' })
      const outbox = await readJson<{ data: { messages: Sent[] } }>(
        await fetch(`${services.url}/auth/sandbox/outbox?to=ravi@example.com&limit=200`),
      )
      mail = outbox.data.messages.find((m) => m.subject.includes(booking.trip_id))
      if (!mail) await new Promise((r) => setTimeout(r, 150))
    }
    expect(mail?.subject).toBe(
      `Your booking is confirmed: Trip Id ${booking.trip_id} (PNR ${done.tickets[0]?.pnr})`,
    )
    expect(mail?.attachments).toEqual([
      {
        filename: `e-ticket-${booking.trip_id}.pdf`,
        contentType: 'application/pdf',
        size: expect.any(Number),
      },
    ])
    const attached = await fetch(`${services.url}/auth/sandbox/outbox/${mail?.id}/attachments/0`)
    expect(attached.headers.get('content-type')).toBe('application/pdf')
    const mailed = pdfText(new Uint8Array(await attached.arrayBuffer()))
    expect(mailed).toContain(booking.trip_id)
    expect(mailed).toContain(done.tickets[0]?.pnr ?? '?')
    const missing = await fetch(`${services.url}/auth/sandbox/outbox/${mail?.id}/attachments/1`)
    expect(missing.status).toBe(404)
    // Another caller gets nothing.
    const theirs = await fetch(`${services.url}/flights/api/v1.0/booking/${booking.id}/download`, {
      headers: { 'x-booking-key': 'wrong' },
    })
    expect(theirs.status).toBe(404)
  })

  it('the callback replayed 10 times at once captures once and tickets once; one changed byte is refused', async () => {
    const { booking, key } = await readyToPay(1)
    const paying = await startPayment(booking, key)
    const back = await payOnPage(paying.payment?.pay_url ?? '', 'success')
    const answers = await Promise.all(Array.from({ length: 10 }, () => returned(booking, key, back)))
    expect(answers.map((r) => r.status)).toEqual(Array.from({ length: 10 }, () => 200))
    const done = await settle(booking, key, ['TICKETED'])
    expect(new Set(done.tickets.map((t) => t.pnr)).size).toBe(1)
    const sig = back.searchParams.get('signature') ?? ''
    const flipped = new URL(back)
    flipped.searchParams.set('signature', `${sig.slice(0, -1)}${sig.endsWith('0') ? '1' : '0'}`)
    const forged = await returned(booking, key, flipped)
    expect(forged.status).toBe(403)
    expect((await readJson<{ code: string }>(forged)).code).toBe('BAD_SIGNATURE')
  })

  it('the payment request repeated with its Idempotency-Key after it was done gets the same answer', async () => {
    const { booking, key } = await readyToPay(10)
    const first = await startPayment(booking, key)
    expect(first.status).toBe('AWAITING_PAYMENT')
    // Its answer lost (a timeout, a crash): the store sends it again with the same key.
    const again = await startPayment(booking, key)
    expect(again.payment?.pay_url).toBe(first.payment?.pay_url)
    expect(again.status).toBe('AWAITING_PAYMENT')
  })

  it('failure: the booking can be paid again, the travellers kept', async () => {
    const { booking, key } = await readyToPay(2)
    const paying = await startPayment(booking, key)
    const back = await payOnPage(paying.payment?.pay_url ?? '', 'failure')
    expect(back.searchParams.get('status')).toBe('failed')
    const failed = (await readJson<{ data: Booking }>(await returned(booking, key, back))).data
    expect(failed.status).toBe('PAYMENT_FAILED')
    expect(failed.message).toBe('Payment failed. Please try again')
    expect(failed.travellers[0]?.first_name).toBe('Ravi')
    const again = await startPayment(failed, key, `pay-${booking.id}-2`)
    const back2 = await payOnPage(again.payment?.pay_url ?? '', 'success')
    await returned(booking, key, back2)
    await settle(booking, key, ['TICKETED'])
  })

  it('sandbox ticketing= is read on the booking call, as docs/upstream.md says (decision 0189)', async () => {
    // On the booking call: the airline refuses, the payment is refunded.
    const refused = await readyToPay(4, 'reprice=same', 'ticketing=fail')
    const paid = await startPayment(refused.booking, refused.key)
    await returned(refused.booking, refused.key, await payOnPage(paid.payment?.pay_url ?? '', 'success'))
    expect((await settle(refused.booking, refused.key, ['REFUNDED', 'TICKETED'])).status).toBe('REFUNDED')
    // On the fare re-check it decides nothing: the re-check only reads reprice and its latency.
    const ticketed = await readyToPay(5, 'reprice=same;ticketing=fail')
    const paid2 = await startPayment(ticketed.booking, ticketed.key)
    await returned(ticketed.booking, ticketed.key, await payOnPage(paid2.payment?.pay_url ?? '', 'success'))
    expect((await settle(ticketed.booking, ticketed.key, ['REFUNDED', 'TICKETED'])).status).toBe('TICKETED')
  })

  it('success then ticketing failure: refunded in full, told with the Trip Id', async () => {
    const { booking, key } = await readyToPay(3)
    const paying = await startPayment(booking, key)
    const back = await payOnPage(paying.payment?.pay_url ?? '', 'ticketing_failure')
    await returned(booking, key, back)
    const done = await settle(booking, key, ['REFUNDED'])
    expect(done.message).toBe(
      `We have received payment for Trip Id ${booking.trip_id}, but the booking failed. Please contact our customer care (6AM - 11:59PM)`,
    )
    const after = await settle(booking, key, ['REFUNDED'])
    await expect
      .poll(async () => {
        await fetch(`${services.url}/payment/sandbox/deliver_webhooks`, { method: 'POST' })
        return (
          await readJson<{ data: Booking }>(
            await fetch(`${services.url}/flights/api/v1.0/booking/${booking.id}`, { headers: key }),
          )
        ).data.payment?.status
      })
      .toBe('refunded')
    expect(after.tickets).toEqual([])
    // The refund's state, for the line under the page's one message (issue 24).
    expect(after.refund).toMatchObject({ amount: after.total, destination: 'source' })
    const read = async () =>
      (
        await readJson<{ data: Booking }>(
          await fetch(`${services.url}/flights/api/v1.0/booking/${booking.id}`, { headers: key }),
        )
      ).data.refund
    await expect.poll(async () => (await read())?.status).toMatch(/^(initiated|processed)$/)
    expect(paying.refund).toBeNull()
  })

  it('suspected fraud: held for review with 000 §8 words; the webhook alone (no return) is enough', async () => {
    const { booking, key } = await readyToPay(4)
    const paying = await startPayment(booking, key)
    await payOnPage(paying.payment?.pay_url ?? '', 'fraud')
    // The browser never comes back: the signed webhook carries the news.
    const done = await settle(booking, key, ['REVIEW'])
    expect(done.message).toBe(
      'It seems like we have encountered an issue. Our call center representative will get in touch with you shortly.',
    )
  })

  it('sandbox: the bank declines a pending payment when told; the checkout then runs out when told', async () => {
    const { booking, key } = await readyToPay(8)
    const paying = await startPayment(booking, key)
    const back = await payOnPage(paying.payment?.pay_url ?? '', 'pending')
    const pending = (await readJson<{ data: Booking }>(await returned(booking, key, back))).data
    expect(pending.status).toBe('PAYMENT_PENDING')
    const orderId = back.searchParams.get('order_id') ?? ''
    const decide = (outcome: string) =>
      fetch(`${services.url}/payment/sandbox/settle`, {
        method: 'POST',
        ...json({ order_id: orderId, outcome }),
      })
    const declined = await decide('failed')
    expect(await readJson(declined)).toMatchObject({
      data: { order_id: orderId, outcome: 'failed', decided: 1 },
    })
    const failed = await settle(booking, key, ['PAYMENT_FAILED'])
    expect(failed.payment?.status).toBe('failed')
    // Decided once: nothing waits for the bank any more.
    const again = await decide('captured')
    expect(again.status).toBe(409)
    expect(await readJson(again)).toMatchObject({
      statusMessage: 'This order has no payment waiting for the bank',
    })
    const ends = await fetch(`${services.url}/flights/sandbox/checkout_ends`, {
      method: 'POST',
      ...json({ trip_id: booking.trip_id }),
    })
    expect(await readJson(ends)).toMatchObject({ data: { trip_id: booking.trip_id, status: 'EXPIRED' } })
    const read = await fetch(`${services.url}/flights/api/v1.0/booking/${booking.id}`, { headers: key })
    expect((await readJson<{ data: Booking }>(read)).data.status).toBe('EXPIRED')
  })

  it('paid again while a payment waits for the bank: the order is charged once', async () => {
    const { booking, key } = await readyToPay(9)
    const paying = await startPayment(booking, key)
    const payUrl = paying.payment?.pay_url ?? ''
    const waiting = await payOnPage(payUrl, 'pending')
    // Pay pressed again (its answer lost in a crash), then another way that captures at once.
    await payOnPage(payUrl, 'pending')
    await returned(booking, key, await payOnPage(payUrl, 'success'))
    const orderId = waiting.searchParams.get('order_id') ?? ''
    // The bank then says yes to both waiting payments; a paid order takes neither.
    const decided = await fetch(`${services.url}/payment/sandbox/settle`, {
      method: 'POST',
      ...json({ order_id: orderId, outcome: 'captured' }),
    })
    expect(await readJson(decided)).toMatchObject({ data: { decided: 2 } })
    // A no from the bank never reopens a paid order.
    expect((await fetch(payUrl)).status).toBe(409)
    const done = await settle(booking, key, ['TICKETED'])
    expect(done.payment?.status).toBe('captured')
    const events = await readJson<{ data: { type: string }[] }>(
      await fetch(`${services.url}/payment/sandbox/events?order_id=${orderId}`),
    )
    expect(events.data.map((e) => e.type).sort()).toEqual([
      'payment.captured',
      'payment.failed',
      'payment.failed',
      'payment.pending',
      'payment.pending',
    ])
  })

  it('paid after the checkout ran out, its seat taken meanwhile: refunded in full, the seat never sold twice', async () => {
    const { booking, key } = await readyToPay(9)
    type Place = { number: string; available: boolean; price: number } | null
    type Map = { flight_key: string; floors: { rows: { places: Place[] }[] }[] }
    const maps = async (id: string, k: Record<string, string>) =>
      (
        await readJson<{ data: { seat_maps: Map[] } }>(
          await fetch(`${services.url}/flights/api/v1.0/booking/${id}/add_ons`, { headers: k }),
        )
      ).data.seat_maps
    const [map] = await maps(booking.id, key)
    const seat = map?.floors
      .flatMap((f) => f.rows.flatMap((r) => r.places))
      .find((p) => p?.available && p.price > 0)
    const choose = (id: string, k: Record<string, string>) =>
      fetch(`${services.url}/flights/api/v1.0/booking/${id}/add_ons`, {
        method: 'PUT',
        ...json({ seats: [{ traveller: 0, flight_key: map?.flight_key, seat: seat?.number }] }, k),
      })
    const chosen = await choose(booking.id, key)
    expect(chosen.status).toBe(200)
    const paying = await startPayment((await readJson<{ data: Booking }>(chosen)).data, key)
    // The traveller stays on the gateway's page past the checkout's end: the seat goes back…
    const ends = await fetch(`${services.url}/flights/sandbox/checkout_ends`, {
      method: 'POST',
      ...json({ trip_id: booking.trip_id }),
    })
    expect(await readJson(ends)).toMatchObject({ data: { status: 'EXPIRED' } })
    // …and another traveller takes it.
    const other = await readyToPay(9)
    expect((await choose(other.booking.id, other.key)).status).toBe(200)
    const back = await payOnPage(paying.payment?.pay_url ?? '', 'success')
    await returned(booking, key, back)
    const done = await settle(booking, key, ['REFUNDED', 'TICKETED'])
    expect(done.status).toBe('REFUNDED')
    expect(done.message).toBe(
      `We have received payment for Trip Id ${booking.trip_id}, but the booking failed. Please contact our customer care (6AM - 11:59PM)`,
    )
    // The seat stays the other traveller's.
    const [seen] = await maps(booking.id, key)
    const place = seen?.floors
      .flatMap((f) => f.rows.flatMap((r) => r.places))
      .find((p) => p?.number === seat?.number)
    expect(place?.available).toBe(false)
  })

  it('a webhook with a bad signature is refused', async () => {
    const res = await fetch(`${services.url}/flights/api/v1.0/payment_webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-payment-signature': '0'.repeat(64) },
      body: JSON.stringify({ id: 'evt_x', type: 'payment.captured', payload: {} }),
    })
    expect(res.status).toBe(403)
  })
})
