import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { findMachine } from '@machines/catalogue'
import { defaultProductConfig } from '@config'
import { roundTripMachine, selectedPairKey } from '@machines/flights/roundtrip.machine'
import { sampleFlight } from '@machines/flights/samples'
import { allStateIds } from '@machines/lib/paths'
import { runModelPaths } from '../support/model'

const outbound = (index: number, price: number, arrives: string) =>
  sampleFlight({ index, travel_plan_id: `O${index}`, adultPrice: price, arrivalDateTime: arrives })
const inbound = (index: number, price: number, departs: string) =>
  sampleFlight({
    index,
    column: 'return',
    travel_plan_id: `R${index}`,
    adultPrice: price,
    departureDateTime: departs,
    arrivalDateTime: '2026-12-01T23:59:00+05:30',
  })

const o0 = outbound(0, 300, '2026-12-01T18:00:00+05:30')
const o1 = outbound(1, 500, '2026-12-01T08:00:00+05:30')
const r0 = inbound(0, 100, '2026-12-01T12:00:00+05:30')
const r1 = inbound(1, 400, '2026-12-01T20:00:00+05:30')
const r2 = inbound(2, 450, '2026-12-01T09:00:00+05:30')

// The live configuration's minimum gap, as the flow passes it.
const input = { minReturnGapHours: defaultProductConfig.flights.minReturnGapHours }

function start() {
  const actor = createActor(roundTripMachine, { input }).start()
  actor.send({ type: 'RESULTS', ongoing: [o0, o1], returns: [r0, r1, r2] })
  return actor
}

describe('round-trip selection: model-based paths', () => {
  const entry = findMachine('flight-roundtrip')!
  const paths = runModelPaths(roundTripMachine, {
    sampleEvents: entry.sampleEvents,
    input: entry.sampleInputs,
    cover: 'transitions',
  })
  it('reaches every state', () => {
    const reached = new Set(paths.flatMap((p) => p.steps.flatMap((s) => s.snapshot._nodes.map((n) => n.id))))
    expect(allStateIds(roundTripMachine).filter((id) => !reached.has(id))).toEqual([])
  })
})

