import { createActor, fromPromise, SimulatedClock } from 'xstate'
import { describe, expect, it } from 'vitest'
import {
  appliedTotal,
  MAX_VOUCHER_ENTRIES,
  voucherRedeemMachine,
  type RedeemOutput,
} from '@machines/vouchers/voucher-redeem.machine'

/** Answers the test settles by hand, so every in-between state can be looked at. */
function deferred<T>() {
  let resolve!: (v: T) => void
  let reject!: (e: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

function start() {
  const redeems: { code: string; index: number; answer: ReturnType<typeof deferred<RedeemOutput>> }[] = []
  const removals: { ref: string | null; index: number; answer: ReturnType<typeof deferred<void>> }[] = []
  const machine = voucherRedeemMachine.provide({
    actors: {
      redeemVoucher: fromPromise<RedeemOutput, { code: string; index: number }>(({ input }) => {
        const answer = deferred<RedeemOutput>()
        redeems.push({ ...input, answer })
        return answer.promise
      }),
      removeVoucher: fromPromise<void, { ref: string | null; index: number }>(({ input }) => {
        const answer = deferred<void>()
        removals.push({ ...input, answer })
        return answer.promise
      }),
    },
  })
  const actor = createActor(machine, { clock: new SimulatedClock() }).start()
  return { actor, redeems, removals }
}

const settle = () => new Promise((r) => setTimeout(r, 0))
const applied = (amount: number, ref: string): RedeemOutput => ({
  amount,
  ref,
  message: `₹${amount / 100} off`,
})

describe('voucher redeem', () => {
  it('starts with one empty entry and redeems only a typed code', () => {
    const { actor, redeems } = start()
    expect(actor.getSnapshot().context.entries).toEqual([
      { code: '', applied: false, amount: null, ref: null },
    ])
    actor.send({ type: 'REDEEM', index: 0 })
    expect(actor.getSnapshot().value).toBe('ready')
    actor.send({ type: 'EDIT', index: 0, code: ' gift-1000 ' })
    actor.send({ type: 'REDEEM', index: 0 })
    expect(actor.getSnapshot().value).toBe('redeeming')
    expect(redeems[0]).toMatchObject({ code: 'gift-1000', index: 0 })
  })

  it('marks a redeemed entry applied with its answer, keyed by index, and keeps a refusal on its own entry', async () => {
    const { actor, redeems } = start()
    actor.send({ type: 'EDIT', index: 0, code: 'GIFT-1000' })
    actor.send({ type: 'REDEEM', index: 0 })
    redeems[0]?.answer.resolve(applied(100_000, 'vu_a'))
    await settle()
    actor.send({ type: 'ADD_ENTRY' })
    actor.send({ type: 'EDIT', index: 1, code: 'OLD-GIFT' })
    actor.send({ type: 'REDEEM', index: 1 })
    redeems[1]?.answer.reject(new Error('This voucher expired on 31 December 2025.'))
    await settle()
    const { context } = actor.getSnapshot()
    expect(context.entries.map((e) => e.applied)).toEqual([true, false])
    expect(context.responses).toEqual({
      0: { ok: true, message: '₹1000 off' },
      1: { ok: false, message: 'This voucher expired on 31 December 2025.' },
    })
    expect(appliedTotal(context)).toBe(100_000)
    // Typing again clears that entry's answer; an applied entry cannot be edited.
    actor.send({ type: 'EDIT', index: 1, code: 'GIFT-500' })
    actor.send({ type: 'EDIT', index: 0, code: 'X' })
    expect(actor.getSnapshot().context.responses[1]).toBeUndefined()
    expect(actor.getSnapshot().context.entries[0]?.code).toBe('GIFT-1000')
  })

  it('adds entries only when every entry is applied, up to the limit', async () => {
    const { actor, redeems } = start()
    actor.send({ type: 'ADD_ENTRY' })
    expect(actor.getSnapshot().context.entries).toHaveLength(1)
    for (let i = 0; i < MAX_VOUCHER_ENTRIES; i++) {
      actor.send({ type: 'EDIT', index: i, code: `CODE-${i}` })
      actor.send({ type: 'REDEEM', index: i })
      redeems[i]?.answer.resolve(applied(10_000, `vu_${i}`))
      await settle()
      actor.send({ type: 'ADD_ENTRY' })
    }
    expect(actor.getSnapshot().context.entries).toHaveLength(MAX_VOUCHER_ENTRIES)
  })

  it('undo removes the entry (the answers after it move up); a failed removal keeps it with its error', async () => {
    const { actor, redeems, removals } = start()
    for (const [i, code] of ['A-111', 'B-222'].entries()) {
      if (i > 0) actor.send({ type: 'ADD_ENTRY' })
      actor.send({ type: 'EDIT', index: i, code })
      actor.send({ type: 'REDEEM', index: i })
      redeems[i]?.answer.resolve(applied(5_000 * (i + 1), `vu_${i}`))
      await settle()
    }
    actor.send({ type: 'UNDO', index: 0 })
    expect(actor.getSnapshot().value).toBe('removing')
    expect(removals[0]).toMatchObject({ ref: 'vu_0', index: 0 })
    removals[0]?.answer.reject(new Error('Please try again later.'))
    await settle()
    expect(actor.getSnapshot().context.removalErrors).toEqual({ 0: 'Please try again later.' })
    expect(actor.getSnapshot().context.entries).toHaveLength(2)
    actor.send({ type: 'UNDO', index: 0 })
    expect(actor.getSnapshot().context.removalErrors).toEqual({})
    removals[1]?.answer.resolve()
    await settle()
    const { context } = actor.getSnapshot()
    expect(context.entries).toEqual([{ code: 'B-222', applied: true, amount: 10_000, ref: 'vu_1' }])
    expect(context.responses).toEqual({ 0: { ok: true, message: '₹100 off' } })
    // Undoing the last voucher leaves one empty entry.
    actor.send({ type: 'UNDO', index: 0 })
    removals[2]?.answer.resolve()
    await settle()
    expect(actor.getSnapshot().context.entries).toEqual([
      { code: '', applied: false, amount: null, ref: null },
    ])
  })

  it('reset restores a single empty entry and forgets every answer', async () => {
    const { actor, redeems } = start()
    actor.send({ type: 'EDIT', index: 0, code: 'GIFT-1000' })
    actor.send({ type: 'REDEEM', index: 0 })
    redeems[0]?.answer.resolve(applied(100_000, 'vu_a'))
    await settle()
    actor.send({ type: 'RESET' })
    expect(actor.getSnapshot().context).toEqual({
      entries: [{ code: '', applied: false, amount: null, ref: null }],
      responses: {},
      removalErrors: {},
      busy: null,
    })
  })
})
