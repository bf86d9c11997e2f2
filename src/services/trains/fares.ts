/**
 * Fares as Indian Railways builds them, in paise (issue 16; docs/decisions/0126): a base fare by
 * distance on a telescopic scale (the rate per km falls after 500 and 1,000 km) × the class rate ×
 * the train type's factor, then the reservation charge, the superfast charge (all types but
 * Mail/Express), the Tatkal charge (a share of the base fare between a floor and a cap), catering
 * where the train includes meals, and 5 % GST on AC classes. Every amount is whole rupees.
 * A child (5–11) without a berth pays half the base fare; under 5 travels free. Senior citizens who
 * avail the concession get 40 % (men, transgender; 60 and over) or 50 % (women; 58 and over) off the
 * base fare; 'Forgo 50%' halves that, 'Forgo Full' none; Tatkal has no concession and no child fare.
 */
import {
  AC_CLASSES,
  TRAIN_LIMITS,
  type Concession,
  type Gender,
  type Quota,
  type TrainClass,
  type TrainType,
} from '@contracts/trains/codes'
import type { FareLine } from '@contracts/trains/search'
import type { Train } from './supplier'

const rupees = (r: number) => Math.round(r) * 100

/** Paise per km for the first 500 km (then 75 %, and 60 % beyond 1,000 km), and the least distance charged. */
export const CLASS_RATES: Record<TrainClass, { paisePerKm: number; minKm: number }> = {
  '1A': { paisePerKm: 320, minKm: 300 },
  EC: { paisePerKm: 210, minKm: 100 },
  '2A': { paisePerKm: 190, minKm: 300 },
  FC: { paisePerKm: 110, minKm: 100 },
  '3A': { paisePerKm: 130, minKm: 300 },
  '3E': { paisePerKm: 120, minKm: 300 },
  CC: { paisePerKm: 100, minKm: 100 },
  SL: { paisePerKm: 50, minKm: 200 },
  '2S': { paisePerKm: 25, minKm: 50 },
}
export const TELESCOPE = [
  { upToKm: 500, share: 1 },
  { upToKm: 1000, share: 0.75 },
  { upToKm: Infinity, share: 0.6 },
] as const
/** Premium trains cost more (their base fare), Garib Rath less. */
export const TYPE_FACTORS: Record<TrainType, number> = {
  R: 1.3,
  D: 1.25,
  S: 1.2,
  SV: 1.4,
  JS: 1,
  SP: 1,
  ST: 1.5,
  G: 0.75,
  Y: 0.9,
  O: 1,
}
/** Rupees, per passenger. */
export const RESERVATION_CHARGE: Record<TrainClass, number> = {
  '1A': 60,
  EC: 60,
  '2A': 50,
  FC: 50,
  '3A': 40,
  '3E': 40,
  CC: 40,
  SL: 20,
  '2S': 15,
}
export const SUPERFAST_CHARGE: Record<TrainClass, number> = {
  '1A': 75,
  EC: 75,
  '2A': 45,
  FC: 45,
  '3A': 45,
  '3E': 45,
  CC: 45,
  SL: 30,
  '2S': 15,
}
/** Tatkal: this share of the base fare, at least min and at most max rupees. No Tatkal in 1A. */
export const TATKAL_CHARGE: Record<TrainClass, { share: number; min: number; max: number } | null> = {
  '1A': null,
  EC: { share: 0.3, min: 400, max: 500 },
  '2A': { share: 0.3, min: 400, max: 500 },
  FC: { share: 0.3, min: 400, max: 500 },
  '3A': { share: 0.3, min: 300, max: 400 },
  '3E': { share: 0.3, min: 300, max: 400 },
  CC: { share: 0.3, min: 125, max: 225 },
  SL: { share: 0.3, min: 100, max: 200 },
  '2S': { share: 0.1, min: 10, max: 15 },
}
/** Catering, rupees a meal; a meal every 8 hours of the journey (at least one, at most four). */
export const MEAL_CHARGE: Record<TrainClass, number> = {
  '1A': 150,
  EC: 150,
  '2A': 120,
  FC: 120,
  '3A': 120,
  '3E': 120,
  CC: 120,
  SL: 90,
  '2S': 90,
}
export const GST_RATE = 0.05

export interface FarePassenger {
  age: number
  gender: Gender
  /** The senior-citizen concession choice (ignored below the senior ages); AVAIL by default. */
  concession?: Concession
  /** A child (5–11) who takes a berth; false pays half the base fare. True by default (001 §3). */
  childBerth?: boolean
}

export interface FareRequest {
  train: Train
  from: string
  to: string
  travelClass: TrainClass
  quota: Quota
  passengers: FarePassenger[]
}

export interface PassengerFare {
  lines: FareLine[]
  total: number
}

export interface Fare {
  /** Lines summed over passengers (a line nobody pays is left out). */
  lines: FareLine[]
  perPassenger: PassengerFare[]
  total: number
}

