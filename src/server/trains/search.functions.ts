/**
 * Train search for the browser (001 §7 "Trains"): stations for the form, the trains between two
 * stations (the results page's loader, server-rendered), a train's schedule, its availability for
 * every class of a quota at once, and its boarding points. The flows (src/flows/trains) call these.
 *
 * `scenario` (sandbox controls) is forwarded only when the store runs with SANDBOX=true, so tests
 * and benchmarks can drive every path of a search (the railway being down among them).
 */
import { createServerFn } from '@tanstack/react-start'
import type { BetweenAnswer, BoardingPoint, ScheduleAnswer, Station } from '@contracts/trains/search'
import type { ClassAvailability } from '@machines/trains/availability.machine'
import type { SettledSearch } from '@machines/trains/search.machine'
import { deployment } from '../platform/config.server'
import { asUserErrors, toUserError, withCause } from '../platform/errors'
import { input } from '../platform/validate'
import {
  getAvailability,
  getBoardingPoints,
  getSchedule,
  getStations,
  getTrainsBetween,
} from './client.server'
// Input schemas live in a server-only module and are used only inside `.validator()`, which Start
// removes from the browser's copy of this file (docs/decisions/0021).
import {
  availabilityInput,
  boardingPointsInput,
  popularStationsInput,
  scheduleInput,
  stationsInput,
  trainsBetweenInput,
} from './inputs.server'

const sandbox = (scenario: string | undefined) => (deployment.SANDBOX && scenario ? { scenario } : {})

export const fetchStations = createServerFn({ method: 'GET' })
  .validator(input(stationsInput))
  .handler(({ data }): Promise<Station[]> => asUserErrors(() => getStations(data.q)))

/** The names of the form's popular stations (app.config trains.popularStations), in that order. */
export const fetchPopularStations = createServerFn({ method: 'GET' })
  .validator(input(popularStationsInput))
  .handler(({ data }): Promise<Station[]> =>
    asUserErrors(async () => {
      const found = await Promise.all(
        data.codes.map(async (code) => (await getStations(code)).find((s) => s.code === code)),
      )
      return found.filter((s): s is Station => s !== undefined)
    }),
  )

export const fetchTrainsBetween = createServerFn({ method: 'GET' })
  .validator(input(trainsBetweenInput))
  .handler(({ data }): Promise<BetweenAnswer> =>
    asUserErrors(() =>
      getTrainsBetween(
        { from: data.from, to: data.to, date: data.date, quota: data.quota },
        sandbox(data.scenario),
      ),
    ),
  )

/**
 * The results page's loader: the answer, or the failure as data (status and message), so the page
 * renders the failure or the not-available modal on the server instead of an error page.
 */
export const settleTrainsBetween = createServerFn({ method: 'GET' })
  .validator(input(trainsBetweenInput))
  .handler(async ({ data }): Promise<SettledSearch> => {
    try {
      const answer = await getTrainsBetween(
        { from: data.from, to: data.to, date: data.date, quota: data.quota },
        sandbox(data.scenario),
      )
      return { ok: true, answer }
    } catch (error) {
      const userError = withCause(toUserError(error), error)
      return { ok: false, status: userError.status ?? 502, message: userError.message }
    }
  })

export const fetchTrainSchedule = createServerFn({ method: 'GET' })
  .validator(input(scheduleInput))
  .handler(({ data }): Promise<ScheduleAnswer> =>
    asUserErrors(() => getSchedule(data.trainNumber, sandbox(data.scenario))),
  )

/**
 * Every class asked in parallel; each class answers for itself (a class that fails is ERROR on the
 * page while the others show their seats). Only a refusal of the request itself is thrown.
 */
export const fetchTrainAvailability = createServerFn({ method: 'GET' })
  .validator(input(availabilityInput))
  .handler(async ({ data }): Promise<ClassAvailability[]> => {
    const { trainNumber, classes, scenario, ...journey } = data
    const settled = await Promise.allSettled(
      classes.map((travelClass) =>
        getAvailability(trainNumber, { ...journey, class: travelClass }, sandbox(scenario)),
      ),
    )
    return settled.map((result, i): ClassAvailability => {
      // classes and settled are the same length, in the same order.
      const travelClass = classes[i]!
      if (result.status === 'fulfilled') return { travelClass, ok: true, answer: result.value }
      const userError = toUserError(result.reason)
      return { travelClass, ok: false, message: userError.message }
    })
  })

export const fetchBoardingPoints = createServerFn({ method: 'GET' })
  .validator(input(boardingPointsInput))
  .handler(({ data }): Promise<BoardingPoint[]> =>
    asUserErrors(() =>
      getBoardingPoints(data.trainNumber, { from: data.from, to: data.to, date: data.date }),
    ),
  )
