/**
 * Fares as Indian Railways builds them, in paise (issue 16; docs/decisions/0126): base fare by
 * distance slab × class rate, reservation charge, superfast charge, Tatkal charge, catering where
 * the train includes it, 5 % GST on AC classes. A child (5–11) without a berth pays half the base
 * fare; senior citizens who avail the concession get 40 % (men, transgender) or 50 % (women) off
 * the base fare, 'Forgo 50%' halves that, 'Forgo Full' none.
 */
import type { Concession, Gender, Quota, TrainClass } from '@contracts/trains/codes'
import type { FareLine } from '@contracts/trains/search'
import type { Train } from './supplier'

export interface FarePassenger {
  age: number
  gender: Gender
  /** The senior-citizen concession choice (ignored below the senior ages). */
  concession?: Concession
  /** A child who takes a berth (false: half base fare, no berth). */
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
  /** Lines summed over passengers. */
  lines: FareLine[]
  perPassenger: PassengerFare[]
  total: number
}

export function fareFor(request: FareRequest): Fare {
  void request
  throw new Error('TODO fareFor')
}
