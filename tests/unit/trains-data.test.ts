// The sandbox railway's master data (src/services/trains/supplier; docs/decisions/0125): real
// stations with nearby groups, about 300 trains generated deterministically along real corridors,
// their types, classes, stops and running days, and the station search.
import { describe, expect, it, vi } from 'vitest'
import { CLASSES, TRAIN_TYPES } from '@contracts/trains/codes'
import { quotaShape, quotasOf, seatsOf } from '~/services/trains/layout'
import {
  nearbyCodes,
  searchStations,
  STATIONS,
  stationByCode,
  TRAINS,
  trainByNumber,
} from '~/services/trains/supplier'

describe('stations', () => {
  it('ships a few hundred real stations, each once, with coordinates in India', () => {
    expect(STATIONS.length).toBeGreaterThanOrEqual(300)
    expect(new Set(STATIONS.map((s) => s.code)).size).toBe(STATIONS.length)
    for (const code of [
      'NDLS',
      'NZM',
      'DLI',
      'ANVT',
      'BCT',
      'CSMT',
      'LTT',
      'DR',
      'BDTS',
      'HWH',
      'SDAH',
      'KOAA',
      'MAS',
      'MS',
      'SBC',
      'YPR',
      'SMVB',
      'SC',
      'PUNE',
      'ADI',
      'JP',
      'LKO',
      'CNB',
      'PNBE',
      'BPL',
      'NGP',
      'ERS',
      'TVC',
      'GHY',
      'BBS',
    ])
      expect(stationByCode(code), code).toBeDefined()
    expect(stationByCode('NDLS')).toMatchObject({
      name: 'New Delhi',
      city: 'Delhi',
      state: 'Delhi',
      country: 'India',
    })
    expect(stationByCode('BCT')?.latitude).toBeCloseTo(18.97, 1)
  })

  it('groups the stations of a city as nearby', () => {
    expect(nearbyCodes('NDLS')).toEqual(expect.arrayContaining(['NDLS', 'NZM', 'DLI', 'ANVT']))
    expect(nearbyCodes('NDLS')[0]).toBe('NDLS')
    expect(nearbyCodes('BCT')).toEqual(expect.arrayContaining(['CSMT', 'LTT', 'DR', 'BDTS']))
    expect(nearbyCodes('HWH')).toEqual(expect.arrayContaining(['SDAH', 'KOAA']))
    expect(nearbyCodes('MAS')).toContain('MS')
    expect(nearbyCodes('SBC')).toEqual(expect.arrayContaining(['YPR', 'SMVB']))
    expect(nearbyCodes('QQQQ')).toEqual([])
  })

  it('finds stations by code, then by name or city', () => {
    expect(searchStations('sbc')[0]?.code).toBe('SBC')
    expect(searchStations('bengaluru').map((s) => s.code)).toEqual(expect.arrayContaining(['SBC', 'YPR']))
    expect(searchStations('howrah')[0]?.code).toBe('HWH')
    expect(searchStations('  ')).toEqual([])
    expect(searchStations('a', 5)).toHaveLength(5)
  })
})

