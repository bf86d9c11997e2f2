/**
 * The sandbox railway's trains (docs/decisions/0125): generated once, deterministically from a
 * seed, along the real corridors of ./corridors.ts. Each corridor gives pairs of trains (one each
 * way, numbered as IR pairs them: odd and even of one five-digit base) of the §9 types it carries;
 * each stops at its ends, the corridor's junctions and, by type, some other stations, with halts,
 * day offsets, running days and the classes and coaches its type has. A few famous trains are
 * fixed (12952 Mumbai Rajdhani leaves New Delhi 16:55 and reaches Mumbai Central 08:35 next day).
 */
import type { TrainClass, TrainType } from '@contracts/trains/codes'
import { CLASSES } from '@contracts/trains/codes'
import { rngFor, type Rng } from '~/services/platform/prng'
import { CORRIDORS, type Corridor } from './corridors'
import { kmBetween, stationByCode } from './stations'

/** Everything the generator invents hangs off this seed. */
export const RAILWAY_SEED = 'sandbox-railway-2026'

export interface Stop {
  code: string
  /** Minutes after midnight of the run date (the day the train leaves its origin); null at the origin. */
  arrive: number | null
  /** Null at the terminus. */
  depart: number | null
  /** Kilometres from the origin. */
  km: number
  /** 1 on the run date, 2 the next day… (of the departure; of the arrival at the terminus). */
  day: number
}

export interface Train {
  number: string
  name: string
  type: TrainType
  stops: Stop[]
  /** Mon..Sun at the origin. */
  runningDays: boolean[]
  /** Classes most comfortable first, with their coach counts. */
  classes: TrainClass[]
  coaches: Partial<Record<TrainClass, number>>
  /** Meals included in the fare (Rajdhani, Shatabdi, Duronto, Vande Bharat). */
  catering: boolean
  /** The superfast charge applies (every type but Mail/Express). */
  superfast: boolean
}

const WORDS: Record<TrainType, string> = {
  R: 'Rajdhani Express',
  S: 'Shatabdi Express',
  D: 'Duronto Express',
  JS: 'Jan Shatabdi Express',
  SV: 'Vande Bharat Express',
  SP: 'Superfast Express',
  ST: 'Suvidha Express',
  G: 'Garib Rath Express',
  Y: 'Yuva Express',
  O: 'Express',
}
const SP_NAMES = ['Superfast Express', 'Sampark Kranti Express', 'Superfast Express', 'Superfast Mail']
const O_NAMES = ['Express', 'Express', 'Mail', 'Link Express']

/** Average speed between stops (km/h) and the chance a minor station is a stop, by type. */
const RUNNING: Record<TrainType, { kmh: number; stopChance: number; majorShare: number }> = {
  R: { kmh: 92, stopChance: 0, majorShare: 0.8 },
  D: { kmh: 88, stopChance: 0, majorShare: 0.4 },
  S: { kmh: 90, stopChance: 0.35, majorShare: 1 },
  SV: { kmh: 95, stopChance: 0.25, majorShare: 1 },
  JS: { kmh: 68, stopChance: 0.6, majorShare: 1 },
  SP: { kmh: 68, stopChance: 0.45, majorShare: 1 },
  ST: { kmh: 75, stopChance: 0.2, majorShare: 1 },
  G: { kmh: 72, stopChance: 0.3, majorShare: 1 },
  Y: { kmh: 75, stopChance: 0.2, majorShare: 1 },
  O: { kmh: 55, stopChance: 0.85, majorShare: 1 },
}

/** Coach counts by type (the railway's usual rakes). */
function rakeOf(type: TrainType, rng: Rng): Partial<Record<TrainClass, number>> {
  switch (type) {
    case 'R':
      return { '1A': 1, '2A': rng.int(4, 5), '3A': rng.int(9, 11) }
    case 'D':
      return rng.chance(0.5)
        ? { '1A': 1, '2A': rng.int(3, 4), '3A': rng.int(8, 10) }
        : { '2A': 2, '3A': rng.int(5, 7), SL: rng.int(6, 8) }
    case 'S':
      return { EC: rng.int(1, 2), CC: rng.int(8, 12) }
    case 'SV':
      return { EC: rng.pick([1, 2]), CC: rng.pick([6, 14]) }
    case 'JS':
      return { CC: rng.int(3, 6), '2S': rng.int(6, 10) }
    case 'G':
      return { '3A': rng.int(12, 14), ...(rng.chance(0.3) ? { CC: 2 } : {}) }
    case 'SP':
    case 'ST':
    case 'Y':
      return {
        ...(rng.chance(0.3) ? { '1A': 1 } : {}),
        '2A': rng.int(1, 3),
        '3A': rng.int(4, 7),
        ...(rng.chance(0.35) ? { '3E': rng.int(1, 2) } : {}),
        SL: rng.int(6, 10),
        ...(rng.chance(0.25) ? { '2S': rng.int(1, 2) } : {}),
      }
    case 'O':
      return {
        ...(rng.chance(0.12) ? { '1A': 1 } : {}),
        ...(rng.chance(0.04) ? { FC: 1 } : {}),
        '2A': rng.int(1, 2),
        '3A': rng.int(2, 5),
        SL: rng.int(8, 12),
        ...(rng.chance(0.35) ? { '2S': rng.int(1, 3) } : {}),
      }
  }
}

