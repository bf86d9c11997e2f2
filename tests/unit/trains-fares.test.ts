// Fares as Indian Railways builds them (src/services/trains/fares.ts; docs/decisions/0126): the
// telescopic base fare, reservation, superfast, Tatkal and catering charges, 5 % GST on AC, half
// base fare for a child without a berth, and the senior concessions.
import { describe, expect, it } from 'vitest'
import { baseFareRupees, fareFor, FareError, type FarePassenger } from '~/services/trains/fares'
import { TRAINS, trainByNumber, type Train } from '~/services/trains/supplier'

const rajdhani = trainByNumber('12952')
if (!rajdhani) throw new Error('the railway runs 12952')
const mailTrain = TRAINS.find((t) => t.type === 'O' && t.classes.includes('SL') && t.classes.includes('3A'))
if (!mailTrain) throw new Error('a Mail/Express with SL and 3A')
const ends = (t: Train) => ({ from: t.stops[0]?.code ?? '', to: t.stops[t.stops.length - 1]?.code ?? '' })
const adult: FarePassenger = { age: 30, gender: 'M' }
const line = (lines: { label: string; amount: number }[], label: string) =>
  lines.find((l) => l.label === label)?.amount

describe('base fare', () => {
  it('falls per km after 500 and 1,000 km and charges the least distance of the class', () => {
    expect(baseFareRupees(1000, 'SL', 'O')).toBe(250 + 188)
    expect(baseFareRupees(1400, 'SL', 'O')).toBe(250 + 188 + 120)
    expect(baseFareRupees(50, 'SL', 'O')).toBe(baseFareRupees(200, 'SL', 'O'))
    expect(baseFareRupees(800, '1A', 'O')).toBeGreaterThan(baseFareRupees(800, '2A', 'O'))
    expect(baseFareRupees(800, '2A', 'O')).toBeGreaterThan(baseFareRupees(800, '3A', 'O'))
    expect(baseFareRupees(800, '3A', 'O')).toBeGreaterThan(baseFareRupees(800, 'SL', 'O'))
    expect(baseFareRupees(800, '3A', 'R')).toBeGreaterThan(baseFareRupees(800, '3A', 'O'))
  })
})

describe('fare lines', () => {
  it('an adult on the Rajdhani in 3A: base, reservation, superfast, catering and 5 % GST, in whole rupees of paise', () => {
    const fare = fareFor({
      train: rajdhani,
      ...ends(rajdhani),
      travelClass: '3A',
      quota: 'GN',
      passengers: [adult],
    })
    const { lines } = fare
    const base = line(lines, 'Base fare') ?? 0
    expect(line(lines, 'Reservation charge')).toBe(4_000)
    expect(line(lines, 'Superfast charge')).toBe(4_500)
    expect(line(lines, 'Catering charge')).toBeGreaterThan(0)
    expect(line(lines, 'GST')).toBe(Math.round(((base + 4_000 + 4_500) / 100) * 0.05) * 100)
    expect(fare.total).toBe(lines.reduce((s, l) => s + l.amount, 0))
    for (const l of lines) expect(l.amount % 100).toBe(0)
  })

  it('no GST, superfast or catering charge in Sleeper on a Mail/Express', () => {
    const fare = fareFor({
      train: mailTrain,
      ...ends(mailTrain),
      travelClass: 'SL',
      quota: 'GN',
      passengers: [adult],
    })
    expect(fare.lines.map((l) => l.label)).toEqual(['Base fare', 'Reservation charge'])
  })

  it('Tatkal adds its charge within the floor and cap of the class, with no concession', () => {
    const senior: FarePassenger = { age: 65, gender: 'F' }
    const tq = fareFor({
      train: mailTrain,
      ...ends(mailTrain),
      travelClass: 'SL',
      quota: 'TQ',
      passengers: [senior],
    })
    const tatkal = line(tq.lines, 'Tatkal charge') ?? 0
    expect(tatkal).toBeGreaterThanOrEqual(10_000)
    expect(tatkal).toBeLessThanOrEqual(20_000)
    expect(line(tq.lines, 'Senior citizen concession')).toBeUndefined()
    expect(() =>
      fareFor({ train: rajdhani, ...ends(rajdhani), travelClass: '1A', quota: 'TQ', passengers: [adult] }),
    ).toThrow(FareError)
  })

  it('a child without a berth pays half the base fare; under 5 travels free', () => {
    const fare = fareFor({
      train: mailTrain,
      ...ends(mailTrain),
      travelClass: 'SL',
      quota: 'GN',
      passengers: [
        adult,
        { age: 8, gender: 'M', childBerth: false },
        { age: 8, gender: 'F' },
        { age: 3, gender: 'F' },
      ],
    })
    const [a, half, full, infant] = fare.perPassenger
    const base = (p: typeof a) => line(p?.lines ?? [], 'Base fare') ?? 0
    expect(base(half)).toBe(Math.ceil(base(a) / 200) * 100)
    expect(base(full)).toBe(base(a))
    expect(infant).toEqual({ lines: [], total: 0 })
    expect(fare.total).toBe((a?.total ?? 0) + (half?.total ?? 0) + (full?.total ?? 0))
  })

  it('senior concessions: men 40 %, women 50 %, Forgo 50% halves it, Forgo Full none', () => {
    const fareOf = (p: FarePassenger) =>
      fareFor({ train: mailTrain, ...ends(mailTrain), travelClass: '3A', quota: 'GN', passengers: [p] })
    const base = line(fareOf(adult).lines, 'Base fare') ?? 0
    const off = (p: FarePassenger) => Math.abs(line(fareOf(p).lines, 'Senior citizen concession') ?? 0)
    expect(off({ age: 60, gender: 'M' })).toBe(Math.floor((base / 100) * 0.4) * 100)
    expect(off({ age: 58, gender: 'F' })).toBe(Math.floor((base / 100) * 0.5) * 100)
    expect(off({ age: 62, gender: 'F', concession: 'FORGO_50' })).toBe(Math.floor((base / 100) * 0.25) * 100)
    expect(off({ age: 62, gender: 'T' })).toBe(Math.floor((base / 100) * 0.4) * 100)
    expect(off({ age: 70, gender: 'M', concession: 'FORGO_FULL' })).toBe(0)
    expect(off({ age: 59, gender: 'M' })).toBe(0)
    expect(off({ age: 57, gender: 'F' })).toBe(0)
  })

  it('refuses a class the train does not have and a pair it does not run', () => {
    expect(() =>
      fareFor({ train: rajdhani, ...ends(rajdhani), travelClass: 'SL', quota: 'GN', passengers: [adult] }),
    ).toThrow(FareError)
    expect(() =>
      fareFor({
        train: rajdhani,
        from: 'BCT',
        to: 'NDLS',
        travelClass: '3A',
        quota: 'GN',
        passengers: [adult],
      }),
    ).toThrow(FareError)
  })
})
