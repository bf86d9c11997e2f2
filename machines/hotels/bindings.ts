/**
 * The hotel machines in the real store (machines/lib/binding.ts): the home page's hotel form, the
 * results page and the hotel page, against the hotel service's sandbox bed bank.
 *
 * The sample input's today is 2030-01-15; here dates count from the traveller's today. Sandbox
 * answers are chosen by the scenario the page's address carries (`scenario=`, forwarded to the
 * service only when the store runs with SANDBOX=true), like the flight search's.
 */
import type { Cause, MachineBinding, Step, Target } from '../lib/binding'

const place: Target = { role: 'combobox', name: 'City or Hotel', exact: true }
const suggestions: Target = { role: 'listbox', name: 'City or Hotel suggestions' }
const form: Target = { role: 'form', name: 'Search hotels' }
const flowIs = (flow: string) => (state: string) => ({ flowState: state, flow })
const formIs = flowIs('hotel-search-form')
const resultsIs = flowIs('hotel-results')
const roomsIs = flowIs('hotel-availability')
const clockRunsOut: Cause = { do: [{ tick: 'delay' }] }
const arrives: Cause = { do: [{ answer: 'arrives' }] }

const pick = (option: RegExp): Step[] => [{ click: { role: 'option', name: option, within: suggestions } }]

export const hotelSearchFormBinding: MachineBinding = {
  start: [{ goto: '/hotels' }],
  states: {
    'editing.placeIdle': [{ visible: place }, { hidden: suggestions }],
    'editing.placeTyping': [formIs('editing.placeTyping'), { visible: place }],
    'editing.placeLooking': [formIs('editing.placeLooking'), { visible: place }],
    'editing.placeListed': [{ visible: suggestions }],
    openingHotel: [{ url: '/hotels/' }, { visible: { role: 'heading', level: 2, name: 'Rooms' } }],
    submitted: [{ url: '/hotels/search?' }, { visible: { role: 'heading', level: 1, name: /^Hotels in / } }],
  },
  events: {
    TYPE_PLACE: {
      bySample: {
        'the traveller types "Goa"': { do: [{ fill: place, value: 'Goa' }] },
        'the traveller types "Go" (too short to look up)': { do: [{ fill: place, value: 'Go' }] },
      },
    },
    'xstate.after.placeDebounce.hotelSearchForm.editing.placeTyping': clockRunsOut,
    'xstate.done.actor.findPlaces': arrives,
    'xstate.error.actor.findPlaces': { do: [{ answer: 'fails' }] },
    PICK_PLACE: {
      bySample: {
        'the traveller picks Goa': { do: [{ fill: place, value: 'Goa' }, ...pick(/^Goa, city/)] },
        'the traveller picks the hotel Sea Breeze 1': {
          do: [{ fill: place, value: 'Goa' }, ...pick(/, hotel in /)],
        },
      },
    },
    SET_CHECKIN: { do: [{ fill: { label: 'Check-in', exact: true }, value: '{today+5}' }] },
    SET_CHECKOUT: { do: [{ fill: { label: 'Check-out', exact: true }, value: '{today}' }] },
    ADD_ROOM: { do: [{ click: { role: 'button', name: 'Add a room' } }] },
    REMOVE_ROOM: { do: [{ click: { role: 'button', name: 'Remove room 2' } }] },
    SET_ADULTS: { do: [{ fill: { role: 'spinbutton', name: 'Adults in room 1' }, value: '3' }] },
    ADD_CHILD: { do: [{ click: { role: 'button', name: 'Add a child to room 1' } }] },
    REMOVE_CHILD: { do: [{ click: { role: 'button', name: 'Remove child 1 of room 1' } }] },
    SET_CHILD_AGE: { do: [{ select: { label: 'Age of child 1 in room 1' }, option: '5 years' }] },
    SUBMIT: { do: [{ click: { role: 'button', name: 'Search hotels', within: form } }] },
    EDIT_AGAIN: { do: [{ click: { role: 'link', name: 'Modify search' } }] },
  },
  actors: { findPlaces: { url: '/_serverFn/', method: 'GET' } },
}

const goaResults =
  '/hotels/search?checkin_date={today+5}&checkout_date={today+7}&rooms=2a&location_id=goa&city_name=Goa'
const withScenario = (scenario: string): Step => ({ goto: `${goaResults}&scenario=${scenario}` })