function runningDaysOf(type: TrainType, rng: Rng): boolean[] {
  const daily = { R: 0.85, S: 0.85, SV: 0, D: 0.3, JS: 0.8, SP: 0.55, ST: 0.2, G: 0.2, Y: 0.2, O: 0.75 }[type]
  if (rng.chance(daily)) return [true, true, true, true, true, true, true]
  if (type === 'SV' || type === 'S' || type === 'JS') {
    const off = rng.int(0, 6)
    return [0, 1, 2, 3, 4, 5, 6].map((d) => d !== off)
  }
  const days = rng.int(1, 4)
  const set = new Set<number>()
  while (set.size < days) set.add(rng.int(0, 6))
  return [0, 1, 2, 3, 4, 5, 6].map((d) => set.has(d))
}

/** Minutes after midnight the train leaves its origin, by type. */
function departureOf(type: TrainType, down: boolean, rng: Rng): number {
  const at = (h1: number, h2: number) => rng.int(h1 * 12, h2 * 12) * 5
  switch (type) {
    case 'R':
      return at(15, 18)
    case 'D':
      return at(20, 23)
    case 'S':
    case 'SV':
      return down ? at(5, 8) : at(14, 17)
    case 'JS':
      return at(5, 15)
    default:
      return rng.pick([at(0, 8), at(8, 16), at(16, 24), at(18, 23)]) % 1440
  }
}

interface Fixed {
  corridor: string
  pair: number
  down: { number: string; depart: number; arrive: number; name: string }
  up: { number: string; depart: number; arrive: number; name: string }
}
const hm = (h: number, m: number, day = 1) => (day - 1) * 1440 + h * 60 + m
/** Famous trains kept as the railway runs them (departure and arrival at the ends). */
const FIXED: readonly Fixed[] = [
  {
    corridor: 'delhi-mumbai-kota',
    pair: 0,
    down: { number: '12952', depart: hm(16, 55), arrive: hm(8, 35, 2), name: 'Mumbai Rajdhani Express' },
    up: { number: '12951', depart: hm(17, 0), arrive: hm(8, 32, 2), name: 'Mumbai Rajdhani Express' },
  },
  {
    corridor: 'delhi-howrah-gaya',
    pair: 0,
    down: { number: '12302', depart: hm(16, 50), arrive: hm(9, 55, 2), name: 'Howrah Rajdhani Express' },
    up: { number: '12301', depart: hm(16, 50), arrive: hm(10, 0, 2), name: 'Howrah Rajdhani Express' },
  },
  {
    corridor: 'delhi-bhopal',
    pair: 0,
    down: { number: '12002', depart: hm(6, 0), arrive: hm(14, 40), name: 'Bhopal Shatabdi Express' },
    up: { number: '12001', depart: hm(15, 15), arrive: hm(23, 40), name: 'Bhopal Shatabdi Express' },
  },
]
const FIXED_NUMBERS = new Set(FIXED.flatMap((f) => [f.down.number, f.up.number]))

const SP_BASES = [12101, 12401, 12601, 12701, 12801, 12901, 22101, 22601, 22901, 20101]
const TYPE_BASES: Partial<Record<TrainType, number>> = {
  R: 12305,
  S: 12003,
  D: 12213,
  JS: 12051,
  SV: 22435,
  G: 12201,
}

function nameOf(corridor: Corridor, type: TrainType, origin: string, terminus: string, rng: Rng): string {
  const a = stationByCode(origin)?.city ?? origin
  const b = stationByCode(terminus)?.city ?? terminus
  const given = corridor.names?.[type]
  const word = type === 'SP' ? rng.pick(SP_NAMES) : type === 'O' ? rng.pick(O_NAMES) : WORDS[type]
  if (
    given &&
    !Object.values(WORDS).includes(given) &&
    /^[A-Z][a-z]+ /.test(given) &&
    !given.startsWith('Jan ')
  ) {
    // A proper name ('Mumbai Rajdhani', 'Golden Temple Mail'): the word of the type completes it.
    return given.endsWith('Express') || given.endsWith('Mail') ? given : `${given} Express`
  }
  return `${a} - ${b} ${word}`
}

function stopsOf(corridor: Corridor, type: TrainType, line: readonly string[], rng: Rng): string[] {
  const { stopChance, majorShare } = RUNNING[type]
  const majors = new Set(corridor.majors.filter(() => rng.next() < majorShare))
  return line.filter(
    (code, i) => i === 0 || i === line.length - 1 || majors.has(code) || rng.chance(stopChance),
  )
}

/** Kilometres along the line from its first station, station by station (the rails wind: × 1.04). */
function kmAlong(line: readonly string[]): Map<string, number> {
  const out = new Map<string, number>()
  let km = 0
  line.forEach((code, i) => {
    const prev = i > 0 ? stationByCode(line[i - 1] ?? '') : undefined
    const here = stationByCode(code)
    if (prev && here) km += kmBetween(prev, here) * 1.04
    out.set(code, Math.round(km))
  })
  return out
}

