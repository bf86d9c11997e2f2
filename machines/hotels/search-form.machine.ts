/**
 * The hotel search form (001 §3 "Hotel search parameters"; issue 15) as a statechart: the place
 * autocomplete (3 characters, then a 300 ms pause, then the places call) beside the edits of
 * search-form.rules.ts, and the search handed over — to the results page, or to the hotel's own
 * page when the place picked is a hotel.
 */
import { and, assign, fromPromise, setup } from 'xstate'
import type { PlacesAnswer } from '@contracts/hotels/search'
import { ROOM_LIMITS, type HotelPlace } from '@contracts/hotels/search-params'
import { notProvided } from '../lib/not-provided'
import {
  applyHotelFormEvent,
  initialHotelFormValues,
  isHotelFormValid,
  PLACE_MIN_CHARS,
  placeChoices,
  type HotelFormEvent,
  type HotelFormValues,
  type RecentHotelSearch,
} from './search-form.rules'

export interface HotelFormInput {
  /** 'YYYY-MM-DD', injected. */
  today: string
  /** app.config locationSearch.debounceMs. */
  debounceMs: number
  /** app.config limits.lastSearchesKept. */
  recentLimit: number
  recent?: RecentHotelSearch[]
  /** A search to start from (the results page's "Modify search", or an address with errors). */
  values?: Partial<
    Pick<HotelFormValues, 'place' | 'placeText' | 'checkin_date' | 'checkout_date' | 'rooms' | 'errors'>
  >
}

export interface HotelFormContext extends HotelFormValues {
  debounceMs: number
  suggestions: HotelPlace[]
  placesError: string | null
}

// Edits the page offers always; the room and child edits below are taken only where the page
// offers them (a room to remove, a child to remove or age), so the model asks only for those.
const edits = ['SET_CHECKIN', 'SET_CHECKOUT', 'SET_ADULTS'] as const

export const hotelSearchFormMachine = setup({
  types: {
    context: {} as HotelFormContext,
    events: {} as HotelFormEvent | { type: 'EDIT_AGAIN' },
    input: {} as HotelFormInput,
  },
  actors: {
    findPlaces: fromPromise<PlacesAnswer, { q: string }>(async () => notProvided('findPlaces')),
  },
  delays: {
    placeDebounce: ({ context }) => context.debounceMs,
  },
  actions: {
    apply: assign(({ context, event }) =>
      event.type === 'EDIT_AGAIN' ? context : { ...context, ...applyHotelFormEvent(context, event) },
    ),
    clearSuggestions: assign({ suggestions: [], placesError: null }),
  },
  guards: {
    longEnough: ({ event }) => event.type === 'TYPE_PLACE' && event.text.trim().length >= PLACE_MIN_CHARS,
    canSearch: ({ context }) => isHotelFormValid(context),
    isHotel: ({ context }) => context.place?.kind === 'hotel',
    canAddRoom: ({ context }) => context.rooms.length < ROOM_LIMITS.maxRooms,
    // "Remove room N" is offered while more than one room is left.
    roomExists: ({ context, event }) =>
      event.type === 'REMOVE_ROOM' && context.rooms.length > 1 && event.room < context.rooms.length,
    canAddChild: ({ context, event }) =>
      event.type === 'ADD_CHILD' &&
      (context.rooms[event.room]?.children_age.length ?? ROOM_LIMITS.maxChildren) < ROOM_LIMITS.maxChildren,
    childExists: ({ context, event }) =>
      (event.type === 'REMOVE_CHILD' || event.type === 'SET_CHILD_AGE') &&
      event.child < (context.rooms[event.room]?.children_age.length ?? 0),
  },
}).createMachine({
  id: 'hotelSearchForm',
  description: 'The hotel search form: city, area or hotel, the dates, and the rooms with their guests.',
  context: ({ input }) => ({
    ...initialHotelFormValues(input.today, {
      ...input.values,
      recent: input.recent ?? [],
      recentLimit: input.recentLimit,
    }),
    debounceMs: input.debounceMs,
    suggestions: [],
    placesError: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The traveller fills in where, when and who.',
      initial: 'placeIdle',
      on: {
        ...Object.fromEntries(edits.map((type) => [type, { actions: 'apply' }])),
        ADD_ROOM: { guard: 'canAddRoom', actions: 'apply' },
        REMOVE_ROOM: { guard: 'roomExists', actions: 'apply' },
        ADD_CHILD: { guard: 'canAddChild', actions: 'apply' },
        REMOVE_CHILD: { guard: 'childExists', actions: 'apply' },
        SET_CHILD_AGE: { guard: 'childExists', actions: 'apply' },
        // Picking a place closes the list.
        PICK_PLACE: { target: '.placeIdle', actions: ['apply', 'clearSuggestions'] },
        TYPE_PLACE: [
          // Each keystroke restarts the pause: only the last text is looked up.
          { guard: 'longEnough', target: '.placeTyping', reenter: true, actions: 'apply' },
          { target: '.placeIdle', actions: ['apply', 'clearSuggestions'] },
        ],
        SUBMIT: [
          { guard: and(['canSearch', 'isHotel']), target: 'openingHotel', actions: 'apply' },
          { guard: 'canSearch', target: 'submitted', actions: 'apply' },
          // An invalid search stays here with every message shown; nothing typed is lost.
          { actions: 'apply' },
        ],
      },
      states: {
        placeIdle: {
          description: 'No list of places is open (fewer than 3 characters typed, or a place picked).',
        },
        placeTyping: {
          description: 'The traveller is typing a place: the list is looked up after a 300 ms pause.',
          after: { placeDebounce: 'placeLooking' },
        },
        placeLooking: {
          description: 'The places matching the text are being looked up.',
          invoke: {
            id: 'findPlaces',
            src: 'findPlaces',
            input: ({ context }) => ({ q: context.placeText.trim() }),
            onDone: {
              target: 'placeListed',
              actions: assign({ suggestions: ({ event }) => placeChoices(event.output), placesError: null }),
            },
            onError: {
              target: 'placeListed',
              actions: assign({
                suggestions: [],
                placesError: 'We could not look up places just now. Please type again.',
              }),
            },
          },
        },
        placeListed: {
          description:
            'Cities, areas and hotels matching the text are listed (or a note that none could be found).',
        },
      },
    },
    openingHotel: {
      description: 'A hotel was picked: its own page opens with the dates and rooms.',
      on: { EDIT_AGAIN: 'editing' },
    },
    submitted: {
      description: 'The search is valid and handed to the results page; changing it re-opens the form.',
      on: { EDIT_AGAIN: 'editing' },
    },
  },
})
