/**
 * What the train booking needs of the railway's master data, fares and inventory (T1's
 * src/services/trains/supplier, fares.ts, inventory.ts), joined in src/services/app.ts like the
 * hotel booking's catalogue port. Tests may hand in their own clock through `now`.
 */
import type { Quota, TrainClass } from '@contracts/trains/codes'
import type { Database, Tx } from '../db/client'
import type { Fare, FarePassenger } from './fares'
import type { Allocation, AllocationRequest, Move, Place, Run } from './inventory'
import type { Train } from './supplier'

export interface TrainCatalogue {
  trainOf(trainNo: string): Train | undefined
  stationName(code: string): string | undefined
  fare(args: {
    train: Train
    from: string
    to: string
    travelClass: TrainClass
    quota: Quota
    passengers: FarePassenger[]
  }): Fare
  allocate(tx: Tx, request: AllocationRequest): Promise<Allocation>
  cancelPassengers(tx: Tx, bookingId: string, serials: readonly number[]): Promise<Move[]>
  currentPlaces(db: Database | Tx, bookingId: string): Promise<Place[]>
  prepareChart(tx: Tx, run: Run): Promise<{ fullyWaitlisted: string[] }>
  simulateOthersCancel(tx: Tx, run: Run, travelClass: TrainClass, quota: Quota, n: number): Promise<Move[]>
  /** Sandbox (wl=…): other travellers take every free berth and RAC place, so the next booking waits. */
  fillQuota(tx: Tx, run: Run, travelClass: TrainClass, quota: Quota): Promise<void>
  /** The railway's clock (epoch ms): the sandbox's clock offset applies. */
  now(): number
}
