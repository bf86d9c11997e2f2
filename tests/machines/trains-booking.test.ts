// The train booking machines with stub actors and a simulated clock (issue 16; 001 §4 Trains): the
// steps and the railway login (logout resets the user availability), confirm (resets
// payment-submitted, stores the checkout start), the 5-minute timer, the failure modals, the
// confirmation poll every second and its 30-minute patience, and the file-TDR modal.
import { describe, expect, it } from 'vitest'
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate'
import { defaultProductConfig } from '@config'
import type { TrainBooking } from '@contracts/trains/booking'
import {
  trainBookingMachine,
  type RailLoginInput,
  type TrainBookingContext,
} from '@machines/trains/booking.machine'
import { confirmationMachine, type PolledBooking } from '@machines/commerce/confirmation.machine'
import {
  trainTdrMachine,
  type TdrFiled,
  type TdrRequest,
  type TrainTdrInput,
} from '@machines/trains/tdr.machine'
import { failureOf, trainConfirmationOutcome } from '@machines/trains/booking.logic'
import {
  sampleCheckout,
  sampleContact,
  sampleJourney,
  sampleTrainBooking,
  sampleTravellers,
} from '@machines/trains/booking-samples'
import { scripted, settle, ticker } from './hotels-support'

const checkoutMs = defaultProductConfig.timers.trainsCheckoutMs
const coded = (message: string, code: string) => Object.assign(new Error(message), { code })

function booking(
  opts: {
    available?: Array<{ available: boolean } | Error>
    login?: Array<void | Error>
    create?: Array<TrainBooking | Error>
    scenario?: string
  } = {},
) {
  const clock = new SimulatedClock()
  const created: TrainBookingContext[] = []
  const logins: RailLoginInput[] = []
  const machine = trainBookingMachine.provide({
    actors: {
      checkUser: scripted<{ userId: string }, { available: boolean }>(
        opts.available ?? [{ available: true }],
      ),
      railLogin: fromPromise<void, RailLoginInput>(async ({ input }) => {
        logins.push(input)
        const next = (opts.login ?? [undefined]).shift()
        if (next instanceof Error) throw next
        expect(input.password).toBe('Rail@1234')
      }),
      createBooking: scripted<TrainBookingContext, TrainBooking>(opts.create ?? [sampleCheckout], created),
    },
  })
  const input = { checkoutMs, journey: sampleJourney, ...(opts.scenario ? { scenario: opts.scenario } : {}) }
  const actor = createActor(machine, { input, clock }).start()
  return { actor, clock, tick: ticker(clock), created, logins }
}

async function toLoggedIn(actor: ReturnType<typeof booking>['actor']) {
  actor.send({ type: 'SUBMIT_PASSENGERS', travellers: sampleTravellers })
  actor.send({ type: 'SUBMIT_CONTACT', contact: sampleContact })
  actor.send({ type: 'CHECK_USER', userId: 'ravi.kumar' })
  await waitFor(actor, (s) => s.matches({ railwayLogin: 'password' }))
  actor.send({ type: 'LOGIN', password: 'Rail@1234' })
  return waitFor(actor, (s) => s.matches({ railwayLogin: 'loggedIn' }))
}

