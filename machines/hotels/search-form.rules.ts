/**
 * The hotel search form's values and rules (001 §3 "Hotel search parameters"): one pure function
 * per edit, shared by the machine (search-form.machine.ts) and the page, so the visualizer and the
 * tests exercise the rules the page runs.
 *
 * Defaults: check-in tomorrow, check-out two days later, one room with 2 adults; a new room has
 * 1 adult, a new child is 2 years old; ages 2–12.
 */
import type { PlacesAnswer, Room } from '@contracts/hotels/search'
import {
  addDays,
  daysBetween,
  ROOM_LIMITS,
  type FieldErrors,
  type HotelPlace,
} from '@contracts/hotels/search-params'

export const DEFAULT_ADULTS = 2
export const NEW_ROOM_ADULTS = 1
export const NEW_CHILD_AGE = ROOM_LIMITS.childAgeMin
export const PLACE_MIN_CHARS = 3

/** A search the traveller made, kept for "Recent searches" (app.config limits.lastSearchesKept). */
export interface RecentHotelSearch {
  place: HotelPlace
  checkin_date: string
  checkout_date: string
  rooms: Room[]
}

export interface HotelFormValues {
  /** 'YYYY-MM-DD', injected: the rules never read the clock. */
  today: string
  placeText: string
  place: HotelPlace | null
  checkin_date: string
  checkout_date: string
  rooms: Room[]
  /** Shown after a submit; an edit clears its own field's message. */
  errors: FieldErrors
  recent: RecentHotelSearch[]
  recentLimit: number
}

export type HotelFormEvent =
  | { type: 'TYPE_PLACE'; text: string }
  | { type: 'PICK_PLACE'; place: HotelPlace }
  | { type: 'SET_CHECKIN'; date: string }
  | { type: 'SET_CHECKOUT'; date: string }
  | { type: 'ADD_ROOM' }
  | { type: 'REMOVE_ROOM'; room: number }
  | { type: 'SET_ADULTS'; room: number; count: number }
  | { type: 'ADD_CHILD'; room: number }
  | { type: 'REMOVE_CHILD'; room: number; child: number }
  | { type: 'SET_CHILD_AGE'; room: number; child: number; age: number }
  | { type: 'SUBMIT' }

export function initialHotelFormValues(
  today: string,
  values: Partial<Omit<HotelFormValues, 'today'>> = {},
): HotelFormValues {
  return {
    today,
    placeText: values.place?.name ?? '',
    place: null,
    checkin_date: addDays(today, 1),
    checkout_date: addDays(today, 3),
    rooms: [{ adults_count: DEFAULT_ADULTS, children_age: [] }],
    errors: {},
    recent: [],
    recentLimit: 2,
    ...values,
  }
}

/** The places answer as one list of choices, hotels first as the spec's autocomplete shows them. */
export function placeChoices(answer: PlacesAnswer): HotelPlace[] {
  return [
    ...answer.locations.map((l): HotelPlace => ({
      kind: 'location',
      id: l.id,
      name: l.name,
      city_name: l.name,
    })),
    ...answer.localities.map((l): HotelPlace => ({
      kind: 'locality',
      id: l.id,
      name: l.name,
      city_name: l.city,
    })),
    ...answer.hotels.map((h): HotelPlace => ({ kind: 'hotel', id: h.id, name: h.name, city_name: h.city })),
  ]
}

export function validateHotelForm(values: HotelFormValues): FieldErrors {
  const errors: FieldErrors = {}
  if (!values.place) errors.place = 'Choose a city, area or hotel from the list'
  if (values.checkin_date < values.today) errors.checkin_date = 'Check-in cannot be in the past'
  const nights = daysBetween(values.checkin_date, values.checkout_date)
  if (nights < 1) errors.checkout_date = 'Check-out must be after check-in'
  else if (nights > ROOM_LIMITS.maxNights)
    errors.checkout_date = `A stay can be at most ${ROOM_LIMITS.maxNights} nights`
  return errors
}

export const isHotelFormValid = (values: HotelFormValues) =>
  Object.keys(validateHotelForm(values)).length === 0

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(n)))

function withRoom(values: HotelFormValues, index: number, change: (room: Room) => Room): HotelFormValues {
  const room = values.rooms[index]
  if (!room) return values
  return { ...values, rooms: values.rooms.map((r, i) => (i === index ? change(r) : r)) }
}

function remember(values: HotelFormValues): RecentHotelSearch[] {
  if (!values.place) return values.recent
  const search: RecentHotelSearch = {
    place: values.place,
    checkin_date: values.checkin_date,
    checkout_date: values.checkout_date,
    rooms: values.rooms,
  }
  const others = values.recent.filter(
    (r) => r.place.kind !== search.place.kind || r.place.id !== search.place.id,
  )
  return [search, ...others].slice(0, values.recentLimit)
}

export function applyHotelFormEvent(values: HotelFormValues, event: HotelFormEvent): HotelFormValues {
  const { errors } = values
  switch (event.type) {
    case 'TYPE_PLACE':
      // Typing again forgets the choice: the place must be picked from the list.
      return { ...values, placeText: event.text.slice(0, 120), place: null }
    case 'PICK_PLACE': {
      const { place: _, ...rest } = errors
      return { ...values, place: event.place, placeText: event.place.name, errors: rest }
    }
    case 'SET_CHECKIN': {
      // Check-out moves along when it would no longer be after check-in.
      const checkout =
        daysBetween(event.date, values.checkout_date) < 1 ? addDays(event.date, 2) : values.checkout_date
      const { checkin_date: _a, checkout_date: _b, ...rest } = errors
      return { ...values, checkin_date: event.date, checkout_date: checkout, errors: rest }
    }
    case 'SET_CHECKOUT': {
      const { checkout_date: _, ...rest } = errors
      return { ...values, checkout_date: event.date, errors: rest }
    }
    case 'ADD_ROOM':
      if (values.rooms.length >= ROOM_LIMITS.maxRooms) return values
      return { ...values, rooms: [...values.rooms, { adults_count: NEW_ROOM_ADULTS, children_age: [] }] }
    case 'REMOVE_ROOM':
      if (values.rooms.length <= 1) return values
      return { ...values, rooms: values.rooms.filter((_, i) => i !== event.room) }
    case 'SET_ADULTS':
      return withRoom(values, event.room, (r) => ({
        ...r,
        adults_count: clamp(event.count, 1, ROOM_LIMITS.maxAdults),
      }))
    case 'ADD_CHILD':
      return withRoom(values, event.room, (r) =>
        r.children_age.length >= ROOM_LIMITS.maxChildren
          ? r
          : { ...r, children_age: [...r.children_age, NEW_CHILD_AGE] },
      )
    case 'REMOVE_CHILD':
      return withRoom(values, event.room, (r) => ({
        ...r,
        children_age: r.children_age.filter((_, i) => i !== event.child),
      }))
    case 'SET_CHILD_AGE':
      return withRoom(values, event.room, (r) => ({
        ...r,
        children_age: r.children_age.map((age, i) =>
          i === event.child ? clamp(event.age, ROOM_LIMITS.childAgeMin, ROOM_LIMITS.childAgeMax) : age,
        ),
      }))
    case 'SUBMIT': {
      const found = validateHotelForm(values)
      return Object.keys(found).length
        ? { ...values, errors: found }
        : { ...values, errors: {}, recent: remember(values) }
    }
  }
}
