/**
 * The railway's seats of each run (train + the date it leaves its origin) by class and quota
 * (issue 16; docs/decisions/0119, 0127). A quota's row (rail_quotas) and its numbered berths
 * (rail_berths) are created on first use and seeded deterministically with other travellers'
 * bookings (rail_passengers with a null booking id; ./layout.ts). Every allocation and
 * cancellation locks the quota row (SELECT … FOR UPDATE), so berths, RAC places and waitlist
 * numbers are handed out one at a time on PostgreSQL and PGlite alike. RAC and WL numbers are
 * ranks by `seq`, so a cancellation moves everyone behind up. Reads of a quota nobody has booked
 * yet write nothing: they answer from the same seed.
 *
 * Services only: the booking service calls these inside its own transaction.
 * Long on purpose: allocate, cancel, the chart and setRunState share the quota lock's private helpers.
 */
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm'
import type { BerthChoice, Berth, Quota, TrainClass } from '@contracts/trains/codes'
import { BERTH_CLASSES, LOWER_BERTHS } from '@contracts/trains/codes'
import type { AvailabilityKind } from '@contracts/trains/search'
import type { Database, Tx } from '../db/client'
import { railBerths, railPassengers, railQuotas } from '../db/schema'
import { rngFor } from '../platform/prng'
import { quotaShape, seedOf, type QuotaShape, type Seat, type SeatType } from './layout'
import { trainByNumber } from './supplier'

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
  /** LB, MB, UB, SL, SM, SU (berths), WS or NC (seats: window or no choice). */
  berthType?: SeatType
  /** RAC or WL rank now (RAC 3, WL 12). */
  number?: number
  /** False for a child without a berth: travels on the lead passenger's place. */
  hasBerth: boolean
  /** What the ticket said when booked: 'CNF/B2/33/LB', 'RAC 12', 'GNWL 23'. */
  bookingStatus: string
  /** What it says now, in the same words ('CNF/B2/33/LB', 'RAC 3', 'WL 12'). */
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

/** Who moved after a cancellation (RAC → CNF, WL → RAC or CNF); bookingId null for others. */
export interface Move {
  bookingId: string | null
  serial: number
  from: string
  to: string
}

export interface QuotaStatus {
  /** IR's words: 'AVAILABLE-0042', 'RAC 12', 'GNWL 23/WL 23', 'REGRET', 'CHART PREPARED'. */
  status: string
  kind: AvailabilityKind
  /** Confirmable seats left. */
  free: number
  racCount: number
  wlCount: number
}

export interface QuotaKey extends Run {
  travelClass: TrainClass
  quota: Quota
}

const keyText = (k: QuotaKey) => `${k.trainNo}|${k.runDate}|${k.travelClass}|${k.quota}`
/** The berth a passenger holds (a side-lower shared by two RAC passengers has none until the chart). */
const NO_BERTH = 'NB'

export const cnfText = (coach: string, berthNo: number, berthType: string) =>
  `CNF/${coach}/${berthNo}/${berthType}`
export const wlText = (quota: Quota, n: number) => `${quota}WL ${n}`

/** IR's availability words for counts. */
export function statusText(
  quota: Quota,
  counts: { free: number; racCount: number; wlCount: number; nextWl: number },
  shape: Pick<QuotaShape, 'racPlaces' | 'wlLimit'>,
): { status: string; kind: AvailabilityKind } {
  if (counts.free > 0)
    return { status: `AVAILABLE-${String(counts.free).padStart(4, '0')}`, kind: 'AVAILABLE' }
  if (counts.racCount < shape.racPlaces) return { status: `RAC ${counts.racCount + 1}`, kind: 'RAC' }
  if (counts.wlCount < shape.wlLimit)
    return { status: `${wlText(quota, counts.nextWl)}/WL ${counts.wlCount + 1}`, kind: 'WL' }
  return { status: 'REGRET', kind: 'REGRET' }
}

