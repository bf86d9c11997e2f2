/**
 * The railway's enquiry answers (001 §3 "Train result", §7 Trains; docs/decisions/0119, 0128):
 * trains between two stations (nearby stations included), a train's schedule, its availability
 * with the fare and boarding points (the simulated running status is ./live-status.ts). Every check
 * a caller can fail is a 400 naming the field, in words a traveller can act on.
 */
import type { ProductConfig } from '@config'
import { CLASS_NAMES, QUOTAS, QUOTA_NAMES, type Quota, type TrainClass } from '@contracts/trains/codes'
import type {
  AvailabilityAnswer,
  AvailabilityDay,
  BetweenAnswer,
  BoardingPoint,
  ScheduleAnswer,
  TrainResult,
} from '@contracts/trains/search'
import { RUNNING_DAY_NAMES } from '@contracts/trains/search'
import { dayDiff, plusDays } from '@contracts/trains/search-params'
import type { Database } from '../db/client'
import { validationError } from '../http/errors'
import {
  chartTimeOf,
  dayOffset,
  hhmm,
  indiaToday,
  istInstant,
  runDateOf,
  runningDaysAt,
  runsOn,
  tatkalOpensAt,
  weekdayOf,
} from './clock'
import { fareFor } from './fares'
import { availabilityStatuses } from './inventory'
import { quotasOf } from './layout'
import { nearbyCodes, stationByCode, trainByNumber, trainsAt, type Stop, type Train } from './supplier'

export const fieldError = (field: string, message: string) => validationError(message, [{ field, message }])

/** A known station, or a 400 naming the field. */
export function knownStation(field: string, code: string) {
  const station = stationByCode(code)
  if (!station) throw fieldError(field, `There is no station ${code}: choose one from the list`)
  return station
}

/** The journey date: not before the railway's today, within the booking window. */
export function checkJourneyDate(field: string, date: string, now: number, product: ProductConfig): void {
  const today = indiaToday(now)
  if (date < today)
    throw fieldError(field, `The date of journey ${date} is in the past: choose today or a later date`)
  const window = product.trains.bookingWindowDays
  if (dayDiff(today, date) > window)
    throw fieldError(
      field,
      `Tickets can be booked at most ${window} days ahead (until ${plusDays(today, window)}): choose an earlier date`,
    )
}

export function checkPair(from: string, to: string) {
  const a = knownStation('from', from)
  const b = knownStation('to', to)
  if (a.code === b.code) throw fieldError('to', 'From and To stations cannot be the same')
  return { from: a, to: b }
}

/** A train's running days in words: daily, or the days' names. */
export const daysText = (days: readonly boolean[]) =>
  days.every(Boolean) ? 'daily' : RUNNING_DAY_NAMES.filter((_, i) => days[i]).join(', ')

/** The train's stops at the two stations, boarding first, or undefined. */
function legOf(
  train: Train,
  fromCodes: readonly string[],
  toCodes: readonly string[],
  from: string,
  to: string,
) {
  const stops = train.stops
  const fromIdx = stops.findIndex((s) => s.code === from && s.depart !== null)
  const pickFrom =
    fromIdx >= 0 ? fromIdx : stops.findIndex((s) => fromCodes.includes(s.code) && s.depart !== null)
  if (pickFrom < 0) return undefined
  const after = stops.slice(pickFrom + 1)
  const exactTo = after.findIndex((s) => s.code === to)
  const anyTo = after.findIndex((s) => toCodes.includes(s.code))
  const toIdx = exactTo >= 0 ? exactTo : anyTo
  if (toIdx < 0) return undefined
  const board = stops[pickFrom]
  const leave = after[toIdx]
  return board && leave ? { board, leave } : undefined
}

function resultOf(
  train: Train,
  board: Stop,
  leave: Stop,
  journeyDate: string,
  from: string,
  to: string,
): TrainResult {
  const depart = board.depart ?? 0
  const arrive = leave.arrive ?? 0
  return {
    trainNumber: train.number,
    trainName: train.name,
    trainType: train.type,
    fromStnCode: board.code,
    toStnCode: leave.code,
    sourceStnCode: train.stops[0]?.code ?? board.code,
    destinationStnCode: train.stops[train.stops.length - 1]?.code ?? leave.code,
    departureTime: hhmm(depart),
    arrivalTime: hhmm(arrive),
    duration: arrive - depart,
    arrivalDayOffset: Math.floor(arrive / 1440) - Math.floor(depart / 1440),
    runningDays: runningDaysAt(train, board),
    classes: [...train.classes],
    distance: Math.max(1, leave.km - board.km),
    journeyDate,
    runDate: runDateOf(board, journeyDate),
    fromNearby: board.code !== from,
    toNearby: leave.code !== to,
  }
}

