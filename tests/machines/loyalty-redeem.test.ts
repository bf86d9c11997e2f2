// The loyalty redeem machine with stub actors and a simulated clock (issue 26): number → PIN
// (PIN-sent modal, resend after the wait) → redeem → redeemed; the look-up failure's words by input
// length; pin error; undo and its error; remove clears the account data; another selection resets
// every flag; pay without PAYBACK; a fully paid booking; the redeem authorisation running out.
import { describe, expect, it } from 'vitest'
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate'
import { accountNotFound } from '@contracts/loyalty/messages'
import {
  loyaltyRedeemMachine,
  lookupFailure,
  type PaybackAccount,
} from '@machines/loyalty/loyalty-redeem.machine'

const account: PaybackAccount = {
  card: '••••0001',
  mobile: '••••0001',
  name: 'Asha Verma',
  membership_status: 1,
}
const balance = { points: 2400, value: 60_000, paise_per_point: 25, max_share_percent: 50 }

function redeem(opts: { found?: boolean; pinRight?: boolean; left?: number; undoFails?: boolean } = {}) {
  const clock = new SimulatedClock()
  const calls: string[] = []
  const machine = loyaltyRedeemMachine.provide({
    actors: {
      lookupAccount: fromPromise(async ({ input }) => {
        calls.push(`lookup ${input.number}`)
        return opts.found === false ? null : account
      }),
      requestPin: fromPromise(async () => {
        calls.push('pin')
        return { mobile: '••••0001', email: 'a•••@x.example' }
      }),
      verifyPin: fromPromise(async ({ input }) => {
        if (opts.pinRight === false)
          throw new Error('That PIN is not right. 2 tries left before PAYBACK is locked for a while.')
        calls.push(`verify ${input.pin}`)
        return { authorization: 'lra_x', balance }
      }),
      redeemPoints: fromPromise(async ({ input }) => {
        calls.push(`redeem ${input.amount}`)
        return { redeemed: input.amount, left: opts.left ?? 100_000 }
      }),
      undoRedeem: fromPromise(async () => {
        calls.push('undo')
        if (opts.undoFails)
          throw new Error('We appear to be having technical difficulties right now, please try again later.')
      }),
    },
  })
  const actor = createActor(machine, {
    input: { bookingTotal: 100_000, left: 100_000, resendCooldownMs: 30_000, authorizationTtlMs: 900_000 },
    clock,
  }).start()
  return { actor, clock, calls }
}

async function toReady(r: ReturnType<typeof redeem>) {
  r.actor.send({ type: 'SUBMIT_NUMBER', number: '9811100001' })
  await waitFor(r.actor, (s) => s.matches('accountFound'))
  r.actor.send({ type: 'REQUEST_PIN' })
  await waitFor(r.actor, (s) => s.matches('pinSent'))
  r.actor.send({ type: 'SUBMIT_PIN', pin: '1234' })
  await waitFor(r.actor, (s) => s.matches('ready'))
}

