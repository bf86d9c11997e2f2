// The cancellation and refund-tracking machines with stub actors and a simulated clock: the quote's
// validity, the service's QUOTE_EXPIRED, done / partial / failed, and the tracker's polling until
// every refund is final.
import { describe, expect, it } from 'vitest'
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate'
import type { Cancellation, Quote, Refund } from '@contracts/bookings/cancellation'
import {
  cancellationMachine,
  type CancelSelection,
  type QuoteRequest,
} from '@machines/bookings/cancellation.machine'
import { refundTrackingMachine } from '@machines/bookings/refund-tracking.machine'
import { sampleCancellation, sampleQuote, sampleRefund } from '@machines/bookings/samples'
import { defaultProductConfig } from '@config'

const selection: CancelSelection = { travellers: [1], flightKeys: [], destination: 'source' }
const tripId = 'SF1234567890'
const { quoteValidityMs, refundPollMs } = defaultProductConfig.cancellation

function cancellation(confirm: () => Promise<Cancellation>) {
  const clock = new SimulatedClock()
  const asked: QuoteRequest[] = []
  const confirmed: { tripId: string; quoteId: string }[] = []
  const machine = cancellationMachine.provide({
    actors: {
      requestQuote: fromPromise<Quote, QuoteRequest>(async ({ input }) => {
        asked.push(input)
        return sampleQuote
      }),
      confirmQuote: fromPromise<Cancellation, { tripId: string; quoteId: string }>(({ input }) => {
        confirmed.push(input)
        return confirm()
      }),
    },
  })
  const actor = createActor(machine, { input: { tripId, quoteValidityMs }, clock }).start()
  return { actor, clock, asked, confirmed }
}

describe('cancellation', () => {
  it('a quote not confirmed within its 15 minutes asks for a fresh one, with the same choice', async () => {
    const { actor, clock, asked } = cancellation(async () => sampleCancellation('done'))
    actor.send({ type: 'QUOTE', selection })
    await waitFor(actor, (s) => s.matches('quoted'))
    clock.increment(quoteValidityMs - 1)
    expect(actor.getSnapshot().value).toBe('quoted')
    clock.increment(1)
    expect(actor.getSnapshot().value).toBe('expired')
    actor.send({ type: 'REQUOTE' })
    await waitFor(actor, (s) => s.matches('quoted'))
    expect(asked).toEqual([
      { tripId, ...selection },
      { tripId, ...selection },
    ])
  })

  it('confirming ends done, partial or failed as the airline answered', async () => {
    for (const status of ['done', 'partial', 'failed'] as const) {
      const { actor, confirmed } = cancellation(async () => sampleCancellation(status))
      actor.send({ type: 'QUOTE', selection })
      await waitFor(actor, (s) => s.matches('quoted'))
      actor.send({ type: 'CONFIRM' })
      await waitFor(actor, (s) => s.status === 'done')
      expect([actor.getSnapshot().value, actor.getSnapshot().context.cancellation?.status]).toEqual([
        status,
        status,
      ])
      expect(confirmed).toEqual([{ tripId, quoteId: sampleQuote.id }])
    }
  })

  it("the service's QUOTE_EXPIRED asks for a fresh quote; another refusal keeps the quote with its words", async () => {
    const expired = cancellation(async () => {
      throw Object.assign(new Error('This refund quote has expired.'), { code: 'QUOTE_EXPIRED' })
    })
    expired.actor.send({ type: 'QUOTE', selection })
    await waitFor(expired.actor, (s) => s.matches('quoted'))
    expired.actor.send({ type: 'CONFIRM' })
    await waitFor(expired.actor, (s) => s.matches('expired'))
    const refused = cancellation(async () => {
      throw new Error('These tickets are already cancelled. See the refund on the booking.')
    })
    refused.actor.send({ type: 'QUOTE', selection })
    await waitFor(refused.actor, (s) => s.matches('quoted'))
    refused.actor.send({ type: 'CONFIRM' })
    await waitFor(refused.actor, (s) => s.matches('quoted') && s.context.error !== null)
    expect(refused.actor.getSnapshot().context.error).toBe(
      'These tickets are already cancelled. See the refund on the booking.',
    )
  })
})

describe('refund tracking', () => {
  it('asks again every 3 seconds until the refund is processed', async () => {
    const answers: Refund[][] = [
      [sampleRefund('requested')],
      [sampleRefund('initiated')],
      [sampleRefund('processed')],
    ]
    let calls = 0
    const trips = new Set<string>()
    const clock = new SimulatedClock()
    const machine = refundTrackingMachine.provide({
      actors: {
        fetchRefunds: fromPromise<Refund[], { tripId: string }>(async ({ input }) => {
          trips.add(input.tripId)
          return answers[Math.min(calls++, answers.length - 1)] ?? []
        }),
      },
    })
    const actor = createActor(machine, { input: { tripId, refunds: [], refundPollMs }, clock }).start()
    await waitFor(actor, (s) => s.matches('requested'))
    clock.increment(refundPollMs)
    await waitFor(actor, (s) => s.matches('initiated'))
    clock.increment(refundPollMs - 1)
    expect(calls).toBe(2)
    clock.increment(1)
    await waitFor(actor, (s) => s.matches('processed'))
    expect(actor.getSnapshot().context.refunds[0]?.bank_reference).toBe('04718236659014382217065')
    expect(calls).toBe(3)
    expect([...trips]).toEqual([tripId])
  })

  it('one failed refund among processed ones ends failed; none at all ends at once', async () => {
    const run = async (refunds: Refund[]) => {
      const machine = refundTrackingMachine.provide({
        actors: { fetchRefunds: fromPromise<Refund[], { tripId: string }>(async () => refunds) },
      })
      const actor = createActor(machine, { input: { tripId, refunds: [], refundPollMs } }).start()
      await waitFor(actor, (s) => s.status === 'done')
      return actor.getSnapshot().value
    }
    expect(await run([sampleRefund('processed'), sampleRefund('failed')])).toBe('failed')
    expect(await run([])).toBe('none')
  })
})