describe('round-trip selection: examples', () => {
  it('starts with nothing chosen ("-1-1") and preselects the cheapest pair that does not overlap', () => {
    expect(selectedPairKey(createActor(roundTripMachine, { input }).getSnapshot().context)).toBe('-1--1')
    const actor = start()
    // O0+R0 (400) overlaps; O1+R0 (600) is the cheapest valid pair.
    expect(selectedPairKey(actor.getSnapshot().context)).toBe('1-0')
    expect(actor.getSnapshot().value).toEqual({ paired: 'comfortable' })
    expect(actor.getSnapshot().context.select_cheapest).toBe(true)
  })

  it('refuses a return that leaves before the outbound lands, and says why', () => {
    const actor = start()
    actor.send({ type: 'SELECT_ONGOING', flight: o0 })
    // O0 lands 18:00; R0 at 12:00 overlaps, so choosing O0 beside it is refused.
    expect(selectedPairKey(actor.getSnapshot().context)).toBe('1-0')
    expect(actor.getSnapshot().context.refusal).toMatch(/leaves before your outbound flight lands/)
    actor.send({ type: 'SELECT_RETURN', flight: r1 })
    actor.send({ type: 'SELECT_ONGOING', flight: o0 })
    expect(selectedPairKey(actor.getSnapshot().context)).toBe('0-1')
    expect(actor.getSnapshot().context).toMatchObject({ refusal: null, select_cheapest: false })
  })

  it('flags a return less than 2 hours after landing', () => {
    const actor = start()
    actor.send({ type: 'SELECT_RETURN', flight: r2 })
    expect(selectedPairKey(actor.getSnapshot().context)).toBe('1-2')
    expect(actor.getSnapshot().value).toEqual({ paired: 'tightConnection' })
  })

  it('blacklists a blocked pair beside the other leg only, and preselects the next cheapest', () => {
    const actor = start()
    actor.send({ type: 'BLOCK_SELECTED' })
    const { blacklist } = actor.getSnapshot().context
    expect(blacklist).toEqual([
      { travel_plan_id: 'O1', with: 'R0' },
      { travel_plan_id: 'R0', with: 'O1' },
    ])
    // O1 is still fine with another return: O1+R1 (900) vs O0+R1 (700): O0+R1 wins.
    expect(selectedPairKey(actor.getSnapshot().context)).toBe('0-1')
    // R0 beside O1 is refused, but O1 beside R1 is not.
    actor.send({ type: 'SELECT_ONGOING', flight: o1 })
    expect(selectedPairKey(actor.getSnapshot().context)).toBe('1-1')
    actor.send({ type: 'SELECT_RETURN', flight: r0 })
    expect(actor.getSnapshot().context.refusal).toMatch(/no longer available/)
  })

  it('keeps the traveller’s choice when new results arrive', () => {
    const actor = start()
    actor.send({ type: 'SELECT_RETURN', flight: r1 })
    const cheaper = inbound(3, 1, '2026-12-01T21:00:00+05:30')
    actor.send({ type: 'RESULTS', ongoing: [o0, o1], returns: [r0, r1, r2, cheaper] })
    expect(selectedPairKey(actor.getSnapshot().context)).toBe('1-1')
  })

  it('lets go of a chosen flight the lists no longer hold (sold out since), keeping the other leg', () => {
    const actor = start()
    actor.send({ type: 'SELECT_RETURN', flight: r1 })
    actor.send({ type: 'SELECT_ONGOING', flight: o0 })
    expect(selectedPairKey(actor.getSnapshot().context)).toBe('0-1')
    actor.send({ type: 'RESULTS', ongoing: [o0, o1], returns: [r0, r2], withdrawn: true })
    const { context, value } = actor.getSnapshot()
    expect(selectedPairKey(context)).toBe('0--1')
    expect(context.returns.map((r) => r.travel_plan_id)).toEqual(['R0', 'R2'])
    expect(value).toBe('choosing')
  })

  it('preselects the next cheapest pair when a preselected flight is withdrawn', () => {
    const actor = start()
    expect(selectedPairKey(actor.getSnapshot().context)).toBe('1-0')
    actor.send({ type: 'RESULTS', ongoing: [o0, o1], returns: [r1, r2], withdrawn: true })
    // R0 went: O0+R1 (700) is now the cheapest pair that fits.
    expect(selectedPairKey(actor.getSnapshot().context)).toBe('0-1')
    expect(actor.getSnapshot().context.select_cheapest).toBe(true)
  })

  describe('special round-trip fares (the supplier sells them only in matching pairs)', () => {
    // The supplier's shape: a special fare is the same flight again under "<plan>-SRT", cheaper,
    // naming the regular fare it comes from and the other leg's specials it is sold with.
    const specialOf = (f: ReturnType<typeof outbound>, index: number, price: number, matching: string[]) => ({
      ...f,
      index,
      travel_plan_id: `${f.travel_plan_id}-SRT`,
      adultPrice: price,
      special_fare: {
        is_special: true,
        matching_travel_plans: matching,
        promo_travel_plan: 'SRT-6E',
        base_travel_plan: f.travel_plan_id,
      },
    })
    // O1 lands 08:00; R1 leaves 20:00, R2 09:00 (a tight 1 h), R0 12:00.
    const o1s = specialOf(o1, 2, 250, ['R1-SRT'])
    const r1s = specialOf(r1, 3, 90, ['O1-SRT'])
    const begin = () => {
      const actor = createActor(roundTripMachine, { input }).start()
      actor.send({ type: 'RESULTS', ongoing: [o0, o1, o1s], returns: [r0, r1, r2, r1s] })
      return actor
    }

    it('preselects the two matching specials when they are the cheapest pair', () => {
      // O1-SRT + R1-SRT: 340; the cheapest regular pair that fits, O1 + R0: 600.
      expect(selectedPairKey(begin().getSnapshot().context)).toBe('2-3')
    })

    it('any regular return beside the preselected special outbound: the outbound falls back to its regular fare, and says so', () => {
      const actor = begin()
      // The preselected pair is the two specials (above); now the traveller wants the tight 09:00 return at its regular fare.
      actor.send({ type: 'SELECT_RETURN', flight: r2 })
      const { context, value } = actor.getSnapshot()
      expect(context.refusal).toBeNull()
      expect(selectedPairKey(context)).toBe('1-2')
      expect(value).toEqual({ paired: 'tightConnection' })
      expect(context.fareChanges).toEqual([{ side: 'ongoing', from: o1s, to: o1, kind: 'regular' }])
    })

    it('a special outbound beside the regular fare of its matching return: the return’s special fare comes in', () => {
      const actor = begin()
      actor.send({ type: 'SELECT_RETURN', flight: r1 })
      actor.send({ type: 'SELECT_ONGOING', flight: o1s })
      const { context } = actor.getSnapshot()
      expect(selectedPairKey(context)).toBe('2-3')
      expect(context.fareChanges).toEqual([{ side: 'return', from: r1, to: r1s, kind: 'special' }])
    })

    it('a special outbound beside a return it is not sold with falls back to its regular fare', () => {
      const actor = begin()
      actor.send({ type: 'SELECT_RETURN', flight: r2 })
      actor.send({ type: 'SELECT_ONGOING', flight: o1s })
      const { context } = actor.getSnapshot()
      expect(selectedPairKey(context)).toBe('1-2')
      expect(context.fareChanges).toEqual([{ side: 'ongoing', from: o1s, to: o1, kind: 'regular' }])
    })

    it('an accepted choice with nothing to settle clears the last changes', () => {
      const actor = begin()
      actor.send({ type: 'SELECT_RETURN', flight: r1s })
      actor.send({ type: 'SELECT_ONGOING', flight: o1 })
      expect(actor.getSnapshot().context.fareChanges).toHaveLength(1)
      actor.send({ type: 'SELECT_RETURN', flight: r0 })
      expect(actor.getSnapshot().context.fareChanges).toEqual([])
      expect(selectedPairKey(actor.getSnapshot().context)).toBe('1-0')
    })
  })
})
