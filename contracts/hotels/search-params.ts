/**
 * The hotel addresses (001 §3 "Hotel search parameters") without zod: the results page, the hotel
 * page and the booking review page read them in route options that load with every page
 * (docs/decisions/0021). The services check the same values again with the zod schemas of
 * search.ts; a test keeps the limits below equal to those.
 *
 * `rooms` travels as one short text, each room `<adults>a` then `-<age>` per child, rooms joined by
 * commas: `2a-5,1a` is two rooms, the first with 2 adults and a child of 5, the second with 1 adult
 * (docs/decisions/0110). It never reads as JSON, so the router keeps it a string.
 */
import type { HotelSort, PlaceKind, PropertyType, Room } from './search'

export const ROOM_LIMITS = {
  maxRooms: 8,
  maxAdults: 4,
  maxChildren: 3,
  childAgeMin: 2,
  childAgeMax: 12,
  maxNights: 30,
} as const

export function encodeRooms(rooms: ReadonlyArray<Room>): string {
  return rooms.map((room) => [`${room.adults_count}a`, ...room.children_age.map(String)].join('-')).join(',')
}

const ROOM_TEXT = /^(\d{1,2})a((?:-\d{1,2})*)$/

/** The rooms of an address, or a message a traveller can act on. */
export function decodeRooms(text: unknown): { rooms: Room[] } | { error: string } {
  if (typeof text !== 'string' || text === '') return { error: 'Choose at least 1 room' }
  const parts = text.split(',')
  if (parts.length > ROOM_LIMITS.maxRooms)
    return { error: `Book at most ${ROOM_LIMITS.maxRooms} rooms at a time` }
  const rooms: Room[] = []
  for (const part of parts) {
    const match = ROOM_TEXT.exec(part)
    if (!match) return { error: 'Rooms are not readable: choose the guests again' }
    const adults = Number(match[1])
    const ages = (match[2] ?? '').split('-').filter(Boolean).map(Number)
    if (adults < 1) return { error: 'Each room needs at least 1 adult' }
    if (adults > ROOM_LIMITS.maxAdults)
      return { error: `A room holds at most ${ROOM_LIMITS.maxAdults} adults` }
    if (ages.length > ROOM_LIMITS.maxChildren)
      return { error: `A room holds at most ${ROOM_LIMITS.maxChildren} children` }
    if (ages.some((age) => age < ROOM_LIMITS.childAgeMin || age > ROOM_LIMITS.childAgeMax))
      return {
        error: `Child age must be between ${ROOM_LIMITS.childAgeMin} and ${ROOM_LIMITS.childAgeMax} years`,
      }
    rooms.push({ adults_count: adults, children_age: ages })
  }
  return { rooms }
}

export const guestsOf = (rooms: ReadonlyArray<Room>) =>
  rooms.reduce((sum, room) => sum + room.adults_count + room.children_age.length, 0)

/** search.ts PROPERTY_TYPES, without zod (a test keeps the two equal). */
export const PROPERTY_TYPE_NAMES = [
  'Hotel',
  'Guest House',
  'Apartment',
  'Hostel',
  'Homestay',
  'Holiday Home',
  'Villa',
] as const satisfies readonly PropertyType[]

export const isPropertyType = (value: string): value is PropertyType =>
  PROPERTY_TYPE_NAMES.some((t) => t === value)

// ——— Dates ———

const DATE = /^\d{4}-\d{2}-\d{2}$/

/** A real calendar day 'YYYY-MM-DD' (2030-02-30 is not). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || !DATE.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/** Whole days from `from` to `to` (both calendar days). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

export interface StayFields {
  checkin_date: string
  checkout_date: string
  rooms: Room[]
}

export type FieldErrors = Partial<Record<'place' | 'checkin_date' | 'checkout_date' | 'rooms', string>>

/** The stay of an address checked the way the service checks it, against the traveller's today. */
export function readStay(
  search: Record<string, unknown>,
  today: string,
): { stay: StayFields; errors?: undefined } | { stay?: undefined; errors: FieldErrors } {
  const errors: FieldErrors = {}
  const { checkin_date, checkout_date } = search
  if (!isCalendarDate(checkin_date)) errors.checkin_date = 'Choose a check-in date'
  else if (checkin_date < today) errors.checkin_date = 'Check-in cannot be in the past'
  if (!isCalendarDate(checkout_date)) errors.checkout_date = 'Choose a check-out date'
  else if (isCalendarDate(checkin_date)) {
    const nights = daysBetween(checkin_date, checkout_date)
    if (nights < 1) errors.checkout_date = 'Check-out must be after check-in'
    else if (nights > ROOM_LIMITS.maxNights)
      errors.checkout_date = `A stay can be at most ${ROOM_LIMITS.maxNights} nights`
  }
  const rooms = decodeRooms(typeof search.rooms === 'number' ? String(search.rooms) : search.rooms)
  if ('error' in rooms) errors.rooms = rooms.error
  if (Object.keys(errors).length > 0 || 'error' in rooms) return { errors }
  // Both dates were checked above; a FieldErrors-free pass means they are calendar days.
  return {
    stay: { checkin_date: String(checkin_date), checkout_date: String(checkout_date), rooms: rooms.rooms },
  }
}

