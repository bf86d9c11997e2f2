// The train booking over real HTTP (PGlite, or PostgreSQL with DATABASE_URL): railway users and
// login, the server-side 001 §5 checks, a booking paid through the gateway and booked by the confirm
// job with a PNR, the PNR status without names, who may read a booking, Idempotency-Key, a replayed
// webhook acted on once, a late capture and a failed railway refunded, the TDR after the chart, the
// trip in the bookings area with its e-ticket, and cancellation with the railway's charges.
// Long on purpose: one contract suite on one running service and its helpers; each describe is a section.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { trainBookingMessages, type PnrStatus, type TrainBooking } from '@contracts/trains/booking'
import { passengerMessages } from '@contracts/trains/passengers'
import { deploymentSchema } from '@config'
import type { RunningUpstream } from '~/services/main'
import { signWebhook } from '~/services/payment/signature'
import { trainByNumber } from '~/services/trains/supplier'
import { indiaToday, plusDays } from '@contracts/trains/search-params'
import { clockFrom, readJson, startTestUpstream } from '../support/upstream'
import {
  madeTrainBooking,
  passenger,
  payTrain,
  postTrainBooking,
  readTrainBooking,
  runningDate,
  settleTrain,
  trainBookingBody,
} from '../support/train-booking'

// 2026-11-26 10:00 IST: outside the railway's nightly downtime whatever the real time.
const now = clockFrom()
let services: RunningUpstream
beforeAll(async () => {
  services = await startTestUpstream({ flightsNow: now })
}, 60_000)
afterAll(() => services?.close())

