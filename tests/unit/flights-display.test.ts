import { describe, expect, it } from 'vitest'
import {
  cheapestDate,
  longDate,
  nearbyDates,
  progressText,
  shortDate,
  stripAround,
  stripCaption,
} from '~/lib/flights/calendar'
import {
  bookLabel,
  dayOffset,
  flightNumber,
  hasBaggageAlert,
  layoversOf,
  seatsLeftNote,
} from '~/lib/flights/display'
import { specialFares } from '~/lib/flights/special'
import { itemOffsets, keepRows, rowAt, stagedRows, windowRange } from '~/lib/flights/window'

/** Offsets of rows with these heights (every height known). */
const rowOffsets = (heights: number[]) =>
  itemOffsets(
    heights.map((h) => ({ h })),
    { get: (row) => row.h },
    0,
  )
import { addDays } from '~/lib/flights/today'
import type { PeriodPrice } from '@contracts/flights/schemas'
import { result } from './flights-factory'

describe('card text', () => {
  it('writes flight numbers with the airline code once', () => {
    expect(flightNumber({ airline_code: '6E', flight_number: '2134' })).toBe('6E 2134')
    expect(flightNumber({ airline_code: '6E', flight_number: '6E2134' })).toBe('6E 2134')
    expect(flightNumber({ airline_code: 'AI', flight_number: 'AI 101' })).toBe('AI 101')
  })

  it('names the book button by airline, flight and fare', () => {
    expect(bookLabel(result(), '₹5,432')).toBe('Book IndiGo 6E 2134, ₹5,432')
  })

  it('notes layovers shorter than the configured hours', () => {
    const r = result({
      legs: [
        { from: 'DEL', to: 'AMD', dep: 360, minutes: 90, layover: 239 },
        { from: 'AMD', to: 'HYD', dep: 689, minutes: 90, layover: 240 },
        { from: 'HYD', to: 'BOM', dep: 1_019, minutes: 90 },
      ],
    })
    expect(layoversOf(r, 4)).toEqual([
      { airport: 'AMD', city: 'AMD City', minutes: 239, short: true },
      { airport: 'HYD', city: 'HYD City', minutes: 240, short: false },
    ])
  })

  it('shows seats left only when few, the baggage alert, and a next-day arrival', () => {
    expect([seatsLeftNote(1), seatsLeftNote(5), seatsLeftNote(6), seatsLeftNote(0)]).toEqual([
      'Only 1 seat left',
      'Only 5 seats left',
      null,
      null,
    ])
    expect(hasBaggageAlert(result())).toBe(false)
    expect(hasBaggageAlert(result({ baggage: { cabin_kg: 7, check_in_kg: 0 } }))).toBe(true)
    expect(dayOffset('2026-12-01T23:10:00+05:30', '2026-12-02T01:20:00+05:30')).toBe('+1')
    expect(dayOffset('2026-12-01T06:10:00+05:30', '2026-12-01T08:20:00+05:30')).toBe('')
  })
})

describe('windowing', () => {
  const offsets = rowOffsets(Array.from({ length: 5_000 }, () => 200))

  it('renders only the rows in view plus overscan', () => {
    expect(windowRange(offsets, 0, 799, 4)).toEqual({ start: 0, end: 8, before: 0, after: 4_992 * 200 })
    const mid = windowRange(offsets, 100_000, 800, 4)
    expect(mid.start).toBe(496)
    expect(mid.end).toBe(509)
    expect(mid.before).toBe(496 * 200)
    expect(mid.before + (mid.end - mid.start) * 200 + mid.after).toBe(5_000 * 200)
    expect(mid.end - mid.start).toBeLessThan(60)
  })

  it('keeps the rows it has when the window shrinks by a row or two, not when it moves', () => {
    const shown = windowRange(offsets, 0, 1_199, 2) // rows 0–8
    // Heights learned a little taller: the window would end a row earlier; the rows stay.
    const taller = rowOffsets(Array.from({ length: 5_000 }, () => 300))
    expect(windowRange(taller, 0, 1_199, 2).end).toBe(shown.end - 2)
    const kept = keepRows(shown, windowRange(taller, 0, 1_199, 2), taller, 2)
    expect(kept).toEqual({ start: 0, end: shown.end, before: 0, after: (5_000 - shown.end) * 300 })
    // Scrolling on: the window moves, the new rows are taken.
    const moved = windowRange(offsets, 2_000, 1_199, 2)
    expect(keepRows(shown, moved, offsets, 2)).toEqual(moved)
    // A list shorter than the rows shown (a filter): the new window.
    const few = rowOffsets([200, 200, 200])
    expect(keepRows(shown, windowRange(few, 0, 1_199, 2), few, 2)).toEqual({
      start: 0,
      end: 3,
      before: 0,
      after: 0,
    })
  })

  it('copes with the end of the list, an empty list and measured heights', () => {
    expect(windowRange(offsets, 2_000_000, 800, 4)).toMatchObject({ start: 4_995, end: 5_000, after: 0 })
    expect(windowRange(rowOffsets([]), 0, 800, 4)).toEqual({ start: 0, end: 0, before: 0, after: 0 })
    const mixed = rowOffsets([100, 300, 50])
    expect(Array.from(mixed)).toEqual([0, 100, 400, 450])
    expect([rowAt(mixed, 0), rowAt(mixed, 99), rowAt(mixed, 100), rowAt(mixed, 420)]).toEqual([0, 0, 1, 2])
  })

  it('takes measured heights where it has them and the typical height elsewhere', () => {
    const [a, b, c] = [{ id: 'a' }, { id: 'b' }, { id: 'c' }]
    const measured = new WeakMap([
      [a, 100],
      [c, 50],
    ])
    expect(Array.from(itemOffsets([a, b, c], measured, 300))).toEqual([0, 100, 400, 450])
    expect(Array.from(itemOffsets([c, b, a], measured, 180))).toEqual([0, 50, 230, 330])
    expect(Array.from(itemOffsets([], measured, 180))).toEqual([0])
  })
})

