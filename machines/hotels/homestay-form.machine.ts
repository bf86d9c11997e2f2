/**
 * The /homestays search form (001 §2 Homestays; §3 Homestay; §4 Homestay): a place from the homestay
 * places call (India only; from 3 characters, 300 ms after the last key), check-in and check-out, and
 * rooms (a new room has 1 adult). A place without a name is kept with an empty name. Search opens the
 * hotel results for the homestay property types (Homestay, Holiday Home, Villa).
 */
import { addDays, format, parseISO } from 'date-fns'
import { assign, fromPromise, setup } from 'xstate'
import type { HomestayPlace, Room } from '@contracts/hotels/search'
import { notProvided } from '../lib/not-provided'

export interface HomestayFormContext {
  today: string
  query: string
  suggestions: HomestayPlace[]
  place: HomestayPlace | null
  checkInDate: string
  checkOutDate: string
  rooms: Room[]
  errors: Partial<Record<'place' | 'checkInDate' | 'checkOutDate', string>>
  placesError: string | null
}

export type HomestayFormEvent =
  | { type: 'TYPE'; query: string }
  | { type: 'CHOOSE'; place: { id: string; name?: string | null; city: string; state: string } }
  | { type: 'SET_DATES'; checkInDate: string; checkOutDate: string }
  | { type: 'ADD_ROOM' }
  | { type: 'REMOVE_ROOM'; index: number }
  | { type: 'SET_ADULTS'; index: number; adults: number }
  | { type: 'SUBMIT' }

/** contracts/hotels/search.ts's limits (machines/ import contracts for types only; a test keeps them equal). */
export const homestayLimits = { placeQueryMin: 3, maxRooms: 8, maxAdultsPerRoom: 4 } as const
const {
  placeQueryMin: PLACE_QUERY_MIN,
  maxRooms: MAX_ROOMS,
  maxAdultsPerRoom: MAX_ADULTS_PER_ROOM,
} = homestayLimits

const day = (iso: string, plus: number) => format(addDays(parseISO(iso), plus), 'yyyy-MM-dd')

/** Field errors of the form, in the words the page shows; empty when it can search. */
export function homestayFormErrors(c: HomestayFormContext): HomestayFormContext['errors'] {
  const errors: HomestayFormContext['errors'] = {}
  if (!c.place) errors.place = 'Choose a place from the list'
  if (!c.checkInDate || c.checkInDate < c.today) errors.checkInDate = 'Check-in cannot be before today'
  if (!c.checkOutDate || c.checkOutDate <= c.checkInDate)
    errors.checkOutDate = 'Check-out must be after check-in'
  return errors
}

export const homestayFormMachine = setup({
  types: {
    context: {} as HomestayFormContext,
    input: {} as { today: string },
    events: {} as HomestayFormEvent,
  },
  actors: {
    searchPlaces: fromPromise<HomestayPlace[], { q: string }>(async () => notProvided('searchPlaces')),
  },
  delays: { debounce: 300 },
  guards: {
    longEnough: (_, q: string) => q.trim().length >= PLACE_QUERY_MIN,
    anyPlace: (_, places: HomestayPlace[]) => places.length > 0,
    valid: ({ context }) => Object.keys(homestayFormErrors(context)).length === 0,
  },
}).createMachine({
  id: 'homestayForm',
  description: 'Place, dates and rooms for a homestay search.',
  context: ({ input }) => ({
    today: input.today,
    query: '',
    suggestions: [],
    place: null,
    checkInDate: day(input.today, 1),
    checkOutDate: day(input.today, 3),
    rooms: [{ adults_count: 1, children_age: [] }],
    errors: {},
    placesError: null,
  }),
  initial: 'editing',
  on: {
    SET_DATES: {
      actions: assign({
        checkInDate: ({ event }) => event.checkInDate,
        checkOutDate: ({ event }) => event.checkOutDate,
      }),
    },
    ADD_ROOM: {
      actions: assign({
        rooms: ({ context }) =>
          context.rooms.length >= MAX_ROOMS
            ? context.rooms
            : [...context.rooms, { adults_count: 1, children_age: [] }],
      }),
    },
    REMOVE_ROOM: {
      actions: assign({
        rooms: ({ context, event }) =>
          context.rooms.length > 1 ? context.rooms.filter((_, i) => i !== event.index) : context.rooms,
      }),
    },
    SET_ADULTS: {
      actions: assign({
        rooms: ({ context, event }) =>
          context.rooms.map((r, i) =>
            i === event.index
              ? { ...r, adults_count: Math.min(Math.max(event.adults, 1), MAX_ADULTS_PER_ROOM) }
              : r,
          ),
      }),
    },
    SUBMIT: [
      { guard: 'valid', target: '.submitted' },
      { actions: assign({ errors: ({ context }) => homestayFormErrors(context) }) },
    ],
  },
  states: {
    editing: {
      description: 'the traveller fills in the place, the dates and the rooms',
      on: {
        TYPE: [
          {
            guard: { type: 'longEnough', params: ({ event }) => event.query },
            target: '.typing',
            actions: assign({ query: ({ event }) => event.query, place: null }),
          },
          {
            target: '.idle',
            actions: assign({ query: ({ event }) => event.query, place: null, suggestions: [] }),
          },
        ],
      },
      initial: 'idle',
      states: {
        idle: { description: 'no place search under way (fewer than 3 characters, or a place chosen)' },
        typing: {
          description: 'waiting 300 ms after the last key before asking for places',
          after: { debounce: 'searching' },
        },
        searching: {
          description: 'the homestay places call (India only) is asked for the text typed',
          invoke: {
            id: 'searchPlaces',
            src: 'searchPlaces',
            input: ({ context }) => ({ q: context.query.trim() }),
            onDone: [
              {
                guard: { type: 'anyPlace', params: ({ event }) => event.output },
                target: 'listed',
                actions: assign({ suggestions: ({ event }) => event.output, placesError: null }),
              },
              { target: 'idle', actions: assign({ suggestions: [], placesError: null }) },
            ],
            onError: {
              target: 'idle',
              actions: assign({
                suggestions: [],
                placesError: 'We could not look up places just now. Please type again in a moment.',
              }),
            },
          },
        },
        listed: {
          description: 'the places found are listed under the field; choosing one fills it',
          on: {
            CHOOSE: {
              target: 'idle',
              actions: assign({
                // 001 §3: a place without a name is stored as empty.
                place: ({ event }) => ({
                  id: event.place.id,
                  name: event.place.name ?? '',
                  city: event.place.city,
                  state: event.place.state,
                }),
                query: ({ event }) => event.place.name ?? '',
                suggestions: [],
                errors: ({ context }) => ({ ...context.errors, place: undefined }),
              }),
            },
          },
        },
      },
    },
    submitted: {
      type: 'final',
      description: 'the search opens the hotel results for homestays, holiday homes and villas',
    },
  },
})