function shapeOf(k: QuotaKey): QuotaShape {
  const train = trainByNumber(k.trainNo)
  if (!train || !train.classes.includes(k.travelClass))
    throw new Error(`No class ${k.travelClass} on train ${k.trainNo}`)
  return quotaShape(train, k.travelClass, k.quota)
}

const whereQuota = (k: QuotaKey) =>
  and(
    eq(railQuotas.trainNo, k.trainNo),
    eq(railQuotas.runDate, k.runDate),
    eq(railQuotas.travelClass, k.travelClass),
    eq(railQuotas.quota, k.quota),
  )
const wherePassengers = (k: QuotaKey) =>
  and(
    eq(railPassengers.trainNo, k.trainNo),
    eq(railPassengers.runDate, k.runDate),
    eq(railPassengers.travelClass, k.travelClass),
    eq(railPassengers.quota, k.quota),
  )

/** Another traveller's confirmed berth (a seeded or sandbox-set booking). */
const othersOnBerth = (k: QuotaKey, s: { coach: string; berthNo: number; berthType: SeatType }) => ({
  ...k,
  serial: 1,
  status: 'CNF' as const,
  seq: 0,
  coach: s.coach,
  berthNo: s.berthNo,
  berthType: s.berthType,
  bookingStatus: cnfText(s.coach, s.berthNo, s.berthType),
})

async function insertChunks<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await write(rows.slice(i, i + 500))
}

/**
 * Creates the quota with its berths and others' seeded bookings if it does not exist yet (one
 * writer wins: INSERT … ON CONFLICT DO NOTHING … RETURNING), then locks it. Answers the row.
 */
async function lockQuota(tx: Tx, k: QuotaKey) {
  const shape = shapeOf(k)
  const seed = seedOf(keyText(k), shape)
  const created = await tx
    .insert(railQuotas)
    .values({
      ...k,
      berths: shape.berths,
      racPlaces: shape.racPlaces,
      wlLimit: shape.wlLimit,
      nextWl: seed.wlIssued + 1,
      nextSeq: seed.rac + seed.wl + 1,
    })
    .onConflictDoNothing()
    .returning({ trainNo: railQuotas.trainNo })
  if (created.length > 0) {
    await insertChunks(shape.seats, (chunk) =>
      tx.insert(railBerths).values(
        chunk.map((s) => ({
          ...k,
          coach: s.coach,
          berthNo: s.berthNo,
          berthType: s.berthType,
          racBerth: s.racBerth,
        })),
      ),
    )
    const firstWl = seed.wlIssued - seed.wl + 1
    const others = [
      ...seed.cnf.map((s) => othersOnBerth(k, s)),
      ...Array.from({ length: seed.rac }, (_, i) => ({
        ...k,
        serial: 1,
        status: 'RAC' as const,
        seq: i + 1,
        bookingStatus: `RAC ${i + 1}`,
      })),
      ...Array.from({ length: seed.wl }, (_, i) => ({
        ...k,
        serial: 1,
        status: 'WL' as const,
        seq: seed.rac + i + 1,
        bookingStatus: wlText(k.quota, firstWl + i),
      })),
    ]
    await insertChunks(others, (chunk) => tx.insert(railPassengers).values(chunk))
  }
  const [row] = await tx.select().from(railQuotas).where(whereQuota(k)).for('update')
  if (!row) throw new Error(`Quota ${keyText(k)} could not be locked`)
  return { row, shape }
}

async function countsOf(db: Db, k: QuotaKey) {
  const rows = await db
    .select({ status: railPassengers.status, n: sql<number>`count(*)::int` })
    .from(railPassengers)
    .where(and(wherePassengers(k), sql`coalesce(${railPassengers.berthType}, '') <> ${NO_BERTH}`))
    .groupBy(railPassengers.status)
  const n = (status: string) => Number(rows.find((r) => r.status === status)?.n ?? 0)
  return { cnf: n('CNF'), rac: n('RAC'), wl: n('WL') }
}

