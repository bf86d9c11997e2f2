/**
 * The hotel machines' catalogue entries (machines/catalogue.ts lists them): sample answers that
 * let the visualizer and the generated model paths reach every state.
 */
import type { CatalogueEntry } from '../catalogue'
import { hotelAvailabilityMachine } from './availability.machine'
import { hotelAvailabilityBinding, hotelResultsBinding, hotelSearchFormBinding } from './bindings'
import { hotelResultsMachine } from './results.machine'
import { hotelSearchFormMachine, type HotelFormContext, type HotelFormInput } from './search-form.machine'
import {
  failureWith,
  sampleAvailability,
  sampleBody,
  sampleHotel,
  sampleQuery,
  sampleResults,
  sampleStay,
} from './samples'

const goa = { kind: 'location', id: 'goa', name: 'Goa', city_name: 'Goa' } as const
const hotel = { kind: 'hotel', id: 'H1', name: 'Sea Breeze 1', city_name: 'Goa' } as const

export const hotelFormSampleInput: HotelFormInput = { today: '2030-01-15', debounceMs: 300, recentLimit: 2 }

const batch = [sampleHotel(1), sampleHotel(2)]

/**
 * What changes the traveller's choices besides the state: whether a place is picked and of which
 * kind, a second room (to remove), and room 1's children (one to remove or age; room for more).
 */
export function hotelFormPathState(context: unknown) {
  // The catalogue passes any machine's context as unknown; this entry's machine has HotelFormContext.
  const values = context as HotelFormContext
  const children = values.rooms[0]?.children_age.length ?? 0
  return {
    place: values.place?.kind ?? null,
    secondRoom: values.rooms.length > 1,
    child: children > 0,
    childrenFull: children >= 3,
  }
}

