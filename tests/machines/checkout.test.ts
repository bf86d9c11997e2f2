// The checkout machines with stub actors and a simulated clock: the 12-minute session, its
// warning, the step order, the fare re-check's outcomes and the confirmation's outcomes.
import { describe, expect, it } from 'vitest'
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate'
import type { Booking, Offer, TravellersRequest } from '@contracts/checkout/booking'
import { checkoutMachine, type CheckoutInput } from '@machines/checkout/checkout.machine'
import { confirmationMachine, type PolledBooking } from '@machines/commerce/confirmation.machine'
import { flightConfirmationOutcome } from '@machines/checkout/confirmation.outcome'
import { fareRecheckMachine } from '@machines/checkout/fare-recheck.machine'
import { sampleBooking, sampleOffer, sampleRecheckInput, sampleTravellers } from '@machines/checkout/samples'
import { defaultProductConfig } from '@config'

const input: CheckoutInput = {
  step: 'yourFlight',
  remainingMs: 720_000,
  dangerMs: 120_000,
  travellersSaved: false,
}

function checkout(over: Partial<CheckoutInput> = {}, saveFails = false) {
  const clock = new SimulatedClock()
  const machine = checkoutMachine.provide({
    actors: {
      saveTravellers: fromPromise<unknown, TravellersRequest>(async () => {
        if (saveFails)
          throw Object.assign(new Error('refused'), {
            fields: [
              { field: 'travellers.0.date_of_birth', message: 'Enter the date of birth of the child' },
            ],
          })
        return sampleBooking('DRAFT')
      }),
      pay: fromPromise<{ payUrl: string }, { shownTotal: number }>(async () => ({
        payUrl: 'http://gateway/pay/1',
      })),
    },
  })
  const actor = createActor(machine, { input: { ...input, ...over }, clock }).start()
  return { actor, clock }
}

describe('checkout', () => {
  it('warns at 2 minutes left and ends the session at 12 minutes', () => {
    const { actor, clock } = checkout()
    clock.increment(599_000)
    expect(actor.getSnapshot().context.danger).toBe(false)
    clock.increment(1_000)
    expect(actor.getSnapshot().context.danger).toBe(true)
    clock.increment(119_999)
    expect(actor.getSnapshot().matches('expired')).toBe(false)
    clock.increment(1)
    expect(actor.getSnapshot().matches('expired')).toBe(true)
  })

  it('a reload with 90 seconds left starts in the warning and ends 90 seconds later', () => {
    const { actor, clock } = checkout({ remainingMs: 90_000, step: 'addOns' })
    expect(actor.getSnapshot().context.danger).toBe(true)
    expect(actor.getSnapshot().matches({ open: 'addOns' })).toBe(true)
    clock.increment(90_000)
    expect(actor.getSnapshot().matches('expired')).toBe(true)
  })

  it('after a failed payment it counts to the 20-minute payment hold, not the session, and says so', () => {
    // Paid at 11 minutes left, failed, back 30 seconds later: the server's hold has 19:30 left.
    const { actor, clock } = checkout({
      remainingMs: 1_170_000,
      step: 'payment',
      travellersSaved: true,
      deadline: 'paymentHold',
    })
    expect(actor.getSnapshot().context.deadline).toBe('paymentHold')
    expect(actor.getSnapshot().matches({ open: 'payment' })).toBe(true)
    // Where the session alone would have ended (11 minutes on), the traveller can still pay.
    clock.increment(660_000)
    expect(actor.getSnapshot().matches({ open: 'payment' })).toBe(true)
    expect(actor.getSnapshot().context.danger).toBe(false)
    clock.increment(390_000)
    expect(actor.getSnapshot().context.danger).toBe(true)
    clock.increment(120_000)
    expect(actor.getSnapshot().matches('expired')).toBe(true)
  })

  it('a checkout never paid counts to its session', () => {
    expect(checkout().actor.getSnapshot().context.deadline).toBe('session')
  })

  it('goes step by step; payment is reached only once the travellers are saved', async () => {
    const { actor } = checkout()
    actor.send({ type: 'GO_TO', step: 'payment' })
    expect(actor.getSnapshot().matches({ open: 'travellerDetails' })).toBe(true)
    actor.send({ type: 'SUBMIT_TRAVELLERS', travellers: sampleTravellers })
    await waitFor(actor, (s) => s.matches({ open: 'payment' }))
    actor.send({ type: 'PAY', shownTotal: 479_900, termsAccepted: false })
    expect(actor.getSnapshot().context.error).toBe('Please accept the terms and conditions to pay')
    expect(actor.getSnapshot().matches({ open: 'payment' })).toBe(true)
    actor.send({ type: 'PAY', shownTotal: 479_900, termsAccepted: true })
    await waitFor(actor, (s) => s.matches('redirecting'))
    expect(actor.getSnapshot().context.payUrl).toBe('http://gateway/pay/1')
  })

  it('a refused save stays on the form with the fields the server named', async () => {
    const { actor } = checkout({ step: 'travellerDetails' }, true)
    actor.send({ type: 'SUBMIT_TRAVELLERS', travellers: sampleTravellers })
    await waitFor(actor, (s) => s.context.errorFields.length > 0)
    expect(actor.getSnapshot().matches({ open: 'travellerDetails' })).toBe(true)
    expect(actor.getSnapshot().context.errorFields).toEqual([
      { field: 'travellers.0.date_of_birth', message: 'Enter the date of birth of the child' },
    ])
  })
})

