/**
 * The train search machines given their real side effects, and the hooks the train pages use.
 *
 * - `useTrainSearch(query, settled)`: the trains between two stations (search.machine.ts), started
 *   with the server's answer; its own request runs on "Search again".
 * - `useTrainFilters(values, shown)` / `useTrainSort(choice)`: the results' filters and sort,
 *   started where the address is (filters.machine.ts, sort.machine.ts).
 * - `useTrainAvailability(train, query)`: one train's seats by class and quota (availability.machine.ts).
 *
 * Each machine is provided once; each hook starts it once, on mount, with the page's query, the
 * live product configuration's timers (useShell().config) and the address's sandbox scenario as
 * its input: key the component by what starts a new machine.
 */
import { useActor } from '@xstate/react'
import { fromPromise } from 'xstate'
import type { BetweenAnswer, TrainResult } from '@contracts/trains/search'
import type { Quota } from '@contracts/trains/codes'
import { flowAttributes } from '@machines/lib/binding'
import {
  trainAvailabilityMachine,
  type ClassAvailability,
  type FetchAvailabilityInput,
} from '@machines/trains/availability.machine'
import type { FilterGroupsShown, FilterValues, TrainSortChoice } from '@machines/trains/filters.logic'
import { filtersSnapshotOf, trainFiltersMachine } from '@machines/trains/filters.machine'
import {
  trainSearchMachine,
  type FetchTrainsInput,
  type SettledSearch,
  type TrainSearchQuery,
} from '@machines/trains/search.machine'
import { sortChoiceOf, sortSnapshotOf, trainSortMachine } from '@machines/trains/sort.machine'
import { useShell } from '~/components/useShell'
import { fetchTrainAvailability, fetchTrainsBetween } from '~/server/trains/search.functions'
import { once } from '../once'

/** The sandbox scenario a test put in the address (the server forwards it only in the sandbox). */
const withScenario = (scenario: string | undefined) => (scenario ? { scenario } : {})

const searchFlow = once(() =>
  trainSearchMachine.provide({
    actors: {
      fetchTrains: fromPromise<BetweenAnswer, FetchTrainsInput>(({ input }) =>
        fetchTrainsBetween({ data: input }),
      ),
    },
  }),
)

export function useTrainSearch(query: TrainSearchQuery, settled: SettledSearch | null, scenario?: string) {
  const { config } = useShell()
  const [snapshot, send] = useActor(searchFlow(), {
    input: { query, settled, expiryMs: config.trains.searchExpiryMs, ...withScenario(scenario) },
  })
  return { snapshot, send, flow: flowAttributes('train-search', snapshot) }
}

export function useTrainFilters(values: FilterValues, shown: FilterGroupsShown) {
  const [snapshot, send] = useActor(trainFiltersMachine, {
    input: { shown, values },
    snapshot: filtersSnapshotOf({ shown, values }),
  })
  return { snapshot, send, flow: flowAttributes('train-filters', snapshot) }
}

export function useTrainSort(choice: TrainSortChoice) {
  const [snapshot, send] = useActor(trainSortMachine, { snapshot: sortSnapshotOf(choice) })
  return { choice: sortChoiceOf(snapshot.value), send, flow: flowAttributes('train-sort', snapshot) }
}

const availabilityFlow = once(() =>
  trainAvailabilityMachine.provide({
    actors: {
      fetchAvailability: fromPromise<ClassAvailability[], FetchAvailabilityInput>(({ input }) =>
        fetchTrainAvailability({ data: input }),
      ),
    },
  }),
)

export function useTrainAvailability(
  train: TrainResult,
  query: { date: string; quota: Quota },
  scenario?: string,
) {
  const [snapshot, send] = useActor(availabilityFlow(), {
    input: {
      trainNumber: train.trainNumber,
      from: train.fromStnCode,
      to: train.toStnCode,
      date: query.date,
      classes: train.classes,
      quota: query.quota,
      ...withScenario(scenario),
    },
  })
  return { snapshot, send, flow: flowAttributes('train-availability', snapshot) }
}
