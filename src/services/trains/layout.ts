/**
 * Coach layouts and the split of a class's berths among the quotas (docs/decisions/0127), and the
 * deterministic seed of other travellers' bookings on a run. Pure: the inventory
 * (./inventory.ts) writes what these describe on a quota's first use, and reads them to answer
 * availability for quotas nobody has booked yet without writing anything.
 *
 * Per coach: 1A and FC 24 berths (cabins of four, coupes of two at the ends), 2A 48 (bays of
 * LB UB LB UB SL SU), 3A 64 and SL 72 (bays of LB MB UB LB MB UB SL SU), 3E 81 (… SL SM SU),
 * CC 78 seats five abreast, EC 56 four abreast, 2S 108 six abreast (window seats WS, others NC).
 * Quotas: LD the first bay of the first coach; SS the lower berths of the 3rd and 4th bays of each
 * coach (sleeping classes but 1A/FC) or seats 6–9 of each coach (chairs); TQ about an eighth,
 * from the last coach back (not in 1A); GN the rest. RAC: the side-lowers of the first bays
 * (SL 4, 3A and 3E 3, 2A 2 a coach), two passengers each, in GN and TQ.
 */
import { QUOTAS, RAC_CLASSES, type Quota, type TrainClass } from '@contracts/trains/codes'
import { rngFor, unit } from '../platform/prng'
import type { Train } from './supplier'

export type SeatType = 'LB' | 'MB' | 'UB' | 'SL' | 'SM' | 'SU' | 'WS' | 'NC'

export interface Seat {
  coach: string
  berthNo: number
  berthType: SeatType
  racBerth: boolean
  quota: Quota
  /** 1A/FC: a berth of a two-berth coupe (else of a cabin). */
  coupe?: boolean
}

const PREFIX: Record<TrainClass, string> = {
  '1A': 'H',
  FC: 'F',
  '2A': 'A',
  '3A': 'B',
  '3E': 'M',
  SL: 'S',
  CC: 'C',
  EC: 'E',
  '2S': 'D',
}
const BAYS: Partial<Record<TrainClass, SeatType[]>> = {
  '2A': ['LB', 'UB', 'LB', 'UB', 'SL', 'SU'],
  '3A': ['LB', 'MB', 'UB', 'LB', 'MB', 'UB', 'SL', 'SU'],
  SL: ['LB', 'MB', 'UB', 'LB', 'MB', 'UB', 'SL', 'SU'],
  '3E': ['LB', 'MB', 'UB', 'LB', 'MB', 'UB', 'SL', 'SM', 'SU'],
}
const PER_COACH: Record<TrainClass, number> = {
  '1A': 24,
  FC: 24,
  '2A': 48,
  '3A': 64,
  SL: 72,
  '3E': 81,
  CC: 78,
  EC: 56,
  '2S': 108,
}
const ABREAST: Partial<Record<TrainClass, number>> = { CC: 5, EC: 4, '2S': 6 }
const RAC_BAYS: Partial<Record<TrainClass, number>> = { SL: 4, '3A': 3, '3E': 3, '2A': 2 }
const SS_CLASSES: readonly TrainClass[] = ['2A', '3A', '3E', 'SL', 'CC', 'EC', '2S']

export const coachPrefix = (train: Train, travelClass: TrainClass) =>
  train.type === 'G' && travelClass === '3A' ? 'G' : PREFIX[travelClass]

function seatType(
  travelClass: TrainClass,
  berthNo: number,
): { type: SeatType; bay: number; coupe?: boolean } {
  const bays = BAYS[travelClass]
  if (bays) {
    const bay = Math.floor((berthNo - 1) / bays.length)
    return { type: bays[(berthNo - 1) % bays.length] ?? 'LB', bay }
  }
  const abreast = ABREAST[travelClass]
  if (abreast) {
    const pos = (berthNo - 1) % abreast
    return { type: pos === 0 || pos === abreast - 1 ? 'WS' : 'NC', bay: Math.floor((berthNo - 1) / abreast) }
  }
  // 1A / FC: coupes 1–2 and 23–24, cabins of four between.
  const coupe = berthNo <= 2 || berthNo >= 23
  return {
    type: berthNo % 2 === 1 ? 'LB' : 'UB',
    bay: coupe ? (berthNo <= 2 ? 0 : 5) : 1 + Math.floor((berthNo - 3) / 4),
    coupe,
  }
}