function recheck(answers: Offer[], startFails = false, pollIntervalMs?: number) {
  const clock = new SimulatedClock()
  let i = 0
  const machine = fareRecheckMachine.provide({
    actors: {
      recheckFare: fromPromise(async () => sampleOffer('PENDING')),
      pollOffer: fromPromise(
        async () => answers[Math.min(i++, answers.length - 1)] ?? sampleOffer('PENDING'),
      ),
      startCheckout: fromPromise(async () => {
        if (startFails)
          throw Object.assign(new Error('These seats have just sold out. Please choose another flight.'), {
            code: 'SOLD_OUT',
          })
        return { bookingId: 'bk_1', tripId: 'SF1234567890' }
      }),
    },
  })
  const input = {
    ...sampleRecheckInput,
    pollIntervalMs: pollIntervalMs ?? defaultProductConfig.polling.intervalMs,
  }
  const actor = createActor(machine, { input, clock }).start()
  return { actor, clock }
}

describe('fare re-check', () => {
  it('polls while PENDING, then opens the checkout at the confirmed fare', async () => {
    const { actor, clock } = recheck([sampleOffer('PENDING'), sampleOffer('CONFIRMED')])
    await waitFor(actor, (s) => s.matches('waiting'))
    clock.increment(1000)
    await waitFor(actor, (s) => s.matches('waiting'))
    clock.increment(1000)
    await waitFor(actor, (s) => s.status === 'done')
    expect(actor.getSnapshot().output).toEqual({ bookingId: 'bk_1' })
  })

  it('polls at the interval the page gives (polling.intervalMs)', async () => {
    const { actor, clock } = recheck([sampleOffer('CONFIRMED')], false, 2500)
    await waitFor(actor, (s) => s.matches('waiting'))
    clock.increment(2499)
    expect(actor.getSnapshot().matches('waiting')).toBe(true)
    clock.increment(1)
    await waitFor(actor, (s) => s.status === 'done')
  })

  it('a changed fare waits for the traveller, with both totals', async () => {
    const { actor, clock } = recheck([sampleOffer('CHANGED', 472_500)])
    await waitFor(actor, (s) => s.matches('waiting'))
    clock.increment(1000)
    await waitFor(actor, (s) => s.matches('changed'))
    const offer = actor.getSnapshot().context.offer
    expect([offer?.shown_fare.total, offer?.fare?.total]).toEqual([450_000, 472_500])
    actor.send({ type: 'CONTINUE' })
    await waitFor(actor, (s) => s.status === 'done')
  })

  it('sold out at the check or at the checkout: back to the results with the reason', async () => {
    const { actor, clock } = recheck([sampleOffer('CONFIRMED')], true)
    await waitFor(actor, (s) => s.matches('waiting'))
    clock.increment(1000)
    await waitFor(actor, (s) => s.matches('soldOut'))
    expect(actor.getSnapshot().context.error).toBe(
      'These seats have just sold out. Please choose another flight.',
    )
    actor.send({ type: 'BACK' })
    expect(actor.getSnapshot().value).toBe('cancelled')
  })
})

describe('confirmation', () => {
  function follow(answers: Booking[]) {
    const clock = new SimulatedClock()
    let i = 0
    // The flight port reads each answer as the commerce core's outcome (src/flows/checkout/checkout.flow.ts).
    const machine = confirmationMachine.provide({
      actors: {
        fetchBooking: fromPromise<PolledBooking, { ref: string }>(async () => {
          const booking = answers[Math.min(i++, answers.length - 1)] ?? sampleBooking('TICKETING')
          return { booking, outcome: flightConfirmationOutcome(booking) }
        }),
      },
    })
    const input = { ref: 'SF2611300001', booking: null, canPayAgain: true }
    return { actor: createActor(machine, { input, clock }).start(), clock }
  }

  it('polls while ticketing, ends confirmed', async () => {
    const { actor, clock } = follow([sampleBooking('TICKETING'), sampleBooking('TICKETED')])
    await waitFor(actor, (s) => s.matches({ following: 'waiting' }))
    clock.increment(1000)
    await waitFor(actor, (s) => s.matches('confirmed'))
  })

  it('after a minute unconfirmed it says so and keeps a button to check again', async () => {
    const { actor, clock } = follow([sampleBooking('UNCONFIRMED')])
    await waitFor(actor, (s) => s.matches({ following: 'waiting' }))
    clock.increment(60_000)
    expect(actor.getSnapshot().matches('notConfirmedYet')).toBe(true)
  })

  it('a failed payment offers to pay again', async () => {
    const { actor } = follow([sampleBooking('PAYMENT_FAILED')])
    await waitFor(actor, (s) => s.matches('paymentFailed'))
    actor.send({ type: 'PAY_AGAIN' })
    expect(actor.getSnapshot().matches('payingAgain')).toBe(true)
  })
})