/** Confirmable berths nobody holds, in coach and berth order. */
async function freeSeats(
  tx: Tx,
  k: QuotaKey,
): Promise<{ coach: string; berthNo: number; berthType: SeatType }[]> {
  const rows = await tx
    .select({ coach: railBerths.coach, berthNo: railBerths.berthNo, berthType: railBerths.berthType })
    .from(railBerths)
    .where(
      and(
        eq(railBerths.trainNo, k.trainNo),
        eq(railBerths.runDate, k.runDate),
        eq(railBerths.travelClass, k.travelClass),
        eq(railBerths.quota, k.quota),
        eq(railBerths.racBerth, false),
        sql`not exists (select 1 from ${railPassengers} p where p.train_no = ${railBerths.trainNo} and p.run_date = ${railBerths.runDate} and p.class = ${railBerths.travelClass} and p.coach = ${railBerths.coach} and p.berth_no = ${railBerths.berthNo} and p.status = 'CNF')`,
      ),
    )
    .orderBy(asc(railBerths.coach), asc(railBerths.berthNo))
  return rows.map((r) => ({ ...r, berthType: r.berthType as SeatType }))
}

const coachOrder = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true })

/** Whether a free seat suits a berth preference (1A: CP a coupe berth, CB a cabin berth). */
function suits(
  seat: { berthNo: number; berthType: SeatType },
  pref: Berth | undefined,
  travelClass: TrainClass,
): boolean {
  if (!pref) return true
  if (travelClass === '1A' || travelClass === 'FC') {
    const coupe = seat.berthNo <= 2 || seat.berthNo >= 23
    if (pref === 'CP') return coupe
    if (pref === 'CB') return !coupe
  }
  return seat.berthType === pref
}

/**
 * Allocates places for a booking's passengers, in order: confirmed berths (honouring preferences
 * where free, keeping the party in one coach when it fits), then RAC places, then the waitlist up
 * to its limit; REGRET when the party does not fit at all; CHOICE_NOT_MET when the berth choice
 * (1 same coach, 2 a lower berth, 3 two lower berths) cannot be kept for the confirmed berths.
 */
