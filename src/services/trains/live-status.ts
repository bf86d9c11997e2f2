/** A train's simulated running status (GET /trains/:train/live), from a seed of the run. */
import type { LiveAnswer } from '@contracts/trains/search'
import { rngFor } from '../platform/prng'
import { hhmm, istInstant, runsOn } from './clock'
import { daysText, fieldError } from './search'
import { stationByCode, type Train } from './supplier'

/** A simulated running status: delays grow and shrink by a seed of the run; times are IST instants. */
export function liveOf(train: Train, runDate: string, now: number): LiveAnswer {
  if (!runsOn(train, runDate)) {
    const origin = train.stops[0]
    throw fieldError(
      'date',
      `Train ${train.number} does not leave ${origin?.code ?? 'its origin'} on ${runDate}: it runs ${daysText(train.runningDays)}`,
    )
  }
  const rng = rngFor(`live|${train.number}|${runDate}`)
  let delay = rng.int(0, 10)
  const iso = (minutes: number | null, late: number) =>
    minutes === null ? null : new Date(istInstant(runDate, minutes + late)).toISOString()
  let last: string | null = null
  let next: string | null = null
  let lastDelay = 0
  const stations = train.stops.map((s, i) => {
    if (i > 0) delay = Math.max(0, Math.min(240, delay + rng.int(-6, 12)))
    const arriveLate = s.arrive === null ? 0 : delay
    const departLate =
      s.depart === null
        ? 0
        : Math.max(
            0,
            delay -
              (s.arrive !== null && s.depart !== null
                ? Math.min(delay, Math.floor((s.depart - s.arrive) / 2))
                : 0),
          )
    const expectedArrival = iso(s.arrive, arriveLate)
    const expectedDeparture = iso(s.depart, departLate)
    const passedAt = expectedDeparture ?? expectedArrival
    const passed = passedAt !== null && Date.parse(passedAt) <= now
    if (passed) {
      last = s.code
      lastDelay = s.depart === null ? arriveLate : departLate
    } else next ??= s.code
    return {
      stationCode: s.code,
      stationName: stationByCode(s.code)?.name ?? s.code,
      scheduledArrival: s.arrive === null ? null : hhmm(s.arrive),
      scheduledDeparture: s.depart === null ? null : hhmm(s.depart),
      expectedArrival,
      expectedDeparture,
      delayMinutes: s.depart === null ? arriveLate : departLate,
      passed,
    }
  })
  const origin = train.stops[0]
  const terminus = train.stops[train.stops.length - 1]
  const nameOf = (code: string | null) => (code ? `${stationByCode(code)?.name ?? code} (${code})` : '')
  const lateText = (m: number) => (m > 0 ? `${m} min late` : 'on time')
  const state = last === null ? 'NOT_STARTED' : last === terminus?.code ? 'ARRIVED' : 'RUNNING'
  const statusText =
    state === 'NOT_STARTED'
      ? `Yet to start from ${nameOf(origin?.code ?? null)}`
      : state === 'ARRIVED'
        ? `Arrived at ${nameOf(last)} ${lateText(lastDelay)}`
        : `Departed from ${nameOf(last)} ${lateText(lastDelay)}; next ${nameOf(next)}`
  return {
    trainNumber: train.number,
    trainName: train.name,
    runDate,
    state,
    statusText,
    lastStationCode: last,
    nextStationCode: state === 'ARRIVED' ? null : next,
    delayMinutes: lastDelay,
    stations,
    asOf: new Date(now).toISOString(),
  }
}