const defaults = deploymentSchema.parse({})
const merchant = {
  authorization: `Basic ${Buffer.from(`${defaults.PAYMENT_KEY_ID}:${defaults.PAYMENT_KEY_SECRET}`).toString('base64')}`,
}
interface ErrorJson {
  code: string
  statusMessage: string
  errors?: { field: string; message: string }[]
}
interface RailQuote {
  id: string
  penalty: number
  refund: number
  rail: { gst: number; passengers: Array<{ paid: number; charge: number; gst: number; refund: number }> }
}
/** The refund quote of cancelling the whole ticket now, to the original payment. */
async function fullQuote(tripId: string, key: Record<string, string>): Promise<RailQuote> {
  const res = await fetch(`${services.url}/flights/api/v1.0/trips/${tripId}/cancellation/quote`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...key },
    body: JSON.stringify({ kind: 'FULL', destination: 'source' }),
  })
  expect(res.status, await res.clone().text()).toBe(201)
  return (await readJson<{ data: RailQuote }>(res)).data
}
const errorOf = async (res: Response, status: number) => {
  expect(res.status, await res.clone().text()).toBe(status)
  return readJson<ErrorJson>(res)
}
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${services.url}/trains${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
/** The run of 12952 `fromDays` ahead with `free` 3A berths left in GN (others hold the rest). */
async function openRun(fromDays: number, free = 20) {
  const date = runningDate('12952', now(), fromDays)
  const res = await post('/sandbox/run', {
    trainNumber: '12952',
    runDate: date,
    class: '3A',
    quota: 'GN',
    free,
  })
  expect(res.status, await res.clone().text()).toBe(200)
  return date
}
async function gatewayPayments(orderId: string) {
  const res = await fetch(`${services.url}/payment/orders/${orderId}/payments`, { headers: merchant })
  return (
    await readJson<{ data: Array<{ id: string; status: string; amount: number; amount_refunded: number }> }>(
      res,
    )
  ).data
}
async function refundedInFull(orderId: string) {
  await expect
    .poll(
      async () => {
        await fetch(`${services.url}/payment/sandbox/deliver_webhooks`, { method: 'POST' })
        const payments = await gatewayPayments(orderId)
        return payments.length > 0 && payments.every((p) => p.amount_refunded === p.amount)
      },
      { timeout: 15_000 },
    )
    .toBe(true)
}

describe('railway users', () => {
  it('answers whether an id exists and is active', async () => {
    const read = async (id: string) =>
      (await readJson<{ data: unknown }>(await fetch(`${services.url}/trains/users/${id}/availability`))).data
    expect(await read('safar.rail')).toEqual({
      userId: 'safar.rail',
      exists: true,
      active: true,
      message: null,
    })
    expect(await read('dormant.rail')).toMatchObject({
      exists: true,
      active: false,
      message: trainBookingMessages.railUserInactive,
    })
    expect(await read('nobody.rail')).toMatchObject({
      exists: false,
      active: false,
      message: trainBookingMessages.railUserUnknown,
    })
    await errorOf(await fetch(`${services.url}/trains/users/a!/availability`), 400)
  })

  it('logs in with id and password; a wrong password, an inactive id and sandbox login=fail are refused', async () => {
    const ok = await post('/users/login', { userId: 'Safar.Rail', password: 'Rail@Safar123' })
    expect(ok.status).toBe(200)
    expect((await readJson<{ data: unknown }>(ok)).data).toEqual({
      userId: 'safar.rail',
      name: 'Safar Traveller',
      active: true,
    })
    const wrong = await errorOf(await post('/users/login', { userId: 'safar.rail', password: 'nope' }), 401)
    expect(wrong.statusMessage).toBe(trainBookingMessages.railLoginFailed)
    await errorOf(await post('/users/login', { userId: 'dormant.rail', password: 'Rail@Dormant123' }), 403)
    await errorOf(
      await post(
        '/users/login',
        { userId: 'safar.rail', password: 'Rail@Safar123' },
        { 'x-sandbox-scenario': 'login=fail' },
      ),
      401,
    )
  })
})

describe('POST /trains/bookings: what the service checks itself', () => {
  it('needs an Idempotency-Key', async () => {
    const res = await post('/bookings', trainBookingBody(runningDate('12952', now())))
    expect((await errorOf(res, 400)).code).toBe('IDEMPOTENCY_KEY_REQUIRED')
  })
  it('answers a 7th passenger with the generic form error', async () => {
    const body = trainBookingBody(runningDate('12952', now()), {
      passengers: Array.from({ length: 7 }, () => passenger()),
    })
    const refused = await errorOf(await postTrainBooking(services.url, body), 400)
    expect(refused.errors).toContainEqual({ field: 'passengers', message: passengerMessages.genericForm })
  })
  it('gives the 001 §5 messages beside their fields', async () => {
    const date = runningDate('12952', now())
    const ladies = await errorOf(
      await postTrainBooking(services.url, trainBookingBody(date, { quota: 'LD' })),
      400,
    )
    expect(ladies.statusMessage).toBe(passengerMessages.ladiesQuota)
    expect(ladies.errors).toContainEqual({
      field: 'passengers.0.gender',
      message: passengerMessages.ladiesQuota,
    })
    const choice = await errorOf(
      await postTrainBooking(services.url, trainBookingBody(date, { berthChoice: 3 })),
      400,
    )
    expect(choice.statusMessage).toBe(passengerMessages.choiceTwoPassengers)
    const food = await errorOf(
      await postTrainBooking(
        services.url,
        trainBookingBody(date, { passengers: [passenger({ food: undefined })] }),
      ),
      400,
    )
    expect(food.errors).toContainEqual({
      field: 'passengers.0.food',
      message: passengerMessages.foodRequired,
    })
  })
  it('refuses a day the train does not run, a class it does not have, an inactive railway id', async () => {
    const date = runningDate('12952', now())
    const notRunning = runningDate('12952', now(), 40)
    const days = [1, 2, 3, 4, 5, 6].map((d) => {
      const t = new Date(Date.parse(`${notRunning}T00:00:00Z`) + d * 86_400_000).toISOString().slice(0, 10)
      return t
    })
    for (const d of days) {
      const res = await postTrainBooking(services.url, trainBookingBody(d))
      if (res.status === 400) {
        const body = await readJson<ErrorJson>(res)
        if (body.errors?.[0]?.field === 'journeyDate') {
          expect(body.statusMessage).toMatch(/does not run on/)
          break
        }
      }
    }
    const cls = await errorOf(
      await postTrainBooking(services.url, trainBookingBody(date, { travelClass: '2S' })),
      400,
    )
    expect(cls.errors?.[0]?.field).toBe('travelClass')
    const inactive = await errorOf(
      await postTrainBooking(services.url, trainBookingBody(date, { railUserId: 'dormant.rail' })),
      403,
    )
    expect(inactive.statusMessage).toBe(trainBookingMessages.railUserInactive)
  })
})

describe('a booking paid and booked', () => {
  let booked: TrainBooking
  let key: Record<string, string>

  it('prices on the server, starts the 5-minute timer, and books a PNR after payment', async () => {
    const body = trainBookingBody(await openRun(6), {
      passengers: [passenger(), passenger({ name: 'Sita Devi', gender: 'F', age: 31 })],
      // The fare is the railway's: a price sent by the caller is ignored.
      total: 1,
    })
    const made = await madeTrainBooking(services.url, body)
    key = made.key
    const b = made.booking
    expect(b.status).toBe('PENDING')
    expect(b.fare.total).toBeGreaterThan(100_000)
    expect(b.fare.perPassenger).toHaveLength(2)
    expect(Date.parse(b.expiresAt) - Date.parse(b.checkoutStartedAt)).toBe(300_000)
    expect(b.payment?.orderId).toMatch(/^order_/)
    expect(b.passengers.every((p) => p.booked === null)).toBe(true)
    await payTrain(b)
    booked = await settleTrain(services.url, b.id, key, ['BOOKED', 'BOOKING_FAILED'])
    expect(booked.status).toBe('BOOKED')
    expect(booked.pnr).toMatch(/^[0-9]{10}$/)
    expect(booked.passengers.map((p) => p.booked?.status)).toEqual(['CNF', 'CNF'])
    expect(booked.passengers[0]?.booked?.text).toMatch(/^CNF\/B\d+\/\d+\//)
    expect(booked.message).toBe(trainBookingMessages.booked)
    expect(booked.payment).toBeNull()
  })

  it('is read by its key holder only; another key is a 404', async () => {
    const res = await fetch(`${services.url}/trains/bookings/${booked.id}`, {
      headers: { 'x-booking-key': 'someone-else' },
    })
    expect(res.status).toBe(404)
    expect((await fetch(`${services.url}/trains/bookings/${booked.id}`)).status).toBe(404)
  })

  it('shows the PNR status without names', async () => {
    const res = await fetch(`${services.url}/trains/pnr/${booked.pnr ?? ''}`)
    expect(res.status).toBe(200)
    const text = await res.clone().text()
    expect(text).not.toContain('Ravi')
    expect(text).not.toContain('Sita')
    const pnr = (await readJson<{ data: PnrStatus }>(res)).data
    expect(pnr.passengers).toHaveLength(2)
    expect(pnr.passengers[0]?.current?.status).toBe(booked.passengers[0]?.current?.status)
    expect(pnr.journey.trainNo).toBe('12952')
    expect((await fetch(`${services.url}/trains/pnr/0000000000`)).status).toBe(404)
    expect((await fetch(`${services.url}/trains/pnr/12ab`)).status).toBe(400)
  })

  it('files a TDR only after the chart, once, and the railway refunds it', async () => {
    const early = await errorOf(await post(`/bookings/${booked.id}/tdr`, { reason: 'AC_FAILURE' }, key), 409)
    expect(early.code).toBe('CHART_NOT_PREPARED')
    const chart = await post('/sandbox/chart', { trainNo: '12952', runDate: booked.journey.runDate })
    expect(chart.status).toBe(200)
    const notYours = await post(
      `/bookings/${booked.id}/tdr`,
      { reason: 'AC_FAILURE' },
      { 'x-booking-key': 'x' },
    )
    expect(notYours.status).toBe(404)
    const bad = await errorOf(await post(`/bookings/${booked.id}/tdr`, { reason: 'BORED' }, key), 400)
    expect(bad.errors?.[0]?.field).toBe('reason')
    const filed = await post(`/bookings/${booked.id}/tdr`, { reason: 'AC_FAILURE', passengers: [1] }, key)
    expect(filed.status, await filed.clone().text()).toBe(201)
    const again = await errorOf(await post(`/bookings/${booked.id}/tdr`, { reason: 'AC_FAILURE' }, key), 409)
    expect(again.code).toBe('TDR_ALREADY_FILED')
    await expect
      .poll(
        async () => {
          const res = await fetch(`${services.url}/trains/bookings/${booked.id}/tdr`, { headers: key })
          return (await readJson<{ data: { tdrs: Array<{ status: string; refund: number }> } }>(res)).data
            .tdrs[0]
        },
        { timeout: 15_000 },
      )
      .toMatchObject({ status: 'REFUNDED', refund: (booked.fare.perPassenger[0] ?? 0) - 6_000 })
  })
})

describe('Idempotency-Key and replays', () => {
  it('same key and body: the same booking; another body: 409', async () => {
    const body = trainBookingBody(runningDate('12952', now(), 7))
    const first = await postTrainBooking(services.url, body, {}, 'train-key-0001')
    const second = await postTrainBooking(services.url, body, {}, 'train-key-0001')
    expect(first.status).toBe(201)
    expect(second.status).toBe(201)
    const a = (await readJson<{ data: { booking: TrainBooking } }>(first)).data.booking
    const b = (await readJson<{ data: { booking: TrainBooking } }>(second)).data.booking
    expect(b.id).toBe(a.id)
    const other = await postTrainBooking(
      services.url,
      { ...body, passengers: [passenger({ name: 'Someone Else' })] },
      {},
      'train-key-0001',
    )
    expect((await errorOf(other, 409)).code).toBe('IDEMPOTENCY_KEY_REUSED')
  })

  it('a replayed capture webhook books once and charges once; a forged one is refused', async () => {
    const { booking, key } = await madeTrainBooking(services.url, trainBookingBody(await openRun(8)))
    const back = await payTrain(booking)
    const paymentId = back.searchParams.get('payment_id') ?? ''
    const raw = JSON.stringify({
      id: `evt_train_replay_${booking.id.slice(3, 11)}`,
      type: 'payment.captured',
      payload: { payment: { id: paymentId, order_id: booking.payment?.orderId } },
    })
    const send = (signature = signWebhook(defaults.PAYMENT_WEBHOOK_SECRET, raw)) =>
      fetch(`${services.url}/trains/payment_callbacks`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-payment-signature': signature },
        body: raw,
      })
    const results = await Promise.all(
      Array.from(
        { length: 5 },
        async () => (await readJson<{ data: { result: string } }>(await send())).data.result,
      ),
    )
    expect(results.filter((r) => r === 'applied')).toHaveLength(1)
    expect((await send('00')).status).toBe(403)
    const done = await settleTrain(services.url, booking.id, key, ['BOOKED'])
    expect(done.pnr).toMatch(/^[0-9]{10}$/)
    const payments = await gatewayPayments(booking.payment?.orderId ?? '')
    expect(payments).toHaveLength(1)
    expect(payments[0]?.amount_refunded).toBe(0)
  })
})

describe('refunded, not booked', () => {
  it('book=fail-after-payment: the booking fails and the payment is refunded', async () => {
    const { booking, key } = await madeTrainBooking(
      services.url,
      trainBookingBody(runningDate('12952', now(), 9)),
      { 'x-sandbox-scenario': 'book=fail-after-payment' },
    )
    await payTrain(booking)
    const failed = await settleTrain(services.url, booking.id, key, ['BOOKING_FAILED', 'BOOKED'])
    expect(failed.status).toBe('BOOKING_FAILED')
    expect(failed.message).toBe(trainBookingMessages.paidButFailed)
    expect(failed.pnr).toBeNull()
    await refundedInFull(booking.payment?.orderId ?? '')
  })

  it('a capture after the 5-minute timer is refunded and books nothing', async () => {
    const { booking, key } = await madeTrainBooking(
      services.url,
      trainBookingBody(runningDate('12952', now(), 10)),
    )
    const ended = await post('/sandbox/booking_ends', { bookingId: booking.id })
    expect(ended.status).toBe(200)
    expect((await readTrainBooking(services.url, booking.id, key)).status).toBe('EXPIRED')
    await payTrain(booking)
    const late = await settleTrain(services.url, booking.id, key, ['BOOKING_FAILED'])
    expect(late.message).toBe(trainBookingMessages.expiredRefunded)
    await refundedInFull(booking.payment?.orderId ?? '')
  })

  it("the gateway offers a train order no airline's ticketing failure, and refuses it if posted anyway", async () => {
    const { booking } = await madeTrainBooking(
      services.url,
      trainBookingBody(runningDate('12952', now(), 11)),
    )
    const payUrl = booking.payment?.url ?? ''
    const page = await (await fetch(payUrl)).text()
    expect(page).toContain('Suspected fraud')
    expect(page).not.toMatch(/ticketing|airline/i)
    const token = /name="form_token" value="([^"]+)"/.exec(page)?.[1] ?? ''
    const forged = await fetch(payUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      body: new URLSearchParams({ form_token: token, method: 'Net Banking', outcome: 'ticketing_failure' }),
      redirect: 'manual',
    })
    expect(forged.status).toBe(400)
    expect(await forged.text()).toContain('Choose one of the outcomes offered.')
    expect(await gatewayPayments(booking.payment?.orderId ?? '')).toEqual([])
  })

  it('a failed payment may be paid again', async () => {
    const { booking, key } = await madeTrainBooking(
      services.url,
      trainBookingBody(runningDate('12952', now(), 11)),
    )
    await payTrain(booking, 'failure')
    const failed = await settleTrain(services.url, booking.id, key, ['PAYMENT_FAILED'])
    expect(failed.message).toBe(trainBookingMessages.paymentFailed)
  })
})