describe('train booking', () => {
  it('takes passengers, contact, the railway login, then confirms and stores the checkout start', async () => {
    const { actor, created } = booking()
    expect(actor.getSnapshot().value).toBe('passengers')
    const logged = await toLoggedIn(actor)
    expect(logged.context.userAvailability).toEqual({ userId: 'ravi.kumar', available: true })
    actor.send({ type: 'CONFIRM' })
    expect(actor.getSnapshot().context.paymentSubmitted).toBe(false)
    const review = await waitFor(actor, (s) => s.matches({ checkout: 'review' }))
    expect(review.context.checkoutStartedAt).toBe(sampleCheckout.checkoutStartedAt)
    expect(created).toHaveLength(1)
    expect(created[0]).toMatchObject({
      journey: sampleJourney,
      travellers: sampleTravellers,
      contact: sampleContact,
      railUserId: 'ravi.kumar',
    })
    actor.send({ type: 'PAY' })
    expect(actor.getSnapshot().matches('toGateway')).toBe(true)
    expect(actor.getSnapshot().context.paymentSubmitted).toBe(true)
    // The page has left for the gateway: the flow is over (docs/decisions/0158).
    expect(actor.getSnapshot().status).toBe('done')
  })

  it('a reloaded review resumes its booking without a new one, and the timer ends when the first one would', async () => {
    const { actor, clock, created } = booking()
    actor.send({ type: 'SUBMIT_PASSENGERS', travellers: sampleTravellers })
    actor.send({ type: 'SUBMIT_CONTACT', contact: sampleContact })
    actor.send({ type: 'RESUME', booking: sampleCheckout, timeLeftMs: 120_000 })
    const review = actor.getSnapshot()
    expect(review.matches({ checkout: 'review' })).toBe(true)
    expect(review.context).toMatchObject({
      booking: sampleCheckout,
      checkoutStartedAt: sampleCheckout.checkoutStartedAt,
      railUserId: sampleCheckout.railUserId,
      timeLeftMs: 120_000,
    })
    expect(created).toHaveLength(0)
    clock.increment(119_999)
    expect(actor.getSnapshot().matches({ checkout: 'review' })).toBe(true)
    clock.increment(1)
    expect(actor.getSnapshot().matches('sessionEnded')).toBe(true)
  })

  it('logging out on the review ends the checkout; logging in again confirms a new one, then Pay', async () => {
    const { actor, created } = booking({
      available: [{ available: true }, { available: true }],
      login: [undefined, undefined],
      create: [sampleCheckout, sampleCheckout],
    })
    await toLoggedIn(actor)
    actor.send({ type: 'CONFIRM' })
    await waitFor(actor, (s) => s.matches({ checkout: 'review' }))
    actor.send({ type: 'LOGOUT' })
    expect(actor.getSnapshot().matches({ railwayLogin: 'userId' })).toBe(true)
    expect(actor.getSnapshot().context.userAvailability).toBeNull()
    actor.send({ type: 'CHECK_USER', userId: 'ravi.kumar' })
    await waitFor(actor, (s) => s.matches({ railwayLogin: 'password' }))
    actor.send({ type: 'LOGIN', password: 'Rail@1234' })
    await waitFor(actor, (s) => s.matches({ railwayLogin: 'loggedIn' }))
    actor.send({ type: 'CONFIRM' })
    expect(actor.getSnapshot().context.paymentSubmitted).toBe(false)
    await waitFor(actor, (s) => s.matches({ checkout: 'review' }))
    expect(created).toHaveLength(2)
    actor.send({ type: 'PAY' })
    expect(actor.getSnapshot().context.paymentSubmitted).toBe(true)
    // Logging out is not offered before the login has succeeded, nor once the page has left.
    actor.send({ type: 'LOGOUT' })
    expect(actor.getSnapshot().matches('toGateway')).toBe(true)
  })

  it('says when no railway user has that id; another id can be checked', async () => {
    const { actor } = booking({ available: [{ available: false }, { available: true }] })
    actor.send({ type: 'SUBMIT_PASSENGERS', travellers: sampleTravellers })
    actor.send({ type: 'SUBMIT_CONTACT', contact: sampleContact })
    actor.send({ type: 'CHECK_USER', userId: 'nobody' })
    const unknown = await waitFor(actor, (s) => s.matches({ railwayLogin: 'userUnknown' }))
    expect(unknown.context.userAvailability).toEqual({ userId: 'nobody', available: false })
    actor.send({ type: 'CHECK_USER', userId: 'ravi.kumar' })
    await waitFor(actor, (s) => s.matches({ railwayLogin: 'password' }))
  })

  it('logout resets the user availability and the user id', async () => {
    const { actor } = booking()
    await toLoggedIn(actor)
    actor.send({ type: 'LOGOUT' })
    const s = actor.getSnapshot()
    expect(s.matches({ railwayLogin: 'userId' })).toBe(true)
    expect(s.context.userAvailability).toBeNull()
    expect(s.context.railUserId).toBeNull()
    // What was typed in the earlier steps stays.
    expect(s.context.travellers).toEqual(sampleTravellers)
    expect(s.context.contact).toEqual(sampleContact)
  })

  it('a wrong password stays on the password with the words; the railway down opens its modal', async () => {
    const { actor } = booking({ login: [coded('Invalid user id or password.', 'LOGIN_FAILED')] })
    actor.send({ type: 'SUBMIT_PASSENGERS', travellers: sampleTravellers })
    actor.send({ type: 'SUBMIT_CONTACT', contact: sampleContact })
    actor.send({ type: 'CHECK_USER', userId: 'ravi.kumar' })
    await waitFor(actor, (s) => s.matches({ railwayLogin: 'password' }))
    actor.send({ type: 'LOGIN', password: 'Rail@1234' })
    const wrong = await waitFor(
      actor,
      (s) => s.matches({ railwayLogin: 'password' }) && s.context.failure !== null,
    )
    expect(wrong.context.failure).toEqual({ kind: 'bookingError', message: 'Invalid user id or password.' })

    const down = booking({ available: [coded('The railway is down.', 'RAILWAY_DOWN')] }).actor
    down.send({ type: 'SUBMIT_PASSENGERS', travellers: sampleTravellers })
    down.send({ type: 'SUBMIT_CONTACT', contact: sampleContact })
    down.send({ type: 'CHECK_USER', userId: 'ravi.kumar' })
    await waitFor(down, (s) => s.matches('systemDown'))
    down.send({ type: 'DISMISS' })
    expect(down.getSnapshot().matches({ railwayLogin: 'userId' })).toBe(true)
  })

  it.each([
    ['RAILWAY_DOWN', 'systemDown'],
    ['NOT_AVAILABLE', 'notAvailable'],
    ['VALIDATION_FAILED', 'bookingError'],
  ] as const)('a confirm refused with %s opens %s and keeps the typed data', async (code, state) => {
    const { actor } = booking({ create: [coded('Refused.', code), sampleCheckout] })
    await toLoggedIn(actor)
    actor.send({ type: 'CONFIRM' })
    const s = await waitFor(actor, (x) => x.matches(state))
    expect(s.context.failure?.message).toBe('Refused.')
    expect(s.context.travellers).toEqual(sampleTravellers)
    actor.send({ type: 'DISMISS' })
    if (state !== 'systemDown') {
      expect(actor.getSnapshot().matches({ railwayLogin: 'loggedIn' })).toBe(true)
      actor.send({ type: 'CONFIRM' })
      await waitFor(actor, (x) => x.matches({ checkout: 'review' }))
    }
  })

  it('ends the checkout session when the 5 minutes from the start run out, not a moment before', async () => {
    const { actor, tick } = booking()
    await toLoggedIn(actor)
    actor.send({ type: 'CONFIRM' })
    await waitFor(actor, (s) => s.matches({ checkout: 'review' }))
    await tick(checkoutMs - 1)
    expect(actor.getSnapshot().matches({ checkout: 'review' })).toBe(true)
    await tick(1)
    expect(actor.getSnapshot().value).toBe('sessionEnded')
    expect(actor.getSnapshot().status).toBe('done')
  })

  it("counts the time really left from the booking's start time, at most the 5 minutes", async () => {
    // The railway answered with a checkout that ends 20 seconds after it started.
    const short = sampleTrainBooking('PENDING', { expiresAt: '2026-12-01T10:00:20.000Z' })
    const { actor, clock } = booking({ create: [short] })
    await toLoggedIn(actor)
    actor.send({ type: 'CONFIRM' })
    await waitFor(actor, (s) => s.matches({ checkout: 'review' }))
    await ticker(clock)(19_999)
    expect(actor.getSnapshot().matches({ checkout: 'review' })).toBe(true)
    await ticker(clock)(1)
    expect(actor.getSnapshot().value).toBe('sessionEnded')
  })

  it("the address's sandbox scenario goes with the login and the booking", async () => {
    const { actor, created, logins } = booking({ scenario: 'wl' })
    await toLoggedIn(actor)
    actor.send({ type: 'CONFIRM' })
    await waitFor(actor, (s) => s.matches({ checkout: 'review' }))
    expect(logins).toEqual([{ userId: 'ravi.kumar', password: 'Rail@1234', scenario: 'wl' }])
    expect(created[0]).toMatchObject({ journey: sampleJourney, scenario: 'wl' })
  })
})