function timetable(
  codes: string[],
  kms: Map<string, number>,
  type: TrainType,
  depart: number,
  rng: Rng,
  arriveAt?: number,
): Stop[] {
  const km = (code: string) => kms.get(code) ?? 0
  const origin = km(codes[0] ?? '')
  const halts = codes.map((code, i) =>
    i === 0 || i === codes.length - 1
      ? 0
      : type === 'R' || type === 'D'
        ? rng.pick([5, 5, 10])
        : rng.pick([1, 2, 2, 5, 5, 10, 15]),
  )
  const runs = codes.map((code, i) =>
    i === 0 ? 0 : (Math.abs(km(code) - km(codes[i - 1] ?? '')) / RUNNING[type].kmh) * 60,
  )
  const running = runs.reduce((a, b) => a + b, 0)
  const haltTotal = halts.reduce((a, b) => a + b, 0)
  const scale =
    arriveAt !== undefined && running > 0 ? Math.max(0.3, (arriveAt - depart - haltTotal) / running) : 1
  const stops: Stop[] = []
  let t = depart
  codes.forEach((code, i) => {
    const distance = Math.abs(km(code) - origin)
    if (i === 0) {
      stops.push({ code, arrive: null, depart: t, km: 0, day: 1 + Math.floor(t / 1440) })
      return
    }
    t += Math.max(3, Math.round((runs[i] ?? 0) * scale))
    const last = i === codes.length - 1
    const arrive = last && arriveAt !== undefined ? arriveAt : t
    t = arrive
    const leave = last ? null : t + (halts[i] ?? 0)
    if (leave !== null) t = leave
    stops.push({ code, arrive, depart: leave, km: distance, day: 1 + Math.floor((leave ?? arrive) / 1440) })
  })
  return stops
}

function classOrder(coaches: Partial<Record<TrainClass, number>>): TrainClass[] {
  return CLASSES.filter((c) => (coaches[c] ?? 0) > 0)
}

function generate(): Train[] {
  const trains: Train[] = []
  const used = new Set<string>(FIXED_NUMBERS)
  const nextNumber = (base: number): number => {
    let n = base % 2 === 0 ? base + 1 : base
    while (used.has(String(n)) || used.has(String(n + 1))) n += 2
    used.add(String(n))
    used.add(String(n + 1))
    return n
  }
  CORRIDORS.forEach((corridor, ci) => {
    for (let pair = 0; pair < corridor.pairs; pair++) {
      const rng = rngFor(`${RAILWAY_SEED}|${corridor.id}|${pair}`)
      const type = corridor.kinds[pair % corridor.kinds.length] ?? 'O'
      const fixed = FIXED.find((f) => f.corridor === corridor.id && f.pair === pair)
      const base =
        type === 'O'
          ? 11001 + (ci % 9) * 1000 + rng.int(0, 400) * 2
          : type === 'SP'
            ? (SP_BASES[ci % SP_BASES.length] ?? 12101) + rng.int(0, 40) * 2
            : (TYPE_BASES[type] ?? 12101) + rng.int(0, 20) * 2
      const odd = fixed ? 0 : nextNumber(base)
      const coaches = rakeOf(type, rng)
      const kms = kmAlong(corridor.line)
      const downStops = stopsOf(corridor, type, corridor.line, rng)
      for (const down of [true, false]) {
        const trng = rngFor(`${RAILWAY_SEED}|${corridor.id}|${pair}|${down ? 'down' : 'up'}`)
        const codes = down ? downStops : [...downStops].reverse()
        const spec = fixed ? (down ? fixed.down : fixed.up) : undefined
        const depart = spec ? spec.depart : departureOf(type, down, trng)
        const origin = codes[0] ?? ''
        const terminus = codes[codes.length - 1] ?? ''
        trains.push({
          number: spec ? spec.number : String(down ? odd + 1 : odd),
          name: spec ? spec.name : nameOf(corridor, type, origin, terminus, trng),
          type,
          stops: timetable(codes, kms, type, depart, trng, spec?.arrive),
          runningDays: runningDaysOf(type, trng),
          classes: classOrder(coaches),
          coaches,
          catering: type === 'R' || type === 'S' || type === 'D' || type === 'SV',
          superfast: type !== 'O',
        })
      }
    }
  })
  return trains.sort((a, b) => a.number.localeCompare(b.number))
}

export const TRAINS: readonly Train[] = generate()
const byNumber = new Map(TRAINS.map((t) => [t.number, t]))
export const trainByNumber = (number: string): Train | undefined => byNumber.get(number)

/** Trains calling at a station, by code (for the between search). */
const byStation = new Map<string, Train[]>()
for (const train of TRAINS)
  for (const stop of train.stops) byStation.set(stop.code, [...(byStation.get(stop.code) ?? []), train])
export const trainsAt = (code: string): readonly Train[] => byStation.get(code) ?? []