export async function allocate(tx: Tx, request: AllocationRequest): Promise<Allocation> {
  const k: QuotaKey = {
    trainNo: request.trainNo,
    runDate: request.runDate,
    travelClass: request.travelClass,
    quota: request.quota,
  }
  const { row } = await lockQuota(tx, k)
  if (row.chartPrepared) return { ok: false, reason: 'REGRET' }
  const counts = await countsOf(tx, k)
  const free = await freeSeats(tx, k)
  const berthers = request.passengers.filter((p) => p.needsBerth)
  const room = free.length + Math.max(0, row.racPlaces - counts.rac) + Math.max(0, row.wlLimit - counts.wl)
  if (berthers.length > room) return { ok: false, reason: 'REGRET' }

  // Confirmed seats: the coach with room for the whole confirmed party, else the fullest coaches first.
  const cnfCount = Math.min(berthers.length, free.length)
  const byCoach = new Map<string, typeof free>()
  for (const seat of free) byCoach.set(seat.coach, [...(byCoach.get(seat.coach) ?? []), seat])
  const coaches = [...byCoach.keys()].sort(coachOrder)
  const home = coaches.find((c) => (byCoach.get(c)?.length ?? 0) >= cnfCount)
  const pool = home ? [...(byCoach.get(home) ?? []), ...free.filter((s) => s.coach !== home)] : free
  const wantsLower = request.choice === 2 || request.choice === 3
  const chosen: (typeof free)[number][] = []
  const taken = new Set<string>()
  const take = (seat: (typeof free)[number]) => {
    taken.add(`${seat.coach}/${seat.berthNo}`)
    chosen.push(seat)
  }
  const isFree = (s: (typeof free)[number]) => !taken.has(`${s.coach}/${s.berthNo}`)
  const sleeper = BERTH_CLASSES.includes(request.travelClass)
  for (const p of berthers.slice(0, cnfCount)) {
    const lowers = chosen.filter((s) => LOWER_BERTHS.some((b) => b === s.berthType)).length
    const needLower = sleeper && wantsLower && lowers < (request.choice === 3 ? 2 : 1)
    const seat =
      pool.find(
        (s) => isFree(s) && (!home || s.coach === home) && suits(s, p.berthPreference, request.travelClass),
      ) ??
      (needLower
        ? pool.find(
            (s) => isFree(s) && (!home || s.coach === home) && LOWER_BERTHS.some((b) => b === s.berthType),
          )
        : undefined) ??
      pool.find((s) => isFree(s) && (!home || s.coach === home)) ??
      pool.find(isFree)
    if (seat) take(seat)
  }
  if (cnfCount > 0 && sleeper) {
    const lowers = chosen.filter((s) => LOWER_BERTHS.some((b) => b === s.berthType)).length
    if (request.choice === 1 && new Set(chosen.map((s) => s.coach)).size > 1)
      return { ok: false, reason: 'CHOICE_NOT_MET' }
    if (request.choice === 2 && lowers < 1) return { ok: false, reason: 'CHOICE_NOT_MET' }
    if (request.choice === 3 && lowers < Math.min(2, cnfCount)) return { ok: false, reason: 'CHOICE_NOT_MET' }
    if (request.choice === 3 && cnfCount < 2) return { ok: false, reason: 'CHOICE_NOT_MET' }
  } else if (cnfCount > 0 && request.choice === 1 && new Set(chosen.map((s) => s.coach)).size > 1)
    return { ok: false, reason: 'CHOICE_NOT_MET' }

  let rac = counts.rac
  let wl = counts.wl
  let nextSeq = row.nextSeq
  let nextWl = row.nextWl
  const rows: (typeof railPassengers.$inferInsert)[] = []
  const places: Place[] = []
  let lead: Place | undefined
  for (const p of request.passengers) {
    if (!p.needsBerth) continue
    const seat = chosen.shift()
    let place: Place
    if (seat) {
      const text = cnfText(seat.coach, seat.berthNo, seat.berthType)
      place = {
        serial: p.serial,
        status: 'CNF',
        coach: seat.coach,
        berthNo: seat.berthNo,
        berthType: seat.berthType,
        hasBerth: true,
        bookingStatus: text,
        currentStatus: text,
      }
      rows.push({
        ...k,
        bookingId: request.bookingId,
        serial: p.serial,
        status: 'CNF',
        seq: 0,
        coach: seat.coach,
        berthNo: seat.berthNo,
        berthType: seat.berthType,
        bookingStatus: text,
      })
    } else if (rac < row.racPlaces) {
      rac++
      const text = `RAC ${rac}`
      place = {
        serial: p.serial,
        status: 'RAC',
        number: rac,
        hasBerth: true,
        bookingStatus: text,
        currentStatus: text,
      }
      rows.push({
        ...k,
        bookingId: request.bookingId,
        serial: p.serial,
        status: 'RAC',
        seq: nextSeq++,
        bookingStatus: text,
      })
    } else {
      wl++
      const text = wlText(k.quota, nextWl++)
      place = {
        serial: p.serial,
        status: 'WL',
        number: wl,
        hasBerth: true,
        bookingStatus: text,
        currentStatus: `WL ${wl}`,
      }
      rows.push({
        ...k,
        bookingId: request.bookingId,
        serial: p.serial,
        status: 'WL',
        seq: nextSeq++,
        bookingStatus: text,
      })
    }
    lead ??= place
    places.push(place)
  }
  for (const p of request.passengers) {
    if (p.needsBerth) continue
    // A child without a berth travels on the lead passenger's place.
    const status = lead?.status ?? 'CNF'
    const text = lead ? lead.bookingStatus.replace(/^CNF\/.*/, 'CNF') : 'CNF'
    places.push({
      serial: p.serial,
      status,
      ...(lead?.number !== undefined ? { number: lead.number } : {}),
      hasBerth: false,
      bookingStatus: text,
      currentStatus: lead ? lead.currentStatus.replace(/^CNF\/.*/, 'CNF') : 'CNF',
    })
    rows.push({
      ...k,
      bookingId: request.bookingId,
      serial: p.serial,
      status: 'CNF',
      seq: 0,
      berthType: NO_BERTH,
      bookingStatus: text,
    })
  }
  if (rows.length) await tx.insert(railPassengers).values(rows)
  await tx.update(railQuotas).set({ nextSeq, nextWl, updatedAt: new Date() }).where(whereQuota(k))
  return { ok: true, places: places.sort((a, b) => a.serial - b.serial) }
}