export class FareError extends Error {}

/** Kilometres between two stops of a train (from before to), or undefined. */
export function distanceOn(train: Train, from: string, to: string): number | undefined {
  const i = train.stops.findIndex((s) => s.code === from)
  const j = train.stops.findIndex((s) => s.code === to)
  if (i < 0 || j <= i) return undefined
  return (train.stops[j]?.km ?? 0) - (train.stops[i]?.km ?? 0)
}

/** The adult base fare in rupees (before concessions). */
export function baseFareRupees(km: number, travelClass: TrainClass, type: TrainType): number {
  const { paisePerKm, minKm } = CLASS_RATES[travelClass]
  let left = Math.max(km, minKm)
  let from = 0
  let paise = 0
  for (const slab of TELESCOPE) {
    const span = Math.min(left, slab.upToKm - from)
    if (span <= 0) break
    paise += span * paisePerKm * slab.share
    left -= span
    from = slab.upToKm
  }
  return Math.ceil((paise * TYPE_FACTORS[type]) / 100)
}

/** The share of the base fare a senior gets off, or 0. */
export function seniorConcessionShare(p: FarePassenger): number {
  const choice = p.concession ?? 'AVAIL'
  if (choice === 'FORGO_FULL') return 0
  const woman = p.gender === 'F'
  const senior = woman ? p.age >= TRAIN_LIMITS.seniorFemaleOver : p.age >= TRAIN_LIMITS.seniorOver
  if (!senior) return 0
  const full = woman ? 0.5 : 0.4
  return choice === 'FORGO_50' ? full / 2 : full
}

function minutesOn(train: Train, from: string, to: string): number {
  const a = train.stops.find((s) => s.code === from)
  const b = train.stops.find((s) => s.code === to)
  return (b?.arrive ?? 0) - (a?.depart ?? 0)
}

export function fareFor(request: FareRequest): Fare {
  const { train, travelClass, quota } = request
  if (!train.classes.includes(travelClass))
    throw new FareError(`Class ${travelClass} is not on train ${train.number}`)
  const km = distanceOn(train, request.from, request.to)
  if (km === undefined)
    throw new FareError(`Train ${train.number} does not run from ${request.from} to ${request.to}`)
  const tatkal = quota === 'TQ' ? TATKAL_CHARGE[travelClass] : null
  if (quota === 'TQ' && !tatkal) throw new FareError(`There is no Tatkal quota in ${travelClass}`)
  const adultBase = baseFareRupees(km, travelClass, train.type)
  const meals = train.catering
    ? Math.min(4, Math.max(1, Math.ceil(minutesOn(train, request.from, request.to) / 480)))
    : 0
  const ac = AC_CLASSES.includes(travelClass)

  const perPassenger = request.passengers.map((p): PassengerFare => {
    if (p.age < TRAIN_LIMITS.infantBelow) return { lines: [], total: 0 }
    const child = p.age < TRAIN_LIMITS.childBelow
    const halfChild = child && p.childBerth === false && quota !== 'TQ'
    const base = halfChild ? Math.ceil(adultBase / 2) : adultBase
    const concession = quota === 'TQ' ? 0 : Math.floor(base * seniorConcessionShare(p))
    const tatkalCharge = tatkal
      ? Math.min(tatkal.max, Math.max(tatkal.min, Math.round(adultBase * tatkal.share)))
      : 0
    const reservation = RESERVATION_CHARGE[travelClass]
    const superfast = train.superfast ? SUPERFAST_CHARGE[travelClass] : 0
    const taxable = base - concession + reservation + superfast + tatkalCharge
    const gst = ac ? Math.round(taxable * GST_RATE) : 0
    const catering = meals * MEAL_CHARGE[travelClass]
    const lines: FareLine[] = [
      { label: 'Base fare', amount: rupees(base) },
      ...(concession ? [{ label: 'Senior citizen concession', amount: -rupees(concession) }] : []),
      { label: 'Reservation charge', amount: rupees(reservation) },
      ...(superfast ? [{ label: 'Superfast charge', amount: rupees(superfast) }] : []),
      ...(tatkalCharge ? [{ label: 'Tatkal charge', amount: rupees(tatkalCharge) }] : []),
      ...(catering ? [{ label: 'Catering charge', amount: rupees(catering) }] : []),
      ...(gst ? [{ label: 'GST', amount: rupees(gst) }] : []),
    ]
    return { lines, total: lines.reduce((sum, l) => sum + l.amount, 0) }
  })
  const sums = new Map<string, number>()
  for (const p of perPassenger)
    for (const l of p.lines) sums.set(l.label, (sums.get(l.label) ?? 0) + l.amount)
  const lines = [...sums].map(([label, amount]) => ({ label, amount }))
  return { lines, perPassenger, total: perPassenger.reduce((sum, p) => sum + p.total, 0) }
}
