import { describe, expect, it } from 'vitest'
import { defaultProductConfig } from '@config'
import {
  blockPair,
  checkPair,
  cheapestValidPair,
  isBlocked,
  pairKey,
  parsePairKey,
  specialFareMismatch,
} from '@machines/flights/roundtrip.logic'
import { sampleFlight } from '@machines/flights/samples'

const minGap = defaultProductConfig.flights.minReturnGapHours
const out = (index: number, price: number, arrives: string) =>
  sampleFlight({
    index,
    travel_plan_id: `O${index}`,
    adultPrice: price,
    departureDateTime: '2026-12-01T06:00:00+05:30',
    arrivalDateTime: arrives,
  })
const back = (index: number, price: number, departs: string) =>
  sampleFlight({
    index,
    column: 'return',
    travel_plan_id: `R${index}`,
    adultPrice: price,
    departureDateTime: departs,
    arrivalDateTime: '2026-12-01T23:00:00+05:30',
  })

describe('round-trip pair rules', () => {
  it('keys a pair outIndex-returnIndex and reads the legacy "-1,-1" as nothing chosen', () => {
    expect(pairKey(3, 7)).toBe('3-7')
    expect(parsePairKey('3-7')).toEqual({ ongoing: 3, return: 7 })
    expect(parsePairKey('-1,-1')).toEqual({ ongoing: -1, return: -1 })
    expect(parsePairKey('nonsense')).toBeNull()
  })

  it('refuses a return that departs before the ongoing flight lands, with a reason', () => {
    const check = checkPair(
      out(0, 1, '2026-12-01T10:00:00+05:30'),
      back(0, 1, '2026-12-01T09:30:00+05:30'),
      minGap,
    )
    expect(check).toMatchObject({ ok: false, gapMinutes: -30 })
    expect(check.ok ? '' : check.reason).toMatch(/leaves before your outbound flight lands/)
  })

  it('flags a gap under 2 hours but allows it; compares instants across time zones', () => {
    expect(
      checkPair(out(0, 1, '2026-12-01T10:00:00+05:30'), back(0, 1, '2026-12-01T11:59:00+05:30'), minGap),
    ).toEqual({
      ok: true,
      gapMinutes: 119,
      shortGap: true,
    })
    // 12:00 in Dubai (+04:00) is 13:30 in India: 3.5 h after a 10:00 IST arrival.
    expect(
      checkPair(out(0, 1, '2026-12-01T10:00:00+05:30'), back(0, 1, '2026-12-01T12:00:00+04:00'), minGap),
    ).toEqual({
      ok: true,
      gapMinutes: 210,
      shortGap: false,
    })
  })

  it('preselects the cheapest pair that does not overlap', () => {
    const outs = [out(0, 300, '2026-12-01T18:00:00+05:30'), out(1, 500, '2026-12-01T08:00:00+05:30')]
    const backs = [back(0, 100, '2026-12-01T12:00:00+05:30'), back(1, 400, '2026-12-01T20:00:00+05:30')]
    // O0+R0 = 400 overlaps; O1+R0 = 600 and O0+R1 = 700 are valid: the cheapest valid is O1+R0.
    const pair = cheapestValidPair(outs, backs)
    expect(pair && pairKey(pair.ongoing.index, pair.return.index)).toBe('1-0')
    expect(cheapestValidPair(outs, [])).toBeNull()
    expect(cheapestValidPair([out(0, 1, '2026-12-02T10:00:00+05:30')], backs)).toBeNull()
  })

  it('blocks a domestic result only beside the other leg it was blocked with', () => {
    const o = out(0, 1, '2026-12-01T08:00:00+05:30')
    const r0 = back(0, 1, '2026-12-01T12:00:00+05:30')
    const r1 = back(1, 2, '2026-12-01T13:00:00+05:30')
    const blacklist = blockPair(o, r0)
    expect(isBlocked(o, blacklist, r0)).toBe(true)
    expect(isBlocked(o, blacklist, r1)).toBe(false)
    expect(isBlocked(r0, blacklist, o)).toBe(true)
    // A plain entry (international) blocks everywhere.
    expect(isBlocked(o, [{ travel_plan_id: 'O0' }], null)).toBe(true)
    // The cheapest pair skips the blocked one.
    const pair = cheapestValidPair([o], [r0, r1], blacklist)
    expect(pair?.return.travel_plan_id).toBe('R1')
  })

  it('pairs a special round-trip fare only with its matching travel plans on the other leg', () => {
    const special = (f: ReturnType<typeof out>, matching: string[]) => ({
      ...f,
      travel_plan_id: `${f.travel_plan_id}-SRT`,
      special_fare: { is_special: true, matching_travel_plans: matching },
    })
    const o = out(0, 1000, '2026-12-01T08:00:00+05:30')
    const r = back(0, 1000, '2026-12-01T12:00:00+05:30')
    const oSpecial = special(out(1, 800, '2026-12-01T08:00:00+05:30'), ['R1-SRT'])
    const rSpecial = special(back(1, 850, '2026-12-01T13:00:00+05:30'), ['O1-SRT'])
    const rOtherSpecial = special(back(2, 700, '2026-12-01T14:00:00+05:30'), ['O9-SRT'])
    expect(specialFareMismatch(oSpecial, rSpecial)).toBe(false)
    expect(specialFareMismatch(oSpecial, r)).toBe(true)
    expect(specialFareMismatch(o, rOtherSpecial)).toBe(true)
    expect(specialFareMismatch(o, r)).toBe(false)
    // The cheapest sums (special onward + another airline's special return: 1,500) are not sold;
    // the matching specials (1,650) beat the regular fares (1,800 and more).
    const pair = cheapestValidPair([o, oSpecial], [r, rSpecial, rOtherSpecial])
    expect(pair && [pair.ongoing.travel_plan_id, pair.return.travel_plan_id]).toEqual(['O1-SRT', 'R1-SRT'])
  })
})