type PassengerRow = typeof railPassengers.$inferSelect

async function rankOf(db: Db, r: PassengerRow): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(railPassengers)
    .where(
      and(
        wherePassengers({
          trainNo: r.trainNo,
          runDate: r.runDate,
          travelClass: r.travelClass as TrainClass,
          quota: r.quota as Quota,
        }),
        eq(railPassengers.status, r.status),
        sql`${railPassengers.seq} <= ${r.seq}`,
      ),
    )
  return Number(row?.n ?? 0)
}

async function placeOf(db: Db, r: PassengerRow): Promise<Place> {
  const base = { serial: r.serial, hasBerth: r.berthType !== NO_BERTH, bookingStatus: r.bookingStatus }
  if (r.status === 'CNF' && r.coach && r.berthNo !== null)
    return {
      ...base,
      status: 'CNF',
      coach: r.coach,
      berthNo: r.berthNo,
      berthType: r.berthType as SeatType,
      currentStatus: cnfText(r.coach, r.berthNo, r.berthType ?? ''),
    }
  if (r.status === 'RAC' || r.status === 'WL') {
    const number = await rankOf(db, r)
    return { ...base, status: r.status, number, currentStatus: `${r.status} ${number}` }
  }
  return { ...base, status: 'CNF', currentStatus: r.status === 'CAN' ? 'CAN' : 'CNF' }
}

/**
 * Every passenger's place of a booking now (cancelled passengers left out), by serial. A child
 * without a berth shows the lead passenger's status.
 */
export async function currentPlaces(db: Db, bookingId: string): Promise<Place[]> {
  const rows = await db
    .select()
    .from(railPassengers)
    .where(and(eq(railPassengers.bookingId, bookingId), ne(railPassengers.status, 'CAN')))
    .orderBy(asc(railPassengers.serial))
  const places: Place[] = []
  for (const r of rows) if (r.berthType !== NO_BERTH) places.push(await placeOf(db, r))
  const lead = places[0]
  for (const r of rows)
    if (r.berthType === NO_BERTH)
      places.push({
        serial: r.serial,
        status: lead?.status ?? 'CNF',
        ...(lead?.number !== undefined ? { number: lead.number } : {}),
        hasBerth: false,
        bookingStatus: r.bookingStatus,
        currentStatus: lead ? lead.currentStatus.replace(/^CNF\/.*/, 'CNF') : 'CNF',
      })
  return places.sort((a, b) => a.serial - b.serial)
}