// ——— The results address ———

export const SORT_VALUES = [
  'price,asc',
  'price,desc',
  'rating,desc',
  'stars,desc',
] as const satisfies readonly HotelSort[]
export const SHOWING_PRICES = ['roomPerNight', 'total'] as const
export type ShowingPrice = (typeof SHOWING_PRICES)[number]

/** The filters of the results page, as the address carries them (comma-joined lists). */
export interface HotelFilters {
  /** Whole rupees; absent: the default bounds. */
  price_min?: number
  price_max?: number
  star_rating: number[]
  ta_rating: number[]
  amenities: string[]
  smart_filters: string[]
  property_type: string[]
  location: string[]
  filter_hotel_id?: string
  filter_hotel_name?: string
}

export const noFilters = (): HotelFilters => ({
  star_rating: [],
  ta_rating: [],
  amenities: [],
  smart_filters: [],
  property_type: [],
  location: [],
})

export interface HotelPlace {
  kind: PlaceKind
  id: string
  /** The place's name for the heading: a city, a locality or a hotel. */
  name: string
  city_name?: string
}

export interface HotelResultsSearch extends StayFields {
  place: HotelPlace
  page_no: number
  sort?: HotelSort
  showing_price: ShowingPrice
  filters: HotelFilters
}

/** The keys of the results address; validateSearch keeps any primitive for them. */
export const resultsAddressKeys = [
  'checkin_date',
  'checkout_date',
  'rooms',
  'location_id',
  'locality_id',
  'hotel_id',
  'city_name',
  'locality_name',
  'hotel_name',
  'page_no',
  'sort',
  'showing_price',
  'price_min',
  'price_max',
  'star_rating',
  'ta_rating',
  'amenities',
  'smart_filters',
  'property_type',
  'location',
  'filter_hotel_id',
  'filter_hotel_name',
] as const
export type ResultsAddressKey = (typeof resultsAddressKeys)[number]
export type ResultsAddress = Partial<Record<ResultsAddressKey, string | number | boolean>>

const text = (value: unknown, max = 160): string | undefined =>
  (typeof value === 'string' || typeof value === 'number') && String(value).length > 0
    ? String(value).slice(0, max)
    : undefined

const list = (value: unknown): string[] =>
  text(value, 2000)
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .slice(0, 40) ?? []

const wholeNumber = (value: unknown, max: number): number | undefined => {
  const n = typeof value === 'string' && value !== '' ? Number(value) : value
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= max ? n : undefined
}

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  values.find((v) => v === value)

/** The place of an address: a hotel, a locality or a city, with the names for the heading. */
function placeOf(search: Record<string, unknown>): HotelPlace | undefined {
  const city = text(search.city_name)
  const hotel = text(search.hotel_id, 60)
  if (hotel)
    return {
      kind: 'hotel',
      id: hotel,
      name: text(search.hotel_name) ?? city ?? 'the hotel',
      ...(city ? { city_name: city } : {}),
    }
  const locality = text(search.locality_id, 60)
  if (locality)
    return {
      kind: 'locality',
      id: locality,
      name: text(search.locality_name) ?? city ?? 'the area',
      ...(city ? { city_name: city } : {}),
    }
  const location = text(search.location_id, 60)
  if (location)
    return { kind: 'location', id: location, name: city ?? 'the city', ...(city ? { city_name: city } : {}) }
  return undefined
}

export function filtersOf(search: Record<string, unknown>): HotelFilters {
  const min = wholeNumber(search.price_min, 2_500_000)
  const max = wholeNumber(search.price_max, 100_000_000)
  const hotelId = text(search.filter_hotel_id, 60)
  const hotelName = text(search.filter_hotel_name)
  return {
    ...(min !== undefined ? { price_min: min } : {}),
    ...(max !== undefined && (min === undefined || max >= min) ? { price_max: max } : {}),
    star_rating: list(search.star_rating)
      .map(Number)
      .filter((n) => Number.isInteger(n) && n >= 0 && n <= 5),
    ta_rating: list(search.ta_rating)
      .map(Number)
      .filter((n) => n === 2 || n === 3 || n === 4),
    amenities: list(search.amenities),
    smart_filters: list(search.smart_filters),
    property_type: list(search.property_type),
    location: list(search.location),
    ...(hotelId ? { filter_hotel_id: hotelId } : {}),
    ...(hotelName ? { filter_hotel_name: hotelName } : {}),
  }
}