export const hotelResultsBinding: MachineBinding = {
  start: [{ goto: goaResults }],
  states: {
    scrollFetching: [resultsIs('scrollFetching')],
    request: [{ visible: { text: 'Searching the best hotels for you...' } }],
    pending: [resultsIs('pending'), { visible: { role: 'list', name: 'Hotels' } }],
    appending: [resultsIs('appending'), { visible: { role: 'list', name: 'Hotels' } }],
    success: [resultsIs('success'), { visible: { role: 'list', name: 'Hotels' } }],
    refetching: [resultsIs('refetching')],
    failure: [
      { visible: { text: /^We could not finish this hotel search/ } },
      { visible: { role: 'button', name: 'Try again', exact: true } },
    ],
    expired: [
      { visible: { text: 'Your search has expired. Prices may have changed.' } },
      { visible: { role: 'button', name: 'Search again', exact: true } },
    ],
  },
  events: {
    'xstate.done.actor.startSearch': {
      bySample: {
        'the search is accepted, hotels to follow': {
          before: [withScenario('batches=3')],
          do: [{ answer: 'arrives' }],
        },
        'the search answers every hotel at once': {
          before: [withScenario('batches=1')],
          do: [{ answer: 'arrives' }],
        },
      },
    },
    'xstate.error.actor.startSearch': { do: [{ answer: 'fails' }] },
    'xstate.after.resultsPoll.hotelResults.pending': clockRunsOut,
    'xstate.done.actor.fetchResults': arrives,
    'xstate.error.actor.fetchResults': { do: [{ answer: 'fails' }] },
    'xstate.done.actor.fetchPage': arrives,
    'xstate.error.actor.fetchPage': { do: [{ answer: 'fails' }] },
    PAGE: { do: [{ click: { role: 'link', name: 'Next page' } }] },
    QUERY: { do: [{ check: { role: 'checkbox', name: /^4 stars/ } }] },
    SELECT: {
      do: [
        {
          press: 'Enter',
          on: { role: 'button', name: /^Sea Breeze/, within: { role: 'group', name: /^Map of/ } },
        },
      ],
    },
    RETRY: {
      byState: {
        failure: { do: [{ click: { role: 'button', name: 'Try again', exact: true } }] },
        expired: { do: [{ click: { role: 'button', name: 'Search again', exact: true } }] },
      },
    },
  },
  notInStore: {
    SELECT: 'the sample hotel id (H1) is not a bed bank hotel; the map pin is proven by the e2e spec',
    'xstate.error.actor.fetchPage':
      'as for the poll: a dropped request has no status to tell an expired search by',
    'xstate.error.actor.fetchResults':
      'a dropped poll is told apart from an expired search by its status, which a dropped request has not',
  },
  actors: {
    startSearch: { url: '/_serverFn/', method: 'POST' },
    fetchResults: { url: '/_serverFn/', method: 'GET' },
    fetchPage: { url: '/_serverFn/', method: 'GET' },
  },
}

export const hotelAvailabilityBinding: MachineBinding = {
  start: [{ goto: '/hotels/H1?checkin_date={today+1}&checkout_date={today+3}&rooms=2a-5,1a' }],
  states: {
    request: [roomsIs('request')],
    success: [{ visible: { role: 'heading', level: 2, name: 'Rooms' } }],
    pending: [roomsIs('pending')],
    priceChange: [{ visible: { role: 'dialog', name: 'The price has changed' } }],
    soldOut: [{ visible: { text: 'Sold out for these dates' } }],
    chosen: [{ url: '/hotels/booking/review?' }],
    leaving: [{ url: '/hotels/search?' }],
    failure: [{ visible: { role: 'button', name: 'Try again', exact: true } }],
  },
  events: {
    'xstate.done.actor.fetchAvailability': arrives,
    'xstate.error.actor.fetchAvailability': { do: [{ answer: 'fails' }] },
    CHOOSE: { do: [{ click: { role: 'button', name: /^Choose / } }] },
    'xstate.done.actor.checkOffer': arrives,
    'xstate.error.actor.checkOffer': { do: [{ answer: 'fails' }] },
    CONTINUE: { do: [{ click: { role: 'button', name: 'Continue at the new price' } }] },
    BACK: { do: [{ click: { role: 'button', name: 'Back to the rooms' } }] },
    RETRY: { do: [{ click: { role: 'button', name: 'Try again', exact: true } }] },
  },
  notInStore: {
    'xstate.done.actor.fetchAvailability':
      'the sample hotel (H1) and its prices are not the bed bank’s; tests/e2e/hotels-search.spec.ts opens a real hotel',
    'xstate.done.actor.checkOffer':
      'as above: the same and changed prices need the sandbox price-change scenario',
  },
  actors: {
    fetchAvailability: { url: '/_serverFn/', method: 'GET' },
    checkOffer: { url: '/_serverFn/', method: 'GET' },
  },
}