/** Moves the queue after a place is freed: a berth goes to RAC 1 (or WL 1 without RAC), RAC to WL 1. */
async function moveUp(
  tx: Tx,
  k: QuotaKey,
  freed: { status: 'CNF' | 'RAC'; coach?: string | null; berthNo?: number | null; berthType?: string | null },
): Promise<Move[]> {
  const moves: Move[] = []
  const first = async (status: 'RAC' | 'WL') => {
    const [r] = await tx
      .select()
      .from(railPassengers)
      .where(
        and(
          wherePassengers(k),
          eq(railPassengers.status, status),
          ne(sql`coalesce(${railPassengers.berthType}, '')`, NO_BERTH),
        ),
      )
      .orderBy(asc(railPassengers.seq))
      .limit(1)
    return r
  }
  const [quota] = await tx.select().from(railQuotas).where(whereQuota(k))
  if (freed.status === 'CNF' && freed.coach && freed.berthNo !== null && freed.berthNo !== undefined) {
    const racFirst = await first('RAC')
    const up = racFirst ?? (await first('WL'))
    if (!up) return moves
    const from = up.status === 'RAC' ? 'RAC 1' : 'WL 1'
    const to = cnfText(freed.coach, freed.berthNo, freed.berthType ?? '')
    await tx
      .update(railPassengers)
      .set({
        status: 'CNF',
        coach: freed.coach,
        berthNo: freed.berthNo,
        berthType: freed.berthType,
        updatedAt: new Date(),
      })
      .where(eq(railPassengers.id, up.id))
    moves.push({ bookingId: up.bookingId, serial: up.serial, from, to })
    if (up.status !== 'RAC') return moves
  }
  // A RAC place is free now (freed itself, or its holder moved to a berth): WL 1 takes it.
  const racCount = (await countsOf(tx, k)).rac
  if (quota && racCount < quota.racPlaces) {
    const wlFirst = await first('WL')
    if (wlFirst) {
      await tx
        .update(railPassengers)
        .set({ status: 'RAC', updatedAt: new Date() })
        .where(eq(railPassengers.id, wlFirst.id))
      moves.push({
        bookingId: wlFirst.bookingId,
        serial: wlFirst.serial,
        from: 'WL 1',
        to: `RAC ${racCount + 1}`,
      })
    }
  }
  return moves
}

async function cancelRows(tx: Tx, rows: PassengerRow[]): Promise<Move[]> {
  const moves: Move[] = []
  for (const r of rows) {
    const k: QuotaKey = {
      trainNo: r.trainNo,
      runDate: r.runDate,
      travelClass: r.travelClass as TrainClass,
      quota: r.quota as Quota,
    }
    await tx
      .update(railPassengers)
      .set({ status: 'CAN', updatedAt: new Date() })
      .where(eq(railPassengers.id, r.id))
    if (r.berthType === NO_BERTH || r.status === 'WL' || r.status === 'CAN') continue
    const [quota] = await tx.select({ chart: railQuotas.chartPrepared }).from(railQuotas).where(whereQuota(k))
    if (quota?.chart) continue
    moves.push(
      ...(await moveUp(
        tx,
        k,
        r.status === 'CNF'
          ? { status: 'CNF', coach: r.coach, berthNo: r.berthNo, berthType: r.berthType }
          : { status: 'RAC' },
      )),
    )
  }
  return moves
}

/**
 * Cancels passengers of a booking (all of them when `serials` is empty): frees their places and
 * moves the queue up (a freed berth to RAC 1, a freed RAC place to WL 1). Answers who moved.
 */
export async function cancelPassengers(
  tx: Tx,
  bookingId: string,
  serials: readonly number[],
): Promise<Move[]> {
  const rows = await tx
    .select()
    .from(railPassengers)
    .where(
      and(
        eq(railPassengers.bookingId, bookingId),
        ne(railPassengers.status, 'CAN'),
        ...(serials.length ? [inArray(railPassengers.serial, [...serials])] : []),
      ),
    )
    .orderBy(asc(railPassengers.serial))
  const keys = [
    ...new Map(rows.map((r) => [`${r.trainNo}|${r.runDate}|${r.travelClass}|${r.quota}`, r])).values(),
  ].sort((a, b) => `${a.travelClass}|${a.quota}`.localeCompare(`${b.travelClass}|${b.quota}`))
  for (const r of keys)
    await tx
      .select({ n: railQuotas.nextSeq })
      .from(railQuotas)
      .where(
        whereQuota({
          trainNo: r.trainNo,
          runDate: r.runDate,
          travelClass: r.travelClass as TrainClass,
          quota: r.quota as Quota,
        }),
      )
      .for('update')
  return cancelRows(tx, rows)
}

