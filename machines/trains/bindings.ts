/**
 * The train search machines in the real store (machines/lib/binding.ts): the results page
 * /trains/search against the trains service's sandbox railway (New Delhi to Mumbai Central, ten
 * days ahead). The page is server-rendered with its answer, so the search machine starts with it
 * (the sample input's `settled`); its own request runs on "Search again".
 */
import type { Cause, MachineBinding, Target } from '../lib/binding'

export const trainResultsAddress = '/trains/search?from=NDLS&to=BCT&date={today+10}&quota=GN'
const flowIs = (flow: string) => (state: string) => ({ flowState: state, flow })
const searchIs = flowIs('train-search')
const sortIs = flowIs('train-sort')
const clockRunsOut: Cause = { do: [{ tick: 'delay' }] }
const trains: Target = { role: 'list', name: 'Trains' }
const clearAll: Target = {
  role: 'button',
  name: 'Clear all filters',
  within: { role: 'region', name: 'Filters' },
}
/** The sample train's card (machines/trains/samples.ts: 12952 Mumbai Rajdhani). */
const rajdhani: Target = { role: 'article', name: /^12952 / }
const within = (target: Target) => ({ ...target, within: rajdhani })

export const trainSearchBinding: MachineBinding = {
  start: [{ goto: trainResultsAddress }],
  maxSteps: 6,
  states: {
    pending: [searchIs('pending'), { visible: { text: 'Searching trains…', exact: true } }],
    success: [searchIs('success'), { visible: trains }],
    expired: [
      { visible: { text: 'Your search has expired. Seats and fares may have changed.' } },
      { visible: { role: 'button', name: 'Search again', exact: true } },
    ],
    failure: [{ visible: { role: 'button', name: 'Try again', exact: true } }, { hidden: trains }],
    systemDown: [{ visible: { role: 'dialog', name: 'Railway booking is not available' } }],
  },
  events: {
    'xstate.after.searchExpiry.trainSearch.success': clockRunsOut,
    'xstate.done.actor.fetchTrains': { do: [{ answer: 'arrives' }] },
    'xstate.error.actor.fetchTrains': { do: [{ answer: 'fails' }] },
    RETRY: {
      byState: {
        expired: { do: [{ click: { role: 'button', name: 'Search again', exact: true } }] },
        failure: { do: [{ click: { role: 'button', name: 'Try again', exact: true } }] },
        systemDown: {
          do: [{ click: { role: 'button', name: 'Try again', exact: true, within: { role: 'dialog' } } }],
        },
      },
    },
    DISMISS: { do: [{ click: { role: 'button', name: 'Close', within: { role: 'dialog' } } }] },
  },
  notInStore: {
    'xstate.error.actor.fetchTrains':
      'a dropped request has no status to tell the railway being down (503) from another failure; tests/e2e/trains-search.spec.ts opens the not-available modal with the sandbox',
  },
  actors: { fetchTrains: { url: '/_serverFn/', method: 'GET' } },
}

export const trainFiltersBinding: MachineBinding = {
  start: [{ goto: trainResultsAddress }],
  maxSteps: 6,
  states: {
    unfiltered: [{ visible: trains }, { hidden: clearAll }],
    filtered: [{ visible: clearAll }],
  },
  events: {
    TOGGLE: {
      bySample: {
        'the traveller ticks Rajdhani': {
          do: [
            { click: { role: 'checkbox', name: /^Rajdhani/, within: { role: 'group', name: 'Train type' } } },
          ],
        },
        'the traveller ticks departure Evening': {
          do: [
            {
              click: {
                role: 'checkbox',
                name: /^Evening/,
                within: { role: 'group', name: 'Departure time' },
              },
            },
          ],
        },
      },
    },
    CLEAR: { do: [{ click: { role: 'button', name: 'Clear Train type' } }] },
    RESET: { do: [{ click: clearAll }] },
    INIT: { do: [{ goto: `${trainResultsAddress}&arr=MORNING` }] },
  },
}

export const trainSortBinding: MachineBinding = {
  start: [{ goto: trainResultsAddress }],
  maxSteps: 8,
  states: {
    'departure.asc': [sortIs('departure.asc'), { visible: trains }],
    'departure.desc': [sortIs('departure.desc'), { url: 'sort=departure-desc' }],
    'arrival.asc': [sortIs('arrival.asc'), { url: 'sort=arrival-asc' }],
    'arrival.desc': [sortIs('arrival.desc'), { url: 'sort=arrival-desc' }],
    'duration.asc': [sortIs('duration.asc'), { url: 'sort=duration-asc' }],
    'duration.desc': [sortIs('duration.desc'), { url: 'sort=duration-desc' }],
  },
  events: {
    SORT: {
      bySample: {
        'the traveller sorts by duration, shortest first': {
          do: [{ select: { label: 'Sort by' }, option: 'Duration, shortest first' }],
        },
        'the traveller sorts by duration, longest first': {
          do: [{ select: { label: 'Sort by' }, option: 'Duration, longest first' }],
        },
        'the traveller sorts by arrival, earliest first': {
          do: [{ select: { label: 'Sort by' }, option: 'Arrival, earliest first' }],
        },
        'the traveller sorts by arrival, latest first': {
          do: [{ select: { label: 'Sort by' }, option: 'Arrival, latest first' }],
        },
        'the traveller sorts by departure, earliest first': {
          do: [{ select: { label: 'Sort by' }, option: 'Departure, earliest first' }],
        },
        'the traveller sorts by departure, latest first': {
          do: [{ select: { label: 'Sort by' }, option: 'Departure, latest first' }],
        },
      },
    },
  },
}

export const trainAvailabilityBinding: MachineBinding = {
  start: [{ goto: trainResultsAddress }],
  maxSteps: 6,
  states: {
    idle: [{ visible: within({ role: 'button', name: 'Check availability' }) }],
    loading: [{ visible: within({ text: 'Checking seats…' }) }],
    shown: [{ visible: within({ role: 'region', name: /^Availability of 12952/ }) }],
  },
  events: {
    CHECK: {
      bySample: {
        'the traveller checks availability': {
          do: [{ click: within({ role: 'button', name: 'Check availability' }) }],
        },
        // Shown, only a change of quota asks again (the sample without a quota is not taken there).
        'the traveller switches to the Tatkal quota': {
          byState: {
            idle: {
              do: [
                { select: within({ label: 'Quota' }), option: 'Tatkal' },
                { click: within({ role: 'button', name: 'Check availability' }) },
              ],
            },
            shown: { do: [{ select: within({ label: 'Quota' }), option: 'Tatkal' }] },
          },
        },
      },
    },
    'xstate.done.actor.fetchAvailability': { do: [{ answer: 'arrives' }] },
    'xstate.error.actor.fetchAvailability': { do: [{ answer: 'fails' }] },
    SELECT_CLASS: { do: [{ click: within({ role: 'tab', name: /^AC 2 Tier/ }) }] },
    RETRY: { do: [{ click: within({ role: 'button', name: 'Try again' }) }] },
    CLOSE: { do: [{ click: within({ role: 'button', name: 'Hide availability' }) }] },
  },
  notInStore: {
    'xstate.done.actor.fetchAvailability':
      'the sandbox answers every class of a train alike; one class failing alone is proven by tests/machines/trains-availability.test.ts',
  },
  actors: { fetchAvailability: { url: '/_serverFn/', method: 'GET' } },
}