describe('the trip in the bookings area', () => {
  it('lists the train trip, opens its detail with the e-ticket, and cancels it with the railway charge', async () => {
    const { booking, key } = await madeTrainBooking(services.url, trainBookingBody(await openRun(12)))
    await payTrain(booking)
    const b = await settleTrain(services.url, booking.id, key, ['BOOKED'])
    const detail = await fetch(`${services.url}/flights/flights/booking/${b.tripId}`, { headers: key })
    expect(detail.status, await detail.clone().text()).toBe(200)
    const d = (
      await readJson<{ data: { product: string; documents: Array<{ kind: string; available: boolean }> } }>(
        detail,
      )
    ).data
    expect(d.product).toBe('trains')
    expect(d.documents).toEqual([expect.objectContaining({ kind: 'train_eticket', available: true })])
    const pdf = await fetch(`${services.url}/flights/flights/booking/${b.tripId}/e_ticket`, { headers: key })
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-')

    const quote = await fullQuote(b.tripId, key)
    // More than 48 hours before departure, with 20 berths free: ₹180 a confirmed 3A passenger, and
    // 3A is an AC class, so 5 % GST on the charge (₹9); the refund is the rest.
    expect(quote.penalty).toBe(18_000)
    expect(quote.rail.gst).toBe(900)
    expect(quote.rail.passengers).toEqual([
      expect.objectContaining({
        paid: b.fare.total,
        charge: 18_000,
        gst: 900,
        refund: b.fare.total - 18_900,
      }),
    ])
    expect(quote.refund).toBe(b.fare.total - 18_000 - 900)
    const confirm = await fetch(`${services.url}/flights/api/v1.0/trips/${b.tripId}/cancellation`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': `cancel-${b.id}`, ...key },
      body: JSON.stringify({ quote_id: quote.id }),
    })
    expect(confirm.status, await confirm.clone().text()).toBe(201)
    const after = await readTrainBooking(services.url, b.id, key)
    expect(after.status).toBe('CANCELLED')
    expect(after.passengers[0]?.current?.status).toBe('CAN')
    const refunds = await fetch(`${services.url}/flights/api/v1.0/trips/${b.tripId}/refunds`, {
      headers: key,
    })
    const refunded = (await readJson<{ data: { refunds: Array<{ amount: number }> } }>(refunds)).data.refunds
    expect(refunded.map((r) => r.amount)).toEqual([b.fare.total - 18_900])
  })

  it('a sleeper (SL) ticket is charged no GST on its cancellation charge', async () => {
    const train = trainByNumber('12925')
    const from = train?.stops[0]?.code ?? ''
    const to = train?.stops.at(-1)?.code ?? ''
    const date = runningDate('12925', now(), 13)
    const run = await post('/sandbox/run', {
      trainNumber: '12925',
      runDate: date,
      class: 'SL',
      quota: 'GN',
      free: 20,
    })
    expect(run.status, await run.clone().text()).toBe(200)
    const { booking, key } = await madeTrainBooking(
      services.url,
      trainBookingBody(date, {
        trainNo: '12925',
        from,
        to,
        travelClass: 'SL',
        passengers: [passenger({ food: undefined })],
      }),
    )
    await payTrain(booking)
    const b = await settleTrain(services.url, booking.id, key, ['BOOKED'])
    const quote = await fullQuote(b.tripId, key)
    // Flat ₹120 a confirmed SL passenger more than 48 hours out; SL carries no GST.
    expect(quote.penalty).toBe(12_000)
    expect(quote.rail.gst).toBe(0)
    expect(quote.rail.passengers).toEqual([
      expect.objectContaining({ charge: 12_000, gst: 0, refund: b.fare.total - 12_000 }),
    ])
    expect(quote.refund).toBe(b.fare.total - 12_000)
  })
})

