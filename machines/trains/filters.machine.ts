/**
 * The train results' filters (001 §4 Trains "Filters: toggle a value, clear one group, reset all,
 * initialise"; §9): departure and arrival time buckets, nearby from and to stations, train types.
 * Initialised from the address and from white-label `trains.filters` (a group the site does not
 * show takes no choice): filtersSnapshotOf starts it where the address is. Pure: the page applies the choices with filters.logic.ts.
 */
import { and, assign, setup } from 'xstate'
import {
  allGroupsShown,
  FILTER_GROUPS,
  hasFilters,
  noTrainFilters,
  type FilterGroup,
  type FilterGroupsShown,
  type FilterValues,
} from './filters.logic'

export interface TrainFiltersInput {
  shown?: FilterGroupsShown
  values?: FilterValues
}

export interface TrainFiltersContext {
  shown: FilterGroupsShown
  values: FilterValues
}

export type TrainFiltersEvent =
  | { type: 'TOGGLE'; group: FilterGroup; value: string }
  | { type: 'CLEAR'; group: FilterGroup }
  | { type: 'RESET' }
  | { type: 'INIT'; shown?: FilterGroupsShown; values: FilterValues }

/** Only the groups shown keep choices. */
function keepShown(values: FilterValues, shown: FilterGroupsShown): FilterValues {
  const out = noTrainFilters()
  for (const group of FILTER_GROUPS) if (shown[group]) out[group] = [...new Set(values[group])]
  return out
}

/** The choices after an event (the same for an event the machine does not take). */
export function nextValues(context: TrainFiltersContext, event: TrainFiltersEvent): TrainFiltersContext {
  switch (event.type) {
    case 'TOGGLE': {
      const now = context.values[event.group]
      const next = now.includes(event.value) ? now.filter((v) => v !== event.value) : [...now, event.value]
      return { ...context, values: { ...context.values, [event.group]: next } }
    }
    case 'CLEAR':
      return { ...context, values: { ...context.values, [event.group]: [] } }
    case 'RESET':
      return { ...context, values: noTrainFilters() }
    case 'INIT': {
      const shown = event.shown ?? context.shown
      return { shown, values: keepShown(event.values, shown) }
    }
  }
}

export const trainFiltersMachine = setup({
  types: {
    context: {} as TrainFiltersContext,
    input: {} as TrainFiltersInput,
    events: {} as TrainFiltersEvent,
  },
  guards: {
    // Whether filters are on after the event: the next state is chosen before the values change.
    onAfter: ({ context, event }) => hasFilters(nextValues(context, event).values),
    groupShown: ({ context, event }) =>
      (event.type === 'TOGGLE' || event.type === 'CLEAR') && context.shown[event.group],
  },
  actions: {
    apply: assign(({ context, event }) => nextValues(context, event)),
  },
}).createMachine({
  id: 'trainFilters',
  description: 'The filters of the train results: time buckets, nearby stations and train types.',
  context: ({ input }) => {
    const shown = input.shown ?? allGroupsShown
    return { shown, values: keepShown(input.values ?? noTrainFilters(), shown) }
  },
  initial: 'unfiltered',
  on: {
    TOGGLE: [
      { guard: and(['groupShown', 'onAfter']), target: '.filtered', actions: 'apply' },
      { guard: 'groupShown', target: '.unfiltered', actions: 'apply' },
    ],
    CLEAR: [
      { guard: and(['groupShown', 'onAfter']), target: '.filtered', actions: 'apply' },
      { guard: 'groupShown', target: '.unfiltered', actions: 'apply' },
    ],
    RESET: { target: '.unfiltered', actions: 'apply' },
    INIT: [
      { guard: 'onAfter', target: '.filtered', actions: 'apply' },
      { target: '.unfiltered', actions: 'apply' },
    ],
  },
  states: {
    unfiltered: {
      description: 'No filter is on: every train of the search is listed.',
    },
    filtered: {
      description:
        'Some filters are on: only the trains matching a value in every group with a choice are listed, with "Clear all".',
    },
  },
})

/**
 * The machine's snapshot for a page opened with filters in its address (the server renders the
 * list filtered; the machine starts where the page is).
 */
export function filtersSnapshotOf(input: TrainFiltersInput) {
  const shown = input.shown ?? allGroupsShown
  const context = { shown, values: keepShown(input.values ?? noTrainFilters(), shown) }
  return trainFiltersMachine.resolveState({
    value: hasFilters(context.values) ? 'filtered' : 'unfiltered',
    context,
  })
}