export function trainsBetween(
  query: { from: string; to: string; date: string; quota: Quota },
  now: number,
  product: ProductConfig,
): BetweenAnswer {
  const { from, to } = checkPair(query.from, query.to)
  checkJourneyDate('date', query.date, now, product)
  const fromCodes = nearbyCodes(from.code)
  const toCodes = nearbyCodes(to.code)
  const seen = new Set<string>()
  const list: TrainResult[] = []
  for (const code of fromCodes)
    for (const train of trainsAt(code)) {
      if (seen.has(train.number)) continue
      seen.add(train.number)
      const leg = legOf(train, fromCodes, toCodes, from.code, to.code)
      if (!leg || !runsOn(train, runDateOf(leg.board, query.date))) continue
      list.push(resultOf(train, leg.board, leg.leave, query.date, from.code, to.code))
    }
  list.sort(
    (a, b) => a.departureTime.localeCompare(b.departureTime) || a.trainNumber.localeCompare(b.trainNumber),
  )
  const names: Record<string, string> = { [from.code]: from.name, [to.code]: to.name }
  for (const t of list)
    for (const code of [t.fromStnCode, t.toStnCode, t.sourceStnCode, t.destinationStnCode])
      names[code] = stationByCode(code)?.name ?? code
  return {
    trainBtwnStnsList: list,
    serverId: 'sandbox-railway-1',
    timeStamp: new Date(now).toISOString(),
    quotaList: [...QUOTAS],
    meta: { status: 'SUCCESS', info: { stn_names: names } },
  }
}

export function scheduleOf(train: Train): ScheduleAnswer {
  return {
    trainNumber: train.number,
    trainName: train.name,
    trainType: train.type,
    runningDays: [...train.runningDays],
    classes: [...train.classes],
    stationList: train.stops.map((s, i) => ({
      stnSerialNumber: i + 1,
      stationCode: s.code,
      stationName: stationByCode(s.code)?.name ?? s.code,
      arrivalTime: s.arrive === null ? null : hhmm(s.arrive),
      departureTime: s.depart === null ? null : hhmm(s.depart),
      haltMinutes: s.arrive !== null && s.depart !== null ? s.depart - s.arrive : 0,
      dayCount: s.day,
      distance: s.km,
    })),
  }
}

/** The train's boarding and leaving stops for a from/to pair, or a 400 naming the field. */
export function stopsFor(train: Train, from: string, to: string) {
  checkPair(from, to)
  const i = train.stops.findIndex((s) => s.code === from && s.depart !== null)
  if (i < 0)
    throw fieldError('from', `Train ${train.number} does not stop at ${from}: choose a station on its route`)
  const j = train.stops.findIndex((s, k) => k > i && s.code === to)
  if (j < 0)
    throw fieldError(
      'to',
      train.stops.some((s) => s.code === to)
        ? `Train ${train.number} reaches ${to} before ${from}: swap the stations`
        : `Train ${train.number} does not stop at ${to}: choose a station on its route`,
    )
  const board = train.stops[i]
  const leave = train.stops[j]
  if (!board || !leave) throw fieldError('to', `Train ${train.number} does not run from ${from} to ${to}`)
  return { board, leave, boardIndex: i, leaveIndex: j }
}

/** The run of a journey date at the boarding stop, or a 400 on 'date' when the train does not run. */
export function runFor(train: Train, board: Stop, date: string): string {
  const runDate = runDateOf(board, date)
  if (!runsOn(train, runDate)) {
    const days = daysText(runningDaysAt(train, board))
    throw fieldError(
      'date',
      `Train ${train.number} does not leave ${board.code} on ${RUNNING_DAY_NAMES[weekdayOf(date)]} ${date}: it runs ${days}`,
    )
  }
  return runDate
}

