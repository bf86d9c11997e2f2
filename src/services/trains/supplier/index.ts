/** The sandbox railway's master data (docs/decisions/0119, 0125). */
import type { Quota, TrainClass, TrainType } from '@contracts/trains/codes'

export interface Stop {
  code: string
  /** Minutes after midnight of the run date (day offset included): arrival, departure. */
  arrive: number | null
  depart: number | null
  /** Kilometres from the origin. */
  km: number
}

export interface Train {
  number: string
  name: string
  type: TrainType
  stops: Stop[]
  /** Mon..Sun at the origin. */
  runningDays: boolean[]
  classes: TrainClass[]
  quotas: Quota[]
  /** Meals included in the fare (Rajdhani, Shatabdi, Duronto, Vande Bharat). */
  catering: boolean
}