describe('loyalty redeem', () => {
  it('looks up, sends the PIN, verifies it, suggests the cap, redeems and undoes', async () => {
    const r = redeem()
    await toReady(r)
    expect(r.actor.getSnapshot().context).toMatchObject({
      account,
      authorization: 'lra_x',
      amountToRedeem: 50_000,
    })
    r.actor.send({ type: 'REDEEM', amount: 40_000 })
    await waitFor(r.actor, (s) => s.matches('redeemed'))
    expect(r.actor.getSnapshot().context).toMatchObject({ redeemed: 40_000, fullAmountPaid: false })
    r.actor.send({ type: 'UNDO' })
    await waitFor(r.actor, (s) => s.matches('ready'))
    expect(r.actor.getSnapshot().context).toMatchObject({ redeemed: null, account })
    expect(r.calls).toEqual(['lookup 9811100001', 'pin', 'verify 1234', 'redeem 40000', 'undo'])
  })

  it('says not found for this mobile number or card number by the input length', async () => {
    for (const [number, words] of [
      ['9000000000', 'PAYBACK account not found for this mobile number'],
      ['6199999999999999', 'PAYBACK account not found for this card number'],
    ] as const) {
      const r = redeem({ found: false })
      r.actor.send({ type: 'SUBMIT_NUMBER', number })
      await waitFor(r.actor, (s) => s.matches('enterNumber') && s.context.lookupError !== null)
      expect(r.actor.getSnapshot().context.lookupError).toBe(words)
      expect(lookupFailure(number)).toBe(accountNotFound(number))
    }
  })

  it('keeps the PIN-sent modal open with the pin error, and allows a resend only after the wait', async () => {
    const r = redeem({ pinRight: false })
    r.actor.send({ type: 'SUBMIT_NUMBER', number: '9811100001' })
    await waitFor(r.actor, (s) => s.matches('accountFound'))
    r.actor.send({ type: 'REQUEST_PIN' })
    await waitFor(r.actor, (s) => s.matches('pinSent'))
    r.actor.send({ type: 'SUBMIT_PIN', pin: '0000' })
    await waitFor(r.actor, (s) => s.matches('pinSent') && s.context.pinError !== null)
    expect(r.actor.getSnapshot().context.pinError).toContain('2 tries left')
    r.actor.send({ type: 'RESEND_PIN' })
    expect(r.actor.getSnapshot().matches('pinSent')).toBe(true)
    r.clock.increment(29_999)
    expect(r.actor.getSnapshot().context.canResend).toBe(false)
    r.clock.increment(1)
    expect(r.actor.getSnapshot().context.canResend).toBe(true)
    r.actor.send({ type: 'RESEND_PIN' })
    await waitFor(r.actor, (s) => s.matches('pinSent') && !s.context.canResend)
    expect(r.calls.filter((c) => c === 'pin')).toHaveLength(2)
  })

  it('keeps the redeem with its undoError when the undo fails', async () => {
    const r = redeem({ undoFails: true })
    await toReady(r)
    r.actor.send({ type: 'REDEEM', amount: 40_000 })
    await waitFor(r.actor, (s) => s.matches('redeemed'))
    r.actor.send({ type: 'UNDO' })
    await waitFor(r.actor, (s) => s.matches('redeemed') && s.context.undoError !== null)
    expect(r.actor.getSnapshot().context.redeemed).toBe(40_000)
  })

  it('marks a booking paid in full, and removing the discount clears the account data', async () => {
    const r = redeem({ left: 0 })
    await toReady(r)
    r.actor.send({ type: 'REDEEM', amount: 50_000 })
    await waitFor(r.actor, (s) => s.matches('redeemed'))
    expect(r.actor.getSnapshot().context.fullAmountPaid).toBe(true)
    r.actor.send({ type: 'REMOVE_DISCOUNT' })
    await waitFor(r.actor, (s) => s.matches('enterNumber'))
    expect(r.actor.getSnapshot().context).toMatchObject({
      number: '',
      account: null,
      authorization: null,
      balance: null,
      redeemed: null,
      fullAmountPaid: false,
    })
  })

  it('resets every loyalty flag when another flight, room or class is chosen', async () => {
    const r = redeem()
    r.actor.send({ type: 'PROCEED_WITHOUT_PAYBACK' })
    expect(r.actor.getSnapshot().context.proceedWithoutPayback).toBe(true)
    r.actor.send({ type: 'SELECTION_CHANGED' })
    expect(r.actor.getSnapshot().matches('enterNumber')).toBe(true)
    expect(r.actor.getSnapshot().context.proceedWithoutPayback).toBe(false)
    await toReady(r)
    r.actor.send({ type: 'SELECTION_CHANGED' })
    expect(r.actor.getSnapshot().context).toMatchObject({
      account: null,
      authorization: null,
      bookingTotal: 100_000,
    })
  })

  it('asks for a new PIN when the redeem authorisation runs out', async () => {
    const r = redeem()
    await toReady(r)
    r.clock.increment(899_999)
    expect(r.actor.getSnapshot().matches('ready')).toBe(true)
    r.clock.increment(1)
    expect(r.actor.getSnapshot().matches('accountFound')).toBe(true)
    expect(r.actor.getSnapshot().context.error).toContain('ask for a new PIN')
  })
})