describe('train failures and poll outcomes', () => {
  it('tells the railway down, not available and a refusal apart, with generic words for no message', () => {
    expect(failureOf(coded('x', 'RAILWAY_DOWN')).kind).toBe('down')
    expect(failureOf(coded('x', 'NOT_AVAILABLE')).kind).toBe('notAvailable')
    expect(failureOf(new Error(''))).toEqual({
      kind: 'bookingError',
      message: 'Oops! Something went wrong. Please try again',
    })
  })

  it('a booked status without its PNR is still pending', () => {
    expect(trainConfirmationOutcome({ status: 'BOOKED', pnr: null })).toBe('pending')
    expect(trainConfirmationOutcome({ status: 'BOOKED', pnr: '4512345678' })).toBe('confirmed')
    expect(trainConfirmationOutcome({ status: 'PENDING', pnr: null })).toBe('pending')
    expect(trainConfirmationOutcome({ status: 'CANCELLED', pnr: '4512345678' })).toBe('confirmed')
  })
})

function confirmation(answers: Array<TrainBooking | Error>) {
  const clock = new SimulatedClock()
  const asked: unknown[] = []
  // The train port reads each answer as the commerce core's outcome (src/flows/trains/booking.flow.ts).
  const fetchBooking = fromPromise<PolledBooking, { ref: string }>(async ({ input }) => {
    asked.push(input)
    const next = answers.shift()
    if (next === undefined) return new Promise<never>(() => {})
    if (next instanceof Error) throw next
    return { booking: next, outcome: trainConfirmationOutcome(next) }
  })
  const machine = confirmationMachine.provide({ actors: { fetchBooking } })
  const actor = createActor(machine, {
    input: { ref: 'tb_1', booking: null, patienceMs: 1_800_000 },
    clock,
  }).start()
  return { actor, tick: ticker(clock), asked }
}

