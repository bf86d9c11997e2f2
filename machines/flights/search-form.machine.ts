/**
 * The flight search form (000 §4 "Search form", §5) as a statechart. Its states are what the
 * traveller sees (a single journey or the multi-city legs, then a search handed over); every
 * edit applies `applySearchFormEvent` from search-form.rules.ts, the same function the page runs,
 * so the visualizer and the model tests exercise the rules the page uses.
 */
import { assign, setup } from 'xstate'
import { defaultProductConfig } from '@config'
import {
  applySearchFormEvent,
  initialSearchFormValues,
  isSearchFormValid,
  type FormLimits,
  type SearchFormEvent,
  type SearchFormValues,
} from './search-form.rules'

export interface SearchFormInput {
  /** 'YYYY-MM-DD': injected, never read from the clock here. */
  today: string
  limits?: FormLimits
  values?: Partial<Omit<SearchFormValues, 'today' | 'limits'>>
}

const { maxPassengers, multiCityMinLegs, multiCityMaxLegs } = defaultProductConfig.limits
export const defaultFormLimits: FormLimits = { maxPassengers, multiCityMinLegs, multiCityMaxLegs }

// Edits the form takes in every trip type. The return date (round trip only) and adding or removing
// a flight (multi-city only) are taken where the page offers them, so the model's paths ask the store
// only for what a traveller can do there (docs/decisions/0035).
const editEvents = [
  'SET_TRIP_TYPE',
  'SET_ORIGIN',
  'SET_DESTINATION',
  'SWAP',
  'SET_DATE',
  'SET_PASSENGERS',
  'SET_CLASS',
  'SET_RESIDENT',
  'SET_AIRLINE',
  'SET_SENIOR',
] as const

export const searchFormMachine = setup({
  types: {
    context: {} as SearchFormValues,
    events: {} as SearchFormEvent | { type: 'EDIT_AGAIN' },
    input: {} as SearchFormInput,
  },
  actions: {
    apply: assign(({ context, event }) =>
      event.type === 'EDIT_AGAIN' ? context : applySearchFormEvent(context, event),
    ),
  },
  guards: {
    isMulticity: ({ context }) => context.tripType === 'multicity',
    isSingle: ({ context }) => context.tripType !== 'multicity',
    isRoundTrip: ({ context }) => context.tripType === 'roundtrip',
    canSearch: ({ context }) => isSearchFormValid(context),
    canAddLeg: ({ context }) => context.legs.length < context.limits.multiCityMaxLegs,
    // The page offers "Remove flight N" from the flight after the minimum on, while more than the
    // minimum are left.
    canRemoveLeg: ({ context, event }) =>
      event.type === 'REMOVE_LEG' &&
      event.leg >= context.limits.multiCityMinLegs &&
      event.leg < context.legs.length,
  },
}).createMachine({
  id: 'flightSearchForm',
  description: 'The flight search form: where, when, who, and the rules that keep them consistent.',
  context: ({ input }) =>
    initialSearchFormValues(input.today, input.limits ?? defaultFormLimits, input.values),
  initial: 'editing',
  states: {
    editing: {
      description: 'The traveller fills in the search.',
      initial: 'single',
      on: {
        ...Object.fromEntries(editEvents.map((type) => [type, { actions: 'apply' }])),
        SUBMIT: [
          { guard: 'canSearch', target: 'submitted', actions: 'apply' },
          // An invalid search stays here with every message shown; nothing typed is lost.
          { actions: 'apply' },
        ],
      },
      states: {
        single: {
          description:
            'A one-way or round-trip journey: from, to, travel date (and return date for a round trip).',
          always: { guard: 'isMulticity', target: 'multiCity' },
          on: { SET_RETURN_DATE: { guard: 'isRoundTrip', actions: 'apply' } },
        },
        multiCity: {
          description:
            'The multi-city section is open: 2 to 6 flights, each starting where the previous one ends. Choosing one-way or round trip closes it.',
          always: { guard: 'isSingle', target: 'single' },
          on: {
            ADD_LEG: { guard: 'canAddLeg', actions: 'apply' },
            REMOVE_LEG: { guard: 'canRemoveLeg', actions: 'apply' },
          },
        },
      },
    },
    submitted: {
      description: 'The search is valid and handed to the results page; changing it again re-opens the form.',
      on: { EDIT_AGAIN: 'editing' },
    },
  },
})