describe('sandbox wl=…: a waitlisted ticket', () => {
  const placesOf = (b: TrainBooking) => b.passengers.map((p) => p.current?.status)

  it('wl=not-confirmed: waitlisted, never confirmed by others, cancelled and refunded at the chart', async () => {
    const date = await openRun(20)
    const { booking, key } = await madeTrainBooking(services.url, trainBookingBody(date), {
      'x-sandbox-scenario': 'wl=not-confirmed',
    })
    await payTrain(booking)
    const booked = await settleTrain(services.url, booking.id, key, ['BOOKED', 'BOOKING_FAILED'])
    expect(booked.status).toBe('BOOKED')
    expect(placesOf(booked)).toEqual(['WL'])
    // Every job due within a day runs (what wl=confirm's others' cancellations would be among).
    await fetch(`${services.url}/payment/sandbox/deliver_webhooks`, { method: 'POST' })
    expect(placesOf(await readTrainBooking(services.url, booking.id, key))).toEqual(['WL'])
    const chart = await post('/sandbox/chart', { trainNo: '12952', runDate: booked.journey.runDate })
    expect(chart.status, await chart.clone().text()).toBe(200)
    const cancelled = await readTrainBooking(services.url, booking.id, key)
    expect(cancelled.status).toBe('CANCELLED')
    expect(cancelled.message).toBe(trainBookingMessages.chartWlCancelled)
    await refundedInFull(booking.payment?.orderId ?? '')
  })

  it('wl=confirm: waitlisted at booking, then confirmed as others cancel', async () => {
    const date = await openRun(21)
    const { booking, key } = await madeTrainBooking(services.url, trainBookingBody(date), {
      'x-sandbox-scenario': 'wl=confirm',
    })
    await payTrain(booking)
    const booked = await settleTrain(services.url, booking.id, key, ['BOOKED', 'BOOKING_FAILED'])
    expect(booked.status).toBe('BOOKED')
    // Booked on the waitlist: the ticket's status at booking. Its current one may have moved already:
    // settleTrain has the gateway deliver its webhooks, which runs every job due within a day, the
    // others' cancellations (due 10 s after booking) among them.
    expect(booked.passengers.map((p) => p.booked?.status)).toEqual(['WL'])
    await expect
      .poll(
        async () => {
          await fetch(`${services.url}/payment/sandbox/deliver_webhooks`, { method: 'POST' })
          return placesOf(await readTrainBooking(services.url, booking.id, key))
        },
        // Rounds of others' cancellations are jobs of the services' worker: slow on a busy machine.
        { timeout: 60_000 },
      )
      .toEqual(['CNF'])
    const confirmed = await readTrainBooking(services.url, booking.id, key)
    expect(confirmed.status).toBe('BOOKED')
    expect(confirmed.passengers[0]?.booked?.status).toBe('WL')
  }, 90_000)
})