/** Others cancel n places (picked by the seed and the quota's state), moving the queue up. */
export async function simulateOthersCancel(
  tx: Tx,
  run: Run,
  travelClass: TrainClass,
  quota: Quota,
  n: number,
): Promise<Move[]> {
  const k: QuotaKey = { ...run, travelClass, quota }
  const { row } = await lockQuota(tx, k)
  const others = await tx
    .select()
    .from(railPassengers)
    .where(
      and(
        wherePassengers(k),
        isNull(railPassengers.bookingId),
        inArray(railPassengers.status, ['CNF', 'RAC']),
      ),
    )
    .orderBy(asc(railPassengers.id))
  const rng = rngFor(`others-cancel|${keyText(k)}|${row.nextSeq}|${others.length}`)
  const picked = others
    .map((r) => ({ r, at: rng.next() }))
    .sort((a, b) => a.at - b.at)
    .slice(0, Math.max(0, n))
    .map((x) => x.r)
  return cancelRows(tx, picked)
}

/** Flags the run's quotas charted; answers the bookings whose every passenger is still WL. */
export async function prepareChart(tx: Tx, run: Run): Promise<{ fullyWaitlisted: string[] }> {
  await tx
    .select({ c: railQuotas.travelClass })
    .from(railQuotas)
    .where(and(eq(railQuotas.trainNo, run.trainNo), eq(railQuotas.runDate, run.runDate)))
    .orderBy(asc(railQuotas.travelClass), asc(railQuotas.quota))
    .for('update')
  await tx
    .update(railQuotas)
    .set({ chartPrepared: true, updatedAt: new Date() })
    .where(and(eq(railQuotas.trainNo, run.trainNo), eq(railQuotas.runDate, run.runDate)))
  const rows = await tx
    .select({ bookingId: railPassengers.bookingId })
    .from(railPassengers)
    .where(
      and(
        eq(railPassengers.trainNo, run.trainNo),
        eq(railPassengers.runDate, run.runDate),
        sql`${railPassengers.bookingId} is not null`,
        ne(railPassengers.status, 'CAN'),
      ),
    )
    .groupBy(railPassengers.bookingId)
    .having(
      sql`count(*) filter (where ${railPassengers.status} = 'WL') > 0 and count(*) filter (where ${railPassengers.status} in ('CNF', 'RAC') and coalesce(${railPassengers.berthType}, '') <> ${NO_BERTH}) = 0`,
    )
  return { fullyWaitlisted: rows.flatMap((r) => (r.bookingId ? [r.bookingId] : [])).sort() }
}

/**
 * Availability of one quota of a class on several runs at once (two queries): from the database
 * for quotas in use, from the seed for the others (nothing is written).
 */
export async function availabilityStatuses(
  db: Db,
  trainNo: string,
  runDates: readonly string[],
  travelClass: TrainClass,
  quota: Quota,
): Promise<Map<string, QuotaStatus>> {
  const out = new Map<string, QuotaStatus>()
  if (runDates.length === 0) return out
  const shape = shapeOf({ trainNo, runDate: runDates[0] ?? '', travelClass, quota })
  const where = and(
    eq(railQuotas.trainNo, trainNo),
    inArray(railQuotas.runDate, [...runDates]),
    eq(railQuotas.travelClass, travelClass),
    eq(railQuotas.quota, quota),
  )
  const quotas = await db.select().from(railQuotas).where(where)
  const counts = quotas.length
    ? await db
        .select({
          runDate: railPassengers.runDate,
          status: railPassengers.status,
          n: sql<number>`count(*)::int`,
        })
        .from(railPassengers)
        .where(
          and(
            eq(railPassengers.trainNo, trainNo),
            inArray(
              railPassengers.runDate,
              quotas.map((q) => q.runDate),
            ),
            eq(railPassengers.travelClass, travelClass),
            eq(railPassengers.quota, quota),
            sql`coalesce(${railPassengers.berthType}, '') <> ${NO_BERTH}`,
          ),
        )
        .groupBy(railPassengers.runDate, railPassengers.status)
    : []
  for (const runDate of runDates) {
    const row = quotas.find((q) => q.runDate === runDate)
    if (row) {
      const n = (status: string) =>
        Number(counts.find((c) => c.runDate === runDate && c.status === status)?.n ?? 0)
      const c = {
        free: shape.cnfSeats.length - n('CNF'),
        racCount: n('RAC'),
        wlCount: n('WL'),
        nextWl: row.nextWl,
      }
      const text = row.chartPrepared
        ? { status: 'CHART PREPARED', kind: 'NOT_AVAILABLE' as const }
        : statusText(quota, c, row)
      out.set(runDate, { ...text, free: c.free, racCount: c.racCount, wlCount: c.wlCount })
    } else {
      const seed = seedOf(keyText({ trainNo, runDate, travelClass, quota }), shape)
      const c = {
        free: shape.cnfSeats.length - seed.cnf.length,
        racCount: seed.rac,
        wlCount: seed.wl,
        nextWl: seed.wlIssued + 1,
      }
      out.set(runDate, {
        ...statusText(quota, c, shape),
        free: c.free,
        racCount: c.racCount,
        wlCount: c.wlCount,
      })
    }
  }
  return out
}