describe('a batch reaches the rows one at a time', () => {
  const [a, b, c, d, e] = ['a', 'b', 'c', 'd', 'e'].map((name) => ({ name }))
  it('a click (no rows to keep) shows every new item at once', () => {
    expect(stagedRows([c, a, b], 0, 3, null, -1)).toEqual({ shown: [c, a, b], held: -1 })
  })
  it('rows that showed another item keep it until released, top row first', () => {
    const before = new Map([
      [0, a],
      [1, b],
    ])
    // A cheaper flight c sorted in on top: rows 0 and 1 change, row 2 is new and shows at once.
    expect(stagedRows([c, a, b], 0, 3, before, -1)).toEqual({ shown: [a, b, b], held: 0 })
    expect(stagedRows([c, a, b], 0, 3, before, 0)).toEqual({ shown: [c, b, b], held: 1 })
    const next = new Map([
      [0, c],
      [1, b],
      [2, b],
    ])
    expect(stagedRows([c, a, b], 0, 3, next, 1)).toEqual({ shown: [c, a, b], held: -1 })
  })
  it('rows that show their item already, and rows past the end of a shorter list, wait for nothing', () => {
    const before = new Map([
      [0, a],
      [1, d],
      [2, e],
    ])
    expect(stagedRows([a, b], 0, 3, before, -1)).toEqual({ shown: [a, d, undefined], held: 1 })
  })
  it('after a click the rows in view show their new items at once; the rows out of view wait', () => {
    const before = new Map([
      [0, a],
      [1, b],
      [2, c],
      [3, d],
    ])
    // Rows 0-1 are in view, 2-3 are overscan.
    expect(stagedRows([e, d, b, a], 0, 4, before, -1, { start: 0, end: 2 })).toEqual({
      shown: [e, d, c, d],
      held: 2,
    })
    expect(stagedRows([e, d, b, a], 0, 4, before, 2, { start: 0, end: 2 })).toEqual({
      shown: [e, d, b, d],
      held: 3,
    })
  })
  it('only the rendered window is considered', () => {
    const before = new Map([
      [3, a],
      [4, b],
    ])
    expect(stagedRows([a, b, c, d, e], 3, 5, before, -1)).toEqual({ shown: [a, b], held: 3 })
  })
})

describe('fare calendar', () => {
  const day = (date: string, rupees: number | null): PeriodPrice => ({
    date,
    price: rupees === null ? null : rupees * 100,
    band: rupees === null ? 'NO_INFO' : 'MID',
  })
  const prices = [
    day('2026-12-04', 5_100),
    day('2026-11-28', 4_000),
    day('2026-12-01', 4_500),
    day('2026-12-02', null),
    day('2026-11-30', 4_800),
    day('2026-12-03', 3_900),
  ]

  it('says which fare the strip shows: the class searched, and the onward flight alone on a round trip', () => {
    expect(stripCaption('one_way', 'ECONOMY')).toBe("Each day's cheapest one-way fare per adult, economy")
    expect(stripCaption('roundtrip', 'BUSINESS')).toBe(
      'Onward flight on each day: cheapest one-way fare per adult, business',
    )
  })

  it('moves a date by days across months, years and leap days', () => {
    expect(addDays('2026-12-01', -7)).toBe('2026-11-24')
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04')
    expect(addDays('2028-02-27', 2)).toBe('2028-02-29')
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28')
  })

  it('shows the days around the date, in order, and marks the cheapest', () => {
    expect(stripAround(prices, '2026-12-01', 2).map((p) => p.date)).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
    ])
    expect(cheapestDate(prices)).toBe('2026-12-03')
    expect(shortDate('2026-12-01')).toBe('Tue 1 Dec')
    expect(longDate('2026-12-01')).toBe('1 Dec 2026')
  })

  it('offers nearby dates with flights, nearest first, never in the past', () => {
    expect(nearbyDates(prices, '2026-12-01', '2026-11-29', 3).map((p) => p.date)).toEqual([
      '2026-11-30',
      '2026-12-03',
      '2026-12-04',
    ])
  })

  it('says how many airlines have answered', () => {
    expect(progressText(3, 5)).toBe('Finding flights… 3 of 5 airlines answered')
    expect(progressText(0, 0)).toBe('Finding flights…')
  })

  it('counts the legs of a multi-city search as legs, not airlines', () => {
    expect(progressText(1, 3, 'legs')).toBe('Finding flights… 1 of 3 legs searched')
    expect(progressText(4, 3, 'legs')).toBe('Finding flights… 3 of 3 legs searched')
  })
})

describe('special fares', () => {
  it('keeps the special fares for the special-fare tab', () => {
    const special = result({
      travel_plan_id: 'S',
      special_fare: {
        is_special: true,
        matching_travel_plans: ['R2'],
        promo_travel_plan: null,
        base_travel_plan: null,
      },
    })
    const plain = result({ travel_plan_id: 'P' })
    expect(specialFares([special, plain])).toEqual([special])
  })
})