/**
 * The results address checked strictly: a search, or the field errors for the form (a bad address
 * opens the form with its messages, never a crash). Filters and sort that cannot be read are
 * dropped: they only narrow a search.
 */
export function readResultsAddress(
  search: Record<string, unknown>,
  today: string,
): { search: HotelResultsSearch; errors?: undefined } | { search?: undefined; errors: FieldErrors } {
  const stay = readStay(search, today)
  const place = placeOf(search)
  if (stay.errors || !place) {
    return { errors: { ...(stay.errors ?? {}), ...(place ? {} : { place: 'Choose a city, area or hotel' }) } }
  }
  const sort = oneOf(SORT_VALUES, search.sort)
  return {
    search: {
      ...stay.stay,
      place,
      page_no: wholeNumber(search.page_no, 1000) || 1,
      ...(sort ? { sort } : {}),
      showing_price: oneOf(SHOWING_PRICES, search.showing_price) ?? 'roomPerNight',
      filters: filtersOf(search),
    },
  }
}

const joined = (values: ReadonlyArray<string | number>) => (values.length ? values.join(',') : undefined)

/** The address of a results page (for Link `search` and for building URLs): no empty keys. */
export function resultsAddressOf(search: HotelResultsSearch): ResultsAddress {
  const { place, filters } = search
  const out: ResultsAddress = {
    checkin_date: search.checkin_date,
    checkout_date: search.checkout_date,
    rooms: encodeRooms(search.rooms),
    [place.kind === 'hotel' ? 'hotel_id' : place.kind === 'locality' ? 'locality_id' : 'location_id']:
      place.id,
    ...(place.city_name ? { city_name: place.city_name } : {}),
    ...(place.kind === 'hotel' ? { hotel_name: place.name } : {}),
    ...(place.kind === 'locality' ? { locality_name: place.name } : {}),
    ...(place.kind === 'location' && !place.city_name ? { city_name: place.name } : {}),
    ...(search.page_no > 1 ? { page_no: search.page_no } : {}),
    ...(search.sort ? { sort: search.sort } : {}),
    ...(search.showing_price !== 'roomPerNight' ? { showing_price: search.showing_price } : {}),
    ...(filters.price_min !== undefined ? { price_min: filters.price_min } : {}),
    ...(filters.price_max !== undefined ? { price_max: filters.price_max } : {}),
    star_rating: joined(filters.star_rating),
    ta_rating: joined(filters.ta_rating),
    amenities: joined(filters.amenities),
    smart_filters: joined(filters.smart_filters),
    property_type: joined(filters.property_type),
    location: joined(filters.location),
    filter_hotel_id: filters.filter_hotel_id,
    filter_hotel_name: filters.filter_hotel_name,
  }
  // A text of digits travels as a number: the router writes a string that reads as JSON in quotes
  // (star_rating=%224%22), and reads `4` back as a number, which the readers above accept.
  return Object.fromEntries(
    Object.entries(out)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, typeof v === 'string' && /^\d{1,15}$/.test(v) ? Number(v) : v]),
  )
}

/** A stay as an address string: `checkin_date=…&checkout_date=…&rooms=…`. */
export function stayAddress(stay: StayFields): string {
  return new URLSearchParams({
    checkin_date: stay.checkin_date,
    checkout_date: stay.checkout_date,
    rooms: encodeRooms(stay.rooms),
  }).toString()
}

/**
 * The booking review address (another page reads it): exactly these six keys.
 * /hotels/booking/review?checkin_date&checkout_date&hotel_id&offer_id&room_idx&rooms
 */
export interface ReviewAddress {
  checkin_date: string
  checkout_date: string
  hotel_id: string
  offer_id: string
  room_idx: number
  rooms: string
}

export function reviewAddressOf(
  stay: StayFields,
  hotelId: string,
  offerId: string,
  roomIdx: number,
): ReviewAddress {
  return {
    checkin_date: stay.checkin_date,
    checkout_date: stay.checkout_date,
    hotel_id: hotelId,
    offer_id: offerId,
    room_idx: roomIdx,
    rooms: encodeRooms(stay.rooms),
  }
}