describe("the railway's clock for a client (POST /trains/sandbox/clock) decides what may be booked", () => {
  const client = '10.99.7.7'
  const asClient = { 'x-forwarded-for': client }
  const setClock = (offsetMs: number) => post('/sandbox/clock', { offsetMs }, asClient)
  afterAll(async () => {
    await setClock(0)
  })

  it('the booking window, a departed train, Tatkal opening and the nightly downtime follow the offset', async () => {
    const far = runningDate('12952', now(), 70)
    // 70 days ahead is beyond the 60-day window today; 30 days on, it is inside.
    const refused = await errorOf(await postTrainBooking(services.url, trainBookingBody(far), asClient), 400)
    expect(refused.errors?.[0]?.field).toBe('journeyDate')
    expect((await setClock(30 * 86_400_000)).status).toBe(200)
    const made = await postTrainBooking(services.url, trainBookingBody(far), asClient)
    expect(made.status, await made.clone().text()).toBe(201)
    // Another client's clock is its own: the window is still counted from today for it.
    const other = await postTrainBooking(services.url, trainBookingBody(far), {
      'x-forwarded-for': '10.99.7.8',
    })
    expect(other.status).toBe(400)

    // A train 10 days ahead has left, 30 days on.
    const soon = runningDate('12952', now(), 10)
    const left = await errorOf(await postTrainBooking(services.url, trainBookingBody(soon), asClient), 400)
    expect(left.statusMessage).toMatch(/has already left/)

    // Tatkal for a run 3 days ahead opens at 10:00 the day before: 2 days on (10:00 IST + 2 days) it is open.
    const tatkalDate = runningDate('12952', now(), 3)
    const tatkal = trainBookingBody(tatkalDate, { quota: 'TQ' })
    expect((await setClock(0)).status).toBe(200)
    const early = await errorOf(await postTrainBooking(services.url, tatkal, asClient), 400)
    expect(early.errors?.[0]?.field).toBe('quota')
    const dayBefore = Date.parse(`${tatkalDate}T10:30:00+05:30`) - 86_400_000
    expect((await setClock(dayBefore - now())).status).toBe(200)
    const open = await postTrainBooking(services.url, tatkal, asClient)
    expect(open.status, await open.clone().text()).toBe(201)

    // 23:50 in India: the nightly downtime answers NOT_AVAILABLE (the store's not-available modal).
    const night = Date.parse(`${plusDays(indiaToday(now()), 1)}T23:50:00+05:30`)
    expect((await setClock(night - now())).status).toBe(200)
    const down = await errorOf(
      await postTrainBooking(services.url, trainBookingBody(runningDate('12952', now(), 10)), asClient),
      503,
    )
    expect(down.code).toBe('NOT_AVAILABLE')
  })
})

describe('POST /trains/sandbox/scenario: the booking controls of one client', () => {
  it('down for that client only, until cleared', async () => {
    const client = { 'x-forwarded-for': '10.99.8.1' }
    const set = await post('/sandbox/scenario', { scenario: 'down' }, client)
    expect(set.status, await set.clone().text()).toBe(200)
    expect(
      (await fetch(`${services.url}/trains/users/safar.rail/availability`, { headers: client })).status,
    ).toBe(503)
    expect(
      (
        await fetch(`${services.url}/trains/users/safar.rail/availability`, {
          headers: { 'x-forwarded-for': '10.99.8.2' },
        })
      ).status,
    ).toBe(200)
    expect((await post('/sandbox/scenario', { scenario: 'wl=maybe' }, client)).status).toBe(400)
    expect((await post('/sandbox/scenario', { scenario: '' }, client)).status).toBe(200)
    expect(
      (await fetch(`${services.url}/trains/users/safar.rail/availability`, { headers: client })).status,
    ).toBe(200)
  })
})