describe('trains', () => {
  it('about 300 trains with unique five-digit numbers, paired odd and even', () => {
    expect(TRAINS.length).toBeGreaterThanOrEqual(250)
    expect(TRAINS.length).toBeLessThanOrEqual(400)
    const numbers = TRAINS.map((t) => t.number)
    expect(new Set(numbers).size).toBe(numbers.length)
    for (const n of numbers) expect(n).toMatch(/^[1-2][0-9]{4}$/)
    const odd = numbers.filter((n) => Number(n) % 2 === 1)
    for (const n of odd) expect(numbers, n).toContain(String(Number(n) + 1))
  })

  it('uses the §9 types, with classes fitting each type', () => {
    const types = new Set(TRAINS.map((t) => t.type))
    for (const type of ['R', 'S', 'D', 'JS', 'SV', 'SP', 'G', 'O'] as const) expect(types).toContain(type)
    for (const t of TRAINS) {
      expect(TRAIN_TYPES).toContain(t.type)
      expect(t.classes.length).toBeGreaterThan(0)
      expect(t.classes).toEqual(CLASSES.filter((c) => t.classes.includes(c)))
      if (t.type === 'R') expect(t.classes.every((c) => ['1A', '2A', '3A'].includes(c))).toBe(true)
      if (t.type === 'S' || t.type === 'SV') expect(t.classes).toEqual(['EC', 'CC'])
      if (t.type === 'G') expect(t.classes).toContain('3A')
    }
    expect(TRAINS.some((t) => t.classes.includes('FC'))).toBe(true)
    expect(TRAINS.filter((t) => t.classes.includes('FC')).length).toBeLessThan(15)
  })

  it('runs every train along its stops forward in time and distance, on at least one day', () => {
    for (const t of TRAINS) {
      expect(t.runningDays).toHaveLength(7)
      expect(t.runningDays.some(Boolean)).toBe(true)
      const [first] = t.stops
      const last = t.stops[t.stops.length - 1]
      expect(first?.arrive).toBeNull()
      expect(last?.depart).toBeNull()
      for (let i = 1; i < t.stops.length; i++) {
        const prev = t.stops[i - 1]
        const stop = t.stops[i]
        if (!prev || !stop) continue
        expect(stop.km, `${t.number} ${stop.code}`).toBeGreaterThan(prev.km)
        expect(stop.arrive ?? 0).toBeGreaterThan(prev.depart ?? 0)
        if (stop.depart !== null) expect(stop.depart).toBeGreaterThanOrEqual(stop.arrive ?? 0)
      }
    }
  })

  it('12952 Mumbai Rajdhani leaves New Delhi at 16:55 and reaches Mumbai Central at 08:35 next day, daily', () => {
    const t = trainByNumber('12952')
    expect(t).toMatchObject({ name: 'Mumbai Rajdhani Express', type: 'R', catering: true, superfast: true })
    expect(t?.stops[0]).toMatchObject({ code: 'NDLS', depart: 16 * 60 + 55 })
    expect(t?.stops[t.stops.length - 1]).toMatchObject({ code: 'BCT', arrive: 1440 + 8 * 60 + 35, day: 2 })
    expect(t?.runningDays.every(Boolean)).toBe(true)
    expect(trainByNumber('12951')?.stops[0]?.code).toBe('BCT')
  })

  it('is the same when generated again (deterministic from the seed, no clock or Math.random)', async () => {
    const print = (trains: typeof TRAINS) =>
      trains.map((t) => [
        t.number,
        t.name,
        t.stops.map((s) => `${s.code}${s.arrive}/${s.depart}/${s.km}`).join(' '),
        t.runningDays.join(''),
        t.classes.join(),
      ])
    vi.resetModules()
    const again = await import('~/services/trains/supplier')
    expect(again.TRAINS).not.toBe(TRAINS)
    expect(print(again.TRAINS)).toEqual(print(TRAINS))
  })
})

describe('coach layouts and quotas', () => {
  const rajdhani = trainByNumber('12952')
  if (!rajdhani) throw new Error('the railway runs 12952')

  it('numbers berths by coach as the railway does (3A 64 a coach with side berths; 1A 24)', () => {
    const seats = seatsOf(rajdhani, '3A')
    expect(seats.length).toBe((rajdhani.coaches['3A'] ?? 0) * 64)
    expect(seats.slice(0, 8).map((s) => s.berthType)).toEqual([
      'LB',
      'MB',
      'UB',
      'LB',
      'MB',
      'UB',
      'SL',
      'SU',
    ])
    expect(seats[0]?.coach).toBe('B1')
    expect(seatsOf(rajdhani, '1A').length).toBe(24)
  })

  it('splits a class GN ≫ TQ > LD, SS with RAC on side-lowers, and no Tatkal in 1A', () => {
    const gn = quotaShape(rajdhani, '3A', 'GN')
    const tq = quotaShape(rajdhani, '3A', 'TQ')
    const ld = quotaShape(rajdhani, '3A', 'LD')
    const ss = quotaShape(rajdhani, '3A', 'SS')
    expect(gn.berths).toBeGreaterThan(tq.berths * 3)
    expect(tq.berths).toBeGreaterThan(ld.berths)
    expect(ld.berths).toBeGreaterThan(0)
    expect(ss.seats.every((s) => s.berthType === 'LB')).toBe(true)
    expect(gn.racPlaces).toBeGreaterThan(0)
    expect(gn.seats.filter((s) => s.racBerth).every((s) => s.berthType === 'SL')).toBe(true)
    expect(quotasOf(rajdhani, '1A')).not.toContain('TQ')
    expect(quotaShape(rajdhani, '1A', 'GN').racPlaces).toBe(0)
    expect(quotasOf(rajdhani, '3A')).toEqual(['GN', 'LD', 'TQ', 'SS'])
  })
})
