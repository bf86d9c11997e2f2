import { describe, expect, it } from 'vitest'
import { assign, setup } from 'xstate'
import { pathCover, untakenTransitions } from '@machines/lib/path-cover'
import { machinePaths } from '@machines/lib/paths'
import { replayPath } from '../support/model'

/** A small checkout: a basket that needs two items, a payment that can fail, and an end. */
const checkout = setup({
  types: {
    context: {} as { items: number },
    events: {} as
      { type: 'ADD' } | { type: 'REMOVE' } | { type: 'PAY' } | { type: 'RETRY' } | { type: 'CANCEL' },
  },
  guards: { enough: ({ context }) => context.items >= 2, some: ({ context }) => context.items > 0 },
}).createMachine({
  id: 'checkout',
  context: { items: 0 },
  initial: 'basket',
  states: {
    basket: {
      description: 'items are added',
      on: {
        ADD: { actions: assign({ items: ({ context }) => context.items + 1 }) },
        REMOVE: { guard: 'some', actions: assign({ items: ({ context }) => context.items - 1 }) },
        PAY: { guard: 'enough', target: 'paying' },
        CANCEL: 'cancelled',
      },
    },
    paying: { description: 'the payment runs', on: { RETRY: 'failed', PAY: 'paid', CANCEL: 'basket' } },
    failed: { description: 'the payment failed', on: { RETRY: 'paying', CANCEL: 'cancelled' } },
    paid: { type: 'final', description: 'paid' },
    cancelled: { type: 'final', description: 'cancelled' },
  },
})

const byItems = (context: unknown) => Math.min((context as { items: number }).items, 2)

describe('path cover', () => {
  const cover = pathCover(checkout, { serializeContext: byItems })

  it('takes every transition of the model', () => {
    expect(cover.transitions.length).toBeGreaterThan(10)
    expect(untakenTransitions(cover, { serializeContext: byItems })).toEqual([])
  })

  it('needs fewer paths than one per transition, and no more than the ends it must reach', () => {
    expect(cover.paths.length).toBeLessThan(cover.transitions.length)
    // Every transition into a final state ends a path: there are 4 (cancel from the basket at 0, 1
    // and 2 items and from failed, pay from paying), so no cover has fewer than 4 paths.
    const intoEnds = cover.transitions.filter((t) => /"status":"done"/.test(t.to)).length
    expect(cover.paths.length).toBe(intoEnds)
  })

  it('keeps no path that is the start of another', () => {
    const events = cover.paths.map((p) => p.steps.map((s) => JSON.stringify(s.event)))
    events.forEach((a, i) =>
      events.forEach((b, j) => {
        if (i !== j) expect(a.every((e, k) => b[k] === e) && a.length <= b.length).toBe(false)
      }),
    )
  })

  it('walks the machine for real: every path replays, context included', async () => {
    for (const path of cover.paths) await replayPath(checkout, path)
  })

  it('tells each path as a story from the start', () => {
    expect(cover.paths[0]!.steps[0]!.kind).toBe('start')
    expect(cover.paths[0]!.story).toMatch(/^Given items are added; when /)
  })

  it('cuts paths at maxSteps and still covers everything', () => {
    // The longest way to a transition is 5 steps (add, add, pay, retry, cancel): no path is longer.
    const short = pathCover(checkout, { serializeContext: byItems, maxSteps: 5 })
    expect(Math.max(...short.paths.map((p) => p.steps.length - 1))).toBeLessThanOrEqual(5)
    expect(short.paths.length).toBeGreaterThan(cover.paths.length)
    expect(untakenTransitions(short, { serializeContext: byItems })).toEqual([])
  })

  it('says so when the machine cannot start without an input', () => {
    const needsInput = setup({ types: { input: {} as { n: number } } }).createMachine({
      id: 'needsInput',
      context: ({ input }) => ({ n: input.n }),
    })
    expect(() => pathCover(needsInput)).toThrow(/needsInput fails to start .*sampleInputs/)
  })

  it('leaves machinePaths as it was: one shortest path per state', () => {
    expect(
      machinePaths(checkout)
        .map((p) => p.stateLabel)
        .sort(),
    ).toEqual(['basket', 'cancelled'].sort())
  })
})