export function checkClass(train: Train, travelClass: TrainClass): void {
  if (!train.classes.includes(travelClass))
    throw fieldError(
      'class',
      `Train ${train.number} has no ${CLASS_NAMES[travelClass]} (${travelClass}): choose ${train.classes.join(', ')}`,
    )
}

export function checkQuota(
  train: Train,
  travelClass: TrainClass,
  quota: Quota,
  runDate: string,
  now: number,
  product: ProductConfig,
): void {
  const offered = quotasOf(train, travelClass)
  if (!offered.includes(quota))
    throw fieldError(
      'quota',
      `${QUOTA_NAMES[quota]} quota is not sold in ${travelClass} on train ${train.number}: choose ${offered.join(', ')}`,
    )
  if (quota === 'TQ') {
    const opens = tatkalOpensAt(runDate, travelClass, product)
    if (now < opens) {
      const at = new Date(opens + 330 * 60_000).toISOString()
      throw fieldError(
        'quota',
        `Tatkal booking for this train opens at ${at.slice(11, 16)} on ${at.slice(0, 10)}: choose General quota or come back then`,
      )
    }
  }
}

const NOT_RUNNING: Pick<AvailabilityDay, 'status' | 'kind'> = {
  status: 'NOT AVAILABLE',
  kind: 'NOT_AVAILABLE',
}

export async function availabilityOf(
  db: Database,
  train: Train,
  query: { from: string; to: string; date: string; class: TrainClass; quota: Quota; moreThanOneDay: boolean },
  now: number,
  product: ProductConfig,
): Promise<AvailabilityAnswer> {
  const { board, leave } = stopsFor(train, query.from, query.to)
  checkJourneyDate('date', query.date, now, product)
  checkClass(train, query.class)
  const runDate = runFor(train, board, query.date)
  checkQuota(train, query.class, query.quota, runDate, now, product)
  const today = indiaToday(now)
  const days = Array.from({ length: query.moreThanOneDay ? 6 : 1 }, (_, i) => plusDays(query.date, i))
  const runs = days.map((date) => ({ date, runDate: runDateOf(board, date) }))
  const open = runs.filter(
    ({ date, runDate: run }) =>
      runsOn(train, run) &&
      dayDiff(today, date) <= product.trains.bookingWindowDays &&
      istInstant(run, board.depart ?? 0) > now &&
      (query.quota !== 'TQ' || now >= tatkalOpensAt(run, query.class, product)),
  )
  const statuses = await availabilityStatuses(
    db,
    train.number,
    open.map((r) => r.runDate),
    query.class,
    query.quota,
  )
  const avlDayList = runs.map(({ date, runDate: run }): AvailabilityDay => {
    const status = open.some((r) => r.date === date) ? statuses.get(run) : undefined
    if (!status) return { date, ...NOT_RUNNING }
    if (now >= chartTimeOf(train, run, product))
      return { date, status: 'CHART PREPARED', kind: 'NOT_AVAILABLE' }
    return { date, status: status.status, kind: status.kind }
  })
  const fare = fareFor({
    train,
    from: board.code,
    to: leave.code,
    travelClass: query.class,
    quota: query.quota,
    passengers: [{ age: 30, gender: 'M' }],
  })
  return {
    trainNumber: train.number,
    trainName: train.name,
    fromStnCode: board.code,
    toStnCode: leave.code,
    travelClass: query.class,
    quota: query.quota,
    distance: Math.max(1, leave.km - board.km),
    fare: { lines: fare.lines, total: fare.total },
    avlDayList,
  }
}

export function boardingPointsOf(
  train: Train,
  query: { from: string; to: string; date: string },
  now: number,
  product: ProductConfig,
): BoardingPoint[] {
  const { board, boardIndex, leaveIndex } = stopsFor(train, query.from, query.to)
  checkJourneyDate('date', query.date, now, product)
  const runDate = runFor(train, board, query.date)
  return train.stops.slice(boardIndex, leaveIndex).map((s) => ({
    stationCode: s.code,
    stationName: stationByCode(s.code)?.name ?? s.code,
    departureTime: hhmm(s.depart ?? 0),
    date: plusDays(runDate, dayOffset(s)),
    distance: s.km - board.km,
  }))
}

export { trainByNumber }