export async function availabilityStatus(
  db: Db,
  run: Run,
  travelClass: TrainClass,
  quota: Quota,
): Promise<QuotaStatus> {
  const status = (await availabilityStatuses(db, run.trainNo, [run.runDate], travelClass, quota)).get(
    run.runDate,
  )
  if (!status) throw new Error('availability not computed')
  return status
}

/**
 * Sandbox (POST /trains/sandbox/run): sets a quota's free confirmable seats, and optionally its
 * RAC and waitlist counts, by adding or removing other travellers' bookings (travellers' own stay).
 */
export async function setRunState(
  tx: Tx,
  k: QuotaKey,
  target: { free: number; rac?: number; wl?: number },
): Promise<QuotaStatus> {
  const { row, shape } = await lockQuota(tx, k)
  const free = await freeSeats(tx, k)
  if (free.length > target.free) {
    const fill = free.slice(0, free.length - target.free)
    await insertChunks(fill, (chunk) =>
      tx.insert(railPassengers).values(chunk.map((s) => othersOnBerth(k, s))),
    )
  } else if (free.length < target.free) {
    const others = await tx
      .select({ id: railPassengers.id })
      .from(railPassengers)
      .where(and(wherePassengers(k), isNull(railPassengers.bookingId), eq(railPassengers.status, 'CNF')))
      .orderBy(asc(railPassengers.id))
      .limit(target.free - free.length)
    if (others.length)
      await tx.delete(railPassengers).where(
        inArray(
          railPassengers.id,
          others.map((o) => o.id),
        ),
      )
  }
  let nextSeq = row.nextSeq
  let nextWl = row.nextWl
  for (const [status, want] of [
    ['RAC', target.rac],
    ['WL', target.wl],
  ] as const) {
    if (want === undefined) continue
    const counts = await countsOf(tx, k)
    const have = status === 'RAC' ? counts.rac : counts.wl
    const limit = status === 'RAC' ? shape.racPlaces : shape.wlLimit
    const goal = Math.min(want, limit)
    if (have < goal) {
      const add = Array.from({ length: goal - have }, () => {
        const seq = nextSeq++
        return {
          ...k,
          serial: 1,
          status,
          seq,
          bookingStatus: status === 'RAC' ? `RAC ${seq}` : wlText(k.quota, nextWl++),
        }
      })
      await insertChunks(add, (chunk) => tx.insert(railPassengers).values(chunk))
    } else if (have > goal) {
      const drop = await tx
        .select({ id: railPassengers.id })
        .from(railPassengers)
        .where(and(wherePassengers(k), isNull(railPassengers.bookingId), eq(railPassengers.status, status)))
        .orderBy(sql`${railPassengers.seq} desc`)
        .limit(have - goal)
      if (drop.length)
        await tx.delete(railPassengers).where(
          inArray(
            railPassengers.id,
            drop.map((o) => o.id),
          ),
        )
    }
  }
  await tx
    .update(railQuotas)
    .set({ nextSeq, nextWl, chartPrepared: false, updatedAt: new Date() })
    .where(whereQuota(k))
  return availabilityStatus(tx, k, k.travelClass, k.quota)
}

export type { Seat }