describe('train confirmation polling', () => {
  it('asks every 1,000 ms while pending and stops on the PNR', async () => {
    const { actor, tick, asked } = confirmation([
      sampleTrainBooking('PENDING'),
      sampleTrainBooking('PAID'),
      sampleTrainBooking('BOOKED'),
    ])
    await settle()
    expect(actor.getSnapshot().matches({ following: 'waiting' })).toBe(true)
    expect(asked).toHaveLength(1)
    await tick(999)
    expect(asked).toHaveLength(1)
    await tick(1)
    expect(asked).toHaveLength(2)
    await tick(1000)
    expect(actor.getSnapshot().value).toBe('confirmed')
    expect((actor.getSnapshot().context.booking as TrainBooking | null)?.pnr).toBe('4512345678')
    await tick(5000)
    expect(asked).toHaveLength(3)
  })

  it.each([
    ['BOOKING_FAILED', 'refunded'],
    ['PAYMENT_FAILED', 'paymentFailed'],
    ['EXPIRED', 'notPaid'],
  ] as const)('%s ends in %s', async (status, state) => {
    const { actor } = confirmation([sampleTrainBooking(status)])
    await waitFor(actor, (s) => s.matches(state))
  })

  it('after about 30 minutes unconfirmed it says so, and checks again on request', async () => {
    const pending = Array.from({ length: 1900 }, () => sampleTrainBooking('PAID'))
    const { actor, tick } = confirmation(pending)
    await settle()
    await tick(1_799_000)
    expect(actor.getSnapshot().matches('following')).toBe(true)
    await tick(1000)
    expect(actor.getSnapshot().value).toBe('notConfirmedYet')
    actor.send({ type: 'RETRY' })
    expect(actor.getSnapshot().matches('following')).toBe(true)
  })

  it('an unreadable booking can be checked again', async () => {
    const { actor } = confirmation([new Error('down'), sampleTrainBooking('BOOKED')])
    await waitFor(actor, (s) => s.matches('unreachable'))
    actor.send({ type: 'RETRY' })
    await waitFor(actor, (s) => s.matches('confirmed'))
  })
})

describe('file-TDR modal', () => {
  const run = (answers: Array<TdrFiled | Error>) => {
    const asked: Array<TdrRequest & TrainTdrInput> = []
    const machine = trainTdrMachine.provide({ actors: { fileTdr: scripted(answers, asked) } })
    return { actor: createActor(machine, { input: { bookingId: 'rb_1' } }).start(), asked }
  }
  const request: TdrRequest = { reason: 'AC_FAILURE', serials: [1] }

  it('opens, files and closes', async () => {
    const { actor, asked } = run([{ tdrId: 'TDR0000000001' }])
    expect(actor.getSnapshot().value).toBe('closed')
    actor.send({ type: 'OPEN' })
    actor.send({ type: 'FILE', request })
    expect(actor.getSnapshot().value).toBe('filing')
    const filed = await waitFor(actor, (s) => s.matches('filed'))
    expect(filed.context.filed?.tdrId).toBe('TDR0000000001')
    expect(asked).toEqual([{ bookingId: 'rb_1', ...request }])
    actor.send({ type: 'CLOSE' })
    expect(actor.getSnapshot().value).toBe('closed')
  })

  it('a refusal keeps its words; trying again files it', async () => {
    const { actor } = run([
      new Error('A TDR can be filed only after the chart is prepared.'),
      { tdrId: 'T2' },
    ])
    actor.send({ type: 'OPEN' })
    actor.send({ type: 'FILE', request })
    const failed = await waitFor(actor, (s) => s.matches('failed'))
    expect(failed.context.error).toBe('A TDR can be filed only after the chart is prepared.')
    actor.send({ type: 'RETRY' })
    await waitFor(actor, (s) => s.matches('filed'))
  })

  it('closing the modal without filing sends nothing', () => {
    const { actor, asked } = run([])
    actor.send({ type: 'OPEN' })
    actor.send({ type: 'CLOSE' })
    expect(actor.getSnapshot().value).toBe('closed')
    expect(asked).toEqual([])
  })
})