export const hotelCatalogueEntries: CatalogueEntry[] = [
  {
    id: 'hotel-search-form',
    title: 'Hotel search form',
    summary:
      'City, area or hotel with a 300 ms autocomplete from 3 characters, dates, rooms with adults and children; a hotel opens its page.',
    machine: hotelSearchFormMachine,
    sampleInputs: hotelFormSampleInput,
    binding: hotelSearchFormBinding,
    // What changes the traveller's choices: whether a place is picked, and whether it is a hotel.
    serializeContext: hotelFormPathState,
    sampleEvents: {
      TYPE_PLACE: [
        { label: 'the traveller types "Goa"', text: 'Goa' },
        { label: 'the traveller types "Go" (too short to look up)', text: 'Go' },
      ],
      'xstate.done.actor.findPlaces': [
        {
          label: 'places are found',
          output: {
            locations: [{ id: 'goa', name: 'Goa', state: 'Goa' }],
            localities: [],
            hotels: [{ id: 'H1', name: 'Sea Breeze 1', city: 'Goa', locality: 'Calangute' }],
          },
        },
      ],
      'xstate.error.actor.findPlaces': [
        { label: 'the places call fails', error: new Error('NETWORK_OFFLINE') },
      ],
      PICK_PLACE: [
        { label: 'the traveller picks Goa', place: goa },
        { label: 'the traveller picks the hotel Sea Breeze 1', place: hotel },
      ],
      SET_CHECKIN: [{ label: 'the traveller picks check-in on 20 Jan', date: '2030-01-20' }],
      SET_CHECKOUT: [{ label: 'the traveller picks check-out before check-in', date: '2030-01-15' }],
      ADD_ROOM: [{ label: 'the traveller adds a room' }],
      REMOVE_ROOM: [{ label: 'the traveller removes room 2', room: 1 }],
      SET_ADULTS: [{ label: 'the traveller sets 3 adults in room 1', room: 0, count: 3 }],
      ADD_CHILD: [{ label: 'the traveller adds a child to room 1', room: 0 }],
      REMOVE_CHILD: [{ label: 'the traveller removes the first child of room 1', room: 0, child: 0 }],
      SET_CHILD_AGE: [{ label: 'the traveller sets the child’s age to 5', room: 0, child: 0, age: 5 }],
      SUBMIT: [{ label: 'the traveller presses Search' }],
      EDIT_AGAIN: [{ label: 'the traveller changes the search' }],
    },
  },
  {
    id: 'hotel-results',
    title: 'Hotel results',
    summary:
      'Sends the hotel search, then asks every second for the hotels found so far until it completes, fails or the session expires; filters, sort and pages ask again.',
    machine: hotelResultsMachine,
    sampleInputs: { body: sampleBody, query: sampleQuery, pollMs: 1000 },
    binding: hotelResultsBinding,
    sampleEvents: {
      'xstate.done.actor.startSearch': [
        {
          label: 'the search is accepted, hotels to follow',
          output: sampleResults('PENDING', batch.slice(0, 1)),
        },
        { label: 'the search answers every hotel at once', output: sampleResults('COMPLETED', batch) },
      ],
      'xstate.error.actor.startSearch': [
        { label: 'the search is refused', error: failureWith(400, 'Check-in cannot be in the past') },
      ],
      'xstate.done.actor.fetchResults': [
        { label: 'more hotels arrive', output: sampleResults('PENDING', batch) },
        {
          label: 'the last hotels arrive: the search is complete',
          output: sampleResults('COMPLETED', batch),
        },
      ],
      'xstate.error.actor.fetchResults': [
        {
          label: 'the search session is no longer valid',
          error: failureWith(410, 'This search has expired.'),
        },
        { label: 'the results call fails', error: failureWith(503, 'Technical difficulties') },
      ],
      'xstate.done.actor.fetchPage': [
        { label: 'the next page arrives', output: sampleResults('COMPLETED', [sampleHotel(51)]) },
      ],
      'xstate.error.actor.fetchPage': [
        {
          label: 'the search session is no longer valid',
          error: failureWith(410, 'This search has expired.'),
        },
      ],
      PAGE: [{ label: 'the traveller goes to page 2', page_no: 2 }],
      QUERY: [{ label: 'the traveller filters 4-star hotels', query: { ...sampleQuery, star_rating: [4] } }],
      SELECT: [{ label: 'the traveller points at a hotel on the map', hotelId: 'H1' }],
      RETRY: [{ label: 'the traveller searches again' }],
    },
  },
  {
    id: 'hotel-availability',
    title: 'Hotel rooms and offers',
    summary:
      "A hotel's rooms and offers for the stay; the offer chosen is checked again: same price, new price (continue or back) or sold out.",
    machine: hotelAvailabilityMachine,
    sampleInputs: { hotelId: 'H1', stay: sampleStay },
    binding: hotelAvailabilityBinding,
    sampleEvents: {
      'xstate.done.actor.fetchAvailability': [
        { label: 'rooms are available', output: sampleAvailability(true) },
        { label: 'the hotel is sold out for these dates', output: sampleAvailability(false) },
        {
          label: 'the price is higher than the search showed',
          output: sampleAvailability(true, 1_150_000, {
            old: { per_night: 250_000, total: 1_000_000 },
            new: { per_night: 287_500, total: 1_150_000 },
          }),
        },
      ],
      'xstate.error.actor.fetchAvailability': [
        { label: 'the supplier fails (503)', error: failureWith(503, 'Technical difficulties') },
      ],
      CHOOSE: [
        { label: 'the traveller chooses the breakfast offer', offer: { room_idx: 0, offer_id: 'O1' } },
      ],
      'xstate.done.actor.checkOffer': [
        { label: 'the offer is still there at the same price', output: sampleAvailability(true) },
        { label: 'the offer’s price has gone up', output: sampleAvailability(true, 1_150_000) },
        { label: 'the offer has sold out', output: sampleAvailability(false) },
      ],
      'xstate.error.actor.checkOffer': [
        { label: 'the supplier fails (500)', error: failureWith(500, 'Technical difficulties') },
      ],
      CONTINUE: [{ label: 'the traveller continues at the new price' }],
      BACK: [{ label: 'the traveller goes back to the rooms' }],
      RETRY: [{ label: 'the traveller tries again' }],
    },
  },
]
