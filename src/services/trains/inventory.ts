/**
 * The railway's seats of each run (train + the date it leaves its origin) by class and quota
 * (issue 16; docs/decisions/0119, 0127). A quota's row (rail_quotas) and its numbered berths
 * (rail_berths) are created on first use and seeded deterministically with other travellers'
 * bookings (rail_passengers with a null booking id). Every allocation and cancellation locks the
 * quota row (SELECT … FOR UPDATE), so berths, RAC places and waitlist numbers are handed out one
 * at a time on PostgreSQL and PGlite alike. RAC and WL numbers are ranks by `seq`, so a
 * cancellation moves everyone behind up.
 *
 * Services only: the booking service (T2) calls these inside its own transaction.
 */
import type { Database, Tx } from '../db/client'
import type { Berth, BerthChoice, Quota, TrainClass } from '@contracts/trains/codes'
import type { AvailabilityKind } from '@contracts/trains/search'

type Db = Database | Tx

/** A run: a train and the date it leaves its origin. */
export interface Run {
  trainNo: string
  runDate: string
}

export type PlaceStatus = 'CNF' | 'RAC' | 'WL'

/** A passenger's place, as the ticket and the PNR status show it. */
export interface Place {
  serial: number
  status: PlaceStatus
  coach?: string
  berthNo?: number
  berthType?: Berth | 'NB'
  /** RAC or WL rank now (RAC 3, WL 12). */
  number?: number
  /** What the ticket said when booked: 'CNF/B2/33/LB', 'RAC 12', 'GNWL 23'. */
  bookingStatus: string
  /** What it says now, in the same words. */
  currentStatus: string
}

export interface AllocationPassenger {
  serial: number
  berthPreference?: Berth
  /** False for a child without a berth: it travels on the lead passenger's place. */
  needsBerth: boolean
}

export interface AllocationRequest {
  trainNo: string
  runDate: string
  travelClass: TrainClass
  quota: Quota
  bookingId: string
  passengers: AllocationPassenger[]
  choice: BerthChoice
}

export type Allocation = { ok: true; places: Place[] } | { ok: false; reason: 'REGRET' | 'CHOICE_NOT_MET' }

/** Who moved after a cancellation (RAC → CNF, WL → RAC or CNF). */
export interface Move {
  bookingId: string | null
  serial: number
  from: string
  to: string
}

export interface QuotaStatus {
  /** IR's words: 'AVAILABLE-0042', 'RAC 12', 'GNWL 23/WL 23', 'REGRET'. */
  status: string
  kind: AvailabilityKind
  free: number
  /** RAC places left (free RAC) and the waitlist length. */
  racFree: number
  wlCount: number
}

export async function allocate(tx: Tx, request: AllocationRequest): Promise<Allocation> {
  void tx
  void request
  throw new Error('TODO allocate')
}

export async function cancelPassengers(
  tx: Tx,
  bookingId: string,
  serials: readonly number[],
): Promise<Move[]> {
  void tx
  void bookingId
  void serials
  throw new Error('TODO cancelPassengers')
}

export async function currentPlaces(db: Db, bookingId: string): Promise<Place[]> {
  void db
  void bookingId
  throw new Error('TODO currentPlaces')
}

export async function availabilityStatus(
  db: Database,
  run: Run,
  travelClass: TrainClass,
  quota: Quota,
): Promise<QuotaStatus> {
  void db
  void run
  void travelClass
  void quota
  throw new Error('TODO availabilityStatus')
}

/** Flags the run's quotas charted; answers the bookings whose every passenger is still WL. */
export async function prepareChart(tx: Tx, run: Run): Promise<{ fullyWaitlisted: string[] }> {
  void tx
  void run
  throw new Error('TODO prepareChart')
}

/** Others cancel n places (confirmed first, then RAC, then WL), moving the queue up. */
export async function simulateOthersCancel(
  tx: Tx,
  run: Run,
  travelClass: TrainClass,
  quota: Quota,
  n: number,
): Promise<Move[]> {
  void tx
  void run
  void travelClass
  void quota
  void n
  throw new Error('TODO simulateOthersCancel')
}