/** Every seat of a class on a train, each with its quota (the same for every run). */
export function seatsOf(train: Train, travelClass: TrainClass): Seat[] {
  const coaches = train.coaches[travelClass] ?? 0
  const per = PER_COACH[travelClass]
  const prefix = coachPrefix(train, travelClass)
  const rac = RAC_CLASSES.includes(travelClass) ? (RAC_BAYS[travelClass] ?? 0) : 0
  const seats: Seat[] = []
  for (let c = 1; c <= coaches; c++) {
    for (let n = 1; n <= per; n++) {
      const { type, bay, coupe } = seatType(travelClass, n)
      let quota: Quota = 'GN'
      const chair = ABREAST[travelClass] !== undefined
      if (
        c === 1 &&
        (chair
          ? n <= 6
          : bay === (travelClass === '1A' || travelClass === 'FC' ? 1 : 0) &&
            type !== 'SL' &&
            type !== 'SU' &&
            type !== 'SM')
      )
        quota = 'LD'
      else if (
        SS_CLASSES.includes(travelClass) &&
        (chair ? n >= 7 && n <= 10 : (bay === 2 || bay === 3) && type === 'LB')
      )
        quota = 'SS'
      seats.push({
        coach: `${prefix}${c}`,
        berthNo: n,
        berthType: type,
        racBerth: rac > 0 && type === 'SL' && bay < rac,
        quota,
        ...(coupe !== undefined ? { coupe } : {}),
      })
    }
  }
  if (travelClass !== '1A') {
    // Tatkal: about an eighth of the class, from the back (RAC side-lowers there stay with it).
    let tatkal = Math.round(seats.length / 8)
    for (let i = seats.length - 1; i >= 0 && tatkal > 0; i--) {
      const seat = seats[i]
      if (seat && seat.quota === 'GN') {
        seat.quota = 'TQ'
        tatkal--
      }
    }
  }
  return seats
}

/** The quotas a class offers on a train (001 §9 order), those with at least one seat. */
export function quotasOf(train: Train, travelClass: TrainClass): Quota[] {
  const seats = seatsOf(train, travelClass)
  return QUOTAS.filter((q) => seats.some((s) => s.quota === q))
}

export interface QuotaShape {
  seats: Seat[]
  /** Seats that can be confirmed (RAC side-lowers are not). */
  cnfSeats: Seat[]
  berths: number
  racPlaces: number
  wlLimit: number
}

export function quotaShape(train: Train, travelClass: TrainClass, quota: Quota): QuotaShape {
  const seats = seatsOf(train, travelClass).filter((s) => s.quota === quota)
  const cnfSeats = seats.filter((s) => !s.racBerth)
  const racPlaces = 2 * seats.filter((s) => s.racBerth).length
  const wlLimit =
    quota === 'GN'
      ? Math.max(30, Math.min(400, Math.round(seats.length * 0.4)))
      : quota === 'TQ'
        ? Math.max(10, Math.round(seats.length * 0.3))
        : 10
  return { seats, cnfSeats, berths: seats.length, racPlaces, wlLimit }
}

export interface SeedState {
  /** Seats others hold confirmed (indices into cnfSeats). */
  cnf: Seat[]
  rac: number
  wl: number
  /** Waitlist numbers already given out (some have cleared since). */
  wlIssued: number
}

/**
 * Others' bookings on a quota before anyone books through the store, from the run's key alone:
 * about 45 % of quotas with seats left, 17 % in RAC, 28 % waitlisted, 10 % REGRET.
 */
export function seedOf(key: string, shape: QuotaShape): SeedState {
  const rng = rngFor(`seed|${key}`)
  const cnfCount = shape.cnfSeats.length
  const r = unit(`mood|${key}`)
  let taken: number
  let rac = 0
  let wl = 0
  if (r < 0.45 || cnfCount === 0)
    taken = Math.min(cnfCount - 1, Math.floor(cnfCount * (0.2 + 0.75 * rng.next())))
  else {
    taken = cnfCount
    if (r < 0.62 && shape.racPlaces > 0)
      rac = Math.min(shape.racPlaces - 1, Math.floor(shape.racPlaces * rng.next()))
    else if (r < 0.9) {
      rac = shape.racPlaces
      wl = Math.max(1, Math.min(shape.wlLimit - 1, 1 + Math.floor((shape.wlLimit - 2) * rng.next())))
    } else {
      rac = shape.racPlaces
      wl = shape.wlLimit
    }
  }
  taken = Math.max(0, taken)
  const order = shape.cnfSeats.map((seat) => ({ seat, at: rng.next() })).sort((a, b) => a.at - b.at)
  return {
    cnf: order.slice(0, taken).map((o) => o.seat),
    rac,
    wl,
    wlIssued: wl + Math.floor(wl * rng.next() * 0.6),
  }
}
